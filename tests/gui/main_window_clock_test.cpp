// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks and the History window in the main window, with an injected time source.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "board/promotion_popup.h"
#include "dialogs/history_dialog.h"
#include "game/game_controller.h"
#include "panels/clock_label.h"
#include "panels/history_model.h"
#include "panels/player_panel.h"

#include "gui_fixture.h"

#include <QAbstractButton>

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;

namespace {

struct ClockWindow {
    qint64 now = 0;
    std::unique_ptr<MainWindow> w = test::openWindow();
    ClockWindow(const TimeControl& tc) {
        w->controller()->clockKeeper()->setTimeSource([this] { return now; });
        w->startGame(test::timedHotSeat(tc));
    }
    ClockLabel* clock(Color c) const { return w->playerPanel()->clockLabel(c); }
};

} // namespace

TEST(MainWindowClock, ShowsBothClocksAndZeroOnAFlagFall) {
    ClockWindow cw(TimeControl::fromMinutes(1, 0));
    GameController* c = cw.w->controller();
    EXPECT_EQ(cw.clock(Color::White)->remainingText(), "1:00");
    EXPECT_EQ(cw.clock(Color::Black)->remainingText(), "1:00");
    cw.now = 3000;
    ASSERT_TRUE(c->playMoveText("e4"));
    EXPECT_TRUE(cw.clock(Color::Black)->isHighlighted());
    EXPECT_FALSE(cw.clock(Color::White)->isHighlighted());
    EXPECT_EQ(cw.clock(Color::White)->elapsedText(), "0:03");
    cw.now = 3000 + 52500;
    QTRY_COMPARE_WITH_TIMEOUT(cw.clock(Color::Black)->remainingText(), QString("0:07.5"), 1000);
    cw.now = 3000 + 60000;
    QTRY_VERIFY_WITH_TIMEOUT(c->game().isOver(), 1000);
    EXPECT_EQ(cw.clock(Color::Black)->remainingText(), "0:00");
    EXPECT_EQ(cw.clock(Color::White)->remainingText(), "1:00");
    EXPECT_TRUE(cw.w->statusText().contains("0:00")) << cw.w->statusText().toStdString();
}

TEST(MainWindowClock, PauseActionHoldsTheClock) {
    ClockWindow cw(TimeControl::fromMinutes(5, 0));
    GameController* c = cw.w->controller();
    ASSERT_TRUE(c->playMoveText("e4"));
    cw.now = 1000;
    cw.w->pauseAction()->trigger();
    EXPECT_TRUE(c->isPaused());
    EXPECT_TRUE(cw.w->pauseAction()->isChecked());
    cw.now = 90000;
    EXPECT_EQ(c->clock().remainingMs(Color::Black), 299000);
    cw.w->pauseAction()->trigger();
    EXPECT_FALSE(c->isPaused());
    c->resign();
    cw.w->pauseAction()->trigger(); // nothing to pause in a finished game
    EXPECT_FALSE(c->isPaused());
    EXPECT_FALSE(cw.w->pauseAction()->isChecked());
}

TEST(MainWindowClock, HistoryWindowFollowsTheGame) {
    ClockWindow cw(TimeControl::none());
    GameController* c = cw.w->controller();
    QTest::keyClick(cw.w.get(), Qt::Key_H, Qt::ControlModifier);
    ASSERT_NE(cw.w->historyDialog(), nullptr);
    EXPECT_TRUE(cw.w->historyDialog()->isVisible());
    HistoryModel* model = cw.w->historyModel();
    EXPECT_EQ(cw.w->historyDialog()->view()->model(), model);
    EXPECT_EQ(model->rowCount(), 0);
    cw.now = 2500;
    ASSERT_TRUE(c->playMoveText("e4"));
    cw.now = 4000;
    ASSERT_TRUE(c->playMoveText("d5"));
    cw.now = 5000;
    ASSERT_TRUE(c->playMoveText("exd5"));
    ASSERT_EQ(model->rowCount(), 3);
    EXPECT_EQ(model->data(model->index(0, HistoryModel::TimeColumn)).toString(), "2.5 s");
    EXPECT_EQ(model->data(model->index(2, HistoryModel::CapturedColumn)).toString(), "Pawn");
    ASSERT_TRUE(c->undo());
    EXPECT_EQ(model->rowCount(), 2);
}

TEST(MainWindowClock, AClosedHistoryWindowCostsNothingAndOpensUpToDate) {
    ClockWindow cw(TimeControl::none());
    GameController* c = cw.w->controller();
    HistoryModel* model = cw.w->historyModel();
    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
    for (const char* m : { "e4", "e5", "Nf3" })
        ASSERT_TRUE(c->playMoveText(m));
    EXPECT_EQ(inserted.count(), 0); // never opened: not rebuilt on each move
    QTest::keyClick(cw.w.get(), Qt::Key_H, Qt::ControlModifier);
    ASSERT_TRUE(cw.w->historyDialog()->isVisible());
    EXPECT_EQ(model->rowCount(), 3);
    cw.w->historyDialog()->close();
    const int afterOpening = inserted.count();
    ASSERT_TRUE(c->playMoveText("Nc6"));
    EXPECT_EQ(inserted.count(), afterOpening); // closed again: not rebuilt
    QTest::keyClick(cw.w.get(), Qt::Key_H, Qt::ControlModifier);
    EXPECT_EQ(model->rowCount(), 4);
}

