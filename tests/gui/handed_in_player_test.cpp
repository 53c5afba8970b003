// SPDX-License-Identifier: GPL-3.0-or-later
// Any player handed to the controller plays the computer's side through the ChessPlayer
// interface with one line of wiring, and its stale answers are dropped: a ManualPlayer
// (manual_player.h) answers with the moves the test chooses.
#include "game/game_controller.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using rochade::gui::ColorChoice;
using rochade::gui::GameController;
using rochade::gui::GameSetup;
using rochade::gui::PlayMode;
using namespace rochade::gui::test;

namespace {

GameSetup againstTheComputer() {
    return vsComputer(ColorChoice::White, engine::Level::Full); // no minimum reply time
}

} // namespace

TEST(HandedInPlayer, PlaysTheComputersSideWithOneLineOfWiring) {
    GameController c;
    auto* script = new ManualPlayer({ "e7e5", "b8c6" });
    c.computer()->addPlayer(gui::Opponent::BuiltIn, script); // the one line of wiring
    c.newGame(againstTheComputer());
    ASSERT_EQ(c.computer()->player(), script);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("Nf3")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 4, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves(), (std::vector<std::string> { "e4", "e5", "Nf3", "Nc6" }));
    // Each request described the game as it stood: the position after the human's move,
    // reached from the start by the moves so far.
    ASSERT_EQ(script->asked.size(), 2U);
    EXPECT_EQ(toFen(script->asked[1].position),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_EQ(script->asked[1].moves.size(), 3U);
    EXPECT_EQ(script->asked[1].history.size(), 3);
    EXPECT_NE(script->asked[0].id, script->asked[1].id);
    EXPECT_TRUE(c.canHumanMove());
}

TEST(HandedInPlayer, AnAnswerToAnUndoneRequestIsNotPlayed) {
    GameController c;
    auto* script = new ManualPlayer(); // answers when told
    c.computer()->addPlayer(gui::Opponent::BuiltIn, script);
    c.newGame(againstTheComputer());
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(c.isThinking());
    ASSERT_TRUE(c.undo());
    EXPECT_EQ(script->cancelled, script->asked.back().id);
    script->answer("e7e5"); // too late: the controller no longer waits for it
    QTest::qWait(50);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_TRUE(c.canHumanMove());
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    script->answer("c7c5");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves().back(), "c5");
}

TEST(HandedInPlayer, APlayerPlaysOnlyTheKindOfGameItWasHandedInFor) {
    GameController c;
    auto* builtIn = seatManualPlayer(c, new ManualPlayer({ "e7e5" }), gui::Opponent::BuiltIn);
    auto* external = seatManualPlayer(c, new ManualPlayer({ "c7c5" }), gui::Opponent::External);
    c.newGame(againstTheComputer());
    EXPECT_EQ(c.computer()->player(), builtIn);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves().back(), "e5");
    EXPECT_TRUE(external->asked.empty());
    EXPECT_EQ(external->games, 0);

    GameSetup externalGame = againstTheComputer();
    externalGame.opponent = gui::Opponent::External;
    c.newGame(externalGame);
    EXPECT_EQ(c.computer()->player(), external);
    EXPECT_EQ(builtIn->releases, 1) << "as the game it does not play begins";
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves().back(), "c5");
    EXPECT_EQ(builtIn->asked.size(), 1U);
}

TEST(HandedInPlayer, AControllerWithNoPlayerHandedInLeavesTheComputersSideEmpty) {
    GameController c;
    c.newGame(againstTheComputer());
    EXPECT_EQ(c.computer()->player(), nullptr);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    EXPECT_FALSE(c.isThinking());
    EXPECT_FALSE(c.canHumanMove()) << "the computer's turn, though nobody sits there";
}
