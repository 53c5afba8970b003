// SPDX-License-Identifier: GPL-3.0-or-later
// The board's keys mapped to what they ask for.
#include "board/board_keys.h"

namespace rochade::gui {

BoardKeyAction boardKeyAction(int key, Qt::KeyboardModifiers modifiers) {
    using Kind = BoardKeyAction::Kind;
    // Ctrl+arrows and the like belong to the window's shortcuts.
    if ((modifiers & ~(Qt::KeypadModifier | Qt::ShiftModifier)) != Qt::NoModifier) return {};
    switch (key) {
    case Qt::Key_Left:
        return { Kind::MoveFocus, -1, 0 };
    case Qt::Key_Right:
        return { Kind::MoveFocus, 1, 0 };
    case Qt::Key_Up:
        return { Kind::MoveFocus, 0, -1 };
    case Qt::Key_Down:
        return { Kind::MoveFocus, 0, 1 };
    case Qt::Key_Home:
        return { Kind::MoveFocus, -7, 0 };
    case Qt::Key_End:
        return { Kind::MoveFocus, 7, 0 };
    case Qt::Key_PageUp:
        return { Kind::MoveFocus, 0, -7 };
    case Qt::Key_PageDown:
        return { Kind::MoveFocus, 0, 7 };
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        return { Kind::Activate };
    case Qt::Key_Escape:
        return { Kind::Cancel };
    default:
        return {};
    }
}

} // namespace rochade::gui
