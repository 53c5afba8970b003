// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the board editor driven like a user: clicks on its palette and board, drags,
// keystrokes into its FEN field after real focus, and Play from here in the real window.
#include "app/editor_actions.h"
#include "editor/board_editor_dialog.h"
#include "editor/piece_palette.h"
#include "editor/setup_board.h"

#include "gui_fixture.h"
#include "records_fixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A shown editor, active, so clicks give focus as they would on the screen.
struct ShownEditor {
    BoardEditorDialog dialog;
    ShownEditor() {
        dialog.resize(980, 680);
        dialog.show();
        dialog.activateWindow();
        EXPECT_TRUE(QTest::qWaitForWindowActive(&dialog));
    }
    SetupBoard* board() const { return dialog.board(); }

    void choose(Piece piece) const {
        QTest::mouseClick(dialog.palette()->button(piece), Qt::LeftButton);
    }
    void click(const char* square, Qt::MouseButton button = Qt::LeftButton) const {
        QTest::mouseClick(board(), button, {}, board()->squareRect(at(square)).center());
    }
    /// Chooses `piece` in the palette and clicks it onto each square.
    void put(Piece piece, std::initializer_list<const char*> squares) const {
        choose(piece);
        for (const char* s : squares)
            click(s);
    }
    /// Presses on `from`, moves there in steps as a hand does, lets go at `to` (a point of
    /// the board widget, perhaps beside it).
    void drag(const char* from, QPoint to) const {
        const QPoint a = board()->squareRect(at(from)).center();
        QTest::mousePress(board(), Qt::LeftButton, {}, a);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(board(), a + (to - a) * i / 4);
        QTest::mouseRelease(board(), Qt::LeftButton, {}, to);
    }
    void drag(const char* from, const char* to) const {
        drag(from, board()->squareRect(at(to)).center());
    }
    /// The FEN field, focused by a click as a user would, its text selected.
    QWidget* focusFen() const {
        QTest::mouseClick(dialog.fenEdit(), Qt::LeftButton);
        EXPECT_EQ(QApplication::focusWidget(), dialog.fenEdit());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        return QApplication::focusWidget();
    }
    /// The editor's FEN read back by the core.
    Position parsedFen() const { return fromFen(dialog.fenEdit()->text().toStdString()); }
};

std::string coreProblem(std::string_view fen) {
    auto parsed = parseFen(fen);
    if (!parsed.ok()) return parsed.error().message;
    return "";
}

/// The legal moves Stockfish counts in `fen` ("go perft 1"), in UCI.
QStringList stockfishMoves(const std::string& fen) {
    QProcess sf;
    sf.start(kStockfish, {});
    EXPECT_TRUE(sf.waitForStarted());
    sf.write(QStringLiteral("position fen %1\ngo perft 1\nquit\n")
                 .arg(QString::fromStdString(fen))
                 .toLatin1());
    EXPECT_TRUE(sf.waitForFinished(10000));
    QStringList moves;
    for (const QString& line : QString::fromLatin1(sf.readAllStandardOutput()).split('\n'))
        if (line.contains(QStringLiteral(": 1"))) moves << line.section(QLatin1Char(':'), 0, 0);
    return moves;
}

} // namespace

TEST(BoardEditor, PositionBuiltByClicksIsTheExpectedFen) {
    ShownEditor e;
    QTest::mouseClick(e.dialog.clearButton(), Qt::LeftButton);
    e.put(Piece::WhiteKing, { "g1" });
    e.put(Piece::WhiteRook, { "d1" });
    e.put(Piece::WhitePawn, { "f2", "g2", "h3" });
    e.put(Piece::BlackKing, { "g8" });
    e.put(Piece::BlackQueen, { "d4" });
    e.put(Piece::BlackPawn, { "f7", "g7", "h7", "a5" });
    QTest::mouseClick(e.dialog.sideButton(Color::Black), Qt::LeftButton);
    // Move 23: up once from its own value after a real click into the spin box.
    QSpinBox* number = e.dialog.moveNumberBox();
    QTest::mouseClick(number, Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("23"));

    const Position expected = fromFen("6k1/5ppp/8/p7/3q4/7P/5PP1/3R2K1 b - - 0 23");
    EXPECT_EQ(e.parsedFen(), expected) << e.dialog.fenEdit()->text().toStdString();
    EXPECT_EQ(e.parsedFen().fullmoveNumber(), 23);
    EXPECT_TRUE(e.dialog.playButton()->isEnabled());
}

