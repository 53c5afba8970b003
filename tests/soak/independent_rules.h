// SPDX-License-Identifier: GPL-3.0-or-later
// A second, deliberately simple implementation of the rules the soak test checks the core
// against: attacks by scanning rays, legality by playing pseudo-legal moves, draws by counting.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <string>
#include <vector>

namespace rochade::soak {

/// True if a piece of colour `by` attacks `target`, found by looking outwards from `target`
/// along every line a piece could come from. Uses only Position::pieceAt().
bool attackedBy(const Position& pos, Square target, Color by);

/// The square of `side`'s king found by scanning the board, or kNoSquare.
Square findKing(const Position& pos, Color side);

/// The legal moves of the side to move: MoveGenerator::pseudoLegalMoves() filtered by
/// playing each move and asking attackedBy() whether the mover's king is then attacked;
/// castling additionally needs the king's start and transit squares unattacked.
std::vector<Move> legalByFiltering(const Position& pos);

/// Neither side can ever mate: no pieces but kings, one minor piece in all, or only bishops
/// that all stand on squares of one colour.
bool insufficientMaterial(const Position& pos);

/// The first four FEN fields (placement, side, castling, en passant): equal exactly for
/// positions that count as the same for repetition.
std::string repetitionKey(const Position& pos);

} // namespace rochade::soak
