// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's side of the clocks: the GameClock follows the game, pauses stop the
// computer, and a fallen flag ends the game.
#include "game/game_controller.h"

#include "game/game_status_text.h"

namespace rochade::gui {

std::optional<Color> GameController::sideToMoveIfPlaying() const {
    if (m_game.isOver()) return std::nullopt;
    return m_game.position().sideToMove();
}

// Pause both: a dialog that stops the clocks also stops the computer's search, and the
// search is asked again from scratch (its hash table kept) when the last dialog closes.
// Letting it think on behind the dialog would give it free time on a stopped clock; keeping
// its clock running would charge the human's dialog to it. Holding back a finished move
// alone would not do either: the search itself must not run.
void GameController::pauseClock() {
    if (m_clock.hold()) m_turns.cancel();
}

void GameController::resumeClock() {
    if (m_clock.release()) m_turns.maybeStart();
}

bool GameController::setPaused(bool paused) {
    if (paused == m_clock.isPaused()) return true;
    if (paused && m_game.isOver()) {
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
        announceStatus();
        m_turns.maybeStart();
    }
    return true;
}

bool GameController::checkFlag() {
    if (m_game.isOver()) return false;
    const std::optional<Color> loser = m_clock.flaggedSide();
    if (!loser) return false;
    m_turns.cancel();
    m_browser.showGame();
    m_game.flagFell(*loser); // the core decides: a loss, or a draw if the other cannot mate
    m_clock.stop();
    const QString text = GameStatusText::flagFell(*loser, m_game.status().reason);
    emit drawClaimChanged({});
    emit positionChanged();
    emit statusMessage(text);
    emit gameOver(text);
    return true;
}

void GameController::onClockTick() {
    if (m_game.isOver()) return;
    if (!checkFlag()) emit clockChanged();
}

} // namespace rochade::gui
