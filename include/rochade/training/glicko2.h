// SPDX-License-Identifier: GPL-3.0-or-later
// Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): the player's rating
// against the levels and the puzzle rating share this one implementation.
#pragma once

#include <span>

namespace rochade::training {

/// A rating on the familiar Glicko scale (a new player: 1500, 350, 0.06).
struct Glicko2Rating {
    double rating = 1500.0; ///< r
    double deviation = 350.0; ///< RD: one standard deviation of the rating's uncertainty
    double volatility = 0.06; ///< sigma: how erratic the player's results are

    friend bool operator==(const Glicko2Rating&, const Glicko2Rating&) = default;
};

/// One game of a rating period, from the rated player's point of view.
struct Glicko2Game {
    double opponentRating = 1500.0;
    double opponentDeviation = 350.0;
    double score = 0.5; ///< 1 win, 0.5 draw, 0 loss
};

/// Glickman's system constant tau, which limits how fast the volatility changes. His example
/// uses 0.5; he recommends 0.3 to 1.2.
constexpr double kGlicko2DefaultTau = 0.5;

/// The rating after one rating period in which `games` were played (Glickman's steps 2-8).
/// With no games, the rating and volatility stay and the deviation grows:
/// afterIdlePeriod(). Deterministic; no state. Precondition: tau > 0, deviations > 0,
/// scores in [0, 1].
Glicko2Rating ratePeriod(const Glicko2Rating& player, std::span<const Glicko2Game> games,
    double tau = kGlicko2DefaultTau);

/// The rating after a period without games (Glickman's step 6 alone): the deviation grows
/// to sqrt(phi^2 + sigma^2) on the Glicko-2 scale, the rating and volatility stay.
Glicko2Rating afterIdlePeriod(const Glicko2Rating& player);

/// The expected score of `player` against `opponent` (Glickman's E with the opponent's
/// deviation damping it), 0..1: for choosing an opponent near an even game.
double expectedScore(const Glicko2Rating& player, const Glicko2Rating& opponent);

} // namespace rochade::training
