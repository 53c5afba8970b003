// SPDX-License-Identifier: GPL-3.0-or-later
// PiecePalette: the twelve pieces and an eraser the board editor puts on its board.
#pragma once

#include "rochade/core/types.h"

#include <QWidget>

#include <array>

class QAbstractButton;
class QButtonGroup;
class QToolButton;

namespace rochade::gui {

class PieceSet;

/// Twelve piece buttons (a white and a black column, king to pawn) and an eraser, one of them
/// chosen at a time. Dragging a button away drops its piece where the mouse is let go:
/// pieceDragged() while it moves, pieceDropped() when let go (the editor maps the point onto
/// its board). The chosen tool is Piece::Empty for the eraser. Lives in the GUI thread.
class PiecePalette : public QWidget {
    Q_OBJECT
public:
    /// The buttons show `pieces`' images (not owned; it must outlive the palette's next
    /// setPieces()).
    explicit PiecePalette(PieceSet& pieces, QWidget* parent = nullptr);

    /// The chosen piece, or Piece::Empty for the eraser.
    Piece chosen() const { return m_chosen; }
    void choose(Piece piece);
    /// The button of `piece` (Piece::Empty: the eraser), for tests and focus.
    QToolButton* button(Piece piece) const;
    /// Redraws the buttons with `pieces`' images.
    void setPieces(PieceSet& pieces);

signals:
    void chosenChanged(rochade::Piece piece);
    /// A piece dragged from the palette is over global point `global`.
    void pieceDragged(rochade::Piece piece, QPoint global);
    /// A piece dragged from the palette was let go at global point `global`.
    void pieceDropped(rochade::Piece piece, QPoint global);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static constexpr int kIconSize = 36;
    void updateIcons(PieceSet& pieces);

    std::array<Piece, 13> m_tools {}; ///< the buttons' pieces, the eraser last
    std::array<QToolButton*, 13> m_buttons {};
    QButtonGroup* m_group = nullptr;
    Piece m_chosen = Piece::WhitePawn;
    QToolButton* m_pressed = nullptr; ///< the button the left button went down on
    QPoint m_pressGlobal;
    bool m_dragging = false;
};

} // namespace rochade::gui
