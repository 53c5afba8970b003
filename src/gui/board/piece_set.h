// SPDX-License-Identifier: GPL-3.0-or-later
// The twelve piece images, rendered from SVG into pixmaps cached per size and pixel ratio.
#pragma once

#include "rochade/core/types.h"

#include <QHash>
#include <QList>
#include <QPixmap>
#include <QString>

#include <array>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace rochade::gui {

/// Loads wK.svg ... bP.svg from a directory (by default the compiled-in ":/pieces") and
/// hands out pixmaps of any size. A pixmap is rendered once per (piece, size, pixel ratio)
/// and then reused, so repainting a board only blits. An image that is missing or broken
/// falls back to the Unicode chess glyph, so a bad resource never leaves a blank board.
/// Not thread-safe: use it from the GUI thread.
class PieceSet {
public:
    /// A compiled-in set of twelve images.
    struct Info {
        QString id; ///< stable key for the settings, e.g. "classic"
        const char* name {}; ///< English name, translated by displayName()
        QString directory; ///< resource prefix holding wK.svg ... bP.svg
        QString displayName() const;
    };
    /// The sets the program ships, the default ("classic") first. Never empty.
    static const QList<Info>& sets();
    /// The set with `id`, or the default one for an unknown id.
    static const Info& set(const QString& id);

    /// Loads the images from `directory` (a path or a ":/" resource prefix).
    explicit PieceSet(const QString& directory = QStringLiteral(":/pieces"));
    ~PieceSet();
    PieceSet(const PieceSet&) = delete;
    PieceSet& operator=(const PieceSet&) = delete;

    /// True when all twelve images loaded as valid SVG.
    bool isComplete() const;
    /// The file name of a piece's image, "wK.svg" ... "bP.svg". Precondition: a real piece.
    static QString fileName(Piece piece);

    /// The piece drawn into a square of `size` device-independent pixels on a screen with
    /// `devicePixelRatio`; the pixmap carries that ratio. Precondition: a real piece, size > 0.
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio);
    /// Draws the piece into `target` directly (for one-off sizes such as icons).
    void render(QPainter& painter, Piece piece, const QRectF& target) const;

private:
    static int slot(Piece piece);

    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers;
    static constexpr qsizetype kMaxCachedPixmaps = 72; ///< six sizes of all twelve pieces

    QHash<quint64, QPixmap> m_cache; ///< by piece, pixel size and pixel ratio
};

} // namespace rochade::gui
