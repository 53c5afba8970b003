// SPDX-License-Identifier: GPL-3.0-or-later
// BoardAnimator: drives the slide of a move onto the board (its clock, when it starts and
// ends, what each frame repaints); BoardMotion decides what slides.
#pragma once

#include "board/board_motion.h"
#include "board/board_painter.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QObject>
#include <QRect>

#include <functional>
#include <optional>

class QVariantAnimation;

namespace rochade::gui {

/// Plays the move between two shown positions as a slide: the piece glides over the board
/// (ease-out, duration() long), the castling rook with the king, a captured piece fades. A
/// move the user dropped on the board is shown at once (the piece is already there), and so
/// is a jump of several moves. Asks for repaints through repaintNeeded(), only of the squares
/// the move passes over. Owned by BoardWidget, which finishes the slide on any press or key
/// so input is never held back. Lives in the GUI thread.
class BoardAnimator : public QObject {
    Q_OBJECT
public:
    /// `layout` gives the board's geometry as it is now (it changes on a resize or a flip).
    explicit BoardAnimator(std::function<BoardLayout()> layout, QObject* parent = nullptr);
    ~BoardAnimator() override;

    /// How long a move slides, in milliseconds (0: positions are shown at once). A running
    /// slide keeps its length.
    void setDuration(int ms);
    int duration() const { return m_durationMs; }
    bool isRunning() const { return m_motion.has_value(); }

    /// The shown position changes from `before` (last move `beforeLastMove`) to `after`:
    /// finishes a running slide and starts the step's, if they are one move apart and it was
    /// not dropped here. The same position again leaves a running slide alone. Forgets a
    /// pending dropped promotion either way.
    void showPosition(
        const Position& before, Move beforeLastMove, const Position& after, Move afterLastMove);
    /// Ends a running slide at once.
    void finish();

    /// The user dropped a piece: `move` (null if refused) is already on its target and must
    /// not slide there; `promotionPending`: the drop opened the promotion question.
    void pieceDropped(Move move, bool promotionPending);
    /// The promotion question was answered with `move`: a dropped pawn's promotion does not
    /// slide either. Or it was cancelled.
    void promotionChosen(Move move);
    void promotionCancelled() { m_promotionDropped = false; }

    /// The running motion and its eased progress (0..1), for the painter; null when none.
    const BoardMotion* motion() const { return m_motion ? &*m_motion : nullptr; }
    qreal progress() const;
    /// Where slide `index` (0: the moving piece, 1: the castling rook) is drawn now; an empty
    /// rectangle if there is none.
    QRect pieceRect(int index) const;

signals:
    /// `rect` (widget coordinates) shows a new frame, or the slide's end.
    void repaintNeeded(const QRect& rect);

private:
    /// The squares the running slide passes over (what each of its frames repaints).
    QRect bounds() const;

    std::function<BoardLayout()> m_layout;
    std::optional<BoardMotion> m_motion;
    QVariantAnimation* m_clock; ///< eased progress 0..1; a child
    int m_durationMs = motionDurationMs(MotionSpeed::Normal);
    rochade::Move m_droppedMove; ///< already where it belongs: never slides
    bool m_promotionDropped = false; ///< the open promotion question came from a drop
};

} // namespace rochade::gui
