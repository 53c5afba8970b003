// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the built-in openings and the openings file format.
#include "rochade/cli/openings.h"

#include "rochade/core/fen.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

using namespace rochade;
using namespace rochade::cli;

TEST(Openings, BuiltinListHasTwentyDistinctPlayableLines) {
    const auto& openings = builtinOpenings();
    EXPECT_GE(openings.size(), 20u);
    std::set<std::string> names;
    std::set<std::string> positions;
    for (const Opening& opening : openings) {
        auto game = openingGame(opening);
        ASSERT_TRUE(game.ok()) << opening.name << ": " << game.error().message;
        EXPECT_GE(game.value().ply(), 4) << opening.name;
        EXPECT_FALSE(game.value().isOver()) << opening.name;
        names.insert(opening.name);
        positions.insert(toFen(game.value().position()));
    }
    EXPECT_EQ(names.size(), openings.size());
    EXPECT_EQ(positions.size(), openings.size());
}

TEST(Openings, ParsesFenLinesMoveLinesAndComments) {
    std::istringstream in("# a comment\n"
                          "\n"
                          "e2e4 c7c5\r\n"
                          "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n"
                          "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4 e8d7\n");
    auto openings = parseOpenings(in);
    ASSERT_TRUE(openings.ok()) << openings.error().message;
    ASSERT_EQ(openings.value().size(), 3u);
    EXPECT_EQ(openings.value()[0].fen, std::string(kStartFen));
    EXPECT_EQ(openings.value()[0].uciMoves, (std::vector<std::string> { "e2e4", "c7c5" }));
    EXPECT_EQ(openings.value()[1].fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_TRUE(openings.value()[1].uciMoves.empty());
    EXPECT_EQ(openings.value()[2].uciMoves.size(), 2u);
    auto game = openingGame(openings.value()[2]);
    ASSERT_TRUE(game.ok());
    EXPECT_EQ(toFen(game.value().position()), "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2");
}

TEST(Openings, NamesTheLineOfABadMove) {
    std::istringstream in("e2e4\ne2e4 e7e5 e1e3\n");
    auto openings = parseOpenings(in);
    ASSERT_FALSE(openings.ok());
    EXPECT_NE(openings.error().message.find("line 2"), std::string::npos);
    EXPECT_NE(openings.error().message.find("e1e3"), std::string::npos);
}

TEST(Openings, RejectsABadFenAndAnEmptyFile) {
    std::istringstream badFen("rnbqkbnr/pppppppp/8/8 w KQkq - 0 1\n");
    auto bad = parseOpenings(badFen);
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("line 1"), std::string::npos);

    std::istringstream empty("# nothing here\n\n");
    EXPECT_FALSE(parseOpenings(empty).ok());
    EXPECT_FALSE(loadOpenings("/nonexistent/openings.txt").ok());
}

TEST(Openings, RejectsALineThatEndsTheGame) {
    std::istringstream in("f2f3 e7e5 g2g4 d8h4\n");
    auto openings = parseOpenings(in);
    ASSERT_FALSE(openings.ok());
    EXPECT_NE(openings.error().message.find("over"), std::string::npos);
}
