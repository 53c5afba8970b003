// SPDX-License-Identifier: GPL-3.0-or-later
// UCI and SAN move notation: writing, and tolerant reading that matches legal moves.
#include "rochade/core/notation.h"

#include "quoted.h"
#include "rochade/core/move_generator.h"

#include <cctype>
#include <cstdlib>
#include <optional>
#include <vector>

namespace rochade {

namespace {

using detail::quoted;

/// The promotion piece for a letter in either case ('q', 'N' ...), or None.
PieceType promotionFromLetter(char c) {
    switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'n':
        return PieceType::Knight;
    case 'b':
        return PieceType::Bishop;
    case 'r':
        return PieceType::Rook;
    case 'q':
        return PieceType::Queen;
    default:
        return PieceType::None;
    }
}

/// The SAN piece letter (upper case only; 'P' is an optional pawn letter).
PieceType pieceFromSanLetter(char c) {
    switch (c) {
    case 'P':
        return PieceType::Pawn;
    case 'N':
        return PieceType::Knight;
    case 'B':
        return PieceType::Bishop;
    case 'R':
        return PieceType::Rook;
    case 'Q':
        return PieceType::Queen;
    case 'K':
        return PieceType::King;
    default:
        return PieceType::None;
    }
}

bool isFileChar(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRankChar(char c) {
    return c >= '1' && c <= '8';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

/// Strips what follows the move proper: check and mate signs, annotation glyphs and
/// en-passant markers, in any order ("exd6 e.p.+", "Nf3!?").
std::string_view stripSuffixes(std::string_view s) {
    for (bool changed = true; changed;) {
        changed = false;
        s = trim(s);
        while (!s.empty()
            && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?')) {
            s.remove_suffix(1);
            changed = true;
        }
        for (std::string_view marker : { "e.p.", "ep" }) {
            // "ep" alone would also end a few malformed words; only strip it after a
            // square, where it cannot be part of the move.
            if (endsWith(s, marker) && s.size() >= marker.size() + 2
                && isRankChar(trim(s.substr(0, s.size() - marker.size())).back())) {
                s.remove_suffix(marker.size());
                changed = true;
            }
        }
    }
    return s;
}

Error malformed(std::string_view text, const std::string& reason) {
    return Error { "malformed SAN " + quoted(text) + ": " + reason };
}

Error noLegalMove(std::string_view text, const std::string& reason) {
    return Error { "no legal move matches " + quoted(text) + ": " + reason };
}

/// One castling move of the side to move on the given wing, if legal.
std::optional<Move> findCastling(const MoveList& legal, bool kingside) {
    for (Move m : legal)
        if (m.isCastling() && (fileOf(m.to()) == 6) == kingside) return m;
    return std::nullopt;
}

/// The legal move from -> to with the given promotion; a king moving onto its own rook
/// is read as castling towards that rook.
std::optional<Move> findCoordinateMove(
    const Position& pos, const MoveList& legal, Square from, Square to, PieceType promo) {
    // A plain move wins over castling with the same squares: with the king on f1 and its rook
    // on h1, "f1g1" is the king's step and castling is written king-onto-rook, "f1h1".
    std::optional<Move> castlingToSquare;
    for (Move m : legal) {
        if (m.from() != from || m.to() != to || m.promotion() != promo) continue;
        if (!m.isCastling()) return m;
        castlingToSquare = m;
    }
    if (castlingToSquare) return castlingToSquare;
    const Piece mover = pos.pieceAt(from);
    if (promo == PieceType::None && pieceType(mover) == PieceType::King
        && pos.pieceAt(to) == makePiece(pieceColor(mover), PieceType::Rook)
        && rankOf(from) == rankOf(to)) {
        if (auto m = findCastling(legal, fileOf(to) > fileOf(from));
            m && m->from() == from && pos.castlingRookFor(*m) == to)
            return m;
    }
    return std::nullopt;
}

/// Explains why from -> to is not a legal move, for error messages.
std::string whyNotLegal(
    const Position& pos, const MoveList& legal, Square from, Square to, PieceType promo) {
    const Piece mover = pos.pieceAt(from);
    if (!isPiece(mover)) return "there is no piece on " + squareName(from);
    if (pieceColor(mover) != pos.sideToMove())
        return "the piece on " + squareName(from) + " belongs to the side not to move";
    bool reaches = false;
    bool promotes = false;
    for (Move m : legal) {
        if (m.from() == from && m.to() == to) {
            reaches = true;
            promotes = m.isPromotion();
        }
    }
    if (reaches && promotes && promo == PieceType::None) return "the promotion piece is missing";
    if (reaches && !promotes) return "that move is not a promotion";
    return "the " + std::string(pieceTypeName(pieceType(mover))) + " on " + squareName(from)
        + " cannot move to " + squareName(to);
}

/// Long algebraic: optional piece letter, square, optional '-' or 'x', square, optional
/// promotion ("=Q", "Q", "q"). nullopt if the text does not have that shape.
struct LongMove {
    PieceType piece = PieceType::None; ///< None when no letter was written
    Square from = kNoSquare;
    Square to = kNoSquare;
    PieceType promotion = PieceType::None;
};

std::optional<LongMove> parseLongShape(std::string_view s) {
    LongMove lm;
    if (!s.empty() && pieceFromSanLetter(s.front()) != PieceType::None) {
        lm.piece = pieceFromSanLetter(s.front());
        s.remove_prefix(1);
    }
    if (s.size() < 4) return std::nullopt;
    const auto from = parseSquare(s.substr(0, 2));
    if (!from) return std::nullopt;
    s.remove_prefix(2);
    if (!s.empty() && (s.front() == '-' || s.front() == 'x' || s.front() == ':'))
        s.remove_prefix(1);
    if (s.size() < 2) return std::nullopt;
    const auto to = parseSquare(s.substr(0, 2));
    if (!to) return std::nullopt;
    s.remove_prefix(2);
    if (!s.empty() && s.front() == '=') s.remove_prefix(1);
    if (s.size() == 1) {
        lm.promotion = promotionFromLetter(s.front());
        if (lm.promotion == PieceType::None) return std::nullopt;
    } else if (!s.empty()) {
        return std::nullopt;
    }
    lm.from = *from;
    lm.to = *to;
    return lm;
}

} // namespace

std::string toUci(Move m) {
    if (m.isNull()) return "0000";
    std::string text = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion())
        text += static_cast<char>(
            std::tolower(static_cast<unsigned char>(pieceTypeLetter(m.promotion()))));
    return text;
}

std::vector<std::string> toUciMoves(
    const Position& start, const std::vector<Move>& moves, bool chess960) {
    std::vector<std::string> out;
    out.reserve(moves.size());
    Position pos = start;
    for (Move m : moves) {
        out.push_back(toUci(pos, m, chess960));
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return out;
}

std::string toUci(const Position& pos, Move m, bool chess960) {
    if (!m.isCastling()) return toUci(m);
    // Standard notation names the king's target square, unless a plain king move has the same
    // squares (king f1, rook h1: Kg1 and O-O are both f1g1); then king-onto-rook says which.
    // A king already on its target square would read "g1g1": no such move exists. Only a
    // castling king that steps one file can share its squares with a plain move, so only
    // then are the legal moves asked (never in standard chess, where the king goes two).
    bool kingsTargetIsAmbiguous = m.from() == m.to();
    if (!chess960 && std::abs(fileOf(m.to()) - fileOf(m.from())) == 1)
        for (Move other : MoveGenerator::legalMoves(pos))
            if (!other.isCastling() && other.from() == m.from() && other.to() == m.to())
                kingsTargetIsAmbiguous = true;
    if (!chess960 && !kingsTargetIsAmbiguous) return toUci(m);
    return squareName(m.from()) + squareName(pos.castlingRookFor(m));
}

Result<Move> parseUciMove(const Position& pos, std::string_view text) {
    if (text == "0000") return Error { "the null move '0000' is not a legal move" };
    if (text.size() != 4 && text.size() != 5)
        return Error { "malformed UCI move " + quoted(text)
            + ": expected a from-square, a to-square and an optional promotion letter, "
              "such as 'e2e4' or 'e7e8q'" };
    const auto from = parseSquare(text.substr(0, 2));
    const auto to = parseSquare(text.substr(2, 2));
    if (!from || !to)
        return Error { "malformed UCI move " + quoted(text) + ": "
            + quoted(text.substr(from ? 2 : 0, 2)) + " is not a square" };
    PieceType promo = PieceType::None;
    if (text.size() == 5) {
        promo = promotionFromLetter(text[4]);
        if (promo == PieceType::None)
            return Error { "malformed UCI move " + quoted(text) + ": " + quoted(text.substr(4))
                + " is not a promotion piece (one of q, r, b, n)" };
    }
    const MoveList legal = MoveGenerator::legalMoves(pos);
    if (auto m = findCoordinateMove(pos, legal, *from, *to, promo)) return *m;
    return Error { "illegal move " + quoted(text) + ": "
        + whyNotLegal(pos, legal, *from, *to, promo) };
}

std::string toSan(const Position& pos, Move m) {
    return toSan(pos, m, MoveGenerator::legalMoves(pos));
}

std::string toSan(const Position& pos, Move m, const MoveList& legal) {
    std::string san;
    const PieceType piece = pieceType(pos.pieceAt(m.from()));
    if (m.isCastling()) {
        san = fileOf(m.to()) == 6 ? "O-O" : "O-O-O";
    } else if (piece == PieceType::Pawn) {
        if (m.isCapture()) {
            san += static_cast<char>('a' + fileOf(m.from()));
            san += 'x';
        }
        san += squareName(m.to());
        if (m.isPromotion()) {
            san += '=';
            san += pieceTypeLetter(m.promotion());
        }
    } else {
        san += pieceTypeLetter(piece);
        // Minimal disambiguation: the file if it tells the rivals apart, else the rank,
        // else both.
        bool rival = false;
        bool rivalOnFile = false;
        bool rivalOnRank = false;
        for (Move other : legal) {
            if (other.to() != m.to() || other.from() == m.from()
                || pieceType(pos.pieceAt(other.from())) != piece)
                continue;
            rival = true;
            rivalOnFile = rivalOnFile || fileOf(other.from()) == fileOf(m.from());
            rivalOnRank = rivalOnRank || rankOf(other.from()) == rankOf(m.from());
        }
        if (rival) {
            if (!rivalOnFile) {
                san += static_cast<char>('a' + fileOf(m.from()));
            } else if (!rivalOnRank) {
                san += static_cast<char>('1' + rankOf(m.from()));
            } else {
                san += squareName(m.from());
            }
        }
        if (m.isCapture()) san += 'x';
        san += squareName(m.to());
    }

    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    if (after.isInCheck()) san += MoveGenerator::hasLegalMove(after) ? '+' : '#';
    return san;
}

Result<Move> parseSan(const Position& pos, std::string_view text) {
    return parseSan(pos, text, MoveGenerator::legalMoves(pos));
}

Result<Move> parseSan(const Position& pos, std::string_view text, const MoveList& legal) {
    const std::string_view original = trim(text);
    std::string_view s = stripSuffixes(original);
    if (s.empty()) return malformed(original, "no move is written");

    // 1. Castling, with letter O or digit zero.
    {
        std::string normal;
        for (char c : s)
            normal += (c == '0' || c == 'o') ? 'O' : c;
        if (normal == "O-O" || normal == "O-O-O") {
            const bool kingside = normal == "O-O";
            if (auto m = findCastling(legal, kingside)) return *m;
            return noLegalMove(original,
                std::string("castling ") + (kingside ? "kingside" : "queenside")
                    + " is not legal here");
        }
    }

    // 2. Long algebraic and UCI ("e2e4", "Ng1-f3", "e7e8=Q").
    if (auto lm = parseLongShape(s)) {
        const Piece mover = pos.pieceAt(lm->from);
        if (lm->piece != PieceType::None && isPiece(mover) && pieceType(mover) != lm->piece)
            return noLegalMove(original,
                "the piece on " + squareName(lm->from) + " is a "
                    + std::string(pieceTypeName(pieceType(mover))) + ", not a "
                    + std::string(pieceTypeName(lm->piece)));
        if (auto m = findCoordinateMove(pos, legal, lm->from, lm->to, lm->promotion)) return *m;
        return noLegalMove(original, whyNotLegal(pos, legal, lm->from, lm->to, lm->promotion));
    }

    // 3. SAN proper, read from the end: [promotion] <- target square <- [x] <- [from file]
    //    [from rank] <- [piece letter].
    PieceType promo = PieceType::None;
    if (s.size() >= 3 && promotionFromLetter(s.back()) != PieceType::None
        && (isRankChar(s[s.size() - 2]) || s[s.size() - 2] == '=')) {
        promo = promotionFromLetter(s.back());
        s.remove_suffix(1);
        if (s.back() == '=') s.remove_suffix(1);
    }
    if (s.size() < 2) return malformed(original, "a target square such as 'e4' is missing");
    const auto target = parseSquare(s.substr(s.size() - 2));
    if (!target) return malformed(original, "it does not end with a square such as 'e4'");
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':')) s.remove_suffix(1);

