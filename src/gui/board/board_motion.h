// SPDX-License-Identifier: GPL-3.0-or-later
// BoardMotion: one move between two shown positions, drawn as pieces that slide and a
// captured piece that fades.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QPoint>
#include <QString>

#include <array>
#include <optional>

namespace rochade::gui {

/// How fast a move slides across the board (View ▸ Move Animation).
enum class MotionSpeed {
    Off,
    Fast,
    Normal,
    Slow
};

/// The time one move takes to slide at `speed`, in milliseconds (0: shown at once).
int motionDurationMs(MotionSpeed speed);
/// The settings word for `speed` ("off", "fast", "normal", "slow") and back; an unknown word
/// gives Normal.
QString motionSpeedKey(MotionSpeed speed);
MotionSpeed parseMotionSpeed(const QString& key);

/// What changes on the board when the shown position steps one move forward or back: the
/// pieces that slide (the mover; for castling the rook too) and the captured piece, which
/// fades out going forward and back in going back. A plain value; decides nothing about what
/// is legal beyond checking that the step is one legal move.
struct BoardMotion {
    struct Slide {
        Piece piece = Piece::Empty; ///< drawn as this piece all the way
        Square from = kNoSquare; ///< in the direction of travel
        Square to = kNoSquare;
    };

    std::array<Slide, 2> slides {};
    int slideCount = 0;
    Piece faded = Piece::Empty; ///< the captured piece, or Empty
    Square fadeSquare = kNoSquare;
    bool fadeIn = false; ///< the step goes back: the captured piece reappears

    /// The motion from the shown `before` (whose last move was `beforeLastMove`) to `after`
    /// (last move `afterLastMove`): forward if `afterLastMove` played in `before` gives
    /// `after`, back if `beforeLastMove` played in `after` gives `before`. Empty when the two
    /// are not one legal move apart (a jump of several plies, a new game, the same position).
    static std::optional<BoardMotion> between(
        const Position& before, Move beforeLastMove, const Position& after, Move afterLastMove);
    /// The motion of `m` played in `pos`, forward (`back` false) or taken back. Precondition:
    /// `m` is legal in `pos`.
    static BoardMotion ofMove(const Position& pos, Move m, bool back);

    /// True if the shown position's piece on `s` is drawn by this motion instead (a slide's
    /// end or the fading square).
    bool covers(Square s) const;
    /// Where a slide's piece stands at `progress` (0 at its start, 1 at its end) between the
    /// square origins `from` and `to`, rounded to whole pixels.
    static QPoint interpolate(QPoint from, QPoint to, qreal progress);
};

} // namespace rochade::gui
