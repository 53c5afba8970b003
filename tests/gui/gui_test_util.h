// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the GUI tests: clicking squares and waiting for conditions.
#pragma once

#include "rochade/core/square.h"
#include "rochade/gui/board_widget.h"

#include <QTest>

#include <optional>
#include <string_view>

namespace rochade::gui::test {

/// The square named like "e4"; the test's own text is trusted.
inline Square at(std::string_view name) {
    return parseSquare(name).value();
}

/// A left click in the middle of square `s`, as a user would do it.
inline void clickSquare(BoardWidget* board, Square s) {
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(s).center());
}

/// Click-click: the piece, then its target.
inline void clickMove(BoardWidget* board, std::string_view from, std::string_view to) {
    clickSquare(board, at(from));
    clickSquare(board, at(to));
}

/// A double-click at `pos` in `widget` as the window system delivers one: press, release,
/// press, release through the widget's window, which turns the second press into a
/// double-click event (QTest::mouseDClick on a widget would send the double-click alone).
inline void doubleClick(QWidget* widget, QPoint pos) {
    QWidget* top = widget->window();
    QTest::mouseDClick(
        top->windowHandle(), Qt::LeftButton, Qt::NoModifier, widget->mapTo(top, pos));
}

} // namespace rochade::gui::test
