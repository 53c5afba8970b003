// SPDX-License-Identifier: GPL-3.0-or-later
// FSRS-5's formulas (the FSRS wiki's "The Algorithm", as fsrs-rs and ts-fsrs implement them)
// and the long-term scheduler around them.
#include "rochade/training/fsrs.h"

#include <algorithm>
#include <cmath>

namespace rochade::training {

namespace {

/// The forgetting curve's shape: R(t, S) = (1 + kFsrsFactor * t / S)^kFsrsDecay, with the
/// factor chosen so that R(S, S) = 0.9: 0.9^(1 / -0.5) - 1 = 19/81.
constexpr double kFsrsDecay = -0.5;
constexpr double kFsrsFactor = 19.0 / 81.0;
/// The bounds the reference implementations keep stability and difficulty in.
constexpr double kMinStability = 0.01;
constexpr double kMaxStability = 36500.0;
constexpr double kMinDifficulty = 1.0;
constexpr double kMaxDifficulty = 10.0;

int grade(Recall answer) {
    return static_cast<int>(answer);
}

} // namespace

FsrsScheduler::FsrsScheduler(FsrsParameters parameters)
    : m_parameters(parameters) {
}

double FsrsScheduler::forgettingCurve(double elapsedDays, double stability) {
    return std::pow(1.0 + kFsrsFactor * elapsedDays / stability, kFsrsDecay);
}

int FsrsScheduler::intervalDays(double stability) const {
    // The forgetting curve solved for t at R = desired retention.
    const double days = stability / kFsrsFactor
        * (std::pow(m_parameters.desiredRetention, 1.0 / kFsrsDecay) - 1.0);
    return static_cast<int>(
        std::clamp(std::round(days), 1.0, static_cast<double>(m_parameters.maximumIntervalDays)));
}

double FsrsScheduler::retrievability(const FsrsCard& card, std::chrono::sys_days day) const {
    if (card.isNew()) return 0.0;
    const double elapsed = std::max(0, static_cast<int>((day - *card.lastReview).count()));
    return forgettingCurve(elapsed, card.stability);
}

/// D0(G) = w4 - e^(w5 (G - 1)) + 1: FSRS-5's first difficulty (exponential in the grade,
/// where FSRS-4.5's was linear), unclamped: the mean reversion aims at D0(Easy) as it is.
double FsrsScheduler::initialDifficulty(Recall answer) const {
    const auto& w = m_parameters.w;
    return w[4] - std::exp(w[5] * (grade(answer) - 1)) + 1.0;
}

/// D'' = w7 D0(Easy) + (1 - w7) (D + dD (10 - D) / 9) with dD = -w6 (G - 3): the change
/// shrinks as the difficulty nears 10 (linear damping), and every answer pulls a little
/// towards the difficulty of a card first answered Easy (mean reversion).
double FsrsScheduler::nextDifficulty(double difficulty, Recall answer) const {
    const auto& w = m_parameters.w;
    const double change = -w[6] * (grade(answer) - 3);
    const double damped = difficulty + change * (10.0 - difficulty) / 9.0;
    const double reverted = w[7] * initialDifficulty(Recall::Easy) + (1.0 - w[7]) * damped;
    return std::clamp(reverted, kMinDifficulty, kMaxDifficulty);
}

/// S' = S (e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1) penalty bonus + 1): a recall grows the
/// stability more for an easy card, a young memory, and a memory that was nearly lost.
double FsrsScheduler::stabilityAfterRecall(double s, double d, double r, Recall answer) const {
    const auto& w = m_parameters.w;
    const double hardPenalty = answer == Recall::Hard ? w[15] : 1.0;
    const double easyBonus = answer == Recall::Easy ? w[16] : 1.0;
    return s
        * (std::exp(w[8]) * (11.0 - d) * std::pow(s, -w[9]) * (std::exp(w[10] * (1.0 - r)) - 1.0)
                * hardPenalty * easyBonus
            + 1.0);
}

/// S'f = w11 D^-w12 ((S + 1)^w13 - 1) e^(w14 (1 - R)), never above the stability before
/// the lapse (fsrs-rs's FSRS-5: forgetting cannot make a memory stronger).
double FsrsScheduler::stabilityAfterLapse(double s, double d, double r) const {
    const auto& w = m_parameters.w;
    const double lapsed = w[11] * std::pow(d, -w[12]) * (std::pow(s + 1.0, w[13]) - 1.0)
        * std::exp(w[14] * (1.0 - r));
    return std::min(lapsed, s);
}

std::array<FsrsCard, 4> FsrsScheduler::preview(
    const FsrsCard& card, std::chrono::sys_days today) const {
    constexpr std::array kAnswers { Recall::Again, Recall::Hard, Recall::Good, Recall::Easy };
    std::array<FsrsCard, 4> next {};
    std::array<int, 4> interval {};
    const double r = retrievability(card, today);
    for (std::size_t i = 0; i < kAnswers.size(); ++i) {
        const Recall answer = kAnswers[i];
        FsrsCard& after = next[i];
        if (card.isNew()) {
            after.stability = m_parameters.w[i];
            after.difficulty
                = std::clamp(initialDifficulty(answer), kMinDifficulty, kMaxDifficulty);
        } else {
            after.stability = answer == Recall::Again
                ? stabilityAfterLapse(card.stability, card.difficulty, r)
                : stabilityAfterRecall(card.stability, card.difficulty, r, answer);
            after.difficulty = nextDifficulty(card.difficulty, answer);
            after.lapses = card.lapses + (answer == Recall::Again ? 1 : 0);
        }
        after.stability = std::clamp(after.stability, kMinStability, kMaxStability);
        after.lastReview = today;
        after.reviews = card.reviews + 1;
        interval[i] = intervalDays(after.stability);
    }
    // A harder answer never brings the card back later than an easier one: each interval
    // at least a day past the one before (ts-fsrs's long-term scheduler does the same, and
    // its reference intervals depend on it).
    interval[0] = std::min(interval[0], interval[1]);
    interval[1] = std::max(interval[1], interval[0] + 1);
    interval[2] = std::max(interval[2], interval[1] + 1);
    interval[3] = std::max(interval[3], interval[2] + 1);
    for (std::size_t i = 0; i < next.size(); ++i)
        next[i].due = today + std::chrono::days(interval[i]);
    return next;
}

FsrsCard FsrsScheduler::review(
    const FsrsCard& card, Recall answer, std::chrono::sys_days today) const {
    return preview(card, today)[static_cast<std::size_t>(grade(answer) - 1)];
}

} // namespace rochade::training
