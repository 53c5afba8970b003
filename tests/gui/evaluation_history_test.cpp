// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the evaluation history, score labels, material counting and the bar's states.
#include "game/game_controller.h"
#include "insight/evaluation_bar.h"
#include "insight/evaluation_history.h"
#include "insight/statistics_dialog.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/engine/evaluation.h"

#include "gui_fixture.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QTest>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

namespace {

void playHistorySan(Game& game, const char* san) {
    const auto m = parseSan(game.position(), san);
    ASSERT_TRUE(m.ok()) << san;
    ASSERT_TRUE(game.playMove(m.value()).ok()) << san;
}

/// Records a made-up score for every position of the game so far, ply p scoring p.
void recordAll(EvaluationHistory& history, const Game& game) {
    for (int ply = 0; ply <= game.ply(); ++ply)
        history.record(ply, game.positionAt(ply).hash(), ply);
}

/// Plays 1.e4 e5 2.Nf3, records every ply, then takes two plies back (e5 and Nf3 are the
/// redo line); false if a move or an undo failed.
bool recordThenTakeBackTwo(Game& game, EvaluationHistory& history) {
    for (const char* san : { "e4", "e5", "Nf3" })
        playHistorySan(game, san);
    recordAll(history, game);
    return !::testing::Test::HasFatalFailure() && game.undo() && game.undo();
}

/// The texts `view`'s chart draws (axis labels, titles, the legend): its visible text items.
QStringList statisticsDrawnTexts(const QChartView* view) {
    QStringList texts;
    for (const QGraphicsItem* item : view->scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (text && text->isVisible()) texts << text->toPlainText();
    }
    return texts;
}

/// The labels `axis` has to show: its label format applied to each tick's value, as Qt
/// Charts computes them.
QStringList statisticsAxisLabels(const QValueAxis* axis) {
    QStringList labels;
    const QByteArray format = axis->labelFormat().toLatin1();
    const int ticks = axis->tickCount();
    for (int i = 0; i < ticks; ++i) {
        const qreal value = axis->min() + (i * (axis->max() - axis->min()) / (ticks - 1));
        labels << (format.endsWith('d')
                ? QString::asprintf(format.constData(), static_cast<int>(value))
                : QString::asprintf(format.constData(), value));
    }
    return labels;
}

} // namespace

TEST(EvaluationHistory, KeepsTheRedoLineAfterUndo) {
    Game game;
    EvaluationHistory history;
    ASSERT_TRUE(recordThenTakeBackTwo(game, history));
    EXPECT_FALSE(history.sync(game));
    EXPECT_EQ(history.scores().size(), 4u);
}

TEST(EvaluationHistory, DropsPliesBeyondADifferentMoveAfterUndo) {
    Game game;
    EvaluationHistory history;
    ASSERT_TRUE(recordThenTakeBackTwo(game, history));
    playHistorySan(game, "c5"); // instead of e5: ply 2 is another position, ply 3 no longer exists
    EXPECT_TRUE(history.sync(game));
    EXPECT_EQ(history.scoreAt(0), 0);
    EXPECT_EQ(history.scoreAt(1), 1);
    EXPECT_FALSE(history.scoreAt(2).has_value());
    EXPECT_FALSE(history.scoreAt(3).has_value());
}

TEST(EvaluationHistory, ForgetsAnotherGamesPositions) {
    Game game;
    playHistorySan(game, "d4");
    EvaluationHistory history;
    recordAll(history, game);
    Game other;
    playHistorySan(other, "e4");
    history.sync(other);
    EXPECT_EQ(history.scoreAt(0), 0); // the same start position, still true
    EXPECT_FALSE(history.scoreAt(1).has_value());
    history.clear();
    EXPECT_TRUE(history.isEmpty());
}

