// SPDX-License-Identifier: GPL-3.0-or-later
// The tutor in the window: the human's moves against the computer judged on the tutor's
// engine thread before the computer may reply. A hung knight (1.Nf3 e5 2.Ng5?? Qxg5), typed
// with the keys into the focus widget, opens the note beside the board with the lost piece
// named and the refutation as an arrow (and a bishop that a quiet move leaves where a pawn
// takes it, 1.d4 d5 2.Bg5 h6 3.e3??); Take back undoes it (the computer was never asked)
// and the saved record counts it; Play on lets the computer reply; a good move and a tutor
// switched off show nothing; an undo or a new game drops the judgement and the note. The
// computer's side is a ManualPlayer, so only the tutor's own searches run.
#include "app/tutor_actions.h"
#include "gui_fixture.h"
#include "insight/tutor.h"
#include "insight/tutor_note.h"
#include "manual_player.h"
#include "rochade/core/pgn.h"

#include <QDockWidget>
#include <QPushButton>
#include <QSignalSpy>

#include <fstream>
#include <sstream>

namespace rochade::gui::test {
namespace {

/// A level whose replies keep no minimum pause under "Fast replies" (the tests' setting), so
/// the ManualPlayer's answers arrive at once.
constexpr engine::Level kNoPause = engine::Level::Five;

class TutorWindowTest : public ::testing::Test {
protected:
    /// A window whose computer answers with `replies`, a game with the human as White and
    /// the tutor as `tutorOn`, the board given the keyboard.
    void start(std::initializer_list<const char*> replies, bool tutorOn = true) {
        main = openWindow();
        c = main->controller();
        player = seatManualPlayer(*c, new ManualPlayer(replies));
        tutorActions = main->tutorActions();
        tutor = tutorActions->tutor();
        // Deep enough to see a queen take a knight, quick enough for the test run.
        tutor->setLimits(depth(5));
        GameSetup setup = vsComputer(ColorChoice::White, kNoPause);
        setup.tutor = tutorOn;
        main->startGame(setup);
        main->activateWindow();
        main->board()->setFocus(Qt::OtherFocusReason);
        ASSERT_TRUE(QTest::qWaitFor(
            [this] { return QApplication::focusWidget() == main->board(); }, kTimeoutMs));
    }

    /// Plays `from`-`to` with the keys and waits until it is on the board.
    void keyMove(const char* from, const char* to) {
        const int ply = c->game().ply();
        keyToSquare(main->board(), at(from));
        keyToSquare(main->board(), at(to));
        ASSERT_EQ(c->game().ply(), ply + 1) << from << to;
    }

    /// 1.Nf3 (clicked), the computer's 1...e5, then 2.Ng5?? with the keys: the queen on d8
    /// takes the knight.
    void hangTheKnight() {
        clickMove(main->board(), "g1", "f3");
        ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 2; }, kTimeoutMs));
        // The board gets the keyboard back after the computer's move.
        main->board()->setFocus(Qt::OtherFocusReason);
        keyMove("f3", "g5");
    }

    std::unique_ptr<MainWindow> main;
    GameController* c = nullptr;
    ManualPlayer* player = nullptr;
    TutorActions* tutorActions = nullptr;
    Tutor* tutor = nullptr;
};

