// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/board_animator.h"

#include <QVariantAnimation>

#include <algorithm>
#include <utility>

namespace rochade::gui {

BoardAnimator::BoardAnimator(std::function<BoardLayout()> layout, QObject* parent)
    : QObject(parent)
    , m_layout(std::move(layout))
    , m_clock(new QVariantAnimation(this)) {
    // Ease-out: the piece leaves at once and settles gently, so the move reads as made.
    m_clock->setStartValue(0.0);
    m_clock->setEndValue(1.0);
    m_clock->setEasingCurve(QEasingCurve::OutCubic);
    // Each frame repaints only the squares the move passes over.
    connect(m_clock, &QVariantAnimation::valueChanged, this, [this] {
        if (m_motion) emit repaintNeeded(bounds());
    });
    connect(m_clock, &QVariantAnimation::finished, this, [this] {
        const QRect last = bounds();
        m_motion.reset();
        emit repaintNeeded(last);
    });
}

BoardAnimator::~BoardAnimator() = default;

void BoardAnimator::setDuration(int ms) {
    m_durationMs = std::max(0, ms);
}

void BoardAnimator::showPosition(
    const Position& before, Move beforeLastMove, const Position& after, Move afterLastMove) {
    m_promotionDropped = false;
    if (after == before && afterLastMove == beforeLastMove) return;
    // A new position: the one shown before slides into it if they are one move apart,
    // unless the user just dropped that move here.
    const bool dropped = !afterLastMove.isNull() && afterLastMove == m_droppedMove;
    m_droppedMove = Move();
    finish();
    if (dropped || m_durationMs == 0) return;
    m_motion = BoardMotion::between(before, beforeLastMove, after, afterLastMove);
    if (!m_motion) return;
    m_clock->setDuration(m_durationMs);
    m_clock->start();
}

void BoardAnimator::finish() {
    if (!m_motion) return;
    m_clock->stop(); // emits no finished()
    const QRect last = bounds();
    m_motion.reset();
    emit repaintNeeded(last);
}

void BoardAnimator::pieceDropped(Move move, bool promotionPending) {
    m_droppedMove = move;
    m_promotionDropped = promotionPending;
}

void BoardAnimator::promotionChosen(Move move) {
    if (std::exchange(m_promotionDropped, false)) m_droppedMove = move;
}

qreal BoardAnimator::progress() const {
    return m_clock->currentValue().toReal();
}

QRect BoardAnimator::bounds() const {
    if (!m_motion) return {};
    const BoardLayout l = m_layout();
    QRect rect;
    for (int i = 0; i < m_motion->slideCount; ++i) {
        const BoardMotion::Slide& s = m_motion->slides[static_cast<std::size_t>(i)];
        rect |= l.rect(s.from) | l.rect(s.to);
    }
    if (isOnBoard(m_motion->fadeSquare)) rect |= l.rect(m_motion->fadeSquare);
    return rect;
}

QRect BoardAnimator::pieceRect(int index) const {
    if (!m_motion || index < 0 || index >= m_motion->slideCount) return {};
    const BoardLayout l = m_layout();
    const BoardMotion::Slide& s = m_motion->slides[static_cast<std::size_t>(index)];
    return QRect(BoardMotion::interpolate(l.origin(s.from), l.origin(s.to), progress()),
        QSize(l.square, l.square));
}

} // namespace rochade::gui
