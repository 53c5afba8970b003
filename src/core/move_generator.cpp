// SPDX-License-Identifier: GPL-3.0-or-later
// Legal move generation on the mailbox: checkers and pins first, then only legal moves.
#include "rochade/core/move_generator.h"

#include <cstdlib>

namespace rochade {

namespace {

// Mailbox square -> bit of a 64-bit set (a1 = bit 0). Sentinels map to bit 0 but are never
// looked up: generators only test squares they have found on the board.
constexpr std::array<std::uint64_t, kMailboxSize> kSquareBit = [] {
    std::array<std::uint64_t, kMailboxSize> a {};
    for (int i = 0; i < 64; ++i)
        a[fromIndex64(i)] = std::uint64_t { 1 } << i;
    return a;
}();

constexpr bool isOrthogonal(int d) {
    return d == dir::North || d == dir::South || d == dir::East || d == dir::West;
}

constexpr std::array<PieceType, 4> kPromotions
    = { PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight };

Piece pieceOn(const Position& pos, int s) {
    return pos.pieceAt(static_cast<Square>(s));
}

/// isAttacked() as if the squares `ignore` and `ignore2` were empty: a king stepping back
/// along a checking ray is still attacked through the square it leaves, and a castling
/// king is attacked through the square its rook leaves.
bool attackedIgnoring(
    const Position& pos, Square s, Color by, Square ignore, Square ignore2 = kNoSquare) {
    const int back = by == Color::White ? dir::South : dir::North;
    const Piece pawn = makePiece(by, PieceType::Pawn);
    if (pieceOn(pos, s + back - 1) == pawn || pieceOn(pos, s + back + 1) == pawn) return true;
    const Piece knight = makePiece(by, PieceType::Knight);
    for (int d : dir::kKnight)
        if (pieceOn(pos, s + d) == knight) return true;
    const Piece king = makePiece(by, PieceType::King);
    const Piece queen = makePiece(by, PieceType::Queen);
    const Piece rook = makePiece(by, PieceType::Rook);
    const Piece bishop = makePiece(by, PieceType::Bishop);
    for (int d : dir::kKing) {
        if (pieceOn(pos, s + d) == king) return true;
        const Piece slider = isOrthogonal(d) ? rook : bishop;
        int t = s + d;
        while (pieceOn(pos, t) == Piece::Empty || t == ignore || t == ignore2)
            t += d;
        const Piece p = pieceOn(pos, t);
        if (p == slider || p == queen) return true;
    }
    return false;
}

/// True if every square from a to b (both included, same rank) is empty or is one of the
/// two castling pieces.
bool pathClear(const Position& pos, int a, int b, Square king, Square rook) {
    const int step = a < b ? 1 : -1;
    for (int s = a;; s += step) {
        if (pieceOn(pos, s) != Piece::Empty && s != king && s != rook) return false;
        if (s == b) return true;
    }
}

/// Pushes the castling moves of `side`, encoded as the king's move to g1/c1 (g8/c8) with
/// the Castling flag; the rook is the one the right names (Position::castlingRookSquare).
/// Chess960 rules: king and rook end on the standard squares, every square either passes
/// over is empty but for the two of them, and (when CheckSafety) no square the king stands
/// on, crosses or lands on is attacked. The caller has checked that the king is not in check.
/// Attacks are tested with king and rook lifted: a castling rook can shield the king's
/// target along the back rank (rook b1, king c1 or d1, an enemy rook on a1: once the rook
/// has gone to d1, c1 is attacked).
template <bool CheckSafety> void addCastling(const Position& pos, Color side, MoveList& list) {
    const bool white = side == Color::White;
    const CastlingRights ours = pos.castlingRights()
        & (white ? bit(CastlingRight::WhiteKingside) | bit(CastlingRight::WhiteQueenside)
                 : bit(CastlingRight::BlackKingside) | bit(CastlingRight::BlackQueenside));
    if (ours == 0) return;
    const Square king = pos.kingSquare(side);
    const int homeRank = white ? 0 : 7;
    if (king == kNoSquare || rankOf(king) != homeRank) return;
    for (const bool kingside : { true, false }) {
        const CastlingRight right = white
            ? (kingside ? CastlingRight::WhiteKingside : CastlingRight::WhiteQueenside)
            : (kingside ? CastlingRight::BlackKingside : CastlingRight::BlackQueenside);
        if (!(ours & bit(right))) continue;
        const Square rook = pos.castlingRookSquare(right);
        if (pos.pieceAt(rook) != makePiece(side, PieceType::Rook)) continue;
        const Square kingTo = makeSquare(kingside ? 6 : 2, homeRank);
        const Square rookTo = makeSquare(kingside ? 5 : 3, homeRank);
        if (!pathClear(pos, king, kingTo, king, rook) || !pathClear(pos, rook, rookTo, king, rook))
            continue;
        if constexpr (CheckSafety) {
            bool safe = true;
            const int step = kingTo > king ? 1 : -1;
            for (int s = king + step; safe && s != kingTo + step; s += step)
                safe = !attackedIgnoring(pos, static_cast<Square>(s), ~side, king, rook);
            if (king == kingTo) safe = !attackedIgnoring(pos, kingTo, ~side, king, rook);
            if (!safe) continue;
        }
        list.push(Move(king, kingTo, Move::Castling));
    }
}

struct Pin {
    Square square;
    int direction;
};

/// Generates legal moves; with NoisyOnly, only captures and promotions.
template <bool NoisyOnly> void generateLegal(const Position& pos, MoveList& list) {
    const Color us = pos.sideToMove();
    const Color them = ~us;
    const std::uint8_t ourFlag = colorFlag(us);
    const std::uint8_t theirFlag = colorFlag(them);
    const Square king = pos.kingSquare(us);
    if (king == kNoSquare) return;
    const auto isOurs
        = [ourFlag](Piece p) { return (static_cast<std::uint8_t>(p) & ourFlag) != 0; };
    const auto isTheirs
        = [theirFlag](Piece p) { return (static_cast<std::uint8_t>(p) & theirFlag) != 0; };

    // 1. Checkers and pins, found by walking the eight rays and the knight and pawn
    //    squares around our king. `evasion` is the set of squares a non-king move may end
    //    on: everything when not in check, else the checker and the squares between.
    int checkers = 0;
    std::uint64_t evasion = ~std::uint64_t { 0 };
    std::array<Pin, 8> pins {};
    int pinCount = 0;
    const Piece theirQueen = makePiece(them, PieceType::Queen);
    for (int d : dir::kKing) {
        const Piece slider = makePiece(them, isOrthogonal(d) ? PieceType::Rook : PieceType::Bishop);
        int t = king + d;
        while (pieceOn(pos, t) == Piece::Empty)
            t += d;
        const Piece p = pieceOn(pos, t);
        if (p == slider || p == theirQueen) {
            ++checkers;
            std::uint64_t ray = 0;
            for (int r = king + d; r != t + d; r += d)
                ray |= kSquareBit[static_cast<std::size_t>(r)];
            evasion &= ray;
        } else if (isOurs(p)) {
            int beyond = t + d;
            while (pieceOn(pos, beyond) == Piece::Empty)
                beyond += d;
            const Piece q = pieceOn(pos, beyond);
            if (q == slider || q == theirQueen)
                pins[static_cast<std::size_t>(pinCount++)] = { static_cast<Square>(t), d };
        }
    }
    const Piece theirKnight = makePiece(them, PieceType::Knight);
    for (int d : dir::kKnight) {
        const int from = king + d;
        if (pieceOn(pos, from) == theirKnight) {
            ++checkers;
            evasion &= kSquareBit[static_cast<std::size_t>(from)];
        }
    }
    const Piece theirPawn = makePiece(them, PieceType::Pawn);
    for (int side : { -1, 1 }) {
        const int s = king + pawnStep(us) + side;
        if (pieceOn(pos, s) == theirPawn) {
            ++checkers;
            evasion &= kSquareBit[static_cast<std::size_t>(s)];
        }
    }

    // 2. King moves: to any square not attacked once the king has left its own.
    for (int d : dir::kKing) {
        const auto t = static_cast<Square>(king + d);
        const Piece p = pos.pieceAt(t);
        const bool capture = isTheirs(p);
        if ((capture || (!NoisyOnly && p == Piece::Empty)) && !attackedIgnoring(pos, t, them, king))
            list.push(Move(king, t, capture ? Move::Capture : Move::Quiet));
    }
    if (checkers > 1) return;

    // Castling: rights imply king and rook on their start squares (validated positions).
    if (!NoisyOnly && checkers == 0) addCastling<true>(pos, us, list);

    const auto pinDirection = [&pins, pinCount](Square s) {
        for (int i = 0; i < pinCount; ++i)
            if (pins[static_cast<std::size_t>(i)].square == s)
                return pins[static_cast<std::size_t>(i)].direction;
        return 0;
    };
    const auto allowed
        = [evasion](int t) { return (evasion & kSquareBit[static_cast<std::size_t>(t)]) != 0; };
    const auto alongPin = [](int pin, int d) { return pin == 0 || d == pin || d == -pin; };

    // 3. Every other piece, from the piece list.
    const int fwd = pawnStep(us);
    const int startRank = us == Color::White ? 1 : 6;
    const int lastRank = us == Color::White ? 7 : 0;
    for (const Square s : pos.pieceSquares(us)) {
        const Piece piece = pos.pieceAt(s);
        const PieceType type = pieceType(piece);
        if (type == PieceType::King) continue;
        const int pin = pinDirection(s);
        switch (type) {
        case PieceType::Pawn: {
            const int one = s + fwd;
            if (alongPin(pin, fwd) && pieceOn(pos, one) == Piece::Empty) {
                if (rankOf(static_cast<Square>(one)) == lastRank) {
                    if (allowed(one))
                        for (PieceType promo : kPromotions)
                            list.push(Move(s, static_cast<Square>(one), Move::Quiet, promo));
                } else if (!NoisyOnly) {
                    if (allowed(one)) list.push(Move(s, static_cast<Square>(one)));
                    const int two = one + fwd;
                    if (rankOf(s) == startRank && pieceOn(pos, two) == Piece::Empty && allowed(two))
                        list.push(Move(s, static_cast<Square>(two), Move::DoublePush));
                }
            }
            for (int side : { -1, 1 }) {
                const int d = fwd + side;
                if (!alongPin(pin, d)) continue;
                const auto t = static_cast<Square>(s + d);
                if (isTheirs(pos.pieceAt(t))) {
                    if (!allowed(t)) continue;
                    if (rankOf(t) == lastRank)
                        for (PieceType promo : kPromotions)
                            list.push(Move(s, t, Move::Capture, promo));
                    else
                        list.push(Move(s, t, Move::Capture));
                } else if (t == pos.enPassantSquare()) {
                    // Rare, and the one capture that removes a piece from another square
                    // (possibly uncovering the king along the rank): test it by playing it.
                    const Move m(s, t, Move::Capture | Move::EnPassant);
                    Position after = pos;
                    UndoInfo undo;
                    after.makeMove(m, undo);
                    if (!after.isAttacked(king, them)) list.push(m);
                }
            }
            break;
        }
        case PieceType::Knight:
            if (pin != 0) break;
            for (int d : dir::kKnight) {
                const int t = s + d;
                const Piece p = pieceOn(pos, t);
                if (((!NoisyOnly && p == Piece::Empty) || isTheirs(p)) && allowed(t))
                    list.push(
                        Move(s, static_cast<Square>(t), isTheirs(p) ? Move::Capture : Move::Quiet));
            }
            break;
        default: {
            const bool diagonal = type != PieceType::Rook;
            const bool straight = type != PieceType::Bishop;
            for (int d : dir::kKing) {
                if ((isOrthogonal(d) ? !straight : !diagonal) || !alongPin(pin, d)) continue;
                int t = s + d;
                while (pieceOn(pos, t) == Piece::Empty) {
                    if (!NoisyOnly && allowed(t)) list.push(Move(s, static_cast<Square>(t)));
                    t += d;
                }
                if (isTheirs(pieceOn(pos, t)) && allowed(t))
                    list.push(Move(s, static_cast<Square>(t), Move::Capture));
            }
            break;
        }
        }
    }
}

} // namespace

MoveList MoveGenerator::legalMoves(const Position& pos) {
    MoveList list;
    generateLegal<false>(pos, list);
    return list;
}

MoveList MoveGenerator::legalNoisyMoves(const Position& pos) {
    MoveList list;
    generateLegal<true>(pos, list);
    return list;
}

int MoveGenerator::countLegalMoves(const Position& pos) {
    return static_cast<int>(legalMoves(pos).size());
}

bool MoveGenerator::hasLegalMove(const Position& pos) {
    return !legalMoves(pos).empty();
}

bool MoveGenerator::isLegal(const Position& pos, Move m) {
    return legalMoves(pos).contains(m);
}

MoveList MoveGenerator::pseudoLegalMoves(const Position& pos, Color side) {
    MoveList list;
    const std::uint8_t theirFlag = colorFlag(~side);
    const auto isTheirs
        = [theirFlag](Piece p) { return (static_cast<std::uint8_t>(p) & theirFlag) != 0; };
    const int fwd = pawnStep(side);
    const int startRank = side == Color::White ? 1 : 6;
    const int lastRank = side == Color::White ? 7 : 0;
    for (const Square s : pos.pieceSquares(side)) {
        const PieceType type = pieceType(pos.pieceAt(s));
        switch (type) {
        case PieceType::Pawn: {
            const int one = s + fwd;
            if (pieceOn(pos, one) == Piece::Empty) {
                if (rankOf(static_cast<Square>(one)) == lastRank) {
                    for (PieceType promo : kPromotions)
                        list.push(Move(s, static_cast<Square>(one), Move::Quiet, promo));
                } else {
                    list.push(Move(s, static_cast<Square>(one)));
                    if (rankOf(s) == startRank && pieceOn(pos, one + fwd) == Piece::Empty)
                        list.push(Move(s, static_cast<Square>(one + fwd), Move::DoublePush));
                }
            }
            for (int side2 : { -1, 1 }) {
                const auto t = static_cast<Square>(s + fwd + side2);
                if (isTheirs(pos.pieceAt(t))) {
                    if (rankOf(t) == lastRank)
                        for (PieceType promo : kPromotions)
                            list.push(Move(s, t, Move::Capture, promo));
                    else
                        list.push(Move(s, t, Move::Capture));
                } else if (side == pos.sideToMove() && t == pos.enPassantSquare()) {
                    list.push(Move(s, t, Move::Capture | Move::EnPassant));
                }
            }
            break;
        }
        case PieceType::Knight:
        case PieceType::King: {
            const auto& steps = type == PieceType::Knight ? dir::kKnight : dir::kKing;
            for (int d : steps) {
                const Piece p = pieceOn(pos, s + d);
                if (p == Piece::Empty || isTheirs(p))
                    list.push(Move(
                        s, static_cast<Square>(s + d), isTheirs(p) ? Move::Capture : Move::Quiet));
            }
            break;
        }
        default: {
            for (int d : dir::kKing) {
                if (isOrthogonal(d) ? type == PieceType::Bishop : type == PieceType::Rook) continue;
                int t = s + d;
                while (pieceOn(pos, t) == Piece::Empty) {
                    list.push(Move(s, static_cast<Square>(t)));
                    t += d;
                }
                if (isTheirs(pieceOn(pos, t)))
                    list.push(Move(s, static_cast<Square>(t), Move::Capture));
            }
            break;
        }
        }
    }
    // Castling as geometry only: rights held and the squares between empty.
    addCastling<false>(pos, side, list);
    return list;
}

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    const MoveList moves = MoveGenerator::legalMoves(pos);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    UndoInfo undo;
    for (const Move m : moves) {
        pos.makeMove(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

} // namespace rochade
