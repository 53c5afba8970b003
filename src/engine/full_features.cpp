// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's features by name, and the two weight sets tuning starts from.
#include "rochade/engine/evaluation.h"
#include "rochade/engine/full_evaluation.h"

#include <array>

namespace rochade::engine {

FullWeights thesisFullWeights() {
    FullWeights w;
    const std::array<int, 5> material { weights::kPawn, weights::kKnight, weights::kBishop,
        weights::kRook, weights::kQueen };
    for (std::size_t i = 0; i < material.size(); ++i)
        w.mg[full::kMaterial + i] = w.eg[full::kMaterial + i] = material[i];
    for (std::size_t i = 0; i < 4; ++i)
        w.mg[full::kMobility + i] = w.eg[full::kMobility + i] = weights::kSquareControl;
    w.mg[full::kCentreControl] = w.eg[full::kCentreControl]
        = weights::kSquareControl * (weights::kCentreFactor - 1);
    return w;
}

FullWeights playerFullWeights() {
    FullWeights w;
    const auto set = [&](int feature, int mg, int eg) {
        w.mg[static_cast<std::size_t>(feature)] = mg;
        w.eg[static_cast<std::size_t>(feature)] = eg;
    };
    set(full::kMaterial + 0, 90, 110);
    set(full::kMaterial + 1, 320, 300);
    set(full::kMaterial + 2, 330, 320);
    set(full::kMaterial + 3, 480, 520);
    set(full::kMaterial + 4, 950, 950);
    set(full::kIsolatedPawn, -10, -15);
    set(full::kDoubledPawn, -10, -20);
    set(full::kBackwardPawn, -8, -8);
    set(full::kSupportedPawn, 5, 5);
    const std::array<int, 6> passedEndgame { 10, 15, 25, 45, 70, 100 };
    for (int r = 0; r < 6; ++r)
        set(full::kPassedPawn + r, passedEndgame[static_cast<std::size_t>(r)] / 2,
            passedEndgame[static_cast<std::size_t>(r)]);
    set(full::kPassedKingDistance, 0, 5);
    set(full::kBishopPair, 30, 40);
    set(full::kRookOpenFile, 20, 10);
    set(full::kRookHalfOpenFile, 10, 5);
    set(full::kRookSeventh, 20, 20);
    set(full::kKingShelter, 10, 0);
    set(full::kKingOpenFile, -15, 0);
    set(full::kKingAttack, 5, 0);
    set(full::kTempo, 10, 5);
    // A piece attacked by a cheaper one must move: about a third of a pawn for the tempo lost.
    set(full::kThreatByPawn, 40, 30);
    set(full::kThreatByMinor, 30, 20);
    set(full::kThreatByRook, 30, 20);
    set(full::kHangingPiece, 20, 20);
    set(full::kWeakPawnAttacked, 5, 15);
    // Three attackers with the queen are a real attack; one or two seldom are.
    const std::array<int, 6> attackers { 0, 10, 30, 60, 90, 120 };
    for (int n = 0; n < 6; ++n)
        set(full::kKingAttackers + n, attackers[static_cast<std::size_t>(n)], 0);
    const std::array<int, 6> freeEndgame { 0, 5, 10, 20, 35, 60 };
    for (int r = 0; r < 6; ++r)
        set(full::kPassedFree + r, freeEndgame[static_cast<std::size_t>(r)] / 2,
            freeEndgame[static_cast<std::size_t>(r)]);
    set(full::kRookBehindPassed, 5, 15);
    set(full::kKnightOutpost, 20, 10);
    set(full::kBishopOutpost, 10, 5);
    set(full::kBishopPawnColour, -2, -4);
    set(full::kUnstoppablePasser, 0, 300);
    for (int piece = 0; piece < 4; ++piece)
        set(full::kMobility + piece, 4, 4);
    set(full::kCentreControl, 5, 0);
    // A piece with no square is nearly lost; the linear term already counts each square.
    const std::array<int, 4> trapped { -40, -20, -10, -5 };
    for (int piece = 0; piece < 4; ++piece)
        for (int n = 0; n < 4; ++n)
            set(full::kLowMobility + piece * 4 + n, trapped[static_cast<std::size_t>(n)],
                trapped[static_cast<std::size_t>(n)]);
    return w;
}

std::string fullFeatureName(int feature) {
    static constexpr std::array<const char*, 6> kTypes { "pawn", "knight", "bishop", "rook",
        "queen", "king" };
    static constexpr std::array<const char*, 19> kPositional { "isolated pawn", "doubled pawn",
        "backward pawn", "supported pawn", "passed pawn rank 2", "passed pawn rank 3",
        "passed pawn rank 4", "passed pawn rank 5", "passed pawn rank 6", "passed pawn rank 7",
        "passed pawn king distance", "bishop pair", "rook open file", "rook half-open file",
        "rook on 7th", "king shelter pawn", "king open file", "king zone attack", "tempo" };
    static constexpr std::array<const char*, 5> kThreats { "threat by pawn", "threat by minor",
        "threat by rook", "hanging piece", "weak pawn attacked" };
    const auto at = [](const auto& names, int i) { return names[static_cast<std::size_t>(i)]; };
    if (feature < full::kPieceSquare) return at(kTypes, feature);
    if (feature < full::kIsolatedPawn) {
        const int i = feature - full::kPieceSquare;
        std::string square { static_cast<char>('a' + i % 4), static_cast<char>('1' + i % 32 / 4) };
        return std::string(at(kTypes, i / 32)) + " on " + square;
    }
    if (feature < full::kThreatByPawn) return at(kPositional, feature - full::kIsolatedPawn);
    if (feature < full::kKingAttackers) return at(kThreats, feature - full::kThreatByPawn);
    if (feature < full::kPassedFree)
        return std::to_string(feature - full::kKingAttackers + 1)
            + (feature + 1 == full::kPassedFree ? "+" : "") + " king attackers with the queen";
    if (feature < full::kRookBehindPassed)
        return "free passed pawn rank " + std::to_string(feature - full::kPassedFree + 2);
    if (feature == full::kRookBehindPassed) return "rook behind passed pawn";
    if (feature == full::kKnightOutpost) return "knight outpost";
    if (feature == full::kBishopOutpost) return "bishop outpost";
    if (feature == full::kBishopPawnColour) return "own pawn on the bishop's colour";
    if (feature == full::kUnstoppablePasser) return "unstoppable passed pawn";
    if (feature < full::kCentreControl)
        return std::string(at(kTypes, feature - full::kMobility + 1)) + " mobility";
    if (feature == full::kCentreControl) return "centre control";
    const int i = feature - full::kLowMobility;
    return std::string(at(kTypes, i / 4 + 1)) + " reaching " + std::to_string(i % 4) + " squares";
}

} // namespace rochade::engine
