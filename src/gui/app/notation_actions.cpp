// SPDX-License-Identifier: GPL-3.0-or-later
// The Notation menu, applied to the window's moves and remembered.
#include "app/notation_actions.h"

#include "panels/move_notation.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QWidget>

namespace rochade::gui {

namespace {

const QString kEnglish = QStringLiteral("english");
const QString kFigurine = QStringLiteral("figurine");
const QString kLocal = QStringLiteral("local");

PieceLetters languageLetters(const QString& language) {
    if (language == QLatin1String("de")) return PieceLetters::German;
    if (language == QLatin1String("cs")) return PieceLetters::Czech;
    if (language == QLatin1String("ru")) return PieceLetters::Russian;
    return PieceLetters::English;
}

} // namespace

PieceLetters NotationActions::lettersFor(const QString& choice, const QString& language) {
    if (choice == kEnglish) return PieceLetters::English;
    if (choice == kFigurine) return PieceLetters::Figurine;
    return languageLetters(language);
}

NotationActions::NotationActions(const QString& language, QWidget* window)
    : QObject(window)
    , m_language(language) {
    const QString stored = QSettings().value(QLatin1String(kNotationKey)).toString();
    const QString current = stored == kEnglish || stored == kFigurine ? stored : kLocal;
    MoveNotation::instance().setLetters(lettersFor(current, m_language));

    // Each choice shows what it writes, so the user need not know the words.
    const auto example
        = [](PieceLetters letters) { return QString::fromStdString(styledSan("Nf3", letters)); };
    const struct {
        QString text;
        QString value;
    } choices[] = {
        { tr("&English Letters (%1)").arg(example(PieceLetters::English)), kEnglish },
        { tr("&Figurines (%1)").arg(example(PieceLetters::Figurine)), kFigurine },
        { tr("Letters of the &Language (%1)").arg(example(languageLetters(m_language))), kLocal },
    };
    m_menu = new QMenu(tr("&Notation"), window);
    m_menu->setObjectName(QStringLiteral("notationMenu"));
    m_group = new QActionGroup(m_menu);
    m_group->setObjectName(QStringLiteral("notationGroup"));
    for (const auto& c : choices) {
        QAction* a = m_menu->addAction(c.text);
        a->setCheckable(true);
        a->setData(c.value);
        a->setObjectName(QStringLiteral("notation-") + c.value);
        a->setChecked(c.value == current);
        m_group->addAction(a);
        // Toggled, not triggered: a preferences dialog checking an action applies it too.
        connect(a, &QAction::toggled, this, [this, value = c.value](bool checked) {
            if (!checked) return;
            QSettings().setValue(QLatin1String(kNotationKey), value);
            MoveNotation::instance().setLetters(lettersFor(value, m_language));
        });
    }
}

} // namespace rochade::gui
