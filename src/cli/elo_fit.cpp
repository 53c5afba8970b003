// SPDX-License-Identifier: GPL-3.0-or-later
// The maximum-likelihood Elo fit: Hunter's MM iterations for Bradley-Terry, then intervals
// from the inverse of the observed information.
#include "rochade/cli/elo_fit.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <utility>

namespace rochade::cli {

namespace {

/// d/dR of the logistic on the Elo scale is kEloSlope * p * (1 - p).
const double kEloSlope = std::numbers::ln10 / 400.0;
constexpr double kZ95Fit = 1.959964; // two-sided 95 % quantile of the normal distribution
/// The fit stops when every player's expected score is within this share of their games
/// of their real score (about 1e-7 Elo); it always gets there when the maximum exists,
/// since every MM sweep raises the likelihood.
constexpr double kScoreTolerance = 1e-11;
constexpr int kMaxSweeps = 1'000'000;

/// All games between players i < j, the prior's virtual draws included.
struct Pairing {
    std::size_t i = 0;
    std::size_t j = 0;
    double games = 0.0;
    double scoreOfI = 0.0;
};

/// The players `from` reaches by following `step(pairing, player) -> next or npos`.
template <class Step>
std::vector<bool> reachable(std::size_t from, const std::vector<Pairing>& pairings,
    const std::vector<std::vector<std::size_t>>& pairingsOf, Step step) {
    std::vector<bool> seen(pairingsOf.size(), false);
    std::vector<std::size_t> stack { from };
    seen[from] = true;
    while (!stack.empty()) {
        const std::size_t player = stack.back();
        stack.pop_back();
        for (const std::size_t p : pairingsOf[player]) {
            const std::size_t next = step(pairings[p], player);
            if (next != std::string::npos && !seen[next]) {
                seen[next] = true;
                stack.push_back(next);
            }
        }
    }
    return seen;
}

std::string nameList(const EloFitInput& input, const std::vector<bool>& included, bool value) {
    std::string names;
    for (std::size_t k = 0; k < included.size(); ++k) {
        if (included[k] != value) continue;
        names += (names.empty() ? "" : ", ") + input.players[k];
    }
    return names;
}

/// The opponent of `player` in `pairing`, and whether `player` scored against them.
std::size_t opponentOf(const Pairing& pairing, std::size_t player) {
    return pairing.i == player ? pairing.j : pairing.i;
}
double scoreOf(const Pairing& pairing, std::size_t player) {
    return pairing.i == player ? pairing.scoreOfI : pairing.games - pairing.scoreOfI;
}

/// Solves A x = b in place for a symmetric positive definite A (Cholesky, A = L L^T,
/// L stored in A's lower triangle). False if A is not positive definite.
bool choleskyFactor(std::vector<std::vector<double>>& a) {
    const std::size_t n = a.size();
    for (std::size_t col = 0; col < n; ++col) {
        double diagonal = a[col][col];
        for (std::size_t k = 0; k < col; ++k)
            diagonal -= a[col][k] * a[col][k];
        if (!(diagonal > 0.0)) return false;
        a[col][col] = std::sqrt(diagonal);
        for (std::size_t row = col + 1; row < n; ++row) {
            double value = a[row][col];
            for (std::size_t k = 0; k < col; ++k)
                value -= a[row][k] * a[col][k];
            a[row][col] = value / a[col][col];
        }
    }
    return true;
}

/// The diagonal of A^-1 from A's Cholesky factor: column k of the inverse solves
/// L L^T x = e_k.
std::vector<double> inverseDiagonal(const std::vector<std::vector<double>>& factor) {
    const std::size_t n = factor.size();
    std::vector<double> diagonal(n);
    std::vector<double> x(n);
    for (std::size_t k = 0; k < n; ++k) {
        std::fill(x.begin(), x.end(), 0.0);
        x[k] = 1.0;
        for (std::size_t row = 0; row < n; ++row) { // L y = e_k
            for (std::size_t c = 0; c < row; ++c)
                x[row] -= factor[row][c] * x[c];
            x[row] /= factor[row][row];
        }
        for (std::size_t row = n; row-- > 0;) { // L^T x = y
            for (std::size_t c = row + 1; c < n; ++c)
                x[row] -= factor[c][row] * x[c];
            x[row] /= factor[row][row];
        }
        diagonal[k] = x[k];
    }
    return diagonal;
}

} // namespace

Result<std::vector<FittedElo>> fitElo(const EloFitInput& input) {
    const std::size_t n = input.players.size();
    if (input.anchor >= n) return Error { "the anchor is not one of the players" };
    if (!(input.priorDraws >= 0.0)) return Error { "the prior cannot be negative" };

    // 1. The games of each pair, added up; the prior's draws once per pair that played.
    std::vector<FittedElo> fitted(n);
    std::map<std::pair<std::size_t, std::size_t>, Pairing> byPair;
    for (const PairResults& r : input.results) {
        if (r.first >= n || r.second >= n || r.first == r.second)
            return Error { "a result names a player that is not there, or one player twice" };
        const int games = r.wins + r.draws + r.losses;
        if (games == 0) continue;
        const bool inOrder = r.first < r.second;
        Pairing& pairing = byPair[std::minmax(r.first, r.second)];
        pairing.i = std::min(r.first, r.second);
        pairing.j = std::max(r.first, r.second);
        pairing.games += games;
        pairing.scoreOfI += (inOrder ? r.wins : r.losses) + 0.5 * r.draws;
        fitted[r.first].games += games;
        fitted[r.second].games += games;
    }
    std::vector<Pairing> pairings;
    std::vector<std::vector<std::size_t>> pairingsOf(n);
    for (auto& [players, pairing] : byPair) {
        pairing.games += input.priorDraws;
        pairing.scoreOfI += input.priorDraws / 2.0;
        pairingsOf[pairing.i].push_back(pairings.size());
        pairingsOf[pairing.j].push_back(pairings.size());
        pairings.push_back(pairing);
    }

    // 2. A rating relative to the anchor needs a chain of games to it; a finite one needs
    // points taken both ways along such chains (Zermelo's condition): whoever only won
    // against everyone the anchor's side reaches would be infinitely stronger.
    const auto connected = reachable(input.anchor, pairings, pairingsOf,
        [](const Pairing& p, std::size_t player) { return opponentOf(p, player); });
    if (std::find(connected.begin(), connected.end(), false) != connected.end())
        return Error { "not connected to the anchor " + input.players[input.anchor]
            + " by games: " + nameList(input, connected, false) };
    const auto beaten
        = reachable(input.anchor, pairings, pairingsOf, [](const Pairing& p, std::size_t player) {
              return scoreOf(p, player) > 0.0 ? opponentOf(p, player) : std::string::npos;
          });
    const auto beating
        = reachable(input.anchor, pairings, pairingsOf, [](const Pairing& p, std::size_t player) {
              return scoreOf(p, player) < p.games ? opponentOf(p, player) : std::string::npos;
          });
    if (std::find(beaten.begin(), beaten.end(), false) != beaten.end()
        || std::find(beating.begin(), beating.end(), false) != beating.end()) {
        std::string message = "no finite ratings:";
        if (const std::string won = nameList(input, beaten, false); !won.empty())
            message += " " + won + " won every game against the rest";
        if (const std::string lost = nameList(input, beating, false); !lost.empty())
            message += std::string(message.back() == ':' ? " " : "; ") + lost
                + " lost every game against the rest";
        return Error { message };
    }

    // 3. Hunter's MM algorithm on gamma = 10^(R/400), one player at a time, the anchor held
    // at 1: gamma_i <- W_i / sum_j n_ij / (gamma_i + gamma_j). Each update raises the
    // likelihood, so it converges to the maximum, which exists after step 2.
    std::vector<double> score(n, 0.0);
    std::vector<double> games(n, 0.0);
    for (const Pairing& p : pairings) {
        score[p.i] += p.scoreOfI;
        score[p.j] += p.games - p.scoreOfI;
        games[p.i] += p.games;
        games[p.j] += p.games;
    }
    std::vector<double> gamma(n, 1.0);
    bool converged = false;
    for (int sweep = 0; sweep < kMaxSweeps && !converged; ++sweep) {
        for (std::size_t k = 0; k < n; ++k) {
            if (k == input.anchor) continue;
            double denominator = 0.0;
            for (const std::size_t p : pairingsOf[k])
                denominator += pairings[p].games / (gamma[k] + gamma[opponentOf(pairings[p], k)]);
            gamma[k] = score[k] / denominator;
        }
        converged = true;
        for (std::size_t k = 0; k < n && converged; ++k) {
            double expected = 0.0;
            for (const std::size_t p : pairingsOf[k])
                expected += pairings[p].games * gamma[k]
                    / (gamma[k] + gamma[opponentOf(pairings[p], k)]);
            converged = std::abs(expected - score[k]) <= kScoreTolerance * games[k];
        }
    }
    if (!converged) return Error { "the fit did not converge" };
    for (std::size_t k = 0; k < n; ++k)
        fitted[k].elo = input.anchorElo + 400.0 * std::log10(gamma[k]);

    // 4. The observed information about the free players' ratings (the negative Hessian of
    // the log-likelihood, in Elo units); its inverse is their covariance. The anchor's row
    // and column are left out: its rating is given.
    std::vector<std::size_t> row(n, n);
    std::size_t free = 0;
    for (std::size_t k = 0; k < n; ++k)
        if (k != input.anchor) row[k] = free++;
    std::vector<std::vector<double>> information(free, std::vector<double>(free, 0.0));
    for (const Pairing& p : pairings) {
        const double win = gamma[p.i] / (gamma[p.i] + gamma[p.j]);
        const double weight = kEloSlope * kEloSlope * p.games * win * (1.0 - win);
        if (p.i != input.anchor) information[row[p.i]][row[p.i]] += weight;
        if (p.j != input.anchor) information[row[p.j]][row[p.j]] += weight;
        if (p.i != input.anchor && p.j != input.anchor) {
            information[row[p.i]][row[p.j]] -= weight;
            information[row[p.j]][row[p.i]] -= weight;
        }
    }
    if (!choleskyFactor(information)) return Error { "the fit's information matrix is singular" };
    const std::vector<double> variance = inverseDiagonal(information);
    for (std::size_t k = 0; k < n; ++k) {
        const double margin = k == input.anchor ? 0.0 : kZ95Fit * std::sqrt(variance[row[k]]);
        fitted[k].low = fitted[k].elo - margin;
        fitted[k].high = fitted[k].elo + margin;
    }
    return fitted;
}

} // namespace rochade::cli
