// SPDX-License-Identifier: GPL-3.0-or-later
// GameStatusText: the sentences the game speaks in (results, turns, draws, flags, the
// computer's progress), pure functions of the game's state.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/draw_offer.h"
#include "rochade/engine/search.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace rochade::gui {

/// Translated sentences about a game, each built from what it is given (no state of its
/// own; any thread). Whole sentences, never "wins by %1": word order and case differ between
/// languages. GameController says them; tests compare against them.
class GameStatusText {
    Q_DECLARE_TR_FUNCTIONS(GameStatusText)
public:
    /// `status` in a sentence ("White wins by checkmate.", "The game goes on.").
    static QString statusDescription(const GameStatus& status);
    /// The computer's answer to a draw offer ("The computer declines your draw offer: it is
    /// still the opening.").
    static QString drawDecision(const engine::DrawDecision& decision);
    /// `loser`'s flag fell; `reason` is the game's end reason then (a loss on time, or a
    /// draw when the other side cannot mate). By colour, not by name: a name may be "You".
    static QString flagFell(Color loser, GameEndReason reason);
    /// Who is to move in `game` ("Your move.", "Black to move.", "The computer is
    /// thinking…", with "Check! " first when in check), or how it ended.
    static QString turn(const Game& game, bool vsComputer, bool computerTurn);
    /// "The game is paused: press P to resume."
    static QString paused();
    /// Why the board takes no move now, the first reason that holds: the user looks at the
    /// position after `browsedPly` (-1: at the game), the game is over, it is paused, the
    /// computer judges a draw offer, or the computer is to move or thinking. Empty if none.
    static QString whyNoMove(
        const Game& game, int browsedPly, bool paused, bool judgingDrawOffer, bool computerMoves);
    /// Why the side to move may claim a draw; empty for DrawClaim::None.
    static QString drawClaim(DrawClaim claim);
    /// A search score from White's view ("+0.35", "White mates in 3"); `mover` is the side
    /// the search played for.
    static QString score(const engine::SearchInfo& info, Color mover);
    /// The first moves of `line` from `pos` in SAN with move numbers ("12...Nf6 13.Bg5"),
    /// cut at the first move that is not legal (a line from the hash table may hold one).
    /// Written in MoveNotation's letters, so GUI thread only.
    static QString lineToSan(Position pos, const std::vector<Move>& line);
};

} // namespace rochade::gui
