// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard-only play on the board and what screen readers read from it.
#include "board/board_widget.h"
#include "board/promotion_popup.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QAccessible>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade::gui {
namespace {

using namespace test;

/// A board that plays the moves it emits, as a hot-seat controller would: the position
/// advances and both sides move from the keyboard.
class KeyboardBoardTest : public ::testing::Test {
protected:
    void SetUp() override {
        board.resize(400, 400);
        board.show();
        board.activateWindow();
        board.setFocus(Qt::OtherFocusReason);
        ASSERT_TRUE(QTest::qWaitForWindowActive(&board));
        QObject::connect(&board, &BoardWidget::moveChosen, &board, [this](Move m) {
            played.push_back(toUci(m));
            Position next = board.position();
            UndoInfo undo;
            next.makeMove(m, undo);
            load(next, m);
        });
        QObject::connect(&board, &BoardWidget::statusMessage, &board,
            [this](const QString& text) { messages.push_back(text); });
        load(Position::startPosition());
    }

    void load(const Position& pos, Move last = {}) {
        board.setPosition(pos, last);
        board.setLegalMoves(MoveGenerator::legalMoves(pos));
    }
    void load(const char* fen) {
        auto pos = parseFen(fen);
        ASSERT_TRUE(pos.ok()) << fen;
        load(pos.value());
    }

    void key(Qt::Key k) { QTest::keyClick(&board, k); }

    /// Walks the focus square to `target` with arrow keys only, as a user would: the
    /// screen direction of each step depends on the board's orientation.
    void walkTo(const char* target) {
        const Square to = at(target);
        for (int guard = 0; guard < 16 && board.focusSquare() != to; ++guard) {
            const int df = fileOf(to) - fileOf(board.focusSquare());
            const int dr = rankOf(to) - rankOf(board.focusSquare());
            const bool flipped = board.isFlipped();
            if (df != 0)
                key((df > 0) != flipped ? Qt::Key_Right : Qt::Key_Left);
            else
                key((dr > 0) != flipped ? Qt::Key_Up : Qt::Key_Down);
        }
        ASSERT_EQ(board.focusSquare(), to) << target;
    }
    /// Focus on `from`, Space; focus on `to`, Enter.
    void keyMove(const char* from, const char* to) {
        walkTo(from);
        key(Qt::Key_Space);
        walkTo(to);
        key(Qt::Key_Return);
    }

