// SPDX-License-Identifier: GPL-3.0-or-later
// A move from the opening book: the named lines, chosen at random by how often they play it.
#pragma once

#include "rochade/core/openings.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"

#include <optional>
#include <random>

namespace rochade::engine {

/// A move of the lines through `pos` that at least one in kBookMinShare of them plays, chosen
/// at random in proportion to how many lines play it, so that the computer does not open
/// the same way every game and mostly plays main lines (a curiosity one line names is left
/// out). Null when no line passes through `pos`. Deterministic for a given rng state.
std::optional<Move> pickBookMove(
    const OpeningCatalogue& book, const Position& pos, std::mt19937& rng);

inline constexpr int kBookMinShare = 20;

/// pickBookMove() for a player of `level`: null from the level's LevelSettings::bookPlies on
/// (an easier level knows fewer opening moves by heart, so it never plays a deep line and
/// then a beginner's move) and in Chess960 (the lines are standard chess, whose castling
/// differs, even from start position 518). What the window's computer and `go` with OwnBook
/// both play.
std::optional<Move> pickBookMoveAtLevel(
    const OpeningCatalogue& book, const Position& pos, Level level, std::mt19937& rng);

} // namespace rochade::engine
