// SPDX-License-Identifier: GPL-3.0-or-later
// The toolbar's own icons, recoloured to the palette.
#include "app/toolbar_icons.h"

#include <QAction>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

#include <memory>

namespace rochade::gui {

namespace {

// Renders the SVG's shape and fills it with the palette colour for the mode (source-in: the
// SVG's own colour is ignored, its alpha kept). The renderer is shared by the clones QIcon
// makes; everything happens in the GUI thread.
class PaletteSvgIconEngine final : public QIconEngine {
public:
    explicit PaletteSvgIconEngine(std::shared_ptr<QSvgRenderer> renderer)
        : m_renderer(std::move(renderer)) { }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        Q_UNUSED(state);
        QPixmap result(size);
        result.fill(Qt::transparent);
        if (size.isEmpty()) return result;
        QPainter painter(&result);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderer->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(result.rect(), colourFor(mode));
        return result;
    }

    void paint(
        QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap image = pixmap(rect.size() * ratio, mode, state);
        image.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, image);
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override { return size; }
    QIconEngine* clone() const override { return new PaletteSvgIconEngine(m_renderer); }
    QString key() const override { return QStringLiteral("RochadePaletteSvg"); }

private:
    static QColor colourFor(QIcon::Mode mode) {
        const QPalette palette = QGuiApplication::palette();
        switch (mode) {
        case QIcon::Disabled:
            return palette.color(QPalette::Disabled, QPalette::ButtonText);
        case QIcon::Selected:
            return palette.color(QPalette::Active, QPalette::HighlightedText);
        case QIcon::Normal:
        case QIcon::Active:
            break;
        }
        return palette.color(QPalette::Active, QPalette::ButtonText);
    }

    std::shared_ptr<QSvgRenderer> m_renderer;
};

} // namespace

QIcon paletteIcon(const QString& path) {
    auto renderer = std::make_shared<QSvgRenderer>(path);
    if (!renderer->isValid()) return {};
    return QIcon(new PaletteSvgIconEngine(std::move(renderer)));
}

QString toolTipWithShortcut(const QAction& action) {
    QString tip = action.toolTip();
    if (tip.isEmpty()) tip = action.text().remove(QLatin1Char('&'));
    const QString keys = action.shortcut().toString(QKeySequence::NativeText);
    if (keys.isEmpty() || tip.contains(QStringLiteral("(%1)").arg(keys))) return tip;
    return QObject::tr("%1 (%2)").arg(tip, keys);
}

} // namespace rochade::gui
