// SPDX-License-Identifier: GPL-3.0-or-later
// Opening lines for self-play matches: a built-in list and a simple file format.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/game.h"

#include <istream>
#include <string>
#include <vector>

namespace rochade::cli {

/// A start position for a match game: a FEN and UCI moves played from it.
struct Opening {
    std::string name;
    std::string fen; ///< the standard start position unless a file line gave a FEN
    std::vector<std::string> uciMoves;
};

/// Twenty-odd short, balanced main lines (Ruy Lopez, Queen's Gambit, Sicilian, ...),
/// each a few moves deep from the standard start position.
const std::vector<Opening>& builtinOpenings();

/// The game after the opening's moves. Errors name the bad FEN or move.
Result<Game> openingGame(const Opening& opening);

/// Reads an openings file: one opening per line, either a FEN (any line containing '/'),
/// optionally followed by `moves` and UCI moves, or UCI moves from the standard start
/// position ("e2e4 e7e5 g1f3"). Blank lines and lines starting with '#' are skipped. Every
/// line is checked; an error names the line number. At least one opening is required.
Result<std::vector<Opening>> parseOpenings(std::istream& in);

/// parseOpenings() on a file; also fails if the file cannot be read.
Result<std::vector<Opening>> loadOpenings(const std::string& path);

} // namespace rochade::cli
