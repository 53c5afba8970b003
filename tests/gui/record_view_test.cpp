// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the record view: a game written by another tool, with comments, symbols and
// variations, reads as PGN does; a click on any move names its node; the shown move is
// marked and survives a change of palette; the context menu asks for each edit; a comment's
// line breaks and paragraphs stay.
#include "panels/record_view.h"
#include "rochade/core/pgn.h"

#include "game_tree_fixture.h"

#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

#include <gtest/gtest.h>

#include <string>

using namespace rochade;
using rochade::gui::RecordView;
using rochade::gui::test::nodeOf;

namespace {

// As a lichess study export writes it: a comment before the first move, symbols, a nested
// variation and a comment after a variation's move.
constexpr const char* kRecord = R"([Event "Game two"]
[Site "Brno"]
[Result "*"]

{Start of the study} 1. e4 e5 2. Nf3 Nc6! (2... d6 3. d4 (3. Bc4 {Also good}) 3... exd4)
3. Bb5?! a6 *
)";

Game readRecord() {
    const PgnParseResult read = parsePgn(kRecord);
    EXPECT_TRUE(read.ok());
    return read.games.at(0).toGame();
}

struct ShownRecord {
    ShownRecord() {
        view.resize(400, 300);
        view.show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&view));
        view.setGame(game, game.currentNode());
    }
    Game game = readRecord();
    RecordView view;
};

} // namespace

TEST(RecordView, ShowsTheWholeTreeInPgnOrderWithCommentsAndSymbols) {
    ShownRecord r;
    const QString text = r.view.toPlainText().simplified();
    EXPECT_EQ(text,
        QString::fromUtf8(
            "Start of the study 1. e4 e5 2. Nf3 Nc6! ( 2… d6 3. d4 ( 3. Bc4 Also good ) "
            "3… exd4 ) 3. Bb5?! a6"));
}

TEST(RecordView, EachVariationStandsOnItsOwnIndentedLine) {
    ShownRecord r;
    const QRect mainMove = r.view.moveRect(nodeOf(r.game, { "e4", "e5", "Nf3", "Nc6" }));
    const QRect variation = r.view.moveRect(nodeOf(r.game, { "e4", "e5", "Nf3", "d6" }));
    const QRect nested = r.view.moveRect(nodeOf(r.game, { "e4", "e5", "Nf3", "d6", "Bc4" }));
    ASSERT_FALSE(variation.isEmpty());
    EXPECT_GT(variation.top(), mainMove.top());
    EXPECT_GT(nested.top(), variation.top());
    EXPECT_GT(nested.left(), variation.left());
}

TEST(RecordView, AClickOnAnyMoveNamesItsNode) {
    ShownRecord r;
    QSignalSpy activated(&r.view, &RecordView::nodeActivated);
    const Game::Node& bc4 = nodeOf(r.game, { "e4", "e5", "Nf3", "d6", "Bc4" });
    const QRect at = r.view.moveRect(bc4);
    ASSERT_FALSE(at.isEmpty());
    QTest::mouseClick(r.view.viewport(), Qt::LeftButton, Qt::NoModifier, at.center());
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated[0][0].value<const Game::Node*>(), &bc4);
    EXPECT_EQ(r.view.nodeAt(at.center()), &bc4);
}

TEST(RecordView, MarksTheShownMoveAndKeepsItAfterAPaletteChange) {
    ShownRecord r;
    const Game::Node& d4 = nodeOf(r.game, { "e4", "e5", "Nf3", "d6", "d4" });
    r.view.setGame(r.game, d4);
    EXPECT_EQ(r.view.markedNode(), &d4);
    EXPECT_TRUE(r.view.html().contains(QStringLiteral("font-weight:bold;\">3.\u00a0d4</a>")));
    const QString before = r.view.html();
    QPalette dark = r.view.palette();
    dark.setColor(QPalette::Text, QColor(0xf0, 0xe0, 0xd0));
    r.view.setPalette(dark);
    EXPECT_NE(r.view.html(), before);
    EXPECT_TRUE(r.view.html().contains(QStringLiteral("#f0e0d0")));
    EXPECT_EQ(r.view.markedNode(), &d4);
}

