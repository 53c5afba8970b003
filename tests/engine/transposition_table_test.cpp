// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: storing, finding, replacing, and its size bound.
#include "transposition_table.h"

#include <gtest/gtest.h>

#include <fstream>

#include <unistd.h>

namespace rochade::engine {
namespace {

/// This process's resident memory in KiB (Linux: the second field of /proc/self/statm, in
/// pages).
long residentKiB() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0;
    long resident = -1;
    statm >> pages >> resident;
    return resident < 0 ? -1 : resident * (::sysconf(_SC_PAGESIZE) / 1024);
}

TEST(TranspositionTable, FindsWhatWasStored) {
    TranspositionTable tt(1);
    const std::uint64_t key = 0x123456789abcdef0ULL;
    const Move m(makeSquare(4, 1), makeSquare(4, 3), Move::DoublePush);
    tt.store(key, m, 42, 5, Bound::Exact);
    const std::optional<TtEntry> e = tt.probe(key);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(Move::fromRaw(e->move), m);
    EXPECT_EQ(e->score, 42);
    EXPECT_EQ(e->depth, 5);
    EXPECT_EQ(e->bound, Bound::Exact);
    EXPECT_FALSE(tt.probe(key ^ 0xffff000000000000ULL).has_value());
}

TEST(TranspositionTable, ClearForgetsEverything) {
    TranspositionTable tt(1);
    tt.store(77, Move {}, 1, 1, Bound::Lower);
    tt.clear();
    EXPECT_FALSE(tt.probe(77).has_value());
}

TEST(TranspositionTable, KeepsTheBestMoveWhenANewResultHasNone) {
    TranspositionTable tt(1);
    const Move m(makeSquare(6, 0), makeSquare(5, 2));
    tt.store(99, m, 10, 3, Bound::Exact);
    tt.store(99, Move {}, -5, 4, Bound::Upper);
    ASSERT_TRUE(tt.probe(99).has_value());
    EXPECT_EQ(Move::fromRaw(tt.probe(99)->move), m);
    EXPECT_EQ(tt.probe(99)->depth, 4);
}

TEST(TranspositionTable, ABucketHoldsTwoPositionsThenReplacesTheShallower) {
    TranspositionTable tt(1);
    // Same bucket (low bits), different verifiers (high bits).
    const std::uint64_t a = 0x0000000100000005ULL, b = 0x0000000200000005ULL,
                        c = 0x0000000300000005ULL;
    tt.store(a, Move {}, 1, 8, Bound::Exact);
    tt.store(b, Move {}, 2, 2, Bound::Exact);
    ASSERT_TRUE(tt.probe(a).has_value());
    ASSERT_TRUE(tt.probe(b).has_value());
    tt.store(c, Move {}, 3, 5, Bound::Exact);
    EXPECT_TRUE(tt.probe(a).has_value());
    EXPECT_FALSE(tt.probe(b).has_value());
    EXPECT_TRUE(tt.probe(c).has_value());
}

TEST(TranspositionTable, SizeNeverExceedsTheGrant) {
    for (std::size_t mib : { 0u, 1u, 2u, 5u, 100u }) {
        TranspositionTable tt(mib);
        const std::size_t grant = std::max<std::size_t>(mib, 1) * 1024 * 1024;
        EXPECT_LE(tt.sizeBytes(), grant);
        EXPECT_GT(tt.sizeBytes(), grant / 2);
    }
}

// The window makes its engines (and so their tables) in the GUI thread before its first
// paint: a table must cost nothing until a search writes it, and clear() must not write
// every entry either. A table that zeroed its memory by hand makes all of it resident.
TEST(TranspositionTable, MakingOrClearingATableLeavesItsMemoryUntouched) {
    const long before = residentKiB();
    ASSERT_GT(before, 0);
    TranspositionTable tt(256);
    EXPECT_LT(residentKiB() - before, 16 * 1024) << "a 256 MiB table became resident";
    tt.store(0x42ULL, Move(), 7, 1, Bound::Exact);
    tt.clear();
    EXPECT_FALSE(tt.probe(0x42ULL).has_value());
    EXPECT_LT(residentKiB() - before, 16 * 1024) << "clear() wrote the whole table";
    tt.resize(128);
    EXPECT_FALSE(tt.probe(0x42ULL).has_value());
    EXPECT_LE(tt.sizeBytes(), std::size_t { 128 } * 1024 * 1024);
}

} // namespace
} // namespace rochade::engine
