// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's players: which one plays which kind of game is decided here, not in game/.
#include "app/computer_players.h"

#include "engines/engine_players.h"
#include "game/game_controller.h"

namespace rochade::gui {

ComputerPlayers handComputerPlayersTo(GameController& controller) {
    ComputerPlayers players { new BuiltInEnginePlayer(), new UciEnginePlayer() };
    controller.computer()->addPlayer(Opponent::BuiltIn, players.builtIn);
    controller.computer()->addPlayer(Opponent::External, players.external);
    return players;
}

} // namespace rochade::gui
