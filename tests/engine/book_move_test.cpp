// SPDX-License-Identifier: GPL-3.0-or-later
// The opening book's random choice: only book moves, main lines often, curiosities never.
#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/book_move.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace rochade::engine {
namespace {

TEST(BookMove, PicksInProportionToTheLinesAndLeavesOutCuriosities) {
    // 40 lines start 1. e4, 19 start 1. d4 and one 1. a3: a3 is under one in twenty.
    std::string table = "eco\tname\tpgn\n";
    for (int i = 0; i < 40; ++i)
        table += "C20\tKing's Pawn " + std::to_string(i) + "\t1. e4 e5\n";
    for (int i = 0; i < 19; ++i)
        table += "D00\tQueen's Pawn " + std::to_string(i) + "\t1. d4 d5\n";
    table += "A00\tAnderssen's Opening\t1. a3\n";
    OpeningCatalogue book;
    book.addTable(table, "test.tsv");
    ASSERT_TRUE(book.errors().empty());

    std::mt19937 rng(7);
    std::map<std::string, int> picked;
    constexpr int kPicks = 5900;
    for (int i = 0; i < kPicks; ++i) {
        const auto move = pickBookMove(book, Position::startPosition(), rng);
        ASSERT_TRUE(move.has_value());
        ++picked[toUci(*move)];
    }
    EXPECT_EQ(picked.count("a2a3"), 0U);
    EXPECT_EQ(picked.size(), 2U);
    // 40 of the 59 eligible lines play e4: 4,000 of 5,900 picks, give or take 3 sigma (~108).
    EXPECT_NEAR(picked["e2e4"], 4000, 120);
}

TEST(BookMove, NothingOffTheLinesAndTheSameChoiceForTheSameSeed) {
    const OpeningCatalogue& book = OpeningCatalogue::builtin();
    Position pos = Position::startPosition();
    UndoInfo undo;
    pos.makeMove(parseSan(pos, "h4").value(), undo);
    pos.makeMove(parseSan(pos, "h5").value(), undo);
    pos.makeMove(parseSan(pos, "Rh3").value(), undo);
    std::mt19937 rng;
    EXPECT_FALSE(pickBookMove(book, pos, rng).has_value());

    std::mt19937 a(42), b(42);
    for (int i = 0; i < 20; ++i) {
        const auto first = pickBookMove(book, Position::startPosition(), a);
        const auto second = pickBookMove(book, Position::startPosition(), b);
        ASSERT_TRUE(first && second);
        EXPECT_EQ(*first, *second);
    }
}

TEST(BookMove, AtALevelOnlyAsFarAsItsBookPliesAndNeverInChess960) {
    const OpeningCatalogue& book = OpeningCatalogue::builtin();
    std::mt19937 rng(3);
    // After 1.e4 e5 2.Nf3 Nc6 (ply 4) the lines go on: Easy knows four plies, level 9 twenty.
    const Position ply4
        = parseFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").value();
    ASSERT_FALSE(book.bookMoves(ply4).empty());
    ASSERT_EQ(levelSettings(Level::Easy).bookPlies, 4);
    EXPECT_FALSE(pickBookMoveAtLevel(book, ply4, Level::Easy, rng).has_value());
    EXPECT_TRUE(pickBookMoveAtLevel(book, ply4, Level::Nine, rng).has_value());
    // Level 1 still opens from the book: the first move is ply 0.
    EXPECT_TRUE(pickBookMoveAtLevel(book, Position::startPosition(), Level::One, rng).has_value());
    // Chess960's standard set-up is found in the lines by position, but castles differently.
    const Position chess960 = chess960StartPosition(518).value();
    ASSERT_FALSE(book.bookMoves(chess960).empty());
    EXPECT_FALSE(pickBookMoveAtLevel(book, chess960, Level::Full, rng).has_value());
}

} // namespace
} // namespace rochade::engine