    BoardWidget board;
    std::vector<std::string> played;
    std::vector<QString> messages;
};

TEST_F(KeyboardBoardTest, BoardHasTheFocusAndStartsOnE2) {
    EXPECT_TRUE(board.hasFocus());
    EXPECT_EQ(board.focusSquare(), at("e2"));
    EXPECT_EQ(board.focusPolicy(), Qt::StrongFocus);
}

TEST_F(KeyboardBoardTest, ArrowKeysMoveTheFocusSquareAndStopAtTheEdge) {
    key(Qt::Key_Up);
    EXPECT_EQ(board.focusSquare(), at("e3"));
    key(Qt::Key_Left);
    key(Qt::Key_Left);
    EXPECT_EQ(board.focusSquare(), at("c3"));
    key(Qt::Key_Home);
    EXPECT_EQ(board.focusSquare(), at("a3"));
    key(Qt::Key_Left); // already on the a-file
    EXPECT_EQ(board.focusSquare(), at("a3"));
    key(Qt::Key_End);
    EXPECT_EQ(board.focusSquare(), at("h3"));
}

TEST_F(KeyboardBoardTest, ArrowsFollowTheScreenWhenTheBoardIsFlipped) {
    board.setFlipped(true);
    key(Qt::Key_Up); // towards the top of the screen: White's side when flipped
    EXPECT_EQ(board.focusSquare(), at("e1"));
    key(Qt::Key_Right); // towards the right edge: the a-file side when flipped
    EXPECT_EQ(board.focusSquare(), at("d1"));
    key(Qt::Key_Down);
    key(Qt::Key_Down);
    EXPECT_EQ(board.focusSquare(), at("d3"));
}

TEST_F(KeyboardBoardTest, ShortGamePlayedOnlyWithKeysEndsInMate) {
    const std::vector<std::pair<const char*, const char*>> game = {
        { "e2", "e4" },
        { "e7", "e5" },
        { "d1", "h5" },
        { "b8", "c6" },
        { "f1", "c4" },
        { "g8", "f6" },
        { "h5", "f7" },
    };
    for (const auto& [from, to] : game)
        keyMove(from, to);
    const std::vector<std::string> expected
        = { "e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7" };
    EXPECT_EQ(played, expected);
    EXPECT_TRUE(board.position().isInCheck());
    EXPECT_FALSE(MoveGenerator::hasLegalMove(board.position()));
}

TEST_F(KeyboardBoardTest, SpaceSelectsAndShowsTheSameRefusalsAsAClick) {
    walkTo("e7");
    key(Qt::Key_Space); // a black pawn, White to move
    ASSERT_FALSE(messages.empty());
    EXPECT_TRUE(messages.back().contains(QStringLiteral("White"))) << messages.back().toStdString();
    EXPECT_EQ(board.selectedSquare(), kNoSquare);

    walkTo("e2");
    key(Qt::Key_Space);
    EXPECT_EQ(board.selectedSquare(), at("e2"));
    walkTo("e5"); // three squares: too far
    key(Qt::Key_Space);
    EXPECT_TRUE(played.empty());
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    EXPECT_TRUE(messages.back().contains(QStringLiteral("e5"))) << messages.back().toStdString();
}

TEST_F(KeyboardBoardTest, EscapeCancelsTheSelection) {
    key(Qt::Key_Space);
    ASSERT_EQ(board.selectedSquare(), at("e2"));
    key(Qt::Key_Escape);
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    key(Qt::Key_Up);
    key(Qt::Key_Up);
    key(Qt::Key_Return);
    EXPECT_TRUE(played.empty()); // nothing was selected any more
}

TEST_F(KeyboardBoardTest, PromotionIsChosenWithTheKeyboard) {
    load("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    keyMove("a7", "a8");
    PromotionPopup* popup = board.promotionPopup();
    ASSERT_NE(popup, nullptr);
    EXPECT_TRUE(played.empty());
    // Down twice from the queen: rook, then bishop; Enter promotes.
    QWidget* keys = QApplication::focusWidget();
    ASSERT_NE(keys, nullptr);
    EXPECT_TRUE(popup->isAncestorOf(keys));
    QTest::keyClick(keys, Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    EXPECT_EQ(popup->currentPiece(), PieceType::Bishop);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_EQ(played.size(), 1u);
    EXPECT_EQ(played[0], "a7a8b");
    EXPECT_TRUE(board.hasFocus()); // the keys are back on the board
}

TEST_F(KeyboardBoardTest, PromotionLetterKeyPicksAndEscapeCancels) {
    load("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    keyMove("a7", "a8");
    ASSERT_NE(board.promotionPopup(), nullptr);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    EXPECT_EQ(board.promotionPopup(), nullptr);
    EXPECT_TRUE(played.empty());
    EXPECT_EQ(board.position().pieceAt(at("a7")), makePiece(Color::White, PieceType::Pawn));

    keyMove("a7", "a8");
    ASSERT_NE(board.promotionPopup(), nullptr);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N);
    ASSERT_EQ(played.size(), 1u);
    EXPECT_EQ(played[0], "a7a8n");
}

// ---- Screen readers -----------------------------------------------------------------

QString cellName(BoardWidget& board, int index) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
    if (!iface || !iface->child(index)) return {};
    return iface->child(index)->text(QAccessible::Name);
}

TEST_F(KeyboardBoardTest, SquaresHaveAccessibleNamesWithTheirPieces) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
    ASSERT_NE(iface, nullptr);
    EXPECT_EQ(iface->text(QAccessible::Name), QStringLiteral("Chess board"));
    EXPECT_GE(iface->childCount(), 64);
    // Reading order with White at the bottom: a8 first, e1 on the last row, fifth cell.
    EXPECT_EQ(cellName(board, 0), QStringLiteral("a8, black rook"));
    EXPECT_EQ(cellName(board, 7 * 8 + 4), QStringLiteral("e1, white king"));
    EXPECT_EQ(cellName(board, 4 * 8 + 4), QStringLiteral("e4, empty"));
    EXPECT_EQ(iface->child(0)->role(), QAccessible::Cell);
    EXPECT_EQ(iface->indexOfChild(iface->child(60)), 60);
}

TEST_F(KeyboardBoardTest, AccessibleCellsFollowTheFlipAndTheFocus) {
    board.setFlipped(true);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
    ASSERT_NE(iface, nullptr);
    EXPECT_EQ(cellName(board, 0), QStringLiteral("h1, white rook"));
    // The focus square (e2) is the focused cell: flipped, row 6 from the top, column 3.
    QAccessibleInterface* focused = iface->focusChild();
    ASSERT_NE(focused, nullptr);
    EXPECT_EQ(focused->text(QAccessible::Name), QStringLiteral("e2, white pawn"));
    EXPECT_TRUE(focused->state().focused);
    key(Qt::Key_Space);
    EXPECT_TRUE(iface->focusChild()->state().selected);
    EXPECT_TRUE(board.accessibleDescription().contains(QStringLiteral("e2, white pawn")));
    key(Qt::Key_Down); // towards the bottom of a flipped board: e3
    EXPECT_EQ(iface->focusChild()->text(QAccessible::Name), QStringLiteral("e3, empty"));
    EXPECT_FALSE(iface->focusChild()->state().selected);
}

TEST_F(KeyboardBoardTest, AccessibleNamesChangeWhenAMoveIsPlayed) {
    keyMove("e2", "e4");
    EXPECT_EQ(cellName(board, 4 * 8 + 4), QStringLiteral("e4, white pawn"));
    EXPECT_EQ(cellName(board, 6 * 8 + 4), QStringLiteral("e2, empty"));
}

} // namespace
} // namespace rochade::gui
