// SPDX-License-Identifier: GPL-3.0-or-later
// Glicko-2 against Glickman's worked example ("Example of the Glicko-2 system", Boston
// University, 2013: section "Example calculation") and the properties the system promises.
#include "rochade/training/glicko2.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

using namespace rochade::training;

namespace {

/// The paper's conversion to the Glicko-2 scale, to compare with the numbers it prints there.
double glicko2Mu(double rating) {
    return (rating - 1500.0) / 173.7178;
}
double glicko2Phi(double deviation) {
    return deviation / 173.7178;
}

} // namespace

TEST(Glicko2, ReproducesGlickmansWorkedExample) {
    // A player rated 1500, RD 200, volatility 0.06, tau 0.5, plays 1400/30 (win),
    // 1550/100 (loss) and 1700/300 (loss). The paper: mu' = -0.2069, phi' = 0.8722,
    // sigma' = 0.05999, so r' = 1464.06 and RD' = 151.52. The paper rounds every
    // intermediate value to four places; without rounding r' is 1464.05, within 0.01.
    const Glicko2Rating player { 1500.0, 200.0, 0.06 };
    const std::vector<Glicko2Game> games {
        { 1400.0, 30.0, 1.0 },
        { 1550.0, 100.0, 0.0 },
        { 1700.0, 300.0, 0.0 },
    };
    const Glicko2Rating after = ratePeriod(player, games, 0.5);
    EXPECT_NEAR(after.rating, 1464.06, 0.01);
    EXPECT_NEAR(after.deviation, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
    EXPECT_NEAR(glicko2Mu(after.rating), -0.2069, 0.00005);
    EXPECT_NEAR(glicko2Phi(after.deviation), 0.8722, 0.00005);
}

TEST(Glicko2, AnIdlePeriodOnlyWidensTheDeviation) {
    // Step 6 alone (the paper: "if the player does not compete during the rating period"):
    // phi' = sqrt(phi^2 + sigma^2); RD' = sqrt(200^2 + (0.06 * 173.7178)^2) = 200.2714.
    const Glicko2Rating player { 1500.0, 200.0, 0.06 };
    for (const Glicko2Rating& after : { ratePeriod(player, {}), afterIdlePeriod(player) }) {
        EXPECT_EQ(after.rating, 1500.0);
        EXPECT_EQ(after.volatility, 0.06);
        EXPECT_NEAR(after.deviation, 200.2714, 0.0001);
    }
}

TEST(Glicko2, ADrawBetweenEqualsChangesNoRatingButNarrowsTheDeviation) {
    const Glicko2Rating player { 1830.0, 120.0, 0.06 };
    const std::vector<Glicko2Game> draw { { 1830.0, 120.0, 0.5 } };
    const Glicko2Rating after = ratePeriod(player, draw);
    EXPECT_NEAR(after.rating, 1830.0, 1e-9);
    EXPECT_LT(after.deviation, player.deviation);
    EXPECT_NEAR(expectedScore(player, player), 0.5, 1e-12);
}

TEST(Glicko2, ASurprisingPeriodRaisesTheVolatility) {
    // A settled 1500 (RD 50) beats ten 2100s: delta^2 exceeds phi^2 + v, the other branch
    // of the paper's step 5 bracketing. The rating rises a lot and the volatility with it.
    const Glicko2Rating player { 1500.0, 50.0, 0.06 };
    const std::vector<Glicko2Game> wins(10, Glicko2Game { 2100.0, 50.0, 1.0 });
    const Glicko2Rating after = ratePeriod(player, wins);
    EXPECT_GT(after.volatility, player.volatility);
    EXPECT_GT(after.rating, 1600.0);
    EXPECT_TRUE(std::isfinite(after.deviation));
    // Losing as expected lowers it a little instead.
    const std::vector<Glicko2Game> losses(10, Glicko2Game { 2100.0, 50.0, 0.0 });
    EXPECT_LT(ratePeriod(player, losses).volatility, player.volatility);
}

TEST(Glicko2, AStrongerOpponentIsExpectedToScoreMore) {
    const Glicko2Rating player { 1500.0, 60.0, 0.06 };
    const Glicko2Rating stronger { 1700.0, 60.0, 0.06 };
    // Elo would say 1 / (1 + 10^(-200/400)) = 0.7597; the opponent's deviation pulls it
    // a little towards 0.5 (g(60 / 173.7178) = 0.9826).
    EXPECT_NEAR(expectedScore(stronger, player), 0.7561, 0.0005);
    EXPECT_NEAR(expectedScore(player, stronger) + expectedScore(stronger, player), 1.0, 1e-12);
}
