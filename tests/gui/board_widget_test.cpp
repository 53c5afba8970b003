// SPDX-License-Identifier: GPL-3.0-or-later
// The board widget driven by real mouse and key events under the offscreen platform.
#include "base/metatypes.h"
#include "board/board_widget.h"
#include "board/piece_set.h"
#include "board/promotion_popup.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <gtest/gtest.h>

#include <string>

namespace rochade::gui {
namespace {

using namespace test;

class BoardWidgetTest : public ::testing::Test {
protected:
    void SetUp() override {
        board.resize(480, 480);
        board.show();
        load(Position::startPosition());
    }

    void load(const Position& pos) {
        board.setPosition(pos);
        board.setLegalMoves(MoveGenerator::legalMoves(pos));
        moves.clear();
        messages.clear();
        selections.clear();
    }
    void load(const char* fen) { load(fromFen(fen)); }

    /// The legal move written in UCI in the board's position (the king's move for castling).
    Move legal(const char* uci) const {
        auto m = parseUciMove(board.position(), uci);
        EXPECT_TRUE(m.ok()) << uci;
        return m.ok() ? m.value() : Move();
    }

    QPoint centre(const char* square) const { return board.squareRect(at(square)).center(); }
    void click(const char* square) {
        QTest::mouseClick(&board, Qt::LeftButton, Qt::NoModifier, centre(square));
    }
    void drag(const char* from, const char* to) {
        const QPoint a = centre(from);
        const QPoint b = centre(to);
        QTest::mousePress(&board, Qt::LeftButton, Qt::NoModifier, a);
        // Several steps, as a hand would move, so the drag threshold is passed on the way.
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(&board, a + (b - a) * i / 4);
        QTest::mouseRelease(&board, Qt::LeftButton, Qt::NoModifier, b);
    }

    Move chosen(int i = 0) const { return moves.at(i).at(0).value<Move>(); }
    QString message(int i = -1) const {
        return messages.at(i < 0 ? messages.size() - 1 : i).at(0).toString();
    }
    PromotionPopup* popup() const {
        PromotionPopup* p = board.findChild<PromotionPopup*>();
        return p && p->isVisible() ? p : nullptr;
    }

    BoardWidget board;
    QSignalSpy moves { &board, &BoardWidget::moveChosen };
    QSignalSpy messages { &board, &BoardWidget::statusMessage };
    QSignalSpy selections { &board, &BoardWidget::selectionChanged };
};

TEST_F(BoardWidgetTest, ClickingAPieceThenItsTargetChoosesTheMove) {
    click("e2");
    EXPECT_EQ(board.selectedSquare(), at("e2"));
    click("e4");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e2e4"));
    EXPECT_TRUE(chosen().isDoublePush());
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
}

TEST_F(BoardWidgetTest, SelectingReportsTheSquare) {
    click("g1");
    ASSERT_EQ(selections.size(), 1);
    EXPECT_EQ(selections.at(0).at(0).value<Square>(), at("g1"));
    EXPECT_TRUE(messages.isEmpty());
}

TEST_F(BoardWidgetTest, ClickingTheSelectedPieceAgainDeselects) {
    click("g1");
    click("g1");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(selections.size(), 2);
    EXPECT_EQ(selections.at(1).at(0).value<Square>(), kNoSquare);
}

TEST_F(BoardWidgetTest, ClickingAnUnreachableSquareDeselectsAndSaysWhy) {
    click("g1");
    click("g3");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(message().startsWith("The knight on g1 cannot move to g3"))
        << message().toStdString();
    EXPECT_TRUE(message().contains("a knight cannot move like that"));
}

TEST_F(BoardWidgetTest, ClickingAnotherOwnPieceSelectsItInstead) {
    click("g1");
    click("b1");
    EXPECT_EQ(board.selectedSquare(), at("b1"));
    EXPECT_TRUE(moves.isEmpty());
    EXPECT_TRUE(messages.isEmpty());
}

TEST_F(BoardWidgetTest, ClickingAnEnemyPieceSaysWhoseTurnItIs) {
    click("e7");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    ASSERT_EQ(messages.size(), 1);
    EXPECT_EQ(message(), QStringLiteral("Not your piece: it is White's turn"));
}

TEST_F(BoardWidgetTest, ClickingAnEmptySquareSaysItIsEmpty) {
    click("e4");
    ASSERT_EQ(messages.size(), 1);
    EXPECT_EQ(message(), QStringLiteral("That square is empty"));
}

TEST_F(BoardWidgetTest, APieceWithoutMovesIsNotSelectedAndSaysSo) {
    click("a1");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    ASSERT_EQ(messages.size(), 1);
    EXPECT_EQ(message(), QStringLiteral("The rook on a1 has no legal move"));
}

TEST_F(BoardWidgetTest, DragAndDropChoosesTheMove) {
    drag("g1", "f3");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("g1f3"));
}

TEST_F(BoardWidgetTest, IllegalDropOfAPinnedPieceSaysTheKingWouldBeInCheck) {
    // The knight on d2 is pinned by the bishop on b4.
    load("rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3");
    drag("d2", "f3");
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(message().contains("your king would be in check")) << message().toStdString();
    EXPECT_EQ(board.position().pieceAt(at("d2")), Piece::WhiteKnight);
}

TEST_F(BoardWidgetTest, ClickingAPinnedPieceSaysWhyItCannotMove) {
    load("rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3");
    click("d2");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    ASSERT_EQ(messages.size(), 1);
    EXPECT_EQ(message(),
        QStringLiteral("The knight on d2 has no legal move: your king would be in check"));
}

TEST_F(BoardWidgetTest, IllegalDropInCheckSaysToGetOutOfCheck) {
    // White is in check from the bishop on b4; a quiet knight move does not help.
    load("rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3");
    drag("g1", "f3");
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(message().contains("you must get out of check")) << message().toStdString();
}

TEST_F(BoardWidgetTest, IllegalDropOfAKnightExplainsHowItMoves) {
    drag("b1", "b3");
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(message().contains("a knight cannot move like that")) << message().toStdString();
}

TEST_F(BoardWidgetTest, DraggingAnEnemyPieceSaysItIsNotYourTurn) {
    drag("b8", "c6");
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_GE(messages.size(), 1);
    EXPECT_EQ(message(0), QStringLiteral("Not your piece: it is White's turn"));
}

TEST_F(BoardWidgetTest, DropBackOnItsSquareKeepsTheSelection) {
    QTest::mousePress(&board, Qt::LeftButton, Qt::NoModifier, centre("g1"));
    QTest::mouseMove(&board, centre("g1") + QPoint(20, -20));
    QTest::mouseMove(&board, centre("g1"));
    QTest::mouseRelease(&board, Qt::LeftButton, Qt::NoModifier, centre("g1"));
    EXPECT_TRUE(moves.isEmpty());
    EXPECT_EQ(board.selectedSquare(), at("g1"));
    click("f3");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("g1f3"));
}

