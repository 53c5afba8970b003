// SPDX-License-Identifier: GPL-3.0-or-later
// Placing the board and its side widget by hand: a layout cannot keep a widget square.
#include "board/board_area.h"

#include "board/board_widget.h"

#include <QEvent>

#include <algorithm>

namespace rochade::gui {

namespace {
constexpr int kGap = 6;
}

BoardArea::BoardArea(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("boardArea"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardArea::setBoard(BoardWidget* board) {
    m_board = board;
    m_board->setParent(this);
    m_board->show();
    updateGeometry();
    arrange();
}

void BoardArea::setSideWidget(QWidget* side) {
    if (m_side) m_side->removeEventFilter(this);
    m_side = side;
    if (m_side) {
        m_side->setParent(this);
        m_side->installEventFilter(this);
    }
    arrange();
}

int BoardArea::sideWidth() const {
    if (!m_side || m_side->isHidden()) return 0;
    return m_side->sizeHint().width() + kGap;
}

QSize BoardArea::sizeHint() const {
    if (!m_board) return QWidget::sizeHint();
    return m_board->sizeHint() + QSize(sideWidth(), 0);
}

QSize BoardArea::minimumSizeHint() const {
    if (!m_board) return QWidget::minimumSizeHint();
    return m_board->minimumSizeHint() + QSize(sideWidth(), 0);
}

void BoardArea::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

bool BoardArea::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_side
        && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)) {
        updateGeometry();
        arrange();
    }
    return QWidget::eventFilter(watched, event);
}

void BoardArea::arrange() {
    if (!m_board) return;
    const int side = sideWidth();
    // The board draws whole squares only, so give it a multiple of 8 and nothing to spare.
    const int boardSide = std::max(8, (std::min(width() - side, height()) / 8) * 8);
    const int left = std::max(0, (width() - side - boardSide) / 2);
    const int top = std::max(0, (height() - boardSide) / 2);
    m_board->setGeometry(left + side, top, boardSide, boardSide);
    if (side > 0) m_side->setGeometry(left, top, side - kGap, boardSide);
}

} // namespace rochade::gui