TEST(BoardEditor, TheSamePieceOrARightClickTakesAPieceAway) {
    ShownEditor e; // the start position
    e.put(Piece::WhitePawn, { "e2" }); // a white pawn already stands there
    EXPECT_EQ(e.dialog.draft().position().pieceAt(at("e2")), Piece::Empty);
    e.click("d7", Qt::RightButton);
    EXPECT_EQ(e.dialog.draft().position().pieceAt(at("d7")), Piece::Empty);
    e.choose(Piece::Empty); // the eraser
    e.click("b1");
    e.click("e4"); // already empty: stays so
    e.put(Piece::BlackKnight, { "a1" }); // replaces the white rook
    EXPECT_EQ(e.parsedFen(), fromFen("rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/n1BQKBNR w Kkq - 0 1"));
}

TEST(BoardEditor, ASeventeenthPieceIsRefusedWithTheReason) {
    ShownEditor e;
    e.put(Piece::WhiteKing, { "e2" }); // replaces a pawn: two kings, still 16 pieces
    const Position before = e.dialog.draft().position();
    e.put(Piece::WhiteQueen, { "e4" });
    EXPECT_EQ(e.dialog.draft().position(), before);
    EXPECT_TRUE(e.dialog.statusText().contains(QStringLiteral("at most 16 pieces")));
    // The reason the position cannot be played is still said.
    EXPECT_TRUE(e.dialog.statusText().contains(QStringLiteral("2 kings")))
        << e.dialog.statusText().toStdString();
}

TEST(BoardEditor, PiecesAreDraggedAroundOffAndFromThePalette) {
    ShownEditor e;
    e.drag("g1", "f3");
    e.drag("b8", QPoint(-40, 30)); // let go beside the board: taken off
    // From the palette: press on the black queen's button, carry it to e4, let go there.
    QToolButton* queen = e.dialog.palette()->button(Piece::BlackQueen);
    const QPoint start = queen->rect().center();
    QTest::mousePress(queen, Qt::LeftButton, {}, start);
    const QPoint target = e.board()->mapTo(&e.dialog, e.board()->squareRect(at("e4")).center());
    const QPoint from = queen->mapTo(&e.dialog, start);
    for (int i = 1; i <= 6; ++i)
        QTest::mouseMove(queen, queen->mapFrom(&e.dialog, from + (target - from) * i / 6));
    QTest::mouseRelease(queen, Qt::LeftButton, {}, queen->mapFrom(&e.dialog, target));
    EXPECT_EQ(
        e.parsedFen(), fromFen("r1bqkbnr/pppppppp/8/8/4q3/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1"));
    EXPECT_EQ(e.dialog.palette()->chosen(), Piece::BlackQueen); // dragging also chose it
}

TEST(BoardEditor, CastlingBoxesOnlyWhileKingAndRookAreAtHome) {
    ShownEditor e;
    QCheckBox* whiteShort = e.dialog.castlingBox(CastlingRight::WhiteKingside);
    QCheckBox* blackLong = e.dialog.castlingBox(CastlingRight::BlackQueenside);
    ASSERT_TRUE(whiteShort->isEnabled());
    EXPECT_TRUE(whiteShort->isChecked());
    e.drag("h1", "h4"); // the rook leaves h1
    EXPECT_FALSE(whiteShort->isEnabled());
    EXPECT_FALSE(whiteShort->isChecked());
    EXPECT_TRUE(e.dialog.castlingBox(CastlingRight::WhiteQueenside)->isEnabled());
    EXPECT_FALSE(e.parsedFen().hasCastlingRight(CastlingRight::WhiteKingside));
    EXPECT_TRUE(e.parsedFen().hasCastlingRight(CastlingRight::WhiteQueenside));
    // Back home the right can be given again, by hand.
    e.drag("h4", "h1");
    ASSERT_TRUE(whiteShort->isEnabled());
    EXPECT_FALSE(whiteShort->isChecked());
    QTest::mouseClick(whiteShort, Qt::LeftButton);
    EXPECT_TRUE(e.parsedFen().hasCastlingRight(CastlingRight::WhiteKingside));
    // Withdrawn by a click: the FEN loses the letter.
    QTest::mouseClick(blackLong, Qt::LeftButton);
    EXPECT_EQ(e.dialog.fenEdit()->text().split(QLatin1Char(' ')).value(2), QStringLiteral("KQk"));
    // The black king moves: both of Black's boxes go.
    e.drag("e8", "e6");
    EXPECT_FALSE(e.dialog.castlingBox(CastlingRight::BlackKingside)->isEnabled());
    EXPECT_FALSE(blackLong->isEnabled());
    EXPECT_EQ(e.dialog.fenEdit()->text().split(QLatin1Char(' ')).value(2), QStringLiteral("KQ"));
}

