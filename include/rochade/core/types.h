// SPDX-License-Identifier: GPL-3.0-or-later
// Basic chess vocabulary shared by every layer: colours, pieces and the mailbox squares.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace rochade {

enum class Color : std::uint8_t {
    White = 0,
    Black = 1
};

/// The other side.
constexpr Color operator~(Color c) {
    return c == Color::White ? Color::Black : Color::White;
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

enum class PieceType : std::uint8_t {
    None = 0,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King
};
constexpr int index(PieceType t) {
    return static_cast<int>(t);
}

/// What stands on a mailbox cell. The colour is a flag bit (8 = white, 16 = black) so the
/// generator tests "enemy piece" with a single AND against the enemy's flag; the sentinel
/// cells hold Offboard, which has neither colour flag and is not Empty.
enum class Piece : std::uint8_t {
    Empty = 0,
    WhitePawn = 8 | 1,
    WhiteKnight = 8 | 2,
    WhiteBishop = 8 | 3,
    WhiteRook = 8 | 4,
    WhiteQueen = 8 | 5,
    WhiteKing = 8 | 6,
    BlackPawn = 16 | 1,
    BlackKnight = 16 | 2,
    BlackBishop = 16 | 3,
    BlackRook = 16 | 4,
    BlackQueen = 16 | 5,
    BlackKing = 16 | 6,
    Offboard = 32,
};

constexpr std::uint8_t kWhiteFlag = 8;
constexpr std::uint8_t kBlackFlag = 16;
constexpr std::uint8_t colorFlag(Color c) {
    return c == Color::White ? kWhiteFlag : kBlackFlag;
}

constexpr Piece makePiece(Color c, PieceType t) {
    return static_cast<Piece>(colorFlag(c) | static_cast<std::uint8_t>(t));
}
constexpr PieceType pieceType(Piece p) {
    return p == Piece::Offboard ? PieceType::None
                                : static_cast<PieceType>(static_cast<std::uint8_t>(p) & 7);
}
/// Precondition: p is a real piece (not Empty, not Offboard).
constexpr Color pieceColor(Piece p) {
    return (static_cast<std::uint8_t>(p) & kBlackFlag) ? Color::Black : Color::White;
}
constexpr bool isPiece(Piece p) {
    return (static_cast<std::uint8_t>(p) & (kWhiteFlag | kBlackFlag)) != 0;
}
constexpr bool hasColor(Piece p, Color c) {
    return (static_cast<std::uint8_t>(p) & colorFlag(c)) != 0;
}

/// FEN letter of a piece ('P', 'n', ...); '.' for Empty.
char pieceLetter(Piece p);
/// Upper-case letter of a piece type as used in SAN ('N', 'B', 'R', 'Q', 'K'; 'P' for pawn).
char pieceTypeLetter(PieceType t);
/// English name ("pawn", "knight", ...), for messages and accessibility.
std::string_view pieceTypeName(PieceType t);
/// Parses a FEN piece letter; Piece::Empty if it is not one.
Piece pieceFromLetter(char c);

enum class CastlingRight : std::uint8_t {
    None = 0,
    WhiteKingside = 1,
    WhiteQueenside = 2,
    BlackKingside = 4,
    BlackQueenside = 8,
    All = 15,
};
using CastlingRights = std::uint8_t; ///< A set of CastlingRight bits.
constexpr CastlingRights bit(CastlingRight r) {
    return static_cast<CastlingRights>(r);
}

} // namespace rochade
