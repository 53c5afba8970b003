// SPDX-License-Identifier: GPL-3.0-or-later
// One Elo rating for every player of many games: the maximum-likelihood fit Ordo and
// BayesElo make (Bradley-Terry on the Elo scale, a draw half a win), anchored at one player.
#pragma once

#include "rochade/core/error.h"

#include <cstddef>
#include <string>
#include <vector>

namespace rochade::cli {

/// The games two players played each other, from the first one's point of view.
struct PairResults {
    std::size_t first = 0; ///< index into EloFitInput::players
    std::size_t second = 0;
    int wins = 0; ///< the first player's
    int draws = 0;
    int losses = 0;
};

struct EloFitInput {
    std::vector<std::string> players; ///< names, for the error messages
    std::vector<PairResults> results; ///< a pair may come more than once: they add up
    std::size_t anchor = 0; ///< the player whose rating is fixed
    double anchorElo = 0.0;
    /// Virtual draws added to every pairing that was played (BayesElo's prior, 0 = pure
    /// maximum likelihood): with a prior a clean sweep has a finite rating.
    double priorDraws = 0.0;
};

/// One player's fitted rating. The interval is relative to the anchor (whose own is empty).
struct FittedElo {
    double elo = 0.0;
    double low = 0.0; ///< 95 % interval from the observed information
    double high = 0.0;
    int games = 0; ///< real games, without the prior's
};

/// The ratings that make the results most likely under P(i beats j) = 1 / (1 + 10^((Rj -
/// Ri) / 400)), a draw counting half a win for each side, with the anchor fixed; one per
/// player, in the order of `players`. Errors, naming the players: a player not connected
/// to the anchor through games (no rating relative to it), and players whose rating has no
/// finite maximum (they won, or lost, every game against the rest); also bad indices.
Result<std::vector<FittedElo>> fitElo(const EloFitInput& input);

} // namespace rochade::cli