TEST(BoardEditor, EnPassantListsOnlySquaresAPawnCanTakeOn) {
    ShownEditor e;
    QTest::mouseClick(e.dialog.clearButton(), Qt::LeftButton);
    e.put(Piece::WhiteKing, { "e1" });
    e.put(Piece::BlackKing, { "e8" });
    e.put(Piece::WhitePawn, { "e5" });
    e.put(Piece::BlackPawn, { "d5", "h5" }); // h5: no white pawn beside it
    QComboBox* ep = e.dialog.enPassantBox();
    // White to move: the black d-pawn can just have come from d7, the h-pawn has no white
    // pawn beside it.
    ASSERT_EQ(ep->count(), 2);
    EXPECT_EQ(ep->itemText(0), QStringLiteral("None"));
    EXPECT_EQ(ep->itemText(1), QStringLiteral("d6"));
    // Black to move: no white pawn on the fourth rank has just passed anything.
    QTest::mouseClick(e.dialog.sideButton(Color::Black), Qt::LeftButton);
    EXPECT_EQ(ep->count(), 1);
    EXPECT_FALSE(ep->isEnabled());
    QTest::mouseClick(e.dialog.sideButton(Color::White), Qt::LeftButton);
    ASSERT_EQ(ep->count(), 2);
    ep->setCurrentIndex(1);
    emit ep->activated(1);
    const Position pos = e.parsedFen();
    EXPECT_EQ(pos.enPassantSquare(), at("d6"));
    // The reference agrees that the pawn on e5 may take on d6 in the FEN written.
    if (haveStockfish()) {
        EXPECT_TRUE(stockfishMoves(e.dialog.fenEdit()->text().toStdString())
                        .contains(QStringLiteral("e5d6")))
            << e.dialog.fenEdit()->text().toStdString();
    }
    // Something on d7 means the d-pawn cannot just have come from there.
    e.put(Piece::BlackBishop, { "d7" });
    EXPECT_EQ(ep->count(), 1);
    EXPECT_EQ(e.parsedFen().enPassantSquare(), kNoSquare);
}

TEST(BoardEditor, AnImpossiblePositionShowsTheCoresReasonAndCannotBePlayed) {
    ShownEditor e;
    QTest::mouseClick(e.dialog.clearButton(), Qt::LeftButton);
    EXPECT_FALSE(e.dialog.playButton()->isEnabled()); // no kings at all
    e.put(Piece::WhiteKing, { "e1" });
    e.put(Piece::BlackKing, { "e8" });
    ASSERT_TRUE(e.dialog.playButton()->isEnabled());
    e.put(Piece::WhiteKing, { "d4" }); // a second white king
    const auto problem = validatePosition(e.dialog.draft().position());
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->message.find("2 kings"), std::string::npos);
    EXPECT_TRUE(e.dialog.statusText().contains(QString::fromStdString(problem->message)))
        << e.dialog.statusText().toStdString();
    EXPECT_FALSE(e.dialog.playButton()->isEnabled());

    e.click("d4"); // the same piece again: removed, playable again
    EXPECT_TRUE(e.dialog.playButton()->isEnabled());
    e.put(Piece::BlackPawn, { "a1" }); // a pawn on the first rank
    EXPECT_TRUE(e.dialog.statusText().contains(QStringLiteral("pawn stands on a1")))
        << e.dialog.statusText().toStdString();
    EXPECT_FALSE(e.dialog.playButton()->isEnabled());
    e.click("a1", Qt::RightButton);
    // The side not to move in check: Black's king attacked with White to move.
    e.put(Piece::WhiteQueen, { "e6" });
    const auto check = validatePosition(e.dialog.draft().position());
    ASSERT_TRUE(check);
    EXPECT_NE(check->message.find("in check"), std::string::npos);
    EXPECT_TRUE(e.dialog.statusText().contains(QString::fromStdString(check->message)));
    EXPECT_FALSE(e.dialog.playButton()->isEnabled());
    QTest::mouseClick(e.dialog.sideButton(Color::Black), Qt::LeftButton);
    EXPECT_TRUE(e.dialog.playButton()->isEnabled());
}

