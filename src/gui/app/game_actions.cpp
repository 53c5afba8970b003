// SPDX-License-Identifier: GPL-3.0-or-later
// New game, Resign, draws, Undo and Redo, Move now, Quit and About: actions and questions.
#include "app/game_actions.h"

#include "app/toolbar_icons.h"
#include "dialogs/new_game_dialog.h"
#include "game/clock_pause_guard.h"
#include "game/game_controller.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QWidget>

#include <functional>

namespace rochade::gui {

namespace {

const QString kConfirmResignKey = QStringLiteral("game/confirmResign");
const QString kBookMovesKey = QStringLiteral("game/openingBook");
const QString kFastRepliesKey = QStringLiteral("game/fastReplies");

QIcon themeIcon(const QString& name, QStyle::StandardPixmap fallback, const QWidget* w) {
    return QIcon::fromTheme(name, w->style()->standardIcon(fallback));
}

/// A checkable action for an on/off preference stored under `key`: checked as the settings say
/// (or `byDefault`), `apply` called with that state now and with every toggle, which is also
/// saved.
QAction* settingAction(const QString& text, const QString& objectName, const QString& key,
    bool byDefault, QObject* parent, const std::function<void(bool)>& apply) {
    auto* action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setCheckable(true);
    action->setChecked(QSettings().value(key, byDefault).toBool());
    apply(action->isChecked());
    QObject::connect(action, &QAction::toggled, parent, [key, apply](bool on) {
        apply(on);
        QSettings().setValue(key, on);
    });
    return action;
}

} // namespace

GameActions::GameActions(GameController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window) {
    m_newAction
        = new QAction(themeIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon, window),
            tr("&New Game…"), this);
    m_newAction->setObjectName(QStringLiteral("newGameAction"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &GameActions::showNewGameDialog);

    m_resignAction = new QAction(tr("&Resign"), this);
    m_resignAction->setObjectName(QStringLiteral("resign"));
    connect(m_resignAction, &QAction::triggered, this, &GameActions::resign);
    m_confirmResignAction = settingAction(tr("As&k Before Resigning"),
        QStringLiteral("confirmResign"), kConfirmResignKey, true, this, [](bool) {});
    m_bookMovesAction = settingAction(tr("Computer Plays &Opening Book Moves"),
        QStringLiteral("openingBook"), kBookMovesKey, true, this,
        [this](bool on) { m_controller->computer()->setPlaysBookMoves(on); });
    m_fastRepliesAction
        = settingAction(tr("&Fast Replies"), QStringLiteral("fastReplies"), kFastRepliesKey, false,
            this, [this](bool on) { m_controller->computer()->setFastReplies(on); });
    m_offerDrawAction = new QAction(tr("Offer &Draw"), this);
    m_offerDrawAction->setObjectName(QStringLiteral("offerDraw"));
    connect(m_offerDrawAction, &QAction::triggered, this, &GameActions::offerDraw);
    m_claimDrawAction = new QAction(tr("&Claim Draw"), this);
    connect(m_claimDrawAction, &QAction::triggered, m_controller->drawTalk(), &DrawTalk::claimDraw);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, window, &QWidget::close);

    m_undoAction = new QAction(themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, window),
        tr("&Undo Move"), this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setToolTip(tr("Take back a move (against the computer: your last move)"));
    connect(m_undoAction, &QAction::triggered, this, &GameActions::undoLastChange);

