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

/// One castling right as written: the side and the wing or the rook's file.
struct CastlingToken {
    Color color;
    char letter; ///< 'K', 'Q' or a file letter 'A'..'H', as written (upper case)
    char written;
};

/// Splits the castling field into tokens: "KQkq" (standard and X-FEN) and the file letters of
/// X-FEN and Shredder-FEN ("HAha", "Kc").
std::optional<Error> parseCastlingLetters(std::string_view text, std::vector<CastlingToken>& out) {
    if (text == "-") return std::nullopt;
    for (char c : text) {
        const bool upper = c >= 'A' && c <= 'Z';
        const char u = upper ? c : static_cast<char>(c - 'a' + 'A');
        if (u != 'K' && u != 'Q' && (u < 'A' || u > 'H'))
            return fieldError(3,
                "expected '-', letters from 'KQkq' or rook files ('A'-'H', 'a'-'h'), got "
                    + quoted(std::string(1, c)));
        out.push_back({ upper ? Color::White : Color::Black, u, c });
    }
    return std::nullopt;
}

CastlingRight rightFor(Color c, bool kingside) {
    if (c == Color::White)
        return kingside ? CastlingRight::WhiteKingside : CastlingRight::WhiteQueenside;
    return kingside ? CastlingRight::BlackKingside : CastlingRight::BlackQueenside;
}

/// The outermost rook of colour c on its back rank beyond the king on the given wing, or
/// kNoSquare.
Square outermostRook(const Position& pos, Color c, bool kingside) {
    const Square king = pos.kingSquare(c);
    const int rank = c == Color::White ? 0 : 7;
    if (king == kNoSquare || rankOf(king) != rank) return kNoSquare;
    const int step = kingside ? -1 : 1;
    for (int f = kingside ? 7 : 0; f != fileOf(king); f += step)
        if (pos.pieceAt(makeSquare(f, rank)) == makePiece(c, PieceType::Rook))
            return makeSquare(f, rank);
    return kNoSquare;
}

/// The rook a castling token names, or why the position cannot have that right.
struct FenCastlingRook {
    Square rook = kNoSquare; ///< kNoSquare when the right is impossible
    bool kingside = false;
    std::string problem; ///< why the right is impossible
};

/// The rook `t` names on `pos`. In Chess960 'K'/'Q' name the outermost rook of the wing
/// and a file letter the rook on that file; in the standard game a right needs the king
/// on e1/e8 and the rook in its corner ('H' and 'A' name the corners, as Shredder-FEN
/// writes the standard game's rights).
FenCastlingRook resolveFenCastlingRook(const Position& pos, const CastlingToken& t, bool chess960) {
    FenCastlingRook found;
    const Square king = pos.kingSquare(t.color);
    const int rank = t.color == Color::White ? 0 : 7;
    const bool fileLetter = t.letter != 'K' && t.letter != 'Q';
    found.kingside
        = fileLetter ? king != kNoSquare && t.letter - 'A' > fileOf(king) : t.letter == 'K';
    const std::string side = t.color == Color::White ? "white" : "black";
    if (!chess960) {
        const int cornerFile = found.kingside ? 7 : 0;
        const Square kingHome = makeSquare(4, rank);
        const Square corner = makeSquare(cornerFile, rank);
        if (fileLetter && t.letter != 'A' + cornerFile) {
            found.problem = "a rook file other than 'H' or 'A' names a Chess960 right, and "
                            "this is read as a standard game";
        } else if (king != kingHome || pos.pieceAt(corner) != makePiece(t.color, PieceType::Rook)) {
            found.problem = "it needs the " + side + " king on " + squareName(kingHome)
                + " and a rook on " + squareName(corner);
        } else {
            found.rook = corner;
        }
        return found;
    }
    if (king == kNoSquare || rankOf(king) != rank) {
        found.problem = "it needs the " + side + " king on its first rank";
    } else if (!fileLetter) {
        found.rook = outermostRook(pos, t.color, found.kingside);
        if (found.rook == kNoSquare)
            found.problem = "it needs a " + side + " rook on the "
                + (found.kingside ? "kingside" : "queenside") + " of the king on "
                + squareName(king);
    } else {
        const Square rook = makeSquare(t.letter - 'A', rank);
        if (pos.pieceAt(rook) == makePiece(t.color, PieceType::Rook) && rook != king)
            found.rook = rook;
        else
            found.problem = "it needs a " + side + " rook on " + squareName(rook);
    }
    return found;
}

