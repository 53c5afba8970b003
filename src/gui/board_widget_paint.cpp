// SPDX-License-Identifier: GPL-3.0-or-later
// Painting of the chessboard widget: cached squares, highlights, pieces, targets, arrows.
#include "rochade/gui/board_widget.h"

#include "rochade/gui/move_explainer.h"
#include "rochade/gui/promotion_popup.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace rochade::gui {

namespace {

// The palette: warm wood tones, with markers chosen to stay readable on both squares.
const QColor kLight(0xee, 0xdb, 0xbb);
const QColor kDark(0xb0, 0x84, 0x5e);
const QColor kLastMove(226, 196, 64, 105);
const QColor kSelected(84, 150, 70, 150);
const QColor kHovered(46, 108, 204, 210);
const QColor kTarget(36, 44, 30, 88);
const QColor kSpecialTarget(30, 110, 210, 175);
const QColor kDropTarget(84, 150, 70, 95);
const QColor kHintArrow(38, 140, 88, 185);
const QColor kCheckCore(232, 28, 28, 235);
const QColor kDim(48, 30, 12, 60);

QPointF centreOf(const QRect& square) {
    return QRectF(square).center();
}

} // namespace

const QPixmap& BoardWidget::boardPixmap(const Layout& l) {
    const qreal dpr = devicePixelRatioF();
    if (!m_boardCache.isNull() && m_boardCacheSquare == l.square
        && qFuzzyCompare(m_boardCacheDpr, dpr))
        return m_boardCache;

    const int side = 8 * l.square;
    QPixmap pm(
        static_cast<int>(std::lround(side * dpr)), static_cast<int>(std::lround(side * dpr)));
    pm.setDevicePixelRatio(dpr);
    QPainter p(&pm);
    for (Square s : kAllSquares) {
        const int col = m_flipped ? 7 - fileOf(s) : fileOf(s);
        const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
        p.fillRect(
            col * l.square, row * l.square, l.square, l.square, isDarkSquare(s) ? kDark : kLight);
    }

    // Coordinates inside the edge squares, in the colour of the other square type: files
    // along the bottom edge (right-aligned), ranks along the left edge (top-aligned).
    p.setRenderHint(QPainter::TextAntialiasing);
    QFont font = this->font();
    font.setBold(true);
    font.setPixelSize(std::max(7, l.square * 17 / 100));
    p.setFont(font);
    const int margin = std::max(2, l.square / 20);
    for (int i = 0; i < 8; ++i) {
        const int file = m_flipped ? 7 - i : i;
        const Square bottom = m_flipped ? makeSquare(file, 7) : makeSquare(file, 0);
        p.setPen(isDarkSquare(bottom) ? kLight : kDark);
        const QRect fileCell(i * l.square, 7 * l.square, l.square, l.square);
        p.drawText(fileCell.adjusted(margin, margin, -margin, -margin / 2),
            Qt::AlignRight | Qt::AlignBottom, QString(QChar(u'a' + file)));

        const int rank = m_flipped ? i : 7 - i;
        const Square left = m_flipped ? makeSquare(7, rank) : makeSquare(0, rank);
        p.setPen(isDarkSquare(left) ? kLight : kDark);
        const QRect rankCell(0, i * l.square, l.square, l.square);
        p.drawText(rankCell.adjusted(margin, margin / 2, -margin, -margin),
            Qt::AlignLeft | Qt::AlignTop, QString(QChar(u'1' + rank)));
    }
    p.end();
    m_boardCache = pm;
    m_boardCacheSquare = l.square;
    m_boardCacheDpr = dpr;
    return m_boardCache;
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const Layout l = layout();
    p.drawPixmap(l.board.topLeft(), boardPixmap(l));
    paintSquareHighlights(p, l);
    paintPieces(p, l);
    paintTargets(p, l);
    if (!m_hint.isNull()) paintArrow(p, l, m_hint);
    if (m_popup) p.fillRect(l.board, kDim);
    if (m_dragging && m_pressSquare != kNoSquare) {
        // The dragged piece floats under the cursor, above everything else.
        const Piece piece = m_position.pieceAt(m_pressSquare);
        if (isPiece(piece)) {
            const QPixmap pm = m_pieces.pixmap(piece, l.square, devicePixelRatioF());
            p.drawPixmap(m_dragPos - QPoint(l.square / 2, l.square / 2), pm);
        }
    }
}

