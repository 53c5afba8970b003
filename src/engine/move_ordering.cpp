// SPDX-License-Identifier: GPL-3.0-or-later
// Move ordering: hash move, MVV-LVA captures, killer moves and the history heuristic.
#include "move_ordering.h"

#include "rochade/engine/see.h"

#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <utility>

namespace rochade::engine {

namespace {
constexpr int kHashMoveScore = 1 << 30;
constexpr int kCaptureBase = 1 << 28; ///< captures and queen promotions that do not lose
constexpr int kUnderPromotionScore = -(1 << 25); ///< rarely right: tried last
} // namespace

static_assert(MoveOrdering::kBadCaptureBase + (1 << 16) < -2 * MoveOrdering::kHistoryLimit
    && MoveOrdering::kBadCaptureBase > kUnderPromotionScore);

MoveOrdering::MoveOrdering()
    : m_continuation(kContinuationKeys * kContinuationKeys) {
}

void MoveOrdering::clear() {
    m_killers = {};
    m_history = {};
    std::fill(m_continuation.begin(), m_continuation.end(), 0);
}

void MoveOrdering::age() {
    m_killers = {};
    for (auto& side : m_history)
        for (auto& from : side)
            for (int& h : from)
                h /= 2;
    for (int& h : m_continuation)
        h /= 2;
}

void MoveOrdering::applyGravity(int& h, int bonus) {
    // The gravity form keeps values bounded: a change slows as h nears the limit it goes to.
    const long long b = bonus;
    const long long magnitude = b < 0 ? -b : b;
    h += static_cast<int>(b - h * magnitude / kHistoryLimit);
}

void MoveOrdering::recordCutoff(const Position& pos, Move m, int ply, int depth, int previous) {
    if (ply < kMaxPly) {
        auto& k = m_killers[static_cast<std::size_t>(ply)];
        if (k[0] != m) {
            k[1] = k[0];
            k[0] = m;
        }
    }
    const int bonus = std::min(depth * depth, 400) * 32;
    applyGravity(
        m_history[static_cast<std::size_t>(index(pos.sideToMove()))][static_cast<std::size_t>(
            historyIndex(m.from()))][static_cast<std::size_t>(historyIndex(m.to()))],
        bonus);
    if (previous != kNoContinuation) applyGravity(continuation(pos, m, previous), bonus);
}

void MoveOrdering::recordFailure(const Position& pos, Move m, int depth, int previous) {
    const int malus = -std::min(depth * depth, 400) * 32;
    applyGravity(
        m_history[static_cast<std::size_t>(index(pos.sideToMove()))][static_cast<std::size_t>(
            historyIndex(m.from()))][static_cast<std::size_t>(historyIndex(m.to()))],
        malus);
    if (previous != kNoContinuation) applyGravity(continuation(pos, m, previous), malus);
}

void MoveOrdering::score(const Position& pos, const MoveList& moves, Move hashMove, int ply,
    std::array<int, MoveList::kCapacity>& scores, bool countExchanges, int previous) const {
    const auto& killers = m_killers[static_cast<std::size_t>(std::min(ply, kMaxPly - 1))];
    const auto& history = m_history[static_cast<std::size_t>(index(pos.sideToMove()))];
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        int s;
        if (m == hashMove) {
            s = kHashMoveScore;
        } else if (m.isPromotion() && m.promotion() != PieceType::Queen) {
            s = kUnderPromotionScore;
        } else if (m.isCapture() || m.isPromotion()) {
            // Most valuable victim first, least valuable attacker among equal victims.
            const PieceType victim
                = m.isEnPassant() ? PieceType::Pawn : pieceType(pos.pieceAt(m.to()));
            const PieceType attacker = pieceType(pos.pieceAt(m.from()));
            const int mvvLva = pieceValue(victim) * 16 - index(attacker)
                + (m.isPromotion() ? pieceValue(PieceType::Queen) * 16 : 0);
            // A capture that loses material in the exchange comes after the quiet moves.
            const bool loses = countExchanges && !staticExchangeAtLeast(pos, m, 0);
            s = (loses ? kBadCaptureBase : kCaptureBase) + mvvLva;
        } else if (m == killers[0]) {
            s = kKillerScore;
        } else if (m == killers[1]) {
            s = kKillerScore - 1;
        } else {
            s = history[static_cast<std::size_t>(historyIndex(m.from()))]
                       [static_cast<std::size_t>(historyIndex(m.to()))];
            if (previous != kNoContinuation) s += continuation(pos, m, previous);
        }
        scores[i] = s;
    }
}

Move MoveOrdering::pickNext(
    MoveList& moves, std::array<int, MoveList::kCapacity>& scores, std::size_t i, Color side) {
    // The tie-break key: from and to squares from the side's own point of view.
    const auto key = [side](Move m) {
        const Square from = side == Color::White ? m.from() : mirrorRank(m.from());
        const Square to = side == Color::White ? m.to() : mirrorRank(m.to());
        return (toIndex64(from) * 64 + toIndex64(to)) * 8 + index(m.promotion());
    };
    std::size_t best = i;
    for (std::size_t j = i + 1; j < moves.size(); ++j)
        if (scores[j] > scores[best]
            || (scores[j] == scores[best] && key(moves[j]) < key(moves[best])))
            best = j;
    if (best != i) {
        std::swap(moves[i], moves[best]);
        std::swap(scores[i], scores[best]);
    }
    return moves[i];
}

} // namespace rochade::engine
