// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of ComputerSeat: which player is seated, which answers count (only the seated
// player's, only for the request waited for), an early answer held for the reply time, and
// what a request asks; the human's side of a setup.
#include "engines/chess_player.h"
#include "game/computer_seat.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using rochade::gui::ChessPlayer;
using rochade::gui::ComputerSeat;
using rochade::gui::ComputerSide;
using rochade::gui::GameSetup;
using rochade::gui::MoveRequest;
using rochade::gui::Opponent;

namespace {

/// A player the test answers for; plays the computer's side for one kind of opponent.
class SeatManualPlayer : public ChessPlayer {
public:
    explicit SeatManualPlayer(Opponent kind)
        : m_kind(kind) { }
    bool plays(const ComputerSide& side) const override { return side.opponent == m_kind; }
    void beginGame(const ComputerSide& side) override {
        ++games;
        lastSide = side;
    }
    void release() override { ++releases; }
    void startThinking(const MoveRequest& request) override { asked.push_back(request.id); }
    void stop(quint64 requestId) override { stopped = requestId; }
    void cancelThrough(quint64 requestId) override { cancelled = requestId; }
    QString name() const override { return QStringLiteral("Manual"); }

    void answer(quint64 requestId) {
        engine::SearchResult result;
        result.bestMove = Move(makeSquare(4, 6), makeSquare(4, 4)); // any move: e7e5
        emit moveChosen(requestId, result);
    }

    std::vector<quint64> asked;
    quint64 stopped = 0;
    quint64 cancelled = 0;
    int games = 0;
    int releases = 0;
    ComputerSide lastSide;

private:
    Opponent m_kind;
};

GameSetup setupFor(Opponent kind) {
    GameSetup setup;
    setup.opponent = kind;
    return setup;
}

MoveRequest requestWithId(quint64 id) {
    MoveRequest request;
    request.id = id;
    return request;
}

} // namespace

TEST(ComputerSeat, SeatsThePlayerAddedLastThatPlaysTheSetupAndReleasesTheOthers) {
    ComputerSeat seat;
    SeatManualPlayer builtIn(Opponent::BuiltIn);
    SeatManualPlayer external(Opponent::External);
    SeatManualPlayer laterBuiltIn(Opponent::BuiltIn);
    seat.addPlayer(&builtIn);
    seat.addPlayer(&external);
    seat.addPlayer(&laterBuiltIn);
    seat.seat(setupFor(Opponent::BuiltIn), true);
    EXPECT_EQ(seat.player(), &laterBuiltIn);
    EXPECT_EQ(laterBuiltIn.games, 1);
    EXPECT_EQ(builtIn.releases, 1);
    EXPECT_EQ(external.releases, 1);
    seat.seat(setupFor(Opponent::External), true);
    EXPECT_EQ(seat.player(), &external);
    seat.seat(setupFor(Opponent::External), false); // hot-seat: nobody
    EXPECT_EQ(seat.player(), nullptr);
}

TEST(ComputerSeat, TellsTheSeatedPlayerTheSetupsComputerSide) {
    ComputerSeat seat;
    SeatManualPlayer external(Opponent::External);
    seat.addPlayer(&external);
    GameSetup setup = setupFor(Opponent::External);
    setup.enginePath = QStringLiteral("/usr/games/stockfish");
    setup.engineName = QStringLiteral("Stockfish 16");
    setup.level = engine::Level::Hard;
    setup.whiteName = QStringLiteral("Ann"); // not the player's business
    seat.seat(setup, true);
    ASSERT_EQ(seat.player(), &external);
    const ComputerSide expected { Opponent::External, QStringLiteral("/usr/games/stockfish"),
        QStringLiteral("Stockfish 16"), engine::Level::Hard };
    EXPECT_EQ(external.lastSide, expected);
    EXPECT_EQ(setup.computerSide(), expected);
}

TEST(ComputerSeat, TakesOnlyTheSeatedPlayersAnswerToTheCurrentRequest) {
    ComputerSeat seat;
    SeatManualPlayer seated(Opponent::BuiltIn);
    SeatManualPlayer other(Opponent::External);
    seat.addPlayer(&seated);
    seat.addPlayer(&other);
    seat.seat(setupFor(Opponent::BuiltIn), true);
    QSignalSpy answered(&seat, &ComputerSeat::answered);

    const quint64 first = seat.begin();
    seat.think(requestWithId(first));
    seat.cancel();
    EXPECT_EQ(seated.cancelled, first);
    EXPECT_FALSE(seat.isThinking());
    seated.answer(first); // late: the request was cancelled
    const quint64 second = seat.begin();
    EXPECT_GT(second, first);
    seat.think(requestWithId(second));
    seated.answer(first); // stale
    other.answer(second); // not seated
    EXPECT_EQ(answered.size(), 0);
    seated.answer(second);
    EXPECT_EQ(answered.size(), 1);
    EXPECT_EQ(seated.asked, (std::vector<quint64> { first, second }));
}

TEST(ComputerSeat, HoldsAnEarlyAnswerUntilTheReplyTimeUnlessAskedToMoveNow) {
    ComputerSeat seat;
    SeatManualPlayer player(Opponent::BuiltIn);
    seat.addPlayer(&player);
    seat.seat(setupFor(Opponent::BuiltIn), true);
    QSignalSpy due(&seat, &ComputerSeat::replyDue);
    engine::SearchResult result;
    result.bestMove = Move(makeSquare(4, 6), makeSquare(4, 4));

    seat.begin();
    ASSERT_TRUE(seat.holdUntil(200, result));
    EXPECT_EQ(due.size(), 0);
    EXPECT_TRUE(due.wait(2000));

    seat.begin();
    ASSERT_TRUE(seat.holdUntil(10000, result));
    EXPECT_FALSE(seat.moveNow()); // the held answer is delivered at once
    EXPECT_EQ(due.size(), 2);

    const quint64 id = seat.begin();
    EXPECT_TRUE(seat.moveNow()); // nothing held: the player is asked
    EXPECT_EQ(player.stopped, id);
    EXPECT_FALSE(seat.holdUntil(10000, result)); // wanted now: not held
    EXPECT_FALSE(seat.holdUntil(0, result)); // no reply time
    seat.begin();
    EXPECT_FALSE(seat.holdUntil(10000, engine::SearchResult())); // no move to hold
}

TEST(ComputerSeat, AsksAboutTheWholeGameWithTheCurrentRequestsId) {
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
    ComputerSeat seat;
    const quint64 id = seat.begin();
    engine::SearchLimits limits;
    limits.depth = 7;
    const MoveRequest request = seat.requestFor(game, engine::Level::Hard, limits);
    EXPECT_EQ(request.id, id);
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
