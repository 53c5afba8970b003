// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of ComputerOpponent: which player is seated, which answers count (only the seated
// player's, only for the request waited for), an early answer held for the reply time, and
// what a request asks; the human's side of a setup.
#include "game/computer_opponent.h"
#include "game/game_setup.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include "manual_player.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <vector>

using namespace rochade;
using rochade::gui::ComputerOpponent;
using rochade::gui::ComputerSide;
using rochade::gui::GameSetup;
using rochade::gui::MoveRequest;
using rochade::gui::Opponent;
using rochade::gui::test::ManualPlayer;

namespace {

ComputerSide sideAgainst(Opponent kind) {
    GameSetup setup;
    setup.opponent = kind;
    return setup.computerSide().value();
}

/// e7e5, a move the tests answer with; the opponent never reads it.
Move anyMove() {
    return Move(makeSquare(4, 6), makeSquare(4, 4));
}

} // namespace

TEST(ComputerOpponent, SeatsThePlayerHandedInLastForTheGamesKindAndReleasesTheOthers) {
    ComputerOpponent computer;
    auto* builtIn = new ManualPlayer();
    auto* external = new ManualPlayer();
    auto* laterBuiltIn = new ManualPlayer();
    computer.addPlayer(Opponent::BuiltIn, builtIn);
    computer.addPlayer(Opponent::External, external);
    computer.addPlayer(Opponent::BuiltIn, laterBuiltIn);
    EXPECT_EQ(builtIn->parent(), &computer) << "handed in: owned from then on";

    computer.seat(sideAgainst(Opponent::BuiltIn));
    EXPECT_EQ(computer.player(), laterBuiltIn);
    EXPECT_EQ(laterBuiltIn->games, 1);
    EXPECT_EQ(builtIn->releases, 1);
    EXPECT_EQ(external->releases, 1);
    computer.seat(sideAgainst(Opponent::External));
    EXPECT_EQ(computer.player(), external);
    EXPECT_EQ(laterBuiltIn->releases, 1);
    computer.seat(std::nullopt); // hot-seat: nobody, and nothing of the last one keeps running
    EXPECT_EQ(computer.player(), nullptr);
    EXPECT_EQ(external->releases, 2);

    computer.shutdown();
    EXPECT_TRUE(builtIn->shutDown && external->shutDown && laterBuiltIn->shutDown);
    EXPECT_TRUE(computer.isShutDown());
}

TEST(ComputerOpponent, TellsTheSeatedPlayerTheSetupsComputerSide) {
    ComputerOpponent computer;
    auto* external = new ManualPlayer();
    computer.addPlayer(Opponent::External, external);
    GameSetup setup;
    setup.opponent = Opponent::External;
    setup.enginePath = QStringLiteral("/usr/games/stockfish");
    setup.engineName = QStringLiteral("Stockfish 16");
    setup.level = engine::Level::Hard;
    setup.whiteName = QStringLiteral("Ann"); // not the player's business
    computer.seat(setup.computerSide());
    ASSERT_EQ(computer.player(), external);
    const ComputerSide expected { Opponent::External, QStringLiteral("/usr/games/stockfish"),
        QStringLiteral("Stockfish 16"), engine::Level::Hard };
    EXPECT_EQ(external->lastSide, expected);
    EXPECT_EQ(setup.computerSide().value(), expected);
    setup.mode = gui::PlayMode::HotSeat;
    EXPECT_FALSE(setup.computerSide().has_value()) << "nobody plays the computer in hot-seat";
}

TEST(ComputerOpponent, TakesOnlyTheSeatedPlayersAnswerToTheCurrentRequest) {
    ComputerOpponent computer;
    auto* seated = new ManualPlayer();
    auto* other = new ManualPlayer();
    computer.addPlayer(Opponent::BuiltIn, seated);
    computer.addPlayer(Opponent::External, other);
    computer.seat(sideAgainst(Opponent::BuiltIn));
    QSignalSpy answered(&computer, &ComputerOpponent::answered);
    QSignalSpy thinking(&computer, &ComputerOpponent::thinkingChanged);

    const MoveRequest first = computer.announce(Game(), engine::Level::Full, {});
    computer.think(first);
    EXPECT_TRUE(computer.isThinking());
    computer.cancel();
    EXPECT_EQ(seated->cancelled, first.id);
    EXPECT_FALSE(computer.isThinking());
    seated->answerId(first.id, anyMove()); // late: the request was cancelled
    const MoveRequest second = computer.announce(Game(), engine::Level::Full, {});
    EXPECT_GT(second.id, first.id);
    computer.think(second);
    seated->answerId(first.id, anyMove()); // stale
    other->answerId(second.id, anyMove()); // not seated
    EXPECT_EQ(answered.size(), 0);
    seated->answerId(second.id, anyMove());
    EXPECT_EQ(answered.size(), 1);
    ASSERT_EQ(seated->asked.size(), 2U);
    EXPECT_EQ(seated->asked[0].id, first.id);
    EXPECT_EQ(seated->asked[1].id, second.id);
    // On, off (cancelled), on; the answer alone does not end the thinking: finish() does.
    EXPECT_EQ(thinking.size(), 3);
    computer.finish();
    EXPECT_EQ(thinking.size(), 4);
    EXPECT_FALSE(thinking.last().at(0).toBool());
}

