// SPDX-License-Identifier: GPL-3.0-or-later
// The search on several threads (Lazy SMP): legal moves, the mates one thread finds, stops at
// any moment, every thread's nodes counted, the helpers gone when search() returns. Run under
// ThreadSanitizer and AddressSanitizer (label engine_thread): the shared table must be clean.
#include "engine_test_helpers.h"
#include "transposition_table.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <random>
#include <stop_token>
#include <string_view>
#include <thread>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;

constexpr std::string_view kThreadsMiddlegame
    = "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9";

/// Mates with their distance as Stockfish 15 reports them (the same cases search_test.cpp
/// checks on one thread), the longer ones where helpers have time to matter.
struct ThreadsMateCase {
    std::string_view fen;
    int mateIn;
};
constexpr ThreadsMateCase kThreadsMates[] = {
    { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1", 1 },
    { "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2 },
    { "2k5/8/8/2K5/8/8/8/7R w - - 0 1", 3 },
    { "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3 },
};

/// CPU time of the whole process, every thread's, in seconds.
double processCpuSeconds() {
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

TEST(SearchThreads, SeveralThreadsReturnALegalMoveAndALegalLine) {
    Searcher searcher(4);
    for (int threads : { 2, 3 }) {
        for (std::string_view fen :
            { kThreadsMiddlegame, std::string_view("8/8/1p2k3/p1p5/P1P2K2/1P6/8/8 w - - 0 1") }) {
            const Position pos = fromFen(fen);
            SearchLimits limits;
            limits.depth = 6;
            limits.threads = threads;
            const SearchResult r = searcher.search(pos, {}, limits);
            EXPECT_EQ(r.depth, 6) << fen;
            ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove)) << fen;
            Position line = pos;
            for (Move m : r.principalVariation) {
                ASSERT_TRUE(MoveGenerator::isLegal(line, m)) << fen << " " << toUci(m);
                UndoInfo undo;
                line.makeMove(m, undo);
            }
        }
    }
}

TEST(SearchThreads, TwoThreadsFindTheMatesOneThreadFinds) {
    for (const ThreadsMateCase& c : kThreadsMates) {
        const Position pos = fromFen(c.fen);
        SearchLimits limits;
        limits.depth = 2 * c.mateIn + 1;
        Searcher single(4);
        const SearchResult one = single.search(pos, {}, limits);
        ASSERT_GE(one.score, kMateThreshold) << c.fen;
        ASSERT_EQ(kMateScore - one.score, 2 * c.mateIn - 1) << c.fen;
        // Helpers change what the main thread finds at a given depth (the table holds their
        // results, searched to other depths with other cut-offs), so a mate one thread sees
        // at its exact depth can need another iteration or two: the search ends as soon as
        // it has proved a mate within its depth.
        limits.threads = 2;
        limits.depth = 2 * c.mateIn + 5;
        Searcher pair(4);
        const SearchResult two = pair.search(pos, {}, limits);
        EXPECT_EQ(two.score, one.score) << c.fen;
        // The line mates: played out, the side to move at its end has no move and is in check.
        Position end = pos;
        for (Move m : two.principalVariation) {
            ASSERT_TRUE(MoveGenerator::isLegal(end, m)) << c.fen;
            UndoInfo undo;
            end.makeMove(m, undo);
        }
        EXPECT_TRUE(end.isInCheck() && !MoveGenerator::hasLegalMove(end)) << c.fen;
    }
}

TEST(SearchThreads, AStopFromAnotherThreadEndsEveryThreadAtAnyMoment) {
    // Stops after 0 to 11 ms, and a stop before the start: each search answers at once with
    // a legal move, and the next one starts cleanly (a helper still running would race with
    // it, which ThreadSanitizer reports).
    Searcher searcher(4);
    const Position pos = fromFen(kThreadsMiddlegame);
    for (int i = -1; i < 12; ++i) {
        SearchLimits limits;
        limits.infinite = true;
        limits.threads = 2 + i % 3;
        std::stop_source stop;
        if (i < 0) stop.request_stop();
        std::thread stopper([&stop, i] {
            std::this_thread::sleep_for(std::chrono::milliseconds(std::max(i, 0)));
            stop.request_stop();
        });
        const auto started = std::chrono::steady_clock::now();
        const SearchResult r = searcher.search(pos, {}, limits, {}, stop.get_token());
        const auto took = std::chrono::steady_clock::now() - started;
        stopper.join();
        EXPECT_TRUE(MoveGenerator::isLegal(pos, r.bestMove)) << "stop after " << i << " ms";
        // Generous for the sanitizers and a busy machine; a hang never gets here at all.
        EXPECT_LT(took, std::chrono::milliseconds(i + 500)) << "stop after " << i << " ms";
    }
}

TEST(SearchThreads, AStopMidSearchEndsItWithTheMainThreadsCompletedIteration) {
    Searcher searcher(4);
    const Position pos = fromFen(kThreadsMiddlegame);
    SearchLimits limits;
    limits.infinite = true;
    limits.threads = 2;
    std::stop_source stop;
    int lastReported = 0;
    Move lastReportedMove;
    const SearchResult r = searcher.search(
        pos, {}, limits,
        [&](const SearchInfo& info) {
            lastReported = info.depth;
            lastReportedMove = info.principalVariation.front();
            if (info.depth == 5) stop.request_stop();
        },
        stop.get_token());
    // The answer is the main thread's last completed iteration, the one it reported.
    EXPECT_EQ(r.depth, 5);
    EXPECT_EQ(lastReported, 5);
    EXPECT_EQ(r.bestMove, lastReportedMove);
}

TEST(SearchThreads, EveryThreadsNodesAreCounted) {
    // The same time on one thread and on two: counted per second of CPU the two searches do
    // about the same work if the helper's nodes are in the total, half as much if they are
    // not. CPU time, not the clock, so that a busy machine (the suite runs two tests at a
    // time) cannot starve one of the runs; the best of three pairs, as one pair can still
    // meet a stall of its own. The searchers are made and warmed up first: a helper's state
    // is made on its first search, a cost of its own (large under the sanitizers).
    const Position pos = fromFen(kThreadsMiddlegame);
    Searcher searchers[2] { Searcher(4), Searcher(4) };
    for (int threads : { 1, 2 }) {
        SearchLimits warmUp;
        warmUp.depth = 2;
        warmUp.threads = threads;
        searchers[threads - 1].search(pos, {}, warmUp);
    }
    double bestRatio = 0;
    std::uint64_t totals[2] = {};
    for (int attempt = 0; attempt < 3 && bestRatio < 0.7; ++attempt) {
        double perCpuSecond[2] = {};
        for (int threads : { 1, 2 }) {
            Searcher& searcher = searchers[threads - 1];
            searcher.clearHash();
            SearchLimits limits;
            limits.moveTimeMs = 100;
            limits.threads = threads;
            const double cpuBefore = processCpuSeconds();
            const SearchResult r = searcher.search(pos, {}, limits);
            const double cpu = processCpuSeconds() - cpuBefore;
            totals[threads - 1] = r.nodes;
            perCpuSecond[threads - 1] = static_cast<double>(r.nodes) / std::max(cpu, 1e-6);
            EXPECT_EQ(searcher.nodesSoFar(), r.nodes);
        }
        bestRatio = std::max(bestRatio, perCpuSecond[1] / perCpuSecond[0]);
    }
    EXPECT_GE(bestRatio, 0.7) << "last pair: one thread " << totals[0] << " nodes, two "
                              << totals[1];
}

TEST(SearchThreads, ProgressReportsComeFromTheCallersThreadOnly) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 7;
    limits.threads = 3;
    const std::thread::id caller = std::this_thread::get_id();
    int reports = 0;
    std::uint64_t lastNodes = 0;
    const SearchResult r
        = searcher.search(fromFen(kThreadsMiddlegame), {}, limits, [&](const SearchInfo& info) {
              EXPECT_EQ(std::this_thread::get_id(), caller);
              EXPECT_EQ(info.depth, ++reports); // the main thread's iterations, in order
              EXPECT_GE(info.nodes, lastNodes);
              lastNodes = info.nodes;
          });
    EXPECT_EQ(reports, 7);
    EXPECT_GE(r.nodes, lastNodes);
}

TEST(SearchThreads, LevelsBelowFullSearchOnOneThreadWhateverTheyAreAsked) {
    // A node-capped level on one thread plays the same game every time: the same nodes, the
    // same move, even when the caller asks for four threads.
    const Position pos = fromFen(kThreadsMiddlegame);
    SearchResult results[2];
    for (int i = 0; i < 2; ++i) {
        Searcher searcher(4);
        std::mt19937 rng(5);
        SearchLimits limits;
        limits.threads = i == 0 ? 1 : 4;
        results[i] = chooseMove(searcher, pos, {}, Level::Hard, rng, limits);
    }
    EXPECT_EQ(results[1].nodes, results[0].nodes);
    EXPECT_EQ(results[1].bestMove, results[0].bestMove);
}

TEST(SearchThreads, ATableWrittenByManyThreadsAtOnceOnlyEverAnswersWithWhatWasStored) {
    // Many positions fight over one bucket from four threads, each storing an entry whose
    // move, score and depth all follow from its key, and probing the others' keys. A torn
    // entry (one word from one store, one from another) must never be read as a position's:
    // whatever a probe finds is exactly what was stored for that key.
    TranspositionTable table(1);
    constexpr int kKeys = 64;
    const auto keyOf = [](int i) { return (static_cast<std::uint64_t>(i) + 1) << 40 | 0x2a; };
    const auto moveOf = [](int i) { return Move(makeSquare(i % 8, 1), makeSquare(i % 8, 3)); };
    std::atomic<int> wrong { 0 };
    std::atomic<int> found { 0 };
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (int n = 0; n < 20000; ++n) {
                const int i = (n * 7 + t * 13) % kKeys;
                table.store(keyOf(i), moveOf(i), 1000 * i - 30000, 1 + i % 60, Bound::Exact);
                const int j = (n * 11 + t * 5) % kKeys;
                if (const auto e = table.probe(keyOf(j))) {
                    ++found;
                    if (Move::fromRaw(e->move) != moveOf(j) || e->score != 1000 * j - 30000
                        || e->depth != 1 + j % 60 || e->bound != Bound::Exact)
                        ++wrong;
                }
            }
        });
    }
    for (std::thread& t : threads)
        t.join();
    EXPECT_EQ(wrong.load(), 0);
    EXPECT_GT(found.load(), 0);
}

} // namespace
} // namespace rochade::engine
