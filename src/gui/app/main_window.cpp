// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: its parts created, placed and wired.
#include "app/main_window.h"

#include "app/background_review_actions.h"
#include "app/computer_players.h"
#include "app/editor_actions.h"
#include "app/engine_actions.h"
#include "app/first_frame_gate.h"
#include "app/help_actions.h"
#include "app/learn_actions.h"
#include "app/library_actions.h"
#include "app/own_games_actions.h"
#include "app/practice_actions.h"
#include "app/preferences_actions.h"
#include "app/puzzle_actions.h"
#include "app/rating_actions.h"
#include "app/review_actions.h"
#include "app/sound_actions.h"
#include "app/toolbar_icons.h"
#include "app/tutor_actions.h"
#include "app/view_actions.h"
#include "base/metatypes.h"
#include "board/board_area.h"
#include "board/board_widget.h"
#include "engines/engine_players.h"
#include "game/game_controller.h"
#include "insight/analysis_panel.h"
#include "insight/evaluation_bar.h"
#include "insight/game_review.h"
#include "insight/insight_controller.h"
#include "library/explorer_panel.h"
#include "library/library_service.h"
#include "panels/opening_label.h"
#include "panels/player_panel.h"
#include "panels/result_bar.h"
#include "puzzles/puzzle_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace rochade::gui {

namespace {

const QString kBarKey = QStringLiteral("view/evaluationBar");

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent) {
    // Built on a pool thread while the widgets are made, not before the first picture.
    OpeningLabel::prepareCatalogue();
    registerMetaTypes();
    setObjectName(QStringLiteral("MainWindow"));
    m_controller = new GameController(this);
    createParts();
    connectParts();
    connectController();
    createInsight();
    createToolBar();
    createMenus();
    setAcceptDrops(true); // a PGN file dropped on the window opens
    // Keyboard play starts on the board.
    m_board->setFocus(Qt::OtherFocusReason);
    readSettings();
    // The tutor's dock shows a warning only; a state restored with it shown holds none.
    m_tutor->dock()->hide();

    QSettings settings;
    startGame(GameSetup::load(settings));
}

MainWindow::~MainWindow() {
    // Join the engine thread before the widgets it reports to go away.
    m_controller->shutdown();
    m_tutor->shutdown();
    m_insight->shutdown();
    m_analysis->shutdown();
    m_review->review()->shutdown();
    m_backgroundReview->review()->shutdown();
    m_library->shutdown();
}

void MainWindow::createParts() {
    m_board = new BoardWidget;
    m_board->setObjectName(QStringLiteral("board"));
    // The looks apply the remembered colours first, so every part is made in them.
    m_viewActions = new ViewActions(m_controller, m_board, this);
    m_gameActions = new GameActions(m_controller, this);
    m_documentActions = new DocumentActions(m_controller, this);
    m_files = new FileActions(m_controller, m_documentActions, this);
    m_engineActions = new EngineActions(m_controller, this);
    m_editorActions = new EditorActions(m_controller, m_board, m_documentActions, this);
    m_gamePanel = new GamePanel(m_controller, m_board, this);
    m_clockActions = new ClockActions(m_controller, m_board, m_gamePanel->playerPanel(), this);
    m_banner = new Banner(m_controller, this);
    m_statusLine = new StatusLine(this);
    m_soundActions = new SoundActions(m_controller, m_board, this);
    m_library = new LibraryActions(m_controller, m_documentActions, this);
    m_puzzles = new PuzzleActions(m_controller, m_board, this);
    m_practice = new PracticeActions(m_controller, m_board, this);
    m_backgroundReview = new BackgroundReviewActions(this);
    m_ownGames
        = new OwnGamesActions(m_documentActions, m_library->service(), m_backgroundReview, this);
    m_rating = new RatingActions(m_controller, this);
    // The explorer follows the position being set up in the editor, then the game again.
    connect(m_editorActions, &EditorActions::editedPosition, m_library->explorer(),
        &ExplorerPanel::showPosition);
    connect(m_editorActions, &EditorActions::editorClosed, m_library->explorer(),
        [this] { m_library->explorer()->showPosition(m_controller->displayedPosition()); });

    // The board sits in an area that keeps the evaluation bar flush beside it.
    auto* area = new BoardArea;
    area->setBoard(m_board);
    m_evaluationBar = new EvaluationBar;
    area->setSideWidget(m_evaluationBar);
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(4, 4, 4, 4);
    centralLayout->addWidget(m_banner->row());
    centralLayout->addWidget(area, 1);
    setCentralWidget(central);
    addDockWidget(Qt::RightDockWidgetArea, m_gamePanel->gameDock());
    addDockWidget(Qt::RightDockWidgetArea, m_gamePanel->legalDock());
    m_statusLine->addTo(statusBar());
    m_backgroundReview->addTo(statusBar());
    // Off until asked for (View ▸ Opening Explorer): the library starts empty, and the room
    // beside the board belongs to the game's own panels; restoreState() brings it back.
    addDockWidget(Qt::RightDockWidgetArea, m_library->explorer()->dock());
    m_library->explorer()->dock()->hide();
}

