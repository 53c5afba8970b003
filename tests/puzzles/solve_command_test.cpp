// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli solve` as a user runs it: the real binary on small files in a temporary folder.
#include "../support/program_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace fs = std::filesystem;

using rochade::program_run::ProgramRun;
using rochade::program_run::ScratchFolder;
using rochade::program_run::tabFields;

/// Runs rochade-cli solve with `args`, its output in files of `folder`.
ProgramRun runSolve(const ScratchFolder& folder, std::vector<std::string> args) {
    args.insert(args.begin(), { ROCHADE_CLI_PATH, "solve" });
    return rochade::program_run::runProgram(std::move(args), folder.path());
}

TEST(SolveCommand, SolvesAPgnFileAndNamesTheUnreadablePuzzle) {
    ScratchFolder folder;
    const fs::path pgn = folder.file("puzzles.pgn",
        "[Event \"Back rank\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n\n"
        "[Event \"Broken\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Rb9 *\n\n"
        "[Event \"Goal\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n"
        "[Termination \"mate in 1\"]\n\n*\n");
    const ProgramRun run = runSolve(folder, { pgn.string(), "--nodes", "2000" });
    EXPECT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 3u) << run.err;
    EXPECT_EQ(tabFields(run.lines[0]),
        (std::vector<std::string> { "1", "Back rank", "solved", "Ra8#", "Ra8#" }));
    EXPECT_EQ(tabFields(run.lines[1]),
        (std::vector<std::string> { "3", "Goal", "solved", "Ra8#", "mate in 1" }));
    EXPECT_EQ(run.lines[2], "# solved 2/2 (1 unreadable, named on stderr)");
    EXPECT_NE(run.err.find("puzzle 2 skipped"), std::string::npos) << run.err;
}

TEST(SolveCommand, SolvesEpdAndCountsAFailure) {
    ScratchFolder folder;
    const fs::path epd = folder.file("suite.epd",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"back rank\";\n"
        "4k3/8/8/8/8/8/3q4/4K3 w - - am Kf1; id \"take it\";\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Na3; id \"rim\";\n");
    const ProgramRun run = runSolve(folder, { epd.string(), "--nodes", "2000" });
    EXPECT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 4u) << run.err;
    EXPECT_EQ(tabFields(run.lines[0]),
        (std::vector<std::string> { "1", "back rank", "solved", "Ra8#", "bm Ra8#" }));
    EXPECT_EQ(tabFields(run.lines[1]),
        (std::vector<std::string> { "2", "take it", "solved", "Kxd2", "am Kf1" }));
    const std::vector<std::string> rim = tabFields(run.lines[2]);
    ASSERT_EQ(rim.size(), 5u);
    EXPECT_EQ(rim[2], "failed");
    EXPECT_TRUE(rim[3].ends_with("?")) << "the refused move is marked: " << rim[3];
    EXPECT_EQ(rim[4], "bm Na3");
    EXPECT_EQ(run.lines[3], "# solved 2/3");
    EXPECT_EQ(run.err, "");
}

TEST(SolveCommand, ExitsWithTwoForAMissingFileOrBadArguments) {
    ScratchFolder folder;
    const ProgramRun missing = runSolve(folder, { (folder.path() / "none.pgn").string() });
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos) << missing.err;
    EXPECT_TRUE(missing.lines.empty());

    const fs::path pgn
        = folder.file("one.pgn", "[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n");
    EXPECT_EQ(runSolve(folder, {}).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--nodes", "0" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--nodes", "10", "--movetime", "10" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--depth", "3" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), pgn.string() }).status, 2);
}

} // namespace
