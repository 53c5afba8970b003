// SPDX-License-Identifier: GPL-3.0-or-later
// SetupBoard: the board editor's board, painted like the game's, turning clicks and drags
// into edit requests.
#pragma once

#include "board/board_painter.h"
#include "board/board_theme.h"
#include "board/piece_set.h"
#include "rochade/core/position.h"

#include <QPoint>
#include <QWidget>

#include <memory>

namespace rochade::gui {

/// Shows the position being set up, with the game board's painter, theme and pieces, and
/// says what the mouse asked for; it changes nothing itself (the editor dialog decides).
/// A click (press and release on one square, left button) emits squareClicked(), a right
/// press squareRightClicked(); dragging a piece emits pieceMoved() when dropped on another
/// square and pieceDraggedOff() when dropped beside the board. Lives in the GUI thread.
class SetupBoard : public QWidget {
    Q_OBJECT
public:
    explicit SetupBoard(QWidget* parent = nullptr);
    ~SetupBoard() override;

    void setPosition(const Position& pos);
    const Position& position() const { return m_position; }
    /// Black at the bottom when true.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    /// The game board's looks: its theme and piece set (PieceSet::sets() id).
    void setLooks(const BoardTheme& theme, const QString& pieceSetId);
    PieceSet& pieces() { return *m_pieces; }
    /// The rectangle of square `s` in widget coordinates, and the square under `p` (kNoSquare
    /// beside the board).
    QRect squareRect(Square s) const { return layout().rect(s); }
    Square squareAt(QPoint p) const { return layout().squareAt(p); }
    /// Marks `s` as the square a piece dragged from the palette would land on (kNoSquare:
    /// none).
    void setDropTarget(Square s);

    QSize sizeHint() const override { return { 480, 480 }; }
    QSize minimumSizeHint() const override { return { 240, 240 }; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    void squareClicked(rochade::Square square);
    void squareRightClicked(rochade::Square square);
    void pieceMoved(rochade::Square from, rochade::Square to);
    void pieceDraggedOff(rochade::Square from);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    BoardLayout layout() const { return BoardLayout::fit(size(), m_flipped); }
    void cancelPress();

    Position m_position;
    bool m_flipped = false;
    BoardTheme m_theme;
    QString m_pieceSetId;
    std::unique_ptr<PieceSet> m_pieces;
    BoardPainter m_painter;
    Square m_pressed = kNoSquare; ///< where the left button went down
    QPoint m_pressPos;
    bool m_dragging = false; ///< the pressed piece is in the hand
    QPoint m_dragPos;
    Square m_paletteTarget = kNoSquare;
};

} // namespace rochade::gui
