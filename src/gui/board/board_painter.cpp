// SPDX-License-Identifier: GPL-3.0-or-later
// Painting of the chessboard: cached squares, highlights, pieces, targets, arrows.
#include "board/board_painter.h"

#include "board/move_explainer.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace rochade::gui {

namespace {

// Dims the board under the promotion chooser; the theme's colours do everything else.
const QColor kDim(48, 30, 12, 60);

QPointF centreOf(const QRect& square) {
    return QRectF(square).center();
}

} // namespace

BoardLayout BoardLayout::fit(QSize size, bool flipped) {
    BoardLayout l;
    l.square = std::max(1, std::min(size.width(), size.height()) / 8);
    const int side = 8 * l.square;
    l.board = QRect((size.width() - side) / 2, (size.height() - side) / 2, side, side);
    l.flipped = flipped;
    return l;
}

QPoint BoardLayout::origin(Square s) const {
    const int col = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return board.topLeft() + QPoint(col * square, row * square);
}

Square BoardLayout::stepAsSeen(Square from, int columns, int rows) const {
    const int df = flipped ? -columns : columns;
    const int dr = flipped ? rows : -rows;
    return makeSquare(std::clamp(fileOf(from) + df, 0, 7), std::clamp(rankOf(from) + dr, 0, 7));
}

