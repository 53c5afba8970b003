// SPDX-License-Identifier: GPL-3.0-or-later
// The record in the window: a game with variations and comments, as another tool wrote it,
// is shown whole; a click on a variation's move shows its position read-only; the context
// menu (opened as a right-click opens it) promotes, deletes and annotates, and the edits
// reach the saved PGN; a move on the way to the game's position cannot be deleted; a move
// played from an earlier position starts a variation or replaces the rest; Ctrl+Z brings back
// what Delete from Here deleted.
#include "app/game_panel.h"
#include "app/main_window.h"
#include "board/board_widget.h"
#include "dialogs/comment_dialog.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "panels/record_view.h"
#include "rochade/core/pgn.h"

#include "game_tree_fixture.h"
#include "gui_fixture.h"
#include "manual_player.h"
#include "records_fixture.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

constexpr const char* kWindowRecord = R"([Event "Game two"]
[Site "Brno"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4 (3. Bc4 {Also good}) 3... exd4) 3. Bb5?! a6 *
)";

struct RecordWindow {
    RecordWindow() {
        const PgnParseResult read = parsePgn(kWindowRecord);
        EXPECT_TRUE(read.ok());
        w->controller()->loadGame(read.games.at(0).toGame(), hotSeat());
    }
    const Game& game() const { return w->controller()->game(); }
    RecordView* view() const { return w->recordView(); }
    void click(const Game::Node& node) {
        const QRect at = view()->moveRect(node);
        ASSERT_FALSE(at.isEmpty()) << node.san;
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, at.center());
    }
    /// Right-clicks `node` and picks the menu entry `action` from the popup that opens.
    void pick(const Game::Node& node, const char* action) {
        const QPoint at = view()->moveRect(node).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view()->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view()->viewport(), &event);
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr);
        QAction* entry = menu->findChild<QAction*>(QString::fromLatin1(action));
        ASSERT_NE(entry, nullptr) << action;
        entry->trigger();
        menu->close();
    }
    QString record() const { return view()->toPlainText().simplified(); }

    std::unique_ptr<MainWindow> w = openWindow();
};

} // namespace

TEST(RecordWindow, AClickOnAVariationShowsItsPosition) {
    RecordWindow r;
    EXPECT_TRUE(r.record().contains("( 2… d6 3. d4 ( 3. Bc4 Also good ) 3… exd4 )"));
    const Game::Node& d4 = nodeOf(r.game(), { "e4", "e5", "Nf3", "d6", "d4" });
    r.click(d4);
    GameController* c = r.w->controller();
    ASSERT_TRUE(c->isBrowsing());
    EXPECT_EQ(&c->shownNode(), &d4);
    EXPECT_EQ(c->displayedPosition(), d4.position);
    EXPECT_EQ(r.w->board()->position(), d4.position);
    EXPECT_TRUE(r.w->board()->isInputEnabled()); // a move here would branch off
    EXPECT_TRUE(r.w->bannerText().contains("side line")) << r.w->bannerText().toStdString();
    EXPECT_EQ(r.view()->markedNode(), &d4);
    // The game's own last move brings the game back.
    r.click(r.game().currentNode());
    EXPECT_FALSE(c->isBrowsing());
    EXPECT_TRUE(r.w->board()->isInputEnabled());
}

TEST(RecordWindow, TheContextMenuPromotesDeletesAndAnnotatesAndTheSaveKeepsIt) {
    RecordWindow r;
    const Position before = r.game().position();
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6", "Bc4" }), "deleteFromHere");
    EXPECT_FALSE(r.record().contains("Bc4"));
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "Nc6", "Bb5" }), "nag2");
    EXPECT_TRUE(r.record().contains("3. Bb5? a6")) << r.record().toStdString();
    r.w->gamePanel()->setCommentPrompt(
        [](const QString& san, const QString&) { return "After " + san + ", all is well"; });
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6" }), "editComment");
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6" }), "promoteVariation");
    EXPECT_EQ(
        r.record(), "1. e4 e5 2. Nf3 d6 ( 2… Nc6 3. Bb5? a6 After a6, all is well ) 3. d4 exd4")
        << r.record().toStdString();
    // None of it moved the game.
    EXPECT_EQ(r.game().position(), before);

    const PgnParseResult saved
        = parsePgn(gameToPgn(r.game(), { { "Event", "Game two" } }).toStdString());
    ASSERT_TRUE(saved.ok());
    const std::string text = writePgn(saved.games.at(0));
    EXPECT_NE(text.find("Bb5 $2"), std::string::npos) << text;
    EXPECT_NE(text.find("{After a6, all is well}"), std::string::npos) << text;
    EXPECT_EQ(text.find("Bc4"), std::string::npos) << text;
}

