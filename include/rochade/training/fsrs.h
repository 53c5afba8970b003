// SPDX-License-Identifier: GPL-3.0-or-later
// FSRS-5 (the Free Spaced Repetition Scheduler, version 5) for the practice cards: when a
// card comes back, from how well it was answered. Whole days; the dates are passed in.
#pragma once

#include <array>
#include <chrono>
#include <optional>

namespace rochade::training {

/// The four answers, numbered as FSRS numbers them (G in its formulas).
enum class Recall {
    Again = 1, ///< forgotten (a wrong answer)
    Hard = 2,
    Good = 3, ///< a right answer
    Easy = 4,
};

/// FSRS-5's parameters and the scheduler's settings.
struct FsrsParameters {
    /// w0..w18, FSRS-5's published defaults (fsrs-rs and ts-fsrs, optimised on Anki review
    /// logs): w0..w3 the first stability for Again..Easy, w4..w7 difficulty, w8..w10
    /// stability after a recall, w11..w14 after a lapse, w15/w16 the Hard penalty and Easy
    /// bonus. w17/w18 belong to same-day (short-term) reviews, which this scheduler does not
    /// make: it schedules in whole days (see FsrsScheduler).
    std::array<double, 19> w { 0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046,
        1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621 };
    /// The probability of recalling the card when it comes back; 0.9 as FSRS advises.
    double desiredRetention = 0.9;
    int maximumIntervalDays = 36500;
};

/// What the scheduler knows of one card. A new card has no last review.
struct FsrsCard {
    double stability = 0.0; ///< days until recall falls to 90 %
    double difficulty = 0.0; ///< 1 (easy) .. 10 (hard)
    std::optional<std::chrono::sys_days> lastReview;
    std::chrono::sys_days due {}; ///< the day the card is due again
    int reviews = 0;
    int lapses = 0; ///< reviews answered Again after the first

    bool isNew() const { return !lastReview; }
};

/// FSRS-5 as a long-term scheduler (ts-fsrs's `enable_short_term: false`): every answer
/// moves the card to a day at least one day later, with no learning steps inside a day,
/// which suits cards that come back in a practice session once a day. Stateless apart from
/// its parameters; safe to share between threads.
class FsrsScheduler {
public:
    explicit FsrsScheduler(FsrsParameters parameters = {});

    /// The card after answering it `answer` on `today`. The interval of each answer is
    /// kept in the order Again < Hard < Good < Easy (at least a day apart), as the
    /// reference scheduler does; the chosen answer's state and due date are returned.
    FsrsCard review(const FsrsCard& card, Recall answer, std::chrono::sys_days today) const;
    /// All four outcomes at once (Again, Hard, Good, Easy), for showing what each would do.
    std::array<FsrsCard, 4> preview(const FsrsCard& card, std::chrono::sys_days today) const;

    /// The probability of recalling the card on `day` (1 on the day of its last review; 0
    /// for a new card).
    double retrievability(const FsrsCard& card, std::chrono::sys_days day) const;
    /// The interval in whole days (at least 1, at most the maximum) after which recall falls
    /// to the desired retention; at 0.9 that is the stability, rounded.
    int intervalDays(double stability) const;

    /// FSRS's forgetting curve R(t, S) = (1 + 19/81 * t/S)^-0.5 (R(S, S) = 0.9).
    static double forgettingCurve(double elapsedDays, double stability);

    const FsrsParameters& parameters() const { return m_parameters; }

private:
    double initialDifficulty(Recall answer) const;
    double nextDifficulty(double difficulty, Recall answer) const;
    double stabilityAfterRecall(double s, double d, double r, Recall answer) const;
    double stabilityAfterLapse(double s, double d, double r) const;

    FsrsParameters m_parameters;
};

} // namespace rochade::training
