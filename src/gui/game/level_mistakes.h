// SPDX-License-Identifier: GPL-3.0-or-later
// A level's measured mistakes in one plain sentence for the New Game dialog.
#pragma once

#include "rochade/engine/level.h"

#include <QString>

namespace rochade::gui {

/// "Leaves a piece hanging about once a game; misses a mate in one every few games;
/// blunders several times a game.": engine::levelMistakes() of the level (its measured error
/// profile, engine/level_profile.h) in the user's language, so the words follow the table.
QString levelMistakesText(engine::Level level);

} // namespace rochade::gui
