// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: iterative-deepening negamax alpha-beta over the reference evaluation.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace rochade::engine {

constexpr int kMaxDepth = 64;

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
    /// Search until stop() (UCI "go infinite"); a depth limit is still honoured.
    bool infinite = false;
    /// >= 0: score the root moves MultiPV-like. Every root move scoring within this many
    /// centipawns of the best gets an exact score in lastRootScores(); the others get an
    /// upper bound below that margin. Costs some speed, so only the easier levels use it.
    int rootScoreMarginCp = -1;
    /// False (default): search() starts by clearing any earlier stop(). True: it keeps a
    /// stop() that arrived before it began, for hosts that call clearStop() themselves
    /// before handing the search to a worker thread (so "go" quickly followed by "stop"
    /// cannot be lost in the gap before the worker starts).
    bool keepPendingStop = false;
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
};

/// One search at a time. search() runs in the caller's thread; stop() may be called from
/// any thread and takes effect within a few thousand nodes (about a millisecond). The
/// transposition table persists between searches until clearHash() or setHashSizeMiB().
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

    /// Searches `pos`. `history` holds the hashes of the game's earlier positions (oldest
    /// first) so repetitions against the game count as draws. Returns the best move of the
    /// last completed iteration (or the first legal move if not even depth 1 completed).
    SearchResult search(const Position& pos, std::span<const std::uint64_t> history,
        const SearchLimits& limits, const ProgressCallback& onProgress = {});

    /// Thread-safe: asks the running search (if any) to finish now. search() clears the
    /// request when it starts, so a stop sent before the search began is not remembered,
    /// unless SearchLimits::keepPendingStop is set.
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    /// Thread-safe: withdraws a stop request (see SearchLimits::keepPendingStop).
    void clearStop() { m_stop.store(false, std::memory_order_relaxed); }
    bool stopRequested() const { return m_stop.load(std::memory_order_relaxed); }
    /// Thread-safe: nodes searched so far by the running (or last) search, published every
    /// kPollInterval nodes, so it lags the true count by less than that.
    std::uint64_t nodesSoFar() const { return m_publishedNodes.load(std::memory_order_relaxed); }
    /// The search looks at the stop flag and the clock every this many nodes.
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
    struct Impl;
    std::unique_ptr<Impl> m_impl;
    std::atomic<bool> m_stop { false };
    std::atomic<std::uint64_t> m_publishedNodes { 0 };
};

} // namespace rochade::engine
