// SPDX-License-Identifier: GPL-3.0-or-later
// BoardPainter: draws one frame of the chessboard from a description of what it shows.
#pragma once

#include "board/board_display_options.h"
#include "board/board_motion.h"
#include "board/board_theme.h"
#include "board/piece_set.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QFont>
#include <QPixmap>
#include <QPoint>
#include <QRect>
#include <QSize>

class QPainter;

namespace rochade::gui {

/// Where the board and its squares lie in a widget of some size.
struct BoardLayout {
    QRect board;
    int square = 0; ///< one square's side in pixels
    bool flipped = false; ///< Black at the bottom

    /// The largest multiple of 8 pixels that fits in `size`, centred, so every square has
    /// the same whole number of pixels and no seams appear between squares.
    static BoardLayout fit(QSize size, bool flipped);
    /// The top-left corner of square `s` (on the board), honouring the flip.
    QPoint origin(Square s) const;
    QRect rect(Square s) const { return QRect(origin(s), QSize(square, square)); }
    /// The square `columns` right and `rows` down of `from` as seen on the screen (whichever
    /// side is at the bottom), kept on the board.
    Square stepAsSeen(Square from, int columns, int rows) const;
    /// The square under point `p`, or kNoSquare outside the board.
    Square squareAt(QPoint p) const;
    /// The square at `index` (0..63) in reading order as shown (the top-left square first),
    /// or kNoSquare; and the inverse (-1 off the board).
    Square squareAtReadingIndex(int index) const;
    int readingIndex(Square s) const;
};

/// What one frame shows: the position and every marker on it. The painter reads it and
/// decides nothing (which moves are legal, what may be dropped where: the caller knows).
struct BoardFrame {
    BoardLayout layout;
    const Position* position = nullptr; ///< required
    const MoveList* legal = nullptr; ///< the moves whose targets are marked (may be null)
    Move lastMove; ///< tinted if display.lastMove (may be null)
    Move highlighted; ///< framed (may be null)
    Move hint; ///< drawn as an arrow (may be null)
    Square selected = kNoSquare; ///< tinted; its legal targets are marked unless dragging
    Square focus = kNoSquare; ///< the keyboard's frame; kNoSquare draws none
    Square dragFrom = kNoSquare; ///< the piece in the hand: drawn at dragPos, not on its square
    QPoint dragPos;
    Square dropTarget = kNoSquare; ///< a legal drop square under the dragged piece
    BoardDisplayOptions display; ///< the optional markers drawn
    bool dimmed = false; ///< the promotion chooser is open above the board
    /// A move sliding onto `position` (may be null): the squares it covers are drawn by it.
    const BoardMotion* motion = nullptr;
    qreal motionProgress = 1.0; ///< eased, 0 (the move's start) to 1 (done)
    qreal devicePixelRatio = 1.0;
};

/// Paints board frames: squares and coordinates (cached as one pixmap per size, pixel
/// ratio, coordinates shown or not, flip, theme and font), highlights, pieces (a move in motion
/// among them), target marks, the hint arrow, the focus frame and a dragged piece. Lives in the GUI
/// thread (it paints on widgets).
class BoardPainter {
public:
    /// Draws `frame` with `theme`'s colours and `pieces`' images; coordinates in `font`.
    void paint(QPainter& p, const BoardFrame& frame, const BoardTheme& theme, PieceSet& pieces,
        const QFont& font);
    /// Forgets the cached squares (the flip, the theme or the font changed).
    void invalidate() { m_boardCache = QPixmap(); }

private:
    const QPixmap& boardPixmap(const BoardFrame& f, const BoardTheme& theme, const QFont& font);
    /// Files and ranks inside the edge squares of the board pixmap `p` paints on.
    static void paintCoordinates(
        QPainter& p, const BoardLayout& l, const BoardTheme& theme, const QFont& font);
    static void paintSquareHighlights(QPainter& p, const BoardFrame& f, const BoardTheme& theme);
    static void paintPieces(QPainter& p, const BoardFrame& f, PieceSet& pieces);
    static void paintMotion(QPainter& p, const BoardFrame& f, PieceSet& pieces);
    static void paintTargets(QPainter& p, const BoardFrame& f, const BoardTheme& theme);
    static void paintArrow(QPainter& p, const BoardFrame& f, const BoardTheme& theme);
    static void paintFocus(QPainter& p, const BoardFrame& f, const BoardTheme& theme);

    QPixmap m_boardCache; ///< squares and coordinates at the cached size and pixel ratio
    int m_boardCacheSquare = 0;
    qreal m_boardCacheDpr = 0;
    bool m_boardCacheCoordinates = true;
};

} // namespace rochade::gui
