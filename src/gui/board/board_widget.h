// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard widget: paints a position and turns clicks and drags into legal moves.
#pragma once

#include "board/board_animator.h"
#include "board/board_display_options.h"
#include "board/board_focus.h"
#include "board/board_painter.h"
#include "board/board_selection.h"
#include "board/board_theme.h"
#include "board/piece_set.h"
#include "board/promotion_chooser.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QPoint>
#include <QString>
#include <QWidget>

#include <memory>

namespace rochade::gui {

class PromotionPopup;

/// Paints a position and turns clicks and drags into legal moves. Holds no rules: the
/// controller tells it which moves are legal, and BoardSelection decides what each click,
/// drag or key means; the widget carries that out. Lives in the GUI thread.
///
/// Input: click a piece of the side to move, then a target; or drag the piece onto the
/// target (setMoveInput() may allow only one of the two). A click or drop that does nothing always
/// emits statusMessage() saying why. Promotion opens a PromotionPopup (unless "always promote to
/// queen" is on); cancelling it puts the pawn back and emits nothing.
///
/// Motion: a position one move away from the shown one (forward or back) slides in (see
/// BoardAnimator). It never holds input back: a press or key during the slide finishes it,
/// then acts as usual.
///
/// Keyboard: the board takes Tab focus; the keys move a focus square and act on it (see
/// BoardFocus). Screen readers see the 64 squares as named cells; see board_accessible.h.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    /// Shows `pos`; `lastMove` (may be null) is highlighted. Clears the selection, any drag
    /// and any open promotion popup, and the legal moves (call setLegalMoves() after).
    /// One move away from the shown position, the move slides in (see Motion above); the same
    /// position again leaves a running slide alone.
    void setPosition(const rochade::Position& pos, rochade::Move lastMove = {});
    /// How long a move slides, in milliseconds (0: positions are shown at once). Default:
    /// motionDurationMs(MotionSpeed::Normal). A running slide keeps its length.
    void setMotionDuration(int ms) { m_animator.setDuration(ms); }
    int motionDuration() const { return m_animator.duration(); }
    /// True while a move slides onto the board.
    bool isAnimating() const { return m_animator.isRunning(); }
    /// Ends a running slide at once: the position as it is now.
    void finishMotion() { m_animator.finish(); }
    /// Where slide `index` of the running move is drawn now (0: the moving piece, 1: the
    /// castling rook), in widget coordinates; an empty rectangle if there is none.
    QRect movingPieceRect(int index = 0) const { return m_animator.pieceRect(index); }
    /// The moves the user may play now (normally the legal moves of the shown position;
    /// empty when the user may not move). Clears the selection if it no longer has moves.
    void setLegalMoves(const rochade::MoveList& moves);
    /// With input disabled every click emits statusMessage(reasonWhenDisabled) and nothing
    /// else (e.g. "The computer is thinking").
    void setInputEnabled(bool enabled, const QString& reasonWhenDisabled = {});
    bool isInputEnabled() const { return m_selection.isInputEnabled(); }
    /// Black at the bottom when true.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    /// Promotions then always choose a queen and no popup opens.
    void setAlwaysPromoteToQueen(bool on) { m_selection.setAlwaysPromoteToQueen(on); }
    bool alwaysPromoteToQueen() const { return m_selection.alwaysPromoteToQueen(); }
    /// Which mouse gestures move pieces (see MoveInput); drops a press in progress.
    void setMoveInput(MoveInput input) { m_selection.setMoveInput(input); }
    MoveInput moveInput() const { return m_selection.moveInput(); }
    /// Which optional markers are drawn (default: all); repaints at once.
    void setDisplayOptions(const BoardDisplayOptions& options);
    const BoardDisplayOptions& displayOptions() const { return m_display; }
    /// Marks a move (hovered in a move list); a null move clears the mark.
    void setHighlightedMove(rochade::Move m);
    rochade::Move highlightedMove() const { return m_highlighted; }
    /// Draws a move as an arrow (a hint); a null move clears it.
    void setHintMove(rochade::Move m);
    rochade::Move hintMove() const { return m_hint; }
    /// Selects square `s` and marks the legal targets from it, without messages (for lists
    /// kept in sync with the board); kNoSquare clears. Emits selectionChanged() on a change.
    void selectSquare(rochade::Square s);
    rochade::Square selectedSquare() const { return m_selection.selected(); }
    /// The rectangle of square `s` in widget coordinates, honouring the flip.
    QRect squareRect(rochade::Square s) const;
    /// The square under widget point `p`, or kNoSquare outside the board.
    rochade::Square squareAt(QPoint p) const;
    const rochade::Position& position() const { return m_selection.position(); }

    /// The colours of squares and markers; repaints at once.
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    /// Switches to the piece set `id` (see PieceSet::sets(); unknown ids give the default
    /// set). Closes an open promotion chooser, which shows the old pieces.
    void setPieceSet(const QString& id);
    QString pieceSetId() const { return m_pieceSetId; }
    PieceSet& pieces() { return *m_pieces; }

    /// The keyboard focus square (always on the board; e2 at first).
    rochade::Square focusSquare() const { return m_focus.square(); }
    /// Moves the focus square to `s` (ignored off the board) and tells screen readers.
    void setFocusSquare(rochade::Square s) { m_focus.moveTo(s); }
    /// The focus square and what screen readers are told of the board (BoardAccessible asks).
    const BoardFocus& focus() const { return m_focus; }
    /// The promotion popup while it is open, else nullptr (also findable with findChild).
    PromotionPopup* promotionPopup() const { return m_promotion.popup(); }

    QSize sizeHint() const override { return { 560, 560 }; }
    QSize minimumSizeHint() const override { return { 160, 160 }; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    /// A complete legal move, the promotion piece chosen.
    void moveChosen(rochade::Move move);
    /// The selected square changed; kNoSquare when cleared.
    void selectionChanged(rochade::Square square);
    /// Why a click or drop did nothing (for the status bar).
    void statusMessage(const QString& text);
    /// A move the user tried with a piece in hand (a click or a drop on a square it may not go
    /// to) was refused; statusMessage() says why.
    void moveRefused();
    /// The promotion chooser opened (true) or closed (false): the human is being asked.
    void promotionChooserChanged(bool open);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    BoardLayout layout() const { return BoardLayout::fit(size(), m_flipped); }
    /// What the painter shows now.
    BoardFrame frame() const;

    /// Does what `outcome` asks: tells listeners and screen readers if the selection changed,
    /// then shows the message, plays the move or asks for the promotion piece.
    void carryOut(const BoardSelection::Outcome& outcome);
    /// After the selection may have changed from `before`: repaint, screen readers and
    /// selectionChanged() if it did.
    void selectionChangedFrom(rochade::Square before);

    BoardSelection m_selection; ///< the position, the legal moves and what the user holds
    rochade::Move m_lastMove;
    rochade::Move m_highlighted;
    rochade::Move m_hint;
    bool m_flipped = false;
    BoardDisplayOptions m_display;
    std::unique_ptr<PieceSet> m_pieces;
    QString m_pieceSetId;
    BoardTheme m_theme;
    BoardFocus m_focus; ///< the keyboard focus square and the screen readers' side
    BoardPainter m_painter;
    PromotionChooser m_promotion; ///< a promotion waiting for its piece
    BoardAnimator m_animator; ///< the move sliding in
};

} // namespace rochade::gui
