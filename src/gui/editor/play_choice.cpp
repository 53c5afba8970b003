// SPDX-License-Identifier: GPL-3.0-or-later
// The setup of a game played from the board editor.
#include "editor/play_choice.h"

namespace rochade::gui {

GameSetup setupForPlay(const GameSetup& running, PlayChoice choice) {
    GameSetup setup = running;
    setup.mode = choice == PlayChoice::HotSeat ? PlayMode::HotSeat : PlayMode::VsComputer;
    if (choice != PlayChoice::HotSeat)
        setup.humanColor
            = choice == PlayChoice::WhiteVsComputer ? ColorChoice::White : ColorChoice::Black;
    const bool sameSides = setup.mode == running.mode
        && (setup.mode == PlayMode::HotSeat || setup.humanColor == running.humanColor);
    if (!sameSides) {
        setup.whiteName.clear();
        setup.blackName.clear();
    }
    return setup;
}

PlayChoice playChoiceFor(const GameSetup& running, Color human) {
    if (running.mode == PlayMode::HotSeat) return PlayChoice::HotSeat;
    return human == Color::White ? PlayChoice::WhiteVsComputer : PlayChoice::BlackVsComputer;
}

} // namespace rochade::gui
