// SPDX-License-Identifier: GPL-3.0-or-later
// The controller's clocks with an injected time source: switching, increments, flag fall,
// pause, undo/redo, move times, the limits the computer is given, and the readings a game
// record brings (%clk).
#include "game/game_controller.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A controller whose clocks read `now` (in ms), set by the test.
struct TimedController {
    qint64 now = 0;
    GameController c;
    TimedController() {
        c.clockKeeper()->setTimeSource([this] { return now; });
    }
    void playAt(qint64 ms, const char* move) {
        now = ms;
        ASSERT_TRUE(c.playMoveText(move)) << move;
    }
};

} // namespace

TEST(GameClock, StartsWithTheFirstMoveAndAddsTheIncrement) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(5, 3)));
    EXPECT_TRUE(t.c.clock().hasTimeControl());
    EXPECT_FALSE(t.c.clock().runningSide().has_value());
    t.now = 2000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 300000); // no time flows before the first move
    t.playAt(2000, "e4");
    EXPECT_EQ(t.c.clock().runningSide(), Color::Black);
    t.now = 7000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 295000);
    t.playAt(7000, "e5");
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 298000); // 5 s used, 3 s added
    EXPECT_EQ(t.c.clock().runningSide(), Color::White);
    t.playAt(8500, "Nf3");
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 301500);
    EXPECT_EQ(t.c.clock().moveTimeMs(1), 2000);
    EXPECT_EQ(t.c.clock().moveTimeMs(2), 5000);
    EXPECT_EQ(t.c.clock().moveTimeMs(3), 1500);
    EXPECT_FALSE(t.c.clock().moveTimeMs(4).has_value());
    EXPECT_FALSE(t.c.clock().moveTimeMs(0).has_value());
    EXPECT_EQ(t.c.clock().elapsedMs(Color::White), 3500);
    EXPECT_EQ(t.c.clock().elapsedMs(Color::Black), 5000);
}

TEST(GameClock, UntimedGamesStillCountTheThinkingTime) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::none()));
    EXPECT_FALSE(t.c.clock().hasTimeControl());
    t.playAt(4000, "d4");
    t.playAt(10000, "d5");
    t.now = 11000;
    EXPECT_EQ(t.c.clock().elapsedMs(Color::White), 5000);
    EXPECT_EQ(t.c.clock().elapsedMs(Color::Black), 6000);
    EXPECT_EQ(t.c.clock().moveTimeMs(2), 6000);
    EXPECT_FALSE(t.c.clockKeeper()->checkFlag());
}

TEST(GameClock, AFallenFlagEndsTheGameAndSaysSo) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    QSignalSpy over(&t.c, &GameController::gameOver);
    t.playAt(0, "e4");
    t.now = 59999;
    EXPECT_FALSE(t.c.clockKeeper()->checkFlag());
    t.now = 60000;
    EXPECT_TRUE(t.c.clockKeeper()->checkFlag());
    EXPECT_EQ(t.c.status().result, GameResult::WhiteWins);
    EXPECT_EQ(t.c.status().reason, GameEndReason::Timeout);
    ASSERT_EQ(over.count(), 1);
    const QString text = over.last().at(0).toString();
    EXPECT_TRUE(text.contains(QStringLiteral("0:00"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Black"))) << text.toStdString();
    t.now = 70000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 0);
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 60000);
    EXPECT_FALSE(t.c.clock().runningSide().has_value());
    EXPECT_FALSE(t.c.clockKeeper()->checkFlag()); // once is enough
}

TEST(GameClock, AMoveAfterTheFlagFellIsRefused) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    t.playAt(0, "e4");
    t.now = 60500; // the timer has not looked yet: the move itself finds the flag down
    EXPECT_FALSE(t.c.playMoveText("e5"));
    EXPECT_EQ(t.c.game().ply(), 1);
    EXPECT_EQ(t.c.status().reason, GameEndReason::Timeout);
}

TEST(GameClock, TheTimerNoticesTheFlag) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    QSignalSpy over(&t.c, &GameController::gameOver);
    t.playAt(0, "e4");
    t.now = 61000;
    EXPECT_TRUE(over.wait(1000)); // the 100 ms tick
    EXPECT_EQ(t.c.status().reason, GameEndReason::Timeout);
}

