// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the board's keys and of stepping the focus square as seen on the screen.
#include "board/board_keys.h"
#include "board/board_painter.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::BoardKeyAction;
using rochade::gui::boardKeyAction;
using rochade::gui::BoardLayout;
using Kind = rochade::gui::BoardKeyAction::Kind;

TEST(BoardKeys, ArrowsMoveActKeysActEscCancelsAndShortcutsAreTheWindows) {
    const BoardKeyAction up = boardKeyAction(Qt::Key_Up, Qt::NoModifier);
    EXPECT_EQ(up.kind, Kind::MoveFocus);
    EXPECT_EQ(up.rows, -1);
    EXPECT_EQ(boardKeyAction(Qt::Key_End, Qt::NoModifier).columns, 7);
    EXPECT_EQ(boardKeyAction(Qt::Key_PageDown, Qt::NoModifier).rows, 7);
    // Shift and the keypad do not make a key the window's.
    EXPECT_EQ(boardKeyAction(Qt::Key_Left, Qt::KeypadModifier).kind, Kind::MoveFocus);
    EXPECT_EQ(boardKeyAction(Qt::Key_Enter, Qt::KeypadModifier).kind, Kind::Activate);
    EXPECT_EQ(boardKeyAction(Qt::Key_Space, Qt::ShiftModifier).kind, Kind::Activate);
    EXPECT_EQ(boardKeyAction(Qt::Key_Escape, Qt::NoModifier).kind, Kind::Cancel);
    EXPECT_EQ(boardKeyAction(Qt::Key_Left, Qt::ControlModifier).kind, Kind::Ignore);
    EXPECT_EQ(boardKeyAction(Qt::Key_Space, Qt::AltModifier).kind, Kind::Ignore);
    EXPECT_EQ(boardKeyAction(Qt::Key_E, Qt::NoModifier).kind, Kind::Ignore);
}

TEST(BoardKeys, UpIsTowardsTheTopEdgeWhicheverSideIsAtTheBottom) {
    const Square e2 = makeSquare(4, 1);
    BoardLayout white;
    EXPECT_EQ(white.stepAsSeen(e2, 0, -1), makeSquare(4, 2)); // e3
    EXPECT_EQ(white.stepAsSeen(e2, 1, 0), makeSquare(5, 1)); // f2
    EXPECT_EQ(white.stepAsSeen(e2, 0, 7), makeSquare(4, 0)); // kept on the board: e1
    BoardLayout black;
    black.flipped = true;
    EXPECT_EQ(black.stepAsSeen(e2, 0, -1), makeSquare(4, 0)); // e1 is above e2 then
    EXPECT_EQ(black.stepAsSeen(e2, 1, 0), makeSquare(3, 1)); // d2
    EXPECT_EQ(black.stepAsSeen(e2, -7, 0), makeSquare(7, 1)); // h2
}
