// SPDX-License-Identifier: GPL-3.0-or-later
// Chess960 start positions from their number.
#include "rochade/core/chess960.h"

#include <cassert>
#include <string>

namespace rochade {

std::array<PieceType, 8> chess960BackRank(int number) {
    assert(number >= 0 && number < kChess960Positions);
    std::array<PieceType, 8> rank {};
    rank.fill(PieceType::None);
    // The k-th still empty file (0-based), from the a-file.
    const auto freeFile = [&rank](int k) {
        for (std::size_t f = 0; f < rank.size(); ++f)
            if (rank[f] == PieceType::None && k-- == 0) return f;
        return rank.size();
    };
    int n = number;
    rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = PieceType::Bishop; // light: b d f h
    n /= 4;
    rank[static_cast<std::size_t>(2 * (n % 4))] = PieceType::Bishop; // dark: a c e g
    n /= 4;
    rank[freeFile(n % 6)] = PieceType::Queen;
    n /= 6;
    // n = 0..9 picks two of the five free squares in the order 01 02 03 04 12 13 14 23 24 34.
    int first = 0;
    int second = 1;
    for (int i = 0; i < n; ++i) {
        if (++second == 5) second = ++first + 1;
    }
    const std::size_t knight2 = freeFile(second);
    const std::size_t knight1 = freeFile(first);
    rank[knight2] = PieceType::Knight;
    rank[knight1] = PieceType::Knight;
    rank[freeFile(0)] = PieceType::Rook;
    rank[freeFile(0)] = PieceType::King;
    rank[freeFile(0)] = PieceType::Rook;
    return rank;
}

Result<Position> chess960StartPosition(int number) {
    if (number < 0 || number >= kChess960Positions)
        return Error { "Chess960 start positions are numbered 0 to 959, not "
            + std::to_string(number) };
    const std::array<PieceType, 8> rank = chess960BackRank(number);
    Position pos;
    bool queensideRook = true;
    for (int f = 0; f < 8; ++f) {
        const PieceType t = rank[static_cast<std::size_t>(f)];
        [[maybe_unused]] bool ok = pos.putPiece(makeSquare(f, 0), makePiece(Color::White, t));
        ok = ok && pos.putPiece(makeSquare(f, 1), Piece::WhitePawn);
        ok = ok && pos.putPiece(makeSquare(f, 6), Piece::BlackPawn);
        ok = ok && pos.putPiece(makeSquare(f, 7), makePiece(Color::Black, t));
        assert(ok);
        if (t != PieceType::Rook) continue;
        const bool queenside = queensideRook; // the first rook from the a-file
        queensideRook = false;
        pos.setCastlingRookSquare(
            queenside ? CastlingRight::WhiteQueenside : CastlingRight::WhiteKingside,
            makeSquare(f, 0));
        pos.setCastlingRookSquare(
            queenside ? CastlingRight::BlackQueenside : CastlingRight::BlackKingside,
            makeSquare(f, 7));
    }
    pos.setCastlingRights(bit(CastlingRight::All));
    pos.setChess960(true);
    return pos;
}

int chess960NumberOf(const Position& pos) {
    if (!pos.isChess960()) return -1;
    // chess960BackRank() run backwards on White's back rank: the bishops' files, then the
    // queen's and the knights' places among the files still free. The position is then
    // compared whole (pawns, Black, the rights), so anything else gives -1.
    std::array<PieceType, 8> rank {};
    for (int f = 0; f < 8; ++f)
        rank[static_cast<std::size_t>(f)] = pieceType(pos.pieceAt(makeSquare(f, 0)));
    int light = -1;
    int dark = -1;
    for (int f = 0; f < 8; ++f) {
        if (rank[static_cast<std::size_t>(f)] != PieceType::Bishop) continue;
        (f % 2 == 1 ? light : dark) = f / 2;
    }
    if (light < 0 || dark < 0) return -1;
    int queen = -1;
    int knights[2] = { -1, -1 };
    int freeIndex = 0; // the place among the files without a bishop
    for (std::size_t f = 0; f < rank.size(); ++f) {
        const PieceType t = rank[f];
        if (t == PieceType::Bishop) continue;
        if (t == PieceType::Queen) queen = freeIndex;
        ++freeIndex;
    }
    freeIndex = 0; // now among the files without a bishop or the queen
    for (std::size_t f = 0; f < rank.size(); ++f) {
        const PieceType t = rank[f];
        if (t == PieceType::Bishop || t == PieceType::Queen) continue;
        if (t == PieceType::Knight) (knights[0] < 0 ? knights[0] : knights[1]) = freeIndex;
        ++freeIndex;
    }
    if (queen < 0 || knights[1] < 0) return -1;
    // The pairs 01 02 03 04 12 13 14 23 24 34 numbered 0..9.
    int pair = 0;
    for (int first = 0; first < knights[0]; ++first)
        pair += 4 - first;
    pair += knights[1] - knights[0] - 1;
    const int number = light + 4 * (dark + 4 * (queen + 6 * pair));
    if (number < 0 || number >= kChess960Positions) return -1;
    const Result<Position> start = chess960StartPosition(number);
    return start.ok() && start.value() == pos ? number : -1;
}

} // namespace rochade
