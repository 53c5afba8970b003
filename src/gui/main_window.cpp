// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: widgets, wiring to the controller, and keeping them in step.
#include "rochade/gui/main_window.h"

#include "rochade/core/move_generator.h"
#include "rochade/gui/board_widget.h"
#include "rochade/gui/colour_scheme.h"
#include "rochade/gui/eliding_label.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/insight_controller.h"
#include "rochade/gui/legal_moves_model.h"
#include "rochade/gui/legal_moves_view.h"
#include "rochade/gui/metatypes.h"
#include "rochade/gui/move_list_model.h"
#include "rochade/gui/player_panel.h"
#include "rochade/gui/result_bar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rochade::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent) {
    registerMetaTypes();
    setObjectName(QStringLiteral("MainWindow"));
    m_controller = new GameController(this);
    createWidgets();
    createActions();
    createMenus();
    connectController();
    createInsight();
    readSettings();

    QSettings settings;
    startGame(GameSetup::load(settings));
}

MainWindow::~MainWindow() {
    // Join the engine thread before the widgets it reports to go away.
    m_controller->shutdown();
    m_insight->shutdown();
}

void MainWindow::createWidgets() {
    m_board = new BoardWidget;
    m_board->setObjectName(QStringLiteral("board"));

    // The banner row keeps its height when hidden, so showing it never resizes the board.
    m_banner = new QFrame;
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    m_banner->setPalette(noticePalette(palette())); // amber, light or dark as the window
    m_bannerLabel = new QLabel;
    QFont bold = m_bannerLabel->font();
    bold.setBold(true);
    m_bannerLabel->setFont(bold);
    m_bannerLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_bannerBack = new QPushButton(tr("&Back to game"));
    m_bannerClaim = new QPushButton(tr("&Claim draw"));
    m_bannerDecline = new QPushButton(tr("Play on"));
    m_bannerBack->setObjectName(QStringLiteral("backToGame"));
    m_bannerClaim->setObjectName(QStringLiteral("claimDraw"));
    m_bannerDecline->setObjectName(QStringLiteral("declineDraw"));
    auto* bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 2, 8, 2);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(m_bannerBack);
    bannerLayout->addWidget(m_bannerClaim);
    bannerLayout->addWidget(m_bannerDecline);
    // The result bar takes the banner's place when the game is over: in the window, never
    // over the final position. One fixed height whatever the slot shows (or when it shows
    // nothing): the board never moves.
    m_resultBar = new ResultBar;
    m_emptyBanner = new QWidget;
    m_bannerSlot = new QStackedWidget;
    m_bannerSlot->addWidget(m_emptyBanner);
    m_bannerSlot->addWidget(m_banner);
    m_bannerSlot->addWidget(m_resultBar);
    m_bannerSlot->setFixedHeight(
        std::max(m_banner->sizeHint().height(), m_resultBar->sizeHint().height()));
    m_bannerSlot->setCurrentWidget(m_emptyBanner);
    connect(m_bannerBack, &QPushButton::clicked, m_controller, &GameController::returnToGame);
    connect(m_bannerClaim, &QPushButton::clicked, m_controller, &GameController::claimDraw);
    connect(
        m_bannerDecline, &QPushButton::clicked, m_controller, &GameController::declineDrawClaim);

    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(4, 4, 4, 4);
    centralLayout->addWidget(m_bannerSlot);
    centralLayout->addWidget(m_board, 1);
    setCentralWidget(central);

    // The game panel: players, moves, move entry.
    m_playerPanel = new PlayerPanel;
    m_moveListModel = new MoveListModel(this);
    m_moveListView = new QTableView;
    m_moveListView->setObjectName(QStringLiteral("moveList"));
    m_moveListView->setModel(m_moveListModel);
    m_moveListView->setSelectionMode(QAbstractItemView::NoSelection);
    m_moveListView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveListView->setShowGrid(false);
    m_moveListView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moveListView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moveListView->setMinimumWidth(200);
    m_moveEntry = new QLineEdit;
    m_moveEntry->setObjectName(QStringLiteral("moveEntry"));
    m_moveEntry->setClearButtonEnabled(true);
    m_moveEntry->installEventFilter(this);
    auto* gamePanel = new QWidget;
    auto* gameLayout = new QVBoxLayout(gamePanel);
    gameLayout->setContentsMargins(2, 2, 2, 2);
    gameLayout->addWidget(m_playerPanel);
    gameLayout->addWidget(m_moveListView, 1);
    gameLayout->addWidget(m_moveEntry);
    m_gameDock = new QDockWidget(tr("Game"), this);
    m_gameDock->setObjectName(QStringLiteral("gameDock"));
    m_gameDock->setWidget(gamePanel);
    addDockWidget(Qt::RightDockWidgetArea, m_gameDock);

    // The legal moves, grouped by piece.
    m_legalModel = new LegalMovesModel(this);
    m_legalView = new LegalMovesView;
    m_legalView->setObjectName(QStringLiteral("legalMoves"));
    m_legalView->setModel(m_legalModel);
    m_legalView->setHeaderHidden(true); // the dock title carries the count
    m_legalView->viewport()->installEventFilter(this);
    m_legalDock = new QDockWidget(tr("Legal Moves"), this);
    m_legalDock->setObjectName(QStringLiteral("legalDock"));
    m_legalDock->setWidget(m_legalView);
    addDockWidget(Qt::RightDockWidgetArea, m_legalDock);

    // Status bar: labels that ignore their text's width, so no message resizes anything.
    // A message too long for its room ends in "…" with the whole text as its tooltip; the
    // thinking label is hidden while empty, so messages get the whole width then.
    m_statusLabel = new ElidingLabel;
    m_statusLabel->setObjectName(QStringLiteral("status"));
    m_thinkingLabel = new ElidingLabel;
    m_thinkingLabel->setObjectName(QStringLiteral("thinking"));
    m_thinkingLabel->hide();
    statusBar()->addWidget(m_statusLabel, 3);
    statusBar()->addPermanentWidget(m_thinkingLabel, 2);

    connect(m_board, &BoardWidget::moveChosen, m_controller, &GameController::playHumanMove);
    connect(m_board, &BoardWidget::statusMessage, this, &MainWindow::setStatus);
    connect(m_board, &BoardWidget::selectionChanged, this, &MainWindow::onBoardSelection);
    // A click (or the arrow keys) shows a move on the board; only activation plays it.
    connect(m_legalView, &QTreeView::activated, this, &MainWindow::onLegalMoveActivated);
    connect(m_legalView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& current) {
            m_board->setHighlightedMove(m_legalModel->moveAt(current));
        });
    connect(m_legalView, &QTreeView::entered, this, [this](const QModelIndex& index) {
        m_board->setHighlightedMove(m_legalModel->moveAt(index));
    });
    connect(m_moveListView, &QTableView::clicked, this, &MainWindow::onMoveListClicked);
    connect(m_moveEntry, &QLineEdit::returnPressed, this, &MainWindow::onMoveEntered);
    connect(m_resultBar, &ResultBar::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(m_resultBar, &ResultBar::undoRequested, m_controller, &GameController::undo);
    connect(m_resultBar, &ResultBar::closeRequested, this, [this] {
        m_resultDismissed = true;
        updateBanner();
    });
}

