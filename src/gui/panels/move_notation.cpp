// SPDX-License-Identifier: GPL-3.0-or-later
// The window's notation: one choice, moves written and read in it.
#include "panels/move_notation.h"

#include <QFontMetrics>
#include <QStringList>

namespace rochade::gui {

MoveNotation& MoveNotation::instance() {
    // Never destroyed before the widgets that follow it: it outlives them all.
    static MoveNotation* notation = new MoveNotation;
    return *notation;
}

void MoveNotation::setLetters(PieceLetters letters) {
    if (letters == m_letters) return;
    m_letters = letters;
    emit lettersChanged(letters);
}

QString MoveNotation::shown(std::string_view englishSan) {
    return QString::fromStdString(styledSan(englishSan, instance().letters()));
}

QString MoveNotation::shown(const QString& englishSan) {
    return shown(englishSan.toStdString());
}

std::string MoveNotation::typed(const QString& text) {
    return englishSan(text.toStdString(), instance().letters());
}

QFont MoveNotation::fontFor(const QFont& font) {
    if (instance().letters() != PieceLetters::Figurine) return font;
    // The white knight stands for the set: a font has all six figurines or none.
    if (QFontMetrics(font).inFontUcs4(0x2658)) return font;
    QFont withFigurines = font;
    QStringList families = font.families();
    if (families.isEmpty()) families << font.family();
    families << QStringLiteral("DejaVu Sans");
    withFigurines.setFamilies(families);
    return withFigurines;
}

} // namespace rochade::gui
