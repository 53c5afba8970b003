// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's players, built by the application and handed to the game controller.
#pragma once

namespace rochade::gui {

class BuiltInEnginePlayer;
class GameController;
class UciEnginePlayer;

/// The players the application seats on the computer's side, one for each kind of opponent a
/// game may name; owned by the controller they were handed to.
struct ComputerPlayers {
    BuiltInEnginePlayer* builtIn = nullptr; ///< Rochade's engine on its worker thread
    UciEnginePlayer* external = nullptr; ///< an external UCI engine, as a process
};

/// Builds Rochade's engine and the external engine's player and hands them to `controller`
/// (which owns them from then on): the first plays games against Opponent::BuiltIn, the
/// second games against Opponent::External. The game/ folder never builds a player itself,
/// so a test hands its controller a player of its own instead.
ComputerPlayers handComputerPlayersTo(GameController& controller);

} // namespace rochade::gui
