// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's side of the board: which player sits there, and which answer counts.
#include "game/computer_seat.h"

#include <algorithm>

namespace rochade::gui {

ComputerSeat::ComputerSeat(QObject* parent)
    : QObject(parent) {
    m_replyTimer.setSingleShot(true);
    connect(&m_replyTimer, &QTimer::timeout, this, &ComputerSeat::onReplyTimer);
}

void ComputerSeat::addPlayer(ChessPlayer* player) {
    m_players.push_back(player);
    // Answers are taken from the seated player only, and only for the request waited for.
    connect(player, &ChessPlayer::moveChosen, this,
        [this, player](quint64 requestId, const engine::SearchResult& result) {
            if (player == m_player && requestId == m_current) emit answered(result);
        });
    connect(player, &ChessPlayer::progress, this,
        [this, player](quint64 requestId, const engine::SearchInfo& info) {
            if (player == m_player && requestId == m_current) emit progress(info);
        });
    connect(player, &ChessPlayer::failed, this,
        [this, player](quint64 requestId, const QString& reason) {
            // A failure about an abandoned request is old news.
            if (player == m_player && (requestId == 0 || requestId == m_current))
                emit failed(reason);
        });
}

void ComputerSeat::seat(const GameSetup& setup, bool vsComputer) {
    const ComputerSide side = setup.computerSide();
    ChessPlayer* chosen = nullptr;
    if (vsComputer) {
        const auto found = std::find_if(m_players.rbegin(), m_players.rend(),
            [&side](const ChessPlayer* p) { return p->plays(side); });
        if (found != m_players.rend()) chosen = *found;
    }
    for (ChessPlayer* player : m_players)
        if (player != chosen) player->release();
    m_player = chosen;
    if (m_player) m_player->beginGame(side);
}

void ComputerSeat::shutdownPlayers() {
    for (ChessPlayer* player : m_players)
        player->shutdown();
}

bool ComputerSeat::isRunning() const {
    return std::any_of(
        m_players.begin(), m_players.end(), [](const ChessPlayer* p) { return p->isRunning(); });
}

quint64 ComputerSeat::begin() {
    m_current = ++m_lastRequestId;
    m_moveNow = false;
    m_pendingReply.reset();
    m_thinkClock.start();
    return m_current;
}

MoveRequest ComputerSeat::requestFor(
    const Game& game, engine::Level level, const engine::SearchLimits& limits) const {
    MoveRequest request;
    request.id = m_current;
    request.start = game.startPosition();
    request.moves = game.moves();
    request.position = game.position();
    const std::vector<std::uint64_t> hashes = game.hashHistory();
    request.history = QList<quint64>(hashes.begin(), hashes.end());
    request.level = level;
    request.limits = limits;
    return request;
}

void ComputerSeat::think(const MoveRequest& request) {
    m_player->startThinking(request);
}

void ComputerSeat::finish() {
    m_current = 0;
    m_moveNow = false;
    m_replyTimer.stop();
    m_pendingReply.reset();
}

void ComputerSeat::cancel() {
    if (m_player) m_player->cancelThrough(m_current);
    finish();
}

bool ComputerSeat::moveNow() {
    if (m_pendingReply) {
        m_replyTimer.stop();
        onReplyTimer();
        return false;
    }
    m_moveNow = true;
    m_player->stop(m_current);
    return true;
}

bool ComputerSeat::holdUntil(qint64 minReplyMs, const engine::SearchResult& result) {
    const qint64 elapsed = m_thinkClock.elapsed();
    if (m_moveNow || elapsed >= minReplyMs || result.bestMove.isNull()) return false;
    m_pendingReply = result;
    m_replyTimer.start(static_cast<int>(minReplyMs - elapsed));
    return true;
}

void ComputerSeat::onReplyTimer() {
    if (!m_pendingReply || !isThinking()) return;
    const engine::SearchResult result = *m_pendingReply;
    m_pendingReply.reset();
    emit replyDue(result);
}

} // namespace rochade::gui
