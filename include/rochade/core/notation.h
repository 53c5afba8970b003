// SPDX-License-Identifier: GPL-3.0-or-later
// Move notation: UCI long algebraic ("e2e4", "e7e8q") and Standard Algebraic Notation.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace rochade {

/// "e2e4", "e7e8q", castling as the king's move ("e1g1"); "0000" for the null move. Without
/// the position this can be ambiguous (see below): use it for messages and logs only.
std::string toUci(Move m);
/// The same, for sending; with `chess960`, castling is written as the king moving onto its
/// own rook ("e1h1", "b1a1"), as UCI_Chess960 requires. Without it, castling is written as
/// the king's move unless a plain king move has the same squares (king f1, rook h1: Kg1 and
/// O-O are both "f1g1") or the king does not move; then it too is written king-onto-rook, so
/// it always reads back.
std::string toUci(const Position& pos, Move m, bool chess960);
/// The moves of a line from `start`, each written as toUci(position before it, move, chess960).
std::vector<std::string> toUciMoves(
    const Position& start, const std::vector<Move>& moves, bool chess960);

/// Reads a UCI move and returns the matching legal move. Accepts castling written as the
/// king moving onto its own rook ("e1h1"), as some GUIs send it (Chess960 style).
Result<Move> parseUciMove(const Position& pos, std::string_view text);

/// SAN of a legal move: piece letter, minimal disambiguation, 'x', target, "=Q", "O-O",
/// "O-O-O", and '+' or '#'.
std::string toSan(const Position& pos, Move m);
/// The same, given `legal` == MoveGenerator::legalMoves(pos) (saves generating them again).
std::string toSan(const Position& pos, Move m, const MoveList& legal);

/// Reads SAN and returns the legal move it names. Tolerant of what people and other
/// programs write: "0-0"/"0-0-0", a promotion without '=' ("e8Q", "e8q"), "e.p." suffixes,
/// a missing or superfluous 'x', trailing "+", "#", "!", "?", and UCI long algebraic.
/// Errors say whether the text is malformed, names no legal move, or is ambiguous.
Result<Move> parseSan(const Position& pos, std::string_view text);
/// The same, given `legal` == MoveGenerator::legalMoves(pos).
Result<Move> parseSan(const Position& pos, std::string_view text, const MoveList& legal);

} // namespace rochade