TEST(RecordView, TheContextMenuAsksForEachEdit) {
    ShownRecord r;
    const Game::Node& d6 = nodeOf(r.game, { "e4", "e5", "Nf3", "d6" });
    QSignalSpy promote(&r.view, &RecordView::promoteRequested);
    QSignalSpy remove(&r.view, &RecordView::deleteRequested);
    QSignalSpy nag(&r.view, &RecordView::moveNagRequested);
    QWidget owner;
    QMenu* menu = r.view.menuFor(d6, &owner);
    menu->findChild<QAction*>(QStringLiteral("promoteVariation"))->trigger();
    menu->findChild<QAction*>(QStringLiteral("deleteFromHere"))->trigger();
    menu->findChild<QAction*>(QStringLiteral("nag4"))->trigger();
    ASSERT_EQ(promote.count(), 1);
    EXPECT_EQ(promote[0][0].value<const Game::Node*>(), &d6);
    EXPECT_EQ(remove.count(), 1);
    ASSERT_EQ(nag.count(), 1);
    EXPECT_EQ(nag[0][1].toInt(), 4);
    // The main line's move cannot be promoted further.
    QMenu* mainMenu = r.view.menuFor(nodeOf(r.game, { "e4", "e5", "Nf3", "Nc6" }), &owner);
    EXPECT_FALSE(mainMenu->findChild<QAction*>(QStringLiteral("promoteVariation"))->isEnabled());
}

TEST(RecordView, SymbolsBeyondTheShortMenuKeepTheirMeaning) {
    EXPECT_EQ(rochade::gui::nagGlyph(3), QStringLiteral("!!"));
    EXPECT_EQ(rochade::gui::nagGlyph(16), QString::fromUtf8("\u00b1"));
    EXPECT_EQ(rochade::gui::nagGlyph(146), QStringLiteral("N"));
    EXPECT_EQ(rochade::gui::nagGlyph(222), QStringLiteral("$222"));
}

// Issue 22: a comment's line breaks and paragraphs (the core keeps them: "\n", and "\n\n" for
// a blank line) were folded into spaces, so "First." and "Second." ran on in one line.
TEST(RecordView, ACommentsParagraphsStandOnLinesOfTheirOwn) {
    const PgnParseResult read
        = parsePgn("[Event \"Notes\"]\n\n1. e4 {First.\n\nSecond. <b>&amp;</b>} e5 *\n");
    ASSERT_TRUE(read.ok());
    const Game game = read.games.at(0).toGame();
    ASSERT_EQ(nodeOf(game, { "e4" }).annotation.comment, "First.\n\nSecond. <b>&amp;</b>");
    RecordView view;
    view.resize(400, 300);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setGame(game, game.currentNode());

    const QTextCursor first = view.document()->find(QStringLiteral("First."));
    const QTextCursor second = view.document()->find(QStringLiteral("Second."));
    ASSERT_FALSE(first.isNull());
    ASSERT_FALSE(second.isNull());
    const QRect firstAt = view.cursorRect(first);
    const QRect secondAt = view.cursorRect(second);
    // Below it with the blank line of a paragraph break between, not beside it.
    EXPECT_GE(secondAt.top() - firstAt.top(), 2 * firstAt.height() - 2)
        << firstAt.top() << " " << secondAt.top() << " " << firstAt.height();
    // The move after the comment goes on after its last line.
    const QRect e5 = view.moveRect(nodeOf(game, { "e4", "e5" }));
    EXPECT_GT(e5.center().y(), secondAt.top());
    // The comment is still text, never markup of its own.
    EXPECT_TRUE(view.toPlainText().contains(QStringLiteral("Second. <b>&amp;</b>")))
        << view.toPlainText().toStdString();
}
