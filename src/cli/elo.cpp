// SPDX-License-Identifier: GPL-3.0-or-later
// Elo difference from a match score, with a 95% confidence interval.
#include "rochade/cli/elo.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace rochade::cli {

namespace {
constexpr double kZ95 = 1.959964; // two-sided 95% quantile of the normal distribution
}

double eloFromScore(double score) {
    if (score <= 0.0) return -std::numeric_limits<double>::infinity();
    if (score >= 1.0) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimateElo(int wins, int draws, int losses) {
    EloEstimate e;
    e.games = wins + draws + losses;
    if (e.games <= 0) return e;
    const double n = e.games;
    e.score = (wins + 0.5 * draws) / n;
    e.elo = eloFromScore(e.score);
    const double s = e.score;
    const double variance
        = (wins * (1.0 - s) * (1.0 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    const double margin = kZ95 * std::sqrt(variance / n);
    e.low = eloFromScore(std::clamp(s - margin, 0.0, 1.0));
    e.high = eloFromScore(std::clamp(s + margin, 0.0, 1.0));
    return e;
}

std::string formatElo(double elo) {
    if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
    if (elo == 0.0) elo = 0.0; // an even score gives -0.0 from the formula; print it as +0.0
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f", elo);
    return buffer;
}

} // namespace rochade::cli
