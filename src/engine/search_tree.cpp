// SPDX-License-Identifier: GPL-3.0-or-later
// The tree search below the root: negamax alpha-beta, PVS, pruning, quiescence, draws.
#include "rochade/engine/see.h"
#include "search_impl.h"

#include "rochade/core/game_status.h"
#include "rochade/core/move_generator.h"
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace rochade::engine {

namespace {

/// True if `side` has a piece other than pawns and king: null-move pruning is unsound in
/// pawn endgames, where zugzwang is common.
bool hasNonPawnMaterial(const Position& pos, Color side) {
    return pos.pieceCount(side, PieceType::Knight) + pos.pieceCount(side, PieceType::Bishop)
        + pos.pieceCount(side, PieceType::Rook) + pos.pieceCount(side, PieceType::Queen)
        > 0;
}

/// Cheap pre-test: only positions without pawns, rooks and queens can be dead.
bool mayBeInsufficient(const Position& pos) {
    for (Color c : { Color::White, Color::Black })
        if (pos.pieceCount(c, PieceType::Pawn) + pos.pieceCount(c, PieceType::Rook)
                + pos.pieceCount(c, PieceType::Queen)
            > 0)
            return false;
    return true;
}

/// Captures that cannot lift alpha even with this margin are skipped in quiescence.
constexpr int kDeltaMargin = 200;
/// Per ply of remaining depth: how far above beta the static evaluation must be for
/// reverse futility pruning, and how far below alpha for futility pruning of quiet moves.
constexpr int kFutilityMargin = 150;

/// Remaining depth from which the table's move is tested for a singular extension.
constexpr int kSingularDepth = 8;

/// Moves may be pruned outright (by SEE or as late quiet moves) up to this remaining depth.
constexpr int kPruningDepth = 3;
/// Per ply of remaining depth: how much material a capture may lose by SEE and still be
/// searched at the pruning depths.
constexpr int kSeeCaptureMargin = 100;

/// Quiet moves searched at a node with `depth` to go before the rest are pruned.
constexpr std::size_t lateMoveCount(int depth) {
    const auto d = static_cast<std::size_t>(depth);
    return 4 + d * d * 2;
}

/// Late-move reduction in plies: grows with the remaining depth and with how late the move
/// comes in the ordering (both logarithmically, as is usual).
int lateMoveReduction(int depth, std::size_t moveIndex) {
    static const auto table = [] {
        std::array<std::array<std::uint8_t, 64>, 64> t {};
        for (std::size_t d = 1; d < 64; ++d)
            for (std::size_t i = 1; i < 64; ++i)
                t[d][i] = static_cast<std::uint8_t>(std::lround(
                    std::log(static_cast<double>(d)) * std::log(static_cast<double>(i)) / 2.25));
        return t;
    }();
    return table[static_cast<std::size_t>(std::min(depth, 63))]
                [std::min<std::size_t>(moveIndex, 63)];
}

} // namespace

bool Searcher::Impl::countNodeAndCheckAbort() {
    ++nodes;
    // helperNodes is 0 with one thread: then this is the single-threaded test exactly.
    if (limits.nodes > 0 && nodes + helperNodes >= limits.nodes && iterationCompleted)
        aborted = true;
    if ((nodes & (kPollInterval - 1)) == 0) {
        publishNodes();
        if (stop.stop_requested() || (!limits.infinite && timer.hardLimitReached())) aborted = true;
    }
    return aborted;
}

void Searcher::Impl::publishNodes() {
    if (helperIndex > 0) {
        publishedNodes.store(nodes, std::memory_order_relaxed);
        return;
    }
    if (!runningHelpers.empty()) {
        helperNodes = 0;
        for (const Impl* helper : runningHelpers)
            helperNodes += helper->publishedNodes.load(std::memory_order_relaxed);
    }
    owner.m_publishedNodes.store(nodes + helperNodes, std::memory_order_relaxed);
}

void Searcher::Impl::makeMove(Move m, UndoInfo& undo, int ply) {
    pos.makeMove(m, undo);
    tt.prefetch(pos.hash());
    hashStack.push_back(pos.hash());
    moveKey[static_cast<std::size_t>(ply) + 1]
        = MoveOrdering::continuationKey(pos.pieceAt(m.to()), m.to());
}

void Searcher::Impl::unmakeMove(Move m, const UndoInfo& undo) {
    hashStack.pop_back();
    pos.unmakeMove(m, undo);
}

int Searcher::Impl::staticEval() {
    // The key's low bits pick the slot; key 0 marks an empty slot (a real hash of 0 is
    // merely never cached).
    const std::uint64_t key = pos.hash();
    EvalSlot& slot = evalCache[static_cast<std::size_t>(key) & (kEvalCacheSize - 1)];
    int white;
    if (slot.key == key && key != 0) {
        white = slot.score;
    } else {
        white = evaluate(pos, evaluationMode);
        slot.key = key;
        slot.score = white;
    }
    return pos.sideToMove() == Color::White ? white : -white;
}

void Searcher::Impl::updatePv(int ply, Move m) {
    const auto p = static_cast<std::size_t>(ply);
    pv[p][p] = m;
    const int childLength = pvLength[p + 1];
    for (int i = ply + 1; i < childLength; ++i)
        pv[p][static_cast<std::size_t>(i)] = pv[p + 1][static_cast<std::size_t>(i)];
    pvLength[p] = std::max(childLength, ply + 1);
}

bool Searcher::Impl::isDraw() const {
    const int clock = pos.halfmoveClock();
    // Fifty moves: a draw, unless the last move mated (mate takes precedence).
    if (clock >= 100 && (!pos.isInCheck() || MoveGenerator::hasLegalMove(pos))) return true;
    if (mayBeInsufficient(pos) && isInsufficientMaterial(pos)) return true;
    // One earlier occurrence (same side to move, since the last irreversible move) is
    // enough: if repeating was good once it is good again, so the line leads nowhere.
    const std::size_t n = hashStack.size();
    const std::uint64_t current = hashStack[n - 1];
    const std::size_t reach = std::min<std::size_t>(static_cast<std::size_t>(clock), n - 1);
    for (std::size_t back = 4; back <= reach; back += 2)
        if (hashStack[n - 1 - back] == current) return true;
    return false;
}

int Searcher::Impl::alphaBeta(int depth, int alpha, int beta, int ply, bool isPv, bool allowNull) {
    const auto p = static_cast<std::size_t>(ply);
    pvLength[p] = ply;
    if (isDraw()) return 0;
    // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
    alpha = std::max(alpha, -kMateScore + ply);
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;

    const bool inCheck = pos.isInCheck();
    // Check extension: a check is answered one ply deeper, so forced lines are seen through.
    if (inCheck) ++depth;
    if (depth <= 0) return quiesce(alpha, beta, ply, isPv);
    if (countNodeAndCheckAbort()) return 0;
    selectiveDepth = std::max(selectiveDepth, ply);
    if (ply >= kMaxPly - 1) return staticEval();

    // 1. Transposition table: a cut-off outside PV nodes, else at least a move to try first.
    // A search that leaves a move out (the singular test below) is not this node's search:
    // it neither takes nor leaves a result in the table.
    const Move excluded = excludedMove[p];
    Move hashMove;
    bool singularCandidate = false;
    int hashScore = 0;
    if (const std::optional<TtEntry> e = excluded.isNull() ? tt.probe(pos.hash()) : std::nullopt) {
        hashMove = Move::fromRaw(e->move);
        const int s = scoreFromTt(e->score, ply);
        if (!isPv && e->depth >= depth
            && (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta)
                || (e->bound == Bound::Upper && s <= alpha)))
            return s;
        // The table's move held its own at nearly this depth: it may be the only good one.
        singularCandidate = depth >= kSingularDepth && ply > 0 && !hashMove.isNull()
            && e->depth >= depth - 3 && e->bound != Bound::Upper && std::abs(s) < kMateThreshold
            && ply < 2 * rootDepth;
        hashScore = s;
    }

    const Color us = pos.sideToMove();
    const int eval = inCheck ? kNoEval : staticEval();
    evalAt[p] = eval;
    // Improving: the side to move stands better than at its last move. Where it does, a
    // fail-high is likelier and a fail-low less likely, so pruning by the evaluation is
    // trusted less when the position goes downhill and more when it goes up.
    const bool improving
        = !inCheck && (ply < 2 || evalAt[p - 2] == kNoEval || eval > evalAt[p - 2]);
    // 2. Reverse futility: near the leaves, a position far above beta stays there.
    if (!isPv && !inCheck && excluded.isNull() && depth <= 3 && std::abs(beta) < kMateThreshold
        && eval - kFutilityMargin * (depth - (improving ? 1 : 0)) >= beta)
        return eval;

    // 3. Null move: if passing still fails high, a real move surely would. Not in check,
    // not twice in a row, and only with pieces (zugzwang is a pawn-endgame affair).
    if (!isPv && allowNull && !inCheck && excluded.isNull() && depth >= 3
        && std::abs(beta) < kMateThreshold && hasNonPawnMaterial(pos, us) && eval >= beta) {
        // Deeper searches and larger surpluses afford a shallower look.
        const int reduction = 3 + depth / 4 + std::min((eval - beta) / 200, 2);
        UndoInfo undo;
        pos.makeNullMove(undo);
        hashStack.push_back(pos.hash());
        moveKey[p + 1] = MoveOrdering::kNoContinuation;
        const int s = -alphaBeta(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false, false);
        hashStack.pop_back();
        pos.unmakeNullMove(undo);
        if (aborted) return 0;
        if (s >= beta) return s >= kMateThreshold ? beta : s;
    }

    // 4. Internal iterative reduction: with no move from the table this node was never
    // searched, or not deep enough to keep one; a shallower look costs less and fills it.
    if (hashMove.isNull() && depth >= 4) --depth;

    // 5. The moves, best-looking first.
    MoveList moves = MoveGenerator::legalMoves(pos);
    if (moves.empty()) return inCheck ? -kMateScore + ply : 0;
    std::array<int, MoveList::kCapacity> scores;
    const int previousMove = moveKey[p];
    ordering.score(pos, moves, hashMove, ply, scores, true, previousMove);

    const int originalAlpha = alpha;
    int best = -kInfinity;
    Move bestMove;
    std::array<Move, MoveList::kCapacity> triedQuiets;
    std::size_t quietCount = 0;
    // Pruning of whole moves needs a line already found and no mate at stake.
    const bool mayPrune = !isPv && !inCheck && std::abs(alpha) < kMateThreshold;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = MoveOrdering::pickNext(moves, scores, i, us);
        if (m == excluded) continue;
        const bool quiet = m.isQuiet();
        // Singular extension: if every other move, searched shallower, falls well short of
        // the table's score for this one, this move is forced and is searched a ply deeper.
        // If even that short bar is beaten by another move, two moves pass beta: cut off.
        int extension = 0;
        if (singularCandidate && m == hashMove) {
            const int singularBeta = hashScore - 2 * depth;
            excludedMove[p] = m;
            const int s
                = alphaBeta((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false, false);
            excludedMove[p] = Move {};
            if (aborted) return 0;
            if (s < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta;
        }
        // Near the leaves, a quiet move that hangs its piece or a capture that loses more
        // than the remaining depth could win back is not worth a look; nor is a quiet move
        // this late in the ordering (late-move pruning). Checks are spared below.
        bool prunable = false;
        if (mayPrune && i > 0 && depth <= kPruningDepth) {
            if (quiet)
                prunable = quietCount >= lateMoveCount(depth) / (improving ? 1 : 2)
                    || !staticExchangeAtLeast(pos, m, 0);
            else if (MoveOrdering::isBadCaptureScore(scores[i]))
                prunable = !staticExchangeAtLeast(pos, m, -kSeeCaptureMargin * depth);
        }
        UndoInfo undo;
        makeMove(m, undo, ply);
        const bool givesCheck = pos.isInCheck();
        if (prunable && !givesCheck) {
            unmakeMove(m, undo);
            if (quiet) triedQuiets[quietCount++] = m;
            continue;
        }
        // Futility: a quiet move near the leaves cannot lift a hopeless static evaluation.
        if (!isPv && quiet && !inCheck && !givesCheck && i > 0 && depth <= 2
            && eval + kFutilityMargin * depth <= alpha && std::abs(alpha) < kMateThreshold) {
            unmakeMove(m, undo);
            // Fail soft no lower than what the skipped move might have reached.
            best = std::max(best, eval + kFutilityMargin * depth);
            continue;
        }
        int s;
        if (i == 0 || (i == 1 && moves[0] == excluded)) {
            s = -alphaBeta(depth - 1 + extension, -beta, -alpha, ply + 1, isPv, true);
        } else {
            // Late-move reduction: quiet moves ordered late are rarely best; look at them
            // shallower and re-search only if they surprise.
            int reduction = 0;
            const bool badCapture = MoveOrdering::isBadCaptureScore(scores[i]);
            if (depth >= 3 && i >= 2 && (quiet || badCapture) && !inCheck && !givesCheck
                && !MoveOrdering::isKillerScore(scores[i])) {
                reduction = lateMoveReduction(depth, i) - (isPv ? 1 : 0) + (improving ? 0 : 1);
                // The history knows which quiet moves tend to cut off here: a good record
                // earns a deeper look, a bad one a shallower.
                if (quiet) reduction -= scores[i] / (MoveOrdering::kHistoryLimit / 2);
                reduction = std::clamp(reduction, 1, depth - 2);
            }
            s = -alphaBeta(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false, true);
            if (s > alpha && reduction > 0)
                s = -alphaBeta(depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
            if (s > alpha && s < beta && isPv)
                s = -alphaBeta(depth - 1, -beta, -alpha, ply + 1, true, true);
        }
        unmakeMove(m, undo);
        if (aborted) return 0;

        if (s > best) {
            best = s;
            bestMove = m;
            if (s > alpha) {
                alpha = s;
                updatePv(ply, m);
                if (alpha >= beta) {
                    if (quiet) {
                        ordering.recordCutoff(pos, m, ply, depth, previousMove);
                        for (std::size_t q = 0; q < quietCount; ++q)
                            ordering.recordFailure(pos, triedQuiets[q], depth, previousMove);
                    }
                    break;
                }
            }
        }
        if (quiet) triedQuiets[quietCount++] = m;
    }

    if (!excluded.isNull()) return best;
    const Bound bound = best >= beta ? Bound::Lower
        : best > originalAlpha       ? Bound::Exact
                                     : Bound::Upper;
    tt.store(pos.hash(), bound == Bound::Upper ? hashMove : bestMove, scoreToTt(best, ply), depth,
        bound);
    return best;
}

int Searcher::Impl::quiesce(int alpha, int beta, int ply, bool isPv) {
    const auto p = static_cast<std::size_t>(ply);
    pvLength[p] = ply;
    if (countNodeAndCheckAbort()) return 0;
    selectiveDepth = std::max(selectiveDepth, ply);
    if (mayBeInsufficient(pos) && isInsufficientMaterial(pos)) return 0;
    if (ply >= kMaxPly - 1) return staticEval();

    // The table: any stored result is at least as deep as quiescence looks.
    Move hashMove;
    if (const std::optional<TtEntry> e = tt.probe(pos.hash())) {
        hashMove = Move::fromRaw(e->move);
        const int s = scoreFromTt(e->score, ply);
        if (!isPv
            && (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta)
                || (e->bound == Bound::Upper && s <= alpha)))
            return s;
    }

    const bool inCheck = pos.isInCheck();
    const int originalAlpha = alpha;
    int best = -kInfinity;
    Move bestMove;
    int standPat = 0;
    MoveList moves;
    if (inCheck) {
        // No standing pat in check: every evasion is looked at, so mates are seen.
        moves = MoveGenerator::legalMoves(pos);
        if (moves.empty()) return -kMateScore + ply;
    } else {
        standPat = staticEval();
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
        moves = MoveGenerator::legalNoisyMoves(pos);
    }
    std::array<int, MoveList::kCapacity> scores;
    ordering.score(pos, moves, hashMove, ply, scores, false);

    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = MoveOrdering::pickNext(moves, scores, i, pos.sideToMove());
        if (!inCheck) {
            // Under-promotions only matter in rare stalemate tricks; the main search has them.
            if (m.isPromotion() && m.promotion() != PieceType::Queen) continue;
            // Delta pruning: even winning this piece for nothing would not reach alpha.
            const PieceType victim
                = m.isEnPassant() ? PieceType::Pawn : pieceType(pos.pieceAt(m.to()));
            const int gain
                = pieceValue(victim) + (m.isPromotion() ? weights::kQueen - weights::kPawn : 0);
            if (standPat + gain + kDeltaMargin <= alpha) continue;
            // A capture that loses material once the recaptures are counted cannot be what
            // saves a position that stands pat below alpha.
            if (!staticExchangeAtLeast(pos, m, 0)) continue;
        }
        UndoInfo undo;
        makeMove(m, undo, ply);
        const int s = -quiesce(-beta, -alpha, ply + 1, isPv);
        unmakeMove(m, undo);
        if (aborted) return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                alpha = s;
                bestMove = m;
                updatePv(ply, m);
                if (alpha >= beta) break;
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower
        : best > originalAlpha       ? Bound::Exact
                                     : Bound::Upper;
    tt.store(pos.hash(), bestMove, scoreToTt(best, ply), 0, bound);
    return best;
}

} // namespace rochade::engine
