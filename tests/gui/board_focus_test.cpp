// SPDX-License-Identifier: GPL-3.0-or-later
// BoardFocus: the focus square's moves, the cells' order and the words screen readers get.
#include "board/board_focus.h"
#include "board/board_selection.h"
#include "board/board_widget.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"

#include <gtest/gtest.h>

namespace rochade::gui {
namespace {

using namespace test;

class BoardFocusTest : public ::testing::Test {
protected:
    void SetUp() override {
        board.resize(400, 400);
        const Position start = Position::startPosition();
        board.setPosition(start);
        board.setLegalMoves(MoveGenerator::legalMoves(start));
    }
    BoardWidget board;
};

TEST_F(BoardFocusTest, CellsAreInReadingOrderAsShownAndFollowTheFlip) {
    const BoardFocus& focus = board.focus();
    EXPECT_EQ(focus.squareOfCell(0), at("a8"));
    EXPECT_EQ(focus.squareOfCell(63), at("h1"));
    EXPECT_EQ(focus.squareOfCell(64), kNoSquare);
    board.setFlipped(true);
    EXPECT_EQ(focus.squareOfCell(0), at("h1"));
    EXPECT_EQ(focus.squareOfCell(7), at("a1"));
    for (int cell = 0; cell < 64; ++cell)
        EXPECT_EQ(focus.cellOf(focus.squareOfCell(cell)), cell);
}

TEST_F(BoardFocusTest, MovesStayOnTheBoardAndFollowTheScreen) {
    // A focus square of its own over the same board, the way the widget holds one.
    BoardSelection selection;
    bool flipped = false;
    BoardFocus focus(&board, selection, [&] { return BoardLayout::fit(board.size(), flipped); });
    EXPECT_EQ(focus.square(), at("e2"));
    focus.moveTo(kNoSquare);
    EXPECT_EQ(focus.square(), at("e2"));
    focus.moveBy(0, -1); // up the screen
    EXPECT_EQ(focus.square(), at("e3"));
    focus.moveBy(9, 0); // far right: kept at the edge
    EXPECT_EQ(focus.square(), at("h3"));
    flipped = true;
    focus.moveBy(0, -1); // up the screen is down the board now
    EXPECT_EQ(focus.square(), at("h2"));
}

TEST_F(BoardFocusTest, DescriptionsNameTheSelectionAndItsTargets) {
    board.selectSquare(at("e2"));
    const BoardFocus& focus = board.focus();
    EXPECT_EQ(focus.squareName(at("e2")), QStringLiteral("e2, white pawn"));
    EXPECT_EQ(focus.squareName(at("e4")), QStringLiteral("e4, empty"));
    EXPECT_EQ(focus.squareDescription(at("e2")), QStringLiteral("selected"));
    EXPECT_EQ(focus.squareDescription(at("e4")), QStringLiteral("legal target"));
    EXPECT_EQ(focus.squareDescription(at("e5")), QString());
    EXPECT_EQ(focus.squareDescription(kNoSquare), QString());
    // The board's own description names the focus square.
    EXPECT_TRUE(board.accessibleDescription().contains(QStringLiteral("e2")));
}

} // namespace
} // namespace rochade::gui