TEST_F(TutorWindowTest, CatchesAHungKnightAndTakesItBack) {
    start({ "e5", "Nc6" });
    QSignalSpy warned(tutor, &Tutor::warned);
    hangTheKnight();
    ASSERT_TRUE(QTest::qWaitFor([&] { return warned.count() == 1; }, kTimeoutMs));

    // The note beside the board names the piece the refutation wins, and where.
    EXPECT_TRUE(tutorActions->dock()->isVisible());
    const QString text = tutorActions->note()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("Loses the knight on g5 after ...Qxg5")))
        << text.toStdString();
    EXPECT_TRUE(text.startsWith(QStringLiteral("Blunder."))) << text.toStdString();
    // The refutation is the arrow: the queen from d8 to g5.
    EXPECT_EQ(main->board()->hintMove().from(), at("d8"));
    EXPECT_EQ(main->board()->hintMove().to(), at("g5"));
    // The computer waits: asked once (for 1...e5), not about 2.Ng5.
    EXPECT_EQ(player->asked.size(), 1u);
    EXPECT_FALSE(c->isThinking());

    // Browsing back and returning keeps the note, and the arrow comes back with the game.
    c->browseTo(1);
    EXPECT_TRUE(tutorActions->dock()->isVisible());
    c->returnToGame();
    EXPECT_EQ(main->board()->hintMove().from(), at("d8"));
    main->board()->finishMotion();

    // The keyboard is in the note: Enter on Take back.
    ASSERT_EQ(QApplication::focusWidget(), tutorActions->note()->takeBackButton());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);

    EXPECT_EQ(c->game().ply(), 2);
    EXPECT_EQ(c->game().position().sideToMove(), Color::White);
    EXPECT_EQ(c->game().position().pieceAt(at("f3")), Piece::WhiteKnight);
    EXPECT_FALSE(tutorActions->dock()->isVisible());
    EXPECT_TRUE(main->board()->hintMove().isNull());
    EXPECT_EQ(tutor->warning(), nullptr);
    EXPECT_EQ(tutorActions->takebacks(), 1);
    EXPECT_EQ(tutorActions->takebacksText(), QStringLiteral("Tutor take-backs: 1"));
    // Still not asked: the computer did not move, and the board is the human's again.
    EXPECT_EQ(player->asked.size(), 1u);
    EXPECT_EQ(QApplication::focusWidget(), main->board());

    // The saved record counts the take-back, as another reader finds it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tutored.pgn"));
    ASSERT_TRUE(main->savePgnFile(path));
    std::ifstream file(QFile::encodeName(path).toStdString());
    std::stringstream bytes;
    bytes << file.rdbuf();
    const std::string pgn = bytes.str();
    PgnReader reader(pgn);
    const std::optional<PgnGame> saved = reader.next();
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->tag(TutorActions::kTakebacksTag), std::optional<std::string>("1"));

    // Another move: judged, good, and the computer replies.
    keyMove("b1", "c3");
    EXPECT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 4; }, kTimeoutMs));
    EXPECT_EQ(warned.count(), 1);
}

// The commonest beginner's mistake: a quiet move that leaves a piece where a pawn takes it.
// 1.d4 d5 2.Bg5 h6 3.e3??, and the note says that the bishop is left to be taken by ...hxg5.
TEST_F(TutorWindowTest, NamesThePieceAQuietMoveLeavesToBeTaken) {
    // 1.d4 Nf6 2.Bf4 h6 3.e3 g5: the bishop is attacked, and 4.Nf3?? leaves it there. The
    // moves before are quiet developing moves the tutor lets pass.
    start({ "Nf6", "h6", "g5" });
    QSignalSpy warned(tutor, &Tutor::warned);
    clickMove(main->board(), "d2", "d4");
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 2; }, kTimeoutMs));
    clickMove(main->board(), "c1", "f4");
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 4; }, kTimeoutMs));
    clickMove(main->board(), "e2", "e3");
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 6; }, kTimeoutMs))
        << tutorActions->note()->text().toStdString();
    EXPECT_EQ(warned.count(), 0);
    main->board()->setFocus(Qt::OtherFocusReason);
    keyMove("g1", "f3");
    ASSERT_TRUE(QTest::qWaitFor([&] { return warned.count() == 1; }, kTimeoutMs));

    EXPECT_TRUE(tutorActions->dock()->isVisible());
    const QString text = tutorActions->note()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("Leaves the bishop on f4 to be taken: ...gxf4.")))
        << text.toStdString();
    // The arrow is the pawn's capture.
    EXPECT_EQ(main->board()->hintMove().from(), at("g5"));
    EXPECT_EQ(main->board()->hintMove().to(), at("f4"));
    EXPECT_EQ(player->asked.size(), 3u);
}

