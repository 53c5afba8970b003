// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as the solver of a puzzle: its moves checked by a PuzzleAttempt like a person's.
#pragma once

#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle.h"

#include <string>

namespace rochade::puzzles {

/// How the engine did on one puzzle.
struct SolveReport {
    bool solved = false;
    /// The solver's moves the engine played, in SAN, blank-separated; a move accepted as an
    /// alternative is followed by "(alt)", the refused one by "?".
    std::string moves;
    /// What the file expects: the solver's moves of the line (SAN), the goal ("mate in 2"),
    /// or "bm Qxf7+" / "am Nc3" (both, separated by "; ").
    std::string expected;
    /// Why it ended as it did, in words (the last verdict's reason).
    std::string reason;
};

/// What `puzzle` expects, as SolveReport::expected writes it.
std::string expectedText(const Puzzle& puzzle);

/// Lets the engine solve `puzzle`: `solver` searches the solver's moves with `limits` and
/// follows its principal variation while the replies are the ones it expected (the engine's
/// whole line, searched again only when the line runs out or is left); the PuzzleAttempt,
/// with `judge` at the same limits, checks each move, plays the file's replies, and the
/// engine's after an alternative or in a goal puzzle. Both searchers' tables are cleared
/// first, so a node limit gives the same answer every time. Stops at the first wrong move.
SolveReport solvePuzzle(const Puzzle& puzzle, engine::Searcher& solver, engine::Searcher& judge,
    const engine::SearchLimits& limits);

} // namespace rochade::puzzles
