// SPDX-License-Identifier: GPL-3.0-or-later
// Move ordering: hash move, MVV-LVA captures, killer moves and the history heuristic.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <array>
#include <cstddef>
#include <vector>

namespace rochade::engine {

/// Deepest ply the search tables cover.
constexpr int kMaxPly = 128;

/// The learned ordering state of one searcher: two killers per ply, a history score per
/// (side, from, to), and a continuation history per (previous move, this move), where a move
/// is its piece and target square: the reply that refuted a move once often refutes it again
/// elsewhere in the tree. Lives in the searcher's thread.
class MoveOrdering {
public:
    /// What continuationKey() returns when there is no previous move (root, null move).
    static constexpr int kNoContinuation = -1;
    /// The previous move's part of the continuation history's index: `moved` (the piece now
    /// on `to`, after the move) and its target square.
    static int continuationKey(Piece moved, Square to) {
        return (index(pieceColor(moved)) * 6 + index(pieceType(moved)) - 1) * 64 + toIndex64(to);
    }

    MoveOrdering();
    void clear();
    /// Halves the history between searches so old lessons fade but still help.
    void age();

    /// A quiet move caused a beta cut-off at `ply` with `depth` remaining, in reply to the
    /// move of continuation key `previous` (or kNoContinuation).
    void recordCutoff(const Position& pos, Move m, int ply, int depth, int previous);
    /// A quiet move was searched before the one that cut off: make it less attractive.
    void recordFailure(const Position& pos, Move m, int depth, int previous);

    /// Scores every move of `moves` for `pos` (higher is tried first): the hash move, then
    /// winning and equal captures and promotions (static exchange >= 0) by MVV-LVA, the
    /// killers, quiet moves by history, then the losing captures by MVV-LVA.
    /// With `countExchanges` false every capture counts as a good one (quiescence tests the
    /// exchange itself, and only for the captures its cheaper tests leave).
    /// `previous` is the continuation key of the move that led to `pos`.
    void score(const Position& pos, const MoveList& moves, Move hashMove, int ply,
        std::array<int, MoveList::kCapacity>& scores, bool countExchanges = true,
        int previous = kNoContinuation) const;

    /// True if `score` (from score()) marks a killer move.
    static bool isKillerScore(int score) {
        return score == kKillerScore || score == kKillerScore - 1;
    }

    /// True if `score` (from score()) marks a capture or promotion that loses material by
    /// static exchange evaluation.
    static bool isBadCaptureScore(int score) {
        return score >= kBadCaptureBase && score < kBadCaptureBase + (1 << 16);
    }

    /// Selection sort step: swaps the best-scored move among [i, size) into place i. Equal
    /// scores are ordered by the move's squares as `side` sees them, not by where the
    /// generator listed the move, so that a position and its colour-mirrored twin are
    /// searched in the same order (and pruned alike).
    static Move pickNext(
        MoveList& moves, std::array<int, MoveList::kCapacity>& scores, std::size_t i, Color side);

    static constexpr int kKillerScore = 1 << 27; ///< first killer; the second gets one less
    /// History scores (and continuation scores) each stay within +-kHistoryLimit, so that
    /// together they never reach the killers.
    static constexpr int kHistoryLimit = 1 << 20;
    static constexpr int kBadCaptureBase = -(1 << 23); ///< losing captures, below every quiet

private:
    static int historyIndex(Square s) { return toIndex64(s); }
    static constexpr std::size_t kContinuationKeys = 2 * 6 * 64;
    /// The continuation score of quiet move `m` in `pos` after the move keyed `previous`.
    int& continuation(const Position& pos, Move m, int previous) {
        const auto moved = static_cast<std::size_t>(continuationKey(pos.pieceAt(m.from()), m.to()));
        return m_continuation[static_cast<std::size_t>(previous) * kContinuationKeys + moved];
    }
    int continuation(const Position& pos, Move m, int previous) const {
        return const_cast<MoveOrdering*>(this)->continuation(pos, m, previous);
    }
    /// Moves `h` towards +-kHistoryLimit by `bonus` (negative: a malus), slower near the limit.
    static void applyGravity(int& h, int bonus);

    std::array<std::array<Move, 2>, kMaxPly> m_killers {};
    std::array<std::array<std::array<int, 64>, 64>, 2> m_history {};
    /// kContinuationKeys x kContinuationKeys (2.4 MB), on the heap.
    std::vector<int> m_continuation;
};

} // namespace rochade::engine