TEST(MainWindowClock, ThePromotionChooserHoldsTheClock) {
    ClockWindow cw(TimeControl::fromMinutes(5, 0));
    GameController* c = cw.w->controller();
    for (const char* m : { "a4", "b5", "axb5", "a6", "bxa6", "Nc6", "a7" })
        ASSERT_TRUE(c->playMoveText(m));
    cw.now = 1000;
    ASSERT_TRUE(c->playMoveText("Rb8")); // Black used 1 s; White's turn from now
    cw.now = 3000;
    gui::test::clickMove(cw.w->board(), "a7", "a8");
    PromotionPopup* popup = cw.w->board()->promotionPopup();
    ASSERT_NE(popup, nullptr);
    cw.now = 90000; // the human ponders the piece: no time flows
    EXPECT_EQ(c->clock().remainingMs(Color::White), 298000);
    QAbstractButton* queen = popup->button(PieceType::Queen);
    ASSERT_NE(queen, nullptr);
    QTest::mouseClick(queen, Qt::LeftButton);
    ASSERT_EQ(c->game().ply(), 9);
    EXPECT_EQ(c->clock().moveTimeMs(9), 2000);
    EXPECT_EQ(c->clock().remainingMs(Color::White), 298000);
    cw.now = 91000;
    EXPECT_EQ(c->clock().remainingMs(Color::Black), 298000); // Black's clock runs again
}

TEST(MainWindowClock, TheBoardSaysWhenThePromotionChooserOpensAndCloses) {
    ClockWindow cw(TimeControl::fromMinutes(5, 0));
    GameController* c = cw.w->controller();
    for (const char* m : { "a4", "b5", "axb5", "a6", "bxa6", "Nc6", "a7", "Rb8" })
        ASSERT_TRUE(c->playMoveText(m));
    QSignalSpy chooser(cw.w->board(), &gui::BoardWidget::promotionChooserChanged);
    gui::test::clickMove(cw.w->board(), "a7", "a8");
    ASSERT_EQ(chooser.count(), 1);
    EXPECT_TRUE(chooser.last().at(0).toBool());
    EXPECT_TRUE(c->clock().isHeld());
    // A click beside the chooser cancels it: closed, and the clock runs again.
    QTest::mouseClick(cw.w->board(), Qt::LeftButton, {}, QPoint(2, 2));
    ASSERT_EQ(chooser.count(), 2);
    EXPECT_FALSE(chooser.last().at(0).toBool());
    EXPECT_EQ(cw.w->board()->promotionPopup(), nullptr);
    EXPECT_FALSE(c->clock().isHeld());
}

TEST(MainWindowClock, TheDrawClaimQuestionHoldsTheClock) {
    ClockWindow cw(TimeControl::fromMinutes(5, 0));
    GameController* c = cw.w->controller();
    for (const char* m : { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1" })
        ASSERT_TRUE(c->playMoveText(m));
    cw.now = 1000;
    qint64 seenInside = -1;
    c->drawTalk()->setClaimPrompt([&](const QString&) {
        cw.now = 500000; // a long think over the question
        seenInside = c->clock().remainingMs(Color::Black);
        return false;
    });
    ASSERT_TRUE(c->playMoveText("Ng8"));
    EXPECT_EQ(seenInside, 299000);
    EXPECT_EQ(c->clock().moveTimeMs(8), 1000);
    EXPECT_FALSE(c->game().isOver());
}

TEST(MainWindowClock, ADialogPausesTheComputersSearchWithItsClock) {
    // A timed game against the computer; the test moves the clocks' time by hand, the
    // search runs in real time.
    qint64 now = 0;
    MainWindow w;
    GameController* c = w.controller();
    c->clockKeeper()->setTimeSource([&now] { return now; });
    GameSetup s;
    s.mode = PlayMode::VsComputer;
    s.humanColor = ColorChoice::White;
    s.level = engine::Level::Hard;
    s.timeControl = TimeControl::fromMinutes(5, 0);
    w.startGame(s);
    w.resize(1000, 700);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    ASSERT_TRUE(c->playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(c->isThinking());
    now = 1000; // the computer has thought for a second

    bool sawDialog = false;
    bool thinkingBehindIt = true;
    int pliesBehindIt = -1;
    qint64 blackTimeBehindIt = -1;
    QTimer::singleShot(0, &w, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        sawDialog = true;
        thinkingBehindIt = c->isThinking();
        now = 61000; // a minute over the question...
        QTest::qWait(3500); // ...and longer than Hard's longest think, in real time
        pliesBehindIt = c->game().ply();
        blackTimeBehindIt = c->clock().remainingMs(Color::Black);
        box->button(QMessageBox::No)->click();
    });
    auto* resign = w.findChild<QAction*>(QStringLiteral("resign"));
    ASSERT_NE(resign, nullptr);
    resign->trigger(); // "Resign this game?" holds the clocks while it asks
    ASSERT_TRUE(sawDialog);
    EXPECT_FALSE(thinkingBehindIt);
    EXPECT_EQ(pliesBehindIt, 1); // it did not play behind the dialog
    EXPECT_EQ(blackTimeBehindIt, 299000); // and its clock stood still
    // The dialog closed: it thinks again, on its running clock, and plays.
    EXPECT_TRUE(c->isThinking());
    EXPECT_FALSE(c->game().isOver());
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, 20000));
    EXPECT_EQ(c->clock().remainingMs(Color::Black), 299000);
}