    PieceType piece = PieceType::Pawn;
    if (!s.empty() && pieceFromSanLetter(s.front()) != PieceType::None) {
        piece = pieceFromSanLetter(s.front());
        s.remove_prefix(1);
    }
    int fromFile = -1;
    int fromRank = -1;
    if (!s.empty() && isFileChar(s.front())) {
        fromFile = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty() && isRankChar(s.front())) {
        fromRank = s.front() - '1';
        s.remove_prefix(1);
    }
    if (!s.empty())
        return malformed(original,
            "unexpected " + quoted(s)
                + " (piece letters are upper case: K, Q, R, B, N; files are a to h)");
    if (piece == PieceType::Pawn && promo == PieceType::None && rankOf(*target) % 7 == 0)
        return noLegalMove(original, "a pawn reaching the last rank must promote");
    if (piece != PieceType::Pawn && promo != PieceType::None)
        return malformed(original, "only pawns promote");
    // A pawn move written without a file is a push, as in "e4"; captures name the file.
    if (piece == PieceType::Pawn && fromFile < 0) fromFile = fileOf(*target);

    std::vector<Move> matches;
    for (Move m : legal) {
        if (m.to() != *target || pieceType(pos.pieceAt(m.from())) != piece || m.isCastling())
            continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.promotion() != promo) continue;
        matches.push_back(m);
    }
    if (matches.size() == 1) return matches.front();
    if (matches.empty())
        return noLegalMove(original,
            "no " + std::string(pieceTypeName(piece)) + " can move to " + squareName(*target));
    std::string candidates;
    for (Move m : matches)
        candidates += (candidates.empty() ? "" : ", ") + toSan(pos, m);
    return Error { "ambiguous SAN " + quoted(original) + ": it could mean " + candidates };
}

} // namespace rochade
