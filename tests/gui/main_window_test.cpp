// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the main window driven like a user: mouse clicks on the board, the panels, the
// result bar, and closing while the computer thinks; no legal moves listed where a game ended.
#include "app/game_panel.h"
#include "app/main_window.h"
#include "board/board_widget.h"
#include "board/promotion_popup.h"
#include "game/game_controller.h"
#include "panels/clock_label.h"
#include "panels/legal_moves_model.h"
#include "panels/legal_moves_view.h"
#include "panels/player_panel.h"
#include "panels/record_view.h"
#include "panels/result_bar.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

QString lastSan(const GameController& c) {
    return QString::fromStdString(c.game().currentNode().san);
}

/// The row of the legal move written `san`; invalid if there is none.
QModelIndex legalMoveRow(const LegalMovesModel& model, const QString& san) {
    for (int g = 0; g < model.rowCount(); ++g) {
        const QModelIndex group = model.index(g, 0);
        for (int i = 0; i < model.rowCount(group); ++i)
            if (model.data(model.index(i, 0, group)).toString() == san)
                return model.index(i, 0, group);
    }
    return {};
}

} // namespace

TEST(MainWindow, FirstLaunchIsReadyToPlayWhiteAgainstTheComputer) {
    auto w = openWindow();
    const GameController& c = *w->controller();
    EXPECT_TRUE(c.isVsComputer());
    EXPECT_EQ(c.humanColor(), Color::White);
    EXPECT_EQ(c.setup().level, engine::Level::Easy);
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_TRUE(w->board()->isInputEnabled());
    EXPECT_FALSE(w->statusText().isEmpty());
}

TEST(MainWindow, FoolsMateByClicksEndsInTheResultBarBesideTheBoard) {
    auto w = openWindow();
    w->startGame(hotSeat());
    BoardWidget* board = w->board();
    ResultBar* bar = w->resultBar();
    clickMove(board, "f2", "f3");
    clickMove(board, "e7", "e5");
    clickMove(board, "g2", "g4");
    EXPECT_FALSE(bar->isVisible());
    const QRect boardBefore = board->geometry();
    clickMove(board, "d8", "h4");
    EXPECT_EQ(lastSan(*w->controller()), "Qh4#");
    EXPECT_EQ(w->controller()->status().result, GameResult::BlackWins);
    ASSERT_TRUE(bar->isVisible());
    EXPECT_TRUE(bar->headline().contains("Black"));
    EXPECT_TRUE(bar->reason().contains("checkmate", Qt::CaseInsensitive));
    EXPECT_TRUE(w->statusText().contains("checkmate", Qt::CaseInsensitive));
    // In the window, not over the final position, and the board did not move for it.
    EXPECT_TRUE(QApplication::activeModalWidget() == nullptr);
    EXPECT_EQ(bar->window(), w.get());
    const QRect barInWindow(bar->mapTo(w.get(), QPoint(0, 0)), bar->size());
    const QRect boardInWindow(board->mapTo(w.get(), QPoint(0, 0)), board->size());
    EXPECT_FALSE(barInWindow.intersects(boardInWindow));
    EXPECT_EQ(board->geometry(), boardBefore);
    // The board takes no more moves; the click says why.
    clickSquare(board, at("a2"));
    EXPECT_TRUE(w->statusText().contains("over", Qt::CaseInsensitive));

    // In hot-seat the button takes back the one move that ended the game.
    EXPECT_EQ(bar->undoButton()->text(), QStringLiteral("&Take back the last move"));
    QTest::mouseClick(bar->undoButton(), Qt::LeftButton);
    EXPECT_FALSE(bar->isVisible());
    EXPECT_FALSE(w->controller()->game().isOver());
    EXPECT_EQ(w->controller()->game().ply(), 3);
}

