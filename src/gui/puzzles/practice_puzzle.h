// SPDX-License-Identifier: GPL-3.0-or-later
// A practice card shown as a puzzle: the position before the mistake, the better move to find.
#pragma once

#include "rochade/core/error.h"
#include "rochade/puzzles/puzzle.h"
#include "rochade/training/practice_card.h"

#include <cstddef>
#include <string>

namespace rochade::gui {

/// The puzzle of `card`: its position (no halfmove clock, which the card leaves out; the move
/// number of its first source's game, else 1), the player to move, and a one-move solution line,
/// the card's best move. A single move, not the engine's whole line: the card asks for a
/// better move than the one played, and PuzzleAttempt accepts another move the engine judges
/// within 3.5 points of win percentage of it (AlternativeRule::AsGoodAsBest), winning or not.
/// Show Solution plays the card's whole best line (the puzzle's shownLine). `number` is its place
/// in the practice round, `name` what the window shows above the goal ("Find a better move than
/// Nf3??"). The id is the card's, so the answer finds its card. An error if the card's position or
/// move does not read (the card file checks both, so only a card made by hand).
Result<puzzles::Puzzle> puzzleFromCard(
    const training::PracticeCard& card, std::size_t number, std::string name);

} // namespace rochade::gui
