// SPDX-License-Identifier: GPL-3.0-or-later
// BoardFocus: the board's keyboard focus square and what screen readers are told of the board.
#pragma once

#include "board/board_painter.h"
#include "board/board_selection.h"
#include "rochade/core/position.h"

#include <QString>

#include <functional>

namespace rochade::gui {

class BoardWidget;

/// The keyboard focus square of a BoardWidget (always on the board; e2 at first) and the
/// screen readers' side of the board: the board's own description, the names, states and
/// order of its cells, and the events that tell of a change. Kept apart from the widget
/// because it only reads: the position and the selection from `selection`, the keyboard focus
/// from `board` (both must outlive it), the geometry from `layout`. Lives in the GUI thread.
///
/// The widget's keys (see boardKeyAction()): the arrow keys move the focus square (drawn only
/// while the board has the keyboard focus, "up" always towards the top of the screen),
/// Home/End jump to the first/last file, Space or Enter act as a click on the focus square,
/// Esc drops the selection.
class BoardFocus {
public:
    BoardFocus(
        BoardWidget* board, const BoardSelection& selection, std::function<BoardLayout()> layout);

    Square square() const { return m_square; }
    /// Moves the focus square to `s` (ignored off the board); while the board has the keyboard
    /// focus the two squares are repainted and screen readers hear of the new focused cell.
    void moveTo(Square s);
    /// Moves the focus square `columns` right and `rows` down as seen on the screen, kept on
    /// the board (as moveTo()).
    void moveBy(int columns, int rows) { moveTo(m_layout().stepAsSeen(m_square, columns, rows)); }
    /// The board got the keyboard focus: its focus square is the focused cell now.
    void boardFocused();
    /// The selection changed from `before` (kNoSquare: none) to the one `selection` holds now.
    void selectionChanged(Square before);
    /// The board shows a new position, replacing `before`.
    void positionChanged(const Position& before);
    /// The board was flipped: every cell index now names another square.
    void boardFlipped();

    /// "e4, white pawn" or "e5, empty", in the user's language.
    QString squareName(Square s) const;
    /// "selected" for the selected piece's square, "legal target" for the squares it may go
    /// to, else empty.
    QString squareDescription(Square s) const;
    /// The square of cell `index` (0..63, reading order as shown: the top-left square first,
    /// honouring the flip), or kNoSquare; and the inverse (-1 off the board).
    Square squareOfCell(int index) const { return m_layout().squareAtReadingIndex(index); }
    int cellOf(Square s) const { return m_layout().readingIndex(s); }

    /// Sets the board's own description (read out on the board itself): the focus square,
    /// the selected piece and how to play from the keyboard.
    void updateBoardDescription();

private:
    BoardWidget* m_board;
    const BoardSelection& m_selection;
    std::function<BoardLayout()> m_layout;
    Square m_square = makeSquare(4, 1);
};

} // namespace rochade::gui
