// SPDX-License-Identifier: GPL-3.0-or-later
// The notation the window writes moves in (English letters, figurines, a language's letters).
#pragma once

#include "rochade/core/notation_style.h"

#include <QFont>
#include <QObject>
#include <QString>

#include <string>
#include <string_view>

namespace rochade::gui {

/// The piece letters every move shown in the window is written with: one choice for the
/// whole application, as the language is one (NotationActions sets it from the View menu
/// and the settings). Files, the clipboard and the review's comments keep English SAN.
/// Lives in the GUI thread.
class MoveNotation : public QObject {
    Q_OBJECT
public:
    /// The application's one instance (created on first use, a child of no object).
    static MoveNotation& instance();

    PieceLetters letters() const { return m_letters; }
    /// Emits lettersChanged() when `letters` differs from the current choice.
    void setLetters(PieceLetters letters);

    /// `englishSan` (a move, or a line with move numbers) in the current notation.
    static QString shown(std::string_view englishSan);
    static QString shown(const QString& englishSan);
    /// What the user typed or pasted, in English SAN for parseSan(): the current notation's
    /// letters, figurines and English letters are read (see englishSan() for the rule).
    static std::string typed(const QString& text);
    /// `font`, or while figurines are shown and `font` has none, the same with a family that
    /// has them (DejaVu Sans, which Debian installs with Qt) to fall back on.
    static QFont fontFor(const QFont& font);

signals:
    void lettersChanged(PieceLetters letters);

private:
    MoveNotation() = default;

    PieceLetters m_letters = PieceLetters::English;
};

} // namespace rochade::gui
