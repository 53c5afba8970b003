// SPDX-License-Identifier: GPL-3.0-or-later
// BoardSelection: what the user has picked up on a board, and what each press, drag, release
// or key on a square means.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QCoreApplication>
#include <QPoint>
#include <QString>

namespace rochade::gui {

/// How the mouse moves pieces: click the piece and then its target, drag it there, or both.
/// The keyboard (Space or Enter on the focus square) always works as a click.
enum class MoveInput {
    ClickOrDrag,
    ClickOnly,
    DragOnly
};

/// The settings word of `input` ("both", "click", "drag") and back; unknown words give
/// ClickOrDrag.
QString moveInputKey(MoveInput input);
MoveInput parseMoveInput(const QString& key);

/// The board's input decisions without a widget: holds the shown position, the moves the user
/// may play (it holds no rules: they come from outside), the selected square and a press or
/// drag in progress, and answers each press, pointer move, release or key on a square with an
/// Outcome that the board carries out. A press or key that does nothing always gets a message
/// saying why. A plain value; lives in the GUI thread (its words are translated).
class BoardSelection {
    Q_DECLARE_TR_FUNCTIONS(rochade::gui::BoardSelection)
public:
    /// What one input asks of the board. At most one of message, move and promotion is set;
    /// the selection may have changed besides (compare selected() with selectedBefore).
    struct Outcome {
        Square selectedBefore = kNoSquare; ///< the selection before the input
        QString message; ///< why nothing was played (for the status bar)
        Move move; ///< a complete move chosen, the promotion piece included
        Square promotionFrom = kNoSquare; ///< a promotion whose piece must be asked for
        Square promotionTo = kNoSquare;
    };

    BoardSelection();

    /// Shows `pos`: the legal moves, the selection and any press are dropped.
    void setPosition(const Position& pos);
    const Position& position() const { return m_position; }
    /// Drops the selection if it has no move in `moves`.
    void setLegalMoves(const MoveList& moves);
    const MoveList& legalMoves() const { return m_legal; }
    /// Disabling drops the press and the selection; every press or key then answers with
    /// `reasonWhenDisabled` (or a general reason when it is empty).
    void setInputEnabled(bool enabled, const QString& reasonWhenDisabled);
    bool isInputEnabled() const { return m_inputEnabled; }
    /// Promotions then always choose a queen and are never asked.
    void setAlwaysPromoteToQueen(bool on) { m_alwaysQueen = on; }
    bool alwaysPromoteToQueen() const { return m_alwaysQueen; }
    /// Which pointer gestures move pieces; drops a press in progress. Default: ClickOrDrag.
    void setMoveInput(MoveInput input);
    MoveInput moveInput() const { return m_moveInput; }

    Square selected() const { return m_selected; }
    /// Selects `s` (kNoSquare clears), legal moves or not.
    void select(Square s) { m_selected = s; }
    /// A legal target of the selected piece.
    bool isTarget(Square s) const;
    /// A piece of the side to move that has a move, or a target: worth the hand cursor.
    bool isClickable(Square s) const;
    /// The name of the special move (castling, en passant, promotion) onto target `s` of the
    /// selected piece, else empty.
    QString targetTooltip(Square s) const;

    /// The left button went down on `s` (kNoSquare beside the board) at `pos`.
    Outcome press(Square s, QPoint pos);
    bool isPressed() const { return m_pressSquare != kNoSquare; }
    /// The pointer moved to `pos` with the button held: past `startDragDistance` (Manhattan)
    /// from the press the press becomes a drag (never with ClickOnly). True if the dragged
    /// piece must be redrawn.
    bool dragTo(QPoint pos, int startDragDistance);
    bool isDragging() const { return m_dragging; }
    /// The square of the piece being dragged, else kNoSquare; it is drawn at dragPos().
    Square dragFrom() const { return m_dragging ? m_pressSquare : kNoSquare; }
    QPoint dragPos() const { return m_dragPos; }
    /// `over` if the dragged piece may be dropped there, else kNoSquare.
    Square dropTarget(Square over) const;
    /// The button came up over `s` (kNoSquare off the board) after press(). With DragOnly a
    /// plain click puts the piece down again and says that pieces are dragged.
    Outcome release(Square s);
    /// Forgets a press or drag (the piece goes back; the selection stays).
    void cancelPress();

    /// Space or Enter on `s`: as a click there, with the same messages.
    Outcome activate(Square s);
    /// The promotion from `from` to `to` was answered with `type`.
    Outcome choosePromotion(Square from, Square to, PieceType type);
    /// The promotion question of the pawn on `from` ended unanswered.
    Outcome cancelPromotion(Square from);

private:
    /// An Outcome that asks nothing yet, the selection as it is now.
    Outcome begin() const;
    QString disabledMessage() const;
    bool isOwnPiece(Square s) const;
    bool hasMovesFrom(Square s) const;
    /// A press or key on `s` (not the selected square) while a piece is selected: a legal
    /// target wins over selecting (the king onto its own rook castles), another square that
    /// is not an own piece drops the selection with the reason. True if that decided it.
    bool resolveSelectionAt(Square s, Outcome& out);
    /// Plays `from`-`to` (which has legal moves): the move, or a promotion to ask about.
    void tryMove(Square from, Square to, Outcome& out);

    Position m_position;
    MoveList m_legal;
    Square m_selected = kNoSquare;
    bool m_inputEnabled = true;
    QString m_disabledReason;
    bool m_alwaysQueen = false;
    MoveInput m_moveInput = MoveInput::ClickOrDrag;

    // The press: its square, whether that was already selected (a click then deselects),
    // whether the pointer has gone far enough to drag, and where the piece is drawn.
    Square m_pressSquare = kNoSquare;
    bool m_pressWasSelected = false;
    bool m_dragging = false;
    QPoint m_pressPos;
    QPoint m_dragPos;
};

} // namespace rochade::gui
