// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of ComputerTurns through a GameFlow of the test's own: when the computer is asked,
// that nothing is asked while the clocks stand still, that its answer goes through the flow
// (and a refusal is reported, not retried), and that it claims a draw it may claim.
#include "game/computer_turns.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/reply_time.h"

#include "manual_player.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using rochade::gui::ComputerOpponent;
using rochade::gui::ComputerTurns;
using rochade::gui::DrawNegotiation;
using rochade::gui::GameClock;
using rochade::gui::GameFlow;
using rochade::gui::GameSetup;
using rochade::gui::MoveRequest;
using rochade::gui::test::ManualPlayer;

namespace {

/// The running game as ComputerTurns sees it; the computer plays White. Records what the
/// part did to it.
class TestFlow : public GameFlow {
public:
    TestFlow() { m_setup.level = engine::Level::Full; } // no minimum reply time
    void setLevel(engine::Level level) { m_setup.level = level; }
    const Game& game() const override { return gameState; }
    const GameSetup& setup() const override { return m_setup; }
    bool isComputerTurn() const override {
        return !gameState.isOver() && gameState.position().sideToMove() == Color::White;
    }
    Result<bool> playComputerMove(Move move) override {
        played.push_back(move);
        if (refuseMoves) return Error { "refused by the test" };
        return gameState.playMove(move);
    }
    void endByAgreement() override { gameState.agreeDraw(); }
    bool endByClaim() override {
        ++claims;
        return gameState.claimDraw();
    }
    bool checkFlag() override { return false; }
    void endByFlag(Color loser) override { gameState.flagFell(loser); }
    void announceStatus() override { }
    QString turnText() const override { return QStringLiteral("turn"); }
    QString whyNoMove() const override { return QStringLiteral("no move"); }

    Game gameState;
    std::vector<Move> played;
    int claims = 0;
    bool refuseMoves = false;

private:
    GameSetup m_setup;
};

struct Turns {
    Turns() {
        player = new ManualPlayer();
        computer.addPlayer(gui::Opponent::BuiltIn, player); // owned by `computer`
        computer.seat(flow.setup().computerSide());
    }
    ~Turns() { computer.shutdown(); }

    TestFlow flow;
    ComputerOpponent computer;
    DrawNegotiation negotiation;
    GameClock clock;
    ComputerTurns turns { flow, computer, negotiation, clock };
    ManualPlayer* player = nullptr;
};

} // namespace

TEST(ComputerTurns, AsksOnceOnTheComputersTurnAndPlaysTheAnswerThroughTheFlow) {
    Turns t;
    t.turns.maybeStart();
    t.turns.maybeStart(); // already thinking: not asked twice
    ASSERT_EQ(t.player->asked.size(), 1U);
    EXPECT_EQ(t.player->asked[0].position, t.flow.game().position());
    EXPECT_TRUE(t.computer.isThinking());

    t.player->answer("e4");
    ASSERT_EQ(t.flow.played.size(), 1U);
    EXPECT_EQ(toSan(t.flow.game().startPosition(), t.flow.played[0]), "e4");
    EXPECT_FALSE(t.computer.isThinking());

    t.turns.maybeStart(); // Black (the human) to move: nothing to ask
    EXPECT_EQ(t.player->asked.size(), 1U);
}

TEST(ComputerTurns, AsksNothingWhileTheClocksAreHeldOrPaused) {
    Turns t;
    t.clock.hold();
    t.turns.maybeStart();
    EXPECT_TRUE(t.player->asked.empty());
    t.clock.release();
    t.clock.setPaused(true);
    t.turns.maybeStart();
    EXPECT_TRUE(t.player->asked.empty());
    t.clock.setPaused(false);
    t.turns.maybeStart();
    EXPECT_EQ(t.player->asked.size(), 1U);
}

TEST(ComputerTurns, ACancelledSearchsAnswerIsNeverPlayed) {
    Turns t;
    t.turns.maybeStart();
    t.turns.cancel();
    EXPECT_EQ(t.player->cancelled, t.player->asked.back().id);
    t.player->answer("e4"); // late
    EXPECT_TRUE(t.flow.played.empty());
}

TEST(ComputerTurns, AMoveTheFlowRefusesIsReportedAndNotRetried) {
    Turns t;
    t.flow.refuseMoves = true;
    QSignalSpy messages(&t.turns, &ComputerTurns::statusMessage);
    t.turns.maybeStart();
    t.player->answer("d4");
    ASSERT_EQ(t.flow.played.size(), 1U);
    ASSERT_EQ(messages.count(), 1);
    EXPECT_TRUE(messages[0][0].toString().contains(QStringLiteral("d2d4")));
    EXPECT_TRUE(messages[0][0].toString().contains(QStringLiteral("refused by the test")));
    EXPECT_EQ(t.player->asked.size(), 1U);
}

