// SPDX-License-Identifier: GPL-3.0-or-later
// The promotion chooser: four piece buttons over the board at the promotion file.
#pragma once

#include "rochade/core/types.h"

#include <QAbstractButton>
#include <QWidget>

#include <array>

namespace rochade::gui {

class PieceSet;

/// A small frameless child widget of the board showing queen, rook, bishop and knight in the
/// mover's colour, the queen nearest the promotion square and pre-selected. Enter or Return
/// picks the current piece, Up/Down (or hovering) change it, Esc cancels. Emits exactly
/// one of pieceChosen() or cancelled(), then hides; the board deletes it. Lives in the GUI
/// thread.
class PromotionPopup : public QWidget {
    Q_OBJECT
public:
    /// `pieces` must outlive the popup. `downwards`: the queen is at the top and the column
    /// grows down (the promotion square is at the top edge of the board as seen).
    PromotionPopup(Color mover, PieceSet& pieces, bool downwards, QWidget* parent);

    /// Places the popup as a column of four squares of `squareSize` starting at `anchor`
    /// (the promotion square's top-left corner, in parent coordinates).
    void place(QPoint anchor, int squareSize);
    /// The button for a piece (queen, rook, bishop or knight), for tests; else nullptr.
    QAbstractButton* button(PieceType type) const;
    /// The piece Enter would pick now: the queen until the user moves the focus or hovers.
    PieceType currentPiece() const;
    /// Makes `type` the piece Enter picks (and lights its tile). Ignores other types.
    void setCurrentPiece(PieceType type);
    /// Emits cancelled() unless a choice was already made.
    void cancel();

    static constexpr std::array<PieceType, 4> kChoices
        = { PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight };

signals:
    void pieceChosen(rochade::PieceType type);
    void cancelled();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void choose(PieceType type);
    void moveFocus(int step);

    std::array<QAbstractButton*, 4> m_buttons {};
    std::size_t m_current = 0;
    bool m_downwards = true;
    bool m_done = false;
};

} // namespace rochade::gui
