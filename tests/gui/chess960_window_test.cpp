// SPDX-License-Identifier: GPL-3.0-or-later
// Chess960 in the window: New Game's start number, castling by putting the king onto its
// rook, the record other tools read and that reopens, and the board editor's Analyse.
#include "app/editor_actions.h"
#include "dialogs/new_game_dialog.h"
#include "editor/board_editor_dialog.h"
#include "gui_fixture.h"
#include "insight/analysis_lines_model.h"
#include "insight/analysis_panel.h"
#include "new_game_dialog_driver.h"
#include "panels/opening_label.h"
#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/game_status.h"
#include "rochade/core/notation.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>

#include <functional>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// White's back rank as it stands on `board`, files a..h, in upper-case letters.
QString backRankOn(const BoardWidget& board, int rank) {
    QString letters;
    for (int file = 0; file < 8; ++file) {
        const Piece p = board.position().pieceAt(makeSquare(file, rank));
        letters += isPiece(p) ? QLatin1Char(pieceTypeLetter(pieceType(p))) : QLatin1Char('.');
    }
    return letters;
}

/// Hot-seat Chess960 with start number `number` typed into the dialog's spin box; the check
/// box is clicked if it is not on (from the last game's remembered setup) yet.
void chooseChess960(NewGameDialog& dialog, int number, bool remembered) {
    for (QRadioButton* b : dialog.findChildren<QRadioButton*>())
        if (b->text().contains(QStringLiteral("hot-seat"))) QTest::mouseClick(b, Qt::LeftButton);
    auto* chess960 = dialog.findChild<QCheckBox*>(QStringLiteral("chess960"));
    auto* spin = dialog.findChild<QSpinBox*>(QStringLiteral("chess960Number"));
    ASSERT_NE(chess960, nullptr);
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(chess960->isChecked(), remembered);
    EXPECT_EQ(spin->isEnabled(), remembered); // standard chess at first
    if (!remembered)
        QTest::mouseClick(chess960, Qt::LeftButton, {}, QPoint(8, chess960->height() / 2));
    ASSERT_TRUE(chess960->isChecked());
    auto* random = dialog.findChild<QCheckBox*>(QStringLiteral("chess960Random"));
    ASSERT_NE(random, nullptr);
    EXPECT_NE(random->isChecked(), remembered); // random at first, then the number chosen
    if (random->isChecked())
        QTest::mouseClick(random, Qt::LeftButton, {}, QPoint(8, random->height() / 2));
    ASSERT_TRUE(spin->isEnabled());
    QTest::mouseClick(spin, Qt::LeftButton, {}, QPoint(6, spin->height() / 2)); // its text
    // The old number erased from its end, the new one typed.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    QTest::keyClicks(QApplication::focusWidget(), QString::number(number));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab); // on to the next field
    EXPECT_EQ(spin->value(), number);
}

/// A Chess960 position with king d1/d8 and rooks b and f: O-O takes the king to g1, the rook
/// f1 stays put (the king passes over it), so only "king onto rook" says what is meant.
constexpr CastlingRights kAllRights = bit(CastlingRight::WhiteKingside)
    | bit(CastlingRight::WhiteQueenside) | bit(CastlingRight::BlackKingside)
    | bit(CastlingRight::BlackQueenside);

constexpr const char* kKingOnD = "1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1";

/// The FEN comments pgn-extract writes after each move of `path` (its own move replay).
QStringList pgnExtractFens(const QString& path, QString* errors) {
    QProcess tool;
    tool.start(QStringLiteral("/usr/games/pgn-extract"),
        { QStringLiteral("--fencomments"), QStringLiteral("-Wlalg"), path });
    EXPECT_TRUE(tool.waitForFinished(10000));
    *errors = QString::fromUtf8(tool.readAllStandardError());
    const QString out = QString::fromUtf8(tool.readAllStandardOutput()).simplified();
    QStringList fens;
    static const QRegularExpression comment(QStringLiteral("\\{ ([^}]*) \\}"));
    for (const QRegularExpressionMatch& m : comment.globalMatch(out))
        fens << m.captured(1);
    return fens;
}

} // namespace