    m_redoAction
        = new QAction(themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, window),
            tr("&Redo Move"), this);
    QList<QKeySequence> redoKeys { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) };
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(k)) redoKeys << k;
    m_redoAction->setShortcuts(redoKeys);
    connect(m_redoAction, &QAction::triggered, m_controller, &GameController::redo);

    m_moveNowAction = new QAction(
        themeIcon(QStringLiteral("media-skip-forward"), QStyle::SP_MediaSkipForward, window),
        tr("&Move Now"), this);
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_moveNowAction->setToolTip(tr("Make the computer play the best move it has found"));
    m_moveNowAction->setEnabled(false);
    connect(m_moveNowAction, &QAction::triggered, m_controller, &GameController::moveNow);

    m_aboutAction = new QAction(tr("&About Rochade"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &GameActions::about);

    m_controller->drawTalk()->setClaimPrompt([this](const QString& question) {
        return QMessageBox::question(m_window, tr("Claim a Draw"), question,
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    });
    m_controller->record()->setBranchPrompt([this](const QString& san) {
        QMessageBox box(QMessageBox::Question, tr("A New Move"),
            tr("%1 is not the move the record has here.").arg(san), QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Start a variation with it, or replace the rest of the game?"));
        QPushButton* variation = box.addButton(tr("New &Variation"), QMessageBox::AcceptRole);
        QPushButton* replace = box.addButton(tr("&Replace the Rest"), QMessageBox::DestructiveRole);
        box.setDefaultButton(variation);
        const ClockPauseGuard hold(m_controller); // the clocks stand still while it asks
        box.exec();
        if (box.clickedButton() == variation) return RecordEditor::BranchChoice::Variation;
        if (box.clickedButton() == replace) return RecordEditor::BranchChoice::Replace;
        return RecordEditor::BranchChoice::Cancel;
    });
}

void GameActions::updateActions() {
    const GameController& c = *m_controller;
    const bool over = c.game().isOver();
    // After Delete from Here, Undo brings the moves back before it takes back a move.
    const bool restoresDeleted = m_controller->record()->canRestoreRemoved();
    m_undoAction->setText(restoresDeleted ? tr("&Undo Delete") : tr("&Undo Move"));
    m_undoAction->setToolTip(restoresDeleted
            ? tr("Bring back the moves deleted last")
            : tr("Take back a move (against the computer: your last move)"));
    // The toolbar's tip names the keys, as the window gave it at the start.
    m_undoAction->setToolTip(toolTipWithShortcut(*m_undoAction));
    m_undoAction->setEnabled(c.canUndo() || restoresDeleted);
    m_redoAction->setEnabled(c.canRedo());
    m_moveNowAction->setEnabled(c.isThinking());
    m_resignAction->setEnabled(!over);
    m_offerDrawAction->setEnabled(!over);
    m_claimDrawAction->setEnabled(
        !over && c.status().claimable != DrawClaim::None && !c.isComputerTurn());
}

void GameActions::onThinkingChanged(bool thinking) {
    m_moveNowAction->setEnabled(thinking);
}

void GameActions::showNewGameDialog() {
    if (m_newGameDialog) {
        m_newGameDialog->raise();
        return;
    }
    const ClockPauseGuard hold(m_controller);
    // First the running game's unsaved changes: saved, discarded, or New game cancelled.
    if (m_leaveCheck && !m_leaveCheck()) return;
    NewGameDialog dialog(m_window);
    m_newGameDialog = &dialog;
    // The stored defaults, not the running game's setup: a game opened or pasted from PGN
    // brings its own players, mode and clock, which must not become the next game's.
    if (m_adaptivePick) dialog.setAdaptivePick(m_adaptivePick());
    QSettings stored;
    dialog.setSetup(GameSetup::load(stored));
    if (dialog.exec() != QDialog::Accepted) return;
    const GameSetup setup = dialog.setup();
    QSettings settings;
    setup.save(settings);
    emit startRequested(setup);
}

void GameActions::undoLastChange() {
    RecordEditor* record = m_controller->record();
    if (record->canRestoreRemoved()) {
        record->restoreRemoved();
        return;
    }
    m_controller->undo();
}

void GameActions::resign() {
    if (m_controller->game().isOver()) return;
    const ClockPauseGuard hold(m_controller);
    const QString who = m_controller->isVsComputer()
        ? tr("Resign this game?")
        : tr("%1 resigns?")
              .arg(m_controller->playerName(m_controller->game().position().sideToMove()));
    if (!m_confirmResignAction->isChecked()
        || QMessageBox::question(m_window, tr("Resign"), who) == QMessageBox::Yes)
        m_controller->resign();
}

void GameActions::offerDraw() {
    if (!m_controller->isVsComputer()) {
        const ClockPauseGuard hold(m_controller);
        const Color other = ~m_controller->game().position().sideToMove();
        if (QMessageBox::question(m_window, tr("Offer Draw"),
                tr("%1 offers a draw. %2, do you accept?")
                    .arg(m_controller->playerName(~other), m_controller->playerName(other)))
            != QMessageBox::Yes) {
            emit statusMessage(tr("The draw offer was declined."));
            return;
        }
    }
    // Against the computer no dialog asks: it answers in the status bar, saying why.
    m_controller->drawTalk()->offerDraw();
}

void GameActions::about() {
    QMessageBox::about(m_window, tr("About Rochade"),
        tr("<h3>Rochade %1</h3><p>A chess program: play against a friend on this computer "
           "or against the built-in engine at three levels.</p>"
           "<p>License: GNU GPL version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace rochade::gui
