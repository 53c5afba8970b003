// SPDX-License-Identifier: GPL-3.0-or-later
// Which pieces slide and fade between two shown positions one move apart.
#include "board/board_motion.h"

#include "rochade/core/move_generator.h"

#include <cmath>

namespace rochade::gui {

int motionDurationMs(MotionSpeed speed) {
    switch (speed) {
    case MotionSpeed::Off:
        return 0;
    case MotionSpeed::Fast:
        return 120;
    case MotionSpeed::Normal:
        return 200;
    case MotionSpeed::Slow:
        return 350;
    }
    return 200;
}

QString motionSpeedKey(MotionSpeed speed) {
    switch (speed) {
    case MotionSpeed::Off:
        return QStringLiteral("off");
    case MotionSpeed::Fast:
        return QStringLiteral("fast");
    case MotionSpeed::Normal:
        return QStringLiteral("normal");
    case MotionSpeed::Slow:
        return QStringLiteral("slow");
    }
    return QStringLiteral("normal");
}

MotionSpeed parseMotionSpeed(const QString& key) {
    for (MotionSpeed s : { MotionSpeed::Off, MotionSpeed::Fast, MotionSpeed::Slow })
        if (key == motionSpeedKey(s)) return s;
    return MotionSpeed::Normal;
}

namespace {

/// True if `m` is legal in `pos` and leads to `result` (placement, side, rights, en passant;
/// the move counters are not compared, so a position set up with other counters still counts).
bool leadsTo(const Position& pos, Move m, const Position& result) {
    if (m.isNull() || !MoveGenerator::isLegal(pos, m)) return false;
    Position next = pos;
    UndoInfo undo;
    next.makeMove(m, undo);
    return next.samePositionAs(result);
}

} // namespace

std::optional<BoardMotion> BoardMotion::between(
    const Position& before, Move beforeLastMove, const Position& after, Move afterLastMove) {
    if (leadsTo(before, afterLastMove, after)) return ofMove(before, afterLastMove, false);
    if (leadsTo(after, beforeLastMove, before)) return ofMove(after, beforeLastMove, true);
    return std::nullopt;
}

BoardMotion BoardMotion::ofMove(const Position& pos, Move m, bool back) {
    BoardMotion motion;
    const auto slide = [&](Square from, Square to) {
        if (from == to) return; // a Chess960 king or rook that stays put
        motion.slides[static_cast<std::size_t>(motion.slideCount++)]
            = back ? Slide { pos.pieceAt(from), to, from } : Slide { pos.pieceAt(from), from, to };
    };
    slide(m.from(), m.to());
    if (m.isCastling()) {
        const Square rook = pos.castlingRookFor(m);
        const bool kingside = fileOf(m.to()) == 6;
        slide(rook, makeSquare(kingside ? 5 : 3, rankOf(m.to())));
    }
    if (m.isCapture()) {
        motion.fadeSquare = m.isEnPassant() ? makeSquare(fileOf(m.to()), rankOf(m.from())) : m.to();
        motion.faded = pos.pieceAt(motion.fadeSquare);
        motion.fadeIn = back;
    }
    return motion;
}

bool BoardMotion::covers(Square s) const {
    if (s == fadeSquare && isPiece(faded)) return true;
    for (int i = 0; i < slideCount; ++i)
        if (slides[static_cast<std::size_t>(i)].to == s) return true;
    return false;
}

QPoint BoardMotion::interpolate(QPoint from, QPoint to, qreal progress) {
    const QPointF p = QPointF(from) + (QPointF(to) - QPointF(from)) * progress;
    return QPoint(static_cast<int>(std::lround(p.x())), static_cast<int>(std::lround(p.y())));
}

} // namespace rochade::gui
