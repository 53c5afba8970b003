// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of matches against an external xboard engine: error handling, and one short game
// against Fairy-Max when it is installed.
#include "rochade/cli/xboard_engine.h"
#include "rochade/cli/xboard_match.h"

#include "cli_test_support.h"

#include <gtest/gtest.h>

#include <unistd.h>

using namespace rochade;
using namespace rochade::cli;

namespace {
constexpr const char* kFairyMax = "/usr/games/fairymax";
}

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

TEST(XmatchCommand, BadArgumentsExitWithStatusTwo) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>> {
             { "xmatch" },
             { "xmatch", "--engine", "/nonexistent/engine", "--games", "1" },
             { "xmatch", "--engine", kFairyMax, "--level", "superb" },
             { "xmatch", "--engine", kFairyMax, "--movetime-ms", "5" },
         }) {
        const auto result = test::runCommand(args);
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
    EXPECT_EQ(game.pgn.white, "Rochade Easy");
    EXPECT_NE(game.pgn.black.find("Fairy-Max"), std::string::npos);
    EXPECT_GT(game.pgn.sanMoves.size(), 8u) << game.reason;
    EXPECT_LE(game.pgn.sanMoves.size(), 12u);
}
