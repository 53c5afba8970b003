// SPDX-License-Identifier: GPL-3.0-or-later
// FSRS-5 against the published reference values of its reference implementations: fsrs-rs
// (the scheduler inside Anki; src/inference.rs and src/model.rs tests) and ts-fsrs
// (__tests__/FSRS-5.test.ts and __tests__/impl/long-term_scheduler.test.ts, the long-term
// scheduler with FSRS-5's linear damping). Each expected number names its source.
#include "rochade/training/fsrs.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <vector>

using namespace rochade::training;
using namespace std::chrono;

namespace {

constexpr sys_days kFirstDay = year_month_day { year { 2022 }, month { 12 }, day { 29 } };

/// A card answered `answers` in turn, each on the day the previous answer made it due
/// (the way the reference tests step through a card), with what each answer left.
struct FsrsRun {
    std::vector<int> intervals;
    std::vector<double> stabilities;
    std::vector<double> difficulties;
};

FsrsRun answerOnDueDays(const FsrsScheduler& scheduler, const std::vector<Recall>& answers) {
    FsrsRun run;
    FsrsCard card;
    sys_days today = kFirstDay;
    for (const Recall answer : answers) {
        card = scheduler.review(card, answer, today);
        run.intervals.push_back(static_cast<int>((card.due - today).count()));
        run.stabilities.push_back(card.stability);
        run.difficulties.push_back(card.difficulty);
        today = card.due;
    }
    return run;
}

/// ts-fsrs stores every stability and difficulty rounded to 8 decimals, and its rounding
/// carries into the next review: agreement to 1e-6 (relative) is exact for our purpose.
void expectValues(const std::vector<double>& actual, const std::vector<double>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i)
        EXPECT_NEAR(actual[i], expected[i], 1e-6 * std::max(1.0, expected[i])) << "review " << i;
}

/// The parameters of ts-fsrs's long-term scheduler tests (an FSRS-5 set, not the defaults).
FsrsScheduler longTermReferenceScheduler() {
    FsrsParameters parameters;
    parameters.w = { 0.4197, 1.1869, 3.0412, 15.2441, 7.1434, 0.6477, 1.0007, 0.0674, 1.6597,
        0.1712, 1.1178, 2.0225, 0.0904, 0.3025, 2.1214, 0.2498, 2.9466, 0.4891, 0.6468 };
    return FsrsScheduler(parameters);
}

constexpr Recall kAgain = Recall::Again;
constexpr Recall kHard = Recall::Hard;
constexpr Recall kGood = Recall::Good;
constexpr Recall kEasy = Recall::Easy;

} // namespace

TEST(Fsrs, FirstAnswerSetsStabilityToW0ToW3AndTheInitialDifficulty) {
    // ts-fsrs FSRS-5.test.ts, "first repeat", with FSRS-5's default parameters: stability
    // w0..w3; difficulty D0(G) = w4 - e^(w5 (G - 1)) + 1; Easy due in round(15.69105) = 16
    // days. (The other three go to learning steps there; here they get whole days in
    // order: 1, 2, 3.)
    const FsrsScheduler scheduler;
    const std::array<FsrsCard, 4> first = scheduler.preview(FsrsCard {}, kFirstDay);
    const std::vector<double> stability { 0.40255, 1.18385, 3.173, 15.69105 };
    const std::vector<double> difficulty { 7.1949, 6.48830527, 5.28243442, 3.22450159 };
    const std::vector<int> interval { 1, 2, 3, 16 };
    for (std::size_t i = 0; i < first.size(); ++i) {
        EXPECT_DOUBLE_EQ(first[i].stability, stability[i]);
        EXPECT_NEAR(first[i].difficulty, difficulty[i], 1e-8);
        EXPECT_EQ((first[i].due - kFirstDay).count(), interval[i]);
        EXPECT_EQ(first[i].lastReview, kFirstDay);
        EXPECT_EQ(first[i].reviews, 1);
        EXPECT_EQ(first[i].lapses, 0);
    }
}

TEST(Fsrs, ForgettingCurveMatchesTheReference) {
    // fsrs-rs model.rs, power_forgetting_curve (f32 there, so 1e-6).
    const std::vector<double> t { 0, 1, 2, 3, 4, 5 };
    const std::vector<double> s { 1, 2, 3, 4, 4, 2 };
    const std::vector<double> r { 1.0, 0.946059, 0.9299294, 0.9221679, 0.90000004, 0.79394597 };
    for (std::size_t i = 0; i < t.size(); ++i)
        EXPECT_NEAR(FsrsScheduler::forgettingCurve(t[i], s[i]), r[i], 1e-6);
    // fsrs-rs inference.rs, current_retrievability: stability 1, after 2 and 3 days.
    EXPECT_NEAR(FsrsScheduler::forgettingCurve(2, 1), 0.82502866, 1e-7);
    EXPECT_NEAR(FsrsScheduler::forgettingCurve(3, 1), 0.76613088, 1e-7);
}

TEST(Fsrs, IntervalAtRetentionPointNineIsTheStability) {
    // By construction of the curve, R(S, S) = 0.9: the interval is the stability, rounded.
    const FsrsScheduler scheduler;
    EXPECT_EQ(scheduler.intervalDays(13.09130698), 13);
    EXPECT_EQ(scheduler.intervalDays(154.93732625), 155);
    EXPECT_EQ(scheduler.intervalDays(0.3), 1); // at least a day
    EXPECT_EQ(scheduler.intervalDays(1e6), 36500); // at most the maximum
    for (const double stability : { 2.0, 7.5, 40.0, 365.0 })
        EXPECT_NEAR(FsrsScheduler::forgettingCurve(stability, stability), 0.9, 1e-12);
}

