// SPDX-License-Identifier: GPL-3.0-or-later
// Portable Game Notation: reading files of many games with precise errors, and writing.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade {

/// One tag pair, such as [White "Morphy, Paul"], with the value unescaped.
struct PgnTag {
    std::string name;
    std::string value;

    friend bool operator==(const PgnTag&, const PgnTag&) = default;
};

/// One game of a PGN file: its tags, start position and main line. Variations are not kept.
struct PgnGame {
    /// In file order. When writing, the seven-tag roster comes first whatever the order here.
    std::vector<PgnTag> tags;
    /// From the FEN tag, else the initial position.
    Position start = Position::startPosition();
    /// The main line; every move is legal in the position reached by the ones before it.
    std::vector<Move> moves;
    /// Main-line comments, either empty or one entry per ply plus one: comments[0] stands
    /// before the first move, comments[i] after move i. Several comments at one place are
    /// joined with a space; "" means none.
    std::vector<std::string> comments;
    /// The game termination marker: "1-0", "0-1", "1/2-1/2" or "*".
    std::string result = "*";

    /// The value of the first tag called `name`, or nullopt if there is none.
    std::optional<std::string> tag(std::string_view name) const;
    /// Sets the first tag called `name`, or appends one.
    void setTag(std::string_view name, std::string value);
    /// The main line replayed into a Game. The result marker is not applied (resignation,
    /// agreement and time forfeits are the caller's to declare), and moves after an
    /// automatic draw that the Game refuses (e.g. after a fivefold repetition) are dropped.
    Game toGame() const;
};

/// Where and why reading stopped. Line and column are 1-based; columns count bytes.
struct PgnError {
    std::string message;
    int line = 0;
    int column = 0;
};

/// What parsePgn() read.
struct PgnParseResult {
    /// Every game read completely, in file order. After an error, the last entry holds the
    /// game being read when it failed with its valid moves so far (if it had begun), so the
    /// caller may offer to load the valid part.
    std::vector<PgnGame> games;
    std::optional<PgnError> error;

    bool ok() const { return !error.has_value(); }
};

/// Reads PGN import format: many games, tag pairs with \" and \\ escapes, comments {...}
/// and ;..., %-escape lines, nested variations (skipped: their moves are never played),
/// NAGs ($n, !, ?!, ...), move numbers "12." and "12...", "0-0" as well as "O-O", long
/// algebraic moves, SetUp/FEN start positions, a UTF-8 byte order mark, CRLF line ends
/// and games without tags. Stops at the first error: an illegal or malformed move, an
/// unterminated comment, tag, string or variation, a game without its result marker (at
/// the end of the file or before the next game's tags), a bad FEN tag, or binary data (NUL and
/// other control bytes). Never throws; time and memory are linear in the input.
PgnParseResult parsePgn(std::string_view text);

/// Export format: the seven-tag roster (Event, Site, Date, Round, White, Black, Result; "?"
/// or "????.??.??" when absent) with Result taken from game.result, then SetUp "1" and FEN
/// if the game does not start from the initial position, then the other tags in their
/// order; a blank line; SAN movetext with move numbers ("N..." when black moves first or
/// after a comment) and the comments, wrapped to at most 80 columns; the result marker; a
/// blank line. Moves are assumed legal; writing stops at the first one that is not.
std::string writePgn(const PgnGame& game);

/// A Game written with `tags`: the start position and the moves up to the current node.
/// The result is the game's status when it is over, else the Result tag if `tags` has one,
/// else "*".
std::string writePgn(const Game& game, std::vector<PgnTag> tags);

} // namespace rochade
