// SPDX-License-Identifier: GPL-3.0-or-later
// How a game is stored: moves as canonical indices, tags as lines, material packed, the
// duplicate key; and the way back to a PgnGame.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/move.h"
#include "rochade/core/pgn.h"
#include "rochade/core/position.h"
#include "rochade/library/library.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::library {

/// The index of the next move in the index and in `moves` where the game ends there.
constexpr std::uint8_t kGameEnds = 255;
/// A null move ("--") in the main line.
constexpr std::uint8_t kNullMoveIndex = 254;

/// The legal moves of `p` in the canonical order: by from square, to square, promotion
/// piece, castling last; the same whatever order the generator produces them in.
MoveList canonicalMoves(const Position& p);
/// The position of `m` in canonicalMoves(p). Precondition: m is legal in p.
std::uint8_t canonicalIndex(const Position& p, Move m);

/// The tags with a column of their own (the first of each name).
struct TagColumns {
    std::string event;
    std::string site;
    std::string date;
    std::string round;
    std::string white;
    std::string black;
    std::string eco;
    std::string opening;
    std::optional<std::int64_t> whiteElo;
    std::optional<std::int64_t> blackElo;
    std::optional<std::int64_t> year;
};

/// A game as the games table holds it.
struct StoredGame {
    TagColumns columns;
    /// Every tag in file order, "name" alone when a column (or the result) holds its value,
    /// else "name TAB value" (tab, newline and backslash escaped), one per line; a frequent
    /// name is written as two bytes (0x01 and a letter).
    std::string tagLines;
    int result = 3;
    int plies = 0;
    /// toFen() of the start, empty for the standard start position.
    std::string startFen;
    std::vector<std::uint8_t> moves;
    /// The movetext as writePgn() writes it, for a game with comments, NAGs, variations,
    /// clock or evaluation readings or null moves; empty for a plain one.
    std::string annotated;
    std::int64_t material = 0;
    std::int64_t dedupKey = 0;
};

/// Piece counts of both sides packed, 4 bits per colour and piece type (Pawn..Queen).
std::int64_t packMaterial(const Position& p);
/// Count of `type` for `color` in a packed value.
int materialCount(std::int64_t packed, Color color, PieceType type);

/// The game encoded for storing. Its index entries (the hash of each position of the main
/// line with the canonical index of the move played there) are appended to `hashes` and
/// `nexts` when they are not null.
StoredGame encodeGame(
    const PgnGame& game, std::vector<std::uint64_t>* hashes, std::vector<std::uint8_t>* nexts);

/// The game back as it was read. The error names a broken record.
Result<PgnGame> decodeGame(const StoredGame& stored);

/// The start position of a stored game.
Result<Position> storedStart(std::string_view startFen);

/// The main line's first moves, numbered as numberedMainLine() numbers them, from a stored
/// game's start and its first move indices (a table's row needs no more of the game). A null
/// move or a broken record ends the text there.
std::string firstMovesText(std::string_view startFen, std::span<const std::uint8_t> indices);

/// The tags of `tagLines` with the column values filled in.
std::vector<PgnTag> decodeTags(
    std::string_view tagLines, const TagColumns& columns, std::string_view result);

/// The year of a PGN date ("1992.??.??" -> 1992), if its first four characters are digits.
std::optional<std::int64_t> yearOf(std::string_view date);

} // namespace rochade::library
