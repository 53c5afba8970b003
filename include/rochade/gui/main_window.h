// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the board in the middle, panels around it, menus, toolbar, status bar.
#pragma once

#include "rochade/core/move.h"
#include "rochade/gui/game_setup.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTreeView;
class QFrame;
class QToolBar;
class QModelIndex;

namespace rochade::gui {

class BoardWidget;
class GameController;
class LegalMovesModel;
class MoveListModel;
class NewGameDialog;
class PlayerPanel;
class ResultDialog;

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
    ResultDialog* resultDialog() const { return m_resultDialog; }
    MoveListModel* moveListModel() const { return m_moveListModel; }
    LegalMovesModel* legalMovesModel() const { return m_legalModel; }
    QTreeView* legalMovesView() const { return m_legalView; }
    QTableView* moveListView() const { return m_moveListView; }
    QLineEdit* moveEntry() const { return m_moveEntry; }
    PlayerPanel* playerPanel() const { return m_playerPanel; }
    /// The status bar's message and the thinking indicator (for tests).
    QString statusText() const;
    QString thinkingText() const;
    /// The banner over the board ("Viewing move 12 — Back to game"), empty when hidden.
    QString bannerText() const;

    /// Starts `setup` at once: no dialog, no question (tests, the first launch).
    void startGame(const GameSetup& setup);

public slots:
    /// The New game dialog, showing the running game's settings; asks before abandoning a
    /// game in progress.
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

    GameController* m_controller = nullptr;
    BoardWidget* m_board = nullptr;
    PlayerPanel* m_playerPanel = nullptr;
    MoveListModel* m_moveListModel = nullptr;
    QTableView* m_moveListView = nullptr;
    LegalMovesModel* m_legalModel = nullptr;
    QTreeView* m_legalView = nullptr;
    QLineEdit* m_moveEntry = nullptr;
    QDockWidget* m_gameDock = nullptr;
    QDockWidget* m_legalDock = nullptr;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_thinkingLabel = nullptr;
    QFrame* m_banner = nullptr;
    QLabel* m_bannerLabel = nullptr;
    QPushButton* m_bannerBack = nullptr;
    QPushButton* m_bannerClaim = nullptr;
    QPushButton* m_bannerDecline = nullptr;
    QString m_drawClaimText;
    ResultDialog* m_resultDialog = nullptr;
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
};

} // namespace rochade::gui
