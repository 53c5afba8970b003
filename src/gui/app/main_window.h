// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the board in the middle, panels around it, menus, toolbar, status bar.
#pragma once

#include "app/banner.h"
#include "app/clock_actions.h"
#include "app/document_actions.h"
#include "app/file_actions.h"
#include "app/game_actions.h"
#include "app/game_panel.h"
#include "app/status_line.h"
#include "game/game_setup.h"
#include "rochade/core/move.h"

#include <QMainWindow>

class QToolBar;

namespace rochade::gui {

class AnalysisPanel;
class BackgroundReviewActions;
struct BackgroundReviewFiles;
class BoardWidget;
class EditorActions;
class EngineActions;
class EvaluationBar;
class GameController;
class HelpActions;
class InsightController;
class LibraryActions;
class OwnGamesActions;
class PreferencesActions;
class PuzzleActions;
class LearnActions;
class PracticeActions;
class RatingActions;
class ReviewActions;
class TutorActions;
class SoundActions;
class ViewActions;

/// Assembles the window from its parts and wires them to the GameController and to each
/// other; each part owns its actions, widgets and slots, and the window decides nothing of
/// its own. Holds no game state. Lives in the GUI thread. Options and geometry are kept in
/// QSettings.
///
/// The parts: GameActions (New game, Resign, draws, Undo, Move now), FileActions (Open,
/// clipboard FEN and PGN, recent files, dropped files), DocumentActions (Save, Save As,
/// unsaved changes, autosave, title), ClockActions (Pause, History, the clocks),
/// ViewActions (orientation and looks), EngineActions (external engines), EditorActions (the
/// board editor), GamePanel (the
/// docks beside the board), Banner (the row above it), StatusLine, and InsightController
/// (hint, evaluation bar, statistics) and AnalysisPanel (the Analysis dock).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Starts the game remembered from the last session's New game dialog (the first launch:
    /// White against the computer at Easy), ready for the first click.
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return m_controller; }
    BoardWidget* board() const { return m_board; }
    /// The game-over bar above the board (shown in the banner's place).
    ResultBar* resultBar() const { return m_banner->resultBar(); }
    GamePanel* gamePanel() const { return m_gamePanel; }
    RecordView* recordView() const { return m_gamePanel->recordView(); }
    LegalMovesModel* legalMovesModel() const { return m_gamePanel->legalMovesModel(); }
    LegalMovesView* legalMovesView() const { return m_gamePanel->legalMovesView(); }
    QLineEdit* moveEntry() const { return m_gamePanel->moveEntry(); }
    PlayerPanel* playerPanel() const { return m_gamePanel->playerPanel(); }
    HistoryModel* historyModel() const { return m_clockActions->historyModel(); }
    HistoryDialog* historyDialog() const { return m_clockActions->historyDialog(); }
    QAction* pauseAction() const { return m_clockActions->pauseAction(); }
    /// Hints, the evaluation bar and statistics.
    InsightController* insight() const { return m_insight; }
    /// The Analysis dock (View ▸ Analysis): the best lines of the shown position.
    AnalysisPanel* analysisPanel() const { return m_analysis; }
    /// Learn ▸ Review Game, its progress and the mistakes to browse.
    ReviewActions* reviewActions() const { return m_review; }
    TutorActions* tutorActions() const { return m_tutor; }
    PuzzleActions* puzzleActions() const { return m_puzzles; }
    PracticeActions* practiceActions() const { return m_practice; }
    LearnActions* learnActions() const { return m_learn; }
    /// Game ▸ Set Up Position and the board editor it opens.
    EditorActions* editorActions() const { return m_editorActions; }
    /// Help ▸ User Guide (F1) and Help ▸ Keyboard Shortcuts.
    HelpActions* helpActions() const { return m_helpActions; }
    QToolBar* toolBar() const { return m_toolBar; }
    /// The game library: the Opening explorer dock, Game ▸ Library…, the position search.
    LibraryActions* libraryActions() const { return m_library; }
    RatingActions* ratingActions() const { return m_rating; }
    /// Opens the library file `path` (the program: defaultLibraryPath(); tests: a temporary
    /// one). Until then the explorer and the Library window say no library is open.
    void enableLibrary(const QString& path);
    /// Reviews the player's games of the library in the background when idle, the queue and
    /// the practice cards in `files` (main(): the data directory's; tests: temporary ones;
    /// the deck becomes Practice's too). Until then nothing is reviewed in the background.
    void enableBackgroundReview(const BackgroundReviewFiles& files);
    /// The background review's actions, its status bar label and its idle watch.
    BackgroundReviewActions* backgroundReviewActions() const { return m_backgroundReview; }
    /// Learn ▸ These Are My Games…: a PGN file's games into the library and the review.
    OwnGamesActions* ownGamesActions() const { return m_ownGames; }
    /// Keeps the player's rating in the file at `path` (main(): defaultRatingPath(); tests: a
    /// temporary one). Until then no game is rated and nothing asks.
    void enableRating(const QString& path);
    /// Once the event loop runs, the game the window started at launch is started again, so
    /// the first-time question or Adaptive's level applies to it, if nothing was played or
    /// opened yet (main(): unless a file was given to open).
    void rateLaunchGame();
    /// The status bar's message and the thinking indicator (for tests).
    QString statusText() const { return m_statusLine->statusText(); }
    QString thinkingText() const { return m_statusLine->thinkingText(); }
    /// The banner over the board ("Viewing move 12 — Back to game"), empty when hidden.
    QString bannerText() const { return m_banner->text(); }

    /// Starts `setup` at once: no New game dialog (tests, the first launch). Once
    /// enableRating() was called, the rating's first-time question comes first if it is due
    /// and Adaptive's level is chosen (RatingActions::prepareGame()).
    void startGame(const GameSetup& setup);

    // --- Game records (FileActions, DocumentActions) ----------------------------------------
    /// The prompts of both: each asks the questions of its own side.
    void setFilePrompts(const FilePrompts& prompts);
    bool savePgnFile(const QString& path) { return m_documentActions->savePgnFile(path); }
    /// The file the game belongs to, its place there, and whether it has unsaved changes.
    const GameDocument& document() const { return m_documentActions->document(); }
    bool hasUnsavedChanges() const { return m_documentActions->isModified(); }
    void setDocumentTag(const std::string& name, const QString& value) {
        m_documentActions->setTag(name, value);
    }
    bool openPgnFile(const QString& path) { return m_files->openPgnFile(path); }
    /// The list of the games of the document's file, kept while the game belongs to it.
    const GameListModel* keptGameList() const { return m_files->keptGameList(); }
    bool loadPgnText(const QString& text) { return m_files->loadPgnText(text); }
    bool pasteFen(const QString& text) { return m_files->pasteFen(text); }
    QString currentFen() const { return m_files->currentFen(); }
    QString currentPgn() const { return m_documentActions->currentPgn(); }
    bool enableAutosave(const QString& path) { return m_documentActions->enableAutosave(path); }
    QString autosavePath() const { return m_documentActions->autosavePath(); }

