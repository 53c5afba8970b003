// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of self-play matches: colours alternate, counts add up, PGN comes out whole.
#include "rochade/cli/match.h"

#include "cli_test_support.h"

#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::cli;

namespace {

/// Tiny limits keep the games to a few milliseconds per move, also under sanitizers.
MatchOptions tinyMatch(int games) {
    MatchOptions options;
    options.first = engine::Level::Easy;
    options.second = engine::Level::Medium;
    options.games = games;
    options.maxPlies = 40;
    options.limits.depth = 1;
    options.hashMiB = 1;
    return options;
}

/// Replays a game's moves from its opening's start to check the record is a real game.
bool replays(const MatchGame& game, const Opening& opening) {
    auto start = openingGame(Opening { opening.name, opening.fen, {} });
    if (!start) return false;
    Game replay = start.value();
    if (toFen(game.pgn.start()) != toFen(replay.position())) return false;
    for (Move move : game.pgn.moves()) {
        if (!replay.playMove(move).ok()) return false;
    }
    return true;
}

} // namespace

TEST(Match, TwoGamesAlternateColoursFromOneOpeningAndAddUp) {
    int reported = 0;
    const MatchResult result = playMatch(tinyMatch(2), [&](const MatchGame&) { ++reported; });
    EXPECT_EQ(reported, 2);
    ASSERT_EQ(result.games.size(), 2u);
    EXPECT_EQ(result.wins + result.draws + result.losses, 2);
    EXPECT_TRUE(result.games[0].firstIsWhite);
    EXPECT_FALSE(result.games[1].firstIsWhite);
    EXPECT_EQ(result.games[0].openingName, result.games[1].openingName);
    EXPECT_EQ(result.games[0].pgn.tag("White"), result.games[1].pgn.tag("Black"));
    EXPECT_EQ(result.games[0].pgn.tag("White"), "Rochade Easy");
    EXPECT_EQ(result.games[0].pgn.tag("Black"), "Rochade Medium");

    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (const MatchGame& game : result.games) {
        EXPECT_NE(game.result, GameResult::Ongoing);
        EXPECT_FALSE(game.reason.empty());
        EXPECT_EQ(game.pgn.result, resultString(game.result));
        EXPECT_LE(game.pgn.moves().size(), 40u);
        EXPECT_TRUE(replays(game, builtinOpenings()[0])) << game.number;
        if (game.result == GameResult::Draw)
            ++draws;
        else if ((game.result == GameResult::WhiteWins) == game.firstIsWhite)
            ++wins;
        else
            ++losses;
    }
    EXPECT_EQ(wins, result.wins);
    EXPECT_EQ(draws, result.draws);
    EXPECT_EQ(losses, result.losses);
}

TEST(Match, PlyCapAdjudicatesADraw) {
    MatchOptions options = tinyMatch(1);
    options.maxPlies = 20; // the built-in openings are shorter than this
    const MatchResult result = playMatch(options);
    ASSERT_EQ(result.games.size(), 1u);
    const MatchGame& game = result.games[0];
    if (game.pgn.moves().size() == 20u) {
        EXPECT_EQ(game.result, GameResult::Draw);
        EXPECT_EQ(game.pgn.tag("Termination"), "adjudication");
    } else {
        EXPECT_LT(game.pgn.moves().size(), 20u);
        EXPECT_EQ(game.pgn.tag("Termination"), "normal");
    }
}

TEST(Match, SameSeedPlaysTheSameGames) {
    const MatchResult a = playMatch(tinyMatch(1));
    const MatchResult b = playMatch(tinyMatch(1));
    ASSERT_EQ(a.games.size(), 1u);
    ASSERT_EQ(b.games.size(), 1u);
    EXPECT_EQ(a.games[0].pgn.moves(), b.games[0].pgn.moves());
}

TEST(DrawClaim, ClaimedOnlyByASideThatDoesNotThinkItIsBetter) {
    const Position pos = Position::startPosition();
    for (DrawClaim claim : { DrawClaim::ThreefoldRepetition, DrawClaim::FiftyMoves }) {
        EXPECT_TRUE(shouldClaimDraw(claim, pos, 0));
        EXPECT_TRUE(shouldClaimDraw(claim, pos, -1));
        EXPECT_TRUE(shouldClaimDraw(claim, pos, -350));
        EXPECT_FALSE(shouldClaimDraw(claim, pos, 1));
        EXPECT_FALSE(shouldClaimDraw(claim, pos, 600));
    }
}

TEST(DrawClaim, NothingToClaimIsNeverClaimed) {
    const Position pos = Position::startPosition();
    EXPECT_FALSE(shouldClaimDraw(DrawClaim::None, pos, 0));
    EXPECT_FALSE(shouldClaimDraw(DrawClaim::None, pos, -900));
}

