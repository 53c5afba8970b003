// SPDX-License-Identifier: GPL-3.0-or-later
// End to end on a real X display (ctest runs it under xvfb-run): the application's window
// is shown, played by clicks, and photographed from the screen.
#include "rochade/gui/board_widget.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/main_window.h"

#include "gui_test_util.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QScreen>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

using namespace rochade;
using namespace rochade::gui;

namespace {

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
