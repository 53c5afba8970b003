// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of ComputerSeat: which player is seated, which answers count (only the seated
// player's, only for the request waited for), and an early answer held for the reply time.
#include "rochade/gui/chess_player.h"
#include "rochade/gui/computer_seat.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using rochade::gui::ChessPlayer;
using rochade::gui::ComputerSeat;
using rochade::gui::GameSetup;
using rochade::gui::MoveRequest;
using rochade::gui::Opponent;

namespace {

/// A player the test answers for; plays the setups of one kind of opponent.
class ManualPlayer : public ChessPlayer {
public:
    explicit ManualPlayer(Opponent kind)
        : m_kind(kind) { }
    bool plays(const GameSetup& setup) const override { return setup.opponent == m_kind; }
    void beginGame(const GameSetup&) override { ++games; }
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
    ManualPlayer builtIn(Opponent::BuiltIn);
    ManualPlayer external(Opponent::External);
    ManualPlayer laterBuiltIn(Opponent::BuiltIn);
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

TEST(ComputerSeat, TakesOnlyTheSeatedPlayersAnswerToTheCurrentRequest) {
    ComputerSeat seat;
    ManualPlayer seated(Opponent::BuiltIn);
    ManualPlayer other(Opponent::External);
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
    ManualPlayer player(Opponent::BuiltIn);
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