constexpr const char* kCastlingFen
    = "r3k2r/pppq1ppp/2n2n2/3pp3/1bPP4/2N1PN2/PPQBBPPP/R3K2R w KQkq - 0 8";

TEST_F(BoardWidgetTest, CastlingByMovingTheKingTwoSquares) {
    load(kCastlingFen);
    click("e1");
    click("g1");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e1g1"));
    EXPECT_TRUE(chosen().isCastling());
}

TEST_F(BoardWidgetTest, CastlingByClickingTheKingThenItsRook) {
    load(kCastlingFen);
    click("e1");
    click("h1");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e1g1"));
    EXPECT_TRUE(chosen().isCastling());
}

TEST_F(BoardWidgetTest, CastlingQueensideByDroppingTheKingOnItsRook) {
    load(kCastlingFen);
    drag("e1", "a1");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e1c1"));
    EXPECT_TRUE(chosen().isCastling());
}

TEST_F(BoardWidgetTest, SpecialTargetsHaveATooltipNamingTheMove) {
    load(kCastlingFen);
    click("e1");
    const auto tooltipAt = [&](const char* square) {
        QHelpEvent help(QEvent::ToolTip, centre(square), board.mapToGlobal(centre(square)));
        QApplication::sendEvent(&board, &help);
        // An ignored tooltip event is one the board had nothing to say about.
        return help.isAccepted() ? QToolTip::text() : QString();
    };
    EXPECT_EQ(tooltipAt("g1"), QStringLiteral("Castle kingside"));
    EXPECT_EQ(tooltipAt("a1"), QStringLiteral("Castle queenside"));
    EXPECT_EQ(tooltipAt("f1"), QString()) << "an ordinary king move has no tooltip";
}

TEST_F(BoardWidgetTest, CastlingThroughAnAttackedSquareIsRefusedWithAReason) {
    // The bishop on h3 covers f1 through the open g2 square.
    load("rn1qk1nr/ppp2ppp/3p4/2b1p3/4P3/5N1b/PPPP1P1P/RNBQK2R w KQkq - 0 6");
    click("e1");
    click("g1");
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(message().contains("cross the attacked square f1")) << message().toStdString();
}