public slots:
    /// The New game dialog (GameActions::showNewGameDialog()).
    void showNewGameDialog();

protected:
    /// Asks about unsaved changes first; Cancel keeps the window open.
    void closeEvent(QCloseEvent* event) override;
    /// A file dropped on the window is opened (FileActions::openDropped()).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createParts();
    void connectParts();
    void connectController();
    void createInsight();
    void createToolBar();
    void createMenus();
    void readSettings();
    void writeSettings() const;
    /// Shows the controller's state in every part, in the order the parts need.
    void refresh();

    GameController* m_controller = nullptr;
    BoardWidget* m_board = nullptr;
    EvaluationBar* m_evaluationBar = nullptr;
    GameActions* m_gameActions = nullptr;
    DocumentActions* m_documentActions = nullptr;
    FileActions* m_files = nullptr;
    ClockActions* m_clockActions = nullptr;
    ViewActions* m_viewActions = nullptr;
    SoundActions* m_soundActions = nullptr;
    EngineActions* m_engineActions = nullptr;
    EditorActions* m_editorActions = nullptr;
    GamePanel* m_gamePanel = nullptr;
    Banner* m_banner = nullptr;
    StatusLine* m_statusLine = nullptr;
    InsightController* m_insight = nullptr;
    AnalysisPanel* m_analysis = nullptr;
    ReviewActions* m_review = nullptr;
    TutorActions* m_tutor = nullptr;
    PuzzleActions* m_puzzles = nullptr;
    PracticeActions* m_practice = nullptr;
    LearnActions* m_learn = nullptr;
    PreferencesActions* m_preferences = nullptr;
    QToolBar* m_toolBar = nullptr;
    HelpActions* m_helpActions = nullptr;
    LibraryActions* m_library = nullptr;
    BackgroundReviewActions* m_backgroundReview = nullptr;
    OwnGamesActions* m_ownGames = nullptr;
    RatingActions* m_rating = nullptr;
};

} // namespace rochade::gui
