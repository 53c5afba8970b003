// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the game controller: rules through the core, undo, browsing, draws, and the
// computer's thread (stale results dropped, move now, shutdown).
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

TEST(GameController, RefusesAnIllegalMoveWithAReason) {
    GameController c;
    c.newGame(hotSeat());
    QSignalSpy status(&c, &GameController::statusMessage);
    EXPECT_FALSE(c.playHumanMove(Move(sq::E1, sq::E8)));
    ASSERT_GE(status.count(), 1);
    EXPECT_FALSE(status.last().at(0).toString().isEmpty());
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_FALSE(c.playMoveText("Ke2"));
    EXPECT_FALSE(c.playMoveText("garbage"));
    EXPECT_TRUE(c.playMoveText("e2e4"));
    EXPECT_TRUE(c.playMoveText("Nf6"));
    EXPECT_EQ(c.game().ply(), 2);
}

TEST(GameController, FoolsMateEndsTheGameAndUndoReopensIt) {
    GameController c;
    c.newGame(hotSeat());
    QSignalSpy over(&c, &GameController::gameOver);
    play(c, { "f3", "e5", "g4", "Qh4#" });
    ASSERT_EQ(over.count(), 1);
    EXPECT_EQ(c.status().result, GameResult::BlackWins);
    EXPECT_EQ(c.status().reason, GameEndReason::Checkmate);
    EXPECT_FALSE(c.canHumanMove());
    EXPECT_FALSE(c.playMoveText("a3"));
    EXPECT_TRUE(c.undo());
    EXPECT_FALSE(c.game().isOver());
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_EQ(c.game().position().sideToMove(), Color::Black);
}

TEST(GameController, UndoAtTheStartSaysSo) {
    GameController c;
    c.newGame(hotSeat());
    QSignalSpy status(&c, &GameController::statusMessage);
    EXPECT_FALSE(c.undo());
    ASSERT_GE(status.count(), 1);
    EXPECT_TRUE(status.last().at(0).toString().contains("start"));
}

TEST(GameController, UndoAgainstTheComputerReturnsToTheHumansTurn) {
    GameController c;
    seatManualPlayer(c, new ManualPlayer({ "e5" }));
    c.newGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    ASSERT_TRUE(c.playMoveText("e4"));
    EXPECT_TRUE(c.isThinking());
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
    EXPECT_EQ(c.game().sanMoves().back(), "e5");
    EXPECT_FALSE(c.isThinking());
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_TRUE(c.computer()->lastScore().has_value());

    EXPECT_TRUE(c.undo());
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_EQ(c.game().position().sideToMove(), Color::White);
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_FALSE(c.isThinking());
    // Redo brings back both moves, so it is the human's turn again.
    EXPECT_TRUE(c.redo());
    EXPECT_EQ(c.game().ply(), 2);
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameController, UndoWhileTheComputerThinksDropsItsResult) {
    GameController c;
    seatEngines(c);
    thinkForever(c);
    c.newGame(vsComputer(ColorChoice::White, engine::Level::Full));
    QSignalSpy moves(&c, &GameController::moveMade);
    QSignalSpy progress(c.computer(), &ComputerOpponent::progress);
    ASSERT_TRUE(c.playMoveText("e4"));
    ASSERT_TRUE(c.isThinking());
    ASSERT_TRUE(progress.wait(kTimeoutMs)); // the search is really running
    EXPECT_FALSE(c.canHumanMove());

    EXPECT_TRUE(c.undo()); // no "move now" first
    EXPECT_FALSE(c.isThinking());
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_TRUE(c.canHumanMove());

    // A new search for another position; its answer, not the cancelled one, is played.
    ASSERT_TRUE(c.playMoveText("d4"));
    ASSERT_TRUE(c.isThinking());
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    c.moveNow();
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
    EXPECT_EQ(c.game().nodeAt(1).san, "d4");
    EXPECT_TRUE(MoveGenerator::isLegal(c.game().positionAt(1), c.game().nodeAt(2).move));
    EXPECT_EQ(moves.count(), 3); // e4, d4 and the reply: nothing stale
    QTest::qWait(200);
    EXPECT_EQ(c.game().ply(), 2);
}