/// True if the castling field reads as a Chess960 one and not as a standard one with stale
/// rights: (1) some right proves Chess960 (the king off the e-file, or a file letter naming
/// a rook off the corner; 'K' or 'Q' with the king on e1/e8 proves nothing, since in the
/// standard game they name the corner rook and an inner rook means the right is stale),
/// (2) every right is one the position can have in Chess960 (a Chess960 writer writes no
/// impossible right; a standard one with stale rights usually does: "KQkq" after O-O), and
/// (3) the rights fit one start position: both kings on one file, and the rooks of one wing
/// on one file, as White's and Black's men stand mirrored until they move.
bool fenCastlingProvesChess960(const std::vector<CastlingToken>& tokens, const Position& pos) {
    bool proven = false;
    std::array<int, 2> rookFileOfWing = { -1, -1 }; // queenside, kingside
    for (const CastlingToken& t : tokens) {
        const FenCastlingRook found = resolveFenCastlingRook(pos, t, true);
        if (found.rook == kNoSquare) return false;
        const bool fileLetter = t.letter != 'K' && t.letter != 'Q';
        if (fileOf(pos.kingSquare(t.color)) != 4
            || (fileLetter && fileOf(found.rook) != (found.kingside ? 7 : 0)))
            proven = true;
        int& wingFile = rookFileOfWing[found.kingside ? 1 : 0];
        if (wingFile >= 0 && wingFile != fileOf(found.rook)) return false;
        wingFile = fileOf(found.rook);
    }
    const bool whiteRights = std::any_of(tokens.begin(), tokens.end(),
        [](const CastlingToken& t) { return t.color == Color::White; });
    const bool blackRights = std::any_of(tokens.begin(), tokens.end(),
        [](const CastlingToken& t) { return t.color == Color::Black; });
    if (whiteRights && blackRights
        && fileOf(pos.kingSquare(Color::White)) != fileOf(pos.kingSquare(Color::Black)))
        return false;
    return proven;
}

/// Sets the rights the tokens name on `pos` (pieces already placed), read for `variant`
/// (Detect: Chess960 if fenCastlingProvesChess960()). A right the position cannot have is
/// dropped, with a sentence in `warnings`; a right named twice is an error.
std::optional<Error> applyCastling(const std::vector<CastlingToken>& tokens, FenVariant variant,
    Position& pos, std::vector<std::string>& warnings) {
    const bool chess960 = variant == FenVariant::Chess960
        || (variant == FenVariant::Detect && fenCastlingProvesChess960(tokens, pos));
    CastlingRights rights = 0;
    for (const CastlingToken& t : tokens) {
        const std::string name = quoted(std::string(1, t.written));
        const FenCastlingRook found = resolveFenCastlingRook(pos, t, chess960);
        if (found.rook == kNoSquare) {
            warnings.push_back("castling right " + name + " dropped: " + found.problem);
            continue;
        }
        const CastlingRight r = rightFor(t.color, found.kingside);
        if (rights & bit(r))
            return fieldError(3, "the letter " + name + " repeats a castling right");
        rights |= bit(r);
        pos.setCastlingRookSquare(r, found.rook);
    }
    pos.setCastlingRights(rights);
    pos.setChess960(chess960);
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
        const Square rook = pos.castlingRookSquare(c.right);
        const Square king = pos.kingSquare(c.color);
        const bool kingside = c.letter == 'K' || c.letter == 'k';
        if (pos.isChess960()) {
            // Chess960: the king anywhere on its first rank, the rook beyond it on that wing.
            if (rankOf(king) != rankOf(c.king) || rankOf(rook) != rankOf(c.king)
                || pos.pieceAt(rook) != makePiece(c.color, PieceType::Rook)
                || (fileOf(rook) > fileOf(king)) != kingside)
                return Problem { 3,
                    "the right " + quoted(std::string(1, c.letter)) + " needs the "
                        + (c.color == Color::White ? "white" : "black")
                        + " king on its first rank and its rook on " + squareName(rook) + ", "
                        + (kingside ? "kingside" : "queenside") + " of the king" };
            continue;
        }
        if (pos.pieceAt(c.king) != makePiece(c.color, PieceType::King) || rook != c.rook
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
    std::vector<std::string> warnings;
    return parseFen(fen, FenVariant::Detect, warnings);
}

Result<Position> parseFen(
    std::string_view fen, FenVariant variant, std::vector<std::string>& warnings) {
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

    std::vector<CastlingToken> castling;
    if (auto error = parseCastlingLetters(fields[2], castling)) return *error;

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
    if (auto error = applyCastling(castling, variant, pos, warnings)) return *error;
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
    return writeFen(pos, false);
}

std::string toShredderFen(const Position& pos) {
    return writeFen(pos, true);
}

namespace {

/// "KQkq" for the standard game; for Chess960, X-FEN (K/Q for the outermost rook, else its
/// file) or, with `shredder`, always the rook files ("HAha").
std::string castlingField(const Position& pos, bool shredder) {
    std::string castling;
    for (const CastlingCheck& c : kCastlingChecks) {
        if (!pos.hasCastlingRight(c.right)) continue;
        const Square rook = pos.castlingRookSquare(c.right);
        const bool kingside = c.letter == 'K' || c.letter == 'k';
        const bool outermost = outermostRook(pos, c.color, kingside) == rook;
        // With the king on the e-file a reader that is not told the game is Chess960
        // takes 'K'/'Q' for the corner rook (see fenCastlingProvesChess960), so a rook off
        // the corner gets its file letter there even when it is the outermost.
        const bool readAsStandard
            = fileOf(pos.kingSquare(c.color)) == 4 && fileOf(rook) != (kingside ? 7 : 0);
        if (!pos.isChess960() || (!shredder && outermost && !readAsStandard)) {
            castling += c.letter;
        } else {
            const char file = static_cast<char>('a' + fileOf(rook));
            castling += c.color == Color::White ? static_cast<char>(file - 'a' + 'A') : file;
        }
    }
    return castling;
}

} // namespace

std::string writeFen(const Position& pos, bool shredder) {
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
    const std::string castling = castlingField(pos, shredder);
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
