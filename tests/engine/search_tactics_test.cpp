// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher with its pruning on: known combinations are still found within a node budget.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

struct Puzzle {
    std::string_view fen;
    std::string_view firstMove; ///< UCI
};

// Mates in three from the puzzle collection pychess ships (learn/puzzles/mate_in_3.pgn;
// historical games, e.g. Evans-MacDonnell, London 1826). Each answer and its length was
// confirmed with Stockfish 15 ("go depth 14": mate 3 with this first move), not with ours.
constexpr Puzzle kMatesInThree[] = {
    { "r3k2r/ppp2Npp/1b5n/4p2b/2B1P2q/BQP2P2/P5PP/RN5K w kq - 1 1", "c4b5" },
    { "r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1 w - - 1 1", "c3h8" },
    { "3q1r1k/2p4p/1p1pBrp1/p2Pp3/2PnP3/5PP1/PP1Q2K1/5R1R w - - 1 1", "h1h7" },
    { "8/2p3N1/6p1/5PB1/pp2Rn2/7k/P1p2K1P/3r4 w - - 1 1", "e4e3" },
    { "1q2r3/k4p2/prQ2b1p/R7/1PP1B1p1/6P1/P5K1/8 w - - 1 1", "a5a6" },
    { "3r4/pp5Q/B7/k7/3q4/2b5/P4PPP/1R4K1 w - - 1 1", "b1b5" },
    { "3rnr1k/p1q1b1pB/1pb1p2p/2p1P3/2P2N2/PP4P1/1BQ4P/4RRK1 w - - 1 1", "f4g6" },
    { "Q4R2/3kr3/1q3n1p/2p1p1p1/1p1bP1P1/1B1P3P/2PBK3/8 w - - 1 1", "a8c8" },
    { "2bn1rk1/5q2/2p3N1/2PpB1p1/1P4p1/4P3/2Q3K1/R7 w - - 1 1", "g6e7" },
    { "r1bq3r/ppp1nQ2/2kp1N2/6N1/3bP3/8/P2n1PPP/1R3RK1 w - - 1 1", "f1c1" },
};

/// Generous for these positions (the search needs a few ten thousand nodes for most), yet
/// small enough that a pruning rule that hides the combination fails the test.
constexpr std::uint64_t kNodeBudget = 1'500'000;

TEST(SearchTactics, FindsMatesInThreeWithinANodeBudget) {
    for (const Puzzle& p : kMatesInThree) {
        const Position original = fromFen(p.fen);
        for (const bool mirror : { false, true }) {
            const Position pos = mirror ? mirrored(original) : original;
            Searcher searcher(8);
            SearchLimits limits;
            limits.nodes = kNodeBudget;
            const SearchResult r = searcher.search(pos, {}, limits);
            EXPECT_EQ(r.score, kMateScore - 5) << p.fen << (mirror ? " mirrored" : "");
            auto expected = parseUciMove(original, p.firstMove);
            ASSERT_TRUE(expected.ok()) << p.fen;
            const Move first = mirror ? test::mirrored(expected.value()) : expected.value();
            EXPECT_EQ(r.bestMove, first) << p.fen << (mirror ? " mirrored" : "");
        }
    }
}

// Material won by a combination, each answer confirmed with Stockfish 15 at depth 14.
struct WinCase {
    std::string_view fen;
    std::string_view bestMove;
    std::string_view idea;
};
constexpr WinCase kMaterialWins[] = {
    { "4k3/pp3q2/8/1N6/8/8/PP6/4K3 w - - 0 1", "b5d6", "Nd6+ forks king and queen" },
    { "r7/6pp/2k5/8/8/8/PP6/4KB2 w - - 0 1", "f1g2", "Bg2+ skewers king and rook" },
};

TEST(SearchTactics, WinsMaterialWithinANodeBudget) {
    for (const WinCase& c : kMaterialWins) {
        const Position pos = fromFen(c.fen);
        Searcher searcher(8);
        SearchLimits limits;
        limits.nodes = 100'000;
        const SearchResult r = searcher.search(pos, {}, limits);
        EXPECT_EQ(toUci(r.bestMove), c.bestMove) << c.fen << ": " << c.idea;
    }
}

} // namespace
} // namespace rochade::engine
