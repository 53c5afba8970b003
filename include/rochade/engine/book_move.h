// SPDX-License-Identifier: GPL-3.0-or-later
// A move from the opening book: the named lines, chosen at random by how often they play it.
#pragma once

#include "rochade/core/openings.h"
#include "rochade/core/position.h"

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

} // namespace rochade::engine
