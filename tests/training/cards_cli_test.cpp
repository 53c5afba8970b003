// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli cards` as a user runs it: the real binary on the hand-checked reviewed games of
// tests/data/cards/reviewed_games.pgn (see reviewed_game_test.cpp) and a card file in a
// temporary folder; its stdout lines, stderr and exit status.
#include "../support/program_run.h"
#include "card_test_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace rochade::training::cardtest;

namespace {

using rochade::program_run::ProgramRun;
using rochade::program_run::tabFields;

class CardsCli : public CardFolder {
protected:
    /// Runs rochade-cli cards with `args`, stdout and stderr into files of the folder.
    ProgramRun run(std::vector<std::string> args) const {
        args.insert(args.begin(), { ROCHADE_CLI_PATH, "cards" });
        return rochade::program_run::runProgram(std::move(args), m_dir);
    }
    std::string reviewedGames() const {
        return std::string(ROCHADE_TEST_DATA_DIR) + "/cards/reviewed_games.pgn";
    }
};

} // namespace

TEST_F(CardsCli, AddsThePlayersMistakesFromAReviewedFileThenListsThem) {
    const std::string cards = path("cards.txt");
    const ProgramRun added
        = run({ cards, "--add-from", reviewedGames(), "--player", "Ann", "Example" });
    ASSERT_EQ(added.status, 0) << added.err;
    // Two cards: 3...Nf6?? (games 1 and 3, one card) and 4.Qf3?? (game 2, a missed mate).
    ASSERT_EQ(added.lines.size(), 3u) << added.err;
    const std::vector<std::string> nf6 = tabFields(added.lines[0]);
    const std::vector<std::string> qf3 = tabFields(added.lines[1]);
    ASSERT_EQ(nf6.size(), 12u) << added.lines[0];
    ASSERT_EQ(qf3.size(), 12u) << added.lines[1];
    const std::string today = rochade::training::isoDate(
        std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
    EXPECT_EQ(nf6[1], today); // new cards are due the day they are made
    EXPECT_EQ(nf6[2], "0");
    EXPECT_EQ(nf6[3], "blunder");
    EXPECT_EQ(nf6[4], "Nf6");
    EXPECT_EQ(nf6[5], "g6");
    EXPECT_EQ(nf6[6], "2"); // from two games
    EXPECT_EQ(nf6[7], "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq -");
    EXPECT_EQ(nf6[8], "Bob Builder");
    EXPECT_EQ(nf6[11], "6");
    EXPECT_EQ(qf3[3], "missed-mate");
    EXPECT_EQ(qf3[4], "Qf3");
    EXPECT_EQ(qf3[5], "Qxf7#");
    EXPECT_EQ(qf3[11], "7");
    EXPECT_EQ(added.lines[2],
        "# 2 cards, 2 due (2 added, 1 from another game, 0 already there; 3 games of Ann Example, "
        "1 skipped, named on stderr)");
    EXPECT_NE(added.err.find("game 2, ply 11 (Qg3?): no better move named"), std::string::npos)
        << added.err;
    // The card remembers the file by its absolute path and where each game begins.
    const std::string text = readFileBytes(cards);
    const std::string absolute
        = std::filesystem::absolute(reviewedGames()).lexically_normal().string();
    EXPECT_NE(text.find("source\tfile\t6\t" + absolute
                  + "\t0\t0\tBob Builder\tAnn Example\t2026.11.02\tClub evening\n"),
        std::string::npos)
        << text;

    const ProgramRun listed = run({ cards, "--list" });
    ASSERT_EQ(listed.status, 0) << listed.err;
    ASSERT_EQ(listed.lines.size(), 3u);
    EXPECT_EQ(listed.lines[0], added.lines[0]);
    EXPECT_EQ(listed.lines[1], added.lines[1]);
    EXPECT_EQ(listed.lines[2], "# 2 cards, 2 due");

    // Adding the same file again changes nothing, and does not write the file.
    const auto written = std::filesystem::last_write_time(cards);
    const ProgramRun again
        = run({ cards, "--add-from", reviewedGames(), "--player", "Ann Example" });
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.lines.back().rfind(
                  "# 2 cards, 2 due (0 added, 0 from another game, 3 already there;", 0),
        0u)
        << again.lines.back();
    EXPECT_EQ(std::filesystem::last_write_time(cards), written);
    EXPECT_EQ(readFileBytes(cards), text);
}

TEST_F(CardsCli, DueListsTheCardsOfADay) {
    const std::string cards = path("cards.txt");
    ASSERT_EQ(run({ cards, "--add-from", reviewedGames(), "--player", "Ann Example" }).status, 0);
    const ProgramRun before = run({ cards, "--due", "2000-01-01" });
    ASSERT_EQ(before.status, 0) << before.err;
    EXPECT_EQ(before.lines, std::vector<std::string> { "# 2 cards, 0 due" });
    const ProgramRun later = run({ cards, "--due", "2100-01-01" });
    ASSERT_EQ(later.status, 0) << later.err;
    ASSERT_EQ(later.lines.size(), 3u);
    EXPECT_EQ(tabFields(later.lines[0])[4], "Nf6");
    EXPECT_EQ(later.lines[2], "# 2 cards, 2 due");
}

TEST_F(CardsCli, BadArgumentsAndBadFilesExitTwoAndChangeNothing) {
    const std::string cards = path("cards.txt");
    EXPECT_EQ(run({ cards }).status, 2);
    EXPECT_EQ(run({ cards, "--list", "--due", "2026-12-03" }).status, 2);
    EXPECT_EQ(run({ cards, "--add-from", reviewedGames() }).status, 2); // no --player
    const ProgramRun missing = run({ cards, "--list" });
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("no card file"), std::string::npos) << missing.err;
    EXPECT_FALSE(std::filesystem::exists(cards));

    ASSERT_EQ(run({ cards, "--add-from", reviewedGames(), "--player", "Ann Example" }).status, 0);
    const ProgramRun badDate = run({ cards, "--due", "2026-13-01" });
    EXPECT_EQ(badDate.status, 2);
    EXPECT_NE(badDate.err.find("YYYY-MM-DD"), std::string::npos) << badDate.err;
    EXPECT_EQ(run({ cards, "--add-from", path("absent.pgn"), "--player", "Ann" }).status, 2);

    // A damaged card file: refused with its line, and not overwritten by --add-from.
    std::string text = readFileBytes(cards);
    text.replace(text.find("class\tblunder"), 13, "class\tblunter");
    std::ofstream(cards, std::ios::binary) << text;
    const ProgramRun damaged = run({ cards, "--add-from", reviewedGames(), "--player", "Carl" });
    EXPECT_EQ(damaged.status, 2);
    EXPECT_NE(damaged.err.find("cards.txt: line "), std::string::npos) << damaged.err;
    EXPECT_NE(damaged.err.find("column 7: not inaccuracy, mistake, blunder or missed-mate"),
        std::string::npos)
        << damaged.err;
    EXPECT_EQ(readFileBytes(cards), text);
}