TEST(GameController, NewGameWhileTheComputerThinksStartsClean) {
    GameController c;
    seatEngines(c);
    thinkForever(c);
    c.newGame(vsComputer(ColorChoice::Black, engine::Level::Full));
    ASSERT_TRUE(c.isThinking()); // the computer has White and starts at once
    QSignalSpy progress(c.computer(), &ComputerOpponent::progress);
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    QSignalSpy moves(&c, &GameController::moveMade);
    c.newGame(hotSeat());
    EXPECT_FALSE(c.isThinking());
    QTest::qWait(300);
    EXPECT_EQ(moves.count(), 0);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameController, ShutdownWhileThinkingJoinsTheThread) {
    GameController c;
    seatEngines(c);
    thinkForever(c);
    c.newGame(vsComputer(ColorChoice::Black, engine::Level::Full));
    ASSERT_TRUE(c.isThinking());
    QSignalSpy progress(c.computer(), &ComputerOpponent::progress);
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    c.shutdown();
    EXPECT_FALSE(c.computer()->isRunning());
    EXPECT_FALSE(c.isThinking());
    QTest::qWait(50);
    EXPECT_EQ(c.game().ply(), 0);
}

TEST(GameController, BrowsingIsReadOnlyAndTheComputersReplyReturnsToTheGame) {
    GameController c;
    seatManualPlayer(c, new ManualPlayer({ "e5" }));
    c.newGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    ASSERT_TRUE(c.playMoveText("e4"));
    c.browseTo(0);
    EXPECT_TRUE(c.isBrowsing());
    EXPECT_EQ(c.displayedPosition().hash(), Position::startPosition().hash());
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
    EXPECT_FALSE(c.isBrowsing());
    EXPECT_EQ(c.viewPly(), 2);

    c.browseTo(1);
    EXPECT_TRUE(c.isBrowsing());
    EXPECT_FALSE(c.canHumanMove());
    EXPECT_TRUE(c.playableMoves().empty());
    EXPECT_FALSE(c.playMoveText("d4"));
    c.returnToGame();
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameController, ResignationEndsTheGameForTheHuman) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer());
    c.newGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    QSignalSpy over(&c, &GameController::gameOver);
    c.resign();
    ASSERT_EQ(over.count(), 1);
    EXPECT_EQ(c.status().result, GameResult::BlackWins);
    EXPECT_EQ(c.status().reason, GameEndReason::Resignation);
    EXPECT_TRUE(computer->asked.empty()) << "the human was to move";
}

TEST(GameController, OnTheComputersTurnTheHumanPlayingAgainstItResigns) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer()); // thinks until told to move
    c.newGame(vsComputer(ColorChoice::Black, engine::Level::Easy));
    ASSERT_TRUE(c.isThinking()); // White, the computer, is to move
    c.resign();
    EXPECT_EQ(c.status().result, GameResult::WhiteWins);
    EXPECT_FALSE(c.isThinking());
    EXPECT_EQ(computer->cancelled, computer->asked.back().id);
}

TEST(GameController, EachSideHasAPlayerTheHumanWhereAHumanMovesAtTheBoard) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer());
    c.newGame(hotSeat());
    ASSERT_NE(c.playerOf(Color::White), nullptr);
    EXPECT_TRUE(c.playerOf(Color::White)->isHuman());
    EXPECT_EQ(c.playerOf(Color::White), c.playerOf(Color::Black));
    EXPECT_TRUE(c.isHumanSide(Color::White) && c.isHumanSide(Color::Black));

    c.newGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    EXPECT_EQ(c.playerOf(Color::Black), computer);
    EXPECT_FALSE(c.isHumanSide(Color::Black));
    EXPECT_TRUE(c.isHumanSide(Color::White));
    c.newGame(vsComputer(ColorChoice::Black, engine::Level::Easy));
    EXPECT_EQ(c.playerOf(Color::White), computer);
    EXPECT_TRUE(c.playerOf(Color::Black)->isHuman());
    EXPECT_TRUE(c.isComputerTurn());
    EXPECT_EQ(computer->asked.size(), 1U) << "the side to move was asked, the human never";
}

TEST(GameController, TheComputerDeclinesADrawWhenNotWorse) {
    GameController c;
    seatEngines(c);
    c.newGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    EXPECT_FALSE(c.drawTalk()->offerDraw()); // it has not even judged the position yet
    EXPECT_FALSE(c.game().isOver());
}