TEST(ScoreOfPgnEval, ReadsPawnsMatesAndWhatOtherWritersAdd) {
    EXPECT_EQ(scoreOfPgnEval("0.17", Color::Black), 17);
    EXPECT_EQ(scoreOfPgnEval("-1.20", Color::White), -120);
    EXPECT_EQ(scoreOfPgnEval("+3", Color::White), 300);
    EXPECT_EQ(scoreOfPgnEval("0.35,22", Color::White), 35); // a depth after the comma
    // White mates in 3: five plies with White to move, six with Black to move; read back as 3.
    EXPECT_EQ(scoreOfPgnEval("#3", Color::White), engine::kMateScore - 5);
    EXPECT_EQ(scoreOfPgnEval("#3", Color::Black), engine::kMateScore - 6);
    EXPECT_EQ(mateInMoves(*scoreOfPgnEval("#3", Color::Black)), 3);
    EXPECT_EQ(scoreOfPgnEval("#+1", Color::White), engine::kMateScore - 1);
    EXPECT_EQ(scoreOfPgnEval("#-2", Color::Black), -(engine::kMateScore - 3));
    EXPECT_EQ(mateInMoves(*scoreOfPgnEval("#-2", Color::White)), -2);
    // A huge lead is not a mate.
    ASSERT_TRUE(scoreOfPgnEval("99999", Color::White).has_value());
    EXPECT_FALSE(isMateScore(*scoreOfPgnEval("99999", Color::White)));
    for (const char* unreadable : { "", "#", "#0", "abc", "0.17x", "+-1", "#1.5", "nan" })
        EXPECT_FALSE(scoreOfPgnEval(unreadable, Color::White).has_value()) << unreadable;
}

TEST(EvaluationHistory, RecordsTheEvalsTheRecordCarriesOnItsMoves) {
    // Ply 2's second %eval is comment text (the first is the reading), ply 3 has none, ply 4
    // is Black's mate in 3 with White to move, ply 5's eval is no number.
    const PgnParseResult read = parsePgn("1. e4 {[%eval 0.17]} e5 {[%eval -0.2] [%eval 9]} 2. "
                                         "Nf3 Nc6 {[%eval #-3]} 3. Bb5 {[%eval ?]} *\n");
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1u);
    const Game& game = read.games[0].game;
    EvaluationHistory history;
    EXPECT_TRUE(history.recordAnnotated(game));
    EXPECT_FALSE(history.scoreAt(0).has_value());
    EXPECT_EQ(history.scoreAt(1), 17);
    EXPECT_EQ(history.scoreAt(2), -20);
    EXPECT_FALSE(history.scoreAt(3).has_value());
    EXPECT_EQ(history.scoreAt(4), -(engine::kMateScore - 6));
    EXPECT_FALSE(history.scoreAt(5).has_value());
    // They describe the game's own positions: a sync keeps them.
    EXPECT_FALSE(history.sync(game));
    EXPECT_EQ(history.scores().size(), 3u);

    EvaluationHistory none;
    EXPECT_FALSE(none.recordAnnotated(Game()));
    EXPECT_TRUE(none.isEmpty());
}

TEST(ScoreLabel, ReadsPawnsAndMates) {
    EXPECT_EQ(scoreLabel(45), QStringLiteral("+0.45"));
    EXPECT_EQ(scoreLabel(-120), QStringLiteral("-1.20"));
    EXPECT_EQ(scoreLabel(0), QStringLiteral("0.00"));
    // Mate in 3 moves = 5 plies away.
    EXPECT_EQ(scoreLabel(engine::kMateScore - 5), QStringLiteral("M3"));
    EXPECT_EQ(scoreLabel(-(engine::kMateScore - 5)), QStringLiteral("-M3"));
    EXPECT_EQ(mateInMoves(engine::kMateScore - 1), 1);
    EXPECT_EQ(mateInMoves(300), 0);
    EXPECT_EQ(whiteView(70, Color::Black), -70);
}

