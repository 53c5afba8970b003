// SPDX-License-Identifier: GPL-3.0-or-later
// The maximum-likelihood Elo fit: cases worked by hand, the likelihood equations, and
// ratings recovered from games drawn at random with known ratings (a fixed seed).
#include "rochade/cli/elo_fit.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <random>

using namespace rochade::cli;

namespace {

/// The Elo model's expected score of a player `difference` points stronger.
double expectedFitScore(double difference) {
    return 1.0 / (1.0 + std::pow(10.0, -difference / 400.0));
}

/// Uniform in [0, 1) from the 64-bit Mersenne Twister, whose output the standard fixes
/// (std::uniform_real_distribution's is not), so the games are the same everywhere.
double uniformFrom(std::mt19937_64& random) {
    return (random() >> 11) * 0x1.0p-53;
}

/// `games` games between players rated `a` and `b` drawn from the model: a draw with
/// probability `drawShare` of the weaker side's expectation, and the rest won or lost so
/// that the expected score is the model's.
PairResults playSynthetic(std::mt19937_64& random, std::size_t first, double a, std::size_t second,
    double b, int games, double drawShare) {
    const double p = expectedFitScore(a - b);
    const double draw = drawShare * 2.0 * std::min(p, 1.0 - p);
    PairResults r { first, second, 0, 0, 0 };
    for (int g = 0; g < games; ++g) {
        const double u = uniformFrom(random);
        if (u < p - draw / 2.0)
            ++r.wins;
        else if (u < p + draw / 2.0)
            ++r.draws;
        else
            ++r.losses;
    }
    return r;
}

} // namespace

TEST(EloFit, TwoPlayersSeventyFivePercentIsOneHundredNinetyPointEightFive) {
    // 3 of 4 points: 400 * log10(0.75 / 0.25) = 400 * log10(3) = 190.8485 Elo, the same
    // whether the points are wins or draws (a draw is half a win).
    for (const PairResults r : { PairResults { 0, 1, 3, 0, 1 }, PairResults { 0, 1, 2, 2, 0 } }) {
        const auto fit = fitElo({ { "A", "B" }, { r }, 1, 0.0 });
        ASSERT_TRUE(fit.ok()) << fit.error().message;
        EXPECT_NEAR(fit.value()[0].elo, 190.8485, 1e-4);
        EXPECT_EQ(fit.value()[1].elo, 0.0);
        EXPECT_EQ(fit.value()[0].games, 4);
    }
}

TEST(EloFit, IntervalOfTwoPlayersFromTheBinomialInformation) {
    // 300 wins, 100 losses: information (ln10/400)^2 * n p (1-p) with n p (1-p) = 75, so a
    // standard error of 173.7178 / sqrt(75) = 20.059 Elo and a 95 % margin of 39.32.
    const auto fit = fitElo({ { "A", "B" }, { { 0, 1, 300, 0, 100 } }, 1, 1000.0 });
    ASSERT_TRUE(fit.ok());
    const FittedElo& a = fit.value()[0];
    EXPECT_NEAR(a.elo, 1190.8485, 1e-4);
    EXPECT_NEAR(a.elo - a.low, 39.32, 0.01);
    EXPECT_NEAR(a.high - a.elo, 39.32, 0.01);
    EXPECT_EQ(fit.value()[1].low, 1000.0); // the anchor's rating is given
    EXPECT_EQ(fit.value()[1].high, 1000.0);
}

TEST(EloFit, AChainAddsUp) {
    // A-B 75 % (+190.85) and B-C 90 % (400 log10 9 = +381.70), A and C never met: A is
    // 572.55 above C. Results may come in either order and in several pieces.
    const auto fit = fitElo({ { "A", "B", "C" },
        { { 0, 1, 3, 0, 1 }, { 2, 1, 1, 0, 5 }, { 1, 2, 4, 0, 0 } }, 2, 1500.0 });
    ASSERT_TRUE(fit.ok()) << fit.error().message;
    EXPECT_NEAR(fit.value()[0].elo, 1500.0 + 572.5456, 1e-4);
    EXPECT_NEAR(fit.value()[1].elo, 1500.0 + 381.6970, 1e-4);
    EXPECT_EQ(fit.value()[2].elo, 1500.0);
    // A's uncertainty is B's and the A-B step's together: wider than B's.
    EXPECT_GT(fit.value()[0].high - fit.value()[0].low, fit.value()[1].high - fit.value()[1].low);
}

TEST(EloFit, EveryPlayersExpectedScoreIsTheirRealScore) {
    // The likelihood equations, checked from the ratings alone on an uneven tournament.
    const EloFitInput input { { "A", "B", "C", "D" },
        { { 0, 1, 7, 5, 3 }, { 0, 2, 2, 1, 6 }, { 1, 2, 4, 4, 4 }, { 2, 3, 9, 2, 1 },
            { 1, 3, 1, 0, 1 } },
        0, 2000.0 };
    const auto fit = fitElo(input);
    ASSERT_TRUE(fit.ok()) << fit.error().message;
    std::vector<double> real(4, 0.0);
    std::vector<double> expected(4, 0.0);
    for (const PairResults& r : input.results) {
        const int n = r.wins + r.draws + r.losses;
        const double p = expectedFitScore(fit.value()[r.first].elo - fit.value()[r.second].elo);
        real[r.first] += r.wins + 0.5 * r.draws;
        real[r.second] += r.losses + 0.5 * r.draws;
        expected[r.first] += n * p;
        expected[r.second] += n * (1.0 - p);
    }
    for (std::size_t k = 0; k < 4; ++k)
        EXPECT_NEAR(expected[k], real[k], 1e-8) << input.players[k];
}