TEST(MainWindow, AgainstTheComputerTheResultBarTakesBackMyMoveAndItsReply) {
    auto w = openWindow();
    GameSetup s;
    s.mode = PlayMode::VsComputer;
    s.humanColor = ColorChoice::White;
    s.level = engine::Level::Easy;
    GameController* c = w->controller();
    seatManualPlayer(*c, new ManualPlayer({ "e5" }));
    w->startGame(s);
    ASSERT_TRUE(c->playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    c->resign();
    ResultBar* bar = w->resultBar();
    ASSERT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->headline(), QStringLiteral("The computer wins"));
    EXPECT_EQ(bar->undoButton()->text(), QStringLiteral("&Take back my last move"));
    QTest::mouseClick(bar->undoButton(), Qt::LeftButton);
    EXPECT_EQ(c->game().ply(), 0); // the computer's reply and my move
    EXPECT_FALSE(c->game().isOver());
    EXPECT_FALSE(bar->isVisible());
    EXPECT_TRUE(c->canHumanMove());
}

TEST(MainWindow, TheResultBarClosesAndBrowsingTheMovesReplacesItForAWhile) {
    auto w = openWindow();
    w->startGame(hotSeat());
    for (const char* m : { "f3", "e5", "g4", "Qh4#" })
        ASSERT_TRUE(w->controller()->playMoveText(QString::fromLatin1(m)));
    ResultBar* bar = w->resultBar();
    ASSERT_TRUE(bar->isVisible());
    w->controller()->browseTo(1);
    EXPECT_FALSE(bar->isVisible());
    EXPECT_FALSE(w->bannerText().isEmpty());
    w->controller()->returnToGame();
    EXPECT_TRUE(bar->isVisible());
    QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
    EXPECT_FALSE(bar->isVisible());
    EXPECT_TRUE(w->controller()->game().isOver());
}

TEST(MainWindow, HotSeatGameWithMoveListAndCaptures) {
    auto w = openWindow();
    w->startGame(hotSeat());
    BoardWidget* board = w->board();
    clickMove(board, "e2", "e4");
    clickMove(board, "d7", "d5");
    clickMove(board, "e4", "d5"); // a capture
    clickMove(board, "d8", "d5"); // and back
    const GameController& c = *w->controller();
    ASSERT_EQ(c.game().ply(), 4);
    EXPECT_EQ(lastSan(c), "Qxd5");
    const RecordView* record = w->recordView();
    EXPECT_EQ(record->toPlainText().simplified(), "1. e4 d5 2. exd5 Qxd5");
    EXPECT_EQ(record->markedNode(), &c.game().currentNode());
    EXPECT_EQ(w->playerPanel()->capturedText(Color::White).size(), 1);
    EXPECT_EQ(w->playerPanel()->capturedText(Color::Black).size(), 1);

    // Clicking a black piece when White is to move does nothing but explain.
    clickSquare(board, at("d5"));
    EXPECT_EQ(c.game().ply(), 4);
    EXPECT_FALSE(w->statusText().isEmpty());
}

TEST(MainWindow, ClickingAMoveInTheListBrowsesWithABanner) {
    auto w = openWindow();
    w->startGame(hotSeat());
    for (const char* m : { "e4", "e5", "Nf3", "Nc6" })
        ASSERT_TRUE(w->controller()->playMoveText(m));
    RecordView* view = w->recordView();
    const QRect e5 = view->moveRect(w->controller()->game().nodeAt(2));
    ASSERT_FALSE(e5.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, e5.center());
    EXPECT_TRUE(w->controller()->isBrowsing());
    EXPECT_EQ(w->controller()->viewPly(), 2);
    EXPECT_TRUE(w->bannerText().contains("Viewing move 1"));
    EXPECT_TRUE(w->board()->isInputEnabled()); // in hot-seat a move here would branch off
    QPushButton* back = w->findChild<QPushButton*>("backToGame");
    ASSERT_NE(back, nullptr);
    QTest::mouseClick(back, Qt::LeftButton);
    EXPECT_FALSE(w->controller()->isBrowsing());
    EXPECT_TRUE(w->bannerText().isEmpty());
    EXPECT_TRUE(w->board()->isInputEnabled());
}