TEST_F(BoardWidgetTest, EnPassantByClicks) {
    load("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    click("e5");
    click("f6");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e5f6"));
    EXPECT_TRUE(chosen().isEnPassant());
}

constexpr const char* kPromotionFen = "8/1P3k2/8/8/8/8/5K2/8 w - - 0 1";

TEST_F(BoardWidgetTest, PromotionToAKnightThroughThePopup) {
    load(kPromotionFen);
    click("b7");
    click("b8");
    EXPECT_TRUE(moves.isEmpty()) << "no move before the piece is chosen";
    PromotionPopup* chooser = popup();
    ASSERT_NE(chooser, nullptr);
    QAbstractButton* knight = chooser->button(PieceType::Knight);
    ASSERT_NE(knight, nullptr);
    QTest::mouseClick(knight, Qt::LeftButton);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("b7b8n"));
    EXPECT_EQ(popup(), nullptr);
}

TEST_F(BoardWidgetTest, PromotionByDragOpensThePopupToo) {
    load(kPromotionFen);
    drag("b7", "b8");
    ASSERT_NE(popup(), nullptr);
    QTest::mouseClick(popup()->button(PieceType::Rook), Qt::LeftButton);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("b7b8r"));
}

TEST_F(BoardWidgetTest, EnterInThePopupPicksTheQueen) {
    load(kPromotionFen);
    click("b7");
    click("b8");
    ASSERT_NE(popup(), nullptr);
    EXPECT_EQ(popup()->currentPiece(), PieceType::Queen);
    QTest::keyClick(popup(), Qt::Key_Return);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("b7b8q"));
}

TEST_F(BoardWidgetTest, EscapeCancelsThePromotionAndPlaysNothing) {
    load(kPromotionFen);
    const Position before = board.position();
    click("b7");
    click("b8");
    ASSERT_NE(popup(), nullptr);
    QTest::keyClick(popup(), Qt::Key_Escape);
    EXPECT_TRUE(moves.isEmpty());
    EXPECT_EQ(popup(), nullptr);
    EXPECT_EQ(board.promotionPopup(), nullptr);
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    EXPECT_TRUE(board.position() == before);
    ASSERT_GE(messages.size(), 1);
    EXPECT_TRUE(message().contains("pawn stays on b7")) << message().toStdString();
    // The pawn can still be promoted afterwards: nothing was half-made.
    click("b7");
    click("b8");
    ASSERT_NE(popup(), nullptr);
    QTest::mouseClick(popup()->button(PieceType::Bishop), Qt::LeftButton);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("b7b8b"));
}

TEST_F(BoardWidgetTest, AClickBesideThePopupCancelsThePromotion) {
    load(kPromotionFen);
    click("b7");
    click("b8");
    ASSERT_NE(popup(), nullptr);
    click("g2");
    EXPECT_TRUE(moves.isEmpty());
    EXPECT_EQ(popup(), nullptr);
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
}

TEST(BoardWidgetPopup, AClickOnAnotherWidgetCancelsThePromotion) {
    QWidget window;
    auto* board = new BoardWidget(&window);
    auto* other = new QPushButton(QStringLiteral("Elsewhere"), &window);
    board->setGeometry(0, 0, 400, 400);
    other->setGeometry(410, 0, 100, 30);
    window.resize(520, 400);
    window.show();
    const Position pos = fromFen(kPromotionFen);
    board->setPosition(pos);
    board->setLegalMoves(MoveGenerator::legalMoves(pos));
    QSignalSpy moves(board, &BoardWidget::moveChosen);
    QSignalSpy messages(board, &BoardWidget::statusMessage);
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(at("b7")).center());
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(at("b8")).center());
    ASSERT_NE(board->promotionPopup(), nullptr);
    QTest::mouseClick(other, Qt::LeftButton);
    EXPECT_EQ(board->promotionPopup(), nullptr);
    EXPECT_EQ(board->findChild<PromotionPopup*>(), nullptr);
    EXPECT_TRUE(moves.isEmpty());
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.at(0).at(0).toString().contains("pawn stays on b7"));
}

TEST_F(BoardWidgetTest, AlwaysPromoteToQueenSkipsThePopup) {
    load(kPromotionFen);
    board.setAlwaysPromoteToQueen(true);
    click("b7");
    click("b8");
    EXPECT_EQ(popup(), nullptr);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("b7b8q"));
}

TEST_F(BoardWidgetTest, NewPositionClosesAnOpenPopupWithoutAMove) {
    load(kPromotionFen);
    click("b7");
    click("b8");
    ASSERT_NE(popup(), nullptr);
    load(Position::startPosition());
    EXPECT_EQ(popup(), nullptr);
    EXPECT_TRUE(moves.isEmpty());
}