TEST(Chess960Window, NewGameWithANumberSetsUpExactlyThatStartPosition) {
    auto w = openWindow();
    // The window is active before its dialog opens (so no late activation takes it back).
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    // Published table (Scharnagl's numbering, as in the Chess960 literature): 0 is BBQNNRKR,
    // 518 the standard set-up, 959 RKRNNQBB. Our own chess960BackRank() is not the judge.
    const struct {
        int number;
        const char* rank;
    } published[] = { { 518, "RNBQKBNR" }, { 0, "BBQNNRKR" }, { 959, "RKRNNQBB" } };
    bool remembered = false;
    for (const auto& p : published) {
        newGameThroughTheDialog(
            *w, [&](NewGameDialog& d) { chooseChess960(d, p.number, remembered); });
        remembered = true;
        const BoardWidget& board = *w->board();
        EXPECT_EQ(backRankOn(board, 0), QString::fromLatin1(p.rank)) << p.number;
        EXPECT_EQ(backRankOn(board, 7), QString::fromLatin1(p.rank)) << p.number;
        EXPECT_TRUE(board.position().isChess960());
        EXPECT_EQ(w->controller()->game().ply(), 0);
        EXPECT_EQ(toFen(board.position()), toFen(chess960StartPosition(p.number).value()));
        EXPECT_EQ(w->controller()->displayedPosition().castlingRights(), kAllRights);
        // The opening label names the variant and the number, never a standard opening.
        auto* opening = w->findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
        ASSERT_NE(opening, nullptr);
        EXPECT_EQ(opening->fullText(), QStringLiteral("Chess960, start position %1").arg(p.number));
    }
    // Remembered like the other settings, for the next New Game.
    QSettings settings;
    const GameSetup stored = GameSetup::load(settings);
    EXPECT_TRUE(stored.chess960);
    EXPECT_EQ(stored.chess960Number, 959);
    EXPECT_EQ(stored.mode, PlayMode::HotSeat);
}

TEST(Chess960Window, ClickingTheKingThenItsRookCastles) {
    auto w = openWindow();
    w->startGame(hotSeat());
    w->controller()->loadGame(Game(fromFen(kKingOnD)), hotSeat());
    BoardWidget* board = w->board();
    ASSERT_TRUE(board->position().isChess960());
    // The king's own target g1 is three squares away: no marker, no castling there.
    clickSquare(board, at("d1"));
    // The rook is the castling target (markers and screen readers say the same).
    EXPECT_EQ(board->focus().squareDescription(at("f1")), QStringLiteral("legal target"));
    EXPECT_EQ(board->focus().squareDescription(at("g1")), QString());
    clickSquare(board, at("g1"));
    EXPECT_EQ(w->controller()->game().ply(), 0);
    clickMove(board, "d1", "f1");
    ASSERT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O");
    const Position& after = board->position();
    EXPECT_EQ(after.pieceAt(at("g1")), Piece::WhiteKing);
    EXPECT_EQ(after.pieceAt(at("f1")), Piece::WhiteRook);
    EXPECT_EQ(after.pieceAt(at("d1")), Piece::Empty);
    // Black: O-O-O by dragging the king onto the b8 rook (king to c8, rook to d8).
    const QPoint from = board->squareRect(at("d8")).center();
    const QPoint to = board->squareRect(at("b8")).center();
    QTest::mousePress(board, Qt::LeftButton, {}, from);
    QTest::mouseMove(board, (from + to) / 2);
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::LeftButton, {}, to);
    ASSERT_EQ(w->controller()->game().ply(), 2);
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O-O");
    EXPECT_EQ(board->position().pieceAt(at("c8")), Piece::BlackKing);
    EXPECT_EQ(board->position().pieceAt(at("d8")), Piece::BlackRook);
}

TEST(Chess960Window, StandardCastlingStillGoesByTheKingsTwoSquares) {
    auto w = openWindow();
    w->startGame(hotSeat());
    play(*w->controller(), { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5" });
    clickMove(w->board(), "e1", "g1");
    ASSERT_EQ(w->controller()->game().ply(), 7);
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O");
}

TEST(Chess960Window, TheSavedRecordNamesTheVariantPgnExtractReadsItAndItReopens) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("960.pgn"));
    Position afterCastling;
    {
        auto w = openWindow();
        w->startGame(hotSeat());
        w->controller()->loadGame(Game(fromFen(kKingOnD)), hotSeat());
        clickMove(w->board(), "d1", "f1"); // O-O
        clickMove(w->board(), "e7", "e5");
        ASSERT_EQ(w->controller()->game().ply(), 2);
        afterCastling = w->controller()->game().currentNode().position;
        ASSERT_TRUE(w->savePgnFile(path));
        w->controller()->loadGame(Game(), hotSeat()); // leave without questions
    }
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("[Variant \"Chess960\"]"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("[SetUp \"1\"]")));
    EXPECT_TRUE(text.contains(QStringLiteral("[FEN \"%1\"]").arg(QLatin1String(kKingOnD))));
    EXPECT_FALSE(text.contains(QStringLiteral("[Opening ")));

    // pgn-extract replays the record with its own rules: the same position after O-O.
    QString errors;
    const QStringList fens = pgnExtractFens(path, &errors);
    EXPECT_TRUE(errors.contains(QStringLiteral("1 game matched"))) << errors.toStdString();
    ASSERT_EQ(fens.size(), 2) << errors.toStdString();
    EXPECT_EQ(fens[0].section(QLatin1Char(' '), 0, 0),
        QStringLiteral("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1"));
    EXPECT_EQ(fens[1].section(QLatin1Char(' '), 0, 2),
        QString::fromStdString(toFen(afterCastling)).section(QLatin1Char(' '), 0, 2));

    auto w = openWindow();
    ASSERT_TRUE(w->openPgnFile(path));
    const Game& game = w->controller()->game();
    EXPECT_TRUE(game.startPosition().isChess960());
    EXPECT_EQ(toFen(game.startPosition()), kKingOnD);
    EXPECT_EQ(toFen(w->controller()->displayedPosition()), toFen(afterCastling));
    const Position& now = w->controller()->displayedPosition();
    EXPECT_TRUE(now.isChess960());
    EXPECT_EQ(now.castlingRights(),
        bit(CastlingRight::BlackKingside) | bit(CastlingRight::BlackQueenside));
    EXPECT_EQ(now.castlingRookSquare(CastlingRight::BlackKingside), at("f8"));
    EXPECT_EQ(now.castlingRookSquare(CastlingRight::BlackQueenside), at("b8"));
    // Black castles in the reopened game by putting the king onto its rook.
    clickMove(w->board(), "a2", "a3");
    clickMove(w->board(), "d8", "f8");
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O");
}

