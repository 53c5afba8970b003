// SPDX-License-Identifier: GPL-3.0-or-later
// Texel tuning of the Full evaluation: quiet positions from games with results, and the
// weights that bring sigmoid(eval) nearest to the results (least mean squared error).
#pragma once

#include "rochade/engine/full_evaluation.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::engine {

/// One position to learn from: its features and the result of its game for White (1, 0.5, 0).
struct TuningPosition {
    FullFeatures features;
    double result = 0.5;
};

/// What collectTuningPositions() took and left out.
struct TuningData {
    std::vector<TuningPosition> positions;
    std::size_t games = 0; ///< games used
    std::size_t skippedGames = 0; ///< no result, adjudicated, or unreadable
    std::size_t skippedPositions = 0; ///< in check, or a capture changes the score
};

/// The quiet positions of the games in `pgnText` from ply `skipPlies` on: not in check, and
/// quiescence search (with `weights`) returns the static evaluation, so the eval is what the
/// search would see. Games without a result ("*") or ended by adjudication are skipped.
void collectTuningPositions(
    std::string_view pgnText, const FullWeights& weights, int skipPlies, TuningData& data);

/// The weights as one vector: every middlegame weight, then every endgame weight.
std::vector<double> toTuningVector(const FullWeights& weights);
/// The vector rounded back to weights.
FullWeights fromTuningVector(const std::vector<double>& vector);

/// Expected score of White for an evaluation: 1 / (1 + 10^(-scale * eval / 400)).
double winProbability(double eval, double scale);
/// The Full evaluation of the features with the (real-valued) weights vector, tapered.
double tunedEvaluation(const FullFeatures& features, const std::vector<double>& vector);
/// Mean squared error between winProbability(eval) and the results.
double tuningLoss(
    const std::vector<TuningPosition>& positions, const std::vector<double>& vector, double scale);
/// The gradient of tuningLoss() with respect to every weight.
std::vector<double> tuningGradient(
    const std::vector<TuningPosition>& positions, const std::vector<double>& vector, double scale);
/// The scale that minimises the loss for fixed weights (so that the tuned weights stay
/// centipawns rather than drifting together).
double fitScale(const std::vector<TuningPosition>& positions, const std::vector<double>& vector);

/// Adam gradient descent on the loss from `start`, `iterations` full passes at `rate`
/// centipawns per step; `progress` is shown the weights every 50 passes and at the end.
/// `l2` adds l2 * (w - start)^2 for every weight to what is minimised: the start weights
/// are a prior, so that rare features (a knight on a1) stay near it instead of fitting a
/// handful of games. Terms whose sign every player knows (isolated, doubled and backward
/// pawns and open king files cost, passed pawns, the bishop pair, open files, the seventh
/// rank, shelter and mobility gain) are kept on their side of 0 (knownSign()).
std::vector<double> tuneWeights(const std::vector<TuningPosition>& positions,
    std::vector<double> start, double scale, int iterations, double rate, double l2 = 0.0,
    const std::function<void(int, const std::vector<double>&)>& progress = {});

/// +1 for a feature a player knows to be good, -1 for a bad one, 0 if the data decides.
int knownSign(int feature);

/// The weights as the C++ table of full_weights.cpp, one feature per line with its name.
std::string weightsAsCpp(const FullWeights& weights);

} // namespace rochade::engine