TEST(GameClock, AFlagAgainstABareKingIsADraw) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    const Result<Position> start = parseFen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1");
    ASSERT_TRUE(start.ok());
    t.c.setUpPosition(start.value());
    t.playAt(0, "Qh2");
    t.playAt(1000, "Kd7");
    t.now = 61000; // White's flag: Black has only its king
    EXPECT_TRUE(t.c.clockKeeper()->checkFlag());
    EXPECT_EQ(t.c.status().result, GameResult::Draw);
    EXPECT_EQ(t.c.status().reason, GameEndReason::TimeoutInsufficientMaterial);
}

TEST(GameClock, PauseStopsTheClocksAndTheBoard) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(5, 0)));
    t.playAt(0, "e4");
    t.now = 1000;
    QSignalSpy paused(&t.c, &GameController::pausedChanged);
    EXPECT_TRUE(t.c.clockKeeper()->setPaused(true));
    EXPECT_EQ(paused.count(), 1);
    EXPECT_FALSE(t.c.canHumanMove());
    EXPECT_FALSE(t.c.playMoveText("e5"));
    t.now = 500000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 299000);
    EXPECT_EQ(t.c.clock().elapsedMs(Color::Black), 1000);
    EXPECT_FALSE(t.c.clockKeeper()->checkFlag());
    EXPECT_TRUE(t.c.clockKeeper()->setPaused(false));
    t.now = 501000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 298000);
    EXPECT_TRUE(t.c.playMoveText("e5"));
    EXPECT_EQ(t.c.clock().moveTimeMs(2), 2000); // the pause is not part of the move
}

TEST(GameClock, DialogPausesNest) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(5, 0)));
    t.playAt(0, "e4");
    t.now = 1000;
    t.c.clockKeeper()->hold();
    {
        const gui::ClockPauseGuard inner(&t.c);
        t.now = 5000;
    }
    t.now = 9000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 299000); // still held by the outer pause
    t.c.clockKeeper()->release();
    t.now = 10000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 298000);
    t.c.clockKeeper()->release(); // one too many: ignored
    t.now = 11000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 297000);
}

TEST(GameClock, UndoAndRedoRestoreTheTimes) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(5, 3)));
    t.playAt(1000, "e4");
    t.playAt(5000, "e5"); // Black 4 s: 299 s
    t.playAt(12000, "Nf3"); // White 7 s: 296 s
    t.now = 20000;
    ASSERT_TRUE(t.c.undo());
    EXPECT_EQ(t.c.game().ply(), 2);
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 300000);
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 299000);
    EXPECT_EQ(t.c.clock().runningSide(), Color::White);
    t.now = 21000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 299000);
    ASSERT_TRUE(t.c.redo());
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 296000);
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 299000);
    EXPECT_EQ(t.c.clock().runningSide(), Color::Black);
    EXPECT_EQ(t.c.clock().moveTimeMs(3), 7000);
    // A different move after an undo replaces the record of the old one.
    t.now = 30000;
    ASSERT_TRUE(t.c.undo());
    t.playAt(30500, "Nc3");
    EXPECT_EQ(t.c.clock().moveTimeMs(3), 500);
}

TEST(GameClock, UndoAfterAFlagFallReopensTheGameWithTime) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    t.playAt(0, "e4");
    t.playAt(10000, "e5");
    t.now = 80000;
    ASSERT_TRUE(t.c.clockKeeper()->checkFlag());
    ASSERT_TRUE(t.c.undo());
    EXPECT_FALSE(t.c.game().isOver());
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 60000);
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 60000);
    EXPECT_EQ(t.c.clock().runningSide(), Color::Black);
}

TEST(GameClock, NewGameResetsTheClock) {
    TimedController t;
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(3, 2)));
    t.playAt(0, "e4");
    t.playAt(9000, "e5");
    t.c.newGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    t.now = 20000;
    EXPECT_EQ(t.c.clock().remainingMs(Color::White), 60000);
    EXPECT_EQ(t.c.clock().remainingMs(Color::Black), 60000);
    EXPECT_EQ(t.c.clock().elapsedMs(Color::Black), 0);
    EXPECT_FALSE(t.c.clock().moveTimeMs(1).has_value());
    EXPECT_FALSE(t.c.clock().runningSide().has_value());
}