TEST(BoardEditor, TypingAFenSetsUpItsPosition) {
    ShownEditor e;
    const char* fen = "8/2k5/8/3Pp3/8/8/5K2/8 w - e6 0 41";
    QTest::keyClicks(e.focusFen(), QString::fromLatin1(fen));
    EXPECT_EQ(e.board()->position(), fromFen(fen));
    EXPECT_EQ(e.dialog.moveNumberBox()->value(), 41);
    EXPECT_EQ(e.dialog.enPassantBox()->currentText(), QStringLiteral("e6"));
    EXPECT_TRUE(e.dialog.playButton()->isEnabled());
    // Enter ends the typing (the FEN written out in full) and does not press Play.
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("   "));
    QSignalSpy played(&e.dialog, &BoardEditorDialog::playRequested);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_TRUE(e.dialog.isVisible());
    EXPECT_EQ(played.count(), 0);
    EXPECT_EQ(e.dialog.fenEdit()->text().toStdString(), fen);
}

TEST(BoardEditor, ABadFenTypedChangesNothingAndShowsTheError) {
    ShownEditor e;
    const Position before = e.dialog.draft().position();
    const std::string bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
    QTest::keyClicks(e.focusFen(), QString::fromStdString(bad));
    EXPECT_EQ(e.dialog.draft().position(), before);
    EXPECT_EQ(e.board()->position(), before);
    EXPECT_TRUE(e.dialog.statusText().contains(QString::fromStdString(coreProblem(bad))))
        << e.dialog.statusText().toStdString();
    EXPECT_EQ(e.dialog.fenEdit()->text().toStdString(), bad); // left for the user to fix
    // Play waits: the text and the board disagree until the FEN is fixed.
    EXPECT_FALSE(e.dialog.playButton()->isEnabled());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("11"));
    EXPECT_EQ(e.dialog.draft().position().fullmoveNumber(), 1); // still "x" for the side
    for (int i = 0; i < 12; ++i) // back to just after the "x"
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("b"));
    EXPECT_EQ(e.dialog.fenEdit()->text().toStdString(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 11");
    EXPECT_EQ(e.dialog.draft().position().sideToMove(), Color::Black);
    EXPECT_EQ(e.dialog.draft().position().fullmoveNumber(), 11);
    EXPECT_TRUE(e.dialog.playButton()->isEnabled());
}

TEST(BoardEditor, PastingABadFenChangesNothingAndShowsTheError) {
    ShownEditor e;
    e.drag("g1", "f3");
    const Position before = e.dialog.draft().position();
    const QString fenBefore = e.dialog.fenEdit()->text();
    const std::string bad = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QApplication::clipboard()->setText(QString::fromStdString(bad));
    QTest::mouseClick(e.dialog.pasteButton(), Qt::LeftButton);
    EXPECT_EQ(e.dialog.draft().position(), before);
    EXPECT_EQ(e.dialog.fenEdit()->text(), fenBefore);
    EXPECT_TRUE(e.dialog.playButton()->isEnabled()); // the board, unchanged, can be played
    EXPECT_TRUE(e.dialog.statusText().contains(QString::fromStdString(coreProblem(bad))))
        << e.dialog.statusText().toStdString();
    // A good one replaces the position; Copy gives it back.
    const char* good = "4k3/8/8/8/8/8/8/R3K2R w KQ - 3 30";
    QApplication::clipboard()->setText(QString::fromLatin1(good));
    QTest::mouseClick(e.dialog.pasteButton(), Qt::LeftButton);
    EXPECT_EQ(e.dialog.draft().position(), fromFen(good));
    QApplication::clipboard()->clear();
    QTest::mouseClick(e.dialog.copyButton(), Qt::LeftButton);
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromLatin1(good));
}

TEST(BoardEditorSetup, KeepsLevelAndClockAndTheNamesOnlyOfUnchangedSides) {
    GameSetup running = vsComputer(ColorChoice::White, engine::Level::Hard);
    running.whiteName = QStringLiteral("Ann");
    running.timeControl = TimeControl::fromMinutes(5, 2);
    const GameSetup asBlack = setupForPlay(running, PlayChoice::BlackVsComputer);
    EXPECT_EQ(asBlack.mode, PlayMode::VsComputer);
    EXPECT_EQ(asBlack.humanColor, ColorChoice::Black);
    EXPECT_EQ(asBlack.level, engine::Level::Hard);
    EXPECT_EQ(asBlack.timeControl, running.timeControl);
    EXPECT_TRUE(asBlack.whiteName.isEmpty()); // Ann would have become the computer's name
    EXPECT_EQ(setupForPlay(running, PlayChoice::WhiteVsComputer).whiteName, QStringLiteral("Ann"));
    const GameSetup hot = setupForPlay(running, PlayChoice::HotSeat);
    EXPECT_EQ(hot.mode, PlayMode::HotSeat);
    EXPECT_EQ(hot.level, engine::Level::Hard);
    EXPECT_EQ(playChoiceFor(running, Color::Black), PlayChoice::BlackVsComputer);
    EXPECT_EQ(playChoiceFor(hotSeat(), Color::White), PlayChoice::HotSeat);
}