TEST(ComputerTurns, ClaimsAThreefoldRepetitionUnlessItThinksItIsBetter) {
    Turns t;
    for (const char* san : { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8" })
        ASSERT_TRUE(
            t.flow.gameState.playMove(parseSan(t.flow.game().position(), san).value()).ok());
    ASSERT_NE(t.flow.game().status().claimable, DrawClaim::None);

    t.computer.setLastScore(150); // better by a pawn and a half: plays on
    t.turns.maybeStart();
    EXPECT_EQ(t.flow.claims, 0);
    ASSERT_EQ(t.player->asked.size(), 1U);
    t.turns.cancel();

    t.computer.setLastScore(0);
    t.turns.maybeStart();
    EXPECT_EQ(t.flow.claims, 1);
    EXPECT_TRUE(t.flow.game().isOver());
    EXPECT_EQ(t.player->asked.size(), 1U);
}

TEST(ComputerTurns, AllowsABookMoveForItsMovesButNeverForAJudgementOfAnOffer) {
    Turns t;
    t.turns.maybeStart();
    ASSERT_EQ(t.player->asked.size(), 1U);
    EXPECT_FALSE(t.player->asked[0].bookAllowed) << "off until the window turns it on";
    t.turns.cancel();

    t.computer.setPlaysBookMoves(true);
    t.turns.maybeStart();
    ASSERT_EQ(t.player->asked.size(), 2U);
    EXPECT_TRUE(t.player->asked[1].bookAllowed);
    t.player->answer("e4");

    // Black, the human, offers a draw a rook down in a middle game: the computer judges it by
    // a search's score, which a book move would not have.
    t.flow.gameState = Game(parseFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 30").value());
    EXPECT_FALSE(t.turns.offerDraw());
    ASSERT_EQ(t.player->asked.size(), 3U);
    EXPECT_FALSE(t.player->asked[2].bookAllowed);
}

TEST(ComputerTurns, MoveNowAsksTheSeatedPlayerForItsBestMoveSoFar) {
    Turns t;
    QSignalSpy messages(&t.turns, &ComputerTurns::statusMessage);
    t.turns.moveNow(); // nothing to hurry: it says so
    EXPECT_EQ(messages.count(), 1);
    EXPECT_EQ(t.player->stopped, 0U);

    t.turns.maybeStart();
    t.turns.moveNow();
    EXPECT_EQ(t.player->stopped, t.player->asked.back().id);
    EXPECT_TRUE(t.computer.isThinking()) << "until the answer comes";
    t.player->answer("e4");
    ASSERT_EQ(t.flow.played.size(), 1U);
    EXPECT_FALSE(t.computer.isThinking());
}

TEST(ComputerTurns, APlayersFailureIsReportedWithItsNameAndNothingIsPlayed) {
    Turns t;
    QSignalSpy failed(&t.computer, &ComputerOpponent::playerFailed);
    t.turns.maybeStart();
    t.player->fail(t.player->asked.back().id, QStringLiteral("crashed"));
    ASSERT_EQ(failed.count(), 1);
    EXPECT_EQ(failed[0][0].toString(), QStringLiteral("Manual"));
    EXPECT_EQ(failed[0][1].toString(), QStringLiteral("crashed"));
    EXPECT_FALSE(t.computer.isThinking());
    EXPECT_TRUE(t.flow.played.empty());
}

namespace {

/// A searched answer (one line, not a book move) to the request waited for.
engine::SearchResult searchedReply(const Position& pos, const char* san) {
    engine::SearchResult result;
    result.bestMove = parseSan(pos, san).value();
    result.depth = 4;
    result.lines = { engine::SearchLine { 15, false, 0, { result.bestMove } } };
    return result;
}

} // namespace

TEST(ComputerTurns, HoldsTheReplyUntilThePolicysTimeThenMoveNowShowsItAtOnce) {
    Turns t;
    t.flow.setLevel(engine::Level::Hard);
    t.computer.setFastReplies(false); // as the window's default
    t.turns.seedReplyTimes(11);
    t.turns.maybeStart();
    const engine::SearchResult reply = searchedReply(t.flow.game().position(), "d4");
    emit t.player->moveChosen(t.player->asked.back().id, reply);
    EXPECT_TRUE(t.flow.played.empty()) << "held";
    // The policy's own time for this position, with the same draws.
    std::mt19937 rng(11);
    const int expected = engine::replyTimeMs(engine::Level::Hard,
        engine::replyFacts(t.flow.game().position(), reply, std::nullopt), rng);
    EXPECT_EQ(t.computer.heldUntilMs(), expected);
    EXPECT_GE(expected, engine::levelSettings(engine::Level::Hard).pace.quickMs);

    t.turns.moveNow(); // the held reply at once
    ASSERT_EQ(t.flow.played.size(), 1U);
    EXPECT_EQ(t.computer.heldUntilMs(), -1);
    EXPECT_FALSE(t.computer.isThinking());
}

TEST(ComputerTurns, FastRepliesKeepOnlyTheLevelsMinimum) {
    Turns t;
    t.flow.setLevel(engine::Level::Hard);
    ASSERT_TRUE(t.computer.fastReplies()) << "on for a controller on its own";
    t.turns.maybeStart();
    emit t.player->moveChosen(
        t.player->asked.back().id, searchedReply(t.flow.game().position(), "d4"));
    EXPECT_EQ(t.flow.played.size(), 1U) << "Hard has no minimum: shown at once";

    Turns easy;
    easy.flow.setLevel(engine::Level::Easy);
    easy.turns.maybeStart();
    emit easy.player->moveChosen(
        easy.player->asked.back().id, searchedReply(easy.flow.game().position(), "d4"));
    EXPECT_EQ(easy.computer.heldUntilMs(), engine::levelSettings(engine::Level::Easy).minReplyMs);
}

TEST(ComputerTurns, LittleTimeLeftCutsThePauseToASmallShareOfIt) {
    Turns t;
    t.flow.setLevel(engine::Level::Hard);
    t.computer.setFastReplies(false);
    t.clock.setTimeSource([] { return qint64 { 1000 }; }); // time stands still in the test
    t.clock.reset(rochade::TimeControl { 10000, 0 }, 0, Color::White);
    t.turns.maybeStart();
    emit t.player->moveChosen(
        t.player->asked.back().id, searchedReply(t.flow.game().position(), "d4"));
    EXPECT_EQ(t.computer.heldUntilMs(), 10000 / engine::kReplyClockShare);
}
