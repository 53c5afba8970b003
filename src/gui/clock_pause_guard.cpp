// SPDX-License-Identifier: GPL-3.0-or-later
// A scope that holds the game's clocks.
#include "rochade/gui/clock_pause_guard.h"

#include "rochade/gui/game_controller.h"

namespace rochade::gui {

ClockPauseGuard::ClockPauseGuard(GameController* controller)
    : m_controller(controller) {
    m_controller->pauseClock();
}

ClockPauseGuard::~ClockPauseGuard() {
    m_controller->resumeClock();
}

} // namespace rochade::gui
