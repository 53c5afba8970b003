// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the board in the middle, panels around it, menus, toolbar, status bar.
#pragma once

#include "rochade/core/move.h"
#include "rochade/gui/game_files.h"
#include "rochade/gui/game_setup.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTreeView;
class QFrame;
class QToolBar;
class QMenu;
class QModelIndex;

namespace rochade::gui {

class BoardWidget;
class ElidingLabel;
class GameController;
class HistoryDialog;
class HistoryModel;
class InsightController;
class LegalMovesModel;
class LegalMovesView;
class MoveListModel;
class NewGameDialog;
class PlayerPanel;
class ResultBar;

/// Wires the GameController to the widgets; holds no game state of its own. Lives in the GUI
/// thread. Options and geometry are kept in QSettings.
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
    ResultBar* resultBar() const { return m_resultBar; }
    MoveListModel* moveListModel() const { return m_moveListModel; }
    LegalMovesModel* legalMovesModel() const { return m_legalModel; }
    LegalMovesView* legalMovesView() const { return m_legalView; }
    QTableView* moveListView() const { return m_moveListView; }
    QLineEdit* moveEntry() const { return m_moveEntry; }
    PlayerPanel* playerPanel() const { return m_playerPanel; }
    HistoryModel* historyModel() const { return m_historyModel; }
    HistoryDialog* historyDialog() const { return m_historyDialog; }
    QAction* pauseAction() const { return m_pauseAction; }
    /// Hints, the evaluation bar and statistics (main_window_insight.cpp).
    InsightController* insight() const { return m_insight; }
    /// The status bar's message and the thinking indicator (for tests).
    QString statusText() const;
    QString thinkingText() const;
    /// The banner over the board ("Viewing move 12 — Back to game"), empty when hidden.
    QString bannerText() const;

    /// Starts `setup` at once: no dialog, no question (tests, the first launch).
    void startGame(const GameSetup& setup);

    // --- Game records (main_window_files.cpp) --------------------------------------------
    /// Replaces the questions the file actions ask (dialogs by default).
    void setFilePrompts(FilePrompts prompts);
    /// Saves the game as PGN to `path` (atomically) and lists it in the recent files.
    /// False, with the reason shown, if it cannot be written.
    bool savePgnFile(const QString& path);
    /// Reads `path` and puts a game from it on the board after the prompts agree (a game
    /// chosen among several, the valid part after an error). False if nothing was loaded;
    /// the running game is then untouched.
    bool openPgnFile(const QString& path);
    /// As openPgnFile() for PGN text (pasted).
    bool loadPgnText(const QString& text);
    /// Sets up the position of a FEN record, keeping the running setup. An invalid FEN
    /// changes nothing and its error is shown in the status bar. False if refused.
    bool pasteFen(const QString& text);
    /// The shown position as FEN, and the game as PGN (also what Copy puts on the clipboard).
    QString currentFen() const;
    QString currentPgn() const;
    /// Autosaves to `path` from now on after every change of the game; first, if `path`
    /// holds an unfinished game, resumes it (saying so in the status bar). True if resumed.
    bool enableAutosave(const QString& path);
    QString autosavePath() const { return m_autosavePath; }

public slots:
    /// The New game dialog, showing the stored defaults (not the setup of a game opened from
    /// PGN); asks before abandoning a game in progress.
    void showNewGameDialog();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createWidgets();
    void createActions();
    void createMenus();
    void connectController();
    void readSettings();
    void writeSettings() const;

    void refresh();
    void updateActions();
    void updateBanner();
    void updateOrientation();
    void setStatus(const QString& text);
    void onGameOver(const QString& text);
    void onThinkingChanged(bool thinking);
    void onProgress(int depth, const QString& score, const QString& line);
    void onBoardSelection(Square square);
    void onLegalMoveActivated(const QModelIndex& index);
    void onMoveListClicked(const QModelIndex& index);
    void onMoveEntered();
    void onDrawClaimChanged(const QString& text);
    void resign();
    void offerDraw();
    void about();

    void createFileActions();
    void updateRecentMenu();
    void updateTitle();
    void autosave();
    bool applyPgnRead(PgnRead read, const QString& source);
    void openFileDialog();
    void saveFileDialog();
    void copyFen();
    void pasteFenFromClipboard();
    void copyPgn();
    void pastePgnFromClipboard();
    void showFileError(const QString& title, const QString& text);

    // --- External engines (main_window_engines.cpp) ------------------------------------
    void addEngineActions(QMenu* menu);
    void showEngineSettings();
    void onExternalEngineFailed(const QString& name, const QString& reason);
    // --- Clocks, Pause and History (main_window_clock.cpp) ----------------------------------
    void createClockActions();
    void updateClocks();
    void updateHistory();
    void showHistory();
    /// View ▸ Board theme, Piece set and Colours, applied from the settings (in
    /// main_window_looks.cpp).
    void createLooksMenu(QMenu* view);
    /// Help from the engine (main_window_insight.cpp): after the menus and the controller's
    /// connections exist, adds the evaluation bar beside the board and the actions.
    void createInsight();

    GameController* m_controller = nullptr;
    BoardWidget* m_board = nullptr;
    PlayerPanel* m_playerPanel = nullptr;
    MoveListModel* m_moveListModel = nullptr;
    QTableView* m_moveListView = nullptr;
    LegalMovesModel* m_legalModel = nullptr;
    LegalMovesView* m_legalView = nullptr;
    QLineEdit* m_moveEntry = nullptr;
    QDockWidget* m_gameDock = nullptr;
    QDockWidget* m_legalDock = nullptr;
    ElidingLabel* m_statusLabel = nullptr;
    ElidingLabel* m_thinkingLabel = nullptr;
    QFrame* m_banner = nullptr;
    QLabel* m_bannerLabel = nullptr;
    QPushButton* m_bannerBack = nullptr;
    QPushButton* m_bannerClaim = nullptr;
    QPushButton* m_bannerDecline = nullptr;
    QString m_drawClaimText;
    ResultBar* m_resultBar = nullptr;
    /// One row above the board for the banner or the result bar (or nothing): its height is
    /// kept whatever it shows, so the board never moves.
    QStackedWidget* m_bannerSlot = nullptr;
    QWidget* m_emptyBanner = nullptr;
    bool m_resultDismissed = true; ///< the result bar was closed, or there is no result to show
    QPointer<NewGameDialog> m_newGameDialog;

    QAction* m_newAction = nullptr;
    QAction* m_resignAction = nullptr;
    QAction* m_offerDrawAction = nullptr;
    QAction* m_claimDrawAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    QAction* m_flipAction = nullptr;
    QAction* m_autoFlipAction = nullptr;
    QAction* m_queenAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QToolBar* m_toolBar = nullptr;

    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_copyFenAction = nullptr;
    QAction* m_pasteFenAction = nullptr;
    QAction* m_copyPgnAction = nullptr;
    QAction* m_pastePgnAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    FilePrompts m_prompts;
    QString m_autosavePath; ///< empty: no autosave
    QString m_lastAutosave; ///< the text last written, so unchanged games are not rewritten

    QAction* m_pauseAction = nullptr;
    QAction* m_historyAction = nullptr;
    HistoryModel* m_historyModel = nullptr;
    HistoryDialog* m_historyDialog = nullptr; ///< created on first use, kept (closing hides it)
    InsightController* m_insight = nullptr;
};

} // namespace rochade::gui
