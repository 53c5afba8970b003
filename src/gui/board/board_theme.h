// SPDX-License-Identifier: GPL-3.0-or-later
// Board colour themes: the colours of squares and markers, as a value type and a table.
#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace rochade::gui {

/// Every colour the board paints itself. Markers are translucent where they lie over a
/// square, so the square's own colour still shows through; each theme picks them to stay
/// readable on both of its square colours.
struct BoardTheme {
    QString id; ///< stable key for the settings, e.g. "walnut"
    const char* name {}; ///< English name, translated by displayName()
    QColor light; ///< light squares (and the coordinates on dark squares)
    QColor dark; ///< dark squares (and the coordinates on light squares)
    QColor lastMove; ///< tint of the last move's two squares
    QColor selected; ///< tint of the selected piece's square
    QColor hovered; ///< frame of a move hovered in a list
    QColor target; ///< dots and rings on the selected piece's targets
    QColor specialTarget; ///< the same for castling, en passant and promotion
    QColor dropTarget; ///< the square under a dragged piece when it may land there
    QColor hintArrow; ///< the hint arrow
    QColor check; ///< the glow under a king in check
    QColor focus; ///< the keyboard focus frame
    QColor focusOutline; ///< thin line beside the focus frame, so it reads on both squares

    /// The name shown in the View menu, in the user's language.
    QString displayName() const;
};

/// All themes, the default first. Never empty.
const QList<BoardTheme>& boardThemes();
/// The theme with `id`, or the default one for an unknown id (old or edited settings).
const BoardTheme& boardTheme(const QString& id);
/// The default theme (Walnut).
const BoardTheme& defaultBoardTheme();

} // namespace rochade::gui
