// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher's private state and tree search, shared by search.cpp and search_tree.cpp.
#pragma once

#include "move_ordering.h"
#include "time_manager.h"
#include "transposition_table.h"

#include "rochade/core/position.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <stop_token>
#include <thread>
#include <vector>

namespace rochade::engine {

/// Larger than any score, mate included.
constexpr int kInfinity = kMateScore + 1;

/// Everything one thread of a search needs but the table it shares. The main one lives in
/// the thread that calls Searcher::search(); each helper in a thread that search() starts
/// for the search and joins before it returns. Nothing in it is shared but `publishedNodes`.
struct Searcher::Impl {
    /// `helperIndex` 0 is the main search; 1.. are helpers.
    Impl(Searcher& owner, TranspositionTable& tt, int helperIndex = 0)
        : owner(owner)
        , tt(tt)
        , helperIndex(helperIndex) { }

    // --- search_tree.cpp ---------------------------------------------------------------
    /// Negamax alpha-beta with PVS, null move, late-move reductions and check extension.
    /// Scores are from the side to move's view; mate scores count plies from the root.
    int alphaBeta(int depth, int alpha, int beta, int ply, bool isPv, bool allowNull);
    /// Captures and promotions until the position is quiet (all evasions when in check).
    int quiesce(int alpha, int beta, int ply, bool isPv);
    /// Fifty moves, insufficient material, or a repetition of a position in the game or on
    /// the current search path.
    bool isDraw() const;
    /// Counts a node; every kPollInterval nodes publishes the count and looks at the stop
    /// flag and the clock. True once the search must unwind.
    bool countNodeAndCheckAbort();
    /// A helper: its count into publishedNodes. The main search: the helpers' counts into
    /// helperNodes, and the total into Searcher::nodesSoFar().
    void publishNodes();
    /// Plays m at `ply` (the child is at ply + 1) and notes the move for the child's ordering.
    void makeMove(Move m, UndoInfo& undo, int ply);
    void unmakeMove(Move m, const UndoInfo& undo);
    void updatePv(int ply, Move m);
    /// evaluateForSideToMove(pos) through a small cache: the same leaf is often evaluated
    /// twice (the null-move test, then quiescence; transpositions).
    int staticEval();

    // --- search.cpp -------------------------------------------------------------------
    /// Sets up a search of `position` (the state every thread needs before its first
    /// iteration; the root moves are set apart).
    void prepare(const Position& position, std::span<const std::uint64_t> history,
        const SearchLimits& searchLimits, std::stop_token stopToken);
    /// One iteration at the root: all root moves to `depth` within (alpha, beta).
    int searchRoot(int depth, int alpha, int beta);
    /// One iteration to `depth`, in an aspiration window around `previousScore` where that
    /// helps. Returns its score (meaningless if aborted).
    int searchIteration(int depth, int previousScore);
    /// After a completed iteration: the best move first, the rest by this iteration's
    /// scores. Returns the best move.
    Move orderRootMoves();
    /// A helper's whole search: iterations until stopped (see search.cpp for the depths).
    void searchAsHelper();
    /// The main search: starts helpers[0..count) on this search's root (making those
    /// missing), each on a thread of its own; fewer if the system refuses threads.
    void startHelpers(std::vector<std::unique_ptr<Impl>>& helpers, std::size_t count);
    /// The main search: stops its helpers and joins their threads; their nodes are then in
    /// helperNodes exactly. Does nothing if none runs.
    void stopHelpers();
    /// The evaluation this thread's search uses; a change empties the evaluation cache.
    void useEvaluation(EvaluationMode mode);
    struct RootMove;
    /// Keeps `root`'s line (from the table's row 1) if its score is exact, and its score
    /// among topScores.
    void recordRootLine(RootMove& root, bool exact);

    Searcher& owner;
    TranspositionTable& tt;
    const int helperIndex;
    MoveOrdering ordering;
    TimeManager timer;
    SearchLimits limits;
    /// The running search's stop, owned by its host; never reset here.
    std::stop_token stop;
    /// Root lines wanted: SearchLimits::multiPv clamped to 1..rootMoves.size().
    std::size_t lineCount = 1;

    Position pos;
    /// Hashes from the game's first position to the current node, current last.
    std::vector<std::uint64_t> hashStack;
    std::uint64_t nodes = 0;
    /// A helper's node count, published every kPollInterval nodes for the main search.
    std::atomic<std::uint64_t> publishedNodes { 0 };
    /// The main search only: the helpers running in this search, and their published node
    /// total as of its last poll (a node limit counts every thread's nodes).
    std::vector<Impl*> runningHelpers;
    std::vector<std::thread> helperThreads;
    /// The helpers' stop: requested by the main search when it ends (a host's stop ends the
    /// main search at its next poll, which then stops them).
    std::stop_source helperStop;
    std::uint64_t helperNodes = 0;
    int selectiveDepth = 0;
    bool aborted = false;
    /// A node count stops the search only once an iteration is complete: a level's small
    /// budget must never leave it with no searched move at all (a tactical position can
    /// need more than that budget for the first ply and its captures).
    bool iterationCompleted = false;

    /// Per ply: the continuation key of the move that led to the node (MoveOrdering), and the
    /// node's static evaluation (kNoEval in check), so a node can tell whether its side's
    /// position improved since its last move.
    static constexpr int kNoEval = -kInfinity;
    std::array<int, kMaxPly + 2> moveKey {};
    /// Per ply: the move a singular-extension test leaves out, or none.
    std::array<Move, kMaxPly + 2> excludedMove {};
    /// The running iteration's depth: extensions stop at twice it, so a line cannot grow
    /// without end.
    int rootDepth = 1;
    std::array<int, kMaxPly + 2> evalAt {};

    /// Triangular principal-variation table: pv[ply][ply..pvLength[ply]).
    std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv {};
    std::array<int, kMaxPly + 1> pvLength {};

    /// The evaluation cache: 2^14 slots of 16 bytes (256 KiB, apart from the hash table).
    struct EvalSlot {
        std::uint64_t key = 0;
        int score = 0;
    };
    static constexpr std::size_t kEvalCacheSize = std::size_t { 1 } << 14;
    std::vector<EvalSlot> evalCache = std::vector<EvalSlot>(kEvalCacheSize);
    EvaluationMode evaluationMode = EvaluationMode::Full;

    /// A root move, its score in the running iteration and, when that score is exact and
    /// several lines are wanted, its line (the move first).
    struct RootMove {
        Move move;
        int score;
        std::vector<Move> line;
    };
    /// Root moves in search order with the scores of the running iteration.
    std::vector<RootMove> rootMoves;
    /// The best exact scores of the running iteration, highest first, at most lineCount.
    std::vector<int> topScores;
    /// The same, as completed by the last finished iteration, best first.
    std::vector<ScoredMove> completedRootScores;
};

/// Mate scores are stored relative to the node, so that one entry serves at any ply.
inline int scoreToTt(int score, int ply) {
    if (score >= kMateThreshold) return score + ply;
    if (score <= -kMateThreshold) return score - ply;
    return score;
}
inline int scoreFromTt(int score, int ply) {
    if (score >= kMateThreshold) return score - ply;
    if (score <= -kMateThreshold) return score + ply;
    return score;
}

} // namespace rochade::engine
