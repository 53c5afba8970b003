// SPDX-License-Identifier: GPL-3.0-or-later
// Winning chances, move classes and accuracy after lichess's published formulas.
//
// Sources (formulas only, written here from their published form):
// - winning chances: lichess's logistic curve, chances = 2 / (1 + exp(-0.00368208 * cp)) - 1,
//   cp clamped to +-1000 (https://lichess.org/page/accuracy, "Win%" = 50 + 50 * chances);
// - classes: lichess's analysis judges a move by the drop in the mover's chances, 0.1
//   inaccuracy, 0.2 mistake, 0.3 blunder;
// - move accuracy: the same page's fit, 103.1668 * exp(-0.04354 * (win% before - win% after))
//   - 3.1669, clamped to [0, 100]. Lichess then weights the moves by the game's volatility;
//   Rochade takes the plain mean of a player's moves, which is simpler to explain.
#include "rochade/review/review_classifier.h"

#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace rochade::review {

namespace {

constexpr double kChancesSlope = 0.00368208;
constexpr double kAccuracyScale = 103.1668;
constexpr double kAccuracyDecay = 0.04354;
constexpr double kAccuracyOffset = 3.1669;

} // namespace

int onStockfishScale(int whiteScore) {
    if (std::abs(whiteScore) >= engine::kMateThreshold) return whiteScore;
    return static_cast<int>(std::lround(kStockfishCentipawnsPerRochade * whiteScore));
}

double winningChances(int whiteScore) {
    if (whiteScore >= engine::kMateThreshold) return 1.0;
    if (whiteScore <= -engine::kMateThreshold) return -1.0;
    const int cp = std::clamp(whiteScore, -kChancesCeilingCp, kChancesCeilingCp);
    return 2.0 / (1.0 + std::exp(-kChancesSlope * cp)) - 1.0;
}

double winPercent(int whiteScore) {
    return 50.0 + 50.0 * winningChances(whiteScore);
}

double moverLoss(int whiteScoreBefore, int whiteScoreAfter, Color mover) {
    const double drop = winningChances(whiteScoreBefore) - winningChances(whiteScoreAfter);
    return mover == Color::White ? drop : -drop;
}

MoveClass classify(double loss) {
    if (loss >= kBlunderLoss) return MoveClass::Blunder;
    if (loss >= kMistakeLoss) return MoveClass::Mistake;
    if (loss >= kInaccuracyLoss) return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

int nagOf(MoveClass moveClass) {
    switch (moveClass) {
    case MoveClass::Inaccuracy:
        return 6;
    case MoveClass::Mistake:
        return 2;
    case MoveClass::Blunder:
        return 4;
    case MoveClass::Good:
        break;
    }
    return 0;
}

double moveAccuracy(double moverWinBefore, double moverWinAfter) {
    // A move that gained is as accurate as the best one.
    const double drop = std::max(0.0, moverWinBefore - moverWinAfter);
    const double accuracy = kAccuracyScale * std::exp(-kAccuracyDecay * drop) - kAccuracyOffset;
    return std::clamp(accuracy, 0.0, 100.0);
}

} // namespace rochade::review
