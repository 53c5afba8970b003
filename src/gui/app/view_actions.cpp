// SPDX-License-Identifier: GPL-3.0-or-later
// Board orientation, promotion to a queen, and the looks menus, remembered.
#include "app/view_actions.h"

#include "app/notation_actions.h"
#include "app/translations.h"
#include "board/board_motion.h"
#include "board/board_theme.h"
#include "board/board_widget.h"
#include "board/piece_set.h"
#include "game/game_controller.h"
#include "panels/colour_scheme.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QStyle>

#include <functional>

namespace rochade::gui {

namespace {

const QString kThemeKey = QStringLiteral("view/boardTheme");
const QString kPieceSetKey = QStringLiteral("view/pieceSet");
const QString kColoursKey = QStringLiteral("view/colours");
const QString kFlippedKey = QStringLiteral("view/flipped");
const QString kAutoFlipKey = QStringLiteral("view/autoFlip");
const QString kQueenKey = QStringLiteral("view/alwaysQueen");
const QString kMotionKey = QStringLiteral("view/moveAnimation");

/// One entry of a choice menu: its text, the value it stands for, and its object name.
struct Choice {
    QString text;
    QString value;
    QString objectName;
};

/// A menu of exclusive, checkable `choices` (a child of `parent`), the one worth `current`
/// checked; `chosen` (in `context`) receives the value picked.
QMenu* choiceMenu(QWidget* parent, const QString& title, const QString& objectName,
    const QList<Choice>& choices, const QString& current, const QObject* context,
    const std::function<void(const QString&)>& chosen) {
    auto* menu = new QMenu(title, parent);
    menu->setObjectName(objectName);
    auto* group = new QActionGroup(menu);
    for (const Choice& c : choices) {
        QAction* a = menu->addAction(c.text);
        a->setCheckable(true);
        a->setData(c.value);
        a->setObjectName(c.objectName);
        a->setChecked(c.value == current);
        group->addAction(a);
    }
    QObject::connect(group, &QActionGroup::triggered, context,
        [chosen](const QAction* a) { chosen(a->data().toString()); });
    return menu;
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
    m_motionMenu = createMotionMenu(settings);
    m_looksMenus = { createThemeMenu(settings), createPieceSetMenu(settings),
        createColoursMenu(settings), createLanguageMenu(settings) };
    // The letters of the language this run speaks (a new choice of language waits for the
    // next start, and so does its notation).
    m_notationActions = new NotationActions(interfaceLanguage(), window);
    m_looksMenus.append(m_notationActions->menu());
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
    if (c.isVsComputer()) {
        blackBelow = c.humanColor() == Color::Black;
    } else if (m_autoFlipAction->isChecked()) {
        blackBelow = c.game().position().sideToMove() == Color::Black;
    }
    emit orientationChanged(blackBelow != m_flipAction->isChecked());
}

QMenu* ViewActions::createMotionMenu(const QSettings& settings) {
    QList<Choice> choices;
    const std::pair<MotionSpeed, QString> speeds[] = {
        { MotionSpeed::Off, tr("&Off") },
        { MotionSpeed::Fast, tr("&Fast") },
        { MotionSpeed::Normal, tr("&Normal") },
        { MotionSpeed::Slow, tr("&Slow") },
    };
    for (const auto& [speed, text] : speeds) {
        const QString key = motionSpeedKey(speed);
        choices.append({ text, key, QStringLiteral("motion-") + key });
    }
    const MotionSpeed current = parseMotionSpeed(settings.value(kMotionKey).toString());
    m_board->setMotionDuration(motionDurationMs(current));
    return choiceMenu(m_window, tr("Move &Animation"), QStringLiteral("motionMenu"), choices,
        motionSpeedKey(current), this, [this](const QString& key) {
            m_board->setMotionDuration(motionDurationMs(parseMotionSpeed(key)));
            QSettings().setValue(kMotionKey, key);
        });
}

QMenu* ViewActions::createThemeMenu(const QSettings& settings) {
    QList<Choice> choices;
    for (const BoardTheme& t : boardThemes())
        choices.append({ t.displayName(), t.id, QStringLiteral("theme-") + t.id });
    const QString current = boardTheme(settings.value(kThemeKey).toString()).id;
    m_board->setTheme(boardTheme(current));
    return choiceMenu(m_window, tr("Board &Theme"), QStringLiteral("boardThemeMenu"), choices,
        current, this, [this](const QString& id) {
            m_board->setTheme(boardTheme(id));
            QSettings().setValue(kThemeKey, id);
        });
}

QMenu* ViewActions::createPieceSetMenu(const QSettings& settings) {
    QList<Choice> choices;
    for (const PieceSet::Info& info : PieceSet::sets())
        choices.append({ info.displayName(), info.id, QStringLiteral("pieces-") + info.id });
    const QString current = PieceSet::set(settings.value(kPieceSetKey).toString()).id;
    m_board->setPieceSet(current);
    return choiceMenu(m_window, tr("P&iece Set"), QStringLiteral("pieceSetMenu"), choices, current,
        this, [this](const QString& id) {
            m_board->setPieceSet(id);
            QSettings().setValue(kPieceSetKey, id);
        });
}

QMenu* ViewActions::createColoursMenu(const QSettings& settings) {
    QList<Choice> choices;
    const std::pair<ColourScheme, QString> schemes[] = {
        { ColourScheme::System, tr("&System Colours") },
        { ColourScheme::Light, tr("&Light") },
        { ColourScheme::Dark, tr("&Dark") },
    };
    for (const auto& [scheme, text] : schemes) {
        const QString key = colourSchemeKey(scheme);
        choices.append({ text, key, QStringLiteral("colours-") + key });
    }
    const ColourScheme current = parseColourScheme(settings.value(kColoursKey).toString());
    if (current != ColourScheme::System) applyColourScheme(current);
    return choiceMenu(m_window, tr("&Colours"), QStringLiteral("coloursMenu"), choices,
        colourSchemeKey(current), this, [this](const QString& key) {
            applyColourScheme(parseColourScheme(key));
            emit coloursChanged();
            QSettings().setValue(kColoursKey, key);
        });
}

QMenu* ViewActions::createLanguageMenu(const QSettings& settings) {
    // The language: the system's unless chosen here. Each language is named in itself, so a
    // user lost in a foreign interface still finds their own.
    const QList<Choice> choices = {
        { tr("&System Language"), QString(), QStringLiteral("language-system") },
        { QStringLiteral("English"), QStringLiteral("en"), QStringLiteral("language-en") },
        { QStringLiteral("Deutsch"), QStringLiteral("de"), QStringLiteral("language-de") },
        { QStringLiteral("Čeština"), QStringLiteral("cs"), QStringLiteral("language-cs") },
        { QStringLiteral("Русский"), QStringLiteral("ru"), QStringLiteral("language-ru") },
    };
    const QString chosen = settings.value(QLatin1String(kLanguageSettingKey)).toString();
    // A language no longer offered falls back to the system's.
    const QString current = supportedLanguages().contains(chosen) ? chosen : QString();
    return choiceMenu(m_window, tr("&Language"), QStringLiteral("languageMenu"), choices, current,
        this, [this](const QString& code) {
            QSettings().setValue(QLatin1String(kLanguageSettingKey), code);
            emit statusMessage(tr("The new language is used from the next start of Rochade."));
        });
}

} // namespace rochade::gui
