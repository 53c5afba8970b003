// SPDX-License-Identifier: GPL-3.0-or-later
// The board's keyboard focus square and the screen readers' events and words for the board.
#include "board/board_focus.h"

#include "board/board_accessible.h"
#include "board/board_square_names.h"
#include "board/board_widget.h"

#include <utility>

namespace rochade::gui {

BoardFocus::BoardFocus(
    BoardWidget* board, const BoardSelection& selection, std::function<BoardLayout()> layout)
    : m_board(board)
    , m_selection(selection)
    , m_layout(std::move(layout)) {
}

void BoardFocus::moveTo(Square s) {
    if (!isOnBoard(s) || s == m_square) return;
    const Square old = m_square;
    m_square = s;
    // The focus frame is drawn only while the board has the keyboard focus.
    if (m_board->hasFocus()) {
        m_board->update(m_layout().rect(old));
        m_board->update(m_layout().rect(s));
    }
    updateBoardDescription();
    if (m_board->hasFocus()) notifyBoardCellFocused(m_board, s);
}

void BoardFocus::boardFocused() {
    notifyBoardCellFocused(m_board, m_square);
}

void BoardFocus::selectionChanged(Square before) {
    for (Square changed : { before, m_selection.selected() })
        if (changed != kNoSquare) notifyBoardCellSelectionChanged(m_board, changed);
    updateBoardDescription();
}

void BoardFocus::positionChanged(const Position& before) {
    notifyBoardCellsRenamed(m_board, before);
    updateBoardDescription();
}

void BoardFocus::boardFlipped() {
    notifyBoardCellsReordered(m_board);
}

QString BoardFocus::squareName(Square s) const {
    return BoardSquareNames::square(m_selection.position(), s);
}

QString BoardFocus::squareDescription(Square s) const {
    if (!isOnBoard(s)) return {};
    return BoardSquareNames::state(s == m_selection.selected(), m_selection.isTarget(s));
}

void BoardFocus::updateBoardDescription() {
    m_board->setAccessibleDescription(BoardSquareNames::focusDescription(
        m_selection.position(), m_square, m_selection.selected()));
}

} // namespace rochade::gui
