// SPDX-License-Identifier: GPL-3.0-or-later
// Elo difference from a match score, with a 95% confidence interval.
#pragma once

#include <string>

namespace rochade::cli {

/// Elo difference implied by a score fraction (0..1) under the logistic model:
/// -400 * log10(1/score - 1). +infinity at 1, -infinity at 0.
double eloFromScore(double score);

/// A match summary from the first player's point of view.
struct EloEstimate {
    int games = 0;
    double score = 0.0; ///< points per game, 0..1
    double elo = 0.0; ///< may be +-infinity after a clean sweep
    double low = 0.0; ///< lower end of the 95% interval (may be -infinity)
    double high = 0.0; ///< upper end of the 95% interval (may be +infinity)
};

/// Estimate from wins, draws and losses. The interval uses the normal approximation of the
/// mean score with the sample variance of the per-game results (1, 1/2, 0), mapped through
/// eloFromScore(). Precondition: wins + draws + losses > 0.
EloEstimate estimateElo(int wins, int draws, int losses);

/// "+190.8", "-35.2", "+inf", "-inf".
std::string formatElo(double elo);

} // namespace rochade::cli
