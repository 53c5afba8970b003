// SPDX-License-Identifier: GPL-3.0-or-later
// The board's plain-words reasons for refused moves and names of special moves.
#include "board/move_explainer.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <gtest/gtest.h>

namespace rochade::gui {
namespace {

using namespace test;

std::string why(const Position& pos, const char* from, const char* to) {
    return explainRejectedMove(pos, MoveGenerator::legalMoves(pos), at(from), at(to)).toStdString();
}

TEST(MoveExplainer, NamesTheSpecialMoves) {
    const Position castling = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(
        specialMoveName(parseUciMove(castling, "e1g1").value()).toStdString(), "Castle kingside");
    EXPECT_EQ(
        specialMoveName(parseUciMove(castling, "e1c1").value()).toStdString(), "Castle queenside");
    const Position ep = fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    EXPECT_EQ(specialMoveName(parseUciMove(ep, "e5d6").value()).toStdString(), "En passant");
    const Position promo = fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(specialMoveName(parseUciMove(promo, "a7a8q").value()).toStdString(), "Promote");
    EXPECT_TRUE(specialMoveName(parseUciMove(promo, "e1e2").value()).isEmpty());
}

TEST(MoveExplainer, KingOntoItsOwnRookMeansCastling) {
    const Position pos = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const MoveList legal = MoveGenerator::legalMoves(pos);
    const MoveList kingside = movesBetween(pos, legal, at("e1"), at("h1"));
    ASSERT_EQ(kingside.size(), 1u);
    EXPECT_EQ(toUci(kingside[0]), "e1g1");
    const MoveList queenside = movesBetween(pos, legal, at("e1"), at("a1"));
    ASSERT_EQ(queenside.size(), 1u);
    EXPECT_EQ(toUci(queenside[0]), "e1c1");
    // A rook is never dropped onto its king to castle.
    EXPECT_TRUE(movesBetween(pos, legal, at("h1"), at("e1")).empty());
}

TEST(MoveExplainer, AllFourPromotionsShareOneTarget) {
    const Position pos = fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(movesBetween(pos, MoveGenerator::legalMoves(pos), at("a7"), at("a8")).size(), 4u);
}

TEST(MoveExplainer, SaysWhichPieceBlocksASlider) {
    const Position start = Position::startPosition();
    EXPECT_EQ(why(start, "a1", "a4"),
        "The rook on a1 cannot move to a4: the way is blocked by "
        "the pawn on a2");
    EXPECT_EQ(why(start, "c1", "e3"),
        "The bishop on c1 cannot move to e3: the way is blocked "
        "by the pawn on d2");
}

TEST(MoveExplainer, ExplainsHowEachPieceMoves) {
    const Position pos = fromFen("4k3/8/8/8/8/2B5/3P4/R3K3 w - - 0 1");
    EXPECT_NE(why(pos, "c3", "c5").find("a bishop moves only diagonally"), std::string::npos);
    EXPECT_NE(
        why(pos, "a1", "b2").find("a rook moves only along ranks and files"), std::string::npos);
    EXPECT_NE(why(pos, "e1", "e3").find("a king moves one square"), std::string::npos);
    EXPECT_NE(why(pos, "d2", "d5").find("a pawn moves one square forward"), std::string::npos);
    EXPECT_NE(
        why(pos, "d2", "e3").find("a pawn moves diagonally only to capture"), std::string::npos);
    EXPECT_NE(why(pos, "d2", "d1").find("a pawn moves only forward"), std::string::npos);
}

TEST(MoveExplainer, PawnDoubleStepOnlyFromTheStartingSquare) {
    const Position pos = fromFen("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1");
    EXPECT_NE(
        why(pos, "d3", "d5").find("two squares only from its starting square"), std::string::npos);
}

TEST(MoveExplainer, RefusesCapturingOwnPieces) {
    EXPECT_EQ(why(Position::startPosition(), "d1", "d2"),
        "The queen on d1 cannot move to d2: it is occupied by your own pawn");
}

TEST(MoveExplainer, KingIntoAnAttackedSquare) {
    const Position pos = fromFen("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1");
    EXPECT_EQ(why(pos, "e1", "e2"),
        "The king on e1 cannot move to e2: your king would be in "
        "check there");
}

TEST(MoveExplainer, CastlingReasons) {
    const Position noRights = fromFen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_NE(why(noRights, "e1", "g1").find("no longer castle kingside"), std::string::npos);
    EXPECT_NE(why(noRights, "e1", "a1").find("no longer castle queenside"), std::string::npos);
    const Position blocked = fromFen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    EXPECT_NE(why(blocked, "e1", "c1").find("squares between king and rook must be empty"),
        std::string::npos);
    const Position inCheck = fromFen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    EXPECT_EQ(why(inCheck, "e1", "g1"), "You cannot castle out of check");
    const Position into = fromFen("4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1");
    EXPECT_NE(why(into, "e1", "c1").find("would be in check"), std::string::npos);
}

TEST(MoveExplainer, NotYourPieceAndEmptySquare) {
    const Position start = Position::startPosition();
    EXPECT_EQ(why(start, "e7", "e5"), "Not your piece: it is White's turn");
    EXPECT_EQ(why(start, "e4", "e5"), "That square is empty");
    EXPECT_TRUE(why(start, "e2", "e4").empty()) << "a legal move has no reason to refuse it";
}

TEST(MoveExplainer, LegalMoveNotOfferedSaysNothingCanBePlayed) {
    const Position start = Position::startPosition();
    EXPECT_NE(explainRejectedMove(start, MoveList(), at("e2"), at("e4"))
                  .toStdString()
                  .find("no move can be played now"),
        std::string::npos);
}

} // namespace
} // namespace rochade::gui
