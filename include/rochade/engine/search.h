// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: iterative-deepening negamax alpha-beta over the reference evaluation.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/evaluation.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace rochade::engine {

constexpr int kMaxDepth = 64;
/// The most root lines one search reports (SearchLimits::multiPv); more than any position
/// has legal moves.
constexpr int kMaxMultiPv = 256;
/// The most threads one search uses (SearchLimits::threads, UCI "Threads").
constexpr int kMaxSearchThreads = 64;

/// When to stop. Zero means "no limit" for each field; with no limit at all and not
/// infinite, the search stops at kMaxDepth.
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int moveTimeMs = 0;
    /// Clock of each side (index(Color)), in ms; negative = no clock.
    std::array<int, 2> timeLeftMs { -1, -1 };
    std::array<int, 2> incrementMs { 0, 0 };
    int movesToGo = 0;
    /// Search until the stop token is set (UCI "go infinite"); a depth limit is still honoured.
    bool infinite = false;
    /// How many best root lines to find and report (UCI "MultiPV"), 1..kMaxMultiPv; fewer
    /// if the position has fewer root moves. The best move is always line 1's.
    int multiPv = 1;
    /// Non-empty: search only these root moves (UCI "searchmoves"). Moves in it that are
    /// not legal in the position are ignored; if none is legal, all moves are searched.
    std::vector<Move> searchMoves;
    /// >= 0: score the root moves MultiPV-like. Every root move scoring within this many
    /// centipawns of the best gets an exact score in lastRootScores(); the others get an
    /// upper bound below that margin. Costs some speed, so only the easier levels use it.
    int rootScoreMarginCp = -1;
    /// How many threads search, 1..kMaxSearchThreads (Lazy SMP): the caller's thread and
    /// threads - 1 helpers that search the same root, sharing the transposition table, to
    /// depths of their own (search.cpp says which). The caller's thread reports progress
    /// and its result is the answer; the node counts are the sum over all threads. With 1
    /// the search is exactly the single-threaded one (bench's node signature); with more it
    /// is stronger but no longer reproducible. The levels below Full always use 1.
    int threads = 1;
};

/// The threads this machine runs at once (std::thread::hardware_concurrency()), within
/// 1..kMaxSearchThreads: what the window's Full level searches with.
int hardwareThreads();

/// One scored root line: the move first, then the expected replies.
struct SearchLine {
    int score = 0; ///< centipawns from the side to move's view, unless isMate
    bool isMate = false;
    int mateInMoves = 0; ///< > 0: side to move mates in n moves; < 0: gets mated
    std::vector<Move> principalVariation;
};

/// Progress after each completed iteration.
struct SearchInfo {
    int depth = 0;
    int selectiveDepth = 0;
    int score = 0; ///< centipawns from the side to move's view, unless isMate
    bool isMate = false;
    int mateInMoves = 0; ///< > 0: side to move mates in n moves; < 0: gets mated
    std::uint64_t nodes = 0;
    std::uint64_t nodesPerSecond = 0;
    int timeMs = 0;
    std::vector<Move> principalVariation;
    /// The SearchLimits::multiPv best root lines, best first; lines[0] repeats score and
    /// principalVariation above.
    std::vector<SearchLine> lines;
};

struct SearchResult {
    /// Null only if the position has no legal move (the game is over): the caller must not
    /// ask for a move then, and gets this explicit answer if it does.
    Move bestMove;
    Move ponderMove;
    int score = 0; ///< side to move's view, centipawns or mate score
    int depth = 0; ///< last completed iteration
    std::uint64_t nodes = 0;
    int timeMs = 0;
    bool noLegalMove = false;
    std::vector<Move> principalVariation;
    /// The best root lines of the last completed iteration (see SearchInfo::lines); empty
    /// if no iteration completed.
    std::vector<SearchLine> lines;
    /// The best root score less the second best, when the root moves were scored
    /// (SearchLimits::rootScoreMarginCp, the easier levels): how clear the choice was, which
    /// sets the window's reply time (reply_time.h). Beyond the margin it is a lower bound.
    std::optional<int> rootGapCp;
};

class TranspositionTable;

/// One search at a time. search() runs in the caller's thread (and its helper threads, which
/// it starts and joins: none runs before search() is called or after it returns). Each search is
/// ended early through its own stop token: the host owns the std::stop_source, may request the stop
/// from any thread, before or after the search starts, and the search never clears it, so
/// no stop is lost. It takes effect within kPollInterval nodes (well under a millisecond).
/// The transposition table persists between searches until clearHash() or setHashSizeMiB().
class Searcher {
public:
    using ProgressCallback = std::function<void(const SearchInfo&)>;

    explicit Searcher(std::size_t hashMiB = 64);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    /// Resizes (and clears) the transposition table. Not during a search.
    void setHashSizeMiB(std::size_t mib);
    std::size_t hashSizeBytes() const;
    void clearHash();

    /// The evaluation the search uses (default Full; Reference is the thesis's). Not during a
    /// search.
    void setEvaluationMode(EvaluationMode mode);
    EvaluationMode evaluationMode() const;

    /// Searches `pos`. `history` holds the hashes of the game's earlier positions (oldest
    /// first) so repetitions against the game count as draws. Returns the best move of the
    /// last completed iteration (or the first legal move if not even depth 1 completed).
    /// Once `stop` is requested the search returns that move at its next poll; a stop
    /// requested before the call makes it return at once. onProgress runs in this thread.
    SearchResult search(const Position& pos, std::span<const std::uint64_t> history,
        const SearchLimits& limits, const ProgressCallback& onProgress = {},
        std::stop_token stop = {});
    /// Thread-safe: nodes searched so far by the running (or last) search, all its threads
    /// together, published every kPollInterval nodes, so it lags the true count by less than
    /// that per thread.
    std::uint64_t nodesSoFar() const { return m_publishedNodes.load(std::memory_order_relaxed); }
    /// The search looks at the stop token and the clock every this many nodes.
    static constexpr std::uint64_t kPollInterval = 1024;

    /// Permille of the transposition table filled by the current search (UCI "hashfull").
    int hashfull() const;

    /// Root moves with their scores from the last completed iteration of the last search
    /// (used by the levels' controlled randomness), side to move's view, best first. Only
    /// the first is exact unless SearchLimits::rootScoreMarginCp was set (see there); the
    /// others are upper bounds.
    struct ScoredMove {
        Move move;
        int score;
    };
    std::vector<ScoredMove> lastRootScores() const;

private:
    /// One thread's search state (search_impl.h).
    struct Impl;
    /// The transposition table, shared by every thread of a search.
    std::unique_ptr<TranspositionTable> m_table;
    /// The caller's thread's search, whose result is the answer.
    std::unique_ptr<Impl> m_impl;
    /// The helpers' states, made when a search first asks for that many threads and kept
    /// (with their move-ordering statistics) for the next searches.
    std::vector<std::unique_ptr<Impl>> m_helpers;
    std::atomic<std::uint64_t> m_publishedNodes { 0 };
};

} // namespace rochade::engine