TEST(MainWindow, LegalMovesPanelListsAndSelectsMoves) {
    auto w = openWindow();
    w->startGame(hotSeat());
    const LegalMovesModel* model = w->legalMovesModel();
    EXPECT_EQ(model->moveCount(), 20);
    ASSERT_EQ(model->rowCount(), 2); // knights and pawns

    // Selecting the g1 knight on the board selects its two moves in the list.
    clickSquare(w->board(), at("g1"));
    const QModelIndexList selected = w->legalMovesView()->selectionModel()->selectedRows();
    ASSERT_EQ(selected.size(), 2);
    for (const QModelIndex& i : selected)
        EXPECT_EQ(model->moveAt(i).from(), at("g1"));
    clickSquare(w->board(), at("g1")); // deselect

    // One click on "Nf3" in the list selects it and shows it on the board; it plays nothing,
    // not even after the mouse has left the list.
    const QModelIndex nf3 = legalMoveRow(*model, "Nf3");
    ASSERT_TRUE(nf3.isValid());
    QTreeView* view = w->legalMovesView();
    view->scrollTo(nf3);
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, Qt::NoModifier, view->visualRect(nf3).center());
    EXPECT_EQ(w->controller()->game().ply(), 0);
    EXPECT_EQ(view->currentIndex(), nf3);
    const Move shown = w->board()->highlightedMove();
    EXPECT_EQ(shown.from(), at("g1"));
    EXPECT_EQ(shown.to(), at("f3"));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(view->viewport(), &leave);
    EXPECT_EQ(w->board()->highlightedMove(), shown);
}

TEST(MainWindow, DoubleClickOnALegalMovePlaysExactlyOneMove) {
    auto w = openWindow();
    w->startGame(hotSeat());
    const LegalMovesModel* model = w->legalMovesModel();
    QTreeView* view = w->legalMovesView();
    const QModelIndex nf3 = legalMoveRow(*model, "Nf3");
    ASSERT_TRUE(nf3.isValid());
    view->scrollTo(nf3);
    test::doubleClick(view->viewport(), view->visualRect(nf3).center());
    ASSERT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(lastSan(*w->controller()), "Nf3");
    EXPECT_TRUE(w->board()->highlightedMove().isNull()); // the played move is not "shown"
    EXPECT_EQ(model->moveCount(), 20); // Black's replies
}

TEST(MainWindow, TypedMovesAgainstTheComputerStayInTheMoveField) {
    auto w = openWindow();
    GameController* c = w->controller();
    seatManualPlayer(*c, new ManualPlayer({ "e5" }));
    w->startGame(GameSetup {}); // White against Easy
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->moveEntry()->setFocus(Qt::MouseFocusReason); // the user clicks into the field
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->moveEntry(); }));

    // Keys go wherever the focus is, as the user's do.
    QTest::keyClicks(QApplication::focusWidget(), "Nf3");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_EQ(c->game().ply(), 1);
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    EXPECT_EQ(QApplication::focusWidget(), w->moveEntry());
    QTest::keyClicks(QApplication::focusWidget(), "d2d4");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_GE(c->game().ply(), 3);
    EXPECT_EQ(c->game().sanMoves().at(2), "d4");
    EXPECT_EQ(QApplication::focusWidget(), w->moveEntry());
}

// A player who types moves takes one back with Ctrl+Z where they type: the empty field has
// nothing of its own to undo. With text in the field, the keys edit that text.
TEST(MainWindow, UndoAndRedoKeysInTheEmptyMoveFieldTakeBackAndReplayMoves) {
    auto w = openWindow();
    GameController* c = w->controller();
    w->startGame(hotSeat());
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->moveEntry()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->moveEntry(); }));
    for (const char* san : { "e4", "e5" }) {
        QTest::keyClicks(QApplication::focusWidget(), san);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    }
    ASSERT_EQ(c->game().ply(), 2);
    ASSERT_TRUE(w->moveEntry()->text().isEmpty());

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(c->game().ply(), 1);
    EXPECT_TRUE(w->moveEntry()->text().isEmpty()) << "the field brought back a typed move";
    QTest::keyClick(
        QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(c->game().ply(), 2);

    // Text in the field: Ctrl+Z edits it and leaves the game alone.
    QTest::keyClicks(QApplication::focusWidget(), "Nf");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(c->game().ply(), 2);
    EXPECT_NE(w->moveEntry()->text(), QStringLiteral("Nf"));
    EXPECT_EQ(QApplication::focusWidget(), w->moveEntry());
}