TEST(EloFit, RecoversKnownRatingsFromSyntheticGames) {
    // A ladder of seven with known ratings: neighbours and next-but-one play 200 games,
    // a quarter of the close games drawn; every fitted rating's interval holds the truth.
    const std::vector<double> truth { 0.0, 140.0, 260.0, 410.0, 560.0, 680.0, 850.0 };
    std::mt19937_64 random(20261203);
    EloFitInput input { { "L0", "L1", "L2", "L3", "L4", "L5", "L6" }, {}, 0, 0.0 };
    for (std::size_t k = 0; k + 1 < truth.size(); ++k)
        for (std::size_t step = 1; step <= 2 && k + step < truth.size(); ++step)
            input.results.push_back(
                playSynthetic(random, k, truth[k], k + step, truth[k + step], 200, 0.25));
    const auto fit = fitElo(input);
    ASSERT_TRUE(fit.ok()) << fit.error().message;
    for (std::size_t k = 0; k < truth.size(); ++k) {
        EXPECT_LE(fit.value()[k].low, truth[k]) << input.players[k];
        EXPECT_GE(fit.value()[k].high, truth[k]) << input.players[k];
        EXPECT_LT(fit.value()[k].high - fit.value()[k].low, 200.0) << input.players[k];
    }
}

TEST(EloFit, IntervalsHoldTheTruthAboutNineteenTimesInTwenty) {
    // 400 tournaments of three (no draws, so the model is exactly the one the games come
    // from): the 95 % interval of the two free players holds their true rating in about
    // 95 % of them. With 800 intervals the share lies within 0.93..0.97 unless the
    // intervals are wrong (the binomial's standard deviation is 0.8 %).
    std::mt19937_64 random(7);
    const std::vector<double> truth { 0.0, -150.0, 220.0 };
    int held = 0;
    int intervals = 0;
    for (int t = 0; t < 400; ++t) {
        const EloFitInput input { { "A", "B", "C" },
            { playSynthetic(random, 0, truth[0], 1, truth[1], 60, 0.0),
                playSynthetic(random, 1, truth[1], 2, truth[2], 60, 0.0),
                playSynthetic(random, 0, truth[0], 2, truth[2], 60, 0.0) },
            0, 0.0 };
        const auto fit = fitElo(input);
        ASSERT_TRUE(fit.ok()) << fit.error().message;
        for (std::size_t k = 1; k < 3; ++k) {
            ++intervals;
            held += fit.value()[k].low <= truth[k] && truth[k] <= fit.value()[k].high;
        }
    }
    const double share = static_cast<double>(held) / intervals;
    EXPECT_GT(share, 0.93);
    EXPECT_LT(share, 0.97);
}

TEST(EloFit, ALongLadderConvergesQuickly) {
    // Twenty rungs 150 Elo apart, each playing only its neighbours (the slowest case for
    // MM, whose steps shrink with the chain's length), and the top decisive rung.
    EloFitInput input;
    for (int k = 0; k < 20; ++k)
        input.players.push_back("R" + std::to_string(k));
    for (std::size_t k = 0; k + 1 < 20; ++k)
        input.results.push_back({ k + 1, k, 28, 4, 8 }); // 75 %: +190.85 a rung
    const auto started = std::chrono::steady_clock::now();
    const auto fit = fitElo(input);
    const auto elapsed = std::chrono::steady_clock::now() - started;
    ASSERT_TRUE(fit.ok()) << fit.error().message;
    EXPECT_NEAR(fit.value()[19].elo, 19 * 190.8485, 1e-3);
    // Not a timing test: a guard against an iteration that crawls (it takes milliseconds).
    EXPECT_LT(std::chrono::duration<double>(elapsed).count(), 5.0);
}

TEST(EloFit, PlayersNotConnectedToTheAnchorAreNamed) {
    const auto fit
        = fitElo({ { "A", "B", "C", "D" }, { { 0, 1, 2, 1, 1 }, { 2, 3, 1, 1, 1 } }, 0, 0.0 });
    ASSERT_FALSE(fit.ok());
    EXPECT_EQ(fit.error().message, "not connected to the anchor A by games: C, D");
}

TEST(EloFit, ACleanSweepHasNoFiniteRatingUnlessThereIsAPrior) {
    // C beat B every time: C's rating would be infinite.
    EloFitInput input { { "A", "B", "C" }, { { 0, 1, 5, 2, 3 }, { 2, 1, 10, 0, 0 } }, 0, 0.0 };
    const auto fit = fitElo(input);
    ASSERT_FALSE(fit.ok());
    EXPECT_EQ(fit.error().message, "no finite ratings: C won every game against the rest");
    input.anchor = 2;
    EXPECT_EQ(
        fitElo(input).error().message, "no finite ratings: A, B lost every game against the rest");
    // BayesElo's prior of two virtual draws in every pairing: C-B is then 11 of 12 points,
    // the fit is finite, and C stays far on top.
    input.anchor = 0;
    input.priorDraws = 2.0;
    const auto withPrior = fitElo(input);
    ASSERT_TRUE(withPrior.ok()) << withPrior.error().message;
    EXPECT_GT(withPrior.value()[2].elo, withPrior.value()[1].elo + 300.0);
    EXPECT_EQ(withPrior.value()[2].games, 10); // the prior's games are not counted
}
