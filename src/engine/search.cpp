// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: iterative deepening at the root, limits, progress reports and the result.
#include "rochade/engine/search.h"

#include "search_impl.h"

#include "rochade/core/move_generator.h"
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <functional>
#include <span>
#include <system_error>
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

/// Lazy SMP: the helpers share the main search's table, and would only repeat its work if
/// they went through the same iterations in step with it. So each leaves some depths out
/// and runs ahead on the others, and what it stores is in the table when the main search
/// (or another helper) gets there. Helper k skips depth d when (d + k) / span is odd, the
/// span growing with k (1 for helpers 1 and 2, 2 for 3 and 4, ...): helper 1 searches the
/// odd depths, helper 2 the even ones, helper 3 depths 2, 5, 6, 9, 10, ... and so on.
bool helperSkipsDepth(int helperIndex, int depth) {
    const int span = 1 + (helperIndex - 1) / 2;
    return ((depth + helperIndex) / span) % 2 != 0;
}

SearchLine makeLine(int score, std::vector<Move> moves) {
    SearchLine line;
    line.score = score;
    fillMateInfo(score, line.isMate, line.mateInMoves);
    line.principalVariation = std::move(moves);
    return line;
}

} // namespace

int hardwareThreads() {
    // hardware_concurrency() is 0 where the count is unknown: then one.
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxSearchThreads);
}

Searcher::Searcher(std::size_t hashMiB)
    : m_table(std::make_unique<TranspositionTable>(hashMiB))
    , m_impl(std::make_unique<Impl>(*this, *m_table)) {
}

Searcher::~Searcher() = default;

void Searcher::setHashSizeMiB(std::size_t mib) {
    m_table->resize(mib);
}
std::size_t Searcher::hashSizeBytes() const {
    return m_table->sizeBytes();
}

void Searcher::setEvaluationMode(EvaluationMode mode) {
    m_impl->useEvaluation(mode);
}

EvaluationMode Searcher::evaluationMode() const {
    return m_impl->evaluationMode;
}

void Searcher::clearHash() {
    m_table->clear();
    m_impl->ordering.clear();
    for (const auto& helper : m_helpers)
        helper->ordering.clear();
}

