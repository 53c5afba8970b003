// SPDX-License-Identifier: GPL-3.0-or-later
// Forsyth-Edwards Notation: reading with precise errors, writing, and position validation.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade {

inline constexpr std::string_view kStartFen
    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Which game a FEN is read for; it decides what the castling field means.
enum class FenVariant {
    /// Chess960 only when the castling field proves it: a right with the king off the
    /// e-file, or a rook file letter ('G', 'b') naming a rook off the corner, and every
    /// right possible in Chess960 and fitting one start position (kings on one file). Else
    /// the standard game: 'K'/'Q' with the king on e1/e8 name the corner rook, so a stale
    /// 'K' with a rook on g1 is dropped, never read as a Chess960 right.
    Detect,
    /// The standard game: every right needs the king on e1/e8 and the rook in its corner.
    Standard,
    /// Chess960 (X-FEN and Shredder-FEN): 'K'/'Q' name the outermost rook of the wing, a
    /// file letter the rook on that file. The position is Chess960 even if it looks
    /// standard (start position 518).
    Chess960,
};

/// Parses a FEN record, also X-FEN and Shredder-FEN castling fields ("KQkq", "HAha", "Kc"),
/// read for `variant`. A castling right the position cannot have (no king or rook where it
/// needs one, or a Chess960 right in the standard game) is dropped, and a sentence saying
/// so ("castling right 'K' dropped: ...") is appended to `warnings`. The halfmove clock and
/// fullmove number may be omitted (they default to 0 and 1). Errors name the field and the
/// reason. The result is validated with validatePosition(). An en-passant square that is
/// well formed but that no pawn can use is accepted and dropped (many writers always emit
/// it).
Result<Position> parseFen(
    std::string_view fen, FenVariant variant, std::vector<std::string>& warnings);
/// parseFen() with FenVariant::Detect, for a caller that has nowhere to show warnings.
Result<Position> parseFen(std::string_view fen);

/// The FEN of a position (all six fields). Chess960 positions get X-FEN castling: 'KQkq'
/// for the outermost rook of a wing, the rook's file letter ('C', 'f') for an inner one,
/// and for any rook off the corner while the king stands on the e-file (so that a reader
/// using FenVariant::Detect reads it as Chess960).
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