void MainWindow::connectParts() {
    connect(m_board, &BoardWidget::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_gamePanel, &GamePanel::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_files, &FileActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(
        m_documentActions, &DocumentActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_gameActions, &GameActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_library, &LibraryActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_puzzles, &PuzzleActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_practice, &PracticeActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_backgroundReview, &BackgroundReviewActions::statusMessage, m_statusLine,
        &StatusLine::setStatus);
    connect(m_ownGames, &OwnGamesActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    // A game played here enters the background review as it enters the library.
    connect(m_library->service(), &LibraryService::gameAdded, m_backgroundReview,
        &BackgroundReviewActions::onLibraryGameAdded);
    // The cards the worker added count in "Practice (N due)" at once.
    connect(m_backgroundReview->review(), &BackgroundReview::gameReviewed, m_practice,
        [this](library::GameId, int added) {
            if (added > 0) m_practice->updateAction();
        });
    connect(m_library, &LibraryActions::gamesMarkedAsMine, m_backgroundReview,
        &BackgroundReviewActions::markGamesAsMine);
    // A practice card's game opens where it lies, at the mistake.
    connect(m_practice, &PracticeActions::openSourceRequested, this,
        [this](const training::CardSource& source) {
            if (source.kind == training::CardSource::Kind::Library)
                m_library->openGame(source.libraryGameId, source.ply);
            else
                m_library->openGameInFile(
                    QFile::decodeName(source.path.c_str()), source.byteOffset, source.ply);
            raise();
            activateWindow();
        });
    connect(m_viewActions, &ViewActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_gameActions, &GameActions::startRequested, this, &MainWindow::startGame);
    connect(m_rating, &RatingActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    m_gameActions->setAdaptivePick([this] { return m_rating->adaptivePick(); });
    // A game opened, pasted or set up is not rated.
    connect(m_files, &FileActions::replacingGame, m_rating, &RatingActions::forgetGame);
    connect(
        m_documentActions, &DocumentActions::replacingGame, m_rating, &RatingActions::forgetGame);
    connect(m_editorActions, &EditorActions::replacingGame, m_rating, &RatingActions::forgetGame);
    m_gameActions->setLeaveCheck([this] { return m_documentActions->maybeSaveChanges(); });
    connect(m_banner, &Banner::newGameRequested, m_gameActions, &GameActions::showNewGameDialog);
    connect(m_files, &FileActions::replacingGame, m_banner, &Banner::dismissResult);
    connect(m_documentActions, &DocumentActions::replacingGame, m_banner, &Banner::dismissResult);
    connect(m_editorActions, &EditorActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(m_editorActions, &EditorActions::replacingGame, m_banner, &Banner::dismissResult);
    connect(m_editorActions, &EditorActions::gameStarted, m_documentActions,
        &DocumentActions::updateTitle);
    connect(m_editorActions, &EditorActions::analysisRequested, this, [this] {
        m_analysis->dock()->show();
        m_analysis->dock()->raise();
    });
    connect(m_viewActions, &ViewActions::coloursChanged, m_banner, &Banner::followPalette);
    connect(m_viewActions, &ViewActions::orientationChanged, m_board, &BoardWidget::setFlipped);
    connect(m_viewActions, &ViewActions::orientationChanged, m_gamePanel->playerPanel(),
        &PlayerPanel::setFlipped);
}

void MainWindow::connectController() {
    GameController* c = m_controller;
    // Every change of the game: the clocks and the history first, then the board and the
    // panels, then the autosave (an unchanged game is not rewritten).
    connect(c, &GameController::clockChanged, m_clockActions, &ClockActions::updateClocks);
    connect(c, &GameController::positionChanged, m_clockActions, &ClockActions::updateClocks);
    connect(c, &GameController::positionChanged, m_clockActions, &ClockActions::updateHistory);
    connect(c, &GameController::positionChanged, this, &MainWindow::refresh);
    connect(c, &GameController::positionChanged, m_documentActions, &DocumentActions::autosave);
    connect(c, &GameController::positionChanged, m_documentActions, &DocumentActions::updateTitle);
    connect(c, &GameController::pausedChanged, m_clockActions->pauseAction(), &QAction::setChecked);
    connect(c, &GameController::statusMessage, m_statusLine, &StatusLine::setStatus);
    connect(c, &GameController::gameOver, this, [this](const QString& text) {
        m_statusLine->setStatus(text);
        m_banner->onGameOver(text);
        refresh();
    });
    // After the window's own line, which it extends with the new rating.
    connect(c, &GameController::gameOver, m_rating, &RatingActions::onGameOver);
    connect(m_rating, &RatingActions::gameRated, this, [this](const QString& change) {
        ResultBar* bar = m_banner->resultBar();
        bar->setResult(bar->headline(), bar->reason() + QLatin1Char(' ') + change,
            m_controller->isVsComputer());
    });
    connect(c->computer(), &ComputerOpponent::thinkingChanged, m_statusLine,
        &StatusLine::onThinkingChanged);
    connect(c->computer(), &ComputerOpponent::thinkingChanged, m_gameActions,
        &GameActions::onThinkingChanged);
    connect(c->computer(), &ComputerOpponent::progress, m_statusLine, &StatusLine::onProgress);
    connect(c, &GameController::drawClaimChanged, m_banner, &Banner::onDrawClaimChanged);
    connect(c, &GameController::drawClaimChanged, m_gameActions, &GameActions::updateActions);
    connect(c, &GameController::drawClaimChanged, m_gamePanel, &GamePanel::updateMoveEntry);
    const ComputerPlayers players = handComputerPlayersTo(*c);
    connect(players.external, &UciEnginePlayer::ready, m_engineActions,
        &EngineActions::rememberStrength);
    connect(c->computer(), &ComputerOpponent::playerFailed, m_engineActions,
        &EngineActions::onExternalEngineFailed);
}

void MainWindow::refresh() {
    m_gamePanel->refresh();
    m_viewActions->updateOrientation();
    // Undo or redo can re-open a finished game: the banner shows a result only while the
    // game is over.
    m_banner->refresh();
    m_gameActions->updateActions();
}

void MainWindow::createInsight() {
    // Connected after the window's own slots, so the board already shows the new position
    // when the insight controller puts its arrow back on it.
    m_insight = new InsightController(m_controller, m_board, this);
    // A search beside the first paint would slow it: the bar starts after the first frame.
    m_insight->holdBarAnalysis(true);
    connect(new FirstFrameGate(this), &FirstFrameGate::opened, m_insight,
        [this] { m_insight->holdBarAnalysis(false); });
    connect(m_insight, &InsightController::statusMessage, m_statusLine, &StatusLine::setStatus);
    m_insight->setEvaluationBar(m_evaluationBar);
    const auto followBoard = [this] { m_evaluationBar->setFlipped(m_board->isFlipped()); };
    connect(m_viewActions->flipAction(), &QAction::toggled, this, followBoard);
    connect(m_viewActions->autoFlipAction(), &QAction::toggled, this, followBoard);
    connect(m_insight->statisticsAction(), &QAction::triggered, this,
        [this] { m_insight->showStatistics(this); });

    // After the insight controller, so the review's arrow is the one left on the board.
    m_review = new ReviewActions(m_controller, m_board, this);
    m_review->addTo(statusBar());
    connect(m_review, &ReviewActions::statusMessage, m_statusLine, &StatusLine::setStatus);
    // The review's evaluations join the statistics' chart.
    connect(m_review->review(), &GameReview::finished, m_insight, [this] {
        for (const ReviewedMove& move : m_review->review()->moves())
            m_insight->recordEvaluation(move.ply, move.hash, move.whiteScore);
    });
    // After the review's own "Review done": the cards' count is the last word.
    connect(m_review->review(), &GameReview::finished, m_practice,
        [this] { m_practice->addFromReview(); });
    // Offered in the status line once a review is done.
    m_learn = new LearnActions(m_controller, m_review->review(), m_practice, m_board, this);
    m_learn->addTo(statusBar());
    connect(m_learn, &LearnActions::statusMessage, m_statusLine, &StatusLine::setStatus);

    // After the review too: the tutor's refutation is the arrow left on the board.
    m_tutor = new TutorActions(m_controller, m_board, m_documentActions, this);
    m_tutor->addTo(statusBar());
    addDockWidget(Qt::RightDockWidgetArea, m_tutor->dock());
    m_tutor->dock()->hide();
    connect(m_tutor, &TutorActions::statusMessage, m_statusLine, &StatusLine::setStatus);

    QAction* barAction = m_insight->evaluationBarAction();
    QSettings settings;
    barAction->setChecked(settings.value(kBarKey, false).toBool());
    connect(barAction, &QAction::toggled, this, [](bool on) { QSettings().setValue(kBarKey, on); });

    // Hidden until asked for; restoreState() brings it back where the user left it.
    m_analysis = new AnalysisPanel(m_controller, this, this);
    addDockWidget(Qt::RightDockWidgetArea, m_analysis->dock());
    m_analysis->dock()->hide();
    connect(m_engineActions, &EngineActions::settingsChanged, m_analysis,
        &AnalysisPanel::refreshAnalysts);

    // The background review yields the cores to every search the player is waiting for.
    m_backgroundReview->setForegroundBusy([this] {
        const auto puzzleBusy
            = [](PuzzleWindow* window) { return window && window->session()->isBusy(); };
        return m_controller->isThinking() || m_insight->isHintPending()
            || m_insight->isBarSearching() || m_analysis->isActive()
            || m_review->review()->isRunning() || puzzleBusy(m_puzzles->puzzleWindow())
            || puzzleBusy(m_practice->practiceWindow());
    });
    connect(m_controller->computer(), &ComputerOpponent::thinkingChanged, m_backgroundReview,
        [this](bool thinking) {
            if (thinking) m_backgroundReview->pauseForForeground();
        });
    connect(m_review->review(), &GameReview::started, m_backgroundReview,
        &BackgroundReviewActions::pauseForForeground);
}

void MainWindow::createToolBar() {
    m_toolBar = addToolBar(tr("Main Toolbar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    // The project's own icons in the palette's colours, and tooltips that name the keys.
    const auto add = [this](QAction* action, const char* icon) {
        action->setIcon(paletteIcon(QString::fromLatin1(icon)));
        action->setToolTip(toolTipWithShortcut(*action));
        m_toolBar->addAction(action);
    };
    add(m_gameActions->newAction(), toolbar::kNewGame);
    m_toolBar->addSeparator();
    add(m_gameActions->undoAction(), toolbar::kTakeBack);
    add(m_gameActions->redoAction(), toolbar::kReplay);
    add(m_viewActions->flipAction(), toolbar::kFlipBoard);
    add(m_gameActions->moveNowAction(), toolbar::kMoveNow);
    add(m_insight->hintAction(), toolbar::kHint);
}

void MainWindow::createMenus() {
    const GameActions& g = *m_gameActions;
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(g.newAction());
    game->addAction(m_files->openAction());
    game->addMenu(m_files->recentMenu());
    game->addAction(m_documentActions->saveAction());
    game->addAction(m_documentActions->saveAsAction());
    game->addAction(m_editorActions->setUpAction());
    game->addSeparator();
    game->addAction(m_library->libraryAction());
    game->addAction(m_library->findPositionAction());
    game->addSeparator();
    game->addAction(m_insight->hintAction());
    game->addAction(m_insight->statisticsAction());
    game->addSeparator();
    game->addAction(g.resignAction());
    game->addAction(g.offerDrawAction());
    game->addAction(g.claimDrawAction());
    game->addSeparator();
    game->addAction(m_engineActions->enginesAction());
    game->addSeparator();
    game->addAction(m_clockActions->pauseAction());
    game->addAction(m_clockActions->historyAction());
    game->addSeparator();
    game->addAction(g.quitAction());

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(g.undoAction());
    edit->addAction(g.redoAction());
    edit->addSeparator();
    edit->addAction(m_files->copyFenAction());
    edit->addAction(m_files->pasteFenAction());
    edit->addAction(m_files->copyPgnAction());
    edit->addAction(m_files->pastePgnAction());
    edit->addSeparator();
    edit->addAction(g.moveNowAction());
    // Edit ▸ Preferences, as Qt applications on Linux and Windows place it.
    m_preferences
        = new PreferencesActions(m_board, m_viewActions, m_soundActions, m_gameActions, this);
    m_preferences->setLibraryOption(m_library->addFinishedGamesAction());
    m_preferences->setBackgroundReviewOption(m_backgroundReview->enabledAction());
    m_preferences->setTutorOptions(m_tutor->tutorAction(), m_tutor->thresholdGroup());
    edit->addSeparator();
    edit->addAction(m_preferences->preferencesAction());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_viewActions->flipAction());
    view->addAction(m_viewActions->autoFlipAction());
    view->addAction(m_viewActions->queenAction());
    view->addMenu(m_viewActions->motionMenu());
    view->addMenu(m_soundActions->menu());
    view->addAction(m_insight->evaluationBarAction());
    view->addSeparator();
    view->addAction(m_gamePanel->gameDock()->toggleViewAction());
    view->addAction(m_gamePanel->legalDock()->toggleViewAction());
    view->addAction(m_analysis->toggleAction());
    view->addAction(m_library->explorer()->dock()->toggleViewAction());
    view->addAction(m_toolBar->toggleViewAction());
    view->addSeparator();
    for (QMenu* looks : m_viewActions->looksMenus())
        view->addMenu(looks);

    // Everything that makes the player better, in a menu of its own: the Game menu had grown
    // past the letters that could reach each of its entries.
    QMenu* learn = menuBar()->addMenu(tr("&Learn"));
    learn->setObjectName(QStringLiteral("learnMenu"));
    learn->addAction(m_review->reviewAction());
    learn->addAction(m_review->nextMistakeAction());
    learn->addAction(m_review->previousMistakeAction());
    learn->addAction(m_learn->learnAction());
    learn->addAction(m_tutor->tutorAction());
    learn->addSeparator();
    learn->addAction(m_practice->practiceAction());
    learn->addAction(m_ownGames->ownGamesAction());
    learn->addAction(m_puzzles->solveAction());
    learn->addSeparator();
    learn->addAction(m_rating->ratingAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_helpActions = new HelpActions(this);
    help->addAction(m_helpActions->guideAction());
    help->addAction(m_helpActions->shortcutsAction());
    help->addSeparator();
    help->addAction(g.aboutAction());
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::readSettings() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1100, 760);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_viewActions->readSettings(settings);
}

void MainWindow::writeSettings() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_viewActions->writeSettings(settings);
}

void MainWindow::startGame(const GameSetup& requested) {
    // The first-time question and Adaptive's level, before the game and its record begin.
    const GameSetup setup = m_rating->prepareGame(requested);
    m_banner->dismissResult();
    m_controller->newGame(setup);
    m_tutor->followSetup(setup);
    m_rating->gameStarted(setup);
    m_documentActions->beginNewDocument();
}

void MainWindow::enableLibrary(const QString& path) {
    m_library->enableLibrary(path);
}

void MainWindow::enableBackgroundReview(const BackgroundReviewFiles& files) {
    m_practice->setDeckPath(files.deck);
    m_backgroundReview->enable(files);
}

void MainWindow::enableRating(const QString& path) {
    m_rating->enable(path);
}

void MainWindow::rateLaunchGame() {
    // The launch game was started before the rating was known: started again (nothing
    // played or opened since) when it is the first against a level, or when Adaptive chose
    // its level. From the event loop, so the question shows over the window.
    QTimer::singleShot(0, this, [this] {
        const bool fresh
            = m_rating->countsRunningGame() && m_controller->game().root().childCount() == 0;
        if (fresh && (m_rating->needsFirstAnswer() || m_controller->setup().adaptive))
            startGame(m_controller->setup());
    });
}

void MainWindow::setFilePrompts(const FilePrompts& prompts) {
    m_files->setFilePrompts(prompts);
    m_documentActions->setFilePrompts(prompts);
}

void MainWindow::showNewGameDialog() {
    m_gameActions->showNewGameDialog();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_documentActions->maybeSaveChangesBeforeQuit()) {
        event->ignore();
        return;
    }
    writeSettings();
    // The puzzle window goes with the main window (its worker joined as it is destroyed).
    if (PuzzleWindow* puzzles = m_puzzles->puzzleWindow()) puzzles->close();
    // Quitting always quits: the search is stopped and its thread joined here.
    m_controller->shutdown();
    m_insight->shutdown();
    m_analysis->shutdown();
    m_review->review()->shutdown();
    m_backgroundReview->review()->shutdown();
    m_library->shutdown();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (FileActions::canOpenDropped(event->mimeData())) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    if (!FileActions::canOpenDropped(event->mimeData())) return;
    event->acceptProposedAction();
    m_files->openDropped(event->mimeData());
}

} // namespace rochade::gui