// --- In the window --------------------------------------------------------------------------

namespace {

/// Opens Game ▸ Set Up Position in `w` the way the menu does, and returns the editor.
BoardEditorDialog* openEditor(MainWindow& w) {
    QAction* a = action(w, "setUpPositionAction");
    EXPECT_NE(a, nullptr);
    if (!a) return nullptr;
    a->trigger();
    BoardEditorDialog* editor = w.editorActions()->editor();
    EXPECT_NE(editor, nullptr);
    if (editor) {
        EXPECT_TRUE(QTest::qWaitForWindowExposed(editor));
    }
    return editor;
}

void typeFen(BoardEditorDialog* editor, const char* fen) {
    QTest::mouseClick(editor->fenEdit(), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QString::fromLatin1(fen));
}

} // namespace

TEST(BoardEditorInWindow, OpensFromTheGameMenuOnTheShownPosition) {
    auto w = openWindow();
    w->startGame(hotSeat());
    play(*w->controller(), { "e4", "c5", "Nf3" });
    QAction* a = action(*w, "setUpPositionAction");
    ASSERT_NE(a, nullptr);
    EXPECT_FALSE(a->shortcut().isEmpty());
    BoardEditorDialog* editor = openEditor(*w);
    ASSERT_NE(editor, nullptr);
    EXPECT_EQ(editor->fenEdit()->text(), w->currentFen());
    EXPECT_TRUE(editor->choiceButton(PlayChoice::HotSeat)->isChecked());
    QTest::keyClick(editor, Qt::Key_Escape);
    EXPECT_TRUE(QTest::qWaitFor([&] { return w->editorActions()->editor() == nullptr; }));
    EXPECT_EQ(w->controller()->game().ply(), 3); // cancelled: the game goes on
}

TEST(BoardEditorInWindow, PlayAsBlackAgainstTheComputerWhichMovesFirst) {
    auto w = openWindow();
    w->startGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    GameController& c = *w->controller();
    c.computer()->setExtraSearchLimits(depth(2));
    BoardEditorDialog* editor = openEditor(*w);
    ASSERT_NE(editor, nullptr);
    const char* fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    typeFen(editor, fen);
    QTest::mouseClick(editor->choiceButton(PlayChoice::BlackVsComputer), Qt::LeftButton);
    ASSERT_TRUE(editor->playButton()->isEnabled());
    QTest::mouseClick(editor->playButton(), Qt::LeftButton);

    EXPECT_TRUE(c.isVsComputer());
    EXPECT_EQ(c.humanColor(), Color::Black);
    EXPECT_EQ(c.setup().level, engine::Level::Easy);
    EXPECT_EQ(c.game().startPosition(), fromFen(fen));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 1; }, kTimeoutMs));
    EXPECT_EQ(c.game().position().sideToMove(), Color::Black); // White, the computer, moved
    EXPECT_TRUE(c.canHumanMove());
}

TEST(BoardEditorInWindow, PlayHotSeatFromTheSetUpPosition) {
    auto w = openWindow();
    w->startGame(vsComputer(ColorChoice::White));
    GameController& c = *w->controller();
    BoardEditorDialog* editor = openEditor(*w);
    ASSERT_NE(editor, nullptr);
    const char* fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 60";
    typeFen(editor, fen);
    QTest::mouseClick(editor->choiceButton(PlayChoice::HotSeat), Qt::LeftButton);
    QTest::mouseClick(editor->playButton(), Qt::LeftButton);
    EXPECT_FALSE(c.isVsComputer());
    EXPECT_EQ(c.game().startPosition(), fromFen(fen));
    // Black moves first on the window's board, then White: two people at one board.
    clickMove(w->board(), "e8", "d7");
    EXPECT_EQ(c.game().ply(), 1);
    clickMove(w->board(), "e2", "e4");
    EXPECT_EQ(c.game().ply(), 2);
    EXPECT_EQ(c.game().position().fullmoveNumber(), 61);
}

