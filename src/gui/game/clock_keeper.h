// SPDX-License-Identifier: GPL-3.0-or-later
// ClockKeeper: Game ▸ Pause, the holds of the dialogs that ask the human, and flag fall.
#pragma once

#include "game/computer_turns.h"
#include "game/game_clock.h"
#include "game/game_flow.h"

#include <QObject>
#include <QString>

#include <functional>

namespace rochade::gui {

/// Keeps the running game's clocks (a GameClock) and the computer in step: nothing thinks
/// while the clocks stand still (paused or held), and a fallen flag ends the game through
/// the GameFlow. Both clocks switch on every move, human or computer (the GameController
/// tells the GameClock); time spent on moves that were taken back is not charged to anyone.
/// Lives in the GUI thread, a part of the GameController (controller->clockKeeper()).
class ClockKeeper : public QObject {
    Q_OBJECT
public:
    ClockKeeper(GameFlow& flow, GameClock& clock, ComputerTurns& turns, QObject* parent = nullptr);

    /// Game ▸ Pause: clocks stop, the board takes no move, the computer stops thinking (and
    /// starts again on resume). Refused (false) when the game is over.
    bool setPaused(bool paused);
    bool isPaused() const { return m_clock.isPaused(); }
    /// Holds the clocks while a dialog asks the human something; nests (the clocks run again
    /// after the last release()). The computer's search is dropped meanwhile and asked again
    /// afterwards (see clock_keeper.cpp).
    void hold();
    void release();
    /// Test hook: the millisecond counter the clocks read (default: a QElapsedTimer).
    void setTimeSource(std::function<qint64()> nowMs) { m_clock.setTimeSource(std::move(nowMs)); }
    /// Ends the game if the running side's flag has fallen (the timer calls it every 100 ms,
    /// and every move first calls it). True if it ended the game now.
    bool checkFlag();

signals:
    void pausedChanged(bool paused);
    void positionChanged();
    void statusMessage(const QString& text);
    /// The readings moved on (every 100 ms while a clock runs).
    void ticked();

private:
    void onTick();

    GameFlow& m_flow;
    GameClock& m_clock;
    ComputerTurns& m_turns;
};

} // namespace rochade::gui