TEST(ComputerOpponent, DropsFailuresAboutAbandonedRequests) {
    ComputerOpponent computer;
    auto* player = new ManualPlayer();
    computer.addPlayer(Opponent::BuiltIn, player);
    computer.seat(sideAgainst(Opponent::BuiltIn));
    QSignalSpy failed(&computer, &ComputerOpponent::failed);
    const MoveRequest old = computer.announce(Game(), engine::Level::Full, {});
    computer.cancel();
    computer.think(computer.announce(Game(), engine::Level::Full, {}));
    player->fail(old.id, QStringLiteral("crashed long ago"));
    EXPECT_EQ(failed.size(), 0);
    player->fail(0, QStringLiteral("crashed")); // about no request: always news
    ASSERT_EQ(failed.size(), 1);
    EXPECT_EQ(failed[0][0].toString(), QStringLiteral("crashed"));
}

TEST(ComputerOpponent, HoldsAnEarlyAnswerUntilTheReplyTimeUnlessAskedToMoveNow) {
    ComputerOpponent computer;
    auto* player = new ManualPlayer();
    computer.addPlayer(Opponent::BuiltIn, player);
    computer.seat(sideAgainst(Opponent::BuiltIn));
    QSignalSpy due(&computer, &ComputerOpponent::replyDue);
    engine::SearchResult result;
    result.bestMove = anyMove();

    computer.announce(Game(), engine::Level::Full, {});
    ASSERT_TRUE(computer.holdUntil(200, result));
    EXPECT_EQ(computer.heldUntilMs(), 200);
    EXPECT_EQ(due.size(), 0);
    EXPECT_TRUE(due.wait(2000));
    EXPECT_EQ(computer.heldUntilMs(), -1) << "released";

    computer.announce(Game(), engine::Level::Full, {});
    ASSERT_TRUE(computer.holdUntil(10000, result));
    EXPECT_FALSE(computer.moveNow()); // the held answer is delivered at once
    EXPECT_EQ(due.size(), 2);

    const quint64 id = computer.announce(Game(), engine::Level::Full, {}).id;
    EXPECT_TRUE(computer.moveNow()); // nothing held: the player is asked
    EXPECT_EQ(player->stopped, id);
    EXPECT_FALSE(computer.holdUntil(10000, result)); // wanted now: not held
    EXPECT_FALSE(computer.holdUntil(0, result)); // no reply time
    computer.announce(Game(), engine::Level::Full, {});
    EXPECT_FALSE(computer.holdUntil(10000, engine::SearchResult())); // no move to hold
}

TEST(ComputerOpponent, AsksAboutTheWholeGameWithAFreshId) {
    // From a set-up start, so the start and the moves are both needed to replay it.
    const Result<Position> start
        = parseFen("r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8");
    ASSERT_TRUE(start.ok());
    Game game(start.value());
    for (const char* san : { "O-O-O", "O-O" }) {
        const Result<Move> move = parseSan(game.position(), san);
        ASSERT_TRUE(move.ok()) << san;
        ASSERT_TRUE(game.playMove(move.value()).ok()) << san;
    }
    ComputerOpponent computer;
    engine::SearchLimits limits;
    limits.depth = 7;
    const quint64 before = computer.announce(Game(), engine::Level::Easy, {}).id;
    const MoveRequest request = computer.announce(game, engine::Level::Hard, limits);
    EXPECT_GT(request.id, before);
    EXPECT_EQ(request.start.hash(), start.value().hash());
    ASSERT_EQ(request.moves.size(), 2U);
    EXPECT_EQ(toUci(request.moves[0]), "e1c1");
    EXPECT_EQ(toUci(request.moves[1]), "e8g8");
    EXPECT_EQ(request.position.hash(), game.position().hash());
    // The positions before the one to move in, oldest first: the start, then after O-O-O.
    ASSERT_EQ(request.history.size(), 2);
    EXPECT_EQ(request.history[0], start.value().hash());
    EXPECT_EQ(request.history[1], game.positionAt(1).hash());
    EXPECT_EQ(request.level, engine::Level::Hard);
    EXPECT_EQ(request.limits.depth, 7);
    EXPECT_FALSE(request.bookAllowed) << "off until the window turns it on";
    computer.setPlaysBookMoves(true);
    EXPECT_TRUE(computer.announce(game, engine::Level::Hard, limits).bookAllowed);
}

TEST(HumanSide, WhiteInHotSeatTheChosenColourAgainstTheComputer) {
    GameSetup setup;
    setup.mode = rochade::gui::PlayMode::HotSeat;
    setup.humanColor = rochade::gui::ColorChoice::Black;
    EXPECT_EQ(rochade::gui::humanSide(setup), Color::White);
    setup.mode = rochade::gui::PlayMode::VsComputer;
    EXPECT_EQ(rochade::gui::humanSide(setup), Color::Black);
    setup.humanColor = rochade::gui::ColorChoice::White;
    EXPECT_EQ(rochade::gui::humanSide(setup), Color::White);
    // Random: both colours come up (the chance of 64 equal draws is 2^-63).
    setup.humanColor = rochade::gui::ColorChoice::Random;
    QSet<int> seen;
    for (int i = 0; i < 64; ++i)
        seen.insert(static_cast<int>(rochade::gui::humanSide(setup)));
    EXPECT_EQ(seen.size(), 2);
}
