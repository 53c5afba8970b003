// SPDX-License-Identifier: GPL-3.0-or-later
// The chess clock driven by explicit timestamps: scripts of events -> expected readings.
#include "rochade/core/chess_clock.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade {
namespace {

enum class Op {
    StartWhite,
    StartBlack,
    Switch,
    Pause,
    Resume,
    Stop
};

struct Step {
    Op op;
    std::int64_t atMs;
};

struct Script {
    const char* name;
    TimeControl tc;
    std::vector<Step> steps;
    std::int64_t readAtMs;
    std::int64_t whiteLeft;
    std::int64_t blackLeft;
    std::int64_t whiteUsed;
    std::int64_t blackUsed;
    bool whiteFlag;
    bool blackFlag;
};

void run(ChessClock& clock, const std::vector<Step>& steps) {
    for (const Step& s : steps) {
        switch (s.op) {
        case Op::StartWhite:
            clock.start(Color::White, s.atMs);
            break;
        case Op::StartBlack:
            clock.start(Color::Black, s.atMs);
            break;
        case Op::Switch:
            clock.switchSides(s.atMs);
            break;
        case Op::Pause:
            clock.pause(s.atMs);
            break;
        case Op::Resume:
            clock.resume(s.atMs);
            break;
        case Op::Stop:
            clock.stop(s.atMs);
            break;
        }
    }
}

TEST(ChessClock, FollowsEveryScript) {
    const TimeControl blitz = TimeControl::fromMinutes(5, 3);
    const TimeControl bullet = TimeControl::fromMinutes(1, 0);
    const std::vector<Script> scripts = {
        { "untouched", blitz, {}, 1000, 300000, 300000, 0, 0, false, false },
        { "white thinks 4 s", blitz, { { Op::StartWhite, 1000 } }, 5000, 296000, 300000, 4000, 0,
            false, false },
        { "a move adds the increment", blitz, { { Op::StartWhite, 0 }, { Op::Switch, 10000 } },
            10000, 293000, 300000, 10000, 0, false, false },
        { "black's time flows after the switch", blitz,
            { { Op::StartWhite, 0 }, { Op::Switch, 10000 } }, 25000, 293000, 285000, 10000, 15000,
            false, false },
        { "two moves each", blitz,
            { { Op::StartWhite, 0 }, { Op::Switch, 1000 }, { Op::Switch, 3000 },
                { Op::Switch, 6000 }, { Op::Switch, 10000 } },
            10000, 300000 - 1000 + 3000 - 3000 + 3000, 300000 - 2000 + 3000 - 4000 + 3000, 4000,
            6000, false, false },
        { "pause freezes the time", blitz,
            { { Op::StartWhite, 0 }, { Op::Pause, 2000 }, { Op::Resume, 62000 } }, 63000, 297000,
            300000, 3000, 0, false, false },
        { "still paused", blitz, { { Op::StartWhite, 0 }, { Op::Pause, 2000 } }, 500000, 298000,
            300000, 2000, 0, false, false },
        { "resume without pause does nothing", blitz,
            { { Op::StartWhite, 0 }, { Op::Resume, 2000 } }, 3000, 297000, 300000, 3000, 0, false,
            false },
        { "stop keeps the readings", blitz, { { Op::StartWhite, 0 }, { Op::Stop, 7000 } }, 90000,
            293000, 300000, 7000, 0, false, false },
        { "white's flag falls at 0:00", bullet, { { Op::StartWhite, 0 } }, 60000, 0, 60000, 60000,
            0, true, false },
        { "never below zero", bullet, { { Op::StartWhite, 0 } }, 75000, 0, 60000, 75000, 0, true,
            false },
        { "one ms before the flag", bullet, { { Op::StartWhite, 0 } }, 59999, 1, 60000, 59999, 0,
            false, false },
        { "a late move gets no increment", TimeControl { 1000, 5000 },
            { { Op::StartWhite, 0 }, { Op::Switch, 1500 } }, 1500, 0, 1000, 1500, 0, true, false },
        { "black starts from a set-up position", bullet, { { Op::StartBlack, 100 } }, 10100, 60000,
            50000, 0, 10000, false, false },
        { "black flags", TimeControl { 2000, 0 }, { { Op::StartWhite, 0 }, { Op::Switch, 500 } },
            2500, 1500, 0, 500, 2000, false, true },
        { "no clock still counts the thinking time", TimeControl::none(),
            { { Op::StartWhite, 0 }, { Op::Switch, 4000 } }, 9000, 0, 0, 4000, 5000, false, false },
        { "a switch while stopped does nothing", blitz, { { Op::Switch, 4000 } }, 9000, 300000,
            300000, 0, 0, false, false },
        { "a switch while paused keeps the clock paused", blitz,
            { { Op::StartWhite, 0 }, { Op::Pause, 1000 }, { Op::Switch, 5000 } }, 9000,
            300000 - 1000 + 3000, 300000, 1000, 0, false, false },
    };
    for (const Script& s : scripts) {
        ChessClock clock(s.tc);
        run(clock, s.steps);
        EXPECT_EQ(clock.remainingMs(Color::White, s.readAtMs), s.whiteLeft) << s.name;
        EXPECT_EQ(clock.remainingMs(Color::Black, s.readAtMs), s.blackLeft) << s.name;
        EXPECT_EQ(clock.elapsedMs(Color::White, s.readAtMs), s.whiteUsed) << s.name;
        EXPECT_EQ(clock.elapsedMs(Color::Black, s.readAtMs), s.blackUsed) << s.name;
        EXPECT_EQ(clock.hasFlagFallen(Color::White, s.readAtMs), s.whiteFlag) << s.name;
        EXPECT_EQ(clock.hasFlagFallen(Color::Black, s.readAtMs), s.blackFlag) << s.name;
    }
}

TEST(ChessClock, SwitchReturnsTheMoveTimeAndTheNextSide) {
    ChessClock clock(TimeControl::fromMinutes(3, 2));
    EXPECT_FALSE(clock.runningSide().has_value());
    clock.start(Color::White, 100);
    EXPECT_EQ(clock.runningSide(), Color::White);
    EXPECT_EQ(clock.switchSides(2600), 2500);
    EXPECT_EQ(clock.runningSide(), Color::Black);
    EXPECT_TRUE(clock.isRunning());
    clock.pause(3000);
    EXPECT_TRUE(clock.isPaused());
    EXPECT_FALSE(clock.isRunning());
    clock.resume(10000);
    EXPECT_EQ(clock.switchSides(10600), 1000); // 400 before the pause, 600 after it
    EXPECT_EQ(clock.runningSide(), Color::White);
}

TEST(ChessClock, FlaggedSideNamesTheSideOutOfTime) {
    ChessClock clock(TimeControl { 1000, 0 });
    clock.start(Color::White, 0);
    EXPECT_FALSE(clock.flaggedSide(999).has_value());
    EXPECT_EQ(clock.flaggedSide(1000), Color::White);
    ChessClock untimed;
    untimed.start(Color::White, 0);
    EXPECT_FALSE(untimed.flaggedSide(1000000).has_value());
}

TEST(ChessClock, RestoresAReadingStopped) {
    ChessClock clock(TimeControl::fromMinutes(5, 0));
    clock.start(Color::White, 0);
    clock.switchSides(4000);
    const ChessClock::Reading saved = clock.reading(4000);
    clock.switchSides(9000);
    clock.switchSides(20000);
    clock.restore(saved);
    EXPECT_FALSE(clock.runningSide().has_value());
    EXPECT_EQ(clock.reading(50000), saved);
    clock.start(Color::Black, 50000);
    EXPECT_EQ(clock.remainingMs(Color::Black, 51000), 299000);
    EXPECT_EQ(clock.remainingMs(Color::White, 51000), 296000);
}

TEST(ChessClock, ResetGivesBothSidesTheBaseTime) {
    ChessClock clock(TimeControl::fromMinutes(1, 0));
    clock.start(Color::White, 0);
    clock.switchSides(30000);
    clock.reset(TimeControl::fromMinutes(3, 2));
    EXPECT_FALSE(clock.runningSide().has_value());
    EXPECT_EQ(clock.remainingMs(Color::White, 40000), 180000);
    EXPECT_EQ(clock.elapsedMs(Color::White, 40000), 0);
    EXPECT_EQ(clock.timeControl(), TimeControl::fromMinutes(3, 2));
}

} // namespace
} // namespace rochade
