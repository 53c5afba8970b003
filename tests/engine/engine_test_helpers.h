// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the engine tests: FEN set-up, colour mirroring, random positions.
#pragma once

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string_view>
#include <vector>

namespace rochade::engine::test {

/// The position of a FEN that the test knows to be valid.
inline Position fromFen(std::string_view fen) {
    auto r = parseFen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
    return r.ok() ? r.value() : Position::startPosition();
}

/// The colour-mirrored position: ranks flipped, colours swapped, the other side to move,
/// castling rights and the en-passant square mirrored too. A colour-blind evaluation scores
/// it as the negation of the original (from White's view).
inline Position mirrored(const Position& pos) {
    Position m;
    m.clear();
    for (Square s : kAllSquares) {
        const Piece p = pos.pieceAt(s);
        if (isPiece(p)) {
            EXPECT_TRUE(m.putPiece(mirrorRank(s), makePiece(~pieceColor(p), pieceType(p))));
        }
    }
    m.setSideToMove(~pos.sideToMove());
    CastlingRights r = 0;
    if (pos.hasCastlingRight(CastlingRight::WhiteKingside)) r |= bit(CastlingRight::BlackKingside);
    if (pos.hasCastlingRight(CastlingRight::WhiteQueenside))
        r |= bit(CastlingRight::BlackQueenside);
    if (pos.hasCastlingRight(CastlingRight::BlackKingside)) r |= bit(CastlingRight::WhiteKingside);
    if (pos.hasCastlingRight(CastlingRight::BlackQueenside))
        r |= bit(CastlingRight::WhiteQueenside);
    m.setCastlingRights(r);
    if (pos.enPassantSquare() != kNoSquare) m.setEnPassantSquare(mirrorRank(pos.enPassantSquare()));
    m.setHalfmoveClock(pos.halfmoveClock());
    m.setFullmoveNumber(pos.fullmoveNumber());
    return m;
}

/// The same move seen in the mirrored position.
inline Move mirrored(Move m) {
    return Move(mirrorRank(m.from()), mirrorRank(m.to()), m.flags(), m.promotion());
}

/// `count` positions reached by random legal moves from the start (seeded, so every run
/// sees the same ones), spread over openings, middlegames and some endgames. Positions
/// without a legal move are skipped.
inline std::vector<Position> randomPositions(std::uint32_t seed, int count, int maxPlies = 120) {
    std::mt19937 rng(seed);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        Position pos = Position::startPosition();
        const int plies = static_cast<int>(rng() % static_cast<unsigned>(maxPlies)) + 1;
        for (int i = 0; i < plies; ++i) {
            const MoveList moves = MoveGenerator::legalMoves(pos);
            if (moves.empty()) break;
            UndoInfo undo;
            pos.makeMove(moves[rng() % moves.size()], undo);
        }
        if (MoveGenerator::hasLegalMove(pos)) out.push_back(pos);
    }
    return out;
}

} // namespace rochade::engine::test
