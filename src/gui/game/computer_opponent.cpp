// SPDX-License-Identifier: GPL-3.0-or-later
// The computer opponent: which player sits on its side, which answer counts, and what it
// tells the window.
#include "game/computer_opponent.h"

#include "game/game_status_text.h"

#include <algorithm>

namespace rochade::gui {

ComputerOpponent::ComputerOpponent(QObject* parent)
    : QObject(parent) {
    m_replyTimer.setSingleShot(true);
    connect(&m_replyTimer, &QTimer::timeout, this, &ComputerOpponent::onReplyTimer);
}

void ComputerOpponent::addPlayer(Opponent kind, ChessPlayer* player) {
    player->setParent(this);
    m_players.emplace_back(kind, player);
    // Answers are taken from the seated player only, and only for the request waited for.
    connect(player, &ChessPlayer::moveChosen, this,
        [this, player](quint64 requestId, const engine::SearchResult& result) {
            if (player == m_player && requestId == m_current) emit answered(result);
        });
    connect(player, &ChessPlayer::progress, this,
        [this, player](quint64 requestId, const engine::SearchInfo& info) {
            if (player == m_player && requestId == m_current) onProgress(info);
        });
    connect(player, &ChessPlayer::failed, this,
        [this, player](quint64 requestId, const QString& reason) {
            // A failure about an abandoned request is old news.
            if (player == m_player && (requestId == 0 || requestId == m_current))
                emit failed(reason);
        });
}

void ComputerOpponent::seat(const std::optional<ComputerSide>& side) {
    ChessPlayer* chosen = nullptr;
    if (side) {
        const auto found = std::find_if(m_players.rbegin(), m_players.rend(),
            [&side](const auto& entry) { return entry.first == side->opponent; });
        if (found != m_players.rend()) chosen = found->second;
    }
    for (const auto& entry : m_players)
        if (entry.second != chosen) entry.second->release();
    m_player = chosen;
    if (m_player) m_player->beginGame(*side);
}

bool ComputerOpponent::isRunning() const {
    return std::any_of(m_players.begin(), m_players.end(),
        [](const auto& entry) { return entry.second->isRunning(); });
}

MoveRequest ComputerOpponent::announce(
    const Game& game, engine::Level level, const engine::SearchLimits& limits) {
    m_current = ++m_lastRequestId;
    m_moveNow = false;
    m_pendingReply.reset();
    m_thinkClock.start();

    MoveRequest request;
    request.id = m_current;
    request.start = game.startPosition();
    request.moves = game.moves();
    request.position = game.position();
    const std::vector<std::uint64_t> hashes = game.hashHistory();
    request.history = QList<quint64>(hashes.begin(), hashes.end());
    request.level = level;
    request.limits = limits;
    request.bookAllowed = m_playsBookMoves;
    m_asked = request.position;
    emit thinkingChanged(true);
    return request;
}

void ComputerOpponent::think(const MoveRequest& request) {
    emit searchRequested(
        request.id, request.position, request.history, request.level, request.limits);
    m_player->startThinking(request);
}

void ComputerOpponent::finish() {
    if (!isThinking()) return;
    m_current = 0;
    m_moveNow = false;
    m_replyTimer.stop();
    m_pendingReply.reset();
    emit thinkingChanged(false);
}

void ComputerOpponent::cancel() {
    if (!isThinking()) return;
    if (m_player) m_player->cancelThrough(m_current);
    finish();
}

bool ComputerOpponent::moveNow() {
    if (m_pendingReply) {
        m_replyTimer.stop();
        onReplyTimer();
        return false;
    }
    m_moveNow = true;
    m_player->stop(m_current);
    return true;
}

bool ComputerOpponent::holdUntil(qint64 minReplyMs, const engine::SearchResult& result) {
    const qint64 elapsed = m_thinkClock.elapsed();
    if (m_moveNow || elapsed >= minReplyMs || result.bestMove.isNull()) return false;
    m_pendingReply = result;
    m_heldUntilMs = minReplyMs;
    m_replyTimer.start(static_cast<int>(minReplyMs - elapsed));
    return true;
}

void ComputerOpponent::shutdown() {
    for (const auto& entry : m_players)
        entry.second->shutdown();
    m_shutDown = true;
}

void ComputerOpponent::onReplyTimer() {
    if (!m_pendingReply || !isThinking()) return;
    const engine::SearchResult result = *m_pendingReply;
    m_pendingReply.reset();
    emit replyDue(result);
}

void ComputerOpponent::onProgress(const engine::SearchInfo& info) {
    emit progress(info.depth, GameStatusText::score(info, m_asked.sideToMove()),
        GameStatusText::lineToSan(m_asked, info.principalVariation));
}

} // namespace rochade::gui
