// SPDX-License-Identifier: GPL-3.0-or-later
// Position: set-up, make/unmake exactness, hashing, attacks and the en-passant convention.
#include "random_games.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

namespace rochade {
namespace {

Position fromFen(std::string_view fen) {
    auto r = parseFen(fen);
    EXPECT_TRUE(r.ok()) << fen;
    return r.ok() ? r.value() : Position::startPosition();
}

Position after(std::string_view fen, std::initializer_list<std::string_view> sanMoves) {
    Position pos = fromFen(fen);
    for (auto san : sanMoves) {
        auto m = parseSan(pos, san);
        EXPECT_TRUE(m.ok()) << san;
        UndoInfo undo;
        pos.makeMove(m.value(), undo);
    }
    return pos;
}

TEST(Position, StartPositionHasThirtyTwoPiecesAndAllRights) {
    const Position p = Position::startPosition();
    EXPECT_EQ(p.pieceSquares(Color::White).size(), 16u);
    EXPECT_EQ(p.pieceSquares(Color::Black).size(), 16u);
    EXPECT_EQ(p.pieceCount(Color::White, PieceType::Pawn), 8);
    EXPECT_EQ(p.pieceCount(Color::Black, PieceType::Knight), 2);
    EXPECT_EQ(p.kingSquare(Color::White), sq::E1);
    EXPECT_EQ(p.kingSquare(Color::Black), sq::E8);
    EXPECT_EQ(p.castlingRights(), bit(CastlingRight::All));
    EXPECT_EQ(p.pieceAt(sq::D1), Piece::WhiteQueen);
    EXPECT_EQ(p.pieceAt(makeSquare(4, 6)), Piece::BlackPawn);
    EXPECT_TRUE(p.isConsistent());
    EXPECT_EQ(toFen(p), kStartFen);
}

TEST(Position, SentinelCellsSurroundTheBoard) {
    const Position p = Position::startPosition();
    for (int s = 0; s < kMailboxSize; ++s) {
        const auto sq = static_cast<Square>(s);
        if (!isOnBoard(sq)) {
            EXPECT_EQ(p.pieceAt(sq), Piece::Offboard) << s;
        }
    }
    EXPECT_EQ(makeSquare(0, 0), 21);
    EXPECT_EQ(makeSquare(7, 7), 98);
}

TEST(Position, MakeUnmakeRestoresEverythingOverThousandsOfMoves) {
    int checked = 0;
    testing::forEachPlayoutPosition(7, 60, 120, [&checked](const Position& pos) {
        Position work = pos;
        for (const Move m : MoveGenerator::legalMoves(pos)) {
            UndoInfo undo;
            work.makeMove(m, undo);
            ASSERT_TRUE(work.isConsistent()) << toFen(pos) << " " << toUci(m);
            ASSERT_EQ(work.hash(), work.computeHash());
            work.unmakeMove(m, undo);
            ASSERT_TRUE(work == pos) << toFen(pos) << " " << toUci(m);
            ASSERT_EQ(work.hash(), pos.hash());
            ++checked;
        }
    });
    EXPECT_GT(checked, 50000);
}

TEST(Position, NullMoveIsUndoneExactly) {
    Position p = after(kStartFen, { "e4", "c5", "e5", "d5" });
    ASSERT_NE(p.enPassantSquare(), kNoSquare);
    const Position before = p;
    UndoInfo undo;
    p.makeNullMove(undo);
    EXPECT_EQ(p.sideToMove(), Color::Black);
    EXPECT_EQ(p.enPassantSquare(), kNoSquare);
    EXPECT_EQ(p.hash(), p.computeHash());
    p.unmakeNullMove(undo);
    EXPECT_TRUE(p == before);
    EXPECT_EQ(p.hash(), before.hash());
}

TEST(Position, EnPassantSquareOnlyWhenACaptureIsPossible) {
    EXPECT_EQ(after(kStartFen, { "e4" }).enPassantSquare(), kNoSquare);
    const Position p = after(kStartFen, { "e4", "a6", "e5", "d5" });
    EXPECT_EQ(p.enPassantSquare(), *parseSquare("d6"));
    // The same placement without the right to capture is another position (FIDE rules).
    const Position without
        = fromFen("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    EXPECT_FALSE(p.samePositionAs(without));
    EXPECT_NE(p.hash(), without.hash());
    EXPECT_EQ(toFen(p), "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
}

TEST(Position, TransposedMoveOrdersGiveTheSameHash) {
    const Position a = after(kStartFen, { "Nf3", "Nf6", "Nc3", "Nc6" });
    const Position b = after(kStartFen, { "Nc3", "Nc6", "Nf3", "Nf6" });
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_TRUE(a.samePositionAs(b));
    const Position c = after(kStartFen, { "Nf3", "Nf6", "Ng1", "Ng8" });
    EXPECT_TRUE(c.samePositionAs(Position::startPosition()));
    EXPECT_FALSE(c == Position::startPosition()) << "the clocks differ";
}

TEST(Position, CastlingRightsFollowKingAndRookMoves) {
    EXPECT_EQ(after(kStartFen, { "e4", "e5", "Ke2" }).castlingRights(),
        bit(CastlingRight::BlackKingside) | bit(CastlingRight::BlackQueenside));
    EXPECT_EQ(after(kStartFen, { "h4", "a5", "Rh3" }).castlingRights(),
        bit(CastlingRight::All) & ~bit(CastlingRight::WhiteKingside));
    // Capturing a rook on its corner takes the victim's right away too.
    const Position p = after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", { "Rxa8+" });
    EXPECT_EQ(
        p.castlingRights(), bit(CastlingRight::WhiteKingside) | bit(CastlingRight::BlackKingside));
}

TEST(Position, CastlingMovesTheRookAndUnmakeMovesItBack) {
    Position p = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position before = p;
    UndoInfo undo;
    const Move castle(sq::E1, sq::C1, Move::Castling);
    p.makeMove(castle, undo);
    EXPECT_EQ(p.pieceAt(sq::C1), Piece::WhiteKing);
    EXPECT_EQ(p.pieceAt(sq::D1), Piece::WhiteRook);
    EXPECT_EQ(p.pieceAt(sq::A1), Piece::Empty);
    p.unmakeMove(castle, undo);
    EXPECT_TRUE(p == before);
}

TEST(Position, ClocksCountAsTheRulesSay) {
    const Position p = after(kStartFen, { "Nf3", "Nf6", "Ng1" });
    EXPECT_EQ(p.halfmoveClock(), 3);
    EXPECT_EQ(p.fullmoveNumber(), 2);
    EXPECT_EQ(after(kStartFen, { "Nf3", "Nf6", "Ng1", "e5" }).halfmoveClock(), 0);
    EXPECT_EQ(after(kStartFen, { "e4", "d5", "Nf3", "Nf6", "exd5" }).halfmoveClock(), 0);
}

TEST(Position, AttackQueries) {
    const Position p = Position::startPosition();
    EXPECT_TRUE(p.isAttacked(*parseSquare("e3"), Color::White));
    EXPECT_TRUE(p.isAttacked(*parseSquare("h3"), Color::White)) << "knight g1 and pawn g2";
    EXPECT_FALSE(p.isAttacked(*parseSquare("e4"), Color::White));
    EXPECT_TRUE(p.isAttacked(*parseSquare("f6"), Color::Black));
    EXPECT_FALSE(p.isAttacked(*parseSquare("e5"), Color::Black));
    const Position q = fromFen("4k3/8/8/8/8/8/8/R3K2r w - - 0 1");
    EXPECT_TRUE(q.isInCheck());
    EXPECT_FALSE(q.isAttacked(sq::A1, Color::Black)) << "the rook's ray stops at the first piece";
    EXPECT_TRUE(q.isAttacked(*parseSquare("a8"), Color::White));
}

TEST(Position, PutPieceRefusesWhatCannotStand) {
    Position p;
    EXPECT_TRUE(p.putPiece(sq::E1, Piece::WhiteKing));
    EXPECT_FALSE(p.putPiece(sq::E1, Piece::WhiteQueen)) << "occupied";
    EXPECT_FALSE(p.putPiece(kNoSquare, Piece::WhiteQueen)) << "a sentinel cell";
    EXPECT_FALSE(p.putPiece(sq::D1, Piece::Empty));
    for (int i = 0; i < 15; ++i)
        EXPECT_TRUE(p.putPiece(fromIndex64(8 + i), Piece::WhiteKnight));
    EXPECT_FALSE(p.putPiece(fromIndex64(40), Piece::WhiteKnight)) << "a seventeenth piece";
    EXPECT_TRUE(p.isConsistent());
    p.removePiece(fromIndex64(9));
    p.removePiece(sq::E1);
    EXPECT_EQ(p.kingSquare(Color::White), kNoSquare);
    EXPECT_FALSE(p.isInCheck());
    EXPECT_TRUE(p.isConsistent());
}

} // namespace
} // namespace rochade
