// SPDX-License-Identifier: GPL-3.0-or-later
// The toolbar's own icons: one-colour SVGs painted in the palette's text colour.
#pragma once

#include <QIcon>
#include <QString>

class QAction;

namespace rochade::gui {

/// The icon drawn by the SVG at `path` (a resource such as ":/toolbar/hint.svg", drawn in one
/// colour), painted in the application palette's ButtonText colour of the moment: the
/// Active group's for the Normal and Active modes, the Disabled group's for Disabled,
/// HighlightedText for Selected. The colour is read each time the icon is painted, so a
/// palette change (View ▸ Colours, or the desktop's) recolours every button that shows it
/// with no re-setting; the shape comes from the SVG's alpha alone. A path that does not load
/// gives a null icon. Used in the GUI thread.
QIcon paletteIcon(const QString& path);

/// `action`'s tooltip with its shortcut in the platform's own words, "Flip Board (Ctrl+R)":
/// the action's own tooltip (its text without the '&' when it has none), the shortcut added
/// unless the tooltip already names it; unchanged for an action without a shortcut.
QString toolTipWithShortcut(const QAction& action);

/// The icons of the main toolbar's actions, by the action they belong to.
namespace toolbar {
inline constexpr char kNewGame[] = ":/toolbar/new-game.svg";
inline constexpr char kTakeBack[] = ":/toolbar/take-back.svg";
inline constexpr char kReplay[] = ":/toolbar/replay.svg";
inline constexpr char kFlipBoard[] = ":/toolbar/flip-board.svg";
inline constexpr char kMoveNow[] = ":/toolbar/move-now.svg";
inline constexpr char kHint[] = ":/toolbar/hint.svg";
} // namespace toolbar

} // namespace rochade::gui
