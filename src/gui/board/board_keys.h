// SPDX-License-Identifier: GPL-3.0-or-later
// The board's keys: which key moves the focus square, which acts, which cancels.
#pragma once

#include <Qt>

namespace rochade::gui {

/// What a key pressed on the board asks for.
struct BoardKeyAction {
    enum class Kind {
        Ignore, ///< not the board's key (the window's shortcuts, typing)
        MoveFocus, ///< the focus square moves by columns and rows
        Activate, ///< a click on the focus square
        Cancel ///< drop the selection or the drag
    };
    Kind kind = Kind::Ignore;
    int columns = 0; ///< MoveFocus: steps as seen on the screen, right positive
    int rows = 0; ///< MoveFocus: steps as seen on the screen, down positive
};

/// The board's keys: the arrows one square, Home/End to the first/last column and
/// PageUp/PageDown to the top/bottom row as shown; Space, Enter and Select act; Esc cancels.
/// With Ctrl, Alt or Meta held no key is the board's (Shift and the keypad do not count).
BoardKeyAction boardKeyAction(int key, Qt::KeyboardModifiers modifiers);

} // namespace rochade::gui
