// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli review` as a user runs it: the real binary on a short game in a temporary
// folder, its PGN read back by the core's reader and checked against the review library's
// own judgement of the same positions.
#include "../support/program_run.h"
#include "rochade/core/pgn.h"
#include "rochade/review/move_review.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace rochade::review {
namespace {

namespace fs = std::filesystem;

using rochade::program_run::ProgramRun;
using rochade::program_run::readFileText;
using rochade::program_run::ScratchFolder;
using rochade::program_run::tabFields;

ProgramRun runReview(const ScratchFolder& folder, std::vector<std::string> args) {
    args.insert(args.begin(), { ROCHADE_CLI_PATH, "review" });
    return rochade::program_run::runProgram(std::move(args), folder.path());
}

// 3...Nf6?? allows Qxf7#, 4.Nc3?? misses it (Stockfish: mate in 1 after 3...Nf6); the second
// game has an illegal move and is skipped.
const char* const kGames = "[Event \"Scholar\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n"
                           "[Result \"0-1\"]\n\n"
                           "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 {my own words} 4. Nc3 Nxh5 0-1\n\n"
                           "[Event \"Broken\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n"
                           "1. e4 e5 2. Ke3 *\n";

TEST(ReviewCommand, WritesNagsEvalsAndSentencesTheReviewLibraryAgreesWith) {
    ScratchFolder folder;
    const fs::path input = folder.file("games.pgn", kGames);
    const fs::path output = folder.path() / "reviewed.pgn";
    const ProgramRun run
        = runReview(folder, { input.string(), "--out", output.string(), "--depth", "4" });
    EXPECT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 2u) << run.out << run.err;
    const std::vector<std::string> fields = tabFields(run.lines[0]);
    ASSERT_EQ(fields.size(), 11u) << run.lines[0];
    EXPECT_EQ(fields[0], "1");
    EXPECT_EQ(fields[1], "Anna");
    EXPECT_EQ(fields[2], "Ben");
    EXPECT_EQ(run.lines[1], "# reviewed 1 game (1 skipped, named on stderr)");
    EXPECT_NE(run.err.find("game 2 skipped"), std::string::npos) << run.err;

    const PgnParseResult read = parsePgn(readFileText(output));
    ASSERT_TRUE(read.ok()) << readFileText(output);
    ASSERT_EQ(read.games.size(), 1u);
    const std::vector<const Game::Node*> line = read.games[0].game.mainLine();
    ASSERT_EQ(line.size(), 8u);

    // The same positions judged in process at the same depth.
    const PgnParseResult original = parsePgn(kGames);
    ASSERT_FALSE(original.games.empty());
    GameReviewer reviewer;
    engine::SearchLimits limits;
    limits.depth = 4;
    const std::vector<MoveReview> expected = reviewer.review(original.games[0].game, limits);
    ASSERT_EQ(expected.size(), line.size());
    int whiteMistakes = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Annotation& annotation = line[i]->annotation;
        const int nag = nagOf(expected[i].moveClass);
        if (nag == 0) {
            EXPECT_TRUE(annotation.nags.empty()) << line[i]->san;
        } else {
            ASSERT_FALSE(annotation.nags.empty()) << line[i]->san;
            EXPECT_EQ(annotation.nags.front(), nag) << line[i]->san;
        }
        EXPECT_EQ(annotation.eval, std::optional<std::string>(expected[i].evalText))
            << line[i]->san;
        if (expected[i].mover == Color::White && expected[i].moveClass != MoveClass::Good)
            ++whiteMistakes;
    }
    EXPECT_EQ(std::stoi(fields[3]) + std::stoi(fields[4]) + std::stoi(fields[5]), whiteMistakes);
    // The known blunders, as Stockfish sees them.
    EXPECT_EQ(line[5]->annotation.nags.front(), 4);
    EXPECT_EQ(line[5]->annotation.comment,
        "Blunder. " + expected[5].bestSan + " was best. Allows mate in 1: Qxf7#. my own words");
    EXPECT_EQ(line[6]->annotation.nags.front(), 4);
    EXPECT_TRUE(line[6]->annotation.comment.starts_with("Blunder. Qxf7# was best."))
        << line[6]->annotation.comment;
}

TEST(ReviewCommand, ASecondReviewOverItsInputReplacesTheFirst) {
    ScratchFolder folder;
    const fs::path input = folder.file("games.pgn", kGames);
    const fs::path once = folder.path() / "once.pgn";
    ASSERT_EQ(
        runReview(folder, { input.string(), "--out", once.string(), "--depth", "3" }).status, 0);
    const std::string first = readFileText(once);
    // --out naming the input: still written whole, through a temporary file.
    const ProgramRun again
        = runReview(folder, { once.string(), "--out", once.string(), "--depth", "3" });
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(readFileText(once), first);
    EXPECT_FALSE(fs::exists(once.string() + ".tmp"));
}

TEST(ReviewCommand, WithoutOutThePgnGoesToStdoutAndTheLinesToStderr) {
    ScratchFolder folder;
    const fs::path input
        = folder.file("one.pgn", "[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    const ProgramRun run = runReview(folder, { input.string(), "--nodes", "3000" });
    EXPECT_EQ(run.status, 0) << run.err;
    const PgnParseResult read = parsePgn(run.out);
    ASSERT_TRUE(read.ok()) << run.out;
    ASSERT_EQ(read.games.size(), 1u);
    EXPECT_EQ(read.games[0].game.mainLine().at(2)->annotation.nags.front(), 4) << run.out; // g4??
    EXPECT_NE(run.err.find("# reviewed 1 game"), std::string::npos) << run.err;
}

TEST(ReviewCommand, ExitsWithTwoForAMissingFileOrBadArgumentsAndWritesNothing) {
    ScratchFolder folder;
    const fs::path output = folder.path() / "out.pgn";
    const ProgramRun missing
        = runReview(folder, { (folder.path() / "none.pgn").string(), "--out", output.string() });
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos) << missing.err;
    EXPECT_FALSE(fs::exists(output));

    const fs::path pgn = folder.file("one.pgn", "1. e4 e5 *\n");
    EXPECT_EQ(runReview(folder, {}).status, 2);
    EXPECT_EQ(runReview(folder, { pgn.string(), "--depth", "0" }).status, 2);
    EXPECT_EQ(runReview(folder, { pgn.string(), "--depth", "3", "--movetime", "10" }).status, 2);
    EXPECT_EQ(runReview(folder, { pgn.string(), "--frobnicate" }).status, 2);
    EXPECT_EQ(runReview(folder, { pgn.string(), pgn.string() }).status, 2);
    EXPECT_EQ(readFileText(pgn), "1. e4 e5 *\n");
}

} // namespace
} // namespace rochade::review
