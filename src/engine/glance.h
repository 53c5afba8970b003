// SPDX-License-Identifier: GPL-3.0-or-later
// How a beginner chooses a move: a glance at each move and the replies that take something,
// with the blind spots of HumanErrors, instead of a search.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <cstdint>
#include <random>
#include <span>

namespace rochade::engine {

/// What a beginner overlooks while choosing one move; drawn afresh for every move.
struct BlindSpots {
    bool movedPiece = false; ///< HumanErrors::hangsPiece
    bool threats = false; ///< HumanErrors::missesThreat
    bool mateInOne = false; ///< HumanErrors::missesMateInOne
    bool pawnImpulse = false; ///< HumanErrors::aimlessPawnPush
};

/// True with probability `chance` (0..1), one number drawn from `rng`.
bool chanceComesUp(double chance, std::mt19937& rng);

/// Draws the four blind spots from `rng`, always four numbers in the same order, so a seed
/// gives the same games whichever blind spots a position makes matter.
BlindSpots drawBlindSpots(const HumanErrors& errors, std::mt19937& rng);

/// A quiet pawn move with no reason a player would give: not a centre pawn (c-f files) taking
/// its place in the centre, not a d- or e-pawn's first step, not a passed pawn, not attacking
/// an enemy piece, not fleeing an attack, not in an ending of kings and pawns. `m` is legal.
bool isAimlessPawnPush(const Position& pos, Move m);

/// The beginner's move (LevelSettings::glances):
/// 1. Every legal move (only those of `searchMoves` if any is legal) is looked at once: the
///    reference evaluation after it, less the most the opponent can win by one capture in
///    reply as the static exchange counts it (captures of the moved piece unseen with
///    blind.movedPiece, captures elsewhere and the opponent's mates unseen with
///    blind.threats), plus a preference for moves with a purpose (development, castling,
///    centre pawns, checks) and against a rook or king wandering, an unforced retreat or a
///    repetition.
/// 2. A mate in one it sees is played at once.
/// 3. With blind.pawnImpulse it pushes an aimless pawn if one keeps as much material (after
///    the reply it sees) as its best move.
/// 4. Otherwise a random one of the moves within `marginCp` of its best (moves that close
///    look alike to a beginner), never an aimless pawn push while another move keeps as much
///    material.
/// `history`: the hashes of the game's earlier positions. The result's score is the chosen
/// move's perceived score from the mover's view; depth 1; nodes the positions looked at.
SearchResult glanceForMove(const Position& pos, std::span<const std::uint64_t> history,
    const BlindSpots& blind, int marginCp, std::span<const Move> searchMoves, std::mt19937& rng);

} // namespace rochade::engine
