// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Practice from the window: a blunder of the human side in a reviewed game against the
// computer becomes a card; Practice shows it as a puzzle; the better move, typed with the
// keyboard into the focus widget, answers it Good, and the card comes back on the day FSRS
// says, by a fake clock. The card file lives in a directory of the test's own.
#include "app/practice_actions.h"
#include "app/review_actions.h"
#include "gui_fixture.h"
#include "insight/game_review.h"
#include "manual_player.h"
#include "puzzles/puzzle_window.h"
#include "rochade/core/fen.h"
#include "rochade/training/card_deck.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace rochade::gui::test {
namespace {

using namespace std::chrono_literals;

/// A day fixed by the test: the practice's "today".
constexpr std::chrono::sys_days kDay = std::chrono::year { 2026 } / 12 / 3;

class PracticeWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(data.isValid());
        main = openWindow();
        practice = main->practiceActions();
        practice->setDeckPath(deckPath());
        practice->setClock([this] { return today; });
    }

    QString deckPath() const { return data.filePath(QStringLiteral("practice-cards.txt")); }

    training::CardDeck savedDeck() const {
        Result<training::CardDeck> deck
            = training::CardDeck::open(QFile::encodeName(deckPath()).toStdString());
        EXPECT_TRUE(deck.ok()) << (deck.ok() ? "" : deck.error().message);
        return std::move(deck).value();
    }

    /// The human plays Black against a computer that plays 1.e4 2.Qh5 3.Bc4 and mates with
    /// 4.Qxf7# after the human's 3...Nf6??; then Learn ▸ Review Game.
    void playAndReviewTheBlunder() {
        GameController* c = main->controller();
        seatManualPlayer(*c, new ManualPlayer({ "e4", "Qh5", "Bc4", "Qxf7#" }));
        main->startGame(vsComputer(ColorChoice::Black));
        for (const char* move : { "e5", "Nc6", "Nf6" }) {
            const int ply = c->game().ply();
            ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == ply + 1; }, kTimeoutMs));
            ASSERT_TRUE(c->playMoveText(QString::fromLatin1(move))) << move;
        }
        ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().isOver(); }, kTimeoutMs));
        GameReview* review = main->reviewActions()->review();
        review->setLimits(depth(6));
        QSignalSpy finished(review, &GameReview::finished);
        QAction* reviewAction = action(*main, "reviewAction");
        ASSERT_TRUE(reviewAction->isEnabled());
        reviewAction->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 4 * kTimeoutMs);
    }

    /// Learn ▸ Practice, and the board of the practice window given the keyboard.
    PuzzleWindow* openPracticeWindow() {
        action(*main, "practiceAction")->trigger();
        PuzzleWindow* window = practice->practiceWindow();
        EXPECT_NE(window, nullptr);
        if (!window) return nullptr;
        engine::SearchLimits limits;
        limits.nodes = 20000;
        window->session()->setSearchLimits(limits);
        window->session()->setReplyPause(20);
        window->activateWindow();
        window->board()->setFocus(Qt::OtherFocusReason);
        EXPECT_TRUE(QTest::qWaitFor(
            [window] { return QApplication::focusWidget() == window->board(); }, kTimeoutMs));
        return window;
    }

    /// Types `uci` with the keys into the practice board and waits for the card's answer;
    /// with `selected` the piece is selected already (the hint selects it), so only its
    /// target is typed, as a user would.
    void typeMove(PuzzleWindow* window, const std::string& uci, bool selected = false) {
        QSignalSpy answered(window->session(), &PuzzleSession::firstResult);
        const Move move = parseUciMove(window->session()->position(), uci).value();
        if (!selected) keyToSquare(window->board(), move.from());
        keyToSquare(window->board(), move.to());
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, kTimeoutMs);
    }

    QTemporaryDir data;
    std::unique_ptr<MainWindow> main;
    PracticeActions* practice = nullptr;
    std::chrono::sys_days today = kDay;
};

TEST_F(PracticeWindowTest, TheHumanSidesBlunderBecomesACard) {
    QAction* practiceAction = action(*main, "practiceAction");
    ASSERT_NE(practiceAction, nullptr);
    EXPECT_FALSE(practiceAction->isEnabled());
    QSignalSpy said(practice, &PracticeActions::statusMessage);
    playAndReviewTheBlunder();
    ASSERT_FALSE(said.isEmpty());
    EXPECT_EQ(
        said.last().at(0).toString(), QStringLiteral("One mistake added to your practice cards."));

    const training::CardDeck deck = savedDeck();
    // Black's 3...Nf6?? only: White's moves are the computer's, and none was a blunder.
    ASSERT_EQ(deck.cards().size(), 1u);
    const training::PracticeCard& card = deck.cards().front();
    EXPECT_EQ(card.played.san, "Nf6");
    EXPECT_EQ(card.side(), Color::Black);
    EXPECT_EQ(card.position, "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq -");
    EXPECT_EQ(card.added, kDay);
    EXPECT_TRUE(card.isNew());
    EXPECT_TRUE(practiceAction->isEnabled());
    EXPECT_EQ(practiceAction->text(), QStringLiteral("Pra&ctice (1 due)"));
}

