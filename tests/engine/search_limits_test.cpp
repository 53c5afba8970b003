// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher's limits: depth, nodes, the stop flag, progress reports, the table's size.
#include "engine_test_helpers.h"

#include "time_manager.h"

#include "rochade/core/move_generator.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <climits>

#include <atomic>
#include <stop_token>
#include <thread>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;

constexpr std::string_view kKiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

TEST(SearchLimits, DepthLimitIsObeyedAndEveryIterationReported) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 4;
    std::vector<int> depths;
    std::uint64_t lastNodes = 0;
    const SearchResult r
        = searcher.search(Position::startPosition(), {}, limits, [&](const SearchInfo& info) {
              depths.push_back(info.depth);
              EXPECT_GE(info.nodes, lastNodes);
              lastNodes = info.nodes;
              EXPECT_FALSE(info.principalVariation.empty());
          });
    EXPECT_EQ(r.depth, 4);
    EXPECT_EQ(depths, (std::vector<int> { 1, 2, 3, 4 }));
    EXPECT_EQ(r.nodes, lastNodes);
}

TEST(SearchLimits, ANodeBudgetTooSmallForTheFirstPlyStillCompletesIt) {
    // Captures everywhere: the first ply and its quiescence need far more than 50 nodes.
    const Position pos = fromFen("rn1k2n1/2p4r/2P2p1b/pp1p4/q3ppP1/3PP3/6K1/2Bb1BNR w - - 1 31");
    Searcher searcher(4);
    SearchLimits limits;
    limits.nodes = 50;
    const SearchResult r = searcher.search(pos, {}, limits);
    EXPECT_EQ(r.depth, 1);
    EXPECT_GT(r.nodes, 50u);
    EXPECT_EQ(searcher.lastRootScores().size(), MoveGenerator::legalMoves(pos).size());
    EXPECT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
}

TEST(SearchLimits, NodeLimitIsObeyed) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.nodes = 5000;
    const SearchResult r = searcher.search(fromFen(kKiwipete), {}, limits);
    EXPECT_LE(r.nodes, 5000u);
    EXPECT_TRUE(MoveGenerator::isLegal(fromFen(kKiwipete), r.bestMove));
}

TEST(SearchLimits, StopFromTheProgressCallbackEndsTheSearchAtOnce) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.infinite = true;
    std::uint64_t nodesAtStop = 0;
    std::stop_source stop;
    const SearchResult r = searcher.search(
        fromFen(kKiwipete), {}, limits,
        [&](const SearchInfo& info) {
            if (info.depth == 3) {
                nodesAtStop = info.nodes;
                stop.request_stop();
            }
        },
        stop.get_token());
    EXPECT_EQ(r.depth, 3);
    EXPECT_EQ(r.nodes, nodesAtStop);
    EXPECT_TRUE(MoveGenerator::isLegal(fromFen(kKiwipete), r.bestMove));
}

TEST(SearchLimits, StopFromAnotherThreadIsHonouredWithinOnePollInterval) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.infinite = true;
    std::atomic<std::uint64_t> publishedAtStop { 0 };
    std::stop_source stop;
    std::thread stopper([&] {
        // Wait until the search is well under way, then stop it and note how far it was.
        while (searcher.nodesSoFar() < 20000)
            std::this_thread::yield();
        stop.request_stop();
        publishedAtStop.store(searcher.nodesSoFar());
    });
    const SearchResult r = searcher.search(fromFen(kKiwipete), {}, limits, {}, stop.get_token());
    stopper.join();
    // The published count lags by less than one interval and the next poll sees the flag;
    // one more interval allows for the two threads' relaxed accesses passing each other.
    EXPECT_LE(r.nodes, publishedAtStop.load() + 2 * Searcher::kPollInterval)
        << "published at stop " << publishedAtStop.load();
    EXPECT_GE(r.nodes, 20000u);
    EXPECT_TRUE(MoveGenerator::isLegal(fromFen(kKiwipete), r.bestMove));
}

TEST(SearchLimits, AStopOfAnEarlierSearchDoesNotEndTheNextOne) {
    Searcher searcher(4);
    std::stop_source first;
    first.request_stop();
    SearchLimits limits;
    limits.depth = 3;
    // Stopped before it began: at most the first iteration (shorter than a poll interval).
    EXPECT_LE(
        searcher.search(Position::startPosition(), {}, limits, {}, first.get_token()).depth, 1);
    // Each search has its own token: a fresh one is not stopped.
    std::stop_source second;
    EXPECT_EQ(
        searcher.search(Position::startPosition(), {}, limits, {}, second.get_token()).depth, 3);
}

TEST(SearchLimits, AStopRequestedBeforeTheSearchStartsIsNeverLost) {
    // A UCI host makes the token, hands "go infinite" to a worker, and "stop" arrives
    // before the worker has even started: the search must still end, with a legal move.
    Searcher searcher(4);
    std::stop_source stop;
    stop.request_stop();
    SearchLimits limits;
    limits.infinite = true;
    const Position pos = fromFen(kKiwipete);
    const SearchResult r = searcher.search(pos, {}, limits, {}, stop.get_token());
    EXPECT_LE(r.nodes, Searcher::kPollInterval);
    EXPECT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
}

