// SPDX-License-Identifier: GPL-3.0-or-later
// Moves sliding onto the board: which pieces move (BoardMotion against positions), what the
// widget draws in the middle of a slide (its pixels), and in a real window that input is never
// held back, that a dropped move does not slide again, that undo, redo, browsing and the
// computer's moves slide, and the View ▸ Move Animation setting.
#include "board/board_motion.h"
#include "board/board_widget.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QImage>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

#include <gtest/gtest.h>

namespace rochade::gui {
namespace {

using namespace test;

/// Long enough that a test always finds the slide running, however busy the machine.
constexpr int kLongSlideMs = 4000;

Move uci(const Position& pos, const char* text) {
    auto m = parseUciMove(pos, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? m.value() : Move();
}

Position after(Position pos, Move m) {
    UndoInfo undo;
    pos.makeMove(m, undo);
    return pos;
}

// --- Which pieces move ---------------------------------------------------------------------

TEST(BoardMotion, AMoveForwardSlidesTheMoverFromItsSquareToItsTarget) {
    const Position start = Position::startPosition();
    const Move e4 = uci(start, "e2e4");
    const auto motion = BoardMotion::between(start, Move(), after(start, e4), e4);
    ASSERT_TRUE(motion);
    ASSERT_EQ(motion->slideCount, 1);
    EXPECT_EQ(motion->slides[0].piece, Piece::WhitePawn);
    EXPECT_EQ(motion->slides[0].from, at("e2"));
    EXPECT_EQ(motion->slides[0].to, at("e4"));
    EXPECT_FALSE(isPiece(motion->faded));
    EXPECT_TRUE(motion->covers(at("e4")));
    EXPECT_FALSE(motion->covers(at("e2")));
}

TEST(BoardMotion, CastlingSlidesTheRookBesideTheKing) {
    const Position pos = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Move shortCastle = uci(pos, "e1g1");
    const auto white = BoardMotion::between(pos, Move(), after(pos, shortCastle), shortCastle);
    ASSERT_TRUE(white);
    ASSERT_EQ(white->slideCount, 2);
    EXPECT_EQ(white->slides[0].piece, Piece::WhiteKing);
    EXPECT_EQ(white->slides[1].piece, Piece::WhiteRook);
    EXPECT_EQ(white->slides[1].from, at("h1"));
    EXPECT_EQ(white->slides[1].to, at("f1"));

    const Position black = fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    const Move longCastle = uci(black, "e8c8");
    const auto motion = BoardMotion::between(black, Move(), after(black, longCastle), longCastle);
    ASSERT_TRUE(motion);
    ASSERT_EQ(motion->slideCount, 2);
    EXPECT_EQ(motion->slides[0].to, at("c8"));
    EXPECT_EQ(motion->slides[1].from, at("a8"));
    EXPECT_EQ(motion->slides[1].to, at("d8"));
}

TEST(BoardMotion, ACaptureFadesTheTakenPieceOutAndTakingItBackFadesItIn) {
    // En passant: the pawn taken stands beside the target, not on it.
    const Position pos = fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    const Move ep = uci(pos, "e5d6");
    const Position next = after(pos, ep);
    const auto forward = BoardMotion::between(pos, Move(), next, ep);
    ASSERT_TRUE(forward);
    EXPECT_EQ(forward->faded, Piece::BlackPawn);
    EXPECT_EQ(forward->fadeSquare, at("d5"));
    EXPECT_FALSE(forward->fadeIn);

    // Back (undo, browsing): the pawn slides home and the taken one comes back.
    const auto back = BoardMotion::between(next, ep, pos, Move());
    ASSERT_TRUE(back);
    EXPECT_EQ(back->slides[0].from, at("d6"));
    EXPECT_EQ(back->slides[0].to, at("e5"));
    EXPECT_EQ(back->fadeSquare, at("d5"));
    EXPECT_TRUE(back->fadeIn);
    EXPECT_TRUE(back->covers(at("d5"))); // drawn fading, not at once
}

TEST(BoardMotion, PositionsNotOneMoveApartDoNotMove) {
    const Position start = Position::startPosition();
    const Move e4 = uci(start, "e2e4");
    const Position one = after(start, e4);
    const Move e5 = uci(one, "e7e5");
    const Position two = after(one, e5);
    EXPECT_FALSE(BoardMotion::between(start, Move(), two, e5)); // a jump of two plies
    EXPECT_FALSE(BoardMotion::between(two, e5, start, Move())); // and back
    EXPECT_FALSE(BoardMotion::between(one, e4, one, e4)); // the same position
    // A last move that is not legal where it is tried (another game's move) is refused.
    EXPECT_FALSE(BoardMotion::between(start, Move(), two, Move(at("g8"), at("f6"))));
}

TEST(BoardMotion, SpeedsReadBackFromTheirSettingsWords) {
    for (MotionSpeed s :
        { MotionSpeed::Off, MotionSpeed::Fast, MotionSpeed::Normal, MotionSpeed::Slow })
        EXPECT_EQ(parseMotionSpeed(motionSpeedKey(s)), s);
    EXPECT_EQ(parseMotionSpeed(QStringLiteral("warp")), MotionSpeed::Normal);
    EXPECT_EQ(motionDurationMs(MotionSpeed::Off), 0);
    EXPECT_LT(motionDurationMs(MotionSpeed::Fast), motionDurationMs(MotionSpeed::Normal));
    EXPECT_LT(motionDurationMs(MotionSpeed::Normal), motionDurationMs(MotionSpeed::Slow));
}

// --- What the board draws ----------------------------------------------------------------

/// Counts the opaque pixels of `piece`'s image that `shot` does not show at `where`.
int missingPixels(BoardWidget& board, const QImage& shot, Piece piece, QRect where) {
    const QImage image = board.pieces()
                             .pixmap(piece, where.width(), 1.0)
                             .toImage()
                             .convertToFormat(QImage::Format_ARGB32);
    int missing = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb px = image.pixel(x, y);
            if (qAlpha(px) < 255) continue;
            if (shot.pixel(where.topLeft() + QPoint(x, y)) != px) ++missing;
        }
    return missing;
}

/// True if `r` lies strictly between the rectangles `a` and `b` on the line joining them.
bool strictlyBetween(QRect r, QRect a, QRect b) {
    const auto inside = [](int v, int p, int q) {
        return p == q ? v == p : (v > std::min(p, q) && v < std::max(p, q));
    };
    return r.size() == a.size() && inside(r.x(), a.x(), b.x()) && inside(r.y(), a.y(), b.y());
}

class BoardMotionWidgetTest : public ::testing::Test {
protected:
    void SetUp() override {
        board.resize(480, 480);
        board.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    }

