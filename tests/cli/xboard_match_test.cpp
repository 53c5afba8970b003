// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of matches against an external xboard engine: error handling, the handshake with the
// fake engine of tests/data, the lines that announce a move, and one short game against
// Fairy-Max when it is installed.
#include "rochade/cli/xboard_engine.h"
#include "rochade/cli/xboard_match.h"

#include "cli_test_support.h"

#include <gtest/gtest.h>

#include <unistd.h>

using namespace rochade;
using namespace rochade::cli;

namespace {

constexpr const char* kFairyMax = "/usr/games/fairymax";

std::string fakeXboardEngine(const std::string& mode) {
    return cli::test::engineWrapper("fake_xboard_" + mode + ".sh",
        "/bin/sh " ROCHADE_TEST_DATA_DIR "/fake_xboard_engine.sh " + mode);
}

} // namespace

TEST(XboardEngine, RefusesAProgramThatDoesNotExist) {
    auto engine = XboardEngine::start("/nonexistent/engine");
    ASSERT_FALSE(engine.ok());
    EXPECT_NE(engine.error().message.find("/nonexistent/engine"), std::string::npos);
}

TEST(XboardEngine, RefusesAProgramThatDoesNotAnswer) {
    // /bin/true exits at once without a word.
    auto engine = XboardEngine::start("/bin/true", std::chrono::milliseconds(500));
    ASSERT_FALSE(engine.ok());
    EXPECT_NE(engine.error().message.find("handshake"), std::string::npos);
}

TEST(XboardEngine, RepeatsAProtoverThatTheEngineLostWhileStarting) {
    // The fake prints a banner and drops every line before its second protover.
    auto engine = XboardEngine::start(fakeXboardEngine("stall"));
    ASSERT_TRUE(engine.ok()) << engine.error().message;
    EXPECT_EQ(engine.value()->name(), "Fake xboard (stall)");
}

TEST(XboardEngine, WaitsForDoneOneWhenTheEngineAsksForTime) {
    // done=0, then done=1 after 2.5 s: the handshake ends with done=1, so the next line the
    // engine writes answers the next command.
    auto engine = XboardEngine::start(fakeXboardEngine("slowready"));
    ASSERT_TRUE(engine.ok()) << engine.error().message;
    ASSERT_TRUE(engine.value()->send("ping 7"));
    EXPECT_EQ(engine.value()->readLine(std::chrono::seconds(5)), "pong 7");
}

TEST(XmatchCommand, BadArgumentsExitWithStatusTwo) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>> {
             { "xmatch" },
             { "xmatch", "--engine", "/nonexistent/engine", "--games", "1" },
             { "xmatch", "--engine", kFairyMax, "--level", "superb" },
             { "xmatch", "--engine", kFairyMax, "--movetime-ms", "5" },
         }) {
        const auto result = cli::test::runCommand(args);
        EXPECT_EQ(result.status, kExitUsage) << args.back();
        EXPECT_TRUE(result.err.starts_with("rochade-cli xmatch: ")) << result.err;
    }
}

TEST(XboardMatch, PlaysAShortGameAgainstFairyMax) {
    if (::access(kFairyMax, X_OK) != 0) GTEST_SKIP() << "Fairy-Max is not installed";
    XboardMatchOptions options;
    options.enginePath = kFairyMax;
    options.level = engine::Level::Easy;
    options.games = 1;
    options.moveTimeMs = 100;
    options.maxPlies = 12; // the first built-in opening has 8 plies: 2 moves for Fairy-Max
    options.hashMiB = 1;
    auto result = playXboardMatch(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 1u);
    const MatchGame& game = result.value().games[0];
    EXPECT_EQ(result.value().wins + result.value().draws + result.value().losses, 1);
    EXPECT_EQ(game.pgn.tag("White"), "Rochade Easy");
    EXPECT_NE(game.pgn.tag("Black").value_or("").find("Fairy-Max"), std::string::npos);
    EXPECT_GT(game.pgn.moves().size(), 8u) << game.reason;
    EXPECT_LE(game.pgn.moves().size(), 12u);
}

TEST(XboardThinkingScore, ReadsTheSecondColumnOfThinkingLines) {
    EXPECT_EQ(xboardThinkingScore(" 5     15        9      21499 d2d4 d7d5"), 15);
    EXPECT_EQ(xboardThinkingScore("12 -230 104 88211 e7e5"), -230);
    EXPECT_EQ(xboardThinkingScore("4\t0\t1\t1171 d2d4"), 0);
}

TEST(XboardThinkingScore, IgnoresOtherLines) {
    EXPECT_EQ(xboardThinkingScore("move e2e4"), std::nullopt);
    EXPECT_EQ(xboardThinkingScore("# times @ 714843379: real=91 cpu=20"), std::nullopt);
    EXPECT_EQ(xboardThinkingScore("1/2-1/2 {Draw by repetition}"), std::nullopt);
    EXPECT_EQ(xboardThinkingScore("5 abc 9 100 d2d4"), std::nullopt);
    EXPECT_EQ(xboardThinkingScore("7"), std::nullopt);
    EXPECT_EQ(xboardThinkingScore(""), std::nullopt);
}

TEST(XboardMoveText, ReadsBothWaysAnEngineAnnouncesItsMove) {
    EXPECT_EQ(xboardMoveText("move e2e4"), "e2e4");
    EXPECT_EQ(xboardMoveText("move O-O "), "O-O"); // Phalanx castles in SAN
    EXPECT_EQ(xboardMoveText("1. ... d7d5"), "d7d5"); // GNU Chess 6, for either side
    EXPECT_EQ(xboardMoveText("23. ... e1g1"), "e1g1");
    EXPECT_EQ(xboardMoveText("7 ... Nf3"), "Nf3");
    EXPECT_EQ(xboardMoveText("4...e7e5"), "e7e5");
}

TEST(XboardMoveText, IgnoresEchoesThinkingAndOtherLines) {
    EXPECT_EQ(xboardMoveText("1. e2e4"), std::nullopt); // GNU Chess echoing our move
    EXPECT_EQ(xboardMoveText("My move is : d7d5"), std::nullopt);
    EXPECT_EQ(xboardMoveText("9 +4 20 465042 d5 exd5 Nf6"), std::nullopt);
    EXPECT_EQ(xboardMoveText(" 5     15        9      21499 d2d4 d7d5"), std::nullopt);
    EXPECT_EQ(xboardMoveText("... e7e5"), std::nullopt);
    EXPECT_EQ(xboardMoveText("1. ... "), std::nullopt);
    EXPECT_EQ(xboardMoveText("1. ... e7e5 g1f3"), std::nullopt);
    EXPECT_EQ(xboardMoveText("move"), std::nullopt);
    EXPECT_EQ(xboardMoveText("moves e2e4"), std::nullopt);
    EXPECT_EQ(xboardMoveText("Illegal move: e2e5"), std::nullopt);
}
