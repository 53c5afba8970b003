// SPDX-License-Identifier: GPL-3.0-or-later
// Forsyth-Edwards Notation: reading with precise errors, writing, and position validation.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace rochade {

inline constexpr std::string_view kStartFen
    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Parses a FEN record, also X-FEN and Shredder-FEN castling fields ("KQkq", "HAha", "Kc";
/// 'K'/'Q' name the outermost rook of the wing). A right that needs Chess960 (king off the
/// e-file, rook off the corner) makes a Chess960 position. The halfmove clock and fullmove number
/// may be omitted (they default to 0 and 1). Errors name the field and the reason. The result is
/// validated with validatePosition(). An en-passant square that is well formed but that no pawn can
/// use is accepted and dropped (many writers always emit it).
Result<Position> parseFen(std::string_view fen);

/// The FEN of a position (all six fields). Chess960 positions get X-FEN castling: 'KQkq'
/// for the outermost rook of a wing, the rook's file letter ('C', 'f') for an inner one.
std::string toFen(const Position& pos);
/// The same with Shredder-FEN castling: always the rook files ("HAha"), in Chess960 only.
std::string toShredderFen(const Position& pos);
/// toFen() with `shredder` choosing toShredderFen().
std::string writeFen(const Position& pos, bool shredder);

/// Why a position cannot occur in a game, or nullopt if it is acceptable: exactly one king
/// per side, at most 16 pieces and 8 pawns per side, no pawn on the first or last rank, the
/// side not to move not in check, castling rights only with king and rook on their start
/// squares, an en-passant square only behind a pawn that just made a double step.
std::optional<Error> validatePosition(const Position& pos);

} // namespace rochade