TEST(SearchLimits, EvenABudgetOfOneNodeCompletesTheFirstPly) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.nodes = 1;
    const Position pos = fromFen(kKiwipete);
    const SearchResult r = searcher.search(pos, {}, limits);
    EXPECT_EQ(r.depth, 1);
    EXPECT_FALSE(r.noLegalMove);
    EXPECT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
}

TEST(SearchLimits, TranspositionTableStaysWithinItsConfiguredSize) {
    Searcher searcher(1);
    for (std::size_t mib : { 1u, 3u, 16u, 64u }) {
        searcher.setHashSizeMiB(mib);
        EXPECT_LE(searcher.hashSizeBytes(), mib * 1024 * 1024);
        // Not wastefully small either: at least half of what was granted.
        EXPECT_GE(searcher.hashSizeBytes(), mib * 1024 * 1024 / 2);
    }
    Searcher defaultSize;
    EXPECT_LE(defaultSize.hashSizeBytes(), 64u * 1024 * 1024);
    EXPECT_GE(defaultSize.hashSizeBytes(), 32u * 1024 * 1024);
}

TEST(SearchLimits, ClearingTheHashKeepsResultsCorrect) {
    Searcher searcher(2);
    SearchLimits limits;
    limits.depth = 4;
    const SearchResult first = searcher.search(Position::startPosition(), {}, limits);
    searcher.clearHash();
    const SearchResult second = searcher.search(Position::startPosition(), {}, limits);
    EXPECT_EQ(first.score, second.score);
    EXPECT_EQ(first.bestMove, second.bestMove);
}

TEST(TimeManager, MoveTimeIsAHardCap) {
    TimeManager tm;
    SearchLimits limits;
    limits.moveTimeMs = 500;
    tm.start(limits, Color::White);
    EXPECT_EQ(tm.hardMs(), 500);
    EXPECT_LE(tm.softMs(), 500);
    EXPECT_GT(tm.softMs(), 0);
}

TEST(TimeManager, ClockBudgetLeavesMostOfTheClock) {
    TimeManager tm;
    SearchLimits limits;
    limits.timeLeftMs = { 60000, 1000 };
    limits.incrementMs = { 1000, 0 };
    tm.start(limits, Color::White);
    EXPECT_GT(tm.hardMs(), 1000);
    EXPECT_LE(tm.hardMs(), 60000 / 3);
    EXPECT_LE(tm.softMs(), tm.hardMs());
    // Black's clock is nearly empty: its budget is a small share of it.
    tm.start(limits, Color::Black);
    EXPECT_GT(tm.hardMs(), 0);
    EXPECT_LE(tm.hardMs(), 1000 / 3);
    // Moves to go spread the time over those moves.
    limits.movesToGo = 10;
    tm.start(limits, Color::White);
    EXPECT_LE(tm.softMs(), 60000 / 10 + 1000);
}

TEST(TimeManager, AnyClockAClientSendsGivesABudgetWithinIt) {
    // The fuzzer's find: "go wtime 6553371612 ... winc 0 movestogo 1" (clamped to INT_MAX)
    // overflowed the budget's arithmetic. Extreme clocks and increments, both colours.
    for (const int left : { 0, 1, 31, 1000, INT_MAX - 1, INT_MAX }) {
        for (const int inc : { 0, 100, INT_MAX }) {
            for (const int movesToGo : { 0, 1, 2, 40, INT_MAX }) {
                SearchLimits limits;
                limits.timeLeftMs = { left, left };
                limits.incrementMs = { inc, inc };
                limits.movesToGo = movesToGo;
                TimeManager tm;
                tm.start(limits, Color::White);
                EXPECT_GE(tm.softMs(), 1);
                EXPECT_LE(tm.softMs(), tm.hardMs());
                EXPECT_LE(tm.hardMs(), std::max(1, left)) << left << " " << inc << " " << movesToGo;
            }
        }
    }
}

TEST(TimeManager, AGameAtTenSecondsPlusATenthNeverRunsOutOfTime) {
    // The worst case: every move runs to the hard limit, and the host loses 20 ms more
    // each move to process start-up and pipes. The clock must never fall to zero.
    TimeManager tm;
    SearchLimits limits;
    int left = 10000;
    for (int move = 1; move <= 200; ++move) {
        limits.timeLeftMs = { left, left };
        limits.incrementMs = { 100, 100 };
        tm.start(limits, Color::White);
        ASSERT_GT(tm.hardMs(), 0);
        ASSERT_LE(tm.softMs(), tm.hardMs());
        left -= tm.hardMs() + 20;
        ASSERT_GT(left, 0) << "flagged on move " << move;
        left += 100;
    }
}

TEST(TimeManager, InfiniteAndNoLimitsMeanNoBudget) {
    TimeManager tm;
    SearchLimits limits;
    tm.start(limits, Color::White);
    EXPECT_EQ(tm.hardMs(), 0);
    limits.timeLeftMs = { 1000, 1000 };
    limits.infinite = true;
    tm.start(limits, Color::White);
    EXPECT_EQ(tm.hardMs(), 0);
}

} // namespace
} // namespace rochade::engine