TEST(GameController, AgreedDrawInHotSeat) {
    GameController c;
    c.newGame(hotSeat());
    EXPECT_TRUE(c.drawTalk()->offerDraw());
    EXPECT_EQ(c.status().reason, GameEndReason::DrawAgreed);
}

TEST(GameController, AMoveCompletingARepetitionOffersTheClaim) {
    GameController c;
    c.newGame(hotSeat());
    QStringList asked;
    c.drawTalk()->setClaimPrompt([&](const QString& q) {
        asked << q;
        return true;
    });
    play(c, { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1" });
    EXPECT_TRUE(asked.isEmpty());
    ASSERT_TRUE(c.playMoveText("Ng8")); // the start position for the third time
    EXPECT_EQ(asked.size(), 1);
    EXPECT_EQ(c.status().result, GameResult::Draw);
    EXPECT_EQ(c.status().reason, GameEndReason::ThreefoldRepetition);
}

TEST(GameController, ADeclinedClaimIsNotOfferedAgain) {
    GameController c;
    c.newGame(hotSeat());
    int asked = 0;
    c.drawTalk()->setClaimPrompt([&](const QString&) {
        ++asked;
        return false;
    });
    QSignalSpy claim(&c, &GameController::drawClaimChanged);
    play(c, { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8" });
    EXPECT_EQ(asked, 1);
    EXPECT_FALSE(c.game().isOver());
    // Now White, to move in the thrice-seen position, may claim.
    EXPECT_TRUE(c.canClaimDraw());
    ASSERT_GE(claim.count(), 1);
    EXPECT_FALSE(claim.last().at(0).toString().isEmpty());
    c.drawTalk()->declineDrawClaim();
    EXPECT_FALSE(c.canClaimDraw());
    // The claim stays possible from the menu, and works.
    EXPECT_TRUE(c.drawTalk()->claimDraw());
    EXPECT_EQ(c.status().reason, GameEndReason::ThreefoldRepetition);
}

// Every way a game can end reads as its own sentence, naming the winner where there is one.
TEST(GameControllerStatus, EveryEndingHasItsOwnSentence) {
    struct Case {
        GameResult result;
        GameEndReason reason;
        const char* mustContain;
    };
    const Case cases[] = {
        { GameResult::WhiteWins, GameEndReason::Checkmate, "White wins" },
        { GameResult::BlackWins, GameEndReason::Checkmate, "Black wins" },
        { GameResult::Draw, GameEndReason::Stalemate, "stalemate" },
        { GameResult::Draw, GameEndReason::SeventyFiveMoveRule, "seventy-five" },
        { GameResult::Draw, GameEndReason::FivefoldRepetition, "fivefold" },
        { GameResult::Draw, GameEndReason::InsufficientMaterial, "material" },
        { GameResult::Draw, GameEndReason::FiftyMoveRule, "fifty" },
        { GameResult::Draw, GameEndReason::ThreefoldRepetition, "threefold" },
        { GameResult::WhiteWins, GameEndReason::Resignation, "Black resigns" },
        { GameResult::BlackWins, GameEndReason::Resignation, "White resigns" },
        { GameResult::Draw, GameEndReason::DrawAgreed, "agreement" },
        { GameResult::WhiteWins, GameEndReason::Timeout, "White wins on time" },
        { GameResult::BlackWins, GameEndReason::Timeout, "Black wins on time" },
        { GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial, "cannot mate" },
        { GameResult::WhiteWins, GameEndReason::AsRecorded, "White wins, as the record" },
        { GameResult::BlackWins, GameEndReason::AsRecorded, "Black wins, as the record" },
        { GameResult::Draw, GameEndReason::AsRecorded, "draw, as the record" },
    };
    QSet<QString> seen;
    for (const Case& c : cases) {
        GameStatus status;
        status.result = c.result;
        status.reason = c.reason;
        const QString text = GameStatusText::statusDescription(status);
        EXPECT_TRUE(text.contains(QLatin1String(c.mustContain))) << text.toStdString();
        EXPECT_FALSE(seen.contains(text)) << "repeated: " << text.toStdString();
        seen.insert(text);
    }
    GameStatus claimable;
    claimable.claimable = DrawClaim::ThreefoldRepetition;
    EXPECT_TRUE(GameStatusText::statusDescription(claimable).contains(QLatin1String("claimed")));
}
