// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the grouped legal moves model.
#include "panels/legal_moves_model.h"
#include "rochade/core/fen.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::LegalMovesModel;

namespace {

QStringList childTexts(const LegalMovesModel& model, int group) {
    QStringList texts;
    const QModelIndex parent = model.index(group, 0);
    for (int i = 0; i < model.rowCount(parent); ++i)
        texts << model.data(model.index(i, 0, parent)).toString();
    return texts;
}

PieceType groupType(const LegalMovesModel& model, int group) {
    return static_cast<PieceType>(
        model.data(model.index(group, 0), LegalMovesModel::PieceTypeRole).toInt());
}

} // namespace

TEST(LegalMovesModel, StartPositionHasKnightAndPawnGroups) {
    LegalMovesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setPosition(Position::startPosition());
    EXPECT_EQ(model.moveCount(), 20);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(groupType(model, 0), PieceType::Knight);
    EXPECT_EQ(groupType(model, 1), PieceType::Pawn);
    EXPECT_EQ(childTexts(model, 0), QStringList({ "Na3", "Nc3", "Nf3", "Nh3" }));
    EXPECT_EQ(childTexts(model, 1).size(), 16);
    EXPECT_TRUE(model.data(model.index(0, 0)).toString().contains("4"));
}

TEST(LegalMovesModel, GroupsKingRookAndPawnWithCastling) {
    // King e1 with the h1 rook and a pawn on e2; the black king far away on e8.
    const auto pos = parseFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
    ASSERT_TRUE(pos.ok());
    LegalMovesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setPosition(pos.value());
    EXPECT_EQ(model.moveCount(), 16);
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(groupType(model, 0), PieceType::King);
    EXPECT_EQ(groupType(model, 1), PieceType::Rook);
    EXPECT_EQ(groupType(model, 2), PieceType::Pawn);
    const QStringList king = childTexts(model, 0);
    EXPECT_EQ(king.size(), 5);
    EXPECT_TRUE(king.contains("O-O"));
    EXPECT_EQ(childTexts(model, 1).size(), 9);
    EXPECT_TRUE(childTexts(model, 1).contains("Rh8+"));
    EXPECT_EQ(childTexts(model, 2), QStringList({ "e3", "e4" }));
}

TEST(LegalMovesModel, PromotionsAreListedQueenFirst) {
    // The b7 pawn can promote on b8 or by taking on a8; the kings are out of the way.
    const auto pos = parseFen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    ASSERT_TRUE(pos.ok());
    LegalMovesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setPosition(pos.value());
    ASSERT_EQ(model.rowCount(), 2);
    ASSERT_EQ(groupType(model, 1), PieceType::Pawn);
    EXPECT_EQ(childTexts(model, 1),
        QStringList(
            { "b8=Q+", "b8=R+", "b8=B", "b8=N", "bxa8=Q+", "bxa8=R+", "bxa8=B", "bxa8=N" }));
}

TEST(LegalMovesModel, MoveRowsCarryTheirMoveAndSelectByFromSquare) {
    LegalMovesModel model;
    model.setPosition(Position::startPosition());
    const QModelIndexList fromG1 = model.indexesFrom(sq::G1);
    ASSERT_EQ(fromG1.size(), 2);
    for (const QModelIndex& i : fromG1) {
        const Move m = model.moveAt(i);
        EXPECT_EQ(m.from(), sq::G1);
        EXPECT_EQ(Move::fromRaw(model.data(i, LegalMovesModel::MoveRole).toUInt()), m);
    }
    EXPECT_TRUE(model.moveAt(model.index(0, 0)).isNull()); // a group row
}

TEST(LegalMovesModel, MatedSideHasNoGroups) {
    const auto pos = parseFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ASSERT_TRUE(pos.ok());
    LegalMovesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setPosition(pos.value());
    EXPECT_EQ(model.moveCount(), 0);
    EXPECT_EQ(model.rowCount(), 0);
}
