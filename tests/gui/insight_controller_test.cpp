// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the engine's help in the real window: hints, the evaluation bar, the evaluation
// history and the statistics window, with the real engine under short limits.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "engines/analysis_engine.h"
#include "game/game_controller.h"
#include "insight/evaluation_bar.h"
#include "insight/insight_controller.h"
#include "insight/statistics_dialog.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QAction>
#include <QDeadlineTimer>
#include <QFile>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A shown window with quick searches for the hint and the bar.
std::unique_ptr<MainWindow> openInsightWindow(const GameSetup& setup) {
    auto w = test::openWindow();
    w->insight()->setEvaluationBarEnabled(false);
    w->insight()->setHintLimits(depth(3));
    w->insight()->setBarLimits(depth(4));
    w->controller()->computer()->setExtraSearchLimits(depth(2));
    w->startGame(setup);
    return w;
}

bool playSan(GameController& c, const char* san) {
    const auto m = parseSan(c.game().position(), san);
    return m.ok() && c.playHumanMove(m.value());
}

} // namespace

TEST(Hint, OnTheHumansTurnShowsALegalArrowThatTheNextMoveClears) {
    auto w = openInsightWindow(vsComputer(ColorChoice::White));
    InsightController* insight = w->insight();
    ASSERT_TRUE(insight->requestHint());
    EXPECT_TRUE(insight->isHintPending());
    QTRY_VERIFY_WITH_TIMEOUT(!insight->hintMove().isNull(), kTimeoutMs);

    const Move hint = insight->hintMove();
    const Position& pos = w->controller()->game().position();
    EXPECT_TRUE(MoveGenerator::isLegal(pos, hint));
    EXPECT_EQ(w->board()->hintMove(), hint);
    EXPECT_EQ(
        w->statusText(), QStringLiteral("Hint: %1").arg(QString::fromStdString(toSan(pos, hint))));

    ASSERT_TRUE(w->controller()->playHumanMove(hint));
    EXPECT_TRUE(w->board()->hintMove().isNull());
    EXPECT_TRUE(insight->hintMove().isNull());
    // The computer's reply does not bring it back either.
    QTRY_VERIFY_WITH_TIMEOUT(w->controller()->canHumanMove(), kTimeoutMs);
    EXPECT_TRUE(w->board()->hintMove().isNull());
}

TEST(Hint, IsRefusedWhenItIsNotAHumansTurn) {
    // The computer opens: it is thinking, not the human's turn.
    auto w = openInsightWindow(vsComputer(ColorChoice::Black));
    ASSERT_TRUE(w->controller()->isThinking());
    EXPECT_FALSE(w->insight()->requestHint());
    EXPECT_FALSE(w->insight()->isHintPending());
    EXPECT_TRUE(w->statusText().startsWith(QStringLiteral("No hint now")));

    // Browsing an earlier position in hot-seat: a move there would branch off, so the hint
    // is for the position shown.
    w->startGame(hotSeat());
    GameController& c = *w->controller();
    ASSERT_TRUE(playSan(c, "e4"));
    ASSERT_TRUE(playSan(c, "e5"));
    c.browseTo(1);
    ASSERT_TRUE(w->insight()->requestHint());
    QTRY_VERIFY_WITH_TIMEOUT(!w->insight()->hintMove().isNull(), kTimeoutMs);
    EXPECT_TRUE(MoveGenerator::isLegal(c.displayedPosition(), w->insight()->hintMove()));
    EXPECT_EQ(c.displayedPosition().sideToMove(), Color::Black);

    // A finished game.
    w->startGame(hotSeat());
    for (const char* san : { "f3", "e5", "g4", "Qh4#" })
        ASSERT_TRUE(playSan(c, san));
    ASSERT_TRUE(c.game().isOver());
    EXPECT_FALSE(w->insight()->requestHint());
    EXPECT_FALSE(w->insight()->isHintPending());
}

TEST(Hint, ForAPositionLeftBeforeTheAnswerIsDropped) {
    // Left by a move, and by setting up a position where White's hint would still be legal.
    const Position afterA6 = fromFen("rnbqkbnr/1ppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2");
    for (const bool byMove : { true, false }) {
        auto w = openInsightWindow(hotSeat());
        InsightController* insight = w->insight();
        insight->setHintLimits(depth(1)); // answered at once
        ASSERT_TRUE(insight->requestHint());
        AnalysisEngine* engine = insight->hintAnalysisEngine();
        ASSERT_NE(engine, nullptr);
        const quint64 asked = engine->currentRequest();
        ASSERT_NE(asked, 0U);
        QSignalSpy arrived(engine, &AnalysisEngine::answerArrived);
        // The event loop does not run here, so the worker's answer waits in the queue...
        const QDeadlineTimer deadline(kTimeoutMs);
        while (engine->sentThrough() < asked && !deadline.hasExpired())
            QThread::msleep(1);
        ASSERT_EQ(engine->sentThrough(), asked);
        // ...while the board leaves the position it is for. Then it arrives, late.
        if (byMove)
            ASSERT_TRUE(playSan(*w->controller(), "d4"));
        else
            w->controller()->setUpPosition(afterA6);
        ASSERT_TRUE(arrived.wait(kTimeoutMs));
        EXPECT_EQ(arrived.front().front().toULongLong(), asked);
        EXPECT_FALSE(insight->isHintPending());
        EXPECT_TRUE(insight->hintMove().isNull()) << "left by a move: " << byMove;
        EXPECT_TRUE(w->board()->hintMove().isNull());
        EXPECT_FALSE(w->statusText().startsWith(QLatin1String("Hint:")))
            << w->statusText().toStdString();
    }
}

