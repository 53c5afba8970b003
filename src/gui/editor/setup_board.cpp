// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's board: painting through BoardPainter, and the mouse turned into requests.
#include "editor/setup_board.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace rochade::gui {

SetupBoard::SetupBoard(QWidget* parent)
    : QWidget(parent)
    , m_theme(defaultBoardTheme())
    , m_pieceSetId(PieceSet::sets().front().id)
    , m_pieces(std::make_unique<PieceSet>(PieceSet::sets().front().directory)) {
    setObjectName(QStringLiteral("setupBoard"));
    setAccessibleName(tr("Board being set up"));
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

SetupBoard::~SetupBoard() = default;

void SetupBoard::setPosition(const Position& pos) {
    m_position = pos;
    update();
}

void SetupBoard::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    cancelPress();
    m_flipped = flipped;
    m_painter.invalidate();
    update();
}

void SetupBoard::setLooks(const BoardTheme& theme, const QString& pieceSetId) {
    m_theme = theme;
    const PieceSet::Info& info = PieceSet::set(pieceSetId);
    if (info.id != m_pieceSetId) {
        m_pieces = std::make_unique<PieceSet>(info.directory);
        m_pieceSetId = info.id;
    }
    m_painter.invalidate();
    update();
}

void SetupBoard::setDropTarget(Square s) {
    if (s == m_paletteTarget) return;
    m_paletteTarget = s;
    update();
}

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    BoardFrame f;
    f.layout = layout();
    f.position = &m_position;
    if (m_dragging) {
        f.dragFrom = m_pressed;
        f.dragPos = m_dragPos;
        f.dropTarget = squareAt(m_dragPos);
    } else {
        f.dropTarget = m_paletteTarget;
    }
    f.devicePixelRatio = devicePixelRatioF();
    m_painter.paint(p, f, m_theme, *m_pieces, font());
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    event->accept();
    const QPoint pos = event->position().toPoint();
    const Square s = squareAt(pos);
    if (event->button() == Qt::RightButton) {
        // A right click drops a drag in progress; on a square it takes the piece away.
        if (m_dragging) {
            cancelPress();
            return;
        }
        if (s != kNoSquare) emit squareRightClicked(s);
        return;
    }
    if (event->button() != Qt::LeftButton || s == kNoSquare) return;
    m_pressed = s;
    m_pressPos = pos;
    m_dragging = false;
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event) {
    event->accept();
    const QPoint pos = event->position().toPoint();
    if (m_pressed == kNoSquare || !(event->buttons() & Qt::LeftButton)) {
        setCursor(isPiece(m_position.pieceAt(squareAt(pos))) ? Qt::OpenHandCursor
                                                             : Qt::PointingHandCursor);
        return;
    }
    if (!m_dragging && isPiece(m_position.pieceAt(m_pressed))
        && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (m_dragging) {
        m_dragPos = pos;
        setCursor(Qt::ClosedHandCursor);
        update();
    }
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event) {
    event->accept();
    if (event->button() != Qt::LeftButton || m_pressed == kNoSquare) return;
    const Square from = m_pressed;
    const bool dragged = m_dragging;
    const Square to = squareAt(event->position().toPoint());
    cancelPress();
    if (!dragged) {
        if (to == from) emit squareClicked(from);
    } else if (to == kNoSquare) {
        emit pieceDraggedOff(from);
    } else if (to != from) {
        emit pieceMoved(from, to);
    }
}

void SetupBoard::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) m_painter.invalidate();
    QWidget::changeEvent(event);
}

void SetupBoard::cancelPress() {
    m_pressed = kNoSquare;
    m_dragging = false;
    unsetCursor();
    update();
}

} // namespace rochade::gui
