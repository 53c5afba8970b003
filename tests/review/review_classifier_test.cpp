// SPDX-License-Identifier: GPL-3.0-or-later
// The review's judgement of a move against values worked out outside Rochade.
#include "rochade/review/review_classifier.h"

#include "rochade/engine/evaluation.h"

#include <gtest/gtest.h>

namespace rochade::review {
namespace {

// Worked out with Python's math module from lichess's published formulas (not from this
// code): 2 / (1 + exp(-0.00368208 * cp)) - 1 with cp clamped to +-1000, and
// 103.1668 * exp(-0.04354 * drop) - 3.1669 clamped to [0, 100].
struct ChancesRow {
    int cp;
    double chances;
};
constexpr ChancesRow kChances[] = {
    { 0, 0.0 }, { 100, 0.1820517943832256 }, { -100, -0.18205179438322583 },
    { 300, 0.5022510018766968 }, { -250, -0.43029609487248055 }, { 999, 0.9507181938997962 },
    { 1000, 0.9508948726828645 }, { 2500, 0.9508948726828645 }, // clamped to ten pawns
};

TEST(ReviewClassifier, WinningChancesFollowTheLogisticCurve) {
    for (const ChancesRow& row : kChances) {
        EXPECT_NEAR(winningChances(row.cp), row.chances, 1e-12) << row.cp;
        EXPECT_NEAR(winPercent(row.cp), 50.0 + 50.0 * row.chances, 1e-10) << row.cp;
    }
}

TEST(ReviewClassifier, TheEnginesScoresAreScaledToStockfishsBeforeTheCurve) {
    EXPECT_EQ(onStockfishScale(0), 0);
    EXPECT_EQ(onStockfishScale(100), 120);
    EXPECT_EQ(onStockfishScale(-255), -306);
    // A mate is a mate on any scale.
    EXPECT_EQ(onStockfishScale(engine::kMateScore - 3), engine::kMateScore - 3);
    EXPECT_EQ(onStockfishScale(-engine::kMateScore + 8), -engine::kMateScore + 8);
}

TEST(ReviewClassifier, MateScoresAreCertainResults) {
    EXPECT_EQ(winningChances(engine::kMateScore - 3), 1.0);
    EXPECT_EQ(winningChances(-engine::kMateScore + 7), -1.0);
    EXPECT_EQ(winPercent(engine::kMateScore), 100.0);
    EXPECT_EQ(winPercent(-engine::kMateScore), 0.0);
}

TEST(ReviewClassifier, LossIsTheMoversDrop) {
    // White from +3.00 to -2.50: 0.50225 + 0.43030 lost.
    EXPECT_NEAR(
        moverLoss(300, -250, Color::White), 0.5022510018766968 + 0.43029609487248055, 1e-12);
    // The same change is a gain for Black.
    EXPECT_NEAR(
        moverLoss(300, -250, Color::Black), -(0.5022510018766968 + 0.43029609487248055), 1e-12);
    // Black walks into a mate: from -1.00 (good for Black) to White mating.
    EXPECT_NEAR(moverLoss(-100, engine::kMateScore - 5, Color::Black), 1.18205179438322583, 1e-12);
}

TEST(ReviewClassifier, ThresholdsAreLichesss) {
    EXPECT_EQ(classify(-0.5), MoveClass::Good);
    EXPECT_EQ(classify(0.0999), MoveClass::Good);
    EXPECT_EQ(classify(0.1), MoveClass::Inaccuracy);
    EXPECT_EQ(classify(0.1999), MoveClass::Inaccuracy);
    EXPECT_EQ(classify(0.2), MoveClass::Mistake);
    EXPECT_EQ(classify(0.2999), MoveClass::Mistake);
    EXPECT_EQ(classify(0.3), MoveClass::Blunder);
    EXPECT_EQ(classify(2.0), MoveClass::Blunder);
    // +1.00 to 0.00 for White: a drop of 0.182, an inaccuracy; +3.00 to +1.00: 0.320, a
    // blunder; 0.00 to -1.00 for White is a gain for Black.
    EXPECT_EQ(classify(moverLoss(100, 0, Color::White)), MoveClass::Inaccuracy);
    EXPECT_EQ(classify(moverLoss(300, 100, Color::White)), MoveClass::Blunder);
    EXPECT_EQ(classify(moverLoss(0, -100, Color::Black)), MoveClass::Good);
}

TEST(ReviewClassifier, NagsAreTheMoveQualitySymbols) {
    EXPECT_EQ(nagOf(MoveClass::Good), 0);
    EXPECT_EQ(nagOf(MoveClass::Inaccuracy), 6); // ?!
    EXPECT_EQ(nagOf(MoveClass::Mistake), 2); // ?
    EXPECT_EQ(nagOf(MoveClass::Blunder), 4); // ??
}

TEST(ReviewClassifier, MoveAccuracyFromTheWinPercentDrop) {
    EXPECT_NEAR(moveAccuracy(50, 50), 99.9999, 1e-9);
    EXPECT_NEAR(moveAccuracy(60, 55), 79.81704006344074, 1e-9);
    EXPECT_NEAR(moveAccuracy(70, 60), 63.582619307109724, 1e-9);
    EXPECT_NEAR(moveAccuracy(80, 50), 24.775551619983403, 1e-9);
    EXPECT_EQ(moveAccuracy(100, 0), 0.0);
    // A move that gains is as accurate as a move that keeps the level.
    EXPECT_NEAR(moveAccuracy(40, 70), 99.9999, 1e-9);
}

} // namespace
} // namespace rochade::review