TEST(Chess960Window, TheEditorsAnalyseButtonShowsTheAnalysisOfThatPosition) {
    auto w = openWindow(QSize(1100, 760));
    w->startGame(vsComputer(ColorChoice::White));
    ASSERT_FALSE(w->analysisPanel()->dock()->isVisible());
    action(*w, "setUpPositionAction")->trigger();
    BoardEditorDialog* editor = w->editorActions()->editor();
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(editor));
    // A back-rank mate in one for White (Qd8#), typed as a user types it.
    const char* fen = "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1";
    QTest::mouseClick(editor->fenEdit(), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QString::fromLatin1(fen));
    ASSERT_TRUE(editor->analyseButton()->isEnabled());
    QTest::mouseClick(editor->analyseButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->editorActions()->editor() == nullptr; }));

    GameController& c = *w->controller();
    EXPECT_FALSE(c.isVsComputer()); // nobody's opponent thinks: a position to study
    EXPECT_EQ(toFen(c.displayedPosition()), fen);
    EXPECT_TRUE(QTest::qWaitFor([&] { return w->analysisPanel()->dock()->isVisible(); }));
    AnalysisLinesModel* model = w->analysisPanel()->model();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return model->rowCount() > 0 && model->position().hash() == c.displayedPosition().hash()
                && !model->lines().front().moves.empty();
        },
        kTimeoutMs));
    // The best line starts with a mate, as the rules (not our engine) judge it.
    const Move best = model->lines().front().moves.front();
    Position after = c.displayedPosition();
    UndoInfo undo;
    after.makeMove(best, undo);
    EXPECT_EQ(evaluateStatus(after, {}).reason, GameEndReason::Checkmate) << toUci(best);
}

TEST(Chess960Window, TheEditorGrantsChess960RightsAndTheGameCastlesWithThem) {
    auto w = openWindow();
    w->startGame(hotSeat());
    action(*w, "setUpPositionAction")->trigger();
    BoardEditorDialog* editor = w->editorActions()->editor();
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(editor));
    QTest::mouseClick(editor->fenEdit(), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(),
        QStringLiteral("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w - - 0 1"));
    QCheckBox* whiteShort = editor->castlingBox(CastlingRight::WhiteKingside);
    // Standard rules: king off e1, so no castling right can be granted.
    EXPECT_FALSE(whiteShort->isEnabled());
    ASSERT_NE(editor->chess960Box(), nullptr);
    QTest::mouseClick(
        editor->chess960Box(), Qt::LeftButton, {}, QPoint(8, editor->chess960Box()->height() / 2));
    ASSERT_TRUE(editor->chess960Box()->isChecked());
    ASSERT_TRUE(whiteShort->isEnabled());
    QTest::mouseClick(whiteShort, Qt::LeftButton, {}, QPoint(8, whiteShort->height() / 2));
    QCheckBox* blackLong = editor->castlingBox(CastlingRight::BlackQueenside);
    QTest::mouseClick(blackLong, Qt::LeftButton, {}, QPoint(8, blackLong->height() / 2));
    EXPECT_EQ(editor->fenEdit()->text(),
        QStringLiteral("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w Kq - 0 1"));
    QTest::mouseClick(editor->playButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->editorActions()->editor() == nullptr; }));

    const Position& start = w->controller()->game().startPosition();
    EXPECT_TRUE(start.isChess960());
    EXPECT_EQ(start.castlingRookSquare(CastlingRight::WhiteKingside), at("f1"));
    EXPECT_EQ(start.castlingRookSquare(CastlingRight::BlackQueenside), at("b8"));
    clickMove(w->board(), "d1", "f1");
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O");
    clickMove(w->board(), "d8", "b8");
    EXPECT_EQ(w->controller()->game().currentNode().san, "O-O-O");
}