TEST(EvaluationBar, FavoursWhiteWithAnExtraQueen) {
    auto w = openInsightWindow(hotSeat());
    w->controller()->setUpPosition(
        fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    InsightController* insight = w->insight();
    insight->setEvaluationBarEnabled(true);
    EvaluationBar* bar = insight->evaluationBar();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_TRUE(insight->evaluationBarAction()->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending() && !bar->text().isEmpty(), kTimeoutMs);
    EXPECT_TRUE(bar->text().startsWith(QLatin1Char('+'))) << bar->text().toStdString();
    EXPECT_GT(bar->whiteShare(), 0.5);
    // The finished analysis is remembered for the position (ply 0).
    ASSERT_TRUE(insight->evaluationHistory().scoreAt(0).has_value());
    EXPECT_GT(*insight->evaluationHistory().scoreAt(0), 500);

    insight->setEvaluationBarEnabled(false);
    EXPECT_FALSE(bar->isVisible());
    // A new game starts a new history.
    w->startGame(hotSeat());
    EXPECT_TRUE(insight->evaluationHistory().isEmpty());
}

/// Notes whether the evaluation bar was searching when the window painted its first frame.
class FirstPaintProbe : public QObject {
public:
    explicit FirstPaintProbe(const InsightController& insight)
        : m_insight(insight) { }
    bool painted = false;
    bool searchingAtFirstPaint = false;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !painted) {
            painted = true;
            searchingAtFirstPaint = m_insight.isBarSearching();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const InsightController& m_insight;
};

TEST(EvaluationBar, SearchesOnlyOnceTheWindowHasPaintedItsFirstFrame) {
    // As at launch with the bar left on: the bar is asked for before the window shows.
    MainWindow w;
    InsightController* insight = w.insight();
    insight->setBarLimits(depth(4));
    insight->setEvaluationBarEnabled(true);
    EvaluationBar* bar = insight->evaluationBar();
    EXPECT_TRUE(bar->isPending());
    EXPECT_FALSE(insight->isBarSearching());
    FirstPaintProbe probe(*insight);
    w.installEventFilter(&probe);
    w.resize(1000, 700);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY_WITH_TIMEOUT(probe.painted, kTimeoutMs);
    EXPECT_FALSE(probe.searchingAtFirstPaint);
    // Then it searches and shows its figure.
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending() && !bar->text().isEmpty(), kTimeoutMs);
}

TEST(EvaluationBar, OfAWindowNeverShownSearchesAllTheSame) {
    MainWindow w;
    InsightController* insight = w.insight();
    insight->setBarLimits(depth(4));
    insight->setEvaluationBarEnabled(true);
    EvaluationBar* bar = insight->evaluationBar();
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending() && !bar->text().isEmpty(), kTimeoutMs);
    EXPECT_FALSE(w.isVisible());
}

TEST(EvaluationBar, ShowsAMateInOneAndThenTheResult) {
    auto w = openInsightWindow(hotSeat());
    GameController& c = *w->controller();
    c.setUpPosition(fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
    w->insight()->setEvaluationBarEnabled(true);
    EvaluationBar* bar = w->insight()->evaluationBar();
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending() && !bar->text().isEmpty(), kTimeoutMs);
    EXPECT_EQ(bar->text(), QStringLiteral("M1"));
    EXPECT_DOUBLE_EQ(bar->whiteShare(), 1.0);

    ASSERT_TRUE(playSan(c, "Ra8#"));
    EXPECT_EQ(bar->text(), QStringLiteral("1-0"));
    EXPECT_FALSE(bar->isPending());
}

TEST(EvaluationBar, FollowsBrowsingAndSaysItIsThinking) {
    auto w = openInsightWindow(hotSeat());
    GameController& c = *w->controller();
    ASSERT_TRUE(playSan(c, "e4"));
    w->insight()->setEvaluationBarEnabled(true);
    EvaluationBar* bar = w->insight()->evaluationBar();
    EXPECT_TRUE(bar->isPending());
    EXPECT_EQ(bar->text(), QStringLiteral("…"));
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending(), kTimeoutMs);
    c.browseTo(0);
    EXPECT_TRUE(bar->isPending());
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending(), kTimeoutMs);
    const auto& history = w->insight()->evaluationHistory();
    EXPECT_TRUE(history.scoreAt(0).has_value());
    EXPECT_TRUE(history.scoreAt(1).has_value());
}

