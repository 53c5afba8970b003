// SPDX-License-Identifier: GPL-3.0-or-later
// Pause, History and the clock readings.
#include "app/clock_actions.h"

#include "board/board_widget.h"
#include "dialogs/history_dialog.h"
#include "game/game_controller.h"
#include "panels/clock_label.h"
#include "panels/history_model.h"
#include "panels/player_panel.h"

#include <QAction>

namespace rochade::gui {

ClockActions::ClockActions(
    GameController* controller, BoardWidget* board, PlayerPanel* panel, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_panel(panel)
    , m_window(window) {
    m_pauseAction = new QAction(tr("&Pause"), this);
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_P));
    m_pauseAction->setToolTip(tr("Stop the clocks; press P again to play on"));
    connect(m_pauseAction, &QAction::triggered, this, [this](bool checked) {
        if (!m_controller->clockKeeper()->setPaused(checked))
            m_pauseAction->setChecked(m_controller->isPaused());
    });

    m_historyModel = new HistoryModel(this);
    m_historyAction = new QAction(tr("Histor&y…"), this);
    m_historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_historyAction, &QAction::triggered, this, &ClockActions::showHistory);

    // The clocks stand still while the board's promotion chooser asks the human.
    connect(board, &BoardWidget::promotionChooserChanged, m_controller, [this](bool open) {
        if (open)
            m_controller->clockKeeper()->hold();
        else
            m_controller->clockKeeper()->release();
    });
}

void ClockActions::updateClocks() {
    const GameController& c = *m_controller;
    const Game& game = c.game();
    const GameStatus status = game.status();
    const bool onTime = status.reason == GameEndReason::Timeout
        || status.reason == GameEndReason::TimeoutInsufficientMaterial;
    // A loss on time names the loser (a record may end with the winner to move); a draw on
    // time does not, and only the side to move's time runs, so that is whose flag fell.
    Color flagged = game.position().sideToMove();
    if (status.result == GameResult::WhiteWins) flagged = Color::Black;
    if (status.result == GameResult::BlackWins) flagged = Color::White;
    for (Color side : { Color::White, Color::Black }) {
        const bool running = !game.isOver() && game.position().sideToMove() == side
            && (!c.clock().hasTimeControl() || c.clock().runningSide().has_value());
        m_panel->clockLabel(side)->setReading(c.clock().remainingMs(side),
            c.clock().elapsedMs(side), c.clock().hasTimeControl(), running,
            onTime && side == flagged);
    }
}

void ClockActions::updateHistory() {
    // A closed dialog shows nothing: its model is rebuilt when it opens (showHistory()), not
    // on every move of a long game.
    if (!m_historyDialog || !m_historyDialog->isVisible()) return;
    refillHistory();
}

void ClockActions::refillHistory() {
    const GameController* c = m_controller;
    m_historyModel->setGame(c->game(), [c](int ply) { return c->clock().moveTimeMs(ply); });
}

void ClockActions::showHistory() {
    if (!m_historyDialog) m_historyDialog = new HistoryDialog(m_historyModel, m_window);
    refillHistory();
    m_historyDialog->show();
    m_historyDialog->raise();
    m_historyDialog->activateWindow();
}

} // namespace rochade::gui
