// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the bench: its positions are valid and varied, its node count is reproducible.
#include "rochade/cli/bench.h"

#include "cli_test_support.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include <gtest/gtest.h>

#include <set>

using namespace rochade;
using namespace rochade::cli;

TEST(Bench, HasThirtyDistinctValidPositionsWithMovesToPlay) {
    const auto& positions = benchPositions();
    EXPECT_GE(positions.size(), 30u);
    std::set<std::string_view> distinct(positions.begin(), positions.end());
    EXPECT_EQ(distinct.size(), positions.size());
    int blackToMove = 0;
    int endgames = 0;
    for (std::string_view fen : positions) {
        auto pos = parseFen(fen);
        ASSERT_TRUE(pos.ok()) << fen << ": " << pos.error().message;
        EXPECT_EQ(toFen(pos.value()), fen);
        EXPECT_TRUE(MoveGenerator::hasLegalMove(pos.value())) << fen;
        blackToMove += pos.value().sideToMove() == Color::Black;
        endgames += pos.value().pieceSquares(Color::White).size() <= 4;
    }
    EXPECT_GE(blackToMove, 5);
    EXPECT_GE(endgames, 5);
}

TEST(Bench, NodeCountIsReproducible) {
    // A 1 MiB table keeps this quick under sanitizers; the count depends on the size.
    std::size_t seen = 0;
    const auto countPositions = [&](std::size_t, std::string_view, std::uint64_t n) {
        EXPECT_GT(n, 0u);
        ++seen;
    };
    const BenchResult first = runBench(1, countPositions, 1);
    const BenchResult second = runBench(1, {}, 1);
    EXPECT_EQ(seen, benchPositions().size());
    EXPECT_GT(first.nodes, benchPositions().size());
    EXPECT_EQ(first.nodes, second.nodes);
}

TEST(BenchCommand, PrintsTheSignatureLastAndRejectsABadDepth) {
    const auto result = test::runCommand({ "bench", "1" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    const auto all = test::lines(result.out);
    ASSERT_FALSE(all.empty());
    // The signature is the sum of the per-position counts printed above it.
    std::uint64_t sum = 0;
    std::size_t positions = 0;
    for (const std::string& line : all) {
        if (!line.starts_with("Position ")) continue;
        const auto colon = line.find(": ");
        ASSERT_NE(colon, std::string::npos) << line;
        sum += std::stoull(line.substr(colon + 2));
        ++positions;
    }
    EXPECT_EQ(positions, benchPositions().size());
    EXPECT_EQ(all.back(), "Nodes searched: " + std::to_string(sum));
    EXPECT_NE(result.out.find("Nodes/second: "), std::string::npos);
    EXPECT_EQ(test::runCommand({ "bench", "deep" }).status, kExitUsage);
    EXPECT_EQ(test::runCommand({ "bench", "0" }).status, kExitUsage);
    EXPECT_EQ(test::runCommand({ "bench", "1", "2" }).status, kExitUsage);
}
