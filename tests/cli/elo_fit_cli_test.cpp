// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli elo-fit` as a user runs it: the real binary on PGN files in a temporary
// folder, its stdout, stderr and exit status.
#include "../support/program_run.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using rochade::program_run::ProgramRun;
using rochade::program_run::tabFields;

class EloFitCli : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = std::filesystem::temp_directory_path()
            / ("rochade_elo_fit_" + std::to_string(::getpid()) + "_"
                + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    std::string write(const std::string& name, const std::string& text) const {
        const std::string path = (m_dir / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    /// Runs rochade-cli with `args`, stdout and stderr into files of the folder.
    ProgramRun run(std::vector<std::string> args) const {
        args.insert(args.begin(), ROCHADE_CLI_PATH);
        return rochade::program_run::runProgram(std::move(args), m_dir);
    }
    std::filesystem::path m_dir;
};

/// One game in export format; a few real moves where the result allows them.
std::string pgnGame(const std::string& white, const std::string& black, const std::string& result) {
    std::string moves = result == "0-1" ? "1. f3 e5 2. g4 Qh4# " : "1. e4 e5 2. Nf3 Nc6 ";
    return "[Event \"elo-fit test\"]\n[White \"" + white + "\"]\n[Black \"" + black
        + "\"]\n[Result \"" + result + "\"]\n\n" + moves + result + "\n\n";
}

/// `games` games of `a` against `b`, colours alternating, `a` scoring `aWins` wins and the
/// rest losses.
std::string pgnMatch(const std::string& a, const std::string& b, int games, int aWins) {
    std::string text;
    for (int g = 0; g < games; ++g) {
        const bool aWhite = g % 2 == 0;
        const bool aWins_ = g < aWins;
        text += aWhite ? pgnGame(a, b, aWins_ ? "1-0" : "0-1")
                       : pgnGame(b, a, aWins_ ? "0-1" : "1-0");
    }
    return text;
}

const std::string kLevel1 = "Rochade level 1";
const std::string kLevel2 = "Rochade level 2";
const std::string kStockfish = "Stockfish 1350";

} // namespace

TEST_F(EloFitCli, FitsAChainAnchoredAtOnePlayer) {
    // Level 2 scores 75 % against level 1 (+190.85) and Stockfish 90 % against level 2
    // (400 log10 9 = +381.70). With Stockfish at 1350: level 2 968.3, level 1 777.5.
    const std::string first = write("a.pgn",
        pgnMatch(kLevel2, kLevel1, 4, 3) + pgnGame(kLevel1, kLevel2, "*")
            + pgnGame(kLevel1, "?", "1-0"));
    const std::string second = write("b.pgn", pgnMatch(kStockfish, kLevel2, 10, 9));
    const ProgramRun fit = run({ "elo-fit", first, second, "--anchor", kStockfish + "=1350" });
    ASSERT_EQ(fit.status, 0) << fit.err;
    ASSERT_EQ(fit.lines.size(), 4u);
    EXPECT_EQ(tabFields(fit.lines[0]),
        (std::vector<std::string> { kStockfish, "1350.0", "1350.0", "1350.0", "10" }));
    const auto level2 = tabFields(fit.lines[1]);
    ASSERT_EQ(level2.size(), 5u);
    EXPECT_EQ(level2[0], kLevel2);
    EXPECT_EQ(level2[1], "968.3");
    EXPECT_LT(std::stod(level2[2]), 968.3);
    EXPECT_GT(std::stod(level2[3]), 968.3);
    EXPECT_EQ(level2[4], "14");
    const auto level1 = tabFields(fit.lines[2]);
    ASSERT_EQ(level1.size(), 5u);
    EXPECT_EQ(level1[0], kLevel1);
    EXPECT_EQ(level1[1], "777.5");
    EXPECT_EQ(level1[4], "4");
    EXPECT_EQ(
        fit.lines[3].rfind("# 3 players, 14 games, 2 skipped; anchor Stockfish 1350 = 1350.0", 0),
        0u)
        << fit.lines[3];
    // The two skipped games are named.
    EXPECT_NE(fit.err.find("game 5 (Rochade level 1 - Rochade level 2) is not finished"),
        std::string::npos)
        << fit.err;
    EXPECT_NE(fit.err.find("game 6 (Rochade level 1 - ?) names no player"), std::string::npos)
        << fit.err;
}

TEST_F(EloFitCli, WithoutAnAnchorTheFirstPlayerIsZero) {
    const ProgramRun fit = run({ "elo-fit", write("a.pgn", pgnMatch(kLevel2, kLevel1, 4, 3)) });
    ASSERT_EQ(fit.status, 0) << fit.err;
    ASSERT_EQ(fit.lines.size(), 3u);
    EXPECT_EQ(
        fit.lines[0].substr(0, fit.lines[0].find('\t', kLevel2.size() + 1)), kLevel2 + "\t0.0");
    EXPECT_EQ(
        fit.lines[1].substr(0, fit.lines[1].find('\t', kLevel1.size() + 1)), kLevel1 + "\t-190.8");
}

TEST_F(EloFitCli, PlayersNotConnectedToTheAnchorAreAnError) {
    const std::string games = write(
        "a.pgn", pgnMatch(kLevel2, kLevel1, 4, 3) + pgnMatch("Fairy-Max", "GNU Chess", 4, 2));
    const ProgramRun fit = run({ "elo-fit", games, "--anchor", kLevel1 + "=1000" });
    EXPECT_EQ(fit.status, 2);
    EXPECT_TRUE(fit.lines.empty());
    EXPECT_NE(
        fit.err.find("not connected to the anchor Rochade level 1 by games: Fairy-Max, GNU Chess"),
        std::string::npos)
        << fit.err;
}

TEST_F(EloFitCli, ACleanSweepNeedsThePrior) {
    const std::string games = write(
        "a.pgn", pgnMatch(kLevel1, "Random mover", 6, 6) + pgnMatch(kLevel2, kLevel1, 4, 3));
    const ProgramRun sweep = run({ "elo-fit", games });
    EXPECT_EQ(sweep.status, 2);
    EXPECT_NE(sweep.err.find("Random mover lost every game against the rest"), std::string::npos)
        << sweep.err;
    const ProgramRun withPrior = run({ "elo-fit", games, "--prior-draws", "2" });
    ASSERT_EQ(withPrior.status, 0) << withPrior.err;
    ASSERT_EQ(withPrior.lines.size(), 4u);
    EXPECT_EQ(withPrior.lines[2].rfind("Random mover\t", 0), 0u);
}

TEST_F(EloFitCli, BadArgumentsAndUnreadableFilesExitWithTwo) {
    const std::string games = write("a.pgn", pgnMatch(kLevel2, kLevel1, 4, 3));
    EXPECT_EQ(run({ "elo-fit" }).status, 2);
    EXPECT_EQ(run({ "elo-fit", (m_dir / "missing.pgn").string() }).status, 2);
    EXPECT_EQ(run({ "elo-fit", games, "--anchor", "1350" }).status, 2);
    EXPECT_EQ(run({ "elo-fit", games, "--anchor", kLevel1 + "=strong" }).status, 2);
    EXPECT_EQ(run({ "elo-fit", games, "--prior-draws", "-1" }).status, 2);
    const ProgramRun unknownAnchor = run({ "elo-fit", games, "--anchor", "Stockfish=1350" });
    EXPECT_EQ(unknownAnchor.status, 2);
    EXPECT_NE(unknownAnchor.err.find("the anchor 'Stockfish' played no game"), std::string::npos);
    EXPECT_EQ(run({ "elo-fit", write("empty.pgn", "") }).status, 2);
}

TEST_F(EloFitCli, ReadsTheGamesMatchWrites) {
    // match's own PGN (openings, adjudications, Termination tags), two quick games; the
    // prior keeps a 2-0 finite, whatever the games' results.
    const std::string pgn = (m_dir / "match.pgn").string();
    const ProgramRun match = run(
        { "match", "--white", "1", "--black", "2", "--games", "2", "--depth", "1", "--pgn", pgn });
    ASSERT_EQ(match.status, 0) << match.err;
    const ProgramRun fit
        = run({ "elo-fit", pgn, "--anchor", "Rochade Level 1=1000", "--prior-draws", "2" });
    ASSERT_EQ(fit.status, 0) << fit.err;
    ASSERT_EQ(fit.lines.size(), 3u);
    EXPECT_EQ(
        fit.lines[2].rfind("# 2 players, 2 games, 0 skipped; anchor Rochade Level 1 = 1000.0", 0),
        0u)
        << fit.lines[2];
    EXPECT_TRUE(fit.err.empty()) << fit.err;
}