TEST(GameClock, TheComputerSearchesWithTheClock) {
    TimedController t;
    auto* computer = seatManualPlayer(t.c, new ManualPlayer({ "e5", "d5" }));
    engine::SearchLimits quick;
    quick.depth = 1;
    t.c.computer()->setExtraSearchLimits(quick);
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.humanColor = ColorChoice::White;
    setup.level = engine::Level::Easy;
    setup.timeControl = TimeControl::fromMinutes(3, 2);
    t.c.newGame(setup);
    QSignalSpy requests(t.c.computer(), &ComputerOpponent::searchRequested);
    QSignalSpy moves(&t.c, &GameController::moveMade);
    t.playAt(4000, "e4");
    ASSERT_EQ(requests.count(), 1);
    auto limits = requests.last().at(4).value<engine::SearchLimits>();
    EXPECT_EQ(limits.timeLeftMs[static_cast<std::size_t>(index(Color::White))], 180000);
    EXPECT_EQ(limits.timeLeftMs[static_cast<std::size_t>(index(Color::Black))], 180000);
    EXPECT_EQ(limits.incrementMs[static_cast<std::size_t>(index(Color::Black))], 2000);
    EXPECT_EQ(limits.depth, 1); // the extra limits are kept
    ASSERT_TRUE(moves.wait(kTimeoutMs) || moves.count() >= 2);
    QTRY_COMPARE_WITH_TIMEOUT(t.c.game().ply(), 2, kTimeoutMs);
    ASSERT_TRUE(t.c.clock().moveTimeMs(2).has_value());
    t.playAt(14000, "d4"); // White used 10 s, got 2 s
    ASSERT_EQ(requests.count(), 2);
    limits = requests.last().at(4).value<engine::SearchLimits>();
    EXPECT_EQ(limits.timeLeftMs[static_cast<std::size_t>(index(Color::White))], 172000);
    QTRY_COMPARE_WITH_TIMEOUT(t.c.game().ply(), 4, kTimeoutMs);
    ASSERT_EQ(computer->asked.size(), 2U); // the player got the limits the signal showed
    EXPECT_EQ(computer->asked[1].limits.timeLeftMs[static_cast<std::size_t>(index(Color::White))],
        172000);
}

TEST(GameClock, WithoutAClockTheComputerGetsNoTime) {
    GameController c;
    seatManualPlayer(c, new ManualPlayer({ "e4" }));
    engine::SearchLimits quick;
    quick.depth = 1;
    c.computer()->setExtraSearchLimits(quick);
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.humanColor = ColorChoice::Black;
    QSignalSpy requests(c.computer(), &ComputerOpponent::searchRequested);
    c.newGame(setup);
    ASSERT_EQ(requests.count(), 1);
    const auto limits = requests.last().at(4).value<engine::SearchLimits>();
    EXPECT_LT(limits.timeLeftMs[0], 0);
    EXPECT_LT(limits.timeLeftMs[1], 0);
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 1, kTimeoutMs);
}

TEST(GameClock, PausingWhileTheComputerThinksAsksAgainOnResume) {
    TimedController t;
    auto* computer = seatManualPlayer(t.c, new ManualPlayer()); // thinks until told to move
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.humanColor = ColorChoice::White;
    setup.timeControl = TimeControl::fromMinutes(5, 0);
    t.c.newGame(setup);
    QSignalSpy requests(t.c.computer(), &ComputerOpponent::searchRequested);
    t.playAt(0, "e4");
    ASSERT_TRUE(t.c.isThinking());
    ASSERT_TRUE(t.c.clockKeeper()->setPaused(true));
    EXPECT_FALSE(t.c.isThinking());
    ASSERT_EQ(computer->asked.size(), 1U);
    EXPECT_EQ(computer->cancelled, computer->asked[0].id);
    ASSERT_TRUE(t.c.clockKeeper()->setPaused(false));
    EXPECT_TRUE(t.c.isThinking());
    EXPECT_EQ(requests.count(), 2);
    ASSERT_EQ(computer->asked.size(), 2U);
    computer->answer("e5"); // the new request's answer is played (after the reply time)
    QTRY_COMPARE_WITH_TIMEOUT(t.c.game().ply(), 2, kTimeoutMs);
}

