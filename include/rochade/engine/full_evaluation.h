// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation: the thesis's three parts (material, positional terms, controlled
// space) with weights tuned on games, a middlegame and an endgame value per weight, tapered
// by the game phase, and the terms a player would name that the thesis leaves out.
#pragma once

#include "rochade/core/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rochade::engine {

/// What each weight of the Full evaluation counts: features are counted White minus Black,
/// so a weight is the value of one such thing for its owner. docs/evaluation.md describes
/// each. The index layout is part of the weight tables below.
namespace full {
// Material (part 1): pawn, knight, bishop, rook, queen.
constexpr int kMaterial = 0;
// Positional terms (part 2).
/// Piece-square tables: (type - 1) * 32 + rank from the own side * 4 + file folded to a-d.
constexpr int kPieceSquare = 5;
constexpr int kPieceSquareSize = 6 * 32;
constexpr int kIsolatedPawn = kPieceSquare + kPieceSquareSize; ///< no own pawn on a next file
constexpr int kDoubledPawn = kIsolatedPawn + 1; ///< an own pawn in front on the same file
constexpr int kBackwardPawn = kDoubledPawn + 1; ///< no neighbour level or behind, stop attacked
constexpr int kSupportedPawn = kBackwardPawn + 1; ///< guarded by a pawn or beside one
constexpr int kPassedPawn = kSupportedPawn + 1; ///< 6 weights: passed pawn on rank 2..7
constexpr int kPassedKingDistance = kPassedPawn + 6; ///< enemy minus own king distance to its stop
constexpr int kBishopPair = kPassedKingDistance + 1; ///< two or more bishops
constexpr int kRookOpenFile = kBishopPair + 1; ///< no pawn at all on the rook's file
constexpr int kRookHalfOpenFile = kRookOpenFile + 1; ///< only enemy pawns on it
constexpr int kRookSeventh = kRookHalfOpenFile + 1; ///< on the rank before the enemy's back rank
constexpr int kKingShelter = kRookSeventh + 1; ///< own pawns 1-2 ranks in front of the king
constexpr int kKingOpenFile = kKingShelter + 1; ///< king's or next file without own pawns
constexpr int kKingAttack = kKingOpenFile + 1; ///< piece moves onto the enemy king's zone
constexpr int kTempo = kKingAttack + 1; ///< the side to move
// Threats: what a player sees first on the board, an enemy piece that can be won.
constexpr int kThreatByPawn = kTempo + 1; ///< enemy knight, bishop, rook or queen a pawn attacks
constexpr int kThreatByMinor = kThreatByPawn + 1; ///< enemy rook or queen a knight/bishop attacks
constexpr int kThreatByRook = kThreatByMinor + 1; ///< enemy queen a rook attacks
constexpr int kHangingPiece = kThreatByRook + 1; ///< enemy piece attacked and not defended
constexpr int kWeakPawnAttacked = kHangingPiece + 1; ///< enemy pawn attacked and not defended
/// 6 weights: 1, 2, ..., 6 or more own pieces attack the enemy king's zone, own queen on the
/// board (an attack grows faster than the number of its pieces).
constexpr int kKingAttackers = kWeakPawnAttacked + 1;
/// 6 weights: passed pawn on rank 2..7 whose next square is empty and not attacked by the enemy.
constexpr int kPassedFree = kKingAttackers + 6;
constexpr int kRookBehindPassed = kPassedFree + 6; ///< own rook behind an own passed pawn
/// Knight or bishop on ranks 4-6, guarded by an own pawn, out of reach of enemy pawns.
constexpr int kKnightOutpost = kRookBehindPassed + 1;
constexpr int kBishopOutpost = kKnightOutpost + 1;
constexpr int kBishopPawnColour = kBishopOutpost + 1; ///< own pawns on the bishop's square colour
/// A passed pawn the enemy king cannot catch (the rule of the square, the side to move
/// counted) while the enemy has only its king and pawns and nothing stands in the pawn's way.
constexpr int kUnstoppablePasser = kBishopPawnColour + 1;
// Controlled space (part 3): the thesis's space term, per piece type.
/// Squares a knight, bishop, rook, queen reaches (empty or enemy, not guarded by an enemy pawn).
constexpr int kMobility = kUnstoppablePasser + 1;
constexpr int kCentreControl = kMobility + 4; ///< attacks on d4, e4, d5, e5
/// 16 weights: a knight, bishop, rook, queen that reaches only 0, 1, 2 or 3 such squares (a
/// piece with almost no squares is worth far less than the linear term says: trapped).
constexpr int kLowMobility = kCentreControl + 1;
constexpr int kFeatureCount = kLowMobility + 16;

/// Phase of the game: 24 with all pieces on (knight, bishop 1, rook 2, queen 4), 0 with none.
constexpr int kMaxPhase = 24;
} // namespace full

/// One weight set: a middlegame and an endgame value for every feature, in centipawns.
struct FullWeights {
    std::array<int, full::kFeatureCount> mg {};
    std::array<int, full::kFeatureCount> eg {};
};

/// The weights the engine plays with (tuned by `rochade-cli tune`, in full_weights.cpp).
const FullWeights& tunedFullWeights();
/// A start of tuning: the thesis's material and space weights, every other weight 0.
FullWeights thesisFullWeights();
/// The default start of tuning and its prior: round values a player would give each term
/// (a pawn 100, a passed pawn on the seventh 100 in the endgame, ...), piece-square tables 0.
FullWeights playerFullWeights();

/// The three parts of the Full evaluation, each tapered, from White's point of view.
struct FullTerms {
    int material = 0;
    int positional = 0;
    int space = 0;
    int total() const { return material + positional + space; }
};

/// 0 (bare kings and pawns) .. full::kMaxPhase (all pieces on).
int gamePhase(const Position& pos);

/// The Full evaluation split into its parts, with `weights`.
FullTerms fullTerms(const Position& pos, const FullWeights& weights = tunedFullWeights());
/// (mg * phase + eg * (24 - phase)) / 24 of all features: the score the search uses
/// (White's view). Equal to fullTerms(pos).total() up to rounding of the parts.
int evaluateFull(const Position& pos, const FullWeights& weights = tunedFullWeights());

/// The features of a position as (feature, White-minus-Black count) pairs, none with count
/// 0, and its phase: what the evaluation is linear in, for the tuner.
struct FullFeatures {
    int phase = 0;
    std::vector<std::pair<std::uint16_t, std::int16_t>> counts;
};
FullFeatures fullFeatures(const Position& pos);

/// A readable name of a feature ("knight mobility", "pawn on e4"), for the tuner's table.
std::string fullFeatureName(int feature);

} // namespace rochade::engine
