// SPDX-License-Identifier: GPL-3.0-or-later
// Letters and names of pieces and squares.
#include "rochade/core/types.h"
#include "rochade/core/square.h"

#include <cctype>

namespace rochade {

namespace {
constexpr std::string_view kTypeLetters = ".PNBRQK";
}

char pieceTypeLetter(PieceType t) {
    return kTypeLetters[static_cast<std::size_t>(index(t))];
}

char pieceLetter(Piece p) {
    if (!isPiece(p)) return '.';
    const char upper = pieceTypeLetter(pieceType(p));
    return pieceColor(p) == Color::White
        ? upper
        : static_cast<char>(std::tolower(static_cast<unsigned char>(upper)));
}

std::string_view pieceTypeName(PieceType t) {
    switch (t) {
    case PieceType::Pawn:
        return "pawn";
    case PieceType::Knight:
        return "knight";
    case PieceType::Bishop:
        return "bishop";
    case PieceType::Rook:
        return "rook";
    case PieceType::Queen:
        return "queen";
    case PieceType::King:
        return "king";
    case PieceType::None:
        break;
    }
    return "nothing";
}

Piece pieceFromLetter(char c) {
    const auto pos
        = kTypeLetters.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (pos == std::string_view::npos || pos == 0) return Piece::Empty;
    const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
    return makePiece(color, static_cast<PieceType>(pos));
}

std::string squareName(Square s) {
    if (!isOnBoard(s)) return "-";
    return { static_cast<char>('a' + fileOf(s)), static_cast<char>('1' + rankOf(s)) };
}

std::optional<Square> parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

} // namespace rochade
