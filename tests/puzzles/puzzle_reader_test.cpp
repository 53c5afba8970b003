// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles read from files other tools wrote (pychess's collections and lichess's practice
// studies, from the Debian package pychess) and from EPD written here.
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/puzzles/puzzle_reader.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rochade::puzzles {
namespace {

/// Where the Debian package pychess installs its puzzle collections.
constexpr const char* kPychessPuzzles = "/usr/share/pychess/learn/puzzles/";

std::vector<PuzzleEntry> readAllPuzzles(std::istream& in, PuzzleFileFormat format) {
    std::vector<PuzzleEntry> entries;
    PuzzleReader reader(in, format);
    while (std::optional<PuzzleEntry> entry = reader.next())
        entries.push_back(std::move(*entry));
    return entries;
}

/// The values of every `[Name "..."]` line of `path`, in file order, found by a text scan.
std::vector<std::string> tagLinesOf(const std::string& path, const std::string& name) {
    std::ifstream in(path, std::ios::binary);
    std::vector<std::string> values;
    const std::string prefix = "[" + name + " \"";
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.starts_with(prefix))
            values.push_back(line.substr(prefix.size(), line.rfind('"') - prefix.size()));
    }
    return values;
}

TEST(PuzzleReader, ReadsEveryPuzzleOfPychessMateInTwo) {
    const std::string path = std::string(kPychessPuzzles) + "mate_in_2.pgn";
    const std::vector<std::string> fens = tagLinesOf(path, "FEN");
    // Not skipped: a missing file means the test machine lacks a package it needs.
    ASSERT_GT(fens.size(), 100u) << path << " is missing: install the Debian package 'pychess'";

    std::ifstream in(path, std::ios::binary);
    const std::vector<PuzzleEntry> entries = readAllPuzzles(in, PuzzleFileFormat::Pgn);
    ASSERT_EQ(entries.size(), fens.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        ASSERT_TRUE(entries[i].ok()) << "puzzle " << i + 1 << ": " << entries[i].error;
        const Puzzle& puzzle = *entries[i].puzzle;
        EXPECT_EQ(puzzle.number, i + 1);
        EXPECT_EQ(puzzle.form, PuzzleForm::SolutionLine);
        // The side to move of the file's FEN solves, and moves first in the line.
        EXPECT_EQ(puzzle.start, parseFen(fens[i]).value()) << fens[i];
        EXPECT_EQ(puzzle.solver, puzzle.start.sideToMove());
        EXPECT_EQ(puzzle.solverMovesInLine(), 2) << puzzle.id;
        ASSERT_TRUE(puzzle.goal.has_value());
        EXPECT_EQ(puzzle.goal->kind, GoalKind::Mate);
        EXPECT_EQ(puzzle.goal->moves, 2);
        EXPECT_FALSE(puzzle.rating.has_value());
    }
    EXPECT_EQ(entries[0].puzzle->id, "Henry Buckle - NN, London 1840");
}

TEST(PuzzleReader, ReadsTheGoalsOfALichessPracticeStudy) {
    // The fork study states a score goal either way round, an equalizing one, and shows an
    // example line for some.
    const std::string path = std::string(kPychessPuzzles)
        + "lichess_study_lichess-practice-the-fork_by_arex_2017.01.29.pgn";
    const std::vector<std::string> terminations = tagLinesOf(path, "Termination");
    ASSERT_GT(terminations.size(), 10u)
        << path << " is missing: install the Debian package 'pychess'";

    const std::size_t games = tagLinesOf(path, "Event").size();

    std::ifstream in(path, std::ios::binary);
    const std::vector<PuzzleEntry> entries = readAllPuzzles(in, PuzzleFileFormat::Pgn);
    ASSERT_EQ(entries.size(), games);
    // Every goal the file states, in its order, each a Goal puzzle (also those whose example
    // line has a move its position does not allow: the line is cut there, with a warning).
    std::vector<std::string> goalsRead;
    std::size_t scores = 0;
    std::size_t equalize = 0;
    std::size_t cutLines = 0;
    for (const PuzzleEntry& entry : entries) {
        if (!entry.ok() || !entry.puzzle->goal) continue;
        const Puzzle& puzzle = *entry.puzzle;
        EXPECT_EQ(puzzle.form, PuzzleForm::Goal) << puzzle.id;
        EXPECT_NE(puzzle.id.find("Lichess Practice: The Fork"), std::string::npos) << puzzle.id;
        EXPECT_EQ(goalText(*puzzle.goal), puzzle.goal->text);
        goalsRead.push_back(puzzle.goal->text);
        if (puzzle.goal->kind == GoalKind::Score) ++scores;
        if (puzzle.goal->kind == GoalKind::Equalize) ++equalize;
        if (!entry.warnings.empty()) ++cutLines;
    }
    EXPECT_EQ(goalsRead, terminations);
    EXPECT_EQ(equalize, 2u);
    EXPECT_EQ(scores, terminations.size() - 2);
    EXPECT_EQ(cutLines, 3u);
}

