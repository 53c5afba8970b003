// SPDX-License-Identifier: GPL-3.0-or-later
// ClockPauseGuard: holds a game's clocks while a dialog asks the human something.
#pragma once

namespace rochade::gui {

class GameController;

/// Holds the controller's clocks for its lifetime (around a dialog that asks the human):
/// ClockKeeper::hold() on construction, release() on destruction. Nests.
class ClockPauseGuard {
public:
    explicit ClockPauseGuard(GameController* controller);
    ~ClockPauseGuard();
    ClockPauseGuard(const ClockPauseGuard&) = delete;
    ClockPauseGuard& operator=(const ClockPauseGuard&) = delete;

private:
    GameController* m_controller;
};

} // namespace rochade::gui
