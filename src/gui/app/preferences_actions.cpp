// SPDX-License-Identifier: GPL-3.0-or-later
// The Preferences action and dialog, and the board options, remembered.
#include "app/preferences_actions.h"

#include "app/game_actions.h"
#include "app/learn_actions.h"
#include "app/notation_actions.h"
#include "app/sound_actions.h"
#include "app/view_actions.h"
#include "board/board_selection.h"
#include "board/board_widget.h"
#include "dialogs/preferences_dialog.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>

namespace rochade::gui {

namespace {

const QString kCoordinatesKey = QStringLiteral("view/coordinates");
const QString kTargetMarksKey = QStringLiteral("view/legalMoveMarks");
const QString kLastMoveKey = QStringLiteral("view/lastMoveHighlight");
const QString kMoveInputKey = QStringLiteral("view/moveInput");

using Page = PreferencesDialog::Page;

} // namespace

QActionGroup* actionGroupOf(const QMenu* menu) {
    if (!menu) return nullptr;
    for (const QAction* a : menu->actions())
        if (a->actionGroup()) return a->actionGroup();
    return nullptr;
}

PreferencesActions::PreferencesActions(
    BoardWidget* board, ViewActions* view, SoundActions* sound, GameActions* game, QWidget* window)
    : QObject(window)
    , m_board(board)
    , m_view(view)
    , m_sound(sound)
    , m_game(game)
    , m_window(window) {
    m_preferencesAction = new QAction(tr("Prefere&nces…"), this);
    m_preferencesAction->setObjectName(QStringLiteral("preferences"));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    // The platform's key (none on some desktops), and Ctrl+, which most applications use.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    const QKeySequence comma(Qt::CTRL | Qt::Key_Comma);
    if (!keys.contains(comma)) keys.append(comma);
    m_preferencesAction->setShortcuts(keys);
    connect(m_preferencesAction, &QAction::triggered, this, &PreferencesActions::showPreferences);

    m_coordinatesAction
        = boardOption(tr("Show &Coordinates"), QStringLiteral("showCoordinates"), kCoordinatesKey);
    m_targetMarksAction = boardOption(
        tr("Mark &Legal Moves"), QStringLiteral("showLegalMoveMarks"), kTargetMarksKey);
    m_lastMoveAction
        = boardOption(tr("Highlight the Last &Move"), QStringLiteral("showLastMove"), kLastMoveKey);
    for (QAction* option : { m_coordinatesAction, m_targetMarksAction, m_lastMoveAction })
        connect(option, &QAction::toggled, this, &PreferencesActions::showBoardOptions);
    showBoardOptions();
    createMoveInputGroup();
}

void PreferencesActions::showBoardOptions() {
    BoardDisplayOptions options;
    options.coordinates = m_coordinatesAction->isChecked();
    options.targetMarks = m_targetMarksAction->isChecked();
    options.lastMove = m_lastMoveAction->isChecked();
    m_board->setDisplayOptions(options);
}

QAction* PreferencesActions::boardOption(
    const QString& text, const QString& objectName, const QString& key) {
    auto* action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setCheckable(true);
    action->setChecked(QSettings().value(key, true).toBool());
    connect(action, &QAction::toggled, this, [key](bool on) { QSettings().setValue(key, on); });
    return action;
}

void PreferencesActions::createMoveInputGroup() {
    m_moveInputGroup = new QActionGroup(this);
    m_moveInputGroup->setObjectName(QStringLiteral("moveInput"));
    const MoveInput current = parseMoveInput(QSettings().value(kMoveInputKey).toString());
    const std::pair<MoveInput, QString> inputs[] = {
        { MoveInput::ClickOrDrag, tr("Click or Drag") },
        { MoveInput::ClickOnly, tr("Click Only") },
        { MoveInput::DragOnly, tr("Drag Only") },
    };
    for (const auto& [input, text] : inputs) {
        QAction* a = m_moveInputGroup->addAction(text);
        a->setObjectName(QStringLiteral("moveInput-") + moveInputKey(input));
        a->setCheckable(true);
        a->setData(moveInputKey(input));
        a->setChecked(input == current);
    }
    m_board->setMoveInput(current);
    connect(m_moveInputGroup, &QActionGroup::triggered, this, [this](const QAction* a) {
        const QString key = a->data().toString();
        m_board->setMoveInput(parseMoveInput(key));
        QSettings().setValue(kMoveInputKey, key);
    });
}

PreferencesDialog* PreferencesActions::dialog() const {
    return m_dialog;
}

void PreferencesActions::showPreferences() {
    if (!m_dialog) m_dialog = createDialog();
    m_dialog->load();
    m_dialog->tabs()->setCurrentIndex(0);
    m_dialog->open();
}

PreferencesDialog* PreferencesActions::createDialog() {
    auto* d = new PreferencesDialog(m_window);
    d->addCheckBox(Page::Board, tr("Show &coordinates"), m_coordinatesAction);
    d->addCheckBox(
        Page::Board, tr("Mark the &legal moves of the selected piece"), m_targetMarksAction);
    d->addCheckBox(Page::Board, tr("Highlight the last &move"), m_lastMoveAction);
    d->addChoice(Page::Board, tr("Move a&nimation:"), actionGroupOf(m_view->motionMenu()))
        ->setObjectName(QStringLiteral("motionCombo"));

    d->addChoice(Page::Playing, tr("&Move pieces by:"), m_moveInputGroup)
        ->setObjectName(QStringLiteral("moveInputCombo"));
    d->addCheckBox(Page::Playing, tr("Always promote to a &queen"), m_view->queenAction())
        ->setObjectName(QStringLiteral("alwaysQueenBox"));
    d->addCheckBox(Page::Playing, tr("Ask before &resigning"), m_game->confirmResignAction());
    d->addCheckBox(
        Page::Playing, tr("Computer plays &opening book moves"), m_game->bookMovesAction());
    d->addCheckBox(Page::Playing,
         tr("&Fast replies: the computer moves as soon as it has chosen, without a pause"),
         m_game->fastRepliesAction())
        ->setObjectName(QStringLiteral("fastRepliesBox"));
    // Your name finds your side in an opened game (Learn from This Game).
    d->addTextField(
         Page::Playing, tr("&Your name:"), &LearnActions::yourName, &LearnActions::setYourName)
        ->setObjectName(QStringLiteral("yourNameEdit"));
    if (m_libraryOption)
        d->addCheckBox(Page::Playing, tr("Add my finished games to the &library"), m_libraryOption)
            ->setObjectName(QStringLiteral("addFinishedGamesBox"));
    if (m_backgroundReviewOption)
        d->addCheckBox(Page::Playing,
             tr("Review my games in the &background and practise their mistakes"),
             m_backgroundReviewOption)
            ->setObjectName(QStringLiteral("backgroundReviewBox"));
    if (m_tutorOption) {
        d->addCheckBox(Page::Playing,
             tr("&Tutor in games against the computer: warn me about my mistakes"), m_tutorOption)
            ->setObjectName(QStringLiteral("tutorBox"));
        d->addChoice(Page::Playing, tr("Tutor &warns:"), m_tutorThresholds)
            ->setObjectName(QStringLiteral("tutorThresholdCombo"));
    }

    QCheckBox* sounds
        = d->addCheckBox(Page::Sound, tr("Play s&ounds"), m_sound->muteAction(), true);
    sounds->setObjectName(QStringLiteral("playSoundsBox"));
    QComboBox* volume
        = d->addChoice(Page::Sound, tr("&Volume:"), actionGroupOf(m_sound->volumeMenu()));
    volume->setObjectName(QStringLiteral("volumeCombo"));
    volume->setEnabled(sounds->isChecked());
    connect(sounds, &QCheckBox::toggled, volume, &QWidget::setEnabled);
    d->addCheckBox(Page::Sound, tr("&Quiet while the window is minimised"),
        m_sound->quietWhenMinimisedAction());
    d->addCheckBox(Page::Sound, tr("B&ump on illegal moves"), m_sound->bumpAction());

    // Board theme, piece set, colours and language: the View menu's own sub-menus.
    const QString looks[]
        = { tr("Board &theme:"), tr("P&iece set:"), tr("&Colours:"), tr("Lan&guage:") };
    const QString names[] = { QStringLiteral("themeCombo"), QStringLiteral("pieceSetCombo"),
        QStringLiteral("coloursCombo"), QStringLiteral("languageCombo") };
    const QList<QMenu*>& menus = m_view->looksMenus();
    for (qsizetype i = 0; i < menus.size() && i < 4; ++i) {
        d->addChoice(Page::Looks, looks[i], actionGroupOf(menus[i]))->setObjectName(names[i]);
    }
    d->addChoice(Page::Looks, tr("&Notation:"), m_view->notationActions()->group())
        ->setObjectName(QStringLiteral("notationCombo"));
    return d;
}

} // namespace rochade::gui