TEST(PuzzleReader, ReadsDrawAndPromotionGoals) {
    const std::string path = std::string(kPychessPuzzles)
        + "lichess_study_lichess-practice-opposition_by_arex_2017.01.22.pgn";
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in.good()) << path << " is missing: install the Debian package 'pychess'";
    int draws = 0;
    int promotions = 0;
    for (const PuzzleEntry& entry : readAllPuzzles(in, PuzzleFileFormat::Pgn)) {
        ASSERT_TRUE(entry.ok()) << entry.error;
        const PuzzleGoal& goal = *entry.puzzle->goal;
        if (goal.kind == GoalKind::Draw) {
            ++draws;
            EXPECT_EQ(goal.moves, 20);
        }
        if (goal.kind == GoalKind::Promotion) {
            ++promotions;
            EXPECT_EQ(goal.whiteCp, 100);
        }
    }
    EXPECT_EQ(draws, 2);
    EXPECT_EQ(promotions, 6);
}

TEST(PuzzleGoal, ReadsEveryFormLichessWrites) {
    struct Case {
        const char* text;
        GoalKind kind;
        int moves;
        int whiteCp;
    };
    const Case cases[] = {
        { "mate in 2", GoalKind::Mate, 2, 0 },
        { "+400cp in 3", GoalKind::Score, 3, 400 },
        { "-500cp in 3", GoalKind::Score, 3, -500 },
        { "+20cp in 3", GoalKind::Score, 3, 20 },
        { "draw in 20", GoalKind::Draw, 20, 0 },
        { "Draw in 10", GoalKind::Draw, 10, 0 },
        { "equalize in 2", GoalKind::Equalize, 2, 0 },
        { "promotion with +100cp", GoalKind::Promotion, 0, 100 },
        { " Mate in 7 ", GoalKind::Mate, 7, 0 },
    };
    for (const Case& c : cases) {
        const Result<PuzzleGoal> goal = parsePuzzleGoal(c.text);
        ASSERT_TRUE(goal.ok()) << c.text << ": " << goal.error().message;
        EXPECT_EQ(goal.value().kind, c.kind) << c.text;
        EXPECT_EQ(goal.value().moves, c.moves) << c.text;
        EXPECT_EQ(goal.value().whiteCp, c.whiteCp) << c.text;
    }
}

TEST(PuzzleGoal, ReportsAnUnknownGoalInsteadOfGuessing) {
    for (const char* text : { "mate in two", "mate in 0", "+400 in 3", "400cp in 3", "normal",
             "win", "promotion", "draw in", "+400cp in -3", "mate in +2" }) {
        const Result<PuzzleGoal> goal = parsePuzzleGoal(text);
        ASSERT_FALSE(goal.ok()) << text;
        EXPECT_NE(goal.error().message.find(text), std::string::npos) << goal.error().message;
    }
    // A game with such a goal and no moves is no puzzle; with moves, the moves solve it.
    std::istringstream pgn("[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n"
                           "[Termination \"mate in one\"]\n\n*\n\n"
                           "[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n"
                           "[Termination \"normal\"]\n\n1. Ra8# 1-0\n");
    const std::vector<PuzzleEntry> entries = readAllPuzzles(pgn, PuzzleFileFormat::Pgn);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_FALSE(entries[0].ok());
    EXPECT_NE(entries[0].error.find("unknown goal 'mate in one'"), std::string::npos);
    ASSERT_TRUE(entries[1].ok());
    EXPECT_EQ(entries[1].puzzle->form, PuzzleForm::SolutionLine);
    ASSERT_EQ(entries[1].warnings.size(), 1u);
    EXPECT_NE(entries[1].warnings[0].find("'normal'"), std::string::npos);
}

