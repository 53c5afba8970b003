// SPDX-License-Identifier: GPL-3.0-or-later
// The 960 Chess960 start positions, by Scharnagl's number.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"
#include "rochade/core/types.h"

#include <array>

namespace rochade {

inline constexpr int kChess960Positions = 960;
/// Scharnagl's number of the standard start position (RNBQKBNR).
inline constexpr int kStandardChess960Number = 518;

/// White's back rank, files a..h, of start position `number` (0..959), derived from the
/// number as Scharnagl defined it: n % 4 puts the light-squared bishop on b/d/f/h, then the
/// next base-4 digit the dark-squared one on a/c/e/g, a base-6 digit the queen on the free
/// squares, the rest (0..9) the two knights, and rook, king, rook take the last three.
/// Precondition: 0 <= number < 960.
std::array<PieceType, 8> chess960BackRank(int number);

/// The start position `number` with both sides' castling rights (a Chess960 position, even
/// number 518); an error for a number outside 0..959.
Result<Position> chess960StartPosition(int number);

/// The number (0..959) of the Chess960 start position `pos` is, if it is one of them with all
/// four castling rights and no move made; else -1.
int chess960NumberOf(const Position& pos);

} // namespace rochade
