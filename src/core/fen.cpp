// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading with errors that name the field, FEN writing, and position validation.
#include "rochade/core/fen.h"

#include "quoted.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <vector>

namespace rochade {

namespace {

using detail::quoted;

constexpr std::array<const char*, 6> kFieldNames = { "piece placement", "side to move", "castling",
    "en passant", "halfmove clock", "fullmove number" };

Error fieldError(int field, const std::string& reason) {
    return Error { "FEN field " + std::to_string(field) + " ("
        + kFieldNames[static_cast<std::size_t>(field - 1)] + "): " + reason };
}

std::string colorName(Color c) {
    return c == Color::White ? "White" : "Black";
}

/// Splits on runs of spaces and tabs; leading and trailing blanks are ignored.
std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

struct PlacedPiece {
    Square square;
    Piece piece;
};

/// Field 1: fills `pieces` in board order or returns why the text is malformed. Counts
/// are limited here because the position's piece lists have a fixed capacity.
std::optional<Error> parsePlacement(std::string_view text, std::vector<PlacedPiece>& pieces) {
    std::vector<std::string_view> ranks;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '/') {
            ranks.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (ranks.size() != 8)
        return fieldError(
            1, "expected 8 ranks separated by '/', got " + std::to_string(ranks.size()));

    std::array<int, 2> perSide {};
    std::array<int, 2> kings {};
    for (int r = 0; r < 8; ++r) {
        const int rank = 7 - r; // FEN lists rank 8 first
        const std::string rankLabel = "rank " + std::to_string(rank + 1);
        const std::string_view row = ranks[static_cast<std::size_t>(r)];
        if (row.empty()) return fieldError(1, rankLabel + " is empty");
        int file = 0;
        bool previousWasDigit = false;
        for (char c : row) {
            if (c >= '1' && c <= '8') {
                if (previousWasDigit) return fieldError(1, rankLabel + " has two digits in a row");
                file += c - '0';
                previousWasDigit = true;
                continue;
            }
            previousWasDigit = false;
            const Piece p = pieceFromLetter(c);
            if (p == Piece::Empty) {
                if (c == '0' || c == '9')
                    return fieldError(1,
                        rankLabel + " has the digit '" + std::string(1, c)
                            + "' (empty squares are counted 1 to 8)");
                return fieldError(
                    1, rankLabel + " has an invalid character " + quoted(std::string(1, c)));
            }
            if (file < 8) {
                pieces.push_back({ makeSquare(file, rank), p });
                const int side = index(pieceColor(p));
                ++perSide[static_cast<std::size_t>(side)];
                if (pieceType(p) == PieceType::King) ++kings[static_cast<std::size_t>(side)];
            }
            ++file;
        }
        if (file != 8)
            return fieldError(1, rankLabel + " has " + std::to_string(file) + " squares");
    }
    for (Color c : { Color::White, Color::Black }) {
        const auto side = static_cast<std::size_t>(index(c));
        if (kings[side] != 1)
            return fieldError(1,
                colorName(c) + " has " + std::to_string(kings[side])
                    + " kings (exactly one is required)");
        if (perSide[side] > Position::kMaxPiecesPerSide)
            return fieldError(
                1, colorName(c) + " has " + std::to_string(perSide[side]) + " pieces (at most 16)");
    }
    return std::nullopt;
}

std::optional<Error> parseCastling(std::string_view text, CastlingRights& rights) {
    rights = 0;
    if (text == "-") return std::nullopt;
    for (char c : text) {
        CastlingRight r = CastlingRight::None;
        switch (c) {
        case 'K':
            r = CastlingRight::WhiteKingside;
            break;
        case 'Q':
            r = CastlingRight::WhiteQueenside;
            break;
        case 'k':
            r = CastlingRight::BlackKingside;
            break;
        case 'q':
            r = CastlingRight::BlackQueenside;
            break;
        default:
            return fieldError(
                3, "expected '-' or letters from 'KQkq', got " + quoted(std::string(1, c)));
        }
        if (rights & bit(r))
            return fieldError(3, "the letter " + quoted(std::string(1, c)) + " repeats");
        rights |= bit(r);
    }
    return std::nullopt;
}

/// Field 5 or 6: a decimal number in [minimum, 65535].
std::optional<Error> parseNumber(std::string_view text, int field, int minimum, int& value) {
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [ptr, ec] = std::from_chars(first, last, value);
    const std::string range
        = "expected a number from " + std::to_string(minimum) + " to 65535, got " + quoted(text);
    if (text.empty() || text.front() == '-' || text.front() == '+' || ec != std::errc()
        || ptr != last)
        return fieldError(field, range);
    if (value < minimum || value > 65535) return fieldError(field, range);
    return std::nullopt;
}

/// Why `ep` cannot be the en-passant square with `side` to move, or nullopt: it must be
/// on the square the opponent's pawn just passed, both squares it passed empty.
std::optional<std::string> enPassantProblem(const Position& pos, Square ep, Color side) {
    const Color mover = ~side; // the side that just made the double step
    const int expectedRank = side == Color::White ? 5 : 2;
    const std::string name = squareName(ep);
    if (rankOf(ep) != expectedRank)
        return name + " is not on rank " + std::to_string(expectedRank + 1) + " (with "
            + colorName(side) + " to move, only a " + colorName(mover)
            + " pawn can just have made a double step)";
    const int forward = mover == Color::White ? dir::North : dir::South;
    const auto pawnSquare = static_cast<Square>(ep + forward);
    const auto startSquare = static_cast<Square>(ep - forward);
    if (pos.pieceAt(pawnSquare) != makePiece(mover, PieceType::Pawn))
        return "no " + colorName(mover) + " pawn on " + squareName(pawnSquare)
            + " that could just have passed " + name;
    if (pos.pieceAt(ep) != Piece::Empty || pos.pieceAt(startSquare) != Piece::Empty)
        return "the pawn on " + squareName(pawnSquare) + " cannot just have moved from "
            + squareName(startSquare) + ": " + name + " and " + squareName(startSquare)
            + " must be empty";
    return std::nullopt;
}

struct CastlingCheck {
    CastlingRight right;
    char letter;
    Color color;
    Square king;
    Square rook;
};
constexpr std::array<CastlingCheck, 4> kCastlingChecks = { {
    { CastlingRight::WhiteKingside, 'K', Color::White, sq::E1, sq::H1 },
    { CastlingRight::WhiteQueenside, 'Q', Color::White, sq::E1, sq::A1 },
    { CastlingRight::BlackKingside, 'k', Color::Black, sq::E8, sq::H8 },
    { CastlingRight::BlackQueenside, 'q', Color::Black, sq::E8, sq::A8 },
} };

/// A reason the position cannot occur, with the FEN field it belongs to.
struct Problem {
    int field;
    std::string reason;
};

std::optional<Problem> findProblem(const Position& pos) {
    // Kings first: every later check (attacks, castling) relies on one king per side.
    for (Color c : { Color::White, Color::Black }) {
        const int kings = pos.pieceCount(c, PieceType::King);
        if (kings != 1)
            return Problem { 1,
                colorName(c) + " has " + std::to_string(kings)
                    + " kings (exactly one is required)" };
        const auto pieces = static_cast<int>(pos.pieceSquares(c).size());
        if (pieces > Position::kMaxPiecesPerSide)
            return Problem { 1,
                colorName(c) + " has " + std::to_string(pieces) + " pieces (at most 16)" };
        const int pawns = pos.pieceCount(c, PieceType::Pawn);
        if (pawns > 8)
            return Problem { 1,
                colorName(c) + " has " + std::to_string(pawns) + " pawns (at most 8)" };
    }
    for (int rank : { 0, 7 }) {
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            const Piece p = pos.pieceAt(s);
            if (pieceType(p) == PieceType::Pawn)
                return Problem { 1,
                    std::string(pieceColor(p) == Color::White ? "a white" : "a black")
                        + " pawn stands on " + squareName(s)
                        + " (pawns never stand on the first or last rank)" };
        }
    }
    const Color side = pos.sideToMove();
    if (pos.isAttacked(pos.kingSquare(~side), side))
        return Problem { 2,
            colorName(~side) + " is in check although it is " + colorName(side) + "'s move" };
    for (const CastlingCheck& c : kCastlingChecks) {
        if (!pos.hasCastlingRight(c.right)) continue;
        if (pos.pieceAt(c.king) != makePiece(c.color, PieceType::King)
            || pos.pieceAt(c.rook) != makePiece(c.color, PieceType::Rook))
            return Problem { 3,
                "the right " + quoted(std::string(1, c.letter)) + " needs the "
                    + (c.color == Color::White ? "white" : "black") + " king on "
                    + squareName(c.king) + " and its rook on " + squareName(c.rook) };
    }
    if (pos.enPassantSquare() != kNoSquare)
        if (auto problem = enPassantProblem(pos, pos.enPassantSquare(), side))
            return Problem { 4, *problem };
    return std::nullopt;
}

} // namespace

