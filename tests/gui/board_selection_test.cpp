// SPDX-License-Identifier: GPL-3.0-or-later
// BoardSelection's decisions on their own: presses, drags, releases and keys on squares, with
// the legal moves from the core's move generator.
#include "board/board_selection.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <gtest/gtest.h>

namespace rochade::gui {
namespace {

using namespace test;

constexpr int kDragDistance = 10;

class BoardSelectionTest : public ::testing::Test {
protected:
    void SetUp() override { load(Position::startPosition()); }

    void load(const Position& pos) {
        selection.setPosition(pos);
        selection.setLegalMoves(MoveGenerator::legalMoves(pos));
    }
    void load(const char* fen) { load(fromFen(fen)); }

    Move legal(const char* uci) const {
        auto m = parseUciMove(selection.position(), uci);
        EXPECT_TRUE(m.ok()) << uci;
        return m.ok() ? m.value() : Move();
    }
    /// A press and a release on the same square without moving.
    BoardSelection::Outcome click(const char* square) {
        BoardSelection::Outcome pressed = selection.press(at(square), QPoint(0, 0));
        if (!selection.isPressed()) return pressed;
        return selection.release(at(square));
    }
    /// Presses on `from`, moves 40 pixels (far past the threshold) and releases over `to`.
    BoardSelection::Outcome drag(const char* from, Square to) {
        selection.press(at(from), QPoint(0, 0));
        EXPECT_TRUE(selection.dragTo(QPoint(40, 0), kDragDistance));
        return selection.release(to);
    }

    static bool asksNothing(const BoardSelection::Outcome& o) {
        return o.message.isEmpty() && o.move.isNull() && o.promotionFrom == kNoSquare;
    }

