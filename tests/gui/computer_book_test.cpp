// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's opening book in the window: its first replies come from the named lines,
// varied by the game's random generator, through the same path as a searched move; never in
// Chess960.
#include "engines/engine_players.h"
#include "gui_fixture.h"
#include "rochade/core/notation.h"
#include "rochade/core/openings.h"

#include <QElapsedTimer>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// The computer's reply to 1.e4, and what came with it.
struct Reply {
    Move move;
    std::string san;
    int searchReports = 0; ///< ComputerOpponent::progress(): one per completed iteration
    qint64 elapsedMs = 0; ///< from 1.e4 to the reply on the board
};

/// A new game of `setup` (White against the computer) in `w`, the built-in engine seeded with
/// `seed`; White plays 1.e4 and the test waits for the reply.
Reply replyToE4(MainWindow& w, const GameSetup& setup, unsigned seed) {
    GameController& c = *w.controller();
    auto* engine = c.computer()->findChild<BuiltInEnginePlayer*>();
    EXPECT_NE(engine, nullptr);
    if (engine) engine->setSeed(seed);
    w.startGame(setup);
    QSignalSpy progress(c.computer(), &ComputerOpponent::progress);
    QElapsedTimer clock;
    clock.start();
    EXPECT_TRUE(c.playMoveText(QStringLiteral("e4")));
    EXPECT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
    Reply reply;
    reply.elapsedMs = clock.elapsed();
    if (c.game().ply() < 2) return reply;
    reply.move = c.game().nodeAt(2).move;
    reply.san = c.game().nodeAt(2).san;
    reply.searchReports = static_cast<int>(progress.count());
    return reply;
}

/// True if one of the catalogue's lines plays `move` from `pos`.
bool isBookMove(const Position& pos, Move move) {
    const std::vector<BookMove> moves = OpeningCatalogue::builtin().bookMoves(pos);
    return std::any_of(
        moves.begin(), moves.end(), [move](const BookMove& b) { return b.move == move; });
}

} // namespace

TEST(ComputerBook, RepliesToE4WithMovesOfTheNamedLinesThatVaryWithTheSeed) {
    // Built now, as the window's pool thread builds it at start, so the first reply finds it.
    ASSERT_GT(OpeningCatalogue::builtin().bookPositionCount(), 0U);
    auto w = openWindow();
    std::set<std::string> replies;
    for (unsigned seed = 1; seed <= 8; ++seed) {
        // Level 8 has no random margin: a search would open the same way every game.
        const Reply reply = replyToE4(*w, vsComputer(engine::Level::Eight), seed);
        const Position& afterE4 = w->controller()->game().positionAt(1);
        EXPECT_TRUE(isBookMove(afterE4, reply.move)) << "seed " << seed << ": " << reply.san;
        EXPECT_EQ(reply.searchReports, 0) << "seed " << seed << ": a book move, not a search";
        replies.insert(reply.san);
    }
    EXPECT_GE(replies.size(), 2U) << "the same reply in every game";
}

TEST(ComputerBook, ABookMoveKeepsTheLevelsReplyTime) {
    ASSERT_GT(OpeningCatalogue::builtin().bookPositionCount(), 0U);
    auto w = openWindow();
    const Reply reply = replyToE4(*w, vsComputer(engine::Level::Easy), 3);
    EXPECT_EQ(reply.searchReports, 0) << "a book move, not a search";
    // Held as a searched move is, so the quick levels never answer instantly (the hold is a
    // coarse QTimer, which may fire up to 5% early).
    const int minReplyMs = engine::levelSettings(engine::Level::Easy).minReplyMs;
    ASSERT_GT(minReplyMs, 0);
    EXPECT_GE(reply.elapsedMs, minReplyMs * 95 / 100);
    EXPECT_TRUE(w->controller()->canHumanMove());
    EXPECT_FALSE(w->controller()->isThinking());
}

TEST(ComputerBook, IsNeverUsedInChess960EvenFromTheStandardSetUp) {
    ASSERT_GT(OpeningCatalogue::builtin().bookPositionCount(), 0U);
    auto w = openWindow();
    // The standard game first, so the test sees that the book answers this position.
    const Reply standard = replyToE4(*w, vsComputer(engine::Level::Eight), 1);
    EXPECT_EQ(standard.searchReports, 0) << standard.san << " was not a book move";

    // Chess960's start position 518 is the standard set-up, but its castling is not
    // standard chess: the computer searches every move.
    GameSetup chess960 = vsComputer(engine::Level::Eight);
    chess960.chess960 = true;
    chess960.chess960Number = 518;
    for (unsigned seed = 1; seed <= 3; ++seed) {
        const Reply reply = replyToE4(*w, chess960, seed);
        const Game& game = w->controller()->game();
        ASSERT_TRUE(game.position().isChess960());
        // Found by position, the catalogue alone would answer it.
        EXPECT_FALSE(OpeningCatalogue::builtin().bookMoves(game.positionAt(1)).empty());
        EXPECT_GT(reply.searchReports, 0) << "seed " << seed << ": " << reply.san;
    }
}
