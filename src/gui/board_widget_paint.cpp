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

// Dims the board under the promotion chooser; the theme's colours do everything else.
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
        p.fillRect(col * l.square, row * l.square, l.square, l.square,
            isDarkSquare(s) ? m_theme.dark : m_theme.light);
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
        p.setPen(isDarkSquare(bottom) ? m_theme.light : m_theme.dark);
        const QRect fileCell(i * l.square, 7 * l.square, l.square, l.square);
        p.drawText(fileCell.adjusted(margin, margin, -margin, -margin / 2),
            Qt::AlignRight | Qt::AlignBottom, QString(QChar(u'a' + file)));

        const int rank = m_flipped ? i : 7 - i;
        const Square left = m_flipped ? makeSquare(7, rank) : makeSquare(0, rank);
        p.setPen(isDarkSquare(left) ? m_theme.light : m_theme.dark);
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
    paintFocus(p, l);
    if (m_popup) p.fillRect(l.board, kDim);
    if (m_dragging && m_pressSquare != kNoSquare) {
        // The dragged piece floats under the cursor, above everything else.
        const Piece piece = m_position.pieceAt(m_pressSquare);
        if (isPiece(piece)) {
            const QPixmap pm = m_pieces->pixmap(piece, l.square, devicePixelRatioF());
            p.drawPixmap(m_dragPos - QPoint(l.square / 2, l.square / 2), pm);
        }
    }
}

void BoardWidget::paintSquareHighlights(QPainter& p, const Layout& l) {
    const auto square
        = [&](Square s) { return QRect(squareOrigin(s, l), QSize(l.square, l.square)); };
    if (!m_lastMove.isNull()) {
        p.fillRect(square(m_lastMove.from()), m_theme.lastMove);
        p.fillRect(square(m_lastMove.to()), m_theme.lastMove);
    }
    if (!m_highlighted.isNull() && isOnBoard(m_highlighted.from())
        && isOnBoard(m_highlighted.to())) {
        // An inset frame rather than a fill, so it reads apart from the last-move tint.
        p.save();
        const qreal w = std::max(2.0, l.square * 0.07);
        p.setPen(QPen(m_theme.hovered, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        for (Square s : { m_highlighted.from(), m_highlighted.to() })
            p.drawRect(QRectF(square(s)).adjusted(w / 2, w / 2, -w / 2, -w / 2));
        p.restore();
    }
    if (m_selected != kNoSquare) p.fillRect(square(m_selected), m_theme.selected);

    if (m_position.pieceCount(m_position.sideToMove(), PieceType::King) > 0
        && m_position.isInCheck()) {
        // A red glow under the king in check, fading towards the square's edge.
        const QRect r = square(m_position.kingSquare(m_position.sideToMove()));
        QRadialGradient glow(centreOf(r), l.square * 0.62);
        const QColor core = m_theme.check;
        glow.setColorAt(0.0, core);
        glow.setColorAt(0.35, QColor(core.red(), core.green(), core.blue(), 190));
        glow.setColorAt(1.0, QColor(core.red(), core.green(), core.blue(), 0));
        p.fillRect(r, glow);
    }

    if (m_dragging) {
        const Square over = squareAt(m_dragPos);
        if (over != kNoSquare && over != m_pressSquare
            && !movesBetween(m_pressSquare, over).empty()) {
            p.fillRect(square(over), m_theme.dropTarget);
        }
    }
}

void BoardWidget::paintPieces(QPainter& p, const Layout& l) {
    const qreal dpr = devicePixelRatioF();
    for (Color c : { Color::White, Color::Black }) {
        for (Square s : m_position.pieceSquares(c)) {
            if (m_dragging && s == m_pressSquare)
                continue; // its square is empty while the piece is in the hand
            p.drawPixmap(
                squareOrigin(s, l), m_pieces->pixmap(m_position.pieceAt(s), l.square, dpr));
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
        const QColor colour = special ? m_theme.specialTarget : m_theme.target;
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
    p.setBrush(m_theme.hintArrow);
    p.drawPath(path);
    p.restore();
}

void BoardWidget::paintFocus(QPainter& p, const Layout& l) {
    // Only while the keys act on the board: a thick frame in the theme's focus colour,
    // edged by a thin contrasting line so it reads on light and dark squares alike.
    if (!hasFocus() || !isOnBoard(m_focus)) return;
    const QRectF r(QRect(squareOrigin(m_focus, l), QSize(l.square, l.square)));
    const qreal w = std::max(3.0, l.square * 0.08);
    const qreal edge = std::max(1.0, w / 3);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_theme.focusOutline, edge, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(r.adjusted(w + edge / 2, w + edge / 2, -w - edge / 2, -w - edge / 2));
    p.setPen(QPen(m_theme.focus, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    p.restore();
}

} // namespace rochade::gui