TEST(MatchCommand, PrintsTheTallyAndWritesPgn) {
    const auto dir = std::filesystem::temp_directory_path() / "rochade_match_test";
    std::filesystem::create_directories(dir);
    const auto pgn = dir / "match.pgn";
    const auto openings = dir / "openings.txt";
    {
        std::ofstream file(openings);
        file << "# one opening\nd2d4 d7d5 c2c4 e7e6\n";
    }
    const auto result = test::runCommand({ "match", "--white", "easy", "--black", "Medium",
        "--games", "2", "--depth", "1", "--max-plies", "30", "--hash", "1", "--seed", "7",
        "--openings", openings.string(), "--pgn", pgn.string() });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    EXPECT_NE(result.out.find("Game 1: "), std::string::npos);
    EXPECT_NE(result.out.find("Game 2: "), std::string::npos);
    EXPECT_NE(result.out.find("(W/D/L)"), std::string::npos);
    EXPECT_NE(result.out.find("/2 ("), std::string::npos);
    EXPECT_NE(result.out.find("Elo difference: "), std::string::npos);
    EXPECT_NE(result.out.find("95% interval"), std::string::npos);

    std::ifstream file(pgn);
    std::stringstream text;
    text << file.rdbuf();
    const auto all = test::lines(text.str());
    EXPECT_EQ(std::count_if(all.begin(), all.end(),
                  [](const std::string& l) { return l.starts_with("[Event "); }),
        2);
    EXPECT_EQ(std::count_if(all.begin(), all.end(),
                  [](const std::string& l) { return l.starts_with("1. d4 d5 2. c4 e6"); }),
        2);
    for (const std::string& line : all)
        EXPECT_LE(line.size(), 80u);
    EXPECT_FALSE(std::filesystem::exists(pgn.string() + ".tmp"));
    std::filesystem::remove_all(dir);
}

TEST(MatchCommand, LevelsAreNamedByNumberOrByName) {
    const auto result = test::runCommand({ "match", "--white", "3", "--black", "Hard", "--games",
        "2", "--depth", "1", "--max-plies", "20", "--hash", "1" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    EXPECT_NE(result.out.find("Match: Level 3 (A) vs Hard (B)"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("Result for A (Level 3)"), std::string::npos) << result.out;
}

TEST(LadderCommand, PrintsOneRowPerAdjacentPairFromTheUpperLevelsView) {
    const auto result = test::runCommand({ "ladder", "--from", "1", "--to", "3", "--games", "2",
        "--max-plies", "16", "--hash", "1" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    const auto all = test::lines(result.out);
    ASSERT_EQ(all.size(), 4u) << result.out;
    EXPECT_TRUE(all[0].starts_with("| pair | games |"));
    EXPECT_TRUE(all[2].starts_with("| 1 v 2 | 2 | +")) << all[2];
    EXPECT_TRUE(all[3].starts_with("| 2 v 3 | 2 | +")) << all[3];
    // The same pair through `match`, whose tally is from the lower level's view, agrees.
    const auto match = test::runCommand({ "match", "--white", "1", "--black", "2", "--games", "2",
        "--max-plies", "16", "--hash", "1" });
    ASSERT_EQ(match.status, kExitOk);
    const auto tally = match.out.find("Result for A (Level 1): +");
    ASSERT_NE(tally, std::string::npos);
    int w = 0, d = 0, l = 0;
    ASSERT_EQ(
        std::sscanf(match.out.c_str() + tally, "Result for A (Level 1): +%d =%d -%d", &w, &d, &l),
        3);
    char swapped[64];
    std::snprintf(swapped, sizeof swapped, "+%d =%d -%d |", l, d, w);
    EXPECT_NE(all[2].find(swapped), std::string::npos) << all[2] << " vs " << swapped;
    for (const auto& bad : std::vector<std::vector<std::string>> {
             { "ladder", "--from", "3", "--to", "3" }, { "ladder", "--to", "10" },
             { "ladder", "--from", "0" }, { "ladder", "--games", "0" } }) {
        const auto r = test::runCommand(bad);
        EXPECT_EQ(r.status, kExitUsage);
        EXPECT_TRUE(r.err.starts_with("rochade-cli ladder: ")) << r.err;
        EXPECT_TRUE(r.out.empty());
    }
}

TEST(MatchCommand, BadArgumentsExitWithStatusTwo) {
    const std::vector<std::vector<std::string>> cases = {
        { "match", "--black", "easy" },
        { "match", "--white", "easy", "--black", "grandmaster" },
        { "match", "--white", "10", "--black", "easy" },
        { "match", "--white", "0", "--black", "easy" },
        { "match", "--white", "easy", "--black", "easy", "--games", "0" },
        { "match", "--white", "easy", "--black", "easy", "--games", "two" },
        { "match", "--white", "easy", "--black", "easy", "--openings", "/nonexistent/file" },
        { "match", "--white", "easy", "--black", "easy", "--colour", "white" },
    };
    for (const auto& args : cases) {
        const auto result = test::runCommand(args);
        EXPECT_EQ(result.status, kExitUsage) << args.back();
        EXPECT_TRUE(result.err.starts_with("rochade-cli match: ")) << result.err;
        EXPECT_TRUE(result.out.empty());
    }
}