TEST(Fsrs, IntervalForEachDesiredRetention) {
    // fsrs-rs inference.rs, test_next_interval (and ts-fsrs "next_ivl"): stability 1,
    // desired retention 0.1 .. 1.0.
    const std::vector<int> expected { 422, 102, 43, 22, 13, 8, 4, 2, 1, 1 };
    for (int i = 1; i <= 10; ++i) {
        FsrsParameters parameters;
        parameters.desiredRetention = i / 10.0;
        EXPECT_EQ(FsrsScheduler(parameters).intervalDays(1.0), expected[i - 1]) << i;
    }
}

TEST(Fsrs, LongTermSequenceOfGoodsAndLapses) {
    // ts-fsrs long-term_scheduler.test.ts, test1.
    const FsrsRun run = answerOnDueDays(longTermReferenceScheduler(),
        { kGood, kGood, kGood, kGood, kGood, kGood, kAgain, kAgain, kGood, kGood, kGood, kGood,
            kGood });
    EXPECT_EQ(run.intervals,
        (std::vector<int> { 3, 13, 48, 155, 445, 1158, 17, 3, 11, 37, 112, 307, 773 }));
    expectValues(run.stabilities,
        { 3.0412, 13.09130698, 48.15848988, 154.93732625, 445.05562739, 1158.07779739, 16.63063166,
            3.01732209, 11.42247264, 37.37521902, 111.8752758, 306.5974569, 772.94026648 });
    expectValues(run.difficulties,
        { 4.49094334, 4.26664289, 4.05746029, 3.86237659, 3.68044154, 3.51076891, 4.69833071,
            5.55956298, 5.26323756, 4.98688448, 4.72915759, 4.4888015, 4.26464541 });
}

TEST(Fsrs, LongTermSequencesThroughEveryAnswer) {
    // ts-fsrs long-term_scheduler.test.ts, test2 to test5: each answer after each other.
    struct Case {
        std::vector<Recall> answers;
        std::vector<int> intervals;
        std::vector<double> stabilities;
        std::vector<double> difficulties;
    };
    const std::vector<Case> cases {
        { { kAgain, kHard, kGood, kEasy, kAgain, kHard, kGood, kEasy },
            { 1, 2, 6, 41, 4, 7, 21, 133 },
            { 0.4197, 1.0344317, 5.5356759, 41.0033667, 4.46605519, 6.67743292, 20.88868155,
                132.81849454 },
            { 7.1434, 7.03653841, 6.64066485, 5.92312772, 6.44779861, 6.45995078, 6.10293922,
                5.36588547 } },
        { { kHard, kGood, kEasy, kAgain, kHard, kGood, kEasy, kAgain },
            { 2, 7, 54, 5, 8, 26, 171, 8 },
            { 1.1869, 6.59167572, 53.76078737, 5.0853693, 8.09786749, 25.52991279, 171.16195166,
                8.11072373 },
            { 6.23225985, 5.89059466, 5.14583392, 5.884097, 5.99269555, 5.667177, 4.91430736,
                5.71619151 } },
        { { kGood, kEasy, kAgain, kHard, kGood, kEasy, kAgain, kHard },
            { 3, 33, 4, 7, 26, 193, 9, 14 },
            { 3.0412, 32.65484522, 4.22256838, 7.2325009, 25.52681746, 193.36618775, 8.63899847,
                14.31323867 },
            { 4.49094334, 3.69538259, 4.83221448, 5.12078462, 4.85403286, 4.07165035, 5.1050878,
                5.34697075 } },
        { { kEasy, kAgain, kHard, kGood, kEasy, kAgain, kHard, kGood },
            { 15, 3, 6, 27, 240, 10, 17, 60 },
            { 15.2441, 3.25621013, 6.32684549, 26.56339029, 239.70462771, 9.75621519, 17.06035531,
                59.59547542 },
            { 1.16304343, 2.99573557, 3.59851762, 3.43436666, 2.60045771, 4.03816348, 4.46259158,
                4.24020203 } },
    };
    for (std::size_t i = 0; i < cases.size(); ++i) {
        SCOPED_TRACE("test" + std::to_string(i + 2));
        const FsrsRun run = answerOnDueDays(longTermReferenceScheduler(), cases[i].answers);
        EXPECT_EQ(run.intervals, cases[i].intervals);
        expectValues(run.stabilities, cases[i].stabilities);
        expectValues(run.difficulties, cases[i].difficulties);
    }
}

TEST(Fsrs, DatesComeFromTheCallerAndLapsesAreCounted) {
    const FsrsScheduler scheduler;
    const sys_days monday = year_month_day { year { 2026 }, month { 12 }, day { 7 } };
    FsrsCard card = scheduler.review(FsrsCard {}, kGood, monday);
    EXPECT_EQ(card.due, monday + days(3)); // round(w2 = 3.173)
    EXPECT_NEAR(scheduler.retrievability(card, card.due), 0.9, 0.01);
    EXPECT_DOUBLE_EQ(scheduler.retrievability(card, monday), 1.0);
    // Answered late, after ten days instead of three: recall was less likely, so a right
    // answer shows a stronger memory than one on the due day.
    const FsrsCard onTime = scheduler.review(card, kGood, card.due);
    const FsrsCard late = scheduler.review(card, kGood, monday + days(10));
    EXPECT_GT(late.stability, onTime.stability);
    EXPECT_EQ(late.lastReview, monday + days(10));
    const FsrsCard lapsed = scheduler.review(late, kAgain, late.due);
    EXPECT_EQ(lapsed.lapses, 1);
    EXPECT_EQ(lapsed.reviews, 3);
    EXPECT_LT(lapsed.stability, late.stability);
    EXPECT_EQ(scheduler.retrievability(FsrsCard {}, monday), 0.0);
}
