// SPDX-License-Identifier: GPL-3.0-or-later
// Board orientation, promotion to a queen, and the looks menus, remembered.
#include "rochade/gui/view_actions.h"

#include "rochade/gui/board_theme.h"
#include "rochade/gui/board_widget.h"
#include "rochade/gui/colour_scheme.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/piece_set.h"
#include "rochade/gui/translations.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QStyle>

namespace rochade::gui {

namespace {

const QString kThemeKey = QStringLiteral("view/boardTheme");
const QString kPieceSetKey = QStringLiteral("view/pieceSet");
const QString kColoursKey = QStringLiteral("view/colours");
const QString kFlippedKey = QStringLiteral("view/flipped");
const QString kAutoFlipKey = QStringLiteral("view/autoFlip");
const QString kQueenKey = QStringLiteral("view/alwaysQueen");

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

ViewActions::ViewActions(GameController* controller, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_board(board)
    , m_window(window) {
    m_flipAction = new QAction(QIcon::fromTheme(QStringLiteral("object-flip-vertical"),
                                   window->style()->standardIcon(QStyle::SP_BrowserReload)),
        tr("&Flip Board"), this);
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_flipAction, &QAction::toggled, this, &ViewActions::updateOrientation);

    m_autoFlipAction = new QAction(tr("Turn the Board for Each &Player (hot-seat)"), this);
    m_autoFlipAction->setCheckable(true);
    connect(m_autoFlipAction, &QAction::toggled, this, &ViewActions::updateOrientation);

    m_queenAction = new QAction(tr("Always Promote to &Queen"), this);
    m_queenAction->setCheckable(true);
    connect(m_queenAction, &QAction::toggled, m_board, &BoardWidget::setAlwaysPromoteToQueen);

    const QSettings settings;
    m_looksMenus = { createThemeMenu(settings), createPieceSetMenu(settings),
        createColoursMenu(settings), createLanguageMenu(settings) };
}

void ViewActions::readSettings(const QSettings& settings) {
    m_flipAction->setChecked(settings.value(kFlippedKey, false).toBool());
    m_autoFlipAction->setChecked(settings.value(kAutoFlipKey, false).toBool());
    m_queenAction->setChecked(settings.value(kQueenKey, false).toBool());
}

void ViewActions::writeSettings(QSettings& settings) const {
    settings.setValue(kFlippedKey, m_flipAction->isChecked());
    settings.setValue(kAutoFlipKey, m_autoFlipAction->isChecked());
    settings.setValue(kQueenKey, m_queenAction->isChecked());
}

void ViewActions::updateOrientation() {
    const GameController& c = *m_controller;
    bool blackBelow = false;
    if (c.isVsComputer())
        blackBelow = c.humanColor() == Color::Black;
    else if (m_autoFlipAction->isChecked())
        blackBelow = c.game().position().sideToMove() == Color::Black;
    emit orientationChanged(blackBelow != m_flipAction->isChecked());
}

QMenu* ViewActions::createThemeMenu(const QSettings& settings) {
    auto* themes = new QMenu(tr("Board &Theme"), m_window);
    themes->setObjectName(QStringLiteral("boardThemeMenu"));
    auto* group = new QActionGroup(themes);
    const QString themeId = boardTheme(settings.value(kThemeKey).toString()).id;
    for (const BoardTheme& t : boardThemes()) {
        QAction* a
            = addChoice(themes, group, t.displayName(), t.id, QStringLiteral("theme-") + t.id);
        a->setChecked(t.id == themeId);
    }
    m_board->setTheme(boardTheme(themeId));
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString id = a->data().toString();
        m_board->setTheme(boardTheme(id));
        QSettings().setValue(kThemeKey, id);
    });
    return themes;
}

QMenu* ViewActions::createPieceSetMenu(const QSettings& settings) {
    auto* sets = new QMenu(tr("P&iece Set"), m_window);
    sets->setObjectName(QStringLiteral("pieceSetMenu"));
    auto* group = new QActionGroup(sets);
    const QString setId = PieceSet::set(settings.value(kPieceSetKey).toString()).id;
    for (const PieceSet::Info& info : PieceSet::sets()) {
        QAction* a = addChoice(
            sets, group, info.displayName(), info.id, QStringLiteral("pieces-") + info.id);
        a->setChecked(info.id == setId);
    }
    m_board->setPieceSet(setId);
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString id = a->data().toString();
        m_board->setPieceSet(id);
        QSettings().setValue(kPieceSetKey, id);
    });
    return sets;
}

QMenu* ViewActions::createColoursMenu(const QSettings& settings) {
    auto* colours = new QMenu(tr("&Colours"), m_window);
    colours->setObjectName(QStringLiteral("coloursMenu"));
    auto* group = new QActionGroup(colours);
    const ColourScheme scheme = parseColourScheme(settings.value(kColoursKey).toString());
    const std::pair<ColourScheme, QString> choices[] = {
        { ColourScheme::System, tr("&System Colours") },
        { ColourScheme::Light, tr("&Light") },
        { ColourScheme::Dark, tr("&Dark") },
    };
    for (const auto& [s, text] : choices) {
        const QString key = colourSchemeKey(s);
        QAction* a = addChoice(colours, group, text, key, QStringLiteral("colours-") + key);
        a->setChecked(s == scheme);
    }
    if (scheme != ColourScheme::System) applyColourScheme(scheme);
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString key = a->data().toString();
        applyColourScheme(parseColourScheme(key));
        emit coloursChanged();
        QSettings().setValue(kColoursKey, key);
    });
    return colours;
}

QMenu* ViewActions::createLanguageMenu(const QSettings& settings) {
    // The language: the system's unless chosen here. Each language is named in itself, so a
    // user lost in a foreign interface still finds their own.
    auto* languages = new QMenu(tr("&Language"), m_window);
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(languages);
    const QString chosen = settings.value(QLatin1String(kLanguageSettingKey)).toString();
    const std::pair<QString, QString> choices[] = {
        { QString(), tr("&System Language") },
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("cs"), QStringLiteral("Čeština") },
        { QStringLiteral("ru"), QStringLiteral("Русский") },
    };
    for (const auto& [code, name] : choices) {
        QAction* a = addChoice(languages, group, name, code,
            QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        a->setChecked(code == chosen || (!supportedLanguages().contains(chosen) && code.isEmpty()));
    }
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        QSettings().setValue(QLatin1String(kLanguageSettingKey), a->data().toString());
        emit statusMessage(tr("The new language is used from the next start of Rochade."));
    });
    return languages;
}

} // namespace rochade::gui