    /// Shows `pos`, then the position after `move` in it, and waits until the slide is
    /// under way (the pieces have left their squares).
    void slide(const Position& pos, const char* move) {
        board.setPosition(pos);
        const Move m = uci(pos, move);
        board.setPosition(after(pos, m), m);
        ASSERT_TRUE(board.isAnimating());
        const QRect start = board.squareRect(m.from());
        ASSERT_TRUE(QTest::qWaitFor([&] { return board.movingPieceRect(0) != start; }));
        ASSERT_TRUE(board.isAnimating()) << "the slide ended before it was looked at";
    }

    QImage shot() { return board.grab().toImage().convertToFormat(QImage::Format_ARGB32); }

    BoardWidget board;
};

TEST_F(BoardMotionWidgetTest, MidSlideThePieceIsDrawnBetweenItsSquares) {
    board.setMotionDuration(kLongSlideMs);
    slide(Position::startPosition(), "e2e4");
    const QRect e2 = board.squareRect(at("e2"));
    const QRect e4 = board.squareRect(at("e4"));
    const QImage frame = shot();
    const QRect now = board.movingPieceRect(0);
    ASSERT_TRUE(strictlyBetween(now, e2, e4)) << now.y() << " " << e2.y() << " " << e4.y();
    // The pawn's pixels are where the accessor says, and not yet on its target square.
    EXPECT_EQ(missingPixels(board, frame, Piece::WhitePawn, now), 0);
    EXPECT_GT(missingPixels(board, frame, Piece::WhitePawn, e4), 0);

    board.finishMotion();
    EXPECT_FALSE(board.isAnimating());
    EXPECT_TRUE(board.movingPieceRect(0).isNull());
    EXPECT_EQ(missingPixels(board, shot(), Piece::WhitePawn, e4), 0);
}

TEST_F(BoardMotionWidgetTest, CastlingSlidesTheRookWithTheKing) {
    board.setMotionDuration(kLongSlideMs);
    slide(fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1");
    const QImage frame = shot();
    const QRect king = board.movingPieceRect(0);
    const QRect rook = board.movingPieceRect(1);
    EXPECT_TRUE(strictlyBetween(king, board.squareRect(at("e1")), board.squareRect(at("g1"))));
    EXPECT_TRUE(strictlyBetween(rook, board.squareRect(at("h1")), board.squareRect(at("f1"))));
    EXPECT_EQ(missingPixels(board, frame, Piece::WhiteRook, rook), 0);
    // The rook is not drawn on f1 as well, ahead of itself.
    EXPECT_GT(missingPixels(board, frame, Piece::WhiteRook, board.squareRect(at("f1"))), 0);
}

TEST_F(BoardMotionWidgetTest, TheSlideEndsByItselfWithThePieceOnItsTarget) {
    board.setMotionDuration(motionDurationMs(MotionSpeed::Fast));
    const Position start = Position::startPosition();
    board.setPosition(start);
    const Move m = uci(start, "g1f3");
    board.setPosition(after(start, m), m);
    EXPECT_TRUE(board.isAnimating());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !board.isAnimating(); }, kTimeoutMs));
    EXPECT_EQ(missingPixels(board, shot(), Piece::WhiteKnight, board.squareRect(at("f3"))), 0);
}