TEST_F(PracticeWindowTest, TheRightMoveAnswersGoodAndTheCardComesBackOnTheFsrsDay) {
    playAndReviewTheBlunder();
    ASSERT_EQ(savedDeck().cards().size(), 1u);
    const training::PracticeCard card = savedDeck().cards().front();

    action(*main, "practiceAction")->trigger();
    PuzzleWindow* window = practice->practiceWindow();
    ASSERT_NE(window, nullptr);
    PuzzleSession* session = window->session();
    engine::SearchLimits limits;
    limits.nodes = 20000;
    session->setSearchLimits(limits);
    session->setReplyPause(20);
    ASSERT_NE(session->puzzle(), nullptr);
    EXPECT_EQ(session->puzzle()->id, card.id());
    EXPECT_EQ(training::positionKeyOfFen(toFen(session->position())), card.position);
    EXPECT_EQ(window->goalText(), QStringLiteral("Black to play: find the best move"));
    // The board turns for Black, who plays up it.
    EXPECT_TRUE(window->board()->isFlipped());

    window->activateWindow();
    window->board()->setFocus(Qt::OtherFocusReason);
    ASSERT_TRUE(QTest::qWaitFor(
        [window] { return QApplication::focusWidget() == window->board(); }, kTimeoutMs));
    QSignalSpy answered(session, &PuzzleSession::firstResult);
    const Move better = parseUciMove(session->position(), card.better.front().uci).value();
    keyToSquare(window->board(), better.from());
    keyToSquare(window->board(), better.to());
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, kTimeoutMs);
    EXPECT_TRUE(session->isSolved());

    const training::CardDeck deck = savedDeck();
    const training::PracticeCard& after = deck.cards().front();
    ASSERT_EQ(after.answers.size(), 1u);
    EXPECT_EQ(after.answers.front().recall, training::Recall::Good);
    EXPECT_EQ(after.answers.front().outcome, training::AnswerOutcome::Right);
    EXPECT_EQ(after.answers.front().day, kDay);
    EXPECT_EQ(after.answers.front().triedMove, card.better.front().uci);
    // The day FSRS-5 gives a new card answered Good: its first stability, w2 = 3.173 days,
    // rounded to 3 (the scheduler's published reference intervals are tested in
    // tests/training).
    const training::FsrsCard expected
        = training::FsrsScheduler().review(card.schedule, training::Recall::Good, kDay);
    EXPECT_EQ(expected.due, kDay + std::chrono::days { 3 });
    EXPECT_EQ(after.schedule.due, expected.due);
    EXPECT_EQ(deck.counts(kDay).due, 0u);
    EXPECT_EQ(deck.counts(kDay + std::chrono::days { 1 }).due, 0u);
    EXPECT_EQ(deck.counts(expected.due).due, 1u);
    QAction* practiceAction = action(*main, "practiceAction");
    EXPECT_FALSE(practiceAction->isEnabled());
    EXPECT_EQ(practiceAction->text(), QStringLiteral("Pra&ctice"));
    // On the FSRS day, the fake clock says, it is due again.
    practice->setClock([] { return kDay + std::chrono::days { 3 }; });
    EXPECT_EQ(practiceAction->text(), QStringLiteral("Pra&ctice (1 due)"));
}

} // namespace
} // namespace rochade::gui::test

namespace rochade::gui::test {
namespace {

TEST_F(PracticeWindowTest, RightAfterAHintIsHard) {
    playAndReviewTheBlunder();
    const training::PracticeCard card = savedDeck().cards().front();
    PuzzleWindow* window = openPracticeWindow();
    ASSERT_NE(window, nullptr);
    ASSERT_TRUE(window->hintButton()->isEnabled());
    window->hintButton()->click();
    ASSERT_TRUE(window->session()->hintUsed());
    typeMove(window, card.better.front().uci, true);
    EXPECT_TRUE(window->session()->isSolved());

    const training::PracticeCard after = savedDeck().cards().front();
    ASSERT_EQ(after.answers.size(), 1u);
    EXPECT_EQ(after.answers.front().recall, training::Recall::Hard);
    EXPECT_EQ(after.answers.front().outcome, training::AnswerOutcome::RightWithHint);
    EXPECT_EQ(after.schedule.due,
        training::FsrsScheduler().review(card.schedule, training::Recall::Hard, kDay).due);
}

TEST_F(PracticeWindowTest, AWrongMoveIsAgainAndTheCardIsDueTomorrow) {
    playAndReviewTheBlunder();
    const training::PracticeCard card = savedDeck().cards().front();
    PuzzleWindow* window = openPracticeWindow();
    ASSERT_NE(window, nullptr);
    // 3...a6?? lets Qxf7# through as well: no alternative.
    typeMove(window, "a7a6");
    EXPECT_FALSE(window->session()->isSolved());

    const training::CardDeck deck = savedDeck();
    const training::PracticeCard& after = deck.cards().front();
    ASSERT_EQ(after.answers.size(), 1u);
    EXPECT_EQ(after.answers.front().recall, training::Recall::Again);
    EXPECT_EQ(after.answers.front().outcome, training::AnswerOutcome::Wrong);
    EXPECT_EQ(after.answers.front().triedMove, "a7a6");
    // FSRS-5's first stability after Again is w0 = 0.40 days: the minimum interval, one day.
    EXPECT_EQ(after.schedule.due, kDay + std::chrono::days { 1 });
    EXPECT_EQ(deck.counts(kDay).due, 0u);
    EXPECT_EQ(deck.counts(kDay + std::chrono::days { 1 }).due, 1u);
}

} // namespace
} // namespace rochade::gui::test