TEST(MainWindow, LegalMovesListPlaysNoMoveFromKeysItWasNotChosenWith) {
    auto w = openWindow();
    w->startGame(hotSeat());
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    QTreeView* view = w->legalMovesView();
    // Focus arrives without the user choosing a row there (as when a field is disabled).
    view->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == view; }));
    QTest::keyClicks(QApplication::focusWidget(), "d2d4");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(w->controller()->game().ply(), 0);

    // Arrow keys choose a row; then Enter plays that one move.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    const Move chosen = w->legalMovesModel()->moveAt(view->currentIndex());
    ASSERT_FALSE(chosen.isNull());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(w->controller()->game().moves().front(), chosen);
}

TEST(MainWindow, LegalMovesScrollBackToTheTopForANewPosition) {
    auto w = openWindow();
    w->startGame(hotSeat());
    QTreeView* view = w->legalMovesView();
    QScrollBar* bar = view->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0) << "the list must be long enough to scroll";
    view->scrollToBottom();
    ASSERT_GT(bar->value(), 0);
    ASSERT_TRUE(w->controller()->playMoveText("e4"));
    EXPECT_EQ(bar->value(), 0);
    view->scrollToBottom();
    w->startGame(hotSeat());
    EXPECT_EQ(bar->value(), 0);
}

TEST(MainWindow, WhileBrowsingTheTurnMarkerFollowsTheRunningClock) {
    auto w = openWindow();
    GameSetup s = hotSeat();
    s.timeControl = parseTimeControl("5+3").value();
    w->startGame(s);
    for (const char* m : { "e4", "e5", "Nf3" })
        ASSERT_TRUE(w->controller()->playMoveText(m));
    // Black is to move in the game; the board shows the position after 1...e5 (White's turn).
    w->controller()->browseTo(2);
    ASSERT_TRUE(w->controller()->isBrowsing());
    const PlayerPanel* panel = w->playerPanel();
    EXPECT_TRUE(panel->clockLabel(Color::Black)->isHighlighted());
    EXPECT_FALSE(panel->clockLabel(Color::White)->isHighlighted());
    EXPECT_TRUE(panel->isTurnMarked(Color::Black));
    EXPECT_FALSE(panel->isTurnMarked(Color::White));
}

TEST(MainWindow, MoveEntryAcceptsSanAndUci) {
    auto w = openWindow();
    w->startGame(hotSeat());
    QLineEdit* entry = w->moveEntry();
    QTest::keyClicks(entry, "e2e4");
    QTest::keyClick(entry, Qt::Key_Return);
    EXPECT_EQ(lastSan(*w->controller()), "e4");
    EXPECT_TRUE(entry->text().isEmpty());
    QTest::keyClicks(entry, "Nc6");
    QTest::keyClick(entry, Qt::Key_Return);
    EXPECT_EQ(lastSan(*w->controller()), "Nc6");
    QTest::keyClicks(entry, "Ke3");
    QTest::keyClick(entry, Qt::Key_Return);
    EXPECT_EQ(w->controller()->game().ply(), 2);
    EXPECT_EQ(entry->text(), "Ke3"); // kept for correction
}

TEST(MainWindow, UndoAgainstTheComputerReturnsToTheHumansTurn) {
    auto w = openWindow();
    GameController* c = w->controller();
    seatManualPlayer(*c, new ManualPlayer({ "e5" }));
    GameSetup s; // White against Easy
    w->startGame(s);
    clickMove(w->board(), "e2", "e4");
    EXPECT_FALSE(w->board()->isInputEnabled()); // the computer's turn
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    EXPECT_TRUE(w->board()->isInputEnabled());
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(c->game().ply(), 0);
    EXPECT_TRUE(c->canHumanMove());
    EXPECT_TRUE(w->board()->isInputEnabled());
    // The moves taken back stay in the record, for redo; none is marked.
    EXPECT_EQ(w->recordView()->markedNode(), &c->game().root());
}

