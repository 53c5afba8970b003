// SPDX-License-Identifier: GPL-3.0-or-later
// Light and dark colours for the whole application: the system's palette or an override.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace rochade::gui {

/// Which palette the application uses. System follows the desktop (the default).
enum class ColourScheme {
    System,
    Light,
    Dark,
};

/// The settings key of a scheme ("system", "light", "dark") and back; unknown text gives
/// System.
QString colourSchemeKey(ColourScheme scheme);
ColourScheme parseColourScheme(const QString& key);

/// A complete dark palette (light text on dark grey, a blue highlight).
QPalette darkPalette();
/// The style's own light palette.
QPalette lightPalette();
/// Sets the application palette for `scheme`; System brings back the palette the
/// application had before the first override. Does not change the style.
void applyColourScheme(ColourScheme scheme);

/// True when the palette's window colour is darker than its text (a dark theme).
bool isDarkPalette(const QPalette& palette);
/// WCAG relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21).
double relativeLuminance(const QColor& c);
double contrastRatio(const QColor& a, const QColor& b);
/// `a` blended towards `b` by `t` (0 = a, 1 = b), opaque.
QColor mixColours(const QColor& a, const QColor& b, qreal t);
/// Window and WindowText for a notice bar (the banner over the board): amber, dark on
/// light in a light palette and light on dark in a dark one. Other roles stay unset, so
/// they follow the parent.
QPalette noticePalette(const QPalette& base);

} // namespace rochade::gui
