// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle window on pychess's mate_in_2.pgn, played with the keyboard into the focus
// widget as a user would: the file's line solved, another mate accepted, a wrong move failed,
// and the puzzle rating written to a data directory of the test's own.
#include "gui_fixture.h"

#include "app/puzzle_actions.h"
#include "puzzles/puzzle_window.h"
#include "rochade/puzzles/puzzle_rating.h"

#include <QPushButton>
#include <QTemporaryDir>

namespace rochade::gui {
namespace {

const QString kMateInTwo = QStringLiteral("/usr/share/pychess/learn/puzzles/mate_in_2.pgn");

class PuzzleWindowTest : public ::testing::Test {
protected:
    /// The main window with `number` of mate_in_2.pgn opened from Learn ▸ Solve Puzzles.
    void openPuzzle(int number) {
        ASSERT_TRUE(QFile::exists(kMateInTwo)) << "install the Debian package 'pychess'";
        main = openWindow();
        ASSERT_NE(action(*main, "solvePuzzlesAction"), nullptr);
        puzzles = main->puzzleActions()->openPuzzleFile(kMateInTwo);
        ASSERT_NE(puzzles, nullptr);
        PuzzleSession* session = puzzles->session();
        ASSERT_TRUE(session->setRatingPath(ratingPath()));
        engine::SearchLimits limits;
        limits.nodes = 20000; // quick, and the same answer every time
        session->setSearchLimits(limits);
        session->setReplyPause(50);
        for (int n = 1; n < number; ++n)
            ASSERT_TRUE(session->nextPuzzle());
        ASSERT_EQ(session->puzzle()->number, static_cast<std::size_t>(number));
        puzzles->activateWindow();
        puzzles->board()->setFocus(Qt::OtherFocusReason);
        ASSERT_TRUE(QTest::qWaitFor(
            [this] { return QApplication::focusWidget() == puzzles->board(); }, kTimeoutMs));
    }

    /// Plays `from`-`to` with the keys and waits until the answer (and any reply) is shown.
    void playKeys(const char* from, const char* to) {
        PuzzleSession* session = puzzles->session();
        ASSERT_TRUE(session->awaitsMove());
        keyToSquare(puzzles->board(), at(from));
        keyToSquare(puzzles->board(), at(to));
        ASSERT_TRUE(QTest::qWaitFor(
            [session] { return session->awaitsMove() || session->isFinished(); }, kTimeoutMs))
            << "no answer after " << from << to;
    }

    QString ratingPath() const { return data.filePath(QStringLiteral("puzzle-rating.tsv")); }

    /// The rating file as saved, once the puzzle's rating (estimated on its own thread) has
    /// come and the finished try is rated with it.
    puzzles::PuzzleRating savedRating() {
        EXPECT_TRUE(QTest::qWaitFor(
            [this] { return puzzles->session()->puzzleRating().has_value(); }, kTimeoutMs));
        Result<puzzles::PuzzleRating> read
            = puzzles::PuzzleRating::load(QFile::encodeName(ratingPath()).toStdString());
        EXPECT_TRUE(read.ok());
        return read.ok() ? std::move(read).value() : puzzles::PuzzleRating {};
    }