TEST(MainWindow, UndoAndNewGameWhileTheComputerThinks) {
    auto w = openWindow();
    GameController* c = w->controller();
    thinkForever(*c);
    GameSetup s = vsComputer(engine::Level::Full);
    w->startGame(s);
    QSignalSpy moves(c, &GameController::moveMade);
    QSignalSpy progress(c->computer(), &ComputerOpponent::progress);
    clickMove(w->board(), "d2", "d4");
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    EXPECT_FALSE(w->thinkingText().isEmpty());
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(c->game().ply(), 0);
    EXPECT_FALSE(c->isThinking());
    EXPECT_TRUE(w->thinkingText().isEmpty());

    clickMove(w->board(), "e2", "e4");
    ASSERT_TRUE(c->isThinking());
    w->startGame(hotSeat());
    EXPECT_FALSE(c->isThinking());
    QTest::qWait(300);
    EXPECT_EQ(c->game().ply(), 0);
    EXPECT_EQ(moves.count(), 2); // only the two human moves
}

TEST(MainWindow, ClosingWhileTheComputerThinksStopsAndJoinsTheThread) {
    auto w = openWindow();
    GameController* c = w->controller();
    thinkForever(*c);
    GameSetup s = vsComputer(engine::Level::Full);
    s.humanColor = ColorChoice::Black; // the computer starts thinking at once
    w->startGame(s);
    ASSERT_TRUE(c->isThinking());
    QSignalSpy progress(c->computer(), &ComputerOpponent::progress);
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(c->computer()->isRunning());
    EXPECT_EQ(c->game().ply(), 0);
    w.reset(); // destroying the closed window is clean too
}

TEST(MainWindow, CastlingByClicksBothWays) {
    auto w = openWindow();
    for (bool ontoRook : { false, true }) {
        w->startGame(hotSeat());
        for (const char* m : { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5" })
            ASSERT_TRUE(w->controller()->playMoveText(m));
        clickMove(w->board(), "e1", ontoRook ? "h1" : "g1");
        EXPECT_EQ(lastSan(*w->controller()), "O-O")
            << (ontoRook ? "king onto rook" : "two squares");
        EXPECT_EQ(w->controller()->game().position().pieceAt(at("f1")), Piece::WhiteRook);
    }
}

TEST(MainWindow, EnPassantByClicks) {
    auto w = openWindow();
    w->startGame(hotSeat());
    for (const char* m : { "e4", "a6", "e5", "d5" })
        ASSERT_TRUE(w->controller()->playMoveText(m));
    clickMove(w->board(), "e5", "d6");
    EXPECT_EQ(lastSan(*w->controller()), "exd6");
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("d5")), Piece::Empty);
}

TEST(MainWindow, PromotionToAKnightThroughThePopupAndEscapeCancels) {
    auto w = openWindow();
    w->startGame(hotSeat());
    for (const char* m : { "a4", "b5", "axb5", "a6", "bxa6", "Nc6", "a7", "Rb8" })
        ASSERT_TRUE(w->controller()->playMoveText(m));
    BoardWidget* board = w->board();
    clickMove(board, "a7", "a8");
    PromotionPopup* popup = board->promotionPopup();
    ASSERT_NE(popup, nullptr);
    QTest::keyClick(popup, Qt::Key_Escape);
    EXPECT_EQ(w->controller()->game().ply(), 8); // no half-made move
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("a7")), Piece::WhitePawn);

    clickMove(board, "a7", "a8");
    popup = board->promotionPopup();
    ASSERT_NE(popup, nullptr);
    QAbstractButton* knight = popup->button(PieceType::Knight);
    ASSERT_NE(knight, nullptr);
    QTest::mouseClick(knight, Qt::LeftButton);
    EXPECT_EQ(lastSan(*w->controller()), "a8=N");
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("a8")), Piece::WhiteKnight);
}

