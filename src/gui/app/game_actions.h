// SPDX-License-Identifier: GPL-3.0-or-later
// The game's own actions: New game, Resign, draws, Undo and Redo, Move now, Quit, About.
#pragma once

#include "dialogs/new_game_dialog.h"
#include "game/game_setup.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace rochade::gui {

class GameController;

/// Owns the actions that play the game and the questions they ask, and keeps them enabled
/// as the game allows. Lives in the GUI thread.
class GameActions : public QObject {
    Q_OBJECT
public:
    /// Drives `controller` (not owned); its questions are dialogs over `window`, which Quit
    /// closes.
    GameActions(GameController* controller, QWidget* window);

    QAction* newAction() const { return m_newAction; }
    QAction* resignAction() const { return m_resignAction; }
    /// Checkable: Resign asks "Resign this game?" first (on by default, remembered).
    QAction* confirmResignAction() const { return m_confirmResignAction; }
    /// Checkable: the computer (Rochade's own engine) opens with moves of the named opening
    /// lines, for variety (on by default, remembered; ComputerOpponent::setPlaysBookMoves()).
    QAction* bookMovesAction() const { return m_bookMovesAction; }
    /// "Fast replies": the computer's move shows as soon as it is found, without a player's
    /// pause (off by default, remembered; ComputerOpponent::setFastReplies()).
    QAction* fastRepliesAction() const { return m_fastRepliesAction; }
    QAction* offerDrawAction() const { return m_offerDrawAction; }
    QAction* claimDrawAction() const { return m_claimDrawAction; }
    QAction* quitAction() const { return m_quitAction; }
    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }
    QAction* moveNowAction() const { return m_moveNowAction; }
    QAction* aboutAction() const { return m_aboutAction; }

    /// Asked before New game leaves the running game (the window asks about unsaved
    /// changes): false stays. Without one, the game is left.
    void setLeaveCheck(std::function<bool()> check) { m_leaveCheck = std::move(check); }
    /// Asked as the New game dialog opens: the level Adaptive would play now. Without one,
    /// Adaptive describes a casual player's start.
    void setAdaptivePick(std::function<AdaptivePick()> pick) { m_adaptivePick = std::move(pick); }

public slots:
    /// The New game dialog, showing the stored defaults (not the setup of a game opened from
    /// PGN), after the leave check agrees (setLeaveCheck()); then emits startRequested().
    void showNewGameDialog();
    /// Enables each action as the game allows it.
    void updateActions();
    void onThinkingChanged(bool thinking);

signals:
    void startRequested(const rochade::gui::GameSetup& setup);
    void statusMessage(const QString& text);

private:
    /// Edit ▸ Undo: undoes what was done last, a Delete from Here in the move list while
    /// nothing else changed since (RecordEditor::restoreRemoved()), else a move.
    void undoLastChange();
    void resign();
    void offerDraw();
    void about();

    GameController* m_controller;
    QWidget* m_window;
    QPointer<NewGameDialog> m_newGameDialog;
    std::function<bool()> m_leaveCheck;
    std::function<AdaptivePick()> m_adaptivePick;
    QAction* m_newAction = nullptr;
    QAction* m_resignAction = nullptr;
    QAction* m_confirmResignAction = nullptr;
    QAction* m_bookMovesAction = nullptr;
    QAction* m_fastRepliesAction = nullptr;
    QAction* m_offerDrawAction = nullptr;
    QAction* m_claimDrawAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    QAction* m_aboutAction = nullptr;
};

} // namespace rochade::gui