void BoardWidget::paintSquareHighlights(QPainter& p, const Layout& l) {
    const auto square
        = [&](Square s) { return QRect(squareOrigin(s, l), QSize(l.square, l.square)); };
    if (!m_lastMove.isNull()) {
        p.fillRect(square(m_lastMove.from()), kLastMove);
        p.fillRect(square(m_lastMove.to()), kLastMove);
    }
    if (!m_highlighted.isNull() && isOnBoard(m_highlighted.from())
        && isOnBoard(m_highlighted.to())) {
        // An inset frame rather than a fill, so it reads apart from the last-move tint.
        p.save();
        const qreal w = std::max(2.0, l.square * 0.07);
        p.setPen(QPen(kHovered, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        for (Square s : { m_highlighted.from(), m_highlighted.to() })
            p.drawRect(QRectF(square(s)).adjusted(w / 2, w / 2, -w / 2, -w / 2));
        p.restore();
    }
    if (m_selected != kNoSquare) p.fillRect(square(m_selected), kSelected);

    if (m_position.pieceCount(m_position.sideToMove(), PieceType::King) > 0
        && m_position.isInCheck()) {
        // A red glow under the king in check, fading towards the square's edge.
        const QRect r = square(m_position.kingSquare(m_position.sideToMove()));
        QRadialGradient glow(centreOf(r), l.square * 0.62);
        glow.setColorAt(0.0, kCheckCore);
        glow.setColorAt(0.35, QColor(kCheckCore.red(), kCheckCore.green(), kCheckCore.blue(), 190));
        glow.setColorAt(1.0, QColor(kCheckCore.red(), 40, 40, 0));
        p.fillRect(r, glow);
    }

    if (m_dragging) {
        const Square over = squareAt(m_dragPos);
        if (over != kNoSquare && over != m_pressSquare
            && !movesBetween(m_pressSquare, over).empty()) {
            p.fillRect(square(over), kDropTarget);
        }
    }
}

void BoardWidget::paintPieces(QPainter& p, const Layout& l) {
    const qreal dpr = devicePixelRatioF();
    for (Color c : { Color::White, Color::Black }) {
        for (Square s : m_position.pieceSquares(c)) {
            if (m_dragging && s == m_pressSquare)
                continue; // its square is empty while the piece is in the hand
            p.drawPixmap(squareOrigin(s, l), m_pieces.pixmap(m_position.pieceAt(s), l.square, dpr));
        }
    }
}

void BoardWidget::paintTargets(QPainter& p, const Layout& l) {
    const Square from = m_dragging ? m_pressSquare : m_selected;
    if (from == kNoSquare) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const auto mark = [&](Square to, bool ring, bool special) {
        const QPointF c = centreOf(QRect(squareOrigin(to, l), QSize(l.square, l.square)));
        const QColor colour = special ? kSpecialTarget : kTarget;
        if (ring) {
            const qreal w = l.square * 0.085;
            const qreal r = l.square * 0.5 - w / 2 - l.square * 0.02;
            p.setPen(QPen(colour, w));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(c, r, r);
        } else {
            const qreal r = l.square * (special ? 0.19 : 0.16);
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawEllipse(c, r, r);
        }
    };
    for (Move m : m_legal) {
        if (m.from() != from) continue;
        if (m.isPromotion() && m.promotion() != PieceType::Queen)
            continue; // one mark per target square
        const bool special = m.isCastling() || m.isEnPassant() || m.isPromotion();
        mark(m.to(), m.isCapture() && !m.isEnPassant(), special);
        if (m.isCastling()) {
            // The king may also be dropped onto its own rook: ring the rook too.
            mark(castlingRookSquare(m), true, true);
        }
    }
    p.restore();
}

void BoardWidget::paintArrow(QPainter& p, const Layout& l, Move m) {
    if (!isOnBoard(m.from()) || !isOnBoard(m.to()) || m.from() == m.to()) return;
    const QPointF a = centreOf(QRect(squareOrigin(m.from(), l), QSize(l.square, l.square)));
    const QPointF b = centreOf(QRect(squareOrigin(m.to(), l), QSize(l.square, l.square)));
    const QLineF line(a, b);
    const qreal length = line.length();
    const qreal shaft = l.square * 0.16;
    const qreal headLength = std::min(length * 0.6, l.square * 0.45);
    const qreal headWidth = l.square * 0.42;

    // Built along the x axis from the start square's centre, then rotated into place.
    QPainterPath path;
    const qreal start = l.square * 0.22;
    path.moveTo(start, -shaft / 2);
    path.lineTo(length - headLength, -shaft / 2);
    path.lineTo(length - headLength, -headWidth / 2);
    path.lineTo(length, 0);
    path.lineTo(length - headLength, headWidth / 2);
    path.lineTo(length - headLength, shaft / 2);
    path.lineTo(start, shaft / 2);
    path.closeSubpath();

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(a);
    p.rotate(-line.angle());
    p.setPen(Qt::NoPen);
    p.setBrush(kHintArrow);
    p.drawPath(path);
    p.restore();
}

} // namespace rochade::gui
