// SPDX-License-Identifier: GPL-3.0-or-later
// The soak test's second implementation of attacks, legality and draws (see the header).
#include "independent_rules.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include <algorithm>
#include <array>

namespace rochade::soak {

namespace {

constexpr std::array<int, 8> kKnightSteps = { -21, -19, -12, -8, 8, 12, 19, 21 };
constexpr std::array<int, 8> kKingSteps = { -11, -10, -9, -1, 1, 9, 10, 11 };
constexpr std::array<int, 4> kStraight = { -10, -1, 1, 10 };
constexpr std::array<int, 4> kDiagonal = { -11, -9, 9, 11 };

Square step(Square s, int offset) {
    return static_cast<Square>(static_cast<int>(s) + offset);
}

bool holds(const Position& pos, Square s, Color c, PieceType t) {
    return pos.pieceAt(s) == makePiece(c, t);
}

/// The first piece along `offset` from `from` (Offboard when the ray leaves the board).
Piece firstAlongRay(const Position& pos, Square from, int offset) {
    Square s = step(from, offset);
    while (pos.pieceAt(s) == Piece::Empty)
        s = step(s, offset);
    return pos.pieceAt(s);
}

} // namespace

bool attackedBy(const Position& pos, Square target, Color by) {
    if (!isOnBoard(target)) return false;
    // A white pawn attacks forwards (+9, +11), so it stands 9 or 11 below the target.
    const int pawnSide = by == Color::White ? -1 : 1;
    if (holds(pos, step(target, 9 * pawnSide), by, PieceType::Pawn)
        || holds(pos, step(target, 11 * pawnSide), by, PieceType::Pawn))
        return true;
    for (const int offset : kKnightSteps)
        if (holds(pos, step(target, offset), by, PieceType::Knight)) return true;
    for (const int offset : kKingSteps)
        if (holds(pos, step(target, offset), by, PieceType::King)) return true;
    for (const int offset : kStraight) {
        const Piece p = firstAlongRay(pos, target, offset);
        if (p == makePiece(by, PieceType::Rook) || p == makePiece(by, PieceType::Queen))
            return true;
    }
    for (const int offset : kDiagonal) {
        const Piece p = firstAlongRay(pos, target, offset);
        if (p == makePiece(by, PieceType::Bishop) || p == makePiece(by, PieceType::Queen))
            return true;
    }
    return false;
}

Square findKing(const Position& pos, Color side) {
    for (int i = 0; i < 64; ++i)
        if (holds(pos, fromIndex64(i), side, PieceType::King)) return fromIndex64(i);
    return kNoSquare;
}

std::vector<Move> legalByFiltering(const Position& pos) {
    const Color us = pos.sideToMove();
    const Color them = ~us;
    std::vector<Move> legal;
    for (const Move m : MoveGenerator::pseudoLegalMoves(pos, us)) {
        if (m.isCastling()) {
            const int direction = m.to() > m.from() ? 1 : -1;
            if (attackedBy(pos, m.from(), them) || attackedBy(pos, step(m.from(), direction), them))
                continue;
        }
        Position after = pos;
        UndoInfo undo;
        after.makeMove(m, undo);
        const Square king = findKing(after, us);
        if (king != kNoSquare && !attackedBy(after, king, them)) legal.push_back(m);
    }
    return legal;
}

bool insufficientMaterial(const Position& pos) {
    int minors = 0;
    int bishops = 0;
    int lightBishops = 0;
    for (int i = 0; i < 64; ++i) {
        const Square s = fromIndex64(i);
        const Piece p = pos.pieceAt(s);
        if (p == Piece::Empty) continue;
        switch (pieceType(p)) {
        case PieceType::King:
            break;
        case PieceType::Bishop:
            ++minors;
            ++bishops;
            lightBishops += (fileOf(s) + rankOf(s)) % 2;
            break;
        case PieceType::Knight:
            ++minors;
            break;
        default:
            return false; // pawns, rooks and queens can always mate in some line
        }
    }
    if (minors <= 1) return true;
    return minors == bishops && (lightBishops == 0 || lightBishops == bishops);
}

std::string repetitionKey(const Position& pos) {
    std::string fen = toFen(pos);
    std::size_t spaces = 0;
    for (std::size_t i = 0; i < fen.size(); ++i)
        if (fen[i] == ' ' && ++spaces == 4) return fen.substr(0, i);
    return fen;
}

} // namespace rochade::soak