TEST_F(TutorWindowTest, PlayOnLetsTheComputerReply) {
    start({ "e5", "Qxg5" });
    QSignalSpy warned(tutor, &Tutor::warned);
    hangTheKnight();
    ASSERT_TRUE(QTest::qWaitFor([&] { return warned.count() == 1; }, kTimeoutMs));
    // Play on from the keyboard: its mnemonic, Alt+P (a mnemonic clicks its button after the
    // button's brief pressed look).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([this] { return !tutorActions->dock()->isVisible(); }, kTimeoutMs));
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 4; }, kTimeoutMs));
    EXPECT_EQ(c->game().position().pieceAt(at("g5")), Piece::BlackQueen);
    EXPECT_EQ(tutorActions->takebacks(), 0);
}

TEST_F(TutorWindowTest, AGoodMoveIsJudgedAndShowsNoNote) {
    start({ "e5" });
    QSignalSpy warned(tutor, &Tutor::warned);
    clickMove(main->board(), "g1", "f3");
    // Judged first: the computer is not asked until the judgement is done.
    EXPECT_TRUE(tutor->isJudging());
    EXPECT_TRUE(player->asked.empty());
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 2; }, kTimeoutMs));
    EXPECT_EQ(warned.count(), 0);
    EXPECT_FALSE(tutorActions->dock()->isVisible());
}

TEST_F(TutorWindowTest, SwitchedOffItShowsNothing) {
    start({ "e5", "Qxg5" }, false);
    QSignalSpy warned(tutor, &Tutor::warned);
    hangTheKnight();
    EXPECT_FALSE(tutor->isJudging());
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 4; }, kTimeoutMs));
    EXPECT_EQ(warned.count(), 0);
    EXPECT_FALSE(tutorActions->dock()->isVisible());
    EXPECT_EQ(tutorActions->takebacksText(), QString());
}

TEST_F(TutorWindowTest, AnUndoWhileJudgingDropsTheJudgement) {
    start({ "e5", "Nc6" });
    QSignalSpy warned(tutor, &Tutor::warned);
    hangTheKnight();
    ASSERT_TRUE(tutor->isJudging());
    ASSERT_TRUE(c->undo());
    EXPECT_FALSE(tutor->isJudging());
    // Let any late answer of the tutor's engine arrive: it is dropped, nothing is shown.
    QTest::qWait(100);
    EXPECT_EQ(warned.count(), 0);
    EXPECT_FALSE(tutorActions->dock()->isVisible());
    EXPECT_EQ(c->game().ply(), 2);
    EXPECT_EQ(player->asked.size(), 1u);
    // The human plays on, and the computer replies as usual.
    main->board()->setFocus(Qt::OtherFocusReason);
    keyMove("b1", "c3");
    EXPECT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 4; }, kTimeoutMs));
}

TEST_F(TutorWindowTest, ClosingTheWindowWhileJudgingJoinsTheTutorsThread) {
    start({ "e5" });
    clickMove(main->board(), "g1", "f3");
    ASSERT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 2; }, kTimeoutMs));
    // 2.Ng5 is judged by a search that runs until it is stopped.
    tutor->setLimits(endless());
    main->board()->setFocus(Qt::OtherFocusReason);
    keyMove("f3", "g5");
    ASSERT_TRUE(tutor->isJudging());
    QTest::qWait(20);
    // The window goes while the tutor's engine searches: its thread is stopped and joined,
    // and nothing is left to report to the widgets that are gone.
    main.reset();
    QTest::qWait(20);
}

TEST_F(TutorWindowTest, ANewGameClosesTheNote) {
    start({ "e5", "e4" });
    QSignalSpy warned(tutor, &Tutor::warned);
    hangTheKnight();
    ASSERT_TRUE(QTest::qWaitFor([&] { return warned.count() == 1; }, kTimeoutMs));
    // The human takes Black in the next game: the computer opens it at once, the clocks no
    // longer held by the old game's note.
    GameSetup next = vsComputer(ColorChoice::Black, kNoPause);
    next.tutor = true;
    main->startGame(next);
    EXPECT_EQ(tutor->warning(), nullptr);
    EXPECT_FALSE(tutorActions->dock()->isVisible());
    EXPECT_TRUE(QTest::qWaitFor([this] { return c->game().ply() == 1; }, kTimeoutMs));
    EXPECT_EQ(tutorActions->takebacks(), 0);
}

} // namespace
} // namespace rochade::gui::test