TEST(GameClock, ARecordsReadingsSetTheClocksAndAMoveWithoutOneKeepsTheTimesBeforeIt) {
    // As another program writes the clocks: after each move, the mover's time (Nf3 has none).
    const PgnParseResult read = parsePgn("[TimeControl \"300+2\"]\n\n"
                                         "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 2. Nf3 "
                                         "Nc6 {[%clk 0:04:50.5]} *\n");
    ASSERT_TRUE(read.ok());
    const Game game = read.games.front().toGame();
    qint64 now = 1000;
    GameClock clock;
    clock.setTimeSource([&now] { return now; });
    clock.reset(TimeControl { 300000, 2000 }, game.ply(), Color::White);
    clock.restoreFromRecord(game, Color::White);
    EXPECT_EQ(clock.remainingMs(Color::White), 300000);
    EXPECT_EQ(clock.remainingMs(Color::Black), 290500);
    // The game clock stands until the next move: a record opened is read before it is played.
    EXPECT_FALSE(clock.runningSide().has_value());
    EXPECT_EQ(clock.clockAfterMs(2), 298000);
    EXPECT_FALSE(clock.clockAfterMs(3).has_value());
    EXPECT_EQ(clock.clockAfterMs(4), 290500);
    EXPECT_EQ(clock.moveTimeMs(2), 4000); // 5:00 + 2 s - 4:58
    EXPECT_EQ(clock.moveTimeMs(4), 9500); // 4:58 + 2 s - 4:50.5
    EXPECT_EQ(clock.elapsedMs(Color::Black), 13500);
    const qint64 whiteUsed = clock.elapsedMs(Color::White);
    now += 2500;
    EXPECT_EQ(clock.remainingMs(Color::White), 300000);
    EXPECT_EQ(clock.elapsedMs(Color::White), whiteUsed); // the reading is no one's time
    EXPECT_FALSE(clock.flaggedSide().has_value());
    // Undo and redo are looking too; the move that goes on with the game starts the clock.
    clock.restore(3, Color::Black);
    clock.restore(4, Color::White);
    EXPECT_FALSE(clock.runningSide().has_value());
    clock.afterMove(5, Color::Black, false);
    EXPECT_EQ(clock.runningSide(), Color::Black);
    EXPECT_FALSE(clock.moveTimeMs(5).has_value()); // how long White thought is not known
    now += 1000;
    EXPECT_EQ(clock.remainingMs(Color::Black), 289500);
    EXPECT_EQ(clock.remainingMs(Color::White), 300000); // the waiting was charged to no one

    // Without a time control the readings are not the game's: nothing changes.
    GameClock untimed;
    untimed.setTimeSource([&now] { return now; });
    untimed.reset(TimeControl::none(), game.ply(), Color::White);
    untimed.restoreFromRecord(game, Color::White);
    EXPECT_FALSE(untimed.hasTimeControl());
    EXPECT_FALSE(untimed.clockAfterMs(4).has_value());
    EXPECT_FALSE(untimed.runningSide().has_value());
}

TEST(GameClock, ARecordWithoutReadingsStartsFreshClocksAtItsPosition) {
    const PgnParseResult read = parsePgn("1. e4 e5 2. Nf3 *\n");
    ASSERT_TRUE(read.ok());
    const Game game = read.games.front().toGame();
    GameClock clock;
    clock.setTimeSource([] { return 5000; });
    clock.reset(TimeControl::fromMinutes(5, 0), game.ply(), Color::Black);
    clock.restoreFromRecord(game, Color::Black);
    EXPECT_EQ(clock.remainingMs(Color::White), 300000);
    EXPECT_EQ(clock.remainingMs(Color::Black), 300000);
    EXPECT_FALSE(clock.runningSide().has_value()); // it starts with the next move
    EXPECT_FALSE(clock.clockAfterMs(3).has_value());
}
