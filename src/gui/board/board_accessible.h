// SPDX-License-Identifier: GPL-3.0-or-later
// What screen readers see of the chessboard: the board and its 64 squares as named cells.
#pragma once

#include "rochade/core/position.h"

#include <QAccessibleWidget>
#include <QPointer>

#include <array>

namespace rochade::gui {

class BoardWidget;

/// The accessible side of a BoardWidget: children 0..63 are its squares in reading order
/// as shown (top-left first), each a Cell named like "e4, white pawn", focused when it is
/// the keyboard focus square and the board has the focus, selected when its piece is
/// selected; further children are the board's child widgets (the promotion chooser). The
/// cells are created on first use and registered with QAccessible, which owns them until
/// this interface goes (with its board).
class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardWidget* board);
    ~BoardAccessible() override;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

private:
    BoardWidget* board() const;

    mutable std::array<QAccessible::Id, 64> m_cells {}; ///< 0: not created yet
};

/// Registers the factory that gives every BoardWidget a BoardAccessible. Idempotent; the
/// board's constructor calls it.
void installBoardAccessibility();

// What changed on a board's cells, for screen readers (nothing while none listens):
/// every cell index now names another square (the board was flipped);
void notifyBoardCellsReordered(BoardWidget* board);
/// square `s` was selected or deselected;
void notifyBoardCellSelectionChanged(BoardWidget* board, Square s);
/// square `s` is the focused cell now;
void notifyBoardCellFocused(BoardWidget* board, Square s);
/// the names of the squares whose piece differs from `before` (the board shows a new position).
void notifyBoardCellsRenamed(BoardWidget* board, const Position& before);

} // namespace rochade::gui
