// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's actions, menus, dialogs and remembered settings.
#include "rochade/gui/board_widget.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/main_window.h"
#include "rochade/gui/new_game_dialog.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QToolBar>

namespace rochade::gui {

namespace {

QIcon themeIcon(const QString& name, QStyle::StandardPixmap fallback, const QWidget* w) {
    return QIcon::fromTheme(name, w->style()->standardIcon(fallback));
}

} // namespace

void MainWindow::createActions() {
    m_newAction = new QAction(themeIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon, this),
        tr("&New Game…"), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::showNewGameDialog);

    m_resignAction = new QAction(tr("&Resign"), this);
    m_resignAction->setObjectName(QStringLiteral("resign"));
    connect(m_resignAction, &QAction::triggered, this, &MainWindow::resign);
    m_offerDrawAction = new QAction(tr("&Offer Draw"), this);
    m_offerDrawAction->setObjectName(QStringLiteral("offerDraw"));
    connect(m_offerDrawAction, &QAction::triggered, this, &MainWindow::offerDraw);
    m_claimDrawAction = new QAction(tr("&Claim Draw"), this);
    connect(m_claimDrawAction, &QAction::triggered, m_controller, &GameController::claimDraw);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = new QAction(
        themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, this), tr("&Undo Move"), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setToolTip(tr("Take back a move (against the computer: your last move)"));
    connect(m_undoAction, &QAction::triggered, m_controller, &GameController::undo);

    m_redoAction
        = new QAction(themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, this),
            tr("&Redo Move"), this);
    QList<QKeySequence> redoKeys { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) };
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(k)) redoKeys << k;
    m_redoAction->setShortcuts(redoKeys);
    connect(m_redoAction, &QAction::triggered, m_controller, &GameController::redo);

    m_moveNowAction = new QAction(
        themeIcon(QStringLiteral("media-skip-forward"), QStyle::SP_MediaSkipForward, this),
        tr("&Move Now"), this);
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_moveNowAction->setToolTip(tr("Make the computer play the best move it has found"));
    m_moveNowAction->setEnabled(false);
    connect(m_moveNowAction, &QAction::triggered, m_controller, &GameController::moveNow);

    m_flipAction = new QAction(
        themeIcon(QStringLiteral("object-flip-vertical"), QStyle::SP_BrowserReload, this),
        tr("&Flip Board"), this);
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_flipAction, &QAction::toggled, this, &MainWindow::updateOrientation);

    m_autoFlipAction = new QAction(tr("Turn the Board for Each &Player (hot-seat)"), this);
    m_autoFlipAction->setCheckable(true);
    connect(m_autoFlipAction, &QAction::toggled, this, &MainWindow::updateOrientation);

    m_queenAction = new QAction(tr("Always Promote to &Queen"), this);
    m_queenAction->setCheckable(true);
    connect(m_queenAction, &QAction::toggled, m_board, &BoardWidget::setAlwaysPromoteToQueen);

    m_aboutAction = new QAction(tr("&About Rochade"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);

    createFileActions();
    createClockActions();

    m_toolBar = addToolBar(tr("Main Toolbar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->addAction(m_newAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addAction(m_flipAction);
    m_toolBar->addAction(m_moveNowAction);
}

void MainWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newAction);
    game->addAction(m_openAction);
    game->addMenu(m_recentMenu);
    game->addAction(m_saveAction);
    game->addSeparator();
    game->addAction(m_resignAction);
    game->addAction(m_offerDrawAction);
    game->addAction(m_claimDrawAction);
    addEngineActions(game);
    game->addSeparator();
    game->addAction(m_pauseAction);
    game->addAction(m_historyAction);
    game->addSeparator();
    game->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_copyFenAction);
    edit->addAction(m_pasteFenAction);
    edit->addAction(m_copyPgnAction);
    edit->addAction(m_pastePgnAction);
    edit->addSeparator();
    edit->addAction(m_moveNowAction);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_flipAction);
    view->addAction(m_autoFlipAction);
    view->addAction(m_queenAction);
    view->addSeparator();
    view->addAction(m_gameDock->toggleViewAction());
    view->addAction(m_legalDock->toggleViewAction());
    view->addAction(m_toolBar->toggleViewAction());
    createLooksMenu(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1100, 760);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_flipAction->setChecked(settings.value(QStringLiteral("view/flipped"), false).toBool());
    m_autoFlipAction->setChecked(settings.value(QStringLiteral("view/autoFlip"), false).toBool());
    m_queenAction->setChecked(settings.value(QStringLiteral("view/alwaysQueen"), false).toBool());
}

void MainWindow::writeSettings() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/flipped"), m_flipAction->isChecked());
    settings.setValue(QStringLiteral("view/autoFlip"), m_autoFlipAction->isChecked());
    settings.setValue(QStringLiteral("view/alwaysQueen"), m_queenAction->isChecked());
}

void MainWindow::showNewGameDialog() {
    if (m_newGameDialog) {
        m_newGameDialog->raise();
        return;
    }
    const ClockPauseGuard hold(m_controller);
    NewGameDialog dialog(this);
    m_newGameDialog = &dialog;
    // The stored defaults, not the running game's setup: a game opened or pasted from PGN
    // brings its own players, mode and clock, which must not become the next game's.
    QSettings stored;
    dialog.setSetup(GameSetup::load(stored));
    if (dialog.exec() != QDialog::Accepted) return;
    const Game& game = m_controller->game();
    if (game.ply() > 0 && !game.isOver()
        && QMessageBox::question(this, tr("New Game"),
               tr("The game in progress will be abandoned. Start a new game?"),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            != QMessageBox::Yes)
        return;
    const GameSetup setup = dialog.setup();
    QSettings settings;
    setup.save(settings);
    startGame(setup);
}

void MainWindow::resign() {
    if (m_controller->game().isOver()) return;
    const ClockPauseGuard hold(m_controller);
    const QString who = m_controller->isVsComputer()
        ? tr("Resign this game?")
        : tr("%1 resigns?")
              .arg(m_controller->playerName(m_controller->game().position().sideToMove()));
    if (QMessageBox::question(this, tr("Resign"), who) == QMessageBox::Yes) m_controller->resign();
}

void MainWindow::offerDraw() {
    if (!m_controller->isVsComputer()) {
        const ClockPauseGuard hold(m_controller);
        const Color other = ~m_controller->game().position().sideToMove();
        if (QMessageBox::question(this, tr("Offer Draw"),
                tr("%1 offers a draw. %2, do you accept?")
                    .arg(m_controller->playerName(~other), m_controller->playerName(other)))
            != QMessageBox::Yes) {
            setStatus(tr("The draw offer was declined."));
            return;
        }
    }
    // Against the computer no dialog asks: it answers in the status bar, saying why.
    m_controller->offerDraw();
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Rochade"),
        tr("<h3>Rochade %1</h3><p>A chess program: play against a friend on this computer "
           "or against the built-in engine at three levels.</p>"
           "<p>License: GNU GPL version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace rochade::gui
