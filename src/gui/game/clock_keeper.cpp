// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks of the running game: pausing, holding and flag fall.
#include "game/clock_keeper.h"

#include "game/game_status_text.h"

namespace rochade::gui {

ClockKeeper::ClockKeeper(GameFlow& flow, GameClock& clock, ComputerTurns& turns, QObject* parent)
    : QObject(parent)
    , m_flow(flow)
    , m_clock(clock)
    , m_turns(turns) {
    connect(&m_clock, &GameClock::ticked, this, &ClockKeeper::onTick);
}

// Holding stops the computer's search too, and the search is asked again from scratch (its
// hash table kept) when the last dialog closes. Letting it think on behind the dialog would
// give it free time on a stopped clock; keeping its clock running would charge the human's
// dialog to it. Holding back a finished move alone would not do either: the search itself
// must not run.
void ClockKeeper::hold() {
    if (m_clock.hold()) m_turns.cancel();
}

void ClockKeeper::release() {
    if (m_clock.release()) m_turns.maybeStart();
}

bool ClockKeeper::setPaused(bool paused) {
    if (paused == m_clock.isPaused()) return true;
    if (paused && m_flow.game().isOver()) {
        emit statusMessage(tr("The game is over: there is nothing to pause."));
        return false;
    }
    // A search is dropped on pause and asked again on resume: the computer cannot think
    // while its clock stands still.
    if (paused) m_turns.cancel();
    m_clock.setPaused(paused);
    emit pausedChanged(paused);
    emit positionChanged();
    if (paused) {
        emit statusMessage(GameStatusText::paused());
    } else {
        m_flow.announceStatus();
        m_turns.maybeStart();
    }
    return true;
}

bool ClockKeeper::checkFlag() {
    if (m_flow.game().isOver()) return false;
    const std::optional<Color> loser = m_clock.flaggedSide();
    if (!loser) return false;
    m_flow.endByFlag(*loser);
    return true;
}

void ClockKeeper::onTick() {
    if (m_flow.game().isOver()) return;
    if (!checkFlag()) emit ticked();
}

} // namespace rochade::gui
