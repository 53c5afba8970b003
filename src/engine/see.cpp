// SPDX-License-Identifier: GPL-3.0-or-later
// Static exchange evaluation on the mailbox: the swap list over attackers found ray by ray.
#include "rochade/engine/see.h"

#include <algorithm>
#include <array>

namespace rochade::engine {

namespace {

constexpr std::array<int, 7> kSeeValues = { 0, 100, 300, 300, 500, 900, 20000 };

/// The board as the exchange goes on: a piece that has captured leaves its square (and may
/// uncover a slider behind it); the target square's occupant does not matter.
using Board = std::array<Piece, kMailboxSize>;

Piece standing(const Board& board, int s) {
    return board[static_cast<std::size_t>(s)];
}

/// The square of `side`'s least valuable piece attacking `target` through the squares
/// still occupied, or kNoSquare. Slider rays pass the squares already emptied, which is how the
/// x-rays behind the pieces that have already captured come into play.
Square leastValuableAttacker(const Board& board, Square target, Color side) {
    // A white pawn attacks the target from the two squares diagonally below it.
    const int back = side == Color::White ? dir::South : dir::North;
    const Piece pawn = makePiece(side, PieceType::Pawn);
    for (int d : { back + dir::West, back + dir::East })
        if (standing(board, target + d) == pawn) return static_cast<Square>(target + d);
    const Piece knight = makePiece(side, PieceType::Knight);
    for (int d : dir::kKnight)
        if (standing(board, target + d) == knight) return static_cast<Square>(target + d);

    // The first piece on each line; the cheapest slider that moves along that line wins.
    Square best = kNoSquare;
    int bestValue = kSeeValues[static_cast<std::size_t>(index(PieceType::King))] + 1;
    const auto scan = [&](int d, PieceType lineMover) {
        int s = target + d;
        Piece p = standing(board, s);
        while (p == Piece::Empty) {
            s += d;
            p = standing(board, s);
        }
        if (!isPiece(p) || pieceColor(p) != side) return;
        const PieceType t = pieceType(p);
        if (t != lineMover && t != PieceType::Queen) return;
        const int v = seeValue(t);
        if (v < bestValue) {
            bestValue = v;
            best = static_cast<Square>(s);
        }
    };
    for (int d : dir::kBishop)
        scan(d, PieceType::Bishop);
    for (int d : dir::kRook)
        scan(d, PieceType::Rook);
    if (best != kNoSquare) return best;

    const Piece king = makePiece(side, PieceType::King);
    for (int d : dir::kKing)
        if (standing(board, target + d) == king) return static_cast<Square>(target + d);
    return kNoSquare;
}

/// The value of the piece `m` puts on its target square (the promoted piece, if any).
int valueAfterMove(const Position& pos, Move m) {
    return m.isPromotion() ? seeValue(m.promotion()) : seeValue(pieceType(pos.pieceAt(m.from())));
}

/// What the move itself wins before any recapture: the victim, plus the promotion's gain.
int immediateGain(const Position& pos, Move m) {
    int gain
        = m.isEnPassant() ? seeValue(PieceType::Pawn) : seeValue(pieceType(pos.pieceAt(m.to())));
    if (m.isPromotion()) gain += seeValue(m.promotion()) - seeValue(PieceType::Pawn);
    return gain;
}

} // namespace

int seeValue(PieceType t) {
    return kSeeValues[static_cast<std::size_t>(index(t))];
}

int staticExchange(const Position& pos, Move m) {
    const Square target = m.to();
    Board board;
    for (std::size_t s = 0; s < board.size(); ++s)
        board[s] = pos.pieceAt(static_cast<Square>(s));
    board[m.from()] = Piece::Empty;
    // The pawn taken en passant is not on the target square, but it leaves its own, which
    // may open a line onto the target.
    if (m.isEnPassant()) {
        const int taken = target + (m.from() < target ? dir::South : dir::North);
        board[static_cast<std::size_t>(taken)] = Piece::Empty;
    }

    // 1. The swap list: gain[d] is what the side making capture d has won so far, if the
    // exchange stopped right after it.
    std::array<int, 34> gain {};
    gain[0] = immediateGain(pos, m);
    int onTarget = valueAfterMove(pos, m);
    Color side = ~pos.sideToMove();
    std::size_t depth = 0;
    while (depth + 1 < gain.size()) {
        const Square from = leastValuableAttacker(board, target, side);
        if (from == kNoSquare) break;
        const PieceType attacker = pieceType(board[from]);
        board[from] = Piece::Empty;
        // A king may only take last: if the other side still attacks the square, it may not.
        if (attacker == PieceType::King && leastValuableAttacker(board, target, ~side) != kNoSquare)
            break;
        ++depth;
        gain[depth] = onTarget - gain[depth - 1];
        // A pawn that recaptures on the last rank becomes a queen.
        const int lastRank = side == Color::White ? 7 : 0;
        const bool promotes = attacker == PieceType::Pawn && rankOf(target) == lastRank;
        if (promotes) gain[depth] += seeValue(PieceType::Queen) - seeValue(PieceType::Pawn);
        onTarget = promotes ? seeValue(PieceType::Queen) : seeValue(attacker);
        side = ~side;
    }
    // 2. Back up the list: each side takes only when it pays better than stopping.
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

bool staticExchangeAtLeast(const Position& pos, Move m, int threshold) {
    // Taking with a piece worth no more than the victim never loses: the opponent can at
    // worst take back what was spent.
    if (!m.isPromotion() && threshold <= 0 && m.isCapture()
        && valueAfterMove(pos, m) <= immediateGain(pos, m))
        return true;
    return staticExchange(pos, m) >= threshold;
}

} // namespace rochade::engine
