// SPDX-License-Identifier: GPL-3.0-or-later
// The computer opponent: its players, its requests and what it tells the window.
#include "game/computer_opponent.h"

#include "engines/engine_players.h"
#include "game/game_status_text.h"

namespace rochade::gui {

ComputerOpponent::ComputerOpponent(QObject* parent)
    : QObject(parent) {
    connect(&m_seat, &ComputerSeat::answered, this, &ComputerOpponent::answered);
    connect(&m_seat, &ComputerSeat::replyDue, this, &ComputerOpponent::replyDue);
    connect(&m_seat, &ComputerSeat::progress, this, &ComputerOpponent::onProgress);
    connect(&m_seat, &ComputerSeat::failed, this, &ComputerOpponent::failed);

    addPlayer(new BuiltInEnginePlayer());
    auto* external = new UciEnginePlayer();
    connect(external, &UciEnginePlayer::ready, this, &ComputerOpponent::externalEngineReady);
    addPlayer(external);
}

void ComputerOpponent::addPlayer(ChessPlayer* player) {
    player->setParent(this);
    m_seat.addPlayer(player);
}

MoveRequest ComputerOpponent::announce(
    const Game& game, engine::Level level, const engine::SearchLimits& limits) {
    MoveRequest request = m_seat.requestFor(game, level, limits);
    request.bookAllowed = m_playsBookMoves;
    m_asked = request.position;
    emit thinkingChanged(true);
    return request;
}

void ComputerOpponent::think(const MoveRequest& request) {
    emit searchRequested(
        request.id, request.position, request.history, request.level, request.limits);
    m_seat.think(request);
}

void ComputerOpponent::finish() {
    if (!isThinking()) return;
    m_seat.finish();
    emit thinkingChanged(false);
}

void ComputerOpponent::cancel() {
    if (!isThinking()) return;
    m_seat.cancel();
    emit thinkingChanged(false);
}

void ComputerOpponent::shutdown() {
    m_seat.shutdownPlayers();
    m_shutDown = true;
}

void ComputerOpponent::onProgress(const engine::SearchInfo& info) {
    emit progress(info.depth, GameStatusText::score(info, m_asked.sideToMove()),
        GameStatusText::lineToSan(m_asked, info.principalVariation));
}

} // namespace rochade::gui
