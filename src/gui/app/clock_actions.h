// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks' part of the window: Pause, History, and the clock readings in the panel.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class HistoryDialog;
class HistoryModel;
class PlayerPanel;

/// Owns the Pause and History actions, the history's model and dialog; shows the
/// controller's clocks in the player panel. Lives in the GUI thread.
class ClockActions : public QObject {
    Q_OBJECT
public:
    /// Follows `controller`, pauses the clocks while `board`'s promotion chooser is open and
    /// shows the clocks in `panel` (none owned); the history dialog is a child of `window`.
    ClockActions(
        GameController* controller, BoardWidget* board, PlayerPanel* panel, QWidget* window);

    QAction* pauseAction() const { return m_pauseAction; }
    QAction* historyAction() const { return m_historyAction; }
    HistoryModel* historyModel() const { return m_historyModel; }
    HistoryDialog* historyDialog() const { return m_historyDialog; }

public slots:
    void updateClocks();
    void updateHistory();
    void showHistory();

private:
    void refillHistory();

    GameController* m_controller;
    PlayerPanel* m_panel;
    QWidget* m_window;
    QAction* m_pauseAction = nullptr;
    QAction* m_historyAction = nullptr;
    HistoryModel* m_historyModel = nullptr;
    HistoryDialog* m_historyDialog = nullptr; ///< created on first use, kept (closing hides it)
};

} // namespace rochade::gui
