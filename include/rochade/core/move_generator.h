// SPDX-License-Identifier: GPL-3.0-or-later
// Legal and pseudo-legal move generation on the mailbox.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

namespace rochade {

/// Stateless move generation. Every function is thread-safe (it only reads the position).
///
/// Legal moves are generated directly, not by playing each move and testing the king: the
/// generator first finds the pieces giving check and the pieces pinned to the king, then
/// emits only the moves that resolve the check and keep pinned pieces on their pin line.
/// Only en-passant captures (rare, and with the two-pawns-leave-the-rank case) are checked
/// by playing them.
class MoveGenerator {
public:
    /// All legal moves of the side to move (promotions as four moves each).
    static MoveList legalMoves(const Position& pos);
    /// Legal captures and promotions only, for quiescence search.
    static MoveList legalNoisyMoves(const Position& pos);
    /// Number of legal moves; faster than legalMoves().size() is not promised, same answer.
    static int countLegalMoves(const Position& pos);
    /// True if the side to move has at least one legal move.
    static bool hasLegalMove(const Position& pos);
    /// True if `m` is one of the legal moves in `pos` (validates hash moves and user input).
    static bool isLegal(const Position& pos, Move m);

    /// Pseudo-legal moves of `side`, whoever is to move: the geometry of every piece with
    /// paths clear, own pieces not captured, the king's safety ignored, castling included
    /// only when its squares are empty and its rights exist. The evaluation's space term
    /// counts these, as the thesis does.
    static MoveList pseudoLegalMoves(const Position& pos, Color side);
};

/// Counts the leaf nodes of the legal move tree to `depth` (the standard "perft"); the last
/// ply is counted in bulk from the move count.
std::uint64_t perft(Position& pos, int depth);

} // namespace rochade
