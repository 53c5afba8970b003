// SPDX-License-Identifier: GPL-3.0-or-later
// Glicko-2, step by step as Glickman's "Example of the Glicko-2 system" numbers them.
#include "rochade/training/glicko2.h"

#include <cassert>
#include <cmath>
#include <numbers>

namespace rochade::training {

namespace {

/// The Glicko-2 scale is the Glicko scale divided by 400 / ln(10) = 173.7178 and centred
/// on 1500 (step 2).
constexpr double kGlickoScale = 173.7178;
constexpr double kGlickoCentre = 1500.0;
/// The paper's convergence tolerance for the volatility (step 5).
constexpr double kVolatilityTolerance = 0.000001;

double toMu(double rating) {
    return (rating - kGlickoCentre) / kGlickoScale;
}
double toPhi(double deviation) {
    return deviation / kGlickoScale;
}

/// g(phi): how much an opponent's uncertainty damps the weight of a game (step 3).
double glickoG(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

/// E(mu, mu_j, phi_j): the expected score against opponent j (step 3).
double glickoE(double mu, double muJ, double phiJ) {
    return 1.0 / (1.0 + std::exp(-glickoG(phiJ) * (mu - muJ)));
}

/// Step 5: the new volatility, the root of f(x) found by the Illinois algorithm (the
/// regula falsi variant the paper gives; it converges where Newton's method may not).
double newVolatility(double sigma, double phi, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const double phi2 = phi * phi;
    const double delta2 = delta * delta;
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double denominator = phi2 + v + ex;
        return ex * (delta2 - phi2 - v - ex) / (2.0 * denominator * denominator)
            - (x - a) / (tau * tau);
    };
    double lowerA = a;
    double upperB = 0.0;
    if (delta2 > phi2 + v) {
        upperB = std::log(delta2 - phi2 - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0)
            ++k;
        upperB = a - k * tau;
    }
    double fA = f(lowerA);
    double fB = f(upperB);
    while (std::abs(upperB - lowerA) > kVolatilityTolerance) {
        const double c = lowerA + (lowerA - upperB) * fA / (fB - fA);
        const double fC = f(c);
        if (fC * fB <= 0.0) {
            lowerA = upperB;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        upperB = c;
        fB = fC;
    }
    return std::exp(lowerA / 2.0);
}

} // namespace

Glicko2Rating ratePeriod(
    const Glicko2Rating& player, std::span<const Glicko2Game> games, double tau) {
    assert(tau > 0.0 && player.deviation > 0.0);
    if (games.empty()) return afterIdlePeriod(player);
    // Step 2: to the Glicko-2 scale.
    const double mu = toMu(player.rating);
    const double phi = toPhi(player.deviation);
    // Steps 3 and 4: the estimated variance v of the rating from the games alone, and the
    // improvement delta the results show against what was expected.
    double inverseV = 0.0;
    double weightedSurprise = 0.0;
    for (const Glicko2Game& game : games) {
        assert(game.opponentDeviation > 0.0 && game.score >= 0.0 && game.score <= 1.0);
        const double muJ = toMu(game.opponentRating);
        const double phiJ = toPhi(game.opponentDeviation);
        const double g = glickoG(phiJ);
        const double e = glickoE(mu, muJ, phiJ);
        inverseV += g * g * e * (1.0 - e);
        weightedSurprise += g * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * weightedSurprise;
    // Step 5: the new volatility.
    const double sigma = newVolatility(player.volatility, phi, v, delta, tau);
    // Steps 6 and 7: the deviation grows by the volatility, then shrinks by the games.
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double newPhi = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double newMu = mu + newPhi * newPhi * weightedSurprise;
    // Step 8: back to the Glicko scale.
    return { kGlickoScale * newMu + kGlickoCentre, kGlickoScale * newPhi, sigma };
}

Glicko2Rating afterIdlePeriod(const Glicko2Rating& player) {
    const double phi = toPhi(player.deviation);
    const double phiStar = std::sqrt(phi * phi + player.volatility * player.volatility);
    return { player.rating, kGlickoScale * phiStar, player.volatility };
}

double expectedScore(const Glicko2Rating& player, const Glicko2Rating& opponent) {
    return glickoE(toMu(player.rating), toMu(opponent.rating), toPhi(opponent.deviation));
}

} // namespace rochade::training
