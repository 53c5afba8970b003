// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Elo estimate against values computed by hand.
#include "rochade/cli/elo.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rochade::cli;

TEST(Elo, ScoreToEloMatchesTheLogisticFormula) {
    // -400 * log10(1/0.75 - 1) = 400 * log10(3) = 190.849
    EXPECT_NEAR(eloFromScore(0.75), 190.849, 0.01);
    EXPECT_NEAR(eloFromScore(0.25), -190.849, 0.01);
    EXPECT_NEAR(eloFromScore(0.5), 0.0, 1e-9);
    // 400 * log10(9) = 381.697
    EXPECT_NEAR(eloFromScore(0.9), 381.697, 0.01);
    EXPECT_TRUE(std::isinf(eloFromScore(1.0)) && eloFromScore(1.0) > 0);
    EXPECT_TRUE(std::isinf(eloFromScore(0.0)) && eloFromScore(0.0) < 0);
}

TEST(Elo, IntervalFromPerGameVariance) {
    // 60 wins, 20 draws, 20 losses: score 0.7; variance of the per-game results
    // (60*0.3^2 + 20*0.2^2 + 20*0.7^2)/100 = 0.16, standard error sqrt(0.16/100) = 0.04,
    // margin 1.96*0.04 = 0.0784: scores 0.6216 .. 0.7784 -> Elo 86.2 .. 218.3, centre 147.2.
    const EloEstimate e = estimateElo(60, 20, 20);
    EXPECT_EQ(e.games, 100);
    EXPECT_NEAR(e.score, 0.7, 1e-12);
    EXPECT_NEAR(e.elo, 147.19, 0.01);
    EXPECT_NEAR(e.low, 86.23, 0.05);
    EXPECT_NEAR(e.high, 218.25, 0.05);
}

TEST(Elo, AllDrawsGiveZeroWithNoSpread) {
    const EloEstimate e = estimateElo(0, 10, 0);
    EXPECT_NEAR(e.elo, 0.0, 1e-9);
    EXPECT_NEAR(e.low, 0.0, 1e-9);
    EXPECT_NEAR(e.high, 0.0, 1e-9);
}

TEST(Elo, CleanSweepIsInfinite) {
    const EloEstimate e = estimateElo(4, 0, 0);
    EXPECT_TRUE(std::isinf(e.elo));
    EXPECT_EQ(formatElo(e.elo), "+inf");
    EXPECT_EQ(formatElo(-e.elo), "-inf");
}

TEST(Elo, FormatsWithSignAndOneDecimal) {
    EXPECT_EQ(formatElo(190.849), "+190.8");
    EXPECT_EQ(formatElo(-35.25), "-35.2");
    EXPECT_EQ(formatElo(0.0), "+0.0");
    EXPECT_EQ(formatElo(-0.0), "+0.0");
    EXPECT_EQ(formatElo(estimateElo(1, 0, 1).elo), "+0.0");
}
