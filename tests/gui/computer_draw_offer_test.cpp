// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's answer to a draw offer: engine::decideDraw() judged by its own search on
// the worker thread, and the reason shown to the user; where the score is the test's to
// choose, a ManualPlayer gives it.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "rochade/core/fen.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

Game gameFrom(std::string_view fen) {
    return Game(fromFen(fen));
}

// Move 30; White has an extra rook. The side to move is the human's.
constexpr std::string_view kWhiteRookUpWhiteToMove = "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 30";
constexpr std::string_view kWhiteRookUpBlackToMove = "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 b - - 0 30";

} // namespace

TEST(ComputerDrawOffer, AgainstHardAfterOneMoveEachTheOfferIsDeclinedWithTheReason) {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    GameController* c = w.controller();
    w.startGame(vsComputer(ColorChoice::White, engine::Level::Hard));
    test::clickMove(w.board(), "e2", "e4");
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    auto* offer = w.findChild<QAction*>(QStringLiteral("offerDraw"));
    ASSERT_NE(offer, nullptr);
    offer->trigger();
    EXPECT_FALSE(c->game().isOver()) << w.statusText().toStdString();
    EXPECT_TRUE(w.statusText().contains(QStringLiteral("declines")))
        << w.statusText().toStdString();
    EXPECT_TRUE(w.statusText().contains(QStringLiteral("still the opening")))
        << w.statusText().toStdString();
    EXPECT_TRUE(c->canHumanMove());
}

TEST(ComputerDrawOffer, ClearlyWorseItAcceptsAfterItsOwnSearchOnTheWorker) {
    GameController c;
    seatEngines(c);
    c.loadGame(
        gameFrom(kWhiteRookUpWhiteToMove), vsComputer(ColorChoice::White, engine::Level::Medium));
    QSignalSpy searches(c.computer(), &ComputerOpponent::searchRequested);
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    EXPECT_FALSE(c.drawTalk()->offerDraw()); // not at once: the computer looks first
    EXPECT_TRUE(c.isThinking());
    EXPECT_FALSE(c.canHumanMove());
    EXPECT_EQ(searches.count(), 1); // the search goes to the worker thread
    ASSERT_TRUE(answered.wait(kTimeoutMs));
    EXPECT_TRUE(answered.at(0).at(0).toBool());
    EXPECT_TRUE(answered.at(0).at(1).toString().contains(QStringLiteral("clearly worse")));
    EXPECT_EQ(c.status().reason, GameEndReason::DrawAgreed);
    EXPECT_FALSE(c.isThinking());
}

TEST(ComputerDrawOffer, BetterItDeclinesAndTheHumanPlaysOn) {
    GameController c;
    seatEngines(c);
    c.loadGame(
        gameFrom(kWhiteRookUpBlackToMove), vsComputer(ColorChoice::Black, engine::Level::Medium));
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    QSignalSpy status(&c, &GameController::statusMessage);
    EXPECT_FALSE(c.drawTalk()->offerDraw());
    ASSERT_TRUE(answered.wait(kTimeoutMs));
    EXPECT_FALSE(answered.at(0).at(0).toBool());
    EXPECT_TRUE(status.last().at(0).toString().contains(QStringLiteral("it thinks it is better")));
    EXPECT_FALSE(c.game().isOver());
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_EQ(c.game().ply(), 0); // judging played nothing
    EXPECT_TRUE(c.playMoveText(QStringLiteral("h6")));
}

TEST(ComputerDrawOffer, OnItsTurnItAnswersWithItsMoveOrTakesTheDrawInstead) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer()); // thinks until told to move
    // Black (the computer) is a rook down and to move.
    c.loadGame(
        gameFrom(kWhiteRookUpBlackToMove), vsComputer(ColorChoice::White, engine::Level::Full));
    ASSERT_TRUE(c.isThinking());
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    EXPECT_FALSE(c.drawTalk()->offerDraw()); // the offer arrives while it thinks
    EXPECT_TRUE(c.drawTalk()->isOfferPending());
    c.moveNow();
    EXPECT_EQ(computer->stopped, computer->asked.back().id);
    computer->answer("h6", -500); // its search: a rook down
    ASSERT_EQ(answered.count(), 1);
    EXPECT_TRUE(answered.at(0).at(0).toBool());
    EXPECT_EQ(c.status().reason, GameEndReason::DrawAgreed);
    EXPECT_EQ(c.game().ply(), 0); // it took the draw instead of moving
    EXPECT_EQ(computer->asked.size(), 1U) << "its move's search was the judgement";
}

TEST(ComputerDrawOffer, ADeadDrawIsAcceptedAtOnce) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer());
    c.loadGame(gameFrom("8/8/3k4/8/2b5/8/3NK3/8 w - - 0 40"),
        vsComputer(ColorChoice::White, engine::Level::Hard));
    QSignalSpy searches(c.computer(), &ComputerOpponent::searchRequested);
    EXPECT_TRUE(c.drawTalk()->offerDraw());
    EXPECT_EQ(searches.count(), 0);
    EXPECT_TRUE(computer->asked.empty());
    EXPECT_EQ(c.status().reason, GameEndReason::DrawAgreed);
}

TEST(ComputerDrawOffer, UndoWithdrawsAPendingOffer) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer()); // thinks until told to move
    c.loadGame(
        gameFrom(kWhiteRookUpWhiteToMove), vsComputer(ColorChoice::White, engine::Level::Hard));
    ASSERT_TRUE(c.playMoveText(QStringLiteral("h3")));
    ASSERT_TRUE(c.isThinking());
    c.drawTalk()->offerDraw();
    ASSERT_TRUE(c.drawTalk()->isOfferPending());
    ASSERT_TRUE(c.undo());
    EXPECT_FALSE(c.drawTalk()->isOfferPending());
    EXPECT_EQ(computer->cancelled, computer->asked.back().id);
}

TEST(ComputerDrawOffer, DeclinedOnItsTurnItMovesAndAnswersOnce) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer()); // thinks until told to move
    // Black (the computer) is a rook up and to move.
    c.loadGame(gameFrom("r5k1/5ppp/8/8/8/7P/5PP1/6K1 b - - 0 30"),
        vsComputer(ColorChoice::White, engine::Level::Full));
    ASSERT_TRUE(c.isThinking());
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    QSignalSpy searches(c.computer(), &ComputerOpponent::searchRequested);
    EXPECT_FALSE(c.drawTalk()->offerDraw());
    c.moveNow();
    computer->answer("h6", 500); // its search: a rook up
    ASSERT_EQ(answered.count(), 1);
    EXPECT_FALSE(answered.at(0).at(0).toBool());
    EXPECT_TRUE(answered.at(0).at(1).toString().contains(QStringLiteral("better")));
    EXPECT_EQ(c.game().ply(), 1); // it played its move
    EXPECT_EQ(c.game().sanMoves().back(), "h6");
    EXPECT_FALSE(c.drawTalk()->isOfferPending());
    EXPECT_FALSE(c.isThinking());
    EXPECT_TRUE(c.canHumanMove());
    QTest::qWait(50); // nothing more comes: no judgement follows on the human's turn
    EXPECT_EQ(answered.count(), 1);
    EXPECT_EQ(searches.count(), 0);
    EXPECT_EQ(computer->asked.size(), 1U);
}
