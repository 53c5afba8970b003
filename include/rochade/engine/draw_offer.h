// SPDX-License-Identifier: GPL-3.0-or-later
// When the computer takes a draw: an offer from its opponent, or a claim the rules allow it.
#pragma once

#include "rochade/core/position.h"

#include <cstdint>
#include <optional>

namespace rochade::engine {

/// How the draw comes about.
enum class DrawKind : std::uint8_t {
    Offer, ///< the opponent offers a draw by agreement
    Claim ///< the rules let the side to move claim one (threefold repetition, fifty moves)
};

/// Why the computer took or refused the draw (the GUI turns it into a sentence).
enum class DrawReason : std::uint8_t {
    DeadDraw, ///< neither side has the material to force a mate: accepted
    ClearlyWorse, ///< its own search says it is clearly worse: accepted
    EqualEndingWithoutPawns, ///< a level pawnless ending (R v R, Q v Q): accepted
    NotBetter, ///< a claim: it does not think it is better, so it takes the draw
    StillOpening, ///< an offer in the opening: declined
    ThinksItIsBetter, ///< its search says it is better: declined
    NotClearlyWorse, ///< roughly level or only a little worse: declined, it plays on
    NeedsSearch ///< the position alone does not decide; ask again with a score
};

struct DrawDecision {
    bool accept = false;
    DrawReason reason = DrawReason::NeedsSearch;
    bool operator==(const DrawDecision&) const = default;
};

/// The thresholds, in centipawns from the deciding side's view (see draw_offer.cpp).
inline constexpr int kAcceptOfferAtOrBelowCp = -150;
inline constexpr int kLevelEndingCp = 40;
inline constexpr int kOpeningMoves = 20;

/// True while the game is in its opening: before move kOpeningMoves with most pieces on the
/// board (a game that traded down early is judged on its merits).
bool isOpeningPhase(const Position& pos);
/// True if neither side can force a mate whatever it does: no pawns, and each side has at
/// most one minor piece or two knights (a superset of the core's insufficient material).
bool isDeadDraw(const Position& pos);

/// Whether the deciding side takes the draw in `pos`. `ownScoreCp`: its own search's score
/// from its own point of view (mate scores large), nullopt if it has not searched. Without a
/// score the answer is the position's alone (a dead draw, the opening) or NeedsSearch. One
/// policy for every host: the GUI's computer opponent and rochade-cli's match loops.
DrawDecision decideDraw(DrawKind kind, const Position& pos, std::optional<int> ownScoreCp);

} // namespace rochade::engine