TEST_F(BoardMotionWidgetTest, SpeedOffShowsTheMoveAtOnce) {
    board.setMotionDuration(motionDurationMs(MotionSpeed::Off));
    const Position start = Position::startPosition();
    board.setPosition(start);
    const Move m = uci(start, "e2e4");
    board.setPosition(after(start, m), m);
    EXPECT_FALSE(board.isAnimating());
    EXPECT_EQ(missingPixels(board, shot(), Piece::WhitePawn, board.squareRect(at("e4"))), 0);
}

TEST_F(BoardMotionWidgetTest, TheSamePositionAgainLeavesTheSlideRunning) {
    // The window repaints the board on every change of the game (thinking starts, a clock
    // appears): none of that may cut the slide short.
    board.setMotionDuration(kLongSlideMs);
    slide(Position::startPosition(), "e2e4");
    const Position shown = board.position();
    board.setPosition(shown, uci(Position::startPosition(), "e2e4"));
    EXPECT_TRUE(board.isAnimating());
}

// --- In a real window ------------------------------------------------------------------------

class MotionWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        window = openWindow();
        window->startGame(hotSeat());
        board = window->board();
        c = window->controller();
        board->setMotionDuration(kLongSlideMs);
    }

    std::unique_ptr<MainWindow> window;
    BoardWidget* board = nullptr;
    GameController* c = nullptr;
};

TEST_F(MotionWindowTest, AClickDuringTheSlideFinishesItAndStillCounts) {
    play(*c, { "e4" });
    ASSERT_TRUE(board->isAnimating());
    clickSquare(board, at("e7"));
    EXPECT_FALSE(board->isAnimating());
    EXPECT_EQ(board->selectedSquare(), at("e7"));
    clickSquare(board, at("e5"));
    EXPECT_EQ(c->game().ply(), 2);
}

