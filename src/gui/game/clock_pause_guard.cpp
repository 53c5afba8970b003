// SPDX-License-Identifier: GPL-3.0-or-later
// A scope that holds the game's clocks.
#include "game/clock_pause_guard.h"

#include "game/game_controller.h"

namespace rochade::gui {

ClockPauseGuard::ClockPauseGuard(GameController* controller)
    : m_controller(controller) {
    m_controller->clockKeeper()->hold();
}

ClockPauseGuard::~ClockPauseGuard() {
    m_controller->clockKeeper()->release();
}

} // namespace rochade::gui