TEST(MaterialByPly, CountsACaptureWithTheEnginesValues) {
    Game game;
    for (const char* san : { "e4", "d5", "exd5", "Nf6" })
        playHistorySan(game, san);
    const auto material = materialByPly(game);
    ASSERT_EQ(material.size(), 5u);
    // 8 pawns, 2 knights, 2 bishops, 2 rooks, a queen: 800 + 550 + 650 + 930 + 900.
    constexpr int kFull = 3830;
    const auto w = static_cast<std::size_t>(index(Color::White));
    const auto b = static_cast<std::size_t>(index(Color::Black));
    for (std::size_t ply = 0; ply < material.size(); ++ply)
        EXPECT_EQ(material[ply][w], kFull);
    EXPECT_EQ(material[2][b], kFull);
    EXPECT_EQ(material[3][b], kFull - 100);
    EXPECT_EQ(material[4][b], kFull - 100);
}

TEST(EvaluationBarWidget, ShowsScoresMatesResultsAndWaiting) {
    EvaluationBar bar;
    EXPECT_TRUE(bar.text().isEmpty());
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.5);
    bar.setEvaluation(150, 8);
    EXPECT_EQ(bar.text(), QStringLiteral("+1.50"));
    EXPECT_GT(bar.whiteShare(), 0.5);
    EXPECT_LT(bar.whiteShare(), 1.0);
    const double share = bar.whiteShare();
    bar.setPending();
    EXPECT_TRUE(bar.isPending());
    EXPECT_EQ(bar.text(), QStringLiteral("…"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), share);
    bar.setEvaluation(-(engine::kMateScore - 3));
    EXPECT_EQ(bar.text(), QStringLiteral("-M2"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.0);
    bar.setResult(GameResult::WhiteWins);
    EXPECT_EQ(bar.text(), QStringLiteral("1-0"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 1.0);
    bar.setResult(GameResult::Draw);
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.5);
}

TEST(StatisticsDialog, DrawsEveryAxisLabelWholeAtItsFirstAndSmallestSize) {
    // The widest spans: White's whole army against a lone king (0 to 40 pawns of material),
    // and an evaluation near the edge (-10.0 to +10.0, the widest labels).
    GameController controller;
    controller.loadGame(
        Game(rochade::gui::test::fromFen("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1")),
        rochade::gui::test::hotSeat());
    EvaluationHistory history;
    history.record(0, controller.game().position().hash(), -950);
    StatisticsDialog dialog(&controller, &history, nullptr);
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    const QSize first = dialog.size();
    for (const QSize size : { first, dialog.minimumSizeHint() }) {
        dialog.resize(size);
        QTest::qWait(100); // the layout, then the axes fitted to it
        for (const QChartView* view : { dialog.materialView(), dialog.evaluationView() }) {
            const QStringList drawn = statisticsDrawnTexts(view);
            // Nothing cut at the first size; at the smallest the axis titles may be, the
            // numbers not (each expected label is drawn as it is, below).
            for (const QString& text : size == first ? drawn : QStringList())
                EXPECT_FALSE(text.contains(QLatin1String("...")) || text.contains(QChar(0x2026)))
                    << text.toStdString() << " at " << size.width() << " x " << size.height();
            for (const QAbstractAxis* axis : view->chart()->axes()) {
                const auto* values = qobject_cast<const QValueAxis*>(axis);
                ASSERT_NE(values, nullptr);
                EXPECT_GE(values->tickCount(), 2);
                for (const QString& label : statisticsAxisLabels(values))
                    EXPECT_TRUE(drawn.contains(label))
                        << axis->titleText().toStdString() << ": " << label.toStdString()
                        << " not drawn at " << size.width() << " x " << size.height() << " in "
                        << drawn.join(QLatin1String(" | ")).toStdString();
            }
        }
    }
    // The material axis still spans the lone king's nothing and the army's 38.3 pawns.
    const auto* material = qobject_cast<const QValueAxis*>(
        dialog.materialView()->chart()->axes(Qt::Vertical).value(0));
    ASSERT_NE(material, nullptr);
    EXPECT_LE(material->min(), 0.0);
    EXPECT_GE(material->max(), 39.3);
}
