// SPDX-License-Identifier: GPL-3.0-or-later
// The board geometry, drawn once: a 10x12 mailbox with sentinel cells.
#pragma once

#include "rochade/core/types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace rochade {

// The mailbox. A square is an index into a 120-cell array:
//
//        file a  b  c  d  e  f  g  h
//     +----------------------------------+
//   0 |  x  x  x  x  x  x  x  x  x  x    |   two sentinel rows below rank 1 ...
//  10 |  x  x  x  x  x  x  x  x  x  x    |
//  20 |  x 21 22 23 24 25 26 27 28  x    |   rank 1: a1 = 21 ... h1 = 28
//  30 |  x 31 32 33 34 35 36 37 38  x    |   rank 2
//  ...                                       ...
//  90 |  x 91 92 93 94 95 96 97 98  x    |   rank 8: a8 = 91 ... h8 = 98
// 100 |  x  x  x  x  x  x  x  x  x  x    |   ... and two above rank 8, so that a knight's
// 110 |  x  x  x  x  x  x  x  x  x  x    |   jump of +-21 from any square stays in the array.
//     +----------------------------------+
//
// index = 21 + file + 10 * rank (file, rank in 0..7). A step is a fixed offset
// (north +10, east +1, knight +21 ...), and a step off the board lands on an 'x' cell that
// holds Piece::Offboard, so no generator ever needs a bounds check.
using Square = std::uint8_t;

constexpr int kMailboxSize = 120;
constexpr Square kNoSquare = 0; ///< Cell 0 is a sentinel, never a playable square.

constexpr Square makeSquare(int file, int rank) {
    return static_cast<Square>(21 + file + 10 * rank);
}
constexpr int fileOf(Square s) {
    return s % 10 - 1;
}
constexpr int rankOf(Square s) {
    return s / 10 - 2;
}
constexpr bool isOnBoard(Square s) {
    return s >= 21 && s <= 98 && s % 10 != 0 && s % 10 != 9;
}
/// 0..63 index (a1 = 0, h1 = 7, a8 = 56) for tables and the GUI.
constexpr int toIndex64(Square s) {
    return fileOf(s) + 8 * rankOf(s);
}
constexpr Square fromIndex64(int i) {
    return makeSquare(i % 8, i / 8);
}
/// The same square seen from the other side (a1 <-> a8), for colour-symmetric tables.
constexpr Square mirrorRank(Square s) {
    return makeSquare(fileOf(s), 7 - rankOf(s));
}
/// True for a dark square (a1 is dark).
constexpr bool isDarkSquare(Square s) {
    return (fileOf(s) + rankOf(s)) % 2 == 0;
}

/// "e4"; "-" for kNoSquare.
std::string squareName(Square s);
/// Parses "e4"; nullopt unless the text is exactly a file letter and a rank digit.
std::optional<Square> parseSquare(std::string_view text);

namespace sq {
constexpr Square A1 = makeSquare(0, 0), B1 = makeSquare(1, 0), C1 = makeSquare(2, 0),
                 D1 = makeSquare(3, 0), E1 = makeSquare(4, 0), F1 = makeSquare(5, 0),
                 G1 = makeSquare(6, 0), H1 = makeSquare(7, 0);
constexpr Square A8 = makeSquare(0, 7), B8 = makeSquare(1, 7), C8 = makeSquare(2, 7),
                 D8 = makeSquare(3, 7), E8 = makeSquare(4, 7), F8 = makeSquare(5, 7),
                 G8 = makeSquare(6, 7), H8 = makeSquare(7, 7);
} // namespace sq

/// Step offsets in the mailbox.
namespace dir {
constexpr int North = 10, South = -10, East = 1, West = -1;
constexpr int NorthEast = 11, NorthWest = 9, SouthEast = -9, SouthWest = -11;
constexpr std::array<int, 8> kKnight = { 21, 19, 12, 8, -8, -12, -19, -21 };
constexpr std::array<int, 4> kBishop = { NorthEast, NorthWest, SouthEast, SouthWest };
constexpr std::array<int, 4> kRook = { North, South, East, West };
constexpr std::array<int, 8> kKing
    = { North, South, East, West, NorthEast, NorthWest, SouthEast, SouthWest };
} // namespace dir

/// The step a pawn of colour c moves by.
constexpr int pawnStep(Color c) {
    return c == Color::White ? dir::North : dir::South;
}
/// Rank counted from colour c's own back rank (0..7).
constexpr int relativeRank(Square s, Color c) {
    return c == Color::White ? rankOf(s) : 7 - rankOf(s);
}

/// The 64 playable squares in index64 order, for loops that visit the whole board.
constexpr std::array<Square, 64> kAllSquares = [] {
    std::array<Square, 64> a {};
    for (int i = 0; i < 64; ++i)
        a[static_cast<std::size_t>(i)] = fromIndex64(i);
    return a;
}();

} // namespace rochade