TEST(EvaluationHistory, RecordsTheComputersJudgementOfItsMoves) {
    auto w = openInsightWindow(vsComputer(ColorChoice::White));
    GameController& c = *w->controller();
    ASSERT_TRUE(playSan(c, "e4"));
    QTRY_VERIFY_WITH_TIMEOUT(c.game().ply() == 2, kTimeoutMs);
    const auto score = w->insight()->evaluationHistory().scoreAt(1);
    ASSERT_TRUE(score.has_value());
    // Stored from White's view: the computer (Black) judged its own position as this.
    EXPECT_EQ(*score, -*c.computer()->lastScore());
    EXPECT_FALSE(w->insight()->evaluationHistory().scoreAt(0).has_value());
}

TEST(Statistics, MaterialSeriesFollowTheGameWhileOpen) {
    auto w = openInsightWindow(hotSeat());
    GameController& c = *w->controller();
    for (const char* san : { "e4", "d5", "exd5" })
        ASSERT_TRUE(playSan(c, san));
    w->insight()->showStatistics(w.get());
    StatisticsDialog* dialog = w->insight()->statisticsDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    QLineSeries* white = dialog->materialSeries(Color::White);
    QLineSeries* black = dialog->materialSeries(Color::Black);
    // By hand, with the engine's values: 8 x 1 + 2 x 2.75 + 2 x 3.25 + 2 x 4.65 + 9 = 38.30.
    ASSERT_EQ(white->count(), 4);
    ASSERT_EQ(black->count(), 4);
    for (int ply = 0; ply < 4; ++ply) {
        EXPECT_DOUBLE_EQ(white->at(ply).x(), ply);
        EXPECT_DOUBLE_EQ(white->at(ply).y(), 38.30);
    }
    EXPECT_DOUBLE_EQ(black->at(2).y(), 38.30);
    EXPECT_DOUBLE_EQ(black->at(3).y(), 37.30); // the d-pawn is gone

    // Open while the game goes on: Qxd5 takes the pawn back.
    ASSERT_TRUE(playSan(c, "Qxd5"));
    ASSERT_EQ(white->count(), 5);
    EXPECT_DOUBLE_EQ(white->at(4).y(), 37.30);
    EXPECT_TRUE(dialog->evaluationSeries().isEmpty());

    // Counting pieces, as the Czech document's graph does: 16 each, Black 15 after exd5.
    dialog->setCountingPieces(true);
    ASSERT_EQ(black->count(), 5);
    EXPECT_DOUBLE_EQ(white->at(0).y(), 16);
    EXPECT_DOUBLE_EQ(black->at(3).y(), 15);
    EXPECT_DOUBLE_EQ(white->at(4).y(), 15);
    dialog->setCountingPieces(false);
    EXPECT_DOUBLE_EQ(white->at(4).y(), 37.30);
}

TEST(Statistics, EvaluationSeriesHaveGapsWhereNothingIsKnown) {
    auto w = openInsightWindow(hotSeat());
    GameController& c = *w->controller();
    w->insight()->setEvaluationBarEnabled(true);
    EvaluationBar* bar = w->insight()->evaluationBar();
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending(), kTimeoutMs); // ply 0 known
    w->insight()->setEvaluationBarEnabled(false);
    ASSERT_TRUE(playSan(c, "e4"));
    ASSERT_TRUE(playSan(c, "e5"));
    w->insight()->setEvaluationBarEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isPending(), kTimeoutMs); // ply 2 known, ply 1 not
    w->insight()->showStatistics(w.get());
    const auto& runs = w->insight()->statisticsDialog()->evaluationSeries();
    ASSERT_EQ(runs.size(), 2);
    ASSERT_EQ(runs[0]->count(), 1);
    ASSERT_EQ(runs[1]->count(), 1);
    EXPECT_DOUBLE_EQ(runs[0]->at(0).x(), 0);
    EXPECT_DOUBLE_EQ(runs[1]->at(0).x(), 2);
}

TEST(Statistics, ChartsTheEvalsAnOpenedRecordCarries) {
    // As Review Game saves them: an %eval after every move (ply 3 has none: a gap), one a mate.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[Event \"Reviewed\"]\n[Result \"*\"]\n\n"
               "1. e4 {[%eval 0.31]} e5 {[%eval 0.25]} 2. Nf3 Nc6 {[%eval 0.4]}\n"
               "3. Bc4 {[%eval -1.5]} Nf6 {[%eval #2]} *\n");
    file.close();
    auto w = openInsightWindow(hotSeat());
    ASSERT_TRUE(w->openPgnFile(path));
    ASSERT_EQ(w->controller()->game().ply(), 6);
    w->insight()->showStatistics(w.get());
    const auto& runs = w->insight()->statisticsDialog()->evaluationSeries();
    ASSERT_EQ(runs.size(), 2);
    const QList<QPointF> first { { 1, 0.31 }, { 2, 0.25 } };
    const QList<QPointF> second { { 4, 0.4 }, { 5, -1.5 },
        { 6, StatisticsDialog::kEvaluationCapPawns } }; // White mates: drawn at the edge
    EXPECT_EQ(runs[0]->points(), first);
    EXPECT_EQ(runs[1]->points(), second);
}
