// SPDX-License-Identifier: GPL-3.0-or-later
// The thesis's evaluation: material, positional terms and controlled space.
#pragma once

#include "rochade/core/position.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace rochade::engine {

/// Score of a mate, as in the thesis; the search subtracts the distance in plies.
constexpr int kMateScore = 100000;
/// Scores at or beyond this magnitude announce a mate.
constexpr int kMateThreshold = kMateScore - 1000;

/// The weights of document 000 (section 4.4.1 and its constant list), in centipawns.
namespace weights {
constexpr int kPawn = 100;
constexpr int kKnight = 275;
constexpr int kBishop = 325;
constexpr int kRook = 465;
constexpr int kQueen = 900;
constexpr int kPawnAdvance = 15; ///< per rank beyond the start rank (BAUERFORTSCHRITT)
constexpr int kPassedPawn = 20; ///< FREIBAUER
constexpr int kDoubledPawn = -20; ///< DOPPELBAUER
constexpr int kEdgePawn = -10; ///< RANDBAUER
constexpr int kPawnChain = 5; ///< per own pawn diagonally in front (BAUERDECKUNG)
constexpr int kKnightOnEdge = -20; ///< RANDSPRINGER
constexpr int kKnightInCorner = -40; ///< ECKSPRINGER (instead of, not on top of, the edge)
constexpr int kBishopPair = 20; ///< LAEUFERPAAR: two own bishops side by side
constexpr int kRookPair = 30; ///< TURMPAAR: two own rooks on a clear rank or file
constexpr int kQueenRookPair = 40; ///< DAMETURMPAAR: queen and own rook on a clear line
constexpr int kQueenOffBackRank = 20; ///< DAMEVORNE
constexpr int kQueenMobility = 30; ///< DAMENBEWEGLICHKEIT: at least one empty neighbour
constexpr int kKingMobility = 50; ///< KOENIGSBEWEGLICHKEIT: at least one empty neighbour
constexpr int kSquareControl = 5; ///< FELDBEHERRSCHUNG
constexpr int kCentreFactor = 3; ///< GEWICHTUNGSFAKTOR_ZENTRALE_FELDER (d4, e4, d5, e5)
constexpr int kOccupiedSquare = 2; ///< space array entry of a square holding a piece
} // namespace weights

/// Material value of a piece type (the king counts 0).
int pieceValue(PieceType t);

/// The positional component split into its rules, each from White's point of view. See
/// docs/evaluation.md for how each rule of the thesis is read.
struct PositionalTerms {
    int pawnAdvance = 0;
    int passedPawns = 0;
    int doubledPawns = 0;
    int edgePawns = 0;
    int pawnChains = 0;
    int knightsOnEdge = 0;
    int bishopPairs = 0;
    int rookPairs = 0;
    int queenRookPairs = 0;
    int queensOffBackRank = 0;
    int queenMobility = 0;
    int kingMobility = 0;
    int total() const {
        return pawnAdvance + passedPawns + doubledPawns + edgePawns + pawnChains + knightsOnEdge
            + bishopPairs + rookPairs + queenRookPairs + queensOffBackRank + queenMobility
            + kingMobility;
    }
};

/// The parts of the reference evaluation, each from White's point of view (positive is
/// good for White), in centipawns.
struct EvaluationTerms {
    int material = 0;
    int positional = 0;
    int space = 0;
    int total() const { return material + positional + space; }
};

/// The reference evaluation of document 000, term for term and weight for weight.
/// Static: no mate/stalemate detection (the search does that). Thread-safe.
EvaluationTerms evaluateTerms(const Position& pos);

/// evaluateTerms(pos).total() from White's point of view.
int evaluate(const Position& pos);

/// The same from the side to move's point of view (what negamax wants).
inline int evaluateForSideToMove(const Position& pos) {
    const int s = evaluate(pos);
    return pos.sideToMove() == Color::White ? s : -s;
}

/// Which evaluation the search uses. Reference is the thesis's, term for term (evaluate());
/// Full keeps its three parts with tuned, tapered weights and adds the terms a player would
/// name that the thesis leaves out (evaluateFull() in full_evaluation.h).
enum class EvaluationMode : std::uint8_t {
    Reference,
    Full
};

/// "Reference" / "Full".
std::string_view evaluationModeName(EvaluationMode mode);
/// Case-insensitive "reference" / "full".
std::optional<EvaluationMode> parseEvaluationMode(std::string_view name);

/// evaluate(pos) for Reference, evaluateFull(pos) (full_evaluation.h) for Full (White's view).
int evaluate(const Position& pos, EvaluationMode mode);

/// Material term alone (White's view).
int materialTerm(const Position& pos);
/// Positional term, rule by rule (White's view).
PositionalTerms positionalTerms(const Position& pos);
/// Controlled-space term (White's view), computed straight on the mailbox: the one the
/// evaluation uses.
int spaceTerm(const Position& pos);
/// The same term computed literally as the thesis describes it, from the pseudo-legal moves
/// of both sides (MoveGenerator::pseudoLegalMoves). Slower; tests check spaceTerm() equals it.
int spaceTermReference(const Position& pos);

} // namespace rochade::engine
