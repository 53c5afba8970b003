// SPDX-License-Identifier: GPL-3.0-or-later
// PlayChoice: who plays a position set up in the board editor, and the game setup it makes.
#pragma once

#include "game/game_setup.h"
#include "rochade/core/types.h"

namespace rochade::gui {

/// Who plays the position set up: two people at the board, or one of them against the
/// computer.
enum class PlayChoice {
    HotSeat,
    WhiteVsComputer,
    BlackVsComputer
};

/// The setup of a game played from the editor: `running`'s level, opponent and clock, with
/// the mode and the human's colour of `choice`. The names entered stay only while mode and
/// colour do (a name belongs to a colour, and would otherwise go to the other player).
GameSetup setupForPlay(const GameSetup& running, PlayChoice choice);
/// The choice that continues `running` (its mode, and the human's colour `human`).
PlayChoice playChoiceFor(const GameSetup& running, Color human);

} // namespace rochade::gui
