// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation: the direct legal generator against a second, independent method, and
// the rules that are easy to get wrong.
#include "random_games.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace rochade {
namespace {

Position generatorFromFen(std::string_view fen) {
    return parseFen(fen).value();
}

/// The slow, obvious way: every pseudo-legal move, played, keeping those that leave our
/// king safe; castling additionally needs the king's start and crossing squares safe.
std::set<std::uint32_t> legalBySlowMethod(const Position& pos) {
    std::set<std::uint32_t> legal;
    const Color us = pos.sideToMove();
    for (const Move m : MoveGenerator::pseudoLegalMoves(pos, us)) {
        if (m.isCastling()) {
            const auto crossing = static_cast<Square>((m.from() + m.to()) / 2);
            if (pos.isInCheck() || pos.isAttacked(crossing, ~us)) continue;
        }
        Position after = pos;
        UndoInfo undo;
        after.makeMove(m, undo);
        if (!after.isAttacked(after.kingSquare(us), ~us)) legal.insert(m.raw());
    }
    return legal;
}

std::set<std::uint32_t> raw(const MoveList& list) {
    std::set<std::uint32_t> s;
    for (Move m : list)
        s.insert(m.raw());
    return s;
}

TEST(MoveGenerator, LegalMovesEqualFilteredPseudoLegalMovesInRandomGames) {
    int positions = 0;
    testing::forEachPlayoutPosition(11, 120, 150, [&positions](const Position& pos) {
        const MoveList legal = MoveGenerator::legalMoves(pos);
        ASSERT_EQ(raw(legal).size(), legal.size()) << "no duplicates: " << toFen(pos);
        ASSERT_EQ(raw(legal), legalBySlowMethod(pos)) << toFen(pos);
        ++positions;
    });
    EXPECT_GT(positions, 5000);
}

TEST(MoveGenerator, NoisyMovesAreExactlyTheLegalCapturesAndPromotions) {
    testing::forEachPlayoutPosition(5, 60, 150, [](const Position& pos) {
        std::set<std::uint32_t> expected;
        for (Move m : MoveGenerator::legalMoves(pos))
            if (m.isCapture() || m.isPromotion()) expected.insert(m.raw());
        ASSERT_EQ(raw(MoveGenerator::legalNoisyMoves(pos)), expected) << toFen(pos);
    });
}

struct CountCase {
    const char* fen;
    std::size_t moves;
    const char* why;
};

TEST(MoveGenerator, KnownMoveCounts) {
    const CountCase cases[] = {
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, "initial position" },
        { "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1", 218, "the most moves known" },
        { "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", 2, "only Kxd2 and Kf1 escape" },
        { "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1", 2, "double check: only king moves (e2, f2)" },
        { "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", 4, "en passant would expose the king on the rank" },
        { "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", 3, "no castling out of check" },
        { "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", 24, "no castling without the rights" },
        { "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", 16,
            "queenside castling is legal though b1 is attacked" },
        { "2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1", 15, "but not through an attacked c1" },
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(std::string(c.why) + ": " + c.fen);
        EXPECT_EQ(MoveGenerator::legalMoves(generatorFromFen(c.fen)).size(), c.moves);
    }
}

TEST(MoveGenerator, PinnedPiecesStayOnTheirLine) {
    // The bishop on d2 is pinned by the queen on a5: it may only move along a5-e1.
    const Position pos = generatorFromFen("4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1");
    for (Move m : MoveGenerator::legalMoves(pos)) {
        if (m.from() != *parseSquare("d2")) continue;
        EXPECT_TRUE(m.to() == *parseSquare("c3") || m.to() == *parseSquare("b4")
            || m.to() == *parseSquare("a5"))
            << toUci(m);
    }
    const auto capture = parseUciMove(pos, "d2a5");
    ASSERT_TRUE(capture.ok());
    EXPECT_TRUE(MoveGenerator::isLegal(pos, capture.value()));
    // A pinned knight cannot move at all.
    const Position knight = generatorFromFen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    for (Move m : MoveGenerator::legalMoves(knight))
        EXPECT_NE(m.from(), *parseSquare("e2")) << toUci(m);
}

TEST(MoveGenerator, PromotionsComeInFours) {
    const MoveList moves
        = MoveGenerator::legalMoves(generatorFromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
    std::set<PieceType> promotions;
    for (Move m : moves)
        if (m.isPromotion()) promotions.insert(m.promotion());
    EXPECT_EQ(promotions.size(), 4u);
    EXPECT_FALSE(promotions.contains(PieceType::King));
    EXPECT_FALSE(promotions.contains(PieceType::Pawn));
}

TEST(MoveGenerator, IsLegalRejectsMovesThatLeaveTheKingInCheck) {
    const Position pos = generatorFromFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    EXPECT_FALSE(MoveGenerator::isLegal(pos, Move(sq::E1, *parseSquare("d2"))));
    EXPECT_FALSE(MoveGenerator::isLegal(pos, Move(sq::E1, *parseSquare("f2"))));
    EXPECT_TRUE(MoveGenerator::isLegal(pos, Move(sq::E1, sq::F1)));
    EXPECT_TRUE(MoveGenerator::isLegal(pos, Move(sq::E1, *parseSquare("e2"), Move::Capture)));
    EXPECT_FALSE(MoveGenerator::isLegal(pos, Move(sq::E1, *parseSquare("e3"))));
    EXPECT_FALSE(MoveGenerator::isLegal(pos, Move()));
}

TEST(MoveGenerator, PseudoLegalMovesIgnoreCheckButNotGeometry) {
    // Black to move, White's pseudo-legal moves are still generated for the space term.
    const Position pos = generatorFromFen("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    const MoveList white = MoveGenerator::pseudoLegalMoves(pos, Color::White);
    EXPECT_EQ(white.size(), 5u + 9u + 1u) << "king 5, rook 9 (h2-h8 and f1, g1), castling 1";
    EXPECT_TRUE(white.contains(Move(sq::E1, sq::G1, Move::Castling)));
}

} // namespace
} // namespace rochade
