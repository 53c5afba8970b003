// SPDX-License-Identifier: GPL-3.0-or-later
// The reference evaluation, term by term on constructed positions, for both colours.
#include "engine_test_helpers.h"

#include "rochade/engine/evaluation.h"

#include <gtest/gtest.h>

#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

/// One positional rule checked on a position and on its colour mirror (negated).
struct PositionalCase {
    std::string_view fen;
    int PositionalTerms::*field;
    int expected;
};

void expectPositional(const PositionalCase& c) {
    const Position pos = fromFen(c.fen);
    EXPECT_EQ(positionalTerms(pos).*(c.field), c.expected) << c.fen;
    EXPECT_EQ(positionalTerms(mirrored(pos)).*(c.field), -c.expected) << "mirrored " << c.fen;
}

TEST(Evaluation, StartPositionIsBalanced) {
    const EvaluationTerms t = evaluateTerms(Position::startPosition());
    EXPECT_EQ(t.material, 0);
    EXPECT_EQ(t.positional, 0);
    EXPECT_EQ(t.space, 0);
}

TEST(Evaluation, MaterialUsesTheThesisValues) {
    EXPECT_EQ(materialTerm(fromFen("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1")), 100);
    EXPECT_EQ(materialTerm(fromFen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1")), 275);
    EXPECT_EQ(materialTerm(fromFen("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1")), 325);
    EXPECT_EQ(materialTerm(fromFen("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1")), 465);
    EXPECT_EQ(materialTerm(fromFen("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1")), 900);
    // Black pieces subtract.
    EXPECT_EQ(materialTerm(fromFen("4k3/8/2q5/8/8/8/8/4K3 w - - 0 1")), -900);
    EXPECT_EQ(materialTerm(fromFen("4k3/2rn4/8/8/8/8/2P5/4K3 w - - 0 1")), 100 - 465 - 275);
}

TEST(Evaluation, PawnAdvanceGivesFifteenPerRank) {
    expectPositional({ "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &PositionalTerms::pawnAdvance, 0 });
    expectPositional({ "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", &PositionalTerms::pawnAdvance, 30 });
    expectPositional({ "4k3/4P3/8/8/8/8/8/3K4 w - - 0 1", &PositionalTerms::pawnAdvance, 75 });
    // A black pawn on e5 has come two ranks from e7.
    expectPositional({ "4k3/8/8/4p3/8/8/8/4K3 b - - 0 1", &PositionalTerms::pawnAdvance, -30 });
}

TEST(Evaluation, PassedPawnHasNoEnemyPawnOnItsOrAdjacentFiles) {
    expectPositional({ "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", &PositionalTerms::passedPawns, 20 });
    // White e4 against black d7: neither is passed.
    expectPositional({ "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", &PositionalTerms::passedPawns, 0 });
    // The thesis looks at the whole file, behind the pawn too: e5 is not passed by d3.
    expectPositional({ "4k3/8/8/4P3/8/3p4/8/4K3 w - - 0 1", &PositionalTerms::passedPawns, 0 });
    // a2 passed for White, h7 passed for Black: they cancel.
    expectPositional({ "4k3/7p/8/8/8/8/P7/4K3 w - - 0 1", &PositionalTerms::passedPawns, 0 });
    expectPositional({ "4k3/7p/8/8/8/8/P6P/4K3 w - - 0 1", &PositionalTerms::passedPawns, 20 });
}

TEST(Evaluation, DoubledPawnCostsTwentyWhenDirectlyBehindAnOwnPawn) {
    expectPositional({ "4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1", &PositionalTerms::doubledPawns, -20 });
    // Not directly behind: no penalty, as the thesis's code only looks one square ahead.
    expectPositional({ "4k3/8/8/8/4P3/8/4P3/4K3 w - - 0 1", &PositionalTerms::doubledPawns, 0 });
    expectPositional(
        { "4k3/8/8/8/4P3/4P3/4P3/4K3 w - - 0 1", &PositionalTerms::doubledPawns, -40 });
}

TEST(Evaluation, EdgePawnCostsTen) {
    expectPositional({ "4k3/8/8/8/8/7P/P7/4K3 w - - 0 1", &PositionalTerms::edgePawns, -20 });
    expectPositional({ "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", &PositionalTerms::edgePawns, 0 });
}

TEST(Evaluation, PawnChainGivesFivePerOwnPawnDiagonallyInFront) {
    expectPositional({ "4k3/8/8/8/8/4P3/3P4/4K3 w - - 0 1", &PositionalTerms::pawnChains, 5 });
    expectPositional({ "4k3/8/8/8/8/2P1P3/3P4/4K3 w - - 0 1", &PositionalTerms::pawnChains, 10 });
    // Diagonally behind does not count for the rear pawn's neighbour twice.
    expectPositional({ "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1", &PositionalTerms::pawnChains, 0 });
}

TEST(Evaluation, KnightOnEdgeCostsTwentyAndInCornerForty) {
    expectPositional({ "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", &PositionalTerms::knightsOnEdge, 0 });
    expectPositional({ "4k3/8/8/7N/8/8/8/4K3 w - - 0 1", &PositionalTerms::knightsOnEdge, -20 });
    expectPositional({ "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", &PositionalTerms::knightsOnEdge, -20 });
    expectPositional({ "4k3/8/8/8/8/8/8/N3K3 w - - 0 1", &PositionalTerms::knightsOnEdge, -40 });
}

TEST(Evaluation, BishopsSideBySideGiveTwentyPerPair) {
    expectPositional({ "4k3/8/8/8/3BB3/8/8/4K3 w - - 0 1", &PositionalTerms::bishopPairs, 20 });
    expectPositional({ "4k3/8/8/3B4/3B4/8/8/4K3 w - - 0 1", &PositionalTerms::bishopPairs, 20 });
    expectPositional({ "4k3/8/8/4B3/3B4/8/8/4K3 w - - 0 1", &PositionalTerms::bishopPairs, 0 });
    expectPositional({ "4k3/8/8/8/2B1B3/8/8/4K3 w - - 0 1", &PositionalTerms::bishopPairs, 0 });
}

TEST(Evaluation, RooksOnAClearLineGiveThirty) {
    expectPositional({ "4k3/8/8/8/8/8/K7/R6R w - - 0 1", &PositionalTerms::rookPairs, 30 });
    expectPositional({ "R7/8/8/8/8/8/7k/R3K3 w - - 0 1", &PositionalTerms::rookPairs, 30 });
    // The king between them blocks the line.
    expectPositional({ "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", &PositionalTerms::rookPairs, 0 });
}

TEST(Evaluation, QueenAndRookOnAClearLineGiveForty) {
    expectPositional({ "4k3/8/8/8/3R4/8/8/3QK3 w - - 0 1", &PositionalTerms::queenRookPairs, 40 });
    expectPositional({ "4k3/8/8/8/3R4/8/3P4/3QK3 w - - 0 1", &PositionalTerms::queenRookPairs, 0 });
    expectPositional({ "4k3/8/8/8/8/8/4K3/R2Q3R w - - 0 1", &PositionalTerms::queenRookPairs, 80 });
    expectPositional({ "4k3/8/8/8/8/8/4K3/R2Q3R w - - 0 1", &PositionalTerms::rookPairs, 0 });
}

TEST(Evaluation, QueenOffItsBackRankGetsTwenty) {
    expectPositional({ "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", &PositionalTerms::queensOffBackRank, 0 });
    expectPositional(
        { "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", &PositionalTerms::queensOffBackRank, 20 });
    expectPositional({ "3qk3/8/8/8/8/8/8/4K3 w - - 0 1", &PositionalTerms::queensOffBackRank, 0 });
    expectPositional(
        { "4k3/8/8/3q4/8/8/8/4K3 w - - 0 1", &PositionalTerms::queensOffBackRank, -20 });
}

TEST(Evaluation, QueenWithAnEmptyNeighbourGetsThirty) {
    expectPositional({ "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", &PositionalTerms::queenMobility, 30 });
    // Boxed in by its own pieces and the board's edge.
    expectPositional({ "4k3/8/8/8/8/8/PP6/QN2K3 w - - 0 1", &PositionalTerms::queenMobility, 0 });
}

TEST(Evaluation, KingWithAnEmptyNeighbourGetsFifty) {
    // Both kings free: they cancel.
    expectPositional({ "4k3/8/8/8/8/8/8/4K3 w - - 0 1", &PositionalTerms::kingMobility, 0 });
    // White's king is boxed in on h1, Black's is free.
    expectPositional({ "4k3/8/8/8/8/8/6PP/6RK w - - 0 1", &PositionalTerms::kingMobility, -50 });
}

TEST(Evaluation, SpaceCountsOccupiedSquaresAndMovesOntoEmptySquares) {
    // White king e4: its square (centre, x3) 2*3, five plain neighbours, three centre
    // neighbours 3*3 = 20; black king h8: 2 + three neighbours = 5. (20 - 5) * 5.
    EXPECT_EQ(spaceTerm(fromFen("7k/8/8/8/4K3/8/8/8 w - - 0 1")), 75);
    // Rook a1: 2 + seven up the file + b1, c1, d1; king e1: 2 + five; d1 counts twice.
    EXPECT_EQ(spaceTerm(fromFen("7k/8/8/8/8/8/8/R3K3 w - - 0 1")), (19 - 5) * 5);
    // Pawn e2: 2 + e3 + e4 (centre, x3); king h1: 2 + 3.
    EXPECT_EQ(spaceTerm(fromFen("7k/8/8/8/8/8/4P3/7K w - - 0 1")), (11 - 5) * 5);
    // A promotion square is one square, not four moves.
    EXPECT_EQ(spaceTerm(fromFen("7k/P7/8/8/8/8/8/K7 w - - 0 1")), (8 - 5) * 5);
}

TEST(Evaluation, SpaceIsTheSameForBothColours) {
    for (std::string_view fen : { "7k/8/8/8/4K3/8/8/8 w - - 0 1", "7k/8/8/8/8/8/8/R3K3 w - - 0 1",
             "7k/8/8/8/8/8/4P3/7K w - - 0 1" }) {
        const Position pos = fromFen(fen);
        EXPECT_EQ(spaceTerm(mirrored(pos)), -spaceTerm(pos)) << fen;
    }
}

TEST(Evaluation, SpaceIgnoresCastlingAndEnPassant) {
    // The thesis tests from-to pairs on the bare board: rights do not change the space.
    EXPECT_EQ(spaceTerm(fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")),
        spaceTerm(fromFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1")));
    EXPECT_EQ(spaceTermReference(fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")),
        spaceTermReference(fromFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1")));
    EXPECT_EQ(spaceTermReference(fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2")),
        spaceTermReference(fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2")));
}

TEST(Evaluation, FastSpaceEqualsTheMoveGeneratorReferenceOnThousandsOfPositions) {
    for (const Position& pos : test::randomPositions(11, 2000))
        ASSERT_EQ(spaceTerm(pos), spaceTermReference(pos)) << toFen(pos);
}

TEST(Evaluation, MirroredPositionScoresTheNegation) {
    for (const Position& pos : test::randomPositions(23, 500)) {
        const Position m = mirrored(pos);
        const EvaluationTerms a = evaluateTerms(pos);
        const EvaluationTerms b = evaluateTerms(m);
        ASSERT_EQ(b.material, -a.material) << toFen(pos);
        ASSERT_EQ(b.positional, -a.positional) << toFen(pos);
        ASSERT_EQ(b.space, -a.space) << toFen(pos);
        ASSERT_EQ(evaluate(m), -evaluate(pos)) << toFen(pos);
        // From the side to move's view the two are the same position.
        ASSERT_EQ(evaluateForSideToMove(m), evaluateForSideToMove(pos)) << toFen(pos);
    }
}

TEST(Evaluation, EveryPositionalRuleIsColourSymmetric) {
    for (const Position& pos : test::randomPositions(37, 300)) {
        const PositionalTerms a = positionalTerms(pos);
        const PositionalTerms b = positionalTerms(mirrored(pos));
        for (int PositionalTerms::*f :
            { &PositionalTerms::pawnAdvance, &PositionalTerms::passedPawns,
                &PositionalTerms::doubledPawns, &PositionalTerms::edgePawns,
                &PositionalTerms::pawnChains, &PositionalTerms::knightsOnEdge,
                &PositionalTerms::bishopPairs, &PositionalTerms::rookPairs,
                &PositionalTerms::queenRookPairs, &PositionalTerms::queensOffBackRank,
                &PositionalTerms::queenMobility, &PositionalTerms::kingMobility })
            ASSERT_EQ(b.*f, -(a.*f)) << toFen(pos);
    }
}

} // namespace
} // namespace rochade::engine
