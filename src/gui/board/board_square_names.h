// SPDX-License-Identifier: GPL-3.0-or-later
// BoardSquareNames: what a screen reader says about the board's squares.
#pragma once

#include "rochade/core/position.h"

#include <QCoreApplication>
#include <QString>

namespace rochade::gui {

/// The words a screen reader speaks for the squares of a board, translated, built from what
/// they are given (no state; any thread). Pieces are named in whole phrases ("white pawn"),
/// so each language can inflect them.
class BoardSquareNames {
    Q_DECLARE_TR_FUNCTIONS(BoardSquareNames)
public:
    /// "white pawn" ... "black king"; empty for no piece.
    static QString pieceName(Piece piece);
    /// "e4, white pawn" or "e5, empty"; empty off the board.
    static QString square(const Position& position, Square s);
    /// "selected", "legal target" or empty: the square's part in the move being chosen.
    static QString state(bool selected, bool legalTarget);
    /// The board's own description: where the focus square is and what stands there, the
    /// selected piece (`selected`, may be kNoSquare), then how to play from the keyboard.
    static QString focusDescription(const Position& position, Square focus, Square selected);
};

} // namespace rochade::gui
