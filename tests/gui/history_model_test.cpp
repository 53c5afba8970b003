// SPDX-License-Identifier: GPL-3.0-or-later
// The history table over real games: pieces, captures (en passant too), castling,
// promotion, check and mate, times, and live updates checked by QAbstractItemModelTester.
#include "panels/history_model.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

#include <sstream>

using namespace rochade;
using rochade::gui::HistoryModel;

namespace {

Game played(const std::string& moves) {
    Game game;
    std::istringstream in(moves);
    std::string san;
    while (in >> san) {
        const Result<Move> m = parseSan(game.position(), san);
        EXPECT_TRUE(m.ok()) << san;
        if (!m.ok()) break;
        EXPECT_TRUE(game.playMove(m.value()).ok()) << san;
    }
    return game;
}

QString cell(const HistoryModel& m, int row, int column) {
    return m.data(m.index(row, column)).toString();
}

std::optional<qint64> noTimes(int) {
    return std::nullopt;
}

} // namespace

TEST(HistoryModel, ShowsPieceSquaresAndCaptures) {
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    // 3.fxg6 takes en passant; 5.hxg8=Q takes the rook and promotes.
    model.setGame(played("e4 f5 exf5 g5 fxg6 Nf6 gxh7 Rg8 hxg8=Q"), noTimes);
    ASSERT_EQ(model.rowCount(), 9);
    EXPECT_EQ(model.columnCount(), HistoryModel::ColumnCount);
    EXPECT_EQ(cell(model, 0, HistoryModel::NumberColumn), "1");
    EXPECT_EQ(cell(model, 0, HistoryModel::SideColumn), "White");
    EXPECT_EQ(cell(model, 0, HistoryModel::PieceColumn), "Pawn");
    EXPECT_EQ(cell(model, 0, HistoryModel::FromColumn), "e2");
    EXPECT_EQ(cell(model, 0, HistoryModel::ToColumn), "e4");
    EXPECT_EQ(cell(model, 0, HistoryModel::CapturedColumn), "");
    EXPECT_EQ(cell(model, 1, HistoryModel::SideColumn), "Black");
    EXPECT_EQ(cell(model, 2, HistoryModel::CapturedColumn), "Pawn");
    EXPECT_EQ(cell(model, 4, HistoryModel::ToColumn), "g6");
    EXPECT_EQ(cell(model, 4, HistoryModel::CapturedColumn), "Pawn (en passant)");
    EXPECT_EQ(cell(model, 5, HistoryModel::PieceColumn), "Knight");
    EXPECT_EQ(cell(model, 7, HistoryModel::PieceColumn), "Rook");
    EXPECT_EQ(cell(model, 8, HistoryModel::NumberColumn), "5");
    EXPECT_EQ(cell(model, 8, HistoryModel::PieceColumn), "Pawn → Queen");
    EXPECT_EQ(cell(model, 8, HistoryModel::CapturedColumn), "Rook");
    EXPECT_EQ(model.data(model.index(8, 0), HistoryModel::PlyRole).toInt(), 9);
    EXPECT_EQ(model.headerData(HistoryModel::TimeColumn, Qt::Horizontal).toString(), "Time");
}

TEST(HistoryModel, NamesCheckMateAndCastling) {
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setGame(played("Nf3 f5 g3 e5 Bg2 Qe7 O-O Qb4 Nxe5 Qe4 Bxe4"), noTimes);
    EXPECT_EQ(cell(model, 6, HistoryModel::PieceColumn), "King (castles short)");
    EXPECT_EQ(cell(model, 6, HistoryModel::FromColumn), "e1");
    EXPECT_EQ(cell(model, 6, HistoryModel::ToColumn), "g1");
    EXPECT_EQ(cell(model, 8, HistoryModel::CapturedColumn), "Pawn");
    EXPECT_EQ(cell(model, 10, HistoryModel::CapturedColumn), "Queen");
    EXPECT_EQ(cell(model, 10, HistoryModel::StateColumn), "");

    model.setGame(played("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"), noTimes);
    ASSERT_EQ(model.rowCount(), 7);
    EXPECT_EQ(cell(model, 6, HistoryModel::StateColumn), "checkmate");
    EXPECT_EQ(cell(model, 6, HistoryModel::CapturedColumn), "Pawn");
    EXPECT_EQ(cell(model, 5, HistoryModel::StateColumn), "");

    model.setGame(played("e4 f6 d4 g5 Qh5#"), noTimes);
    EXPECT_EQ(cell(model, 4, HistoryModel::StateColumn), "checkmate");
    model.setGame(played("e4 f5 Qh5+ g6"), noTimes);
    EXPECT_EQ(cell(model, 2, HistoryModel::StateColumn), "check");
    EXPECT_EQ(cell(model, 3, HistoryModel::StateColumn), "");
}

TEST(HistoryModel, NamesTheDrawAMoveCaused) {
    Game game(parseFen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1").value());
    ASSERT_TRUE(game.playMove(parseSan(game.position(), "Qf7").value()).ok());
    HistoryModel model;
    model.setGame(game, noTimes);
    EXPECT_EQ(cell(model, 0, HistoryModel::StateColumn), "stalemate");
}

TEST(HistoryModel, FollowsMovesUndoAndTimes) {
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    Game game = played("d4 d5 c4");
    const auto times = [](int ply) -> std::optional<qint64> {
        if (ply == 2) return std::nullopt;
        return ply * 1500;
    };
    model.setGame(game, times);
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(cell(model, 0, HistoryModel::TimeColumn), "1.5 s");
    EXPECT_EQ(cell(model, 1, HistoryModel::TimeColumn), "");
    EXPECT_EQ(cell(model, 2, HistoryModel::TimeColumn), "4.5 s");
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.undo());
    model.setGame(game, times);
    EXPECT_EQ(model.rowCount(), 1);
    ASSERT_TRUE(game.playMove(parseSan(game.position(), "Nf6").value()).ok());
    model.setGame(game, times);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(cell(model, 1, HistoryModel::PieceColumn), "Knight");
    model.setGame(Game(), times);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(HistoryModel, WritesTimesReadably) {
    EXPECT_EQ(HistoryModel::timeText(0), "0.0 s");
    EXPECT_EQ(HistoryModel::timeText(12345), "12.3 s");
    EXPECT_EQ(HistoryModel::timeText(65000), "1:05");
    EXPECT_EQ(HistoryModel::timeText(3723000), "1:02:03");
}
