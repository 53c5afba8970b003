// SPDX-License-Identifier: GPL-3.0-or-later
// The piece images: SVG rendering into cached pixmaps, with a pieceGlyph fallback.
#include "board/piece_set.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

// Q_INIT_RESOURCE must be used outside any namespace. The resource lives in a static
// library, so nothing would register it automatically.
static void initPieceResources() {
    static const bool done = [] {
        Q_INIT_RESOURCE(pieces);
        return true;
    }();
    (void)done;
}

namespace rochade::gui {

namespace {

QChar pieceGlyph(Piece piece) {
    // U+2654..U+2659 are the white king..pawn, U+265A..U+265F the black ones.
    static constexpr std::array<int, 7> kOffset = { 0, 5, 4, 3, 2, 1, 0 }; // by PieceType
    const int base = pieceColor(piece) == Color::White ? 0x2654 : 0x265A;
    return QChar(base + kOffset[static_cast<std::size_t>(index(pieceType(piece)))]);
}

} // namespace

QString PieceSet::Info::displayName() const {
    return QCoreApplication::translate("PieceSet", name);
}

const QList<PieceSet::Info>& PieceSet::sets() {
    static const QList<Info> kSets = {
        { QStringLiteral("classic"), QT_TRANSLATE_NOOP("PieceSet", "Classic"),
            QStringLiteral(":/pieces") },
        { QStringLiteral("geometric"), QT_TRANSLATE_NOOP("PieceSet", "Geometric"),
            QStringLiteral(":/pieces/geometric") },
    };
    return kSets;
}

const PieceSet::Info& PieceSet::set(const QString& id) {
    for (const Info& info : sets())
        if (info.id == id) return info;
    return sets().front();
}

PieceSet::PieceSet(const QString& directory) {
    initPieceResources();
    for (Color c : { Color::White, Color::Black }) {
        for (int t = index(PieceType::Pawn); t <= index(PieceType::King); ++t) {
            const Piece piece = makePiece(c, static_cast<PieceType>(t));
            auto renderer = std::make_unique<QSvgRenderer>(directory + u'/' + fileName(piece));
            renderer->setAspectRatioMode(Qt::KeepAspectRatio);
            m_renderers[static_cast<std::size_t>(slot(piece))] = std::move(renderer);
        }
    }
}

PieceSet::~PieceSet() = default;

bool PieceSet::isComplete() const {
    for (const auto& r : m_renderers)
        if (!r || !r->isValid()) return false;
    return true;
}

QString PieceSet::fileName(Piece piece) {
    const QChar colour = pieceColor(piece) == Color::White ? u'w' : u'b';
    return QString(colour) + QChar::fromLatin1(pieceTypeLetter(pieceType(piece)))
        + QStringLiteral(".svg");
}

int PieceSet::slot(Piece piece) {
    return (pieceColor(piece) == Color::White ? 0 : 6) + index(pieceType(piece)) - 1;
}

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) {
    const int pixels = std::max(1, static_cast<int>(std::lround(size * devicePixelRatio)));
    const quint64 key = static_cast<quint64>(slot(piece)) | static_cast<quint64>(pixels) << 8
        | static_cast<quint64>(std::lround(devicePixelRatio * 100)) << 32;
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd()) return *it;
    // A few sizes live side by side (board squares, promotion tiles, a second screen);
    // a long series of resizes must not grow the cache without bound.
    if (m_cache.size() >= kMaxCachedPixmaps) m_cache.clear();

    QPixmap pm(pixels, pixels);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        render(p, piece, QRectF(0, 0, pixels, pixels));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, pm);
    return pm;
}

void PieceSet::render(QPainter& painter, Piece piece, const QRectF& target) const {
    const auto& renderer = m_renderers[static_cast<std::size_t>(slot(piece))];
    if (renderer && renderer->isValid()) {
        renderer->render(&painter, target);
        return;
    }
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(std::max(1, static_cast<int>(target.height() * 0.8)));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(target, Qt::AlignCenter, QString(pieceGlyph(piece)));
    painter.restore();
}

} // namespace rochade::gui
