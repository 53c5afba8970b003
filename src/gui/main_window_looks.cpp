// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's looks: board theme, piece set and colour scheme menus, remembered.
#include "rochade/gui/main_window.h"

#include "rochade/gui/board_theme.h"
#include "rochade/gui/board_widget.h"
#include "rochade/gui/colour_scheme.h"
#include "rochade/gui/piece_set.h"
#include "rochade/gui/translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFrame>
#include <QMenu>
#include <QSettings>

namespace rochade::gui {

namespace {

const QString kThemeKey = QStringLiteral("view/boardTheme");
const QString kPieceSetKey = QStringLiteral("view/pieceSet");
const QString kColoursKey = QStringLiteral("view/colours");

/// An exclusive, checkable action in `group` and `menu`, keyed by `data`.
QAction* addChoice(QMenu* menu, QActionGroup* group, const QString& text, const QString& data,
    const QString& objectName) {
    QAction* a = menu->addAction(text);
    a->setCheckable(true);
    a->setData(data);
    a->setObjectName(objectName);
    group->addAction(a);
    return a;
}

} // namespace

void MainWindow::createLooksMenu(QMenu* view) {
    QSettings settings;
    view->addSeparator();

    QMenu* themes = view->addMenu(tr("Board &Theme"));
    themes->setObjectName(QStringLiteral("boardThemeMenu"));
    auto* themeGroup = new QActionGroup(themes);
    const QString themeId = boardTheme(settings.value(kThemeKey).toString()).id;
    for (const BoardTheme& t : boardThemes()) {
        QAction* a
            = addChoice(themes, themeGroup, t.displayName(), t.id, QStringLiteral("theme-") + t.id);
        a->setChecked(t.id == themeId);
    }
    m_board->setTheme(boardTheme(themeId));
    connect(themeGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString id = a->data().toString();
        m_board->setTheme(boardTheme(id));
        QSettings().setValue(kThemeKey, id);
    });

    QMenu* sets = view->addMenu(tr("P&iece Set"));
    sets->setObjectName(QStringLiteral("pieceSetMenu"));
    auto* setGroup = new QActionGroup(sets);
    const QString setId = PieceSet::set(settings.value(kPieceSetKey).toString()).id;
    for (const PieceSet::Info& info : PieceSet::sets()) {
        QAction* a = addChoice(
            sets, setGroup, info.displayName(), info.id, QStringLiteral("pieces-") + info.id);
        a->setChecked(info.id == setId);
    }
    m_board->setPieceSet(setId);
    connect(setGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString id = a->data().toString();
        m_board->setPieceSet(id);
        QSettings().setValue(kPieceSetKey, id);
    });

    QMenu* colours = view->addMenu(tr("&Colours"));
    colours->setObjectName(QStringLiteral("coloursMenu"));
    auto* colourGroup = new QActionGroup(colours);
    const ColourScheme scheme = parseColourScheme(settings.value(kColoursKey).toString());
    const std::pair<ColourScheme, QString> choices[] = {
        { ColourScheme::System, tr("&System Colours") },
        { ColourScheme::Light, tr("&Light") },
        { ColourScheme::Dark, tr("&Dark") },
    };
    for (const auto& [s, text] : choices) {
        const QString key = colourSchemeKey(s);
        QAction* a = addChoice(colours, colourGroup, text, key, QStringLiteral("colours-") + key);
        a->setChecked(s == scheme);
    }
    if (scheme != ColourScheme::System) applyColourScheme(scheme);
    m_banner->setPalette(noticePalette(QApplication::palette()));
    connect(colourGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString key = a->data().toString();
        applyColourScheme(parseColourScheme(key));
        m_banner->setPalette(noticePalette(QApplication::palette()));
        QSettings().setValue(kColoursKey, key);
    });

    // The language: the system's unless chosen here. Each language is named in itself, so a
    // user lost in a foreign interface still finds their own.
    QMenu* languages = view->addMenu(tr("&Language"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto* languageGroup = new QActionGroup(languages);
    const QString chosen = settings.value(QLatin1String(kLanguageSettingKey)).toString();
    const std::pair<QString, QString> languageChoices[] = {
        { QString(), tr("&System Language") },
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("cs"), QStringLiteral("Čeština") },
        { QStringLiteral("ru"), QStringLiteral("Русский") },
    };
    for (const auto& [code, name] : languageChoices) {
        QAction* a = addChoice(languages, languageGroup, name, code,
            QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        a->setChecked(code == chosen || (!supportedLanguages().contains(chosen) && code.isEmpty()));
    }
    connect(languageGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        QSettings().setValue(QLatin1String(kLanguageSettingKey), a->data().toString());
        setStatus(tr("The new language is used from the next start of Rochade."));
    });

    // Keyboard play starts on the board.
    m_board->setFocus(Qt::OtherFocusReason);
}

} // namespace rochade::gui