Square BoardLayout::squareAt(QPoint p) const {
    if (!board.contains(p)) return kNoSquare;
    const int col = (p.x() - board.left()) / square;
    const int row = (p.y() - board.top()) / square;
    if (col < 0 || col > 7 || row < 0 || row > 7) return kNoSquare;
    return flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

Square BoardLayout::squareAtReadingIndex(int index) const {
    if (index < 0 || index > 63) return kNoSquare;
    const int row = index / 8; // from the top as shown
    const int col = index % 8;
    return flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

int BoardLayout::readingIndex(Square s) const {
    if (!isOnBoard(s)) return -1;
    const int col = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return row * 8 + col;
}

const QPixmap& BoardPainter::boardPixmap(
    const BoardFrame& f, const BoardTheme& theme, const QFont& font) {
    const BoardLayout& l = f.layout;
    const qreal dpr = f.devicePixelRatio;
    if (!m_boardCache.isNull() && m_boardCacheSquare == l.square
        && qFuzzyCompare(m_boardCacheDpr, dpr) && m_boardCacheCoordinates == f.display.coordinates)
        return m_boardCache;

    const int side = 8 * l.square;
    QPixmap pm(
        static_cast<int>(std::lround(side * dpr)), static_cast<int>(std::lround(side * dpr)));
    pm.setDevicePixelRatio(dpr);
    QPainter p(&pm);
    for (Square s : kAllSquares) {
        const int col = l.flipped ? 7 - fileOf(s) : fileOf(s);
        const int row = l.flipped ? rankOf(s) : 7 - rankOf(s);
        p.fillRect(col * l.square, row * l.square, l.square, l.square,
            isDarkSquare(s) ? theme.dark : theme.light);
    }

    if (f.display.coordinates) paintCoordinates(p, l, theme, font);
    p.end();
    m_boardCache = pm;
    m_boardCacheSquare = l.square;
    m_boardCacheDpr = dpr;
    m_boardCacheCoordinates = f.display.coordinates;
    return m_boardCache;
}

void BoardPainter::paintCoordinates(
    QPainter& p, const BoardLayout& l, const BoardTheme& theme, const QFont& font) {
    // Inside the edge squares, in the colour of the other square type: files along the
    // bottom edge (right-aligned), ranks along the left edge (top-aligned).
    p.setRenderHint(QPainter::TextAntialiasing);
    QFont bold = font;
    bold.setBold(true);
    bold.setPixelSize(std::max(7, l.square * 17 / 100));
    p.setFont(bold);
    const int margin = std::max(2, l.square / 20);
    for (int i = 0; i < 8; ++i) {
        const int file = l.flipped ? 7 - i : i;
        const Square bottom = l.flipped ? makeSquare(file, 7) : makeSquare(file, 0);
        p.setPen(isDarkSquare(bottom) ? theme.light : theme.dark);
        const QRect fileCell(i * l.square, 7 * l.square, l.square, l.square);
        p.drawText(fileCell.adjusted(margin, margin, -margin, -margin / 2),
            Qt::AlignRight | Qt::AlignBottom, QString(QChar(u'a' + file)));

        const int rank = l.flipped ? i : 7 - i;
        const Square left = l.flipped ? makeSquare(7, rank) : makeSquare(0, rank);
        p.setPen(isDarkSquare(left) ? theme.light : theme.dark);
        const QRect rankCell(0, i * l.square, l.square, l.square);
        p.drawText(rankCell.adjusted(margin, margin / 2, -margin, -margin),
            Qt::AlignLeft | Qt::AlignTop, QString(QChar(u'1' + rank)));
    }
}

void BoardPainter::paint(QPainter& p, const BoardFrame& f, const BoardTheme& theme,
    PieceSet& pieces, const QFont& font) {
    const BoardLayout& l = f.layout;
    p.drawPixmap(l.board.topLeft(), boardPixmap(f, theme, font));
    paintSquareHighlights(p, f, theme);
    paintPieces(p, f, pieces);
    paintTargets(p, f, theme);
    if (!f.hint.isNull()) paintArrow(p, f, theme);
    paintFocus(p, f, theme);
    // A piece on its way glides above the markers of the squares it passes.
    if (f.motion) paintMotion(p, f, pieces);
    if (f.dimmed) p.fillRect(l.board, kDim);
    if (f.dragFrom != kNoSquare) {
        // The dragged piece floats under the cursor, above everything else.
        const Piece piece = f.position->pieceAt(f.dragFrom);
        if (isPiece(piece)) {
            const QPixmap pm = pieces.pixmap(piece, l.square, f.devicePixelRatio);
            p.drawPixmap(f.dragPos - QPoint(l.square / 2, l.square / 2), pm);
        }
    }
}

void BoardPainter::paintSquareHighlights(
    QPainter& p, const BoardFrame& f, const BoardTheme& theme) {
    const BoardLayout& l = f.layout;
    const auto square = [&](Square s) { return l.rect(s); };
    if (f.display.lastMove && !f.lastMove.isNull()) {
        p.fillRect(square(f.lastMove.from()), theme.lastMove);
        p.fillRect(square(f.lastMove.to()), theme.lastMove);
    }
    if (!f.highlighted.isNull() && isOnBoard(f.highlighted.from())
        && isOnBoard(f.highlighted.to())) {
        // An inset frame rather than a fill, so it reads apart from the last-move tint.
        p.save();
        const qreal w = std::max(2.0, l.square * 0.07);
        p.setPen(QPen(theme.hovered, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        for (Square s : { f.highlighted.from(), f.highlighted.to() })
            p.drawRect(QRectF(square(s)).adjusted(w / 2, w / 2, -w / 2, -w / 2));
        p.restore();
    }
    if (f.selected != kNoSquare) p.fillRect(square(f.selected), theme.selected);

    if (f.position->pieceCount(f.position->sideToMove(), PieceType::King) > 0
        && f.position->isInCheck()) {
        // A red glow under the king in check, fading towards the square's edge.
        const QRect r = square(f.position->kingSquare(f.position->sideToMove()));
        QRadialGradient glow(centreOf(r), l.square * 0.62);
        const QColor core = theme.check;
        glow.setColorAt(0.0, core);
        glow.setColorAt(0.35, QColor(core.red(), core.green(), core.blue(), 190));
        glow.setColorAt(1.0, QColor(core.red(), core.green(), core.blue(), 0));
        p.fillRect(r, glow);
    }

    if (f.dropTarget != kNoSquare) p.fillRect(square(f.dropTarget), theme.dropTarget);
}

void BoardPainter::paintPieces(QPainter& p, const BoardFrame& f, PieceSet& pieces) {
    const BoardLayout& l = f.layout;
    for (Color c : { Color::White, Color::Black }) {
        for (Square s : f.position->pieceSquares(c)) {
            if (s == f.dragFrom) continue; // its square is empty while the piece is in the hand
            if (f.motion && f.motion->covers(s)) continue; // still on its way there
            p.drawPixmap(
                l.origin(s), pieces.pixmap(f.position->pieceAt(s), l.square, f.devicePixelRatio));
        }
    }
}

void BoardPainter::paintMotion(QPainter& p, const BoardFrame& f, PieceSet& pieces) {
    const BoardMotion& m = *f.motion;
    const BoardLayout& l = f.layout;
    const qreal t = std::clamp(f.motionProgress, 0.0, 1.0);
    if (isPiece(m.faded)) {
        // Under the sliding piece, which arrives on it.
        p.save();
        p.setOpacity(m.fadeIn ? t : 1.0 - t);
        p.drawPixmap(l.origin(m.fadeSquare), pieces.pixmap(m.faded, l.square, f.devicePixelRatio));
        p.restore();
    }
    for (int i = 0; i < m.slideCount; ++i) {
        const BoardMotion::Slide& s = m.slides[static_cast<std::size_t>(i)];
        p.drawPixmap(BoardMotion::interpolate(l.origin(s.from), l.origin(s.to), t),
            pieces.pixmap(s.piece, l.square, f.devicePixelRatio));
    }
}

void BoardPainter::paintTargets(QPainter& p, const BoardFrame& f, const BoardTheme& theme) {
    const BoardLayout& l = f.layout;
    const Square from = f.dragFrom != kNoSquare ? f.dragFrom : f.selected;
    if (from == kNoSquare || !f.legal || !f.display.targetMarks) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const auto mark = [&](Square to, bool ring, bool special) {
        const QPointF c = centreOf(l.rect(to));
        const QColor colour = special ? theme.specialTarget : theme.target;
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
    for (Move m : *f.legal) {
        if (m.from() != from) continue;
        if (m.isPromotion() && m.promotion() != PieceType::Queen)
            continue; // one mark per target square
        const bool special = m.isCastling() || m.isEnPassant() || m.isPromotion();
        if (!m.isCastling() || isCastlingByKingSquare(m))
            mark(m.to(), m.isCapture() && !m.isEnPassant(), special);
        if (m.isCastling()) {
            // The king may also be dropped onto its own rook (in Chess960 often the only
            // way): ring the rook too.
            mark(castlingRookSquare(*f.position, m), true, true);
        }
    }
    p.restore();
}

void BoardPainter::paintArrow(QPainter& p, const BoardFrame& f, const BoardTheme& theme) {
    const BoardLayout& l = f.layout;
    const Move m = f.hint;
    if (!isOnBoard(m.from()) || !isOnBoard(m.to()) || m.from() == m.to()) return;
    const QPointF a = centreOf(l.rect(m.from()));
    const QPointF b = centreOf(l.rect(m.to()));
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
    p.setBrush(theme.hintArrow);
    p.drawPath(path);
    p.restore();
}

void BoardPainter::paintFocus(QPainter& p, const BoardFrame& f, const BoardTheme& theme) {
    // Only while the keys act on the board (the caller says so): a thick frame in the
    // theme's focus colour, edged by a thin contrasting line so it reads on light and dark
    // squares alike.
    if (!isOnBoard(f.focus)) return;
    const BoardLayout& l = f.layout;
    const QRectF r(l.rect(f.focus));
    const qreal w = std::max(3.0, l.square * 0.08);
    const qreal edge = std::max(1.0, w / 3);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(theme.focusOutline, edge, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(r.adjusted(w + edge / 2, w + edge / 2, -w - edge / 2, -w - edge / 2));
    p.setPen(QPen(theme.focus, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    p.restore();
}

} // namespace rochade::gui
