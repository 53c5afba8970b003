// SPDX-License-Identifier: GPL-3.0-or-later
// Move ordering: hash move, MVV-LVA captures, killer moves and the history heuristic.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <array>
#include <cstddef>

namespace rochade::engine {

/// Deepest ply the search tables cover.
constexpr int kMaxPly = 128;

/// The learned ordering state of one searcher: two killers per ply and a history score per
/// (side, from, to). Lives in the searcher's thread.
class MoveOrdering {
public:
    void clear();
    /// Halves the history between searches so old lessons fade but still help.
    void age();

    /// A quiet move caused a beta cut-off at `ply` with `depth` remaining.
    void recordCutoff(Color side, Move m, int ply, int depth);
    /// A quiet move was searched before the one that cut off: make it less attractive.
    void recordFailure(Color side, Move m, int depth);

    /// Scores every move of `moves` for `pos` (higher is tried first): the hash move, then
    /// winning and equal captures and promotions (static exchange >= 0) by MVV-LVA, the
    /// killers, quiet moves by history, then the losing captures by MVV-LVA.
    /// With `countExchanges` false every capture counts as a good one (quiescence tests the
    /// exchange itself, and only for the captures its cheaper tests leave).
    void score(const Position& pos, const MoveList& moves, Move hashMove, int ply,
        std::array<int, MoveList::kCapacity>& scores, bool countExchanges = true) const;

    /// True if `score` (from score()) marks a killer move.
    static bool isKillerScore(int score) {
        return score == kKillerScore || score == kKillerScore - 1;
    }

    /// True if `score` (from score()) marks a capture or promotion that loses material by
    /// static exchange evaluation.
    static bool isBadCaptureScore(int score) {
        return score >= kBadCaptureBase && score < kBadCaptureBase + (1 << 16);
    }

    /// Selection sort step: swaps the best-scored move among [i, size) into place i.
    static Move pickNext(
        MoveList& moves, std::array<int, MoveList::kCapacity>& scores, std::size_t i);

    static constexpr int kKillerScore = 1 << 27; ///< first killer; the second gets one less
    /// History scores stay within +-kHistoryLimit so they never reach the killers.
    static constexpr int kHistoryLimit = 1 << 20;
    static constexpr int kBadCaptureBase = -(1 << 23); ///< losing captures, below every quiet

private:
    static int historyIndex(Square s) { return toIndex64(s); }

    std::array<std::array<Move, 2>, kMaxPly> m_killers {};
    std::array<std::array<std::array<int, 64>, 64>, 2> m_history {};
};

} // namespace rochade::engine