// Issue 22: a "}" typed into a comment vanished from the saved file (a PGN comment ends at
// the first "}" and has no escape). The editor the user types in refuses it with a word and
// keeps OK off until it is gone; what it accepts reaches the record and the file as typed.
TEST(RecordWindow, TheCommentEditorRefusesABraceWithAWordAndTheFileKeepsTheComment) {
    RecordWindow r;
    const Game::Node& a6 = nodeOf(r.game(), { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6" });
    QString refusal;
    bool okWithBrace = true;
    bool okAfterwards = false;
    bool typedIntoEditor = false;
    // The dialog is modal: the user's keys reach it from inside its own event loop.
    QTimer::singleShot(0, [&] {
        CommentDialog* dialog = nullptr;
        const bool opened = QTest::qWaitFor([&] {
            dialog = qobject_cast<CommentDialog*>(QApplication::activeModalWidget());
            return dialog != nullptr && dialog->isVisible();
        });
        if (!opened) return;
        if (QTest::qWaitForWindowActive(dialog)
            && QTest::qWaitFor([&] { return QApplication::focusWidget() == dialog->editor(); })) {
            typedIntoEditor = true;
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Threat on h7}"));
            refusal = dialog->refusalText();
            okWithBrace = dialog->okButton()->isEnabled();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Now "));
            okAfterwards = dialog->okButton()->isEnabled() && dialog->refusalText().isEmpty();
        }
        if (okAfterwards)
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        else
            dialog->reject();
    });
    r.pick(a6, "editComment");
    ASSERT_TRUE(typedIntoEditor);
    EXPECT_TRUE(refusal.contains(QStringLiteral("“}”"))) << refusal.toStdString();
    EXPECT_FALSE(okWithBrace);
    ASSERT_TRUE(okAfterwards);
    EXPECT_EQ(a6.annotation.comment, "Now Threat on h7");
    const std::string saved = r.w->currentPgn().toStdString();
    EXPECT_NE(saved.find("{Now Threat on h7}"), std::string::npos) << saved;
    const PgnParseResult read = parsePgn(saved);
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(
        nodeOf(read.games.at(0).game, { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6" }).annotation.comment,
        "Now Threat on h7");
}

TEST(RecordWindow, AMoveOnTheWayToTheGamesPositionIsNotDeleted) {
    RecordWindow r;
    const int plies = r.game().ply();
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3" }), "deleteFromHere");
    EXPECT_EQ(r.game().ply(), plies);
    EXPECT_TRUE(r.record().contains("2. Nf3"));
    EXPECT_TRUE(r.w->statusText().contains("Undo")) << r.w->statusText().toStdString();
}

TEST(RecordWindow, DeletingTheShownVariationReturnsToTheGame) {
    RecordWindow r;
    const Game::Node& d6 = nodeOf(r.game(), { "e4", "e5", "Nf3", "d6" });
    r.click(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6", "d4", "exd4" }));
    ASSERT_TRUE(r.w->controller()->isBrowsing());
    r.pick(d6, "deleteFromHere");
    EXPECT_FALSE(r.w->controller()->isBrowsing());
    EXPECT_FALSE(r.record().contains("d6"));
    EXPECT_EQ(r.w->board()->position(), r.game().position());
}

namespace {

/// A hot-seat game 1.e4 e5 2.Nf3 Nc6 whose record answers the new-move question with
/// `choice`, counting the questions.
struct BranchWindow {
    explicit BranchWindow(RecordEditor::BranchChoice choice) {
        w->startGame(hotSeat());
        play(*c, { "e4", "e5", "Nf3", "Nc6" });
        c->record()->setBranchPrompt([this, choice](const QString& san) {
            asked << san;
            return choice;
        });
        // After 1...e5, by a click in the record, as a user goes back.
        const QRect e5 = w->recordView()->moveRect(c->game().nodeAt(2));
        QTest::mouseClick(w->recordView()->viewport(), Qt::LeftButton, Qt::NoModifier, e5.center());
        EXPECT_TRUE(c->isBrowsing());
    }
    /// Plays `from`-`to` on the board with two clicks, as a user moves.
    void move(const char* from, const char* to) { clickMove(w->board(), from, to); }
    QString record() const { return w->recordView()->toPlainText().simplified(); }

    std::unique_ptr<MainWindow> w = openWindow();
    GameController* c = w->controller();
    QStringList asked;
};

} // namespace

TEST(RecordWindow, AMoveFromAnEarlierPositionCanStartAVariation) {
    BranchWindow b(RecordEditor::BranchChoice::Variation);
    EXPECT_TRUE(b.w->board()->isInputEnabled());
    b.move("d2", "d4");
    EXPECT_EQ(b.asked, QStringList { "d4" });
    EXPECT_FALSE(b.c->isBrowsing());
    EXPECT_EQ(b.c->game().ply(), 3);
    EXPECT_EQ(b.c->game().currentNode().san, "d4");
    EXPECT_EQ(b.record(), "1. e4 e5 2. Nf3 ( 2. d4 ) 2… Nc6");
    // The game goes on in the variation: Black answers there.
    b.move("e5", "d4");
    EXPECT_EQ(b.record(), "1. e4 e5 2. Nf3 ( 2. d4 exd4 ) 2… Nc6");
    EXPECT_EQ(b.asked.size(), 1); // nothing followed d4: no question
}

TEST(RecordWindow, AMoveFromAnEarlierPositionCanReplaceTheRest) {
    BranchWindow b(RecordEditor::BranchChoice::Replace);
    b.move("d2", "d4");
    EXPECT_EQ(b.asked, QStringList { "d4" });
    EXPECT_EQ(b.record(), "1. e4 e5 2. d4");
    EXPECT_EQ(b.c->game().ply(), 3);
    EXPECT_FALSE(b.c->game().canRedo());
}

TEST(RecordWindow, CancellingTheQuestionChangesNothing) {
    BranchWindow b(RecordEditor::BranchChoice::Cancel);
    b.move("d2", "d4");
    EXPECT_EQ(b.asked.size(), 1);
    EXPECT_TRUE(b.c->isBrowsing());
    EXPECT_EQ(b.c->viewPly(), 2);
    EXPECT_EQ(b.record(), "1. e4 e5 2. Nf3 Nc6");
    EXPECT_EQ(b.c->game().ply(), 4);
}

TEST(RecordWindow, TheMoveTheRecordHasIsFollowedWithoutAQuestion) {
    BranchWindow b(RecordEditor::BranchChoice::Replace);
    b.move("g1", "f3");
    EXPECT_TRUE(b.asked.isEmpty());
    EXPECT_EQ(b.c->viewPly(), 3);
    EXPECT_EQ(b.record(), "1. e4 e5 2. Nf3 Nc6");
    EXPECT_EQ(b.c->game().ply(), 4);
}

TEST(RecordWindow, AgainstTheComputerAMoveFromAnEarlierPositionReplacesTheRest) {
    auto w = openWindow();
    GameController* c = w->controller();
    seatManualPlayer(*c, new ManualPlayer({ "e5", "Nc6", "d5" }));
    int questions = 0;
    c->record()->setBranchPrompt([&questions](const QString&) {
        ++questions;
        return RecordEditor::BranchChoice::Variation;
    });
    w->startGame(vsComputer(engine::Level::Full));
    ASSERT_TRUE(c->playMoveText("e4"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    ASSERT_TRUE(c->playMoveText("Nf3"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 4; }, kTimeoutMs));
    c->browseTo(2);
    ASSERT_TRUE(c->canHumanMove());
    c->browseTo(1); // the computer's turn there: the human cannot move
    EXPECT_FALSE(c->canHumanMove());
    c->browseTo(2);
    ASSERT_TRUE(c->playMoveText("d4"));
    EXPECT_EQ(questions, 0);
    EXPECT_EQ(c->game().ply(), 3);
    EXPECT_EQ(c->game().currentNode().san, "d4");
    EXPECT_EQ(c->game().root().child(0).child(0).childCount(), 1U); // Nf3 is gone
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 4; }, kTimeoutMs));
    EXPECT_EQ(c->game().currentNode().san, "d5"); // the computer answered the new line
}

TEST(RecordWindow, AVariationPlayedOnStaysAVariationInTheSavedRecord) {
    BranchWindow b(RecordEditor::BranchChoice::Variation);
    b.move("d2", "d4");
    b.move("e5", "d4");
    const PgnParseResult saved = parsePgn(b.w->currentPgn().toStdString());
    ASSERT_TRUE(saved.ok());
    const Game& game = saved.games.at(0).game;
    std::vector<std::string> mainLine;
    for (const Game::Node* n : game.mainLine())
        mainLine.push_back(n->san);
    EXPECT_EQ(mainLine, (std::vector<std::string> { "e4", "e5", "Nf3", "Nc6" }));
    const Game::Node& e5 = game.nodeAt(2);
    ASSERT_EQ(e5.childCount(), 2U);
    EXPECT_EQ(e5.child(1).san, "d4");
    EXPECT_EQ(e5.child(1).mainChild()->san, "exd4");
}

// Issue 22: "Delete from Here" could not be undone: a slip of the mouse lost a line with its
// comments for good. Ctrl+Z brings back what was deleted last, newest first, while nothing
// else changed since; then it takes back moves again. After a move, Ctrl+Z is the move's.
TEST(RecordWindow, CtrlZBringsBackTheMovesDeleteFromHereDeleted) {
    RecordWindow r;
    activate(*r.w);
    QAction* undo = r.w->findChild<QAction*>(QStringLiteral("undoAction"));
    ASSERT_NE(undo, nullptr);
    const QString undoMove = undo->text();
    const QString whole = r.record();
    const int plies = r.game().ply();
    const std::string pgnBefore = r.w->currentPgn().toStdString();

    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6", "Bc4" }), "deleteFromHere");
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6" }), "deleteFromHere");
    ASSERT_FALSE(r.record().contains("d6"));
    EXPECT_NE(undo->text(), undoMove); // "Undo Delete"
    EXPECT_TRUE(undo->isEnabled());

    ASSERT_NE(QApplication::focusWidget(), nullptr);
    pressShortcut(Qt::Key_Z); // Ctrl+Z: the last deletion comes back...
    EXPECT_TRUE(r.record().contains("( 2… d6 3. d4 exd4 )")) << r.record().toStdString();
    EXPECT_FALSE(r.record().contains("Bc4"));
    pressShortcut(Qt::Key_Z); // ...then the one before, with its comment
    EXPECT_EQ(r.record(), whole);
    EXPECT_EQ(r.w->currentPgn().toStdString(), pgnBefore);
    EXPECT_EQ(r.game().ply(), plies); // the game never moved
    EXPECT_EQ(undo->text(), undoMove);
    pressShortcut(Qt::Key_Z); // nothing deleted is left: a move is taken back
    EXPECT_EQ(r.game().ply(), plies - 1);

    // Deleted, then a move played: Ctrl+Z takes the move back, and the line stays deleted
    // (bringing it back over the move could undo what came after it).
    r.pick(nodeOf(r.game(), { "e4", "e5", "Nf3", "d6" }), "deleteFromHere");
    clickMove(r.w->board(), "g8", "f6");
    ASSERT_EQ(r.game().ply(), plies);
    EXPECT_EQ(undo->text(), undoMove);
    pressShortcut(Qt::Key_Z);
    EXPECT_EQ(r.game().ply(), plies - 1);
    EXPECT_FALSE(r.record().contains("d6"));
}