TEST_F(MotionWindowTest, AKeyDuringTheSlideFinishesItAndStillCounts) {
    board->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == board; }));
    play(*c, { "e4" });
    ASSERT_TRUE(board->isAnimating());
    const Square focusBefore = board->focusSquare();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
    EXPECT_FALSE(board->isAnimating());
    EXPECT_NE(board->focusSquare(), focusBefore);
}

TEST_F(MotionWindowTest, ADroppedMoveDoesNotSlideAgainButAClickedOneSlides) {
    const QPoint a = board->squareRect(at("e2")).center();
    const QPoint b = board->squareRect(at("e4")).center();
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(board, a + (b - a) * i / 4);
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, b);
    ASSERT_EQ(c->game().ply(), 1);
    EXPECT_FALSE(board->isAnimating());

    clickMove(board, "e7", "e5");
    ASSERT_EQ(c->game().ply(), 2);
    EXPECT_TRUE(board->isAnimating());
}

TEST_F(MotionWindowTest, UndoRedoAndOneStepOfBrowsingSlideAJumpShowsAtOnce) {
    board->setMotionDuration(0);
    play(*c, { "e4", "e5", "Nf3" });
    board->setMotionDuration(kLongSlideMs);

    ASSERT_TRUE(c->undo());
    ASSERT_TRUE(board->isAnimating());
    // The knight goes home: from f3 towards g1.
    const QRect f3 = board->squareRect(at("f3"));
    const QRect g1 = board->squareRect(at("g1"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return board->movingPieceRect(0) != f3; }));
    EXPECT_TRUE(strictlyBetween(board->movingPieceRect(0), f3, g1));

    ASSERT_TRUE(c->redo());
    EXPECT_TRUE(board->isAnimating());
    EXPECT_EQ(board->movingPieceRect(0).topLeft(), g1.topLeft()); // starts again, forward

    c->browseTo(2);
    EXPECT_TRUE(board->isAnimating());
    c->browseTo(0);
    EXPECT_FALSE(board->isAnimating()); // two plies at once
}

TEST_F(MotionWindowTest, TheComputersMoveSlides) {
    seatManualPlayer(*c, new ManualPlayer({ "e5" })); // which move it is is not the point
    window->startGame(vsComputer(ColorChoice::White));
    // Looked at the moment the reply is shown (after the window's own slots).
    bool sliding = false;
    QRect start;
    QObject::connect(c, &GameController::positionChanged, board, [&] {
        if (c->game().ply() != 2 || !start.isNull()) return;
        sliding = board->isAnimating();
        start = board->movingPieceRect(0);
    });
    play(*c, { "e4" });
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    EXPECT_TRUE(sliding);
    EXPECT_EQ(start.topLeft(), board->squareRect(c->displayedLastMove().from()).topLeft());
    EXPECT_TRUE(board->isAnimating());
}

TEST_F(MotionWindowTest, TheSpeedIsChosenInTheViewMenuAndRemembered) {
    auto* menu = window->findChild<QMenu*>(QStringLiteral("motionMenu"));
    ASSERT_NE(menu, nullptr);
    QAction* off = action(*window, "motion-off");
    QAction* slow = action(*window, "motion-slow");
    ASSERT_NE(off, nullptr);
    ASSERT_NE(slow, nullptr);
    EXPECT_TRUE(menu->actions().contains(off));

    off->trigger();
    EXPECT_EQ(board->motionDuration(), 0);
    play(*c, { "e4" });
    EXPECT_FALSE(board->isAnimating());
    EXPECT_EQ(QSettings().value(QStringLiteral("view/moveAnimation")).toString(), "off");
    {
        const auto again = openWindow();
        EXPECT_EQ(again->board()->motionDuration(), 0);
        EXPECT_TRUE(action(*again, "motion-off")->isChecked());
    }

    slow->trigger();
    EXPECT_EQ(board->motionDuration(), motionDurationMs(MotionSpeed::Slow));
    const auto later = openWindow();
    EXPECT_EQ(later->board()->motionDuration(), motionDurationMs(MotionSpeed::Slow));
}

} // namespace
} // namespace rochade::gui
