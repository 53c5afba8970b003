// SPDX-License-Identifier: GPL-3.0-or-later
// How long the computer takes to show its reply, as a player would: quick for a forced move,
// longer in a rich middlegame, growing with the level.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <optional>
#include <random>

namespace rochade::engine {

/// What a player would see before replying, taken from the position and the chosen move.
struct ReplyFacts {
    int legalMoves = 0;
    bool onlyMove = false;
    /// Takes back on the square where the opponent has just captured.
    bool recapture = false;
    bool mateInOne = false;
    /// From the opening book: a player knows it by heart.
    bool bookMove = false;
    /// The best root score less the second best, when the search scored both (two lines, or
    /// SearchResult::rootGapCp); a clearly best move is seen sooner than a choice between near
    /// equals.
    std::optional<int> rootGapCp;
    /// 0 (kings and pawns) to 1 (every piece on the board): the pieces that make a position
    /// rich, counted as a game's phase is (a queen four, a rook two, a minor piece one).
    double pieces = 0;
};

/// The facts about replying `result` in `pos`. `justCapturedOn`: the square of the
/// opponent's last move if it captured. A result without a search (depth 0, no lines)
/// is a book move.
ReplyFacts replyFacts(
    const Position& pos, const SearchResult& result, std::optional<Square> justCapturedOn);

/// How long after its turn began the window shows the reply of a player of `level`
/// (LevelSettings::pace): the pace's quickest, a little more, for an only move or a recapture;
/// between the quickest and the typical time for a mate in one or a book move; else about
/// the typical time, longer with many moves, many pieces and near-equal choices, shorter
/// for a clearly best move. Drawn from `rng` within +-20%, so it does not feel mechanical;
/// always within the pace's quickest and slowest. 0 for a level without a pace.
int replyTimeMs(Level level, const ReplyFacts& facts, std::mt19937& rng);

/// `targetMs`, but never more than kReplyClockShare of the mover's `timeLeftMs` (< 0: no
/// clock), so a pause to look human never costs a game on time.
int replyTimeOnClock(int targetMs, int timeLeftMs);
inline constexpr int kReplyClockShare = 50; ///< one fiftieth of the time left

/// The longest a reply of `level` takes in the window when no clock shortens it: its search's
/// time cap or its pace's slowest, whichever is longer (0: no time cap, the search takes
/// what the clock allows or runs until told to move). What the New Game dialog promises.
int slowestReplyMs(Level level);

} // namespace rochade::engine