// Issue 22: after a game ended on time, by resignation or by an agreed draw, the Legal Moves
// list still offered the position's moves, though the game allows none. Each end is brought
// about as a user brings it: the clock runs out, Game ▸ Resign, Game ▸ Offer Draw.
namespace {

/// Answers the question box that the next action opens with Yes (the box is modal: it is
/// answered from inside its own event loop); `asked` notes that one was shown.
void sayYesToTheNextQuestionBox(QWidget* window, bool& asked) {
    QTimer::singleShot(0, window, [&asked] {
        QMessageBox* box = nullptr;
        const bool shown = QTest::qWaitFor([&] {
            box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            return box != nullptr && box->isVisible();
        });
        if (!shown) return;
        asked = true;
        box->button(QMessageBox::Yes)->click();
    });
}

/// The window's Legal Moves dock lists no move and says why.
void expectNoLegalMovesListed(MainWindow& w) {
    EXPECT_EQ(w.legalMovesModel()->moveCount(), 0);
    EXPECT_EQ(w.legalMovesView()->model()->rowCount(), 0);
    const QString title = w.gamePanel()->legalDock()->windowTitle();
    EXPECT_TRUE(title.contains(QStringLiteral("game over"))) << title.toStdString();
    EXPECT_FALSE(w.board()->isInputEnabled());
}

} // namespace

TEST(MainWindow, LegalMovesListsNoneAfterAFlagFall) {
    qint64 now = 0;
    auto w = openWindow();
    w->controller()->clockKeeper()->setTimeSource([&now] { return now; });
    w->startGame(timedHotSeat(TimeControl::fromMinutes(1, 0)));
    clickMove(w->board(), "e2", "e4");
    ASSERT_EQ(w->legalMovesModel()->moveCount(), 20); // Black's replies
    now = 61000; // Black thinks for longer than the minute
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->controller()->game().isOver(); }));
    EXPECT_EQ(w->controller()->game().status().reason, GameEndReason::Timeout);
    expectNoLegalMovesListed(*w);
}

TEST(MainWindow, LegalMovesListsNoneAfterAResignation) {
    auto w = openWindow();
    w->startGame(hotSeat());
    clickMove(w->board(), "e2", "e4");
    clickMove(w->board(), "e7", "e5");
    ASSERT_EQ(w->legalMovesModel()->moveCount(), 29);
    bool asked = false;
    sayYesToTheNextQuestionBox(w.get(), asked);
    action(*w, "resign")->trigger(); // Game ▸ Resign: "White resigns?" Yes
    EXPECT_TRUE(asked);
    ASSERT_TRUE(w->controller()->game().isOver());
    EXPECT_EQ(w->controller()->game().status().reason, GameEndReason::Resignation);
    expectNoLegalMovesListed(*w);
    // An earlier position of the finished game lists its moves: a move there branches off.
    const Game::Node& e4 = w->controller()->game().nodeAt(1);
    QTest::mouseClick(w->recordView()->viewport(), Qt::LeftButton, Qt::NoModifier,
        w->recordView()->moveRect(e4).center());
    ASSERT_TRUE(w->controller()->isBrowsing());
    EXPECT_EQ(w->legalMovesModel()->moveCount(), 20);
}

TEST(MainWindow, LegalMovesListsNoneAfterAnAgreedDraw) {
    auto w = openWindow();
    w->startGame(hotSeat());
    clickMove(w->board(), "e2", "e4");
    clickMove(w->board(), "e7", "e5");
    ASSERT_EQ(w->legalMovesModel()->moveCount(), 29);
    bool asked = false;
    sayYesToTheNextQuestionBox(w.get(), asked);
    action(*w, "offerDraw")->trigger(); // Game ▸ Offer Draw: "... do you accept?" Yes
    EXPECT_TRUE(asked);
    ASSERT_TRUE(w->controller()->game().isOver());
    EXPECT_EQ(w->controller()->game().status().reason, GameEndReason::DrawAgreed);
    expectNoLegalMovesListed(*w);
}