    QTemporaryDir data;
    std::unique_ptr<MainWindow> main;
    PuzzleWindow* puzzles = nullptr;
};

TEST_F(PuzzleWindowTest, SolvesAPychessMateInTwoWithTheKeys) {
    openPuzzle(1); // Buckle - NN, London 1840: 1. Nf6+ gxf6 2. Bxf7#
    EXPECT_EQ(puzzles->goalText(), QStringLiteral("White to play and mate in 2"));
    EXPECT_FALSE(puzzles->board()->isFlipped());
    playKeys("d5", "f6");
    EXPECT_FALSE(puzzles->session()->isFinished());
    // The file's reply is on the board, one move on from the player's.
    EXPECT_EQ(puzzles->board()->position().sideToMove(), Color::White);
    EXPECT_EQ(toUci(puzzles->session()->lastMove()), "g7f6");
    playKeys("c4", "f7");
    EXPECT_TRUE(puzzles->session()->isSolved());
    EXPECT_TRUE(puzzles->messageText().contains(QStringLiteral("Solved!")))
        << puzzles->messageText().toStdString();
    EXPECT_FALSE(puzzles->board()->isInputEnabled());

    const puzzles::PuzzleRating saved = savedRating();
    ASSERT_EQ(saved.history().size(), 1u);
    EXPECT_TRUE(saved.history().front().solved);
    EXPECT_GT(saved.rating().rating, 1500.0);
    EXPECT_EQ(saved.streak(), 1);
    EXPECT_TRUE(puzzles->ratingText().contains(
        QStringLiteral("Your puzzle rating: %1").arg(std::lround(saved.rating().rating))));
}

TEST_F(PuzzleWindowTest, AcceptsAnotherMateAndSaysSo) {
    openPuzzle(90); // 1. Nf4+ exf4 2. Qe2#, and 2. Re1# mates as well
    playKeys("d5", "f4");
    playKeys("d1", "e1");
    EXPECT_TRUE(puzzles->session()->isSolved());
    EXPECT_TRUE(puzzles->messageText().startsWith(QStringLiteral("Also mates: Re1#")))
        << puzzles->messageText().toStdString();
    EXPECT_TRUE(savedRating().history().front().solved);
}

TEST_F(PuzzleWindowTest, AWrongMoveFailsThePuzzleAndIsTakenBack) {
    openPuzzle(1);
    const Position start = puzzles->board()->position();
    playKeys("a2", "a3");
    EXPECT_TRUE(puzzles->session()->hasFailed());
    EXPECT_TRUE(puzzles->messageText().contains(QStringLiteral("not the solution")))
        << puzzles->messageText().toStdString();
    EXPECT_EQ(puzzles->board()->position().hash(), start.hash());
    EXPECT_TRUE(puzzles->retryButton()->isEnabled());
    EXPECT_TRUE(puzzles->solutionButton()->isEnabled());
    EXPECT_TRUE(puzzles->nextButton()->isEnabled());
    const puzzles::PuzzleRating saved = savedRating();
    ASSERT_EQ(saved.history().size(), 1u);
    EXPECT_FALSE(saved.history().front().solved);
    EXPECT_LT(saved.rating().rating, 1500.0);

    // Solving it after the miss counts no more.
    playKeys("d5", "f6");
    playKeys("c4", "f7");
    EXPECT_TRUE(puzzles->session()->isSolved());
    EXPECT_EQ(savedRating().history().size(), 1u);
}

TEST_F(PuzzleWindowTest, HintMarksThePieceToMove) {
    openPuzzle(1);
    puzzles->hintButton()->click();
    EXPECT_EQ(puzzles->board()->selectedSquare(), at("d5"));
}

// Buckle - NN: the second hint draws 1.Nf6+ as an arrow and a third is not offered; after the
// reply the next move has its own two hints (2.Bxf7#: the bishop, then the arrow).
TEST_F(PuzzleWindowTest, EachMoveHasTwoHintsThePieceThenTheArrow) {
    openPuzzle(1);
    BoardWidget* board = puzzles->board();
    puzzles->hintButton()->click();
    puzzles->hintButton()->click();
    EXPECT_EQ(toUci(board->hintMove()), "d5f6");
    EXPECT_FALSE(puzzles->hintButton()->isEnabled());
    // The hint selected the knight: only its target is typed, as a user would.
    PuzzleSession* session = puzzles->session();
    keyToSquare(board, at("f6"));
    ASSERT_TRUE(QTest::qWaitFor(
        [session] { return session->awaitsMove() && session->lastMove() != Move(); }, kTimeoutMs));
    EXPECT_EQ(toUci(session->lastMove()), "g7f6");
    EXPECT_TRUE(board->hintMove().isNull());
    EXPECT_TRUE(puzzles->hintButton()->isEnabled());
    puzzles->hintButton()->click();
    EXPECT_EQ(board->selectedSquare(), at("c4"));
    puzzles->hintButton()->click();
    EXPECT_EQ(toUci(board->hintMove()), "c4f7");
}

} // namespace
} // namespace rochade::gui
