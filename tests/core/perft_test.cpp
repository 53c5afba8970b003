// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the move generator's leaf counts against published reference counts.
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

struct PerftCase {
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
};

std::vector<PerftCase> loadSuite() {
    std::vector<PerftCase> cases;
    std::ifstream in(std::string(ROCHADE_TEST_DATA_DIR) + "/perft_suite.txt");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto a = line.find(';');
        const auto b = line.find(';', a + 1);
        cases.push_back({ line.substr(0, a), std::stoi(line.substr(a + 1, b - a - 1)),
            std::stoull(line.substr(b + 1)) });
    }
    return cases;
}

TEST(Perft, SuiteFileIsPresentAndLarge) {
    EXPECT_GE(loadSuite().size(), 20u);
}

TEST(Perft, MatchesReferenceCounts) {
    for (const auto& c : loadSuite()) {
        SCOPED_TRACE(c.fen);
        auto parsed = parseFen(c.fen);
        ASSERT_TRUE(parsed.ok()) << parsed.error().message;
        Position pos = parsed.value();
        EXPECT_EQ(perft(pos, c.depth), c.nodes) << "depth " << c.depth;
        EXPECT_TRUE(pos.isConsistent());
        EXPECT_EQ(toFen(pos), toFen(parsed.value())) << "perft must leave the position as it was";
    }
}

TEST(Perft, ShallowStartPositionCounts) {
    // Depths 1-3 of the initial position: 20, 400, 8902 (the textbook figures).
    Position start = Position::startPosition();
    EXPECT_EQ(perft(start, 1), 20u);
    EXPECT_EQ(perft(start, 2), 400u);
    EXPECT_EQ(perft(start, 3), 8902u);
    EXPECT_EQ(perft(start, 0), 1u);
}

} // namespace
} // namespace rochade
