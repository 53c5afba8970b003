// SPDX-License-Identifier: GPL-3.0-or-later
// Texel tuning: the loss is the mean squared error of the predicted score, the evaluation is
// linear in the weights (per phase), so the gradient is exact and cheap.
#include "rochade/engine/texel_tuner.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace rochade::engine {

namespace {

constexpr int kQuiescenceDepth = 12;

int scoreForSideToMove(const Position& pos, const FullWeights& weights) {
    const int s = evaluateFull(pos, weights);
    return pos.sideToMove() == Color::White ? s : -s;
}

/// Captures and promotions only, stand pat allowed: the score the search's quiescence sees.
int quiesce(Position& pos, int alpha, int beta, const FullWeights& weights, int depth) {
    const int standPat = scoreForSideToMove(pos, weights);
    if (standPat >= beta || depth == 0) return standPat;
    alpha = std::max(alpha, standPat);
    for (Move m : MoveGenerator::legalNoisyMoves(pos)) {
        UndoInfo undo;
        pos.makeMove(m, undo);
        const int s = -quiesce(pos, -beta, -alpha, weights, depth - 1);
        pos.unmakeMove(m, undo);
        if (s >= beta) return s;
        alpha = std::max(alpha, s);
    }
    return alpha;
}

bool isQuiet(Position pos, const FullWeights& weights) {
    constexpr int kInfinity = 1'000'000;
    return quiesce(pos, -kInfinity, kInfinity, weights, kQuiescenceDepth)
        == scoreForSideToMove(pos, weights);
}

std::optional<double> whiteScore(std::string_view result) {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

constexpr double kLn10 = 2.302585092994046;

} // namespace

void collectTuningPositions(
    std::string_view pgnText, const FullWeights& weights, int skipPlies, TuningData& data) {
    PgnReader reader(pgnText);
    while (std::optional<PgnGame> game = reader.next()) {
        const std::optional<double> result = whiteScore(game->result);
        if (!reader.lastGameComplete() || !result || game->tag("Termination") == "adjudication") {
            ++data.skippedGames;
            continue;
        }
        ++data.games;
        Position pos = game->start();
        int ply = 0;
        for (Move m : game->moves()) {
            if (ply++ >= skipPlies) {
                if (!pos.isInCheck() && isQuiet(pos, weights))
                    data.positions.push_back({ fullFeatures(pos), *result });
                else
                    ++data.skippedPositions;
            }
            UndoInfo undo;
            pos.makeMove(m, undo);
        }
    }
}

int knownSign(int feature) {
    switch (feature) {
    case full::kIsolatedPawn:
    case full::kDoubledPawn:
    case full::kBackwardPawn:
    case full::kKingOpenFile:
        return -1;
    case full::kBishopPair:
    case full::kRookOpenFile:
    case full::kRookHalfOpenFile:
    case full::kRookSeventh:
    case full::kKingShelter:
    case full::kPassedKingDistance:
    case full::kThreatByPawn:
    case full::kThreatByMinor:
    case full::kThreatByRook:
    case full::kHangingPiece:
    case full::kWeakPawnAttacked:
    case full::kRookBehindPassed:
    case full::kKnightOutpost:
    case full::kBishopOutpost:
    case full::kUnstoppablePasser:
        return 1;
    default:
        const auto within = [feature](int first, int count) {
            return feature >= first && feature < first + count;
        };
        if (within(full::kPassedPawn, 6) || within(full::kPassedFree, 6)) return 1;
        if (within(full::kMobility, 4)) return 1;
        return 0;
    }
}

std::vector<double> toTuningVector(const FullWeights& weights) {
    std::vector<double> v(weights.mg.begin(), weights.mg.end());
    v.insert(v.end(), weights.eg.begin(), weights.eg.end());
    return v;
}

FullWeights fromTuningVector(const std::vector<double>& vector) {
    FullWeights w;
    for (std::size_t i = 0; i < w.mg.size(); ++i) {
        w.mg[i] = static_cast<int>(std::lround(vector[i]));
        w.eg[i] = static_cast<int>(std::lround(vector[i + w.mg.size()]));
    }
    return w;
}

double winProbability(double eval, double scale) {
    return 1.0 / (1.0 + std::pow(10.0, -scale * eval / 400.0));
}

double tunedEvaluation(const FullFeatures& features, const std::vector<double>& vector) {
    double mg = 0;
    double eg = 0;
    for (const auto& [feature, count] : features.counts) {
        mg += vector[feature] * count;
        eg += vector[feature + full::kFeatureCount] * count;
    }
    return (mg * features.phase + eg * (full::kMaxPhase - features.phase)) / full::kMaxPhase;
}

double tuningLoss(
    const std::vector<TuningPosition>& positions, const std::vector<double>& vector, double scale) {
    double sum = 0;
    for (const TuningPosition& p : positions) {
        const double error = winProbability(tunedEvaluation(p.features, vector), scale) - p.result;
        sum += error * error;
    }
    return positions.empty() ? 0.0 : sum / static_cast<double>(positions.size());
}

std::vector<double> tuningGradient(
    const std::vector<TuningPosition>& positions, const std::vector<double>& vector, double scale) {
    std::vector<double> gradient(vector.size(), 0.0);
    if (positions.empty()) return gradient;
    for (const TuningPosition& p : positions) {
        const double s = winProbability(tunedEvaluation(p.features, vector), scale);
        // d(error^2)/d(eval), the sigmoid's slope included.
        const double base = 2.0 * (s - p.result) * s * (1.0 - s) * kLn10 * scale / 400.0;
        const double mgShare = static_cast<double>(p.features.phase) / full::kMaxPhase;
        for (const auto& [feature, count] : p.features.counts) {
            gradient[feature] += base * count * mgShare;
            gradient[feature + full::kFeatureCount] += base * count * (1.0 - mgShare);
        }
    }
    for (double& g : gradient)
        g /= static_cast<double>(positions.size());
    return gradient;
}

double fitScale(const std::vector<TuningPosition>& positions, const std::vector<double>& vector) {
    // The loss is unimodal in the scale: golden-section search.
    double lo = 0.05;
    double hi = 4.0;
    const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
    for (int i = 0; i < 40; ++i) {
        const double a = hi - ratio * (hi - lo);
        const double b = lo + ratio * (hi - lo);
        if (tuningLoss(positions, vector, a) < tuningLoss(positions, vector, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2.0;
}

std::vector<double> tuneWeights(const std::vector<TuningPosition>& positions,
    std::vector<double> start, double scale, int iterations, double rate, double l2,
    const std::function<void(int, const std::vector<double>&)>& progress) {
    constexpr double kBeta1 = 0.9;
    constexpr double kBeta2 = 0.999;
    constexpr double kEpsilon = 1e-12;
    const std::vector<double> prior = start;
    std::vector<double> w = std::move(start);
    std::vector<double> m(w.size(), 0.0);
    std::vector<double> v(w.size(), 0.0);
    for (int t = 1; t <= iterations; ++t) {
        std::vector<double> g = tuningGradient(positions, w, scale);
        for (std::size_t i = 0; i < w.size(); ++i)
            g[i] += 2.0 * l2 * (w[i] - prior[i]);
        const double c1 = 1.0 - std::pow(kBeta1, t);
        const double c2 = 1.0 - std::pow(kBeta2, t);
        for (std::size_t i = 0; i < w.size(); ++i) {
            m[i] = kBeta1 * m[i] + (1.0 - kBeta1) * g[i];
            v[i] = kBeta2 * v[i] + (1.0 - kBeta2) * g[i] * g[i];
            w[i] -= rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + kEpsilon);
            const int known = knownSign(static_cast<int>(i) % full::kFeatureCount);
            if (known * w[i] < 0) w[i] = 0;
        }
        if (progress && (t % 50 == 0 || t == iterations)) progress(t, w);
    }
    return w;
}

std::string weightsAsCpp(const FullWeights& weights) {
    std::ostringstream out;
    out << "constexpr std::array<std::array<int, 2>, full::kFeatureCount> kTunedWeights { {\n";
    for (int i = 0; i < full::kFeatureCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        out << "    { " << weights.mg[k] << ", " << weights.eg[k] << " }, // " << fullFeatureName(i)
            << '\n';
    }
    out << "} };\n";
    return out.str();
}

} // namespace rochade::engine