Result<Position> parseFen(std::string_view fen) {
    const std::vector<std::string_view> fields = splitFields(fen);
    if (fields.empty()) return Error { "FEN is empty" };
    if (fields.size() < 4 || fields.size() > 6)
        return Error { "FEN has " + std::to_string(fields.size())
            + " fields; expected 6 (or 4, without the move counters)" };

    std::vector<PlacedPiece> pieces;
    if (auto error = parsePlacement(fields[0], pieces)) return *error;

    Color side = Color::White;
    if (fields[1] == "w")
        side = Color::White;
    else if (fields[1] == "b")
        side = Color::Black;
    else
        return fieldError(2, "expected 'w' or 'b', got " + quoted(fields[1]));

    CastlingRights rights = 0;
    if (auto error = parseCastling(fields[2], rights)) return *error;

    Square ep = kNoSquare;
    if (fields[3] != "-") {
        const std::optional<Square> s = parseSquare(fields[3]);
        if (!s)
            return fieldError(4, "expected '-' or a square such as 'e3', got " + quoted(fields[3]));
        ep = *s;
    }

    int halfmove = 0;
    int fullmove = 1;
    if (fields.size() >= 5)
        if (auto error = parseNumber(fields[4], 5, 0, halfmove)) return *error;
    if (fields.size() >= 6) {
        if (auto error = parseNumber(fields[5], 6, 0, fullmove)) return *error;
        // Many tools write 0 here (e.g. whole collections of mate puzzles); Stockfish,
        // python-chess and pgn-extract read it as 1, and so do we.
        fullmove = std::max(fullmove, 1);
    }

    Position pos;
    pos.clear();
    for (const PlacedPiece& p : pieces)
        if (!pos.putPiece(p.square, p.piece))
            return fieldError(1, "cannot place a piece on " + squareName(p.square));
    pos.setSideToMove(side);
    pos.setCastlingRights(rights);
    if (ep != kNoSquare) {
        if (auto problem = enPassantProblem(pos, ep, side)) return fieldError(4, *problem);
        pos.setEnPassantSquare(ep); // dropped by the position if no pawn can capture there
    }
    pos.setHalfmoveClock(halfmove);
    pos.setFullmoveNumber(fullmove);

    if (auto problem = findProblem(pos)) return fieldError(problem->field, problem->reason);
    return pos;
}

std::string toFen(const Position& pos) {
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceAt(makeSquare(file, rank));
            if (p == Piece::Empty) {
                ++empty;
                continue;
            }
            if (empty > 0) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += pieceLetter(p);
        }
        if (empty > 0) fen += static_cast<char>('0' + empty);
        if (rank > 0) fen += '/';
    }
    fen += pos.sideToMove() == Color::White ? " w " : " b ";
    std::string castling;
    for (const CastlingCheck& c : kCastlingChecks)
        if (pos.hasCastlingRight(c.right)) castling += c.letter;
    fen += castling.empty() ? "-" : castling;
    fen += ' ';
    fen += pos.enPassantSquare() == kNoSquare ? "-" : squareName(pos.enPassantSquare());
    fen += ' ' + std::to_string(pos.halfmoveClock()) + ' ' + std::to_string(pos.fullmoveNumber());
    return fen;
}

std::optional<Error> validatePosition(const Position& pos) {
    if (auto problem = findProblem(pos)) return Error { "impossible position: " + problem->reason };
    return std::nullopt;
}

} // namespace rochade