TEST(BoardEditorInWindow, AsksBeforeASavedGameInProgressIsAbandoned) {
    auto w = openWindow();
    w->startGame(hotSeat());
    GameController& c = *w->controller();
    play(c, { "e4", "e5" });
    // Saved: nothing to lose but the game's going on.
    QTemporaryDir dir;
    ASSERT_TRUE(w->savePgnFile(dir.filePath(QStringLiteral("going-on.pgn"))));
    ASSERT_FALSE(w->hasUnsavedChanges());
    QStringList asked;
    bool answer = false;
    w->editorActions()->setConfirmReplace([&](const QString& question) {
        asked << question;
        return answer;
    });
    BoardEditorDialog* editor = openEditor(*w);
    ASSERT_NE(editor, nullptr);
    QTest::mouseClick(editor->clearButton(), Qt::LeftButton);
    typeFen(editor, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    QTest::mouseClick(editor->playButton(), Qt::LeftButton);
    EXPECT_EQ(asked.size(), 1);
    EXPECT_EQ(c.game().ply(), 2); // "No": the game goes on
    answer = true;
    editor = openEditor(*w);
    ASSERT_NE(editor, nullptr);
    typeFen(editor, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    QTest::mouseClick(editor->playButton(), Qt::LeftButton);
    EXPECT_EQ(asked.size(), 2);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_EQ(c.game().startPosition(), fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    // The position set up is no game of that file: Save must not write it there.
    EXPECT_TRUE(w->document().path.isEmpty());
}

// Issue 22: Play in the board editor dropped a game with unsaved changes without a word about
// saving it. It asks as New Game does (the same prompt): Cancel keeps the game, Save writes
// it first, Discard lets it go; one question, not that one and "abandon?" after it.
TEST(BoardEditorInWindow, PlayAsksToSaveUnsavedChangesAsNewGameDoes) {
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    w->startGame(hotSeat());
    GameController& c = *w->controller();
    clickMove(w->board(), "e2", "e4");
    clickMove(w->board(), "e7", "e5");
    QStringList abandonAsked;
    w->editorActions()->setConfirmReplace([&](const QString& question) {
        abandonAsked << question;
        return true;
    });
    const char* rookEnding = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    const auto playFromEditor = [&](const char* fen) {
        BoardEditorDialog* editor = openEditor(*w);
        ASSERT_NE(editor, nullptr);
        typeFen(editor, fen);
        ASSERT_TRUE(editor->playButton()->isEnabled());
        QTest::mouseClick(editor->playButton(), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return w->editorActions()->editor() == nullptr; }));
    };

    prompts.saveChoice = SaveChoice::Cancel;
    playFromEditor(rookEnding);
    ASSERT_EQ(prompts.saveQuestions.size(), 1);
    EXPECT_EQ(c.game().ply(), 2); // Cancel: the game goes on, unsaved as it was
    EXPECT_EQ(c.game().startPosition(), Position::startPosition());
    EXPECT_TRUE(w->hasUnsavedChanges());

    QTemporaryDir dir;
    prompts.saveChoice = SaveChoice::Save;
    prompts.savePath = dir.filePath(QStringLiteral("before-the-ending.pgn"));
    playFromEditor(rookEnding);
    ASSERT_EQ(prompts.saveQuestions.size(), 2);
    const PgnParseResult saved = parseFile(prompts.savePath);
    ASSERT_TRUE(saved.ok());
    ASSERT_EQ(saved.games.size(), 1U);
    EXPECT_EQ(saved.games.front().game.mainLine().size(), 2U); // 1. e4 e5, saved first
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_EQ(c.game().startPosition(), fromFen(rookEnding));
    EXPECT_TRUE(w->document().path.isEmpty()); // the ending is no game of that file

    clickMove(w->board(), "h1", "h7");
    prompts.saveChoice = SaveChoice::Discard;
    playFromEditor("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    ASSERT_EQ(prompts.saveQuestions.size(), 3);
    EXPECT_EQ(c.game().startPosition(), fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
    EXPECT_EQ(parseFile(prompts.savePath).games.front().game.mainLine().size(), 2U);
    EXPECT_TRUE(abandonAsked.isEmpty()) << abandonAsked.join('\n').toStdString();
    EXPECT_TRUE(prompts.errors.isEmpty()) << prompts.errors.join('\n').toStdString();
}
