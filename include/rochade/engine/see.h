// SPDX-License-Identifier: GPL-3.0-or-later
// Static exchange evaluation: what a capture wins or loses once every recapture is made.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

namespace rochade::engine {

/// The values the exchange is counted in, in centipawns (the king is priceless: it may
/// only capture last). Round numbers on purpose: SEE decides which captures are worth a
/// look, and these values make its answers the ones a player would give.
int seeValue(PieceType t);

/// The material the side to move gains (negative: loses) by playing the capture or
/// promotion `m` on `pos` if both sides then keep recapturing on m.to() with their least
/// valuable piece, each free to stop when going on would lose more. Pieces behind the
/// capturing ones on the same line (x-rays: a rook behind a rook, a bishop behind a queen)
/// join in as the line clears. Pins are ignored. 0 for a quiet move that can be taken by
/// nothing, the moving piece's loss if it is attacked and undefended, and so on: a quiet
/// move is read as moving the piece there and seeing whether it survives.
/// Precondition: `m` is a legal move of `pos`. Thread-safe (reads `pos` only).
int staticExchange(const Position& pos, Move m);

/// True if staticExchange(pos, m) >= threshold, often answered without finishing the
/// exchange.
bool staticExchangeAtLeast(const Position& pos, Move m, int threshold);

} // namespace rochade::engine