TEST(PuzzleReader, ReadsRatingThemesAndIdTags) {
    std::istringstream pgn("[PuzzleId \"00sHx\"]\n[PuzzleRating \"1760\"]\n"
                           "[PuzzleThemes \"mate mateIn1, short\"]\n"
                           "[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n\n"
                           "[Event \"Back rank\"]\n[Rating \"1200\"]\n"
                           "[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n");
    const std::vector<PuzzleEntry> entries = readAllPuzzles(pgn, PuzzleFileFormat::Pgn);
    ASSERT_EQ(entries.size(), 2u);
    ASSERT_TRUE(entries[0].ok() && entries[1].ok());
    const Puzzle& first = *entries[0].puzzle;
    EXPECT_EQ(first.id, "00sHx");
    EXPECT_EQ(first.rating, 1760);
    EXPECT_EQ(first.themes, (std::vector<std::string> { "mate", "mateIn1", "short" }));
    EXPECT_EQ(entries[1].puzzle->id, "Back rank");
    EXPECT_EQ(entries[1].puzzle->name, "Back rank");
    EXPECT_EQ(entries[1].puzzle->rating, 1200);
}

TEST(PuzzleReader, ReadsEpdWithBestAndAvoidedMoves) {
    std::istringstream epd(
        "# written for this test\n"
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"back rank\";\n"
        "\n"
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am Nxe5;"
        " id \"two bm\";\n"
        "4k3/8/8/8/8/8/3q4/4K3 w - - am Kf1; c0 \"take the queen\";\n"
        "4k3/8/8/8/8/8/8/4K3 w - - bm Qh5;\n"
        "4k3/8/8/8/8/8/8/4K3 w - - id \"nothing to find\";\n");
    const std::vector<PuzzleEntry> entries = readAllPuzzles(epd, PuzzleFileFormat::Epd);
    ASSERT_EQ(entries.size(), 5u);
    ASSERT_TRUE(entries[0].ok()) << entries[0].error;
    EXPECT_EQ(entries[0].line, 2);
    EXPECT_EQ(entries[0].puzzle->id, "back rank");
    EXPECT_EQ(entries[0].puzzle->form, PuzzleForm::BestMoves);
    ASSERT_EQ(entries[0].puzzle->bestMoves.size(), 1u);
    EXPECT_EQ(toUci(entries[0].puzzle->bestMoves[0]), "a1a8");

    ASSERT_TRUE(entries[1].ok()) << entries[1].error;
    EXPECT_EQ(entries[1].line, 4);
    const Puzzle& twoBest = *entries[1].puzzle;
    ASSERT_EQ(twoBest.bestMoves.size(), 2u);
    EXPECT_EQ(toSan(twoBest.start, twoBest.bestMoves[0]), "Bb5");
    EXPECT_EQ(toSan(twoBest.start, twoBest.bestMoves[1]), "Bc4");
    ASSERT_EQ(twoBest.avoidMoves.size(), 1u);
    EXPECT_EQ(toSan(twoBest.start, twoBest.avoidMoves[0]), "Nxe5");

    ASSERT_TRUE(entries[2].ok()) << entries[2].error;
    EXPECT_TRUE(entries[2].puzzle->bestMoves.empty());
    EXPECT_EQ(entries[2].puzzle->avoidMoves.size(), 1u);
    EXPECT_EQ(entries[2].puzzle->id, "take the queen");

    // No queen to move, and no task: counted as unreadable, with the reason.
    EXPECT_FALSE(entries[3].ok());
    EXPECT_NE(entries[3].error.find("Qh5"), std::string::npos) << entries[3].error;
    EXPECT_EQ(entries[3].line, 6);
    EXPECT_FALSE(entries[4].ok());
    EXPECT_NE(entries[4].error.find("no bm or am"), std::string::npos) << entries[4].error;
}

TEST(PuzzleReader, KnowsTheFormatByNameOrContent) {
    EXPECT_EQ(puzzleFormatFromName("suite.EPD"), PuzzleFileFormat::Epd);
    EXPECT_EQ(puzzleFormatFromName("/tmp/mate_in_2.pgn"), PuzzleFileFormat::Pgn);
    EXPECT_EQ(puzzleFormatFromName("puzzles.txt"), std::nullopt);
    std::istringstream epd("\n# comment\n8/8/8/4k3/8/8/4P3/4K3 w - - bm e4;\n");
    EXPECT_EQ(sniffPuzzleFormat(epd), PuzzleFileFormat::Epd);
    EXPECT_EQ(readAllPuzzles(epd, PuzzleFileFormat::Epd).size(), 1u) << "the stream was rewound";
    std::istringstream pgn("[Event \"x\"]\n\n1. e4 *\n");
    EXPECT_EQ(sniffPuzzleFormat(pgn), PuzzleFileFormat::Pgn);
}

} // namespace
} // namespace rochade::puzzles
