// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's side of a game as its player sees it: which kind of player, program, level.
#pragma once

#include "rochade/engine/level.h"

#include <QString>

namespace rochade::gui {

/// Who plays the computer's side: Rochade's own engine or an external UCI engine.
enum class Opponent {
    BuiltIn,
    External
};

/// What a ChessPlayer is told of a game: the part of the game's setup (GameSetup, in game/,
/// gives it by computerSide()) that says who plays the computer's side and how strongly.
struct ComputerSide {
    Opponent opponent = Opponent::BuiltIn;
    QString enginePath; ///< the external engine's program (Opponent::External)
    QString engineName; ///< its "id name", shown as the computer's name
    engine::Level level = engine::Level::Easy;

    friend bool operator==(const ComputerSide&, const ComputerSide&) = default;
};

} // namespace rochade::gui
