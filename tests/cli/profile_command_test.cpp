// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli profile`: a level's games judged by Stockfish at a tiny depth, the figure lines
// and the summary; bad arguments and a judge that cannot start.
#include "../support/program_run.h"
#include "cli_test_support.h"

#include "rochade/cli/commands.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace rochade::cli;

namespace {

constexpr const char* kProfileJudge = "/usr/games/stockfish";

using rochade::program_run::tabFields;

} // namespace

TEST(ProfileCommand, PrintsEachFigureWithItsIntervalAndTheSummary) {
    if (::access(kProfileJudge, X_OK) != 0) GTEST_SKIP() << "Stockfish is not installed";
    // Level 1 against Beginner: only level 1's moves are judged. Level 1 knows two book plies,
    // so it opens from the book in both colours (its first move), Beginner only as White.
    const auto result
        = test::runCommand({ "profile", "--level", "1", "--opponent", "Beginner", "--games", "2",
            "--judge", kProfileJudge, "--depth", "1", "--max-plies", "40", "--hash", "1" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    const auto lines = test::lines(result.out);
    ASSERT_EQ(lines.size(), 6u) << result.out;
    const std::vector<std::string> names { "acpl", "blunders_per_40", "en_prise_per_game",
        "missed_mates_in_1", "book_share" };
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto fields = tabFields(lines[i]);
        ASSERT_EQ(fields.size(), 4u) << lines[i];
        EXPECT_EQ(fields[0], names[i]);
        const double value = std::stod(fields[1]);
        const auto dots = fields[2].find("..");
        ASSERT_NE(dots, std::string::npos) << lines[i];
        EXPECT_LE(std::stod(fields[2].substr(0, dots)), value) << lines[i];
        EXPECT_GE(std::stod(fields[2].substr(dots + 2)), value) << lines[i];
    }
    ASSERT_EQ(lines.back().rfind("# profile Level 1: 2 games, ", 0), 0u) << lines.back();
    // Every judged move is level 1's: at most 20 a game in 40 plies, and its two book moves.
    const std::string judged = lines.back().substr(lines.back().find(", ") + 2);
    const int moves = std::stoi(judged);
    EXPECT_GT(moves, 2);
    EXPECT_LE(moves, 40);
    EXPECT_EQ(tabFields(lines[4])[3], "2 of " + std::to_string(moves) + " moves");
    EXPECT_EQ(tabFields(lines[0])[3], std::to_string(moves) + " moves");
    // Each game's result goes to stderr as it is judged.
    EXPECT_NE(result.err.find("game 2: "), std::string::npos) << result.err;
}

TEST(ProfileCommand, BadArgumentsAndAJudgeThatCannotStartExitWithStatusTwo) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>> {
             { "profile", "--level", "Easy" },
             { "profile", "--judge", kProfileJudge },
             { "profile", "--level", "superb", "--judge", kProfileJudge },
             { "profile", "--level", "Easy", "--opponent", "nobody", "--judge", kProfileJudge },
             { "profile", "--level", "Easy", "--judge", kProfileJudge, "--depth", "0" },
             { "profile", "--level", "Easy", "--judge", kProfileJudge, "--games", "0" },
             { "profile", "--level", "Easy", "--judge", "/nonexistent/judge", "--games", "1" },
         }) {
        const auto result = test::runCommand(args);
        EXPECT_EQ(result.status, kExitUsage) << args.back();
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_NE(result.err.find("rochade-cli profile: "), std::string::npos) << result.err;
    }
}
