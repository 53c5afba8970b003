// SPDX-License-Identifier: GPL-3.0-or-later
// The dark palette, the scheme override, and colour arithmetic for readable text.
#include "panels/colour_scheme.h"

#include <QApplication>
#include <QStyle>

#include <cmath>

namespace rochade::gui {

QString colourSchemeKey(ColourScheme scheme) {
    switch (scheme) {
    case ColourScheme::Light:
        return QStringLiteral("light");
    case ColourScheme::Dark:
        return QStringLiteral("dark");
    case ColourScheme::System:
        break;
    }
    return QStringLiteral("system");
}

ColourScheme parseColourScheme(const QString& key) {
    if (key == QLatin1String("light")) return ColourScheme::Light;
    if (key == QLatin1String("dark")) return ColourScheme::Dark;
    return ColourScheme::System;
}

QPalette darkPalette() {
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(232, 232, 232);
    const QColor disabled(128, 128, 128);
    const QColor highlight(58, 130, 210);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(55, 55, 58));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(80, 80, 84));
    p.setColor(QPalette::Midlight, QColor(66, 66, 70));
    p.setColor(QPalette::Mid, QColor(38, 38, 40));
    p.setColor(QPalette::Dark, QColor(22, 22, 24));
    p.setColor(QPalette::Shadow, QColor(0, 0, 0));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(180, 140, 255));
    for (QPalette::ColorRole role :
        { QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText })
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(70, 70, 74));
    return p;
}

QPalette lightPalette() {
    return QApplication::style()->standardPalette();
}

void applyColourScheme(ColourScheme scheme) {
    // The palette before any override is the system's; kept to return to it.
    static const QPalette system = QApplication::palette();
    switch (scheme) {
    case ColourScheme::System:
        QApplication::setPalette(system);
        break;
    case ColourScheme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case ColourScheme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

bool isDarkPalette(const QPalette& palette) {
    return relativeLuminance(palette.color(QPalette::Window))
        < relativeLuminance(palette.color(QPalette::WindowText));
}

double relativeLuminance(const QColor& c) {
    const auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF())
        + 0.0722 * channel(rgb.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor mixColours(const QColor& a, const QColor& b, qreal t) {
    const QColor x = a.toRgb();
    const QColor y = b.toRgb();
    return QColor::fromRgbF(static_cast<float>(x.redF() + (y.redF() - x.redF()) * t),
        static_cast<float>(x.greenF() + (y.greenF() - x.greenF()) * t),
        static_cast<float>(x.blueF() + (y.blueF() - x.blueF()) * t));
}

QPalette noticePalette(const QPalette& base) {
    QPalette notice;
    notice.setResolveMask(0);
    const bool dark = isDarkPalette(base);
    notice.setColor(QPalette::Window, dark ? QColor(92, 70, 12) : QColor(255, 236, 179));
    notice.setColor(QPalette::WindowText, dark ? QColor(255, 232, 170) : QColor(60, 40, 0));
    return notice;
}

} // namespace rochade::gui
