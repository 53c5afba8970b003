// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: iterative deepening at the root, limits, progress reports and the result.
#include "rochade/engine/search.h"

#include "search_impl.h"

#include "rochade/core/move_generator.h"
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace rochade::engine {

namespace {

/// Half-width of the first aspiration window around the previous iteration's score.
constexpr int kAspirationWindow = 40;
/// A fall of the score between iterations that makes the search take more time.
constexpr int kScoreDropCp = 25;

void fillMateInfo(int score, bool& isMate, int& mateInMoves) {
    isMate = std::abs(score) >= kMateThreshold;
    if (!isMate)
        mateInMoves = 0;
    else if (score > 0)
        mateInMoves = (kMateScore - score + 1) / 2;
    else
        mateInMoves = -(kMateScore + score) / 2;
}

SearchLine makeLine(int score, std::vector<Move> moves) {
    SearchLine line;
    line.score = score;
    fillMateInfo(score, line.isMate, line.mateInMoves);
    line.principalVariation = std::move(moves);
    return line;
}

} // namespace

Searcher::Searcher(std::size_t hashMiB)
    : m_impl(std::make_unique<Impl>(*this, hashMiB)) {
}

Searcher::~Searcher() = default;

void Searcher::setHashSizeMiB(std::size_t mib) {
    m_impl->tt.resize(mib);
}
std::size_t Searcher::hashSizeBytes() const {
    return m_impl->tt.sizeBytes();
}

void Searcher::setEvaluationMode(EvaluationMode mode) {
    if (mode == m_impl->evaluationMode) return;
    m_impl->evaluationMode = mode;
    // The cache holds scores of the other evaluation.
    std::fill(m_impl->evalCache.begin(), m_impl->evalCache.end(), Impl::EvalSlot {});
}

EvaluationMode Searcher::evaluationMode() const {
    return m_impl->evaluationMode;
}

void Searcher::clearHash() {
    m_impl->tt.clear();
    m_impl->ordering.clear();
}

int Searcher::hashfull() const {
    return m_impl->tt.hashfull();
}

std::vector<Searcher::ScoredMove> Searcher::lastRootScores() const {
    return m_impl->completedRootScores;
}

int Searcher::Impl::searchRoot(int depth, int alpha, int beta) {
    pvLength[0] = 0;
    rootDepth = depth;
    const int margin = limits.rootScoreMarginCp;
    // With a margin or several lines, alpha stays put so that later moves can still be
    // scored exactly; each later move is then tested against the lowest score that would
    // still earn it an exact score.
    const bool severalLines = lineCount > 1;
    const bool keepAlpha = margin >= 0 || severalLines;
    topScores.clear();
    int best = -kInfinity;
    for (std::size_t i = 0; i < rootMoves.size(); ++i) {
        const Move m = rootMoves[i].move;
        UndoInfo undo;
        makeMove(m, undo, 0);
        int s;
        bool exact;
        if (i == 0 || (severalLines && topScores.size() < lineCount)) {
            s = -alphaBeta(depth - 1, -beta, -alpha, 1, true, true);
            exact = s > alpha && s < beta;
        } else {
            int bar = alpha;
            if (keepAlpha) {
                int lowest = kInfinity;
                if (margin >= 0) lowest = std::min(lowest, best - margin - 1);
                if (severalLines) lowest = std::min(lowest, topScores.back());
                bar = std::max(alpha, lowest);
            }
            s = -alphaBeta(depth - 1, -bar - 1, -bar, 1, false, true);
            if (s > bar && s < beta) s = -alphaBeta(depth - 1, -beta, -bar, 1, true, true);
            exact = s > bar && s < beta;
        }
        unmakeMove(m, undo);
        if (aborted) return 0;
        rootMoves[i].score = s;
        if (severalLines) recordRootLine(rootMoves[i], exact);
        if (s > best) {
            best = s;
            if (s > alpha) {
                updatePv(0, m);
                if (!keepAlpha) alpha = s;
                if (s >= beta) break;
            }
        }
    }
    if (pvLength[0] == 0 && !rootMoves.empty()) {
        // Fail low: every move scored at most alpha; keep the first as the line's head.
        pv[0][0] = rootMoves[0].move;
        pvLength[0] = 1;
    }
    return best;
}

void Searcher::Impl::recordRootLine(RootMove& root, bool exact) {
    root.line.clear();
    if (!exact) return;
    // The child's line is still in the triangular table's row 1.
    root.line.push_back(root.move);
    for (int i = 1; i < pvLength[1]; ++i)
        root.line.push_back(pv[1][static_cast<std::size_t>(i)]);
    topScores.insert(
        std::upper_bound(topScores.begin(), topScores.end(), root.score, std::greater<>()),
        root.score);
    if (topScores.size() > lineCount) topScores.pop_back();
}

SearchResult Searcher::search(const Position& pos, std::span<const std::uint64_t> history,
    const SearchLimits& limits, const ProgressCallback& onProgress, std::stop_token stop) {
    m_publishedNodes.store(0, std::memory_order_relaxed);
    Impl& s = *m_impl;
    s.limits = limits;
    s.stop = std::move(stop);
    s.timer.start(limits, pos.sideToMove());
    s.pos = pos;
    s.hashStack.assign(history.begin(), history.end());
    s.hashStack.reserve(history.size() + kMaxPly + 2);
    s.hashStack.push_back(pos.hash());
    s.nodes = 0;
    s.selectiveDepth = 0;
    s.aborted = false;
    s.iterationCompleted = false;
    s.moveKey[0] = MoveOrdering::kNoContinuation;
    s.evalAt[0] = Impl::kNoEval;
    s.tt.newSearch();
    s.ordering.age();
    s.completedRootScores.clear();

    SearchResult result;
    // 1. A finished game gets an explicit answer, never a stale or made-up move.
    MoveList legal = MoveGenerator::legalMoves(pos);
    if (legal.empty()) {
        result.noLegalMove = true;
        result.score = pos.isInCheck() ? -kMateScore : 0;
        return result;
    }

    // 2. Root moves in the order the move ordering suggests (hash move first), only those
    // asked for if the host restricted them.
    if (!limits.searchMoves.empty()) {
        MoveList wanted;
        for (Move m : legal)
            if (std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m)
                != limits.searchMoves.end())
                wanted.push(m);
        if (!wanted.empty()) legal = wanted;
    }
    {
        Move hashMove;
        if (const TtEntry* e = s.tt.probe(pos.hash())) hashMove = Move::fromRaw(e->move);
        std::array<int, MoveList::kCapacity> scores;
        s.ordering.score(pos, legal, hashMove, 0, scores);
        s.rootMoves.clear();
        for (std::size_t i = 0; i < legal.size(); ++i)
            s.rootMoves.push_back(
                { MoveOrdering::pickNext(legal, scores, i, pos.sideToMove()), -kInfinity, {} });
    }
    s.lineCount = static_cast<std::size_t>(std::clamp(limits.multiPv, 1, kMaxMultiPv));
    s.lineCount = std::min(s.lineCount, s.rootMoves.size());
    // Whatever happens, a legal move is returned.
    result.bestMove = s.rootMoves.front().move;

    // 3. Iterative deepening; an iteration cut short is discarded.
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxDepth) : kMaxDepth;
    int previousScore = 0;
    // How many iterations in a row the best move has stayed the same, for the time budget.
    int stableIterations = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int score;
        if (depth >= 5 && limits.rootScoreMarginCp < 0 && s.lineCount == 1
            && std::abs(previousScore) < kMateThreshold) {
            int alpha = previousScore - kAspirationWindow;
            int beta = previousScore + kAspirationWindow;
            score = s.searchRoot(depth, alpha, beta);
            if (!s.aborted && (score <= alpha || score >= beta))
                score = s.searchRoot(depth, -kInfinity, kInfinity);
        } else {
            score = s.searchRoot(depth, -kInfinity, kInfinity);
        }
        if (s.aborted) break;
        s.iterationCompleted = true;
        previousScore = score;

        // The best move leads the next iteration; the rest keep this iteration's order
        // by score, which is usually a good guess.
        std::stable_sort(s.rootMoves.begin(), s.rootMoves.end(),
            [](const Impl::RootMove& a, const Impl::RootMove& b) { return a.score > b.score; });
        const Move best = s.pv[0][0];
        auto it = std::find_if(s.rootMoves.begin(), s.rootMoves.end(),
            [best](const Impl::RootMove& r) { return r.move == best; });
        if (it != s.rootMoves.end()) std::rotate(s.rootMoves.begin(), it, it + 1);
        s.completedRootScores.clear();
        for (const Impl::RootMove& r : s.rootMoves)
            s.completedRootScores.push_back({ r.move, r.score });
        s.completedRootScores.front().score = score;

        const bool bestChanged = depth > 1 && best != result.bestMove;
        stableIterations = bestChanged ? 0 : stableIterations + 1;
        const bool scoreDropped = depth > 1 && score < result.score - kScoreDropCp;
        result.bestMove = best;
        result.score = score;
        result.depth = depth;
        result.principalVariation.assign(s.pv[0].begin(), s.pv[0].begin() + s.pvLength[0]);
        result.ponderMove
            = result.principalVariation.size() > 1 ? result.principalVariation[1] : Move {};
        result.lines.assign(1, makeLine(score, result.principalVariation));
        for (std::size_t k = 1; k < s.lineCount; ++k)
            result.lines.push_back(makeLine(s.rootMoves[k].score, s.rootMoves[k].line));
        s.tt.store(pos.hash(), best, scoreToTt(score, 0), depth, Bound::Exact);

        const int elapsed = s.timer.elapsedMs();
        if (onProgress) {
            SearchInfo info;
            info.depth = depth;
            info.selectiveDepth = s.selectiveDepth;
            info.score = score;
            fillMateInfo(score, info.isMate, info.mateInMoves);
            info.nodes = s.nodes;
            info.timeMs = elapsed;
            info.nodesPerSecond = s.nodes * 1000 / static_cast<std::uint64_t>(std::max(1, elapsed));
            info.principalVariation = result.principalVariation;
            info.lines = result.lines;
            onProgress(info);
        }

        // 4. Stop early when another iteration cannot change anything useful.
        if (s.stop.stop_requested()) break;
        if (limits.infinite) continue;
        // A best move that has just changed, or a score that has just fallen, earns more
        // time; one that has held for several iterations, less.
        double timeScale = bestChanged ? 1.5
            : stableIterations >= 4    ? 0.6
            : stableIterations >= 2    ? 0.8
                                       : 1.0;
        if (scoreDropped) timeScale *= 1.3;
        if (s.timer.softLimitReached(timeScale) || (limits.nodes > 0 && s.nodes >= limits.nodes))
            break;
        // A mate found within the depth searched will not be improved upon (but the other
        // root moves' scores, when asked for, still need the full depth).
        if (std::abs(score) >= kMateThreshold && kMateScore - std::abs(score) <= depth
            && limits.rootScoreMarginCp < 0 && s.lineCount == 1)
            break;
        if (s.rootMoves.size() == 1 && depth >= 4 && limits.depth == 0) break;
    }

    result.nodes = s.nodes;
    result.timeMs = s.timer.elapsedMs();
    m_publishedNodes.store(s.nodes, std::memory_order_relaxed);
    return result;
}

} // namespace rochade::engine
