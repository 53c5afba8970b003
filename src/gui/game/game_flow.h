// SPDX-License-Identifier: GPL-3.0-or-later
// GameFlow: the narrow door through which a part of the game's logic acts on the running game.
#pragma once

#include "game/game_setup.h"
#include "rochade/core/error.h"
#include "rochade/core/game.h"
#include "rochade/core/move.h"

#include <QString>

namespace rochade::gui {

/// What a part of the controller's logic (ComputerTurns, ClockKeeper, DrawTalk) may read of the
/// running game and do to it. Every change goes through the owner (the GameController), which
/// applies the rules, keeps the browser, the clocks and the draw talk in step and sends its own
/// signals, so a part never holds the owner, never edits the Game and cannot forget an
/// announcement.
class GameFlow {
public:
    virtual const Game& game() const = 0;
    virtual const GameSetup& setup() const = 0;
    /// True while the game goes on and the side to move is not a human's (the computer's).
    virtual bool isComputerTurn() const = 0;
    /// Plays the computer's move through the same rules as a human's (and shows the game if
    /// the user was browsing); the reason if it is refused.
    virtual Result<bool> playComputerMove(Move move) = 0;
    /// Ends the game as a draw by agreement.
    virtual void endByAgreement() = 0;
    /// Ends the game as a draw claimed by the side to move; false if none can be claimed.
    virtual bool endByClaim() = 0;
    /// Ends the game if a flag has fallen; true if it did.
    virtual bool checkFlag() = 0;
    /// Ends the game because the flag of `loser` fell (a loss, or a draw when the other
    /// side cannot mate).
    virtual void endByFlag(Color loser) = 0;
    /// Says whose turn it is, and whether a draw may be claimed.
    virtual void announceStatus() = 0;
    /// "White to move", "Your move", ... for the status line.
    virtual QString turnText() const = 0;
    /// Why the board takes no move now.
    virtual QString whyNoMove() const = 0;

protected:
    GameFlow() = default;
    GameFlow(const GameFlow&) = default;
    GameFlow& operator=(const GameFlow&) = default;
    ~GameFlow() = default;
};

} // namespace rochade::gui
