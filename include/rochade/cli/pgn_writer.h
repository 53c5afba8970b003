// SPDX-License-Identifier: GPL-3.0-or-later
// Writing games as PGN: the seven tag roster, SAN movetext wrapped at 80 columns.
#pragma once

#include "rochade/core/error.h"

#include <ostream>
#include <string>
#include <vector>

namespace rochade::cli {

/// One finished game as PGN needs it.
struct PgnGame {
    std::string event = "?";
    std::string site = "?";
    std::string date = "????.??.??";
    std::string round = "?";
    std::string white = "?";
    std::string black = "?";
    std::string result = "*"; ///< "1-0", "0-1", "1/2-1/2" or "*"
    /// Start position when it is not the standard one (adds SetUp and FEN tags); empty for
    /// the standard start. (A plain string: std::optional<std::string> members trip GCC 12's
    /// false -Wmaybe-uninitialized at -O3.)
    std::string startFen;
    /// Termination tag ("adjudication", "normal"); empty = no tag.
    std::string termination;
    int firstMoveNumber = 1; ///< full-move number of the first move
    bool blackMovesFirst = false;
    std::vector<std::string> sanMoves;
};

/// Writes one game: tags, a blank line, the movetext ending with the result, a blank line.
/// No movetext line is longer than 80 characters.
void writePgn(std::ostream& out, const PgnGame& game);

/// Writes all games to `path` atomically: first to `path`.tmp, then renamed over `path`, so
/// a reader never sees a half-written file. The error says what failed.
Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games);

/// Today's date in UTC as PGN writes it ("2026.11.30").
std::string pgnDateToday();

} // namespace rochade::cli
