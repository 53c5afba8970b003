// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis panel's tests, built-in and external analyst alike: a window with the dock
// opened through its action, waiting for its lines, and checking a line against the rules.
#pragma once

#include "app/main_window.h"
#include "game/game_controller.h"
#include "insight/analysis_lines_model.h"
#include "insight/analysis_panel.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"

#include <QAction>
#include <QDockWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

namespace rochade::gui::test {

/// True if every move of `line` is legal where it is played, starting from `start`.
inline bool isLegalLine(const Position& start, const std::vector<Move>& line) {
    Position pos = start;
    for (const Move m : line) {
        if (!MoveGenerator::isLegal(pos, m)) return false;
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return true;
}

/// A hot-seat game in a shown window with the Analysis dock opened through its action;
/// with `hiddenFirst`, the dock must have been hidden before (as it is by default).
inline std::unique_ptr<MainWindow> openWithAnalysis(bool hiddenFirst = false) {
    auto w = openWindow(QSize(1100, 760));
    w->startGame(hotSeat());
    QAction* toggle = action(*w, "analysisAction");
    EXPECT_NE(toggle, nullptr);
    if (hiddenFirst) {
        EXPECT_FALSE(w->analysisPanel()->dock()->isVisible());
    }
    if (toggle) toggle->trigger();
    EXPECT_TRUE(QTest::qWaitFor([&] { return w->analysisPanel()->isActive(); }, kTimeoutMs));
    return w;
}

/// Waits until the table shows `rows` lines for the window's shown position.
inline bool waitForLines(MainWindow& w, int rows) {
    AnalysisLinesModel* model = w.analysisPanel()->model();
    return QTest::qWaitFor(
        [&] {
            return model->rowCount() == rows
                && model->position().hash() == w.controller()->displayedPosition().hash();
        },
        kTimeoutMs);
}

} // namespace rochade::gui::test
