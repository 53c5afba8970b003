// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Notation: moves in English letters, figurines or the letters of the language.
#pragma once

#include "rochade/core/notation_style.h"

#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;
class QWidget;

namespace rochade::gui {

/// Owns the Notation menu and its exclusive actions (objects "notation-english",
/// "notation-figurine", "notation-local", each with its settings value as data), applies the
/// choice to MoveNotation and remembers it under kNotationKey. Lives in the GUI thread.
class NotationActions : public QObject {
    Q_OBJECT
public:
    /// The QSettings key: "english", "figurine" or "local"; absent (or unknown) is "local",
    /// which follows the language.
    static constexpr char kNotationKey[] = "view/notation";

    /// Applies the remembered choice at once; `language` is the interface's language code
    /// ("de", "cs", "ru", "en"), whose letters "local" stands for. The menu is a child of
    /// `window`.
    NotationActions(const QString& language, QWidget* window);

    QMenu* menu() const { return m_menu; }
    /// The three choices, exclusive and checkable (for a preferences dialog to bind to).
    QActionGroup* group() const { return m_group; }

    /// The letters `choice` (a kNotationKey value) means in `language`: a language without
    /// letters of its own here gets the English ones.
    static PieceLetters lettersFor(const QString& choice, const QString& language);

private:
    QString m_language;
    QMenu* m_menu = nullptr;
    QActionGroup* m_group = nullptr;
};

} // namespace rochade::gui
