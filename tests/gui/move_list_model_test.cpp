// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the numbered move list model.
#include "panels/move_list_model.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using rochade::Color;
using rochade::gui::MoveListModel;

namespace {

QString cell(const MoveListModel& m, int row, int column) {
    return m.data(m.index(row, column)).toString();
}

} // namespace

TEST(MoveListModel, ShowsNumberedPairsFromWhite) {
    MoveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMoves({ "e4", "e5", "Nf3" });
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.columnCount(), 2);
    EXPECT_EQ(cell(model, 0, 0), "e4");
    EXPECT_EQ(cell(model, 0, 1), "e5");
    EXPECT_EQ(cell(model, 1, 0), "Nf3");
    EXPECT_TRUE(cell(model, 1, 1).isEmpty());
    EXPECT_EQ(model.headerData(0, Qt::Vertical).toString(), "1.");
    EXPECT_EQ(model.headerData(1, Qt::Vertical).toString(), "2.");
}

TEST(MoveListModel, GameStartingWithBlackLeavesTheFirstWhiteCellOpen) {
    MoveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMoves({ "e5", "Nf3" }, Color::Black, 7);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(cell(model, 0, 0), "…");
    EXPECT_EQ(cell(model, 0, 1), "e5");
    EXPECT_EQ(cell(model, 1, 0), "Nf3");
    EXPECT_EQ(model.headerData(0, Qt::Vertical).toString(), "7.");
    EXPECT_EQ(model.plyAt(model.index(0, 0)), 0);
    EXPECT_EQ(model.plyAt(model.index(0, 1)), 1);
    EXPECT_EQ(model.indexForPly(2), model.index(1, 0));
}

TEST(MoveListModel, AppendingAndTakingBackKeepsTheModelConsistent) {
    MoveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QStringList moves;
    for (const char* m : { "d4", "d5", "c4", "e6", "Nc3" }) {
        moves << m;
        model.setMoves(moves);
        EXPECT_EQ(model.rowCount(), (moves.size() + 1) / 2);
        EXPECT_EQ(model.data(model.indexForPly(int(moves.size()))).toString(), moves.last());
    }
    moves.removeLast();
    moves.removeLast();
    model.setMoves(moves);
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(cell(model, 1, 0), "c4");
}

TEST(MoveListModel, CurrentMoveIsBoldAndMapsToItsPly) {
    MoveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMoves({ "e4", "c5", "Nf3", "d6" });
    model.setCurrentPly(3);
    const QModelIndex current = model.indexForPly(3);
    EXPECT_EQ(current, model.index(1, 0));
    EXPECT_TRUE(model.data(current, Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(model.data(model.index(0, 0), Qt::FontRole).value<QFont>().bold());
    EXPECT_EQ(model.data(current, MoveListModel::PlyRole).toInt(), 3);
    model.setCurrentPly(0);
    EXPECT_FALSE(model.data(current, Qt::FontRole).value<QFont>().bold());
}