TEST_F(BoardWidgetTest, FlippedBoardMapsClicksToTheRightSquares) {
    board.setFlipped(true);
    EXPECT_TRUE(board.isFlipped());
    // With Black at the bottom, h1 is the top-left square and a8 the bottom-right one.
    EXPECT_EQ(board.squareRect(at("h1")).topLeft(),
        board.squareRect(at("a8")).topLeft()
            - QPoint(
                7 * board.squareRect(at("a8")).width(), 7 * board.squareRect(at("a8")).height()));
    EXPECT_LT(board.squareRect(at("e2")).top(), board.height() / 2);
    EXPECT_EQ(board.squareAt(centre("e2")), at("e2"));
    click("e2");
    click("e4");
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(chosen(), legal("e2e4"));
    drag("g1", "f3");
    ASSERT_EQ(moves.size(), 2);
    EXPECT_EQ(chosen(1), legal("g1f3"));
}

TEST_F(BoardWidgetTest, DisabledInputGivesTheReasonAndNoMove) {
    board.setInputEnabled(false, QStringLiteral("The computer is thinking"));
    click("e2");
    click("e4");
    drag("g1", "f3");
    EXPECT_TRUE(moves.isEmpty());
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    ASSERT_GE(messages.size(), 3);
    for (const auto& args : messages)
        EXPECT_EQ(args.at(0).toString(), QStringLiteral("The computer is thinking"));
}

TEST_F(BoardWidgetTest, NoLegalMovesGivenMeansNothingCanBePlayed) {
    board.setLegalMoves({});
    click("g1");
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    ASSERT_EQ(messages.size(), 1);
    EXPECT_EQ(message(), QStringLiteral("No move can be played now"));
}

TEST_F(BoardWidgetTest, SettingAPositionClearsTheSelection) {
    click("g1");
    ASSERT_EQ(board.selectedSquare(), at("g1"));
    board.setPosition(Position::startPosition());
    EXPECT_EQ(board.selectedSquare(), kNoSquare);
    EXPECT_EQ(selections.last().at(0).value<Square>(), kNoSquare);
}

TEST_F(BoardWidgetTest, StaysSquareAndCentredWhenResized) {
    board.resize(700, 400);
    const QRect a8 = board.squareRect(at("a8"));
    const QRect h1 = board.squareRect(at("h1"));
    EXPECT_EQ(a8.width(), 50);
    EXPECT_EQ(a8.height(), 50);
    EXPECT_EQ(a8.left() + h1.right(), 699); // centred horizontally
    EXPECT_EQ(a8.top(), 0);
    EXPECT_EQ(board.squareAt(QPoint(10, 10)), kNoSquare); // the margin beside the board
    EXPECT_EQ(board.heightForWidth(300), 300);
}

TEST_F(BoardWidgetTest, GrabbedImageShowsPiecesOnTheirSquares) {
    // The compiled-in SVGs load, and the painted board differs between an empty square and
    // one holding a piece.
    PieceSet set;
    EXPECT_TRUE(set.isComplete());
    const QImage image = board.grab().toImage();
    ASSERT_FALSE(image.isNull());
    const QRect e1 = board.squareRect(at("e1"));
    const QRect e3 = board.squareRect(at("e3")); // same colour as e1, empty
    const QImage withKing = image.copy(e1);
    const QImage empty = image.copy(e3);
    EXPECT_NE(withKing, empty);
    EXPECT_EQ(empty.pixelColor(empty.rect().center()),
        image.copy(board.squareRect(at("e5"))).pixelColor(empty.rect().center()));
}

TEST_F(BoardWidgetTest, SelectionMarksQuietTargetsAndSpecialOnesInAnotherColour) {
    load(kCastlingFen);
    const auto colourAt = [&](const char* square) {
        const QImage image = board.grab().toImage();
        const QPoint c = centre(square);
        return image.pixelColor(c * image.devicePixelRatio());
    };
    const QColor d1Before = colourAt("d1");
    const QColor c1Before = colourAt("c1");
    click("e1");
    const QColor d1After = colourAt("d1"); // a plain king move: a neutral dot
    const QColor c1After = colourAt("c1"); // castling: the special colour
    EXPECT_NE(d1After, d1Before);
    EXPECT_NE(c1After, c1Before);
    EXPECT_GT(c1After.blue(), c1After.red()) << "castling targets are marked in blue";
    EXPECT_LE(d1After.blue(), d1After.red()) << "ordinary targets are not";
}

TEST_F(BoardWidgetTest, TheKingInCheckGlowsRed) {
    // White is mated by the queen on h4 (the fool's mate).
    load("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    const QImage image = board.grab().toImage();
    const QRect e1 = board.squareRect(at("e1"));
    const QRect c1 = board.squareRect(at("c1")); // same colour as e1, no check
    const QPoint inset(4, e1.height() / 2);
    const QColor king = image.pixelColor((e1.topLeft() + inset) * image.devicePixelRatio());
    const QColor quiet = image.pixelColor((c1.topLeft() + inset) * image.devicePixelRatio());
    EXPECT_GT(king.red() - king.green(), quiet.red() - quiet.green() + 40);
}

} // namespace
} // namespace rochade::gui
