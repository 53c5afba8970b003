// SPDX-License-Identifier: GPL-3.0-or-later
// rochade-cli opening: the name of the opening a move list or a FEN reaches.
#include "cli_test_support.h"

#include <gtest/gtest.h>

namespace rochade::cli {
namespace {

using test::runCommand;

TEST(OpeningCommand, NamesTheOpeningOfAMoveList) {
    const auto result = runCommand({ "opening", "e4", "e6" });
    EXPECT_EQ(result.status, kExitOk) << result.err;
    EXPECT_EQ(result.out, "C00 French Defense\n");
}

TEST(OpeningCommand, ReadsMoveNumbersAndUciMoves) {
    const auto result
        = runCommand({ "opening", "1.", "d2d4", "g8f6", "2.", "c4", "e6", "3.", "Nc3", "Bb4" });
    EXPECT_EQ(result.status, kExitOk) << result.err;
    EXPECT_EQ(result.out, "E20 Nimzo-Indian Defense\n");
}

TEST(OpeningCommand, StartsFromAFen) {
    // The Ruy Lopez position given as a FEN, with one more move played.
    const auto result = runCommand({ "opening", "a6", "--fen",
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3" });
    EXPECT_EQ(result.status, kExitOk) << result.err;
    EXPECT_EQ(result.out, "C70 Ruy Lopez: Morphy Defense\n");
}

TEST(OpeningCommand, SaysWhenNoPositionIsNamed) {
    const auto result = runCommand({ "opening" });
    EXPECT_EQ(result.status, kExitOk);
    EXPECT_EQ(result.out, "No named opening\n");
}

TEST(OpeningCommand, AnIllegalMoveIsAUsageErrorThatNamesIt) {
    const auto result = runCommand({ "opening", "e4", "Ke7" });
    EXPECT_EQ(result.status, kExitUsage);
    EXPECT_TRUE(result.out.empty());
    EXPECT_NE(result.err.find("move 2"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("Ke7"), std::string::npos) << result.err;
}

TEST(OpeningCommand, ABadFenIsAUsageError) {
    const auto result = runCommand({ "opening", "--fen", "not/a/fen" });
    EXPECT_EQ(result.status, kExitUsage);
    EXPECT_NE(result.err.find("invalid FEN"), std::string::npos) << result.err;
}

} // namespace
} // namespace rochade::cli
