// SPDX-License-Identifier: GPL-3.0-or-later
// End to end on a real X display (ctest runs it under xvfb-run): the application's window
// is shown, played by clicks, and photographed from the screen; keys and double-clicks come
// as real X events from xdotool.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "panels/legal_moves_model.h"
#include "panels/legal_moves_view.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QPixmap>
#include <QProcess>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <memory>

using namespace rochade;
using namespace rochade::gui;

namespace {

using test::kTimeoutMs;

/// The colour in the middle of square `s` of a screenshot of the board's window.
QColor centreColor(
    const QImage& shot, const BoardWidget* board, const QWidget* window, std::string_view square) {
    const QPoint p = board->mapTo(window, board->squareRect(test::at(square)).center());
    const qreal dpr = shot.devicePixelRatio();
    return shot.pixelColor(QPoint(int(p.x() * dpr), int(p.y() * dpr)));
}

} // namespace

TEST(EndToEnd, RealWindowPlaysAndIsPhotographed) {
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        GTEST_SKIP() << "needs a real display (run under xvfb-run)";
    MainWindow window;
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    window.startGame(setup);
    window.resize(1000, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    test::clickMove(window.board(), "e2", "e4");
    test::clickMove(window.board(), "c7", "c5");
    ASSERT_EQ(window.controller()->game().ply(), 2);
    QTest::qWait(200); // let the window manager-less server finish drawing

    const QPixmap shot = window.screen()->grabWindow(window.winId());
    ASSERT_FALSE(shot.isNull());
    const QImage image = shot.toImage();
    const QString file = QDir::temp().filePath(QStringLiteral("rochade-end-to-end.png"));
    EXPECT_TRUE(image.save(file));
    std::cout << "screenshot: " << file.toStdString() << '\n';

    // Empty dark and light squares differ; the pawn left e2 (now like any empty light
    // square) and stands on e4.
    const QColor dark = centreColor(image, window.board(), &window, "e3");
    const QColor light = centreColor(image, window.board(), &window, "e6");
    EXPECT_GT(std::abs(dark.lightness() - light.lightness()), 20);
    EXPECT_EQ(centreColor(image, window.board(), &window, "e2"), light);
    EXPECT_NE(centreColor(image, window.board(), &window, "e4"), light);
}

namespace {

/// Runs xdotool with `args` (real X events through the X server, as a user's); false if it
/// could not run or failed.
bool xdotool(const QStringList& args) {
    return QProcess::execute(QStringLiteral("xdotool"), args) == 0;
}

/// The screen point of `local` in `widget`, for xdotool.
QStringList screenPoint(const QWidget* widget, QPoint local) {
    const QPoint p = widget->mapToGlobal(local);
    return { QString::number(p.x()), QString::number(p.y()) };
}

/// A shown window that has the X keyboard focus, starting `setup`.
std::unique_ptr<MainWindow> openFocusedWindow(const GameSetup& setup) {
    auto w = std::make_unique<MainWindow>();
    w->startGame(setup);
    w->resize(1000, 720);
    w->move(0, 0);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    // No window manager runs here to give the new window the keyboard: give it ourselves.
    EXPECT_TRUE(xdotool(
        { QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(w->winId()) }));
    EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
    return w;
}

bool haveXdotool() {
    return !QStandardPaths::findExecutable(QStringLiteral("xdotool")).isEmpty();
}

} // namespace

TEST(EndToEnd, TwoMovesTypedInARowAgainstTheComputerWithRealKeys) {
    if (QGuiApplication::platformName() == QLatin1String("offscreen") || !haveXdotool())
        GTEST_SKIP() << "needs a real display and xdotool (run under xvfb-run)";
    GameSetup setup; // White against Easy
    auto w = openFocusedWindow(setup);
    GameController* c = w->controller();
    QLineEdit* entry = w->moveEntry();
    // The user clicks into the move field and types; the keys go wherever the focus is.
    ASSERT_TRUE(xdotool(QStringList { QStringLiteral("mousemove") }
        + screenPoint(entry, entry->rect().center())
        + QStringList { QStringLiteral("click"), QStringLiteral("1") }));
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == entry; }, 5000));
    ASSERT_TRUE(xdotool({ QStringLiteral("type"), QStringLiteral("--delay"), QStringLiteral("40"),
        QStringLiteral("Nf3") }));
    ASSERT_TRUE(xdotool({ QStringLiteral("key"), QStringLiteral("Return") }));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs))
        << "ply " << c->game().ply();
    ASSERT_TRUE(xdotool({ QStringLiteral("type"), QStringLiteral("--delay"), QStringLiteral("40"),
        QStringLiteral("d2d4") }));
    ASSERT_TRUE(xdotool({ QStringLiteral("key"), QStringLiteral("Return") }));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() >= 3; }, kTimeoutMs));
    const std::vector<std::string> san = c->game().sanMoves();
    EXPECT_EQ(san.at(0), "Nf3");
    EXPECT_EQ(san.at(2), "d4");
    EXPECT_EQ(QApplication::focusWidget(), entry);
}

TEST(EndToEnd, DoubleClickOnALegalMoveInHotSeatPlaysOneMove) {
    if (QGuiApplication::platformName() == QLatin1String("offscreen") || !haveXdotool())
        GTEST_SKIP() << "needs a real display and xdotool (run under xvfb-run)";
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    auto w = openFocusedWindow(setup);
    const LegalMovesModel* model = w->legalMovesModel();
    QTreeView* view = w->legalMovesView();
    QModelIndex nf3;
    for (int g = 0; g < model->rowCount(); ++g)
        for (int i = 0; i < model->rowCount(model->index(g, 0)); ++i)
            if (model->data(model->index(i, 0, model->index(g, 0))).toString() == "Nf3")
                nf3 = model->index(i, 0, model->index(g, 0));
    ASSERT_TRUE(nf3.isValid());
    view->scrollTo(nf3);
    QTest::qWait(50); // the scrolled view is laid out before its rectangle is read
    ASSERT_TRUE(xdotool(QStringList { QStringLiteral("mousemove") }
        + screenPoint(view->viewport(), view->visualRect(nf3).center())
        + QStringList { QStringLiteral("click"), QStringLiteral("--repeat"), QStringLiteral("2"),
            QStringLiteral("--delay"), QStringLiteral("80"), QStringLiteral("1") }));
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->controller()->game().ply() > 0; }, 5000));
    QTest::qWait(300); // a second move would come from the same double-click at once
    EXPECT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(w->controller()->game().sanMoves().front(), "Nf3");
}
