// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of GameBrowser: the shown ply against the game's, and how far undo and redo reach in
// hot-seat and against the computer (until the human is to move again).
#include "game/game_browser.h"
#include "rochade/core/notation.h"

#include "translated_texts.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::GameBrowser;

namespace {

void play(Game& game, std::initializer_list<const char*> moves) {
    for (const char* san : moves) {
        const Result<Move> move = parseSan(game.position(), san);
        ASSERT_TRUE(move.ok()) << san;
        ASSERT_TRUE(game.playMove(move.value()).ok()) << san;
    }
}

// Who moves at the board (GameBrowser::HumanSides, by index(Color)).
constexpr GameBrowser::HumanSides kBrowsedHotSeat { true, true };
constexpr GameBrowser::HumanSides kBrowsedHumanWhite { true, false };
constexpr GameBrowser::HumanSides kBrowsedHumanBlack { false, true };

} // namespace

TEST(GameBrowser, ShowsAnEarlierPlyReadOnlyAndReturnsToTheGame) {
    Game game;
    play(game, { "e4", "e5", "Nf3" });
    Game afterE4;
    play(afterE4, { "e4" });
    GameBrowser browser(game);
    EXPECT_FALSE(browser.isBrowsing());
    EXPECT_EQ(browser.viewPly(), 3);
    EXPECT_EQ(browser.browsedPly(), -1);

    browser.show(1);
    EXPECT_TRUE(browser.isBrowsing());
    EXPECT_EQ(browser.viewPly(), 1);
    EXPECT_EQ(browser.displayedPosition().hash(), afterE4.position().hash());
    EXPECT_EQ(browser.displayedLastMove(), afterE4.currentNode().move);
    EXPECT_EQ(game.ply(), 3); // the game itself is untouched

    browser.showGame();
    EXPECT_FALSE(browser.isBrowsing());
    EXPECT_EQ(browser.displayedPosition().hash(), game.position().hash());
}

TEST(GameBrowser, HotSeatUndoTakesBackOneMove) {
    Game game;
    play(game, { "e4", "e5" });
    GameBrowser browser(game);
    const GameBrowser::Step step = browser.undoStep(kBrowsedHotSeat);
    EXPECT_EQ(step.plies, 1);
    browser.apply(step, kBrowsedHotSeat);
    EXPECT_EQ(game.ply(), 1);
    const GameBrowser::Step again = browser.redoStep();
    EXPECT_EQ(again.plies, 1);
    browser.apply(again, kBrowsedHotSeat);
    EXPECT_EQ(game.ply(), 2);
    EXPECT_EQ(browser.redoStep().plies, 0); // nothing left to replay
}

TEST(GameBrowser, AgainstTheComputerUndoAndRedoStopWithTheHumanToMove) {
    Game game;
    play(game, { "e4", "e5", "Nf3", "Nc6" });
    GameBrowser browser(game);
    const GameBrowser::Step step = browser.undoStep(kBrowsedHumanWhite);
    EXPECT_EQ(step.plies, 2); // the computer's reply and the human's move
    browser.apply(step, kBrowsedHumanWhite);
    EXPECT_EQ(game.ply(), 2);
    EXPECT_EQ(game.position().sideToMove(), Color::White);

    browser.apply(browser.redoStep(), kBrowsedHumanWhite);
    EXPECT_EQ(game.ply(), 4); // the reply is replayed too
    EXPECT_EQ(game.position().sideToMove(), Color::White);
}

TEST(GameBrowser, AgainstTheComputerWhileItIsToMoveUndoTakesBackOnePly) {
    Game game;
    play(game, { "e4", "e5", "Nf3" });
    GameBrowser browser(game);
    EXPECT_EQ(browser.undoStep(kBrowsedHumanWhite).plies, 1);
}

TEST(GameBrowser, UndoIsRefusedAtTheStartAndBehindTheComputersOpeningMove) {
    Game start;
    EXPECT_EQ(GameBrowser(start).undoStep(kBrowsedHotSeat).plies, 0);
    Game opened;
    play(opened, { "e4" });
    // The human plays Black: only the computer's first move stands before the human's turn.
    EXPECT_EQ(GameBrowser(opened).undoStep(kBrowsedHumanBlack).plies, 0);
    EXPECT_EQ(GameBrowser(opened).undoStep(kBrowsedHotSeat).plies, 1);
}

TEST(GameBrowser, EverySentenceIsTranslatedInEveryCatalogue) {
    gui::test::expectEveryTextTranslated([] {
        Game start;
        Game two;
        play(two, { "e4", "e5" });
        Game one;
        play(one, { "e4" });
        Game undone = two;
        EXPECT_TRUE(undone.undo());
        GameBrowser browser(two);
        browser.show(1);
        return QStringList { GameBrowser(start).undoStep(kBrowsedHotSeat).message,
            GameBrowser(undone).redoStep().message,
            GameBrowser(one).undoStep(kBrowsedHumanBlack).message,
            browser.undoStep(kBrowsedHumanWhite).message, browser.undoStep(kBrowsedHotSeat).message,
            browser.redoStep().message, browser.viewingText() };
    });
}