    BoardSelection selection;
};

TEST_F(BoardSelectionTest, ClickAPieceThenItsTargetChoosesTheMove) {
    const BoardSelection::Outcome pressed = selection.press(at("e2"), QPoint(0, 0));
    EXPECT_TRUE(asksNothing(pressed));
    EXPECT_EQ(pressed.selectedBefore, kNoSquare);
    EXPECT_EQ(selection.selected(), at("e2")); // on the press already
    EXPECT_TRUE(asksNothing(selection.release(at("e2"))));
    EXPECT_EQ(selection.selected(), at("e2"));

    const BoardSelection::Outcome second = selection.press(at("e4"), QPoint(0, 0));
    EXPECT_EQ(second.move, legal("e2e4"));
    EXPECT_EQ(second.selectedBefore, at("e2"));
    EXPECT_EQ(selection.selected(), kNoSquare);
    EXPECT_FALSE(selection.isPressed()); // the target press starts no drag
}

TEST_F(BoardSelectionTest, ClickOnTheSelectedPieceDeselectsOnReleaseNotOnPress) {
    click("g1");
    selection.press(at("g1"), QPoint(0, 0));
    EXPECT_EQ(selection.selected(), at("g1")); // it may still become a drag
    const BoardSelection::Outcome released = selection.release(at("g1"));
    EXPECT_TRUE(asksNothing(released));
    EXPECT_EQ(selection.selected(), kNoSquare);
}

TEST_F(BoardSelectionTest, ClickAnotherOwnPieceSelectsItInstead) {
    click("e2");
    const BoardSelection::Outcome o = click("d2");
    EXPECT_TRUE(asksNothing(o));
    EXPECT_EQ(selection.selected(), at("d2"));
}

TEST_F(BoardSelectionTest, ClickAnUnreachableSquareDeselectsWithAReason) {
    click("e2");
    const BoardSelection::Outcome o = click("e5");
    EXPECT_FALSE(o.message.isEmpty());
    EXPECT_TRUE(o.move.isNull());
    EXPECT_EQ(selection.selected(), kNoSquare);
}

TEST_F(BoardSelectionTest, ClickAnEnemyOrEmptySquareSaysWhyAndSelectsNothing) {
    for (const char* square : { "e7", "e4" }) {
        const BoardSelection::Outcome o = click(square);
        EXPECT_FALSE(o.message.isEmpty()) << square;
        EXPECT_EQ(selection.selected(), kNoSquare) << square;
        EXPECT_FALSE(selection.isPressed()) << square;
    }
}

TEST_F(BoardSelectionTest, APieceWithoutMovesSaysSoOnReleaseButCanBePickedUp) {
    EXPECT_TRUE(asksNothing(selection.press(at("a1"), QPoint(0, 0))));
    EXPECT_EQ(selection.selected(), kNoSquare);
    EXPECT_TRUE(selection.isPressed());
    EXPECT_FALSE(selection.release(at("a1")).message.isEmpty());

    // Dragged onto a square it cannot reach, the drop says why.
    const BoardSelection::Outcome dropped = drag("a1", at("a3"));
    EXPECT_FALSE(dropped.message.isEmpty());
    EXPECT_TRUE(dropped.move.isNull());
}

TEST_F(BoardSelectionTest, ClickBesideTheBoardSaysSoOnlyWithNothingSelected) {
    EXPECT_FALSE(selection.press(kNoSquare, QPoint(0, 0)).message.isEmpty());
    click("e2");
    const BoardSelection::Outcome o = selection.press(kNoSquare, QPoint(0, 0));
    EXPECT_TRUE(o.message.isEmpty()); // dropping the selection is answer enough
    EXPECT_EQ(selection.selected(), kNoSquare);
}

TEST_F(BoardSelectionTest, APressBecomesADragOnlyFromTheThresholdOn) {
    selection.press(at("e2"), QPoint(100, 100));
    EXPECT_FALSE(selection.dragTo(QPoint(104, 105), kDragDistance)); // 9: still a click
    EXPECT_FALSE(selection.isDragging());
    EXPECT_EQ(selection.dragFrom(), kNoSquare);
    EXPECT_TRUE(selection.dragTo(QPoint(105, 105), kDragDistance)); // 10: a drag
    EXPECT_EQ(selection.dragFrom(), at("e2"));
    EXPECT_EQ(selection.dragPos(), QPoint(105, 105));
    // Once dragging, even a move back near the press keeps it a drag.
    EXPECT_TRUE(selection.dragTo(QPoint(100, 101), kDragDistance));
    EXPECT_EQ(selection.dragPos(), QPoint(100, 101));
}

TEST_F(BoardSelectionTest, AMoveWithoutAPressIsNoDrag) {
    EXPECT_FALSE(selection.dragTo(QPoint(50, 50), kDragDistance));
    EXPECT_FALSE(selection.isDragging());
}

TEST_F(BoardSelectionTest, TheDropTargetIsOnlyALegalSquareOtherThanTheStart) {
    selection.press(at("e2"), QPoint(0, 0));
    EXPECT_EQ(selection.dropTarget(at("e4")), kNoSquare); // not dragging yet
    selection.dragTo(QPoint(40, 0), kDragDistance);
    EXPECT_EQ(selection.dropTarget(at("e4")), at("e4"));
    EXPECT_EQ(selection.dropTarget(at("e3")), at("e3"));
    EXPECT_EQ(selection.dropTarget(at("e5")), kNoSquare);
    EXPECT_EQ(selection.dropTarget(at("e2")), kNoSquare);
    EXPECT_EQ(selection.dropTarget(kNoSquare), kNoSquare);
}

TEST_F(BoardSelectionTest, DropOnATargetChoosesTheMove) {
    const BoardSelection::Outcome o = drag("g1", at("f3"));
    EXPECT_EQ(o.move, legal("g1f3"));
    EXPECT_EQ(selection.selected(), kNoSquare);
    EXPECT_FALSE(selection.isDragging());
}

TEST_F(BoardSelectionTest, DropOffTheBoardPutsThePieceBackWithAMessage) {
    const BoardSelection::Outcome o = drag("e2", kNoSquare);
    EXPECT_FALSE(o.message.isEmpty());
    EXPECT_TRUE(o.move.isNull());
    EXPECT_EQ(selection.selected(), at("e2")); // still selected, for click-click
    EXPECT_FALSE(selection.isPressed());
}

TEST_F(BoardSelectionTest, DropBackOnItsSquareKeepsTheSelectionSilently) {
    const BoardSelection::Outcome o = drag("e2", at("e2"));
    EXPECT_TRUE(asksNothing(o));
    EXPECT_EQ(selection.selected(), at("e2"));
}

TEST_F(BoardSelectionTest, ACancelledDragPlaysNothingAndKeepsTheSelection) {
    selection.press(at("e2"), QPoint(0, 0));
    selection.dragTo(QPoint(40, 0), kDragDistance);
    selection.cancelPress();
    EXPECT_FALSE(selection.isDragging());
    EXPECT_FALSE(selection.isPressed());
    EXPECT_TRUE(asksNothing(selection.release(at("e4"))));
    EXPECT_EQ(selection.selected(), at("e2"));
}

TEST_F(BoardSelectionTest, TheKingOntoItsOwnRookCastles) {
    load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    click("e1");
    EXPECT_TRUE(selection.isTarget(at("h1")));
    const BoardSelection::Outcome o = selection.press(at("h1"), QPoint(0, 0));
    EXPECT_EQ(o.move, legal("e1g1"));
    EXPECT_TRUE(o.move.isCastling());
}

TEST_F(BoardSelectionTest, APromotionAsksForThePieceThenChoosesIt) {
    load("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const BoardSelection::Outcome asked = drag("e7", at("e8"));
    EXPECT_TRUE(asked.move.isNull());
    EXPECT_EQ(asked.promotionFrom, at("e7"));
    EXPECT_EQ(asked.promotionTo, at("e8"));
    EXPECT_EQ(selection.selected(), at("e7")); // until it is answered

    const BoardSelection::Outcome chosen
        = selection.choosePromotion(at("e7"), at("e8"), PieceType::Knight);
    EXPECT_EQ(chosen.move, legal("e7e8n"));
    EXPECT_EQ(selection.selected(), kNoSquare);
}

TEST_F(BoardSelectionTest, ACancelledPromotionNamesThePawnsSquare) {
    load("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    click("e7");
    selection.press(at("e8"), QPoint(0, 0));
    const BoardSelection::Outcome o = selection.cancelPromotion(at("e7"));
    EXPECT_TRUE(o.message.contains(QStringLiteral("e7")));
    EXPECT_TRUE(o.move.isNull());
    EXPECT_EQ(selection.selected(), kNoSquare);
}

TEST_F(BoardSelectionTest, AlwaysQueenPromotesWithoutAsking) {
    load("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    selection.setAlwaysPromoteToQueen(true);
    click("e7");
    const BoardSelection::Outcome o = selection.press(at("e8"), QPoint(0, 0));
    EXPECT_EQ(o.move, legal("e7e8q"));
    EXPECT_EQ(o.promotionFrom, kNoSquare);
}

TEST_F(BoardSelectionTest, DisabledInputAnswersWithTheReasonAndHoldsNothing) {
    click("e2");
    selection.setInputEnabled(false, QStringLiteral("The computer is thinking"));
    EXPECT_EQ(selection.selected(), kNoSquare);
    for (const BoardSelection::Outcome& o :
        { selection.press(at("d2"), QPoint(0, 0)), selection.activate(at("d2")) }) {
        EXPECT_EQ(o.message, QStringLiteral("The computer is thinking"));
        EXPECT_TRUE(o.move.isNull());
    }
    EXPECT_FALSE(selection.isPressed());
    EXPECT_EQ(selection.selected(), kNoSquare);
    selection.setInputEnabled(false, {});
    EXPECT_FALSE(selection.press(at("d2"), QPoint(0, 0)).message.isEmpty());
}

TEST_F(BoardSelectionTest, KeysSelectPutDownAndPlayLikeClicks) {
    EXPECT_TRUE(asksNothing(selection.activate(at("e2"))));
    EXPECT_EQ(selection.selected(), at("e2"));
    EXPECT_TRUE(asksNothing(selection.activate(at("e2"))));
    EXPECT_EQ(selection.selected(), kNoSquare);
    EXPECT_FALSE(selection.activate(at("a1")).message.isEmpty()); // no moves
    EXPECT_FALSE(selection.activate(at("e7")).message.isEmpty()); // not ours
    selection.activate(at("e2"));
    EXPECT_EQ(selection.activate(at("e4")).move, legal("e2e4"));
}

TEST_F(BoardSelectionTest, NewLegalMovesWithoutTheSelectedPiecesDropTheSelection) {
    MoveList knightOnly;
    knightOnly.push(legal("g1f3"));
    click("e2");
    selection.setLegalMoves(knightOnly);
    EXPECT_EQ(selection.selected(), kNoSquare);
    click("g1");
    selection.setLegalMoves(knightOnly);
    EXPECT_EQ(selection.selected(), at("g1"));
}

TEST_F(BoardSelectionTest, TheHandCursorGoesOnMovablePiecesAndTargets) {
    EXPECT_TRUE(selection.isClickable(at("e2")));
    EXPECT_FALSE(selection.isClickable(at("a1"))); // own, but no move
    EXPECT_FALSE(selection.isClickable(at("e7")));
    EXPECT_FALSE(selection.isClickable(at("e4")));
    EXPECT_FALSE(selection.isClickable(kNoSquare));
    click("e2");
    EXPECT_TRUE(selection.isClickable(at("e4")));
    EXPECT_FALSE(selection.isClickable(at("e5")));
}

TEST_F(BoardSelectionTest, OnlySpecialTargetsHaveATooltip) {
    load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_TRUE(selection.targetTooltip(at("g1")).isEmpty()); // nothing selected
    click("e1");
    EXPECT_FALSE(selection.targetTooltip(at("g1")).isEmpty());
    EXPECT_TRUE(selection.targetTooltip(at("f1")).isEmpty());
    EXPECT_TRUE(selection.targetTooltip(kNoSquare).isEmpty());
}

} // namespace
TEST_F(BoardSelectionTest, DragOnlyPutsAClickedPieceDownAndSaysToDragIt) {
    selection.setMoveInput(MoveInput::DragOnly);
    const BoardSelection::Outcome clicked = click("e2");
    EXPECT_EQ(selection.selected(), kNoSquare);
    EXPECT_TRUE(clicked.message.contains(QLatin1String("Drag"))) << clicked.message.toStdString();
    EXPECT_TRUE(click("e4").move.isNull()) << "no click-click move";
    EXPECT_EQ(drag("e2", at("e4")).move, legal("e2e4"));
}

TEST_F(BoardSelectionTest, DragOnlyLeavesAKeyboardSelectionToTheKeys) {
    selection.setMoveInput(MoveInput::DragOnly);
    EXPECT_TRUE(asksNothing(selection.activate(at("g1")))); // the keys still select
    EXPECT_EQ(selection.selected(), at("g1"));
    EXPECT_TRUE(click("f3").move.isNull()) << "a click does not play it";
    EXPECT_EQ(selection.activate(at("f3")).move, legal("g1f3")) << "Enter does";
}

TEST_F(BoardSelectionTest, ClickOnlyNeverStartsADrag) {
    selection.setMoveInput(MoveInput::ClickOnly);
    selection.press(at("e2"), QPoint(0, 0));
    EXPECT_FALSE(selection.dragTo(QPoint(40, 0), kDragDistance));
    EXPECT_FALSE(selection.isDragging());
    EXPECT_EQ(selection.dragFrom(), kNoSquare);
    EXPECT_TRUE(selection.release(at("e4")).move.isNull());
    EXPECT_EQ(selection.selected(), at("e2")) << "a click that selected the pawn";
    EXPECT_EQ(click("e4").move, legal("e2e4"));
}

TEST(MoveInput, SettingsWordsReadBackAndUnknownWordsMeanBoth) {
    for (MoveInput input : { MoveInput::ClickOrDrag, MoveInput::ClickOnly, MoveInput::DragOnly })
        EXPECT_EQ(parseMoveInput(moveInputKey(input)), input);
    EXPECT_EQ(moveInputKey(MoveInput::DragOnly), QStringLiteral("drag"));
    EXPECT_EQ(parseMoveInput(QStringLiteral("sideways")), MoveInput::ClickOrDrag);
    EXPECT_EQ(parseMoveInput(QString()), MoveInput::ClickOrDrag);
}

} // namespace rochade::gui
