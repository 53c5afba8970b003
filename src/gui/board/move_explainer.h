// SPDX-License-Identifier: GPL-3.0-or-later
// Plain-words descriptions of moves for the board: what a target does, why a move is refused.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QString>

namespace rochade::gui {

/// The moves in `legal` that take the piece on `from` to `to`: one move, four promotions,
/// or none. A king dropped onto its own rook counts as that side's castling move.
MoveList movesBetween(const Position& pos, const MoveList& legal, Square from, Square to);

/// The square of the rook a castling move brings into play: h1/a1/h8/a8 in the standard game,
/// the rook's own start square in Chess960.
Square castlingRookSquare(const Position& pos, Move castling);
/// True if the king's own target square of `castling` names it without doubt: the king goes
/// exactly two squares sideways (always in the standard game). A Chess960 king that moves one
/// square or none, or three or more, castles only by being put onto its rook.
bool isCastlingByKingSquare(Move castling);

/// "Castle kingside", "Castle queenside", "En passant", "Promote"; empty for an ordinary move.
QString specialMoveName(Move m);

/// "the knight on g1" (lower case; empty for an empty square).
QString describePieceOn(const Position& pos, Square s);

/// "Knight", "Queen" ... standing alone, capitalised (lists, table cells); empty for None.
QString translatedPieceName(PieceType t);

/// "White" or "Black".
QString colorName(Color c);

/// Why the piece on `s` cannot be picked up: "That square is empty" or "Not your piece: it
/// is White's turn"; empty when it is a piece of the side to move.
QString explainNotSelectable(const Position& pos, Square s);

/// Why the user may not play from `from` to `to`, in one sentence for the status bar, e.g.
/// "The knight on g1 cannot move to g3: a knight cannot move like that", "... your king
/// would be in check", "... you must get out of check", "Not your piece: it is White's
/// turn". `legal` is what the user may play; only the reason is computed here, the rules
/// stay in the core (pseudo-legal generation tells a bad geometry from an exposed king).
/// Empty when from == to.
QString explainRejectedMove(const Position& pos, const MoveList& legal, Square from, Square to);

/// Why the own piece on `s` has no move in `legal`: "The rook on a1 has no legal move",
/// with ": your king would be in check" when it is pinned, ": you must get out of check"
/// in check, or "No move can be played now" when `legal` is empty.
QString explainImmobile(const Position& pos, const MoveList& legal, Square s);

} // namespace rochade::gui