void MainWindow::connectController() {
    connect(m_controller, &GameController::positionChanged, this, &MainWindow::refresh);
    connect(m_controller, &GameController::statusMessage, this, &MainWindow::setStatus);
    connect(m_controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(m_controller, &GameController::thinkingChanged, this, &MainWindow::onThinkingChanged);
    connect(m_controller, &GameController::progress, this, &MainWindow::onProgress);
    connect(m_controller, &GameController::drawClaimChanged, this, &MainWindow::onDrawClaimChanged);
    // Every change of the game reaches the autosave (an unchanged game is not rewritten).
    connect(m_controller, &GameController::positionChanged, this, &MainWindow::autosave);
    m_controller->setDrawClaimPrompt([this](const QString& question) {
        return QMessageBox::question(this, tr("Claim a Draw"), question,
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    });
}

void MainWindow::startGame(const GameSetup& setup) {
    m_resultDismissed = true;
    m_controller->newGame(setup);
    updateTitle();
}

QString MainWindow::statusText() const {
    return m_statusLabel->fullText();
}

QString MainWindow::thinkingText() const {
    return m_thinkingLabel->fullText();
}

QString MainWindow::bannerText() const {
    return m_banner->isVisible() ? m_bannerLabel->text() : QString();
}

void MainWindow::setStatus(const QString& text) {
    m_statusLabel->setFullText(text);
}

// --- Keeping the widgets in step ----------------------------------------------------------

void MainWindow::refresh() {
    const GameController& c = *m_controller;
    const Position& shown = c.displayedPosition();
    m_board->setPosition(shown, c.displayedLastMove());
    m_board->setLegalMoves(c.playableMoves());
    m_board->setInputEnabled(c.canHumanMove(), c.whyNoMove());
    updateOrientation();

    m_legalModel->setPosition(shown);
    m_legalView->expandAll();
    m_legalView->scrollToTop(); // a new list is read from its top
    m_legalDock->setWindowTitle(tr("Legal Moves (%1)").arg(m_legalModel->moveCount()));

    const Game& game = c.game();
    QStringList san;
    for (const std::string& s : game.sanMoves())
        san << QString::fromStdString(s);
    const Position& start = game.startPosition();
    m_moveListModel->setMoves(san, start.sideToMove(), start.fullmoveNumber());
    m_moveListModel->setCurrentPly(c.viewPly());
    const QModelIndex current = m_moveListModel->indexForPly(c.viewPly());
    if (current.isValid())
        m_moveListView->scrollTo(current);
    else if (c.viewPly() == 0)
        m_moveListView->scrollToTop();

    // The turn marker says whose turn it is in the game, like the running clock beside it,
    // also while an earlier position is shown: browsing changes neither.
    const std::optional<Color> turn
        = game.isOver() ? std::nullopt : std::optional(game.position().sideToMove());
    m_playerPanel->showPosition(
        shown, start, c.playerName(Color::White), c.playerName(Color::Black), turn, c.isThinking());
    // Undo or redo can re-open a finished game: updateBanner() shows a result only while the
    // game is over.
    updateBanner();
    updateActions();
}

void MainWindow::updateOrientation() {
    const GameController& c = *m_controller;
    bool blackBelow = false;
    if (c.isVsComputer())
        blackBelow = c.humanColor() == Color::Black;
    else if (m_autoFlipAction->isChecked())
        blackBelow = c.game().position().sideToMove() == Color::Black;
    const bool flipped = blackBelow != m_flipAction->isChecked();
    m_board->setFlipped(flipped);
    m_playerPanel->setFlipped(flipped);
}

void MainWindow::updateBanner() {
    const GameController& c = *m_controller;
    const bool browsing = c.isBrowsing();
    const bool claim = !browsing && !m_drawClaimText.isEmpty() && c.canClaimDraw();
    if (browsing) {
        const int ply = c.viewPly();
        const QString which = ply == 0
            ? tr("Viewing the start position")
            : tr("Viewing move %1%2").arg((ply + 1) / 2).arg(ply % 2 ? QString() : tr(" (Black)"));
        m_bannerLabel->setText(which + tr(" — the game is not changed"));
    } else if (claim) {
        m_bannerLabel->setText(m_drawClaimText);
    }
    m_bannerBack->setVisible(browsing);
    m_bannerClaim->setVisible(claim);
    m_bannerDecline->setVisible(claim);
    // Browsing a finished game shows the browsing banner; back at its end, the result again.
    QWidget* shown = m_emptyBanner;
    if (browsing || claim)
        shown = m_banner;
    else if (c.game().isOver() && !m_resultDismissed)
        shown = m_resultBar;
    m_bannerSlot->setCurrentWidget(shown);
}

void MainWindow::updateActions() {
    const GameController& c = *m_controller;
    const bool over = c.game().isOver();
    m_undoAction->setEnabled(c.canUndo());
    m_redoAction->setEnabled(c.canRedo());
    m_moveNowAction->setEnabled(c.isThinking());
    m_resignAction->setEnabled(!over);
    m_offerDrawAction->setEnabled(!over);
    m_claimDrawAction->setEnabled(
        !over && c.status().claimable != DrawClaim::None && !c.isComputerTurn());
    // Read-only, never disabled: a disabled field would hand the keyboard focus on to the
    // next widget, and the keys the user types next for this field would drive that one.
    const bool canType = c.canHumanMove();
    m_moveEntry->setReadOnly(!canType);
    m_moveEntry->setPlaceholderText(canType ? tr("Type a move: Nf3, e2e4 …") : c.whyNoMove());
}

void MainWindow::onGameOver(const QString& text) {
    setStatus(text);
    const GameStatus s = m_controller->status();
    const GameController& c = *m_controller;
    QString headline = tr("Draw");
    if (s.result == GameResult::WhiteWins || s.result == GameResult::BlackWins) {
        const Color winner = s.result == GameResult::WhiteWins ? Color::White : Color::Black;
        if (c.isVsComputer())
            headline = winner == c.humanColor() ? tr("You win!") : tr("The computer wins");
        else
            headline = tr("%1 wins").arg(c.playerName(winner));
    }
    m_resultBar->setResult(headline, text, c.isVsComputer());
    m_resultDismissed = false;
    refresh();
}

void MainWindow::onThinkingChanged(bool thinking) {
    m_thinkingLabel->setFullText(thinking ? tr("Thinking…") : QString());
    m_thinkingLabel->setVisible(thinking);
    m_moveNowAction->setEnabled(thinking);
}

void MainWindow::onProgress(int depth, const QString& score, const QString& line) {
    m_thinkingLabel->setFullText(tr("Thinking… depth %1, %2: %3").arg(depth).arg(score, line));
    m_thinkingLabel->show();
}

void MainWindow::onDrawClaimChanged(const QString& text) {
    m_drawClaimText = text;
    updateBanner();
    updateActions();
}

// --- Panels -------------------------------------------------------------------------------

void MainWindow::onBoardSelection(Square square) {
    QItemSelectionModel* selection = m_legalView->selectionModel();
    selection->clearSelection();
    if (square == kNoSquare) return;
    const QModelIndexList rows = m_legalModel->indexesFrom(square);
    for (const QModelIndex& i : rows)
        selection->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    if (!rows.isEmpty()) m_legalView->scrollTo(rows.first());
}

void MainWindow::onLegalMoveActivated(const QModelIndex& index) {
    const Move m = m_legalModel->moveAt(index);
    if (m.isNull()) return; // a group row: the tree view folds it
    m_board->setHighlightedMove({});
    m_controller->playHumanMove(m);
}

void MainWindow::onMoveListClicked(const QModelIndex& index) {
    const int ply = m_moveListModel->plyAt(index);
    if (ply > 0) m_controller->browseTo(ply);
}

void MainWindow::onMoveEntered() {
    if (m_moveEntry->isReadOnly()) {
        setStatus(m_controller->whyNoMove());
        return;
    }
    if (m_controller->playMoveText(m_moveEntry->text())) m_moveEntry->clear();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Ctrl+V in the move field pastes a move as text; a position or a game goes to the
    // window's Paste (not accepting the override lets the shortcut have the key).
    if (watched == m_moveEntry && event->type() == QEvent::ShortcutOverride
        && static_cast<QKeyEvent*>(event)->matches(QKeySequence::Paste)
        && isGameRecordText(QApplication::clipboard()->text()))
        return true;
    // The hovered move goes; the chosen one (if any) stays shown.
    if (m_legalView && watched == m_legalView->viewport() && event->type() == QEvent::Leave)
        m_board->setHighlightedMove(m_legalModel->moveAt(m_legalView->currentIndex()));
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    writeSettings();
    // Quitting always quits: the search is stopped and its thread joined here.
    m_controller->shutdown();
    m_insight->shutdown();
    event->accept();
}

} // namespace rochade::gui