int Searcher::hashfull() const {
    return m_table->hashfull();
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

void Searcher::Impl::prepare(const Position& position, std::span<const std::uint64_t> history,
    const SearchLimits& searchLimits, std::stop_token stopToken) {
    limits = searchLimits;
    stop = std::move(stopToken);
    timer.start(limits, position.sideToMove());
    pos = position;
    hashStack.assign(history.begin(), history.end());
    hashStack.reserve(history.size() + kMaxPly + 2);
    hashStack.push_back(position.hash());
    nodes = 0;
    publishedNodes.store(0, std::memory_order_relaxed);
    helperNodes = 0;
    selectiveDepth = 0;
    aborted = false;
    iterationCompleted = false;
    moveKey[0] = MoveOrdering::kNoContinuation;
    evalAt[0] = kNoEval;
    ordering.age();
    completedRootScores.clear();
}

void Searcher::Impl::useEvaluation(EvaluationMode mode) {
    if (mode == evaluationMode) return;
    evaluationMode = mode;
    // The cache holds scores of the other evaluation.
    std::fill(evalCache.begin(), evalCache.end(), EvalSlot {});
}

int Searcher::Impl::searchIteration(int depth, int previousScore) {
    if (depth >= 5 && limits.rootScoreMarginCp < 0 && lineCount == 1
        && std::abs(previousScore) < kMateThreshold) {
        const int alpha = previousScore - kAspirationWindow;
        const int beta = previousScore + kAspirationWindow;
        const int score = searchRoot(depth, alpha, beta);
        if (aborted || (score > alpha && score < beta)) return score;
    }
    return searchRoot(depth, -kInfinity, kInfinity);
}

Move Searcher::Impl::orderRootMoves() {
    // The best move leads the next iteration; the rest keep this iteration's order by
    // score, which is usually a good guess.
    std::stable_sort(rootMoves.begin(), rootMoves.end(),
        [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    const Move best = pv[0][0];
    auto it = std::find_if(
        rootMoves.begin(), rootMoves.end(), [best](const RootMove& r) { return r.move == best; });
    if (it != rootMoves.end()) std::rotate(rootMoves.begin(), it, it + 1);
    return best;
}

void Searcher::Impl::startHelpers(std::vector<std::unique_ptr<Impl>>& helpers, std::size_t count) {
    // Each helper searches the main search's root moves to no limit but its stop: the main
    // search's limits end the main search, which then stops the helpers.
    SearchLimits helperLimits;
    helperLimits.infinite = true;
    helperStop = std::stop_source();
    for (std::size_t i = 0; i < count; ++i) {
        if (i == helpers.size())
            helpers.push_back(std::make_unique<Impl>(owner, tt, static_cast<int>(i) + 1));
        Impl& helper = *helpers[i];
        helper.useEvaluation(evaluationMode);
        helper.prepare(pos, std::span(hashStack).first(hashStack.size() - 1), helperLimits,
            helperStop.get_token());
        helper.lineCount = 1;
        helper.rootMoves.clear();
        for (const RootMove& r : rootMoves)
            helper.rootMoves.push_back({ r.move, -kInfinity, {} });
        runningHelpers.push_back(&helper);
        try {
            helperThreads.emplace_back([&helper] { helper.searchAsHelper(); });
        } catch (const std::system_error&) {
            runningHelpers.pop_back();
            break; // no more threads to be had: search with those running
        }
    }
}

void Searcher::Impl::stopHelpers() {
    if (helperThreads.empty()) return;
    helperStop.request_stop();
    for (std::thread& thread : helperThreads)
        thread.join();
    helperThreads.clear();
    helperNodes = 0;
    for (const Impl* helper : runningHelpers)
        helperNodes += helper->nodes;
    runningHelpers.clear();
}

void Searcher::Impl::searchAsHelper() {
    int previousScore = 0;
    for (int depth = 1; depth <= kMaxDepth; ++depth) {
        if (helperSkipsDepth(helperIndex, depth)) continue;
        const int score = searchIteration(depth, previousScore);
        if (aborted) break;
        previousScore = score;
        orderRootMoves();
    }
    publishNodes();
}

SearchResult Searcher::search(const Position& pos, std::span<const std::uint64_t> history,
    const SearchLimits& limits, const ProgressCallback& onProgress, std::stop_token stop) {
    m_publishedNodes.store(0, std::memory_order_relaxed);
    Impl& s = *m_impl;
    s.prepare(pos, history, limits, std::move(stop));
    m_table->newSearch();

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
        if (const auto e = m_table->probe(pos.hash())) hashMove = Move::fromRaw(e->move);
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
    // Helpers, if asked for: joined when this scope ends, however it ends.
    struct HelperGuard {
        Impl& main;
        ~HelperGuard() { main.stopHelpers(); }
    } helperGuard { s };
    const auto threads = static_cast<std::size_t>(std::clamp(limits.threads, 1, kMaxSearchThreads));
    if (threads > 1) s.startHelpers(m_helpers, threads - 1);

    // 3. Iterative deepening; an iteration cut short is discarded.
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxDepth) : kMaxDepth;
    int previousScore = 0;
    // How many iterations in a row the best move has stayed the same, for the time budget.
    int stableIterations = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const int score = s.searchIteration(depth, previousScore);
        if (s.aborted) break;
        s.iterationCompleted = true;
        previousScore = score;

        const Move best = s.orderRootMoves();
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
        m_table->store(pos.hash(), best, scoreToTt(score, 0), depth, Bound::Exact);

        const int elapsed = s.timer.elapsedMs();
        if (onProgress) {
            SearchInfo info;
            info.depth = depth;
            info.selectiveDepth = s.selectiveDepth;
            info.score = score;
            fillMateInfo(score, info.isMate, info.mateInMoves);
            info.nodes = s.nodes + s.helperNodes;
            info.timeMs = elapsed;
            info.nodesPerSecond
                = info.nodes * 1000 / static_cast<std::uint64_t>(std::max(1, elapsed));
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
        if (s.timer.softLimitReached(timeScale)
            || (limits.nodes > 0 && s.nodes + s.helperNodes >= limits.nodes))
            break;
        // A mate found within the depth searched will not be improved upon (but the other
        // root moves' scores, when asked for, still need the full depth).
        if (std::abs(score) >= kMateThreshold && kMateScore - std::abs(score) <= depth
            && limits.rootScoreMarginCp < 0 && s.lineCount == 1)
            break;
        if (s.rootMoves.size() == 1 && depth >= 4 && limits.depth == 0) break;
    }

    s.stopHelpers();
    result.nodes = s.nodes + s.helperNodes;
    result.timeMs = s.timer.elapsedMs();
    m_publishedNodes.store(result.nodes, std::memory_order_relaxed);
    return result;
}

} // namespace rochade::engine
