// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Learn from This Game: an opened game, reviewed as a review writes its record, whose
// Black tag is the player's name in Preferences (written the other way round); the steps
// follow Black's mistakes in the order played; the hint in two steps; the better move typed
// with the keys into the focus widget is right, and moves the practice card of the same
// mistake; without the name the player is asked for the side. No engine review runs: the
// record is built as a review writes it.
#include "app/learn_actions.h"
#include "app/practice_actions.h"
#include "app/review_actions.h"
#include "gui_fixture.h"
#include "insight/game_review.h"
#include "manual_player.h"
#include "puzzles/puzzle_window.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/reviewed_game.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>

namespace rochade::gui::test {
namespace {

constexpr std::chrono::sys_days kLearnDay = std::chrono::year { 2026 } / 12 / 3;

/// Damiano's defence as a review writes it: %eval on every move, Black's 2...f6? (2...Nc6 was
/// best, its line as a variation) and 3...fxe5?? (3...Qe7), White's 4.Bc4? (4.Qh5+).
const char* const kReviewedGame = R"([Event "Club evening"]
[Site "?"]
[Date "2026.11.30"]
[Round "1"]
[White "Other, Player"]
[Black "Carlsen, Magnus"]
[Result "*"]

1. e4 {[%eval 0.30]} 1... e5 {[%eval 0.25]} 2. Nf3 {[%eval 0.30]} 2... f6 $2
{[%eval 1.10] Mistake. Nc6 was best.} (2... Nc6 3. Bb5 a6) 3. Nxe5 {[%eval 1.20]}
3... fxe5 $4 {[%eval 4.50] Blunder. Qe7 was best.} 4. Bc4 $2
{[%eval 1.50] Mistake. Qh5+ was best.} 4... Nc6 {[%eval 1.60]} *
)";

/// After 1.e4 e5 2.Nf3 and after 3.Nxe5, Black to move.
constexpr const char* kBeforeF6 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -";
constexpr const char* kBeforeFxe5 = "rnbqkbnr/pppp2pp/5p2/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq -";

class LearnWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(data.isValid());
        main = openWindow();
        learn = main->learnActions();
        ASSERT_NE(learn, nullptr);
        main->practiceActions()->setDeckPath(deckPath());
        main->practiceActions()->setClock([] { return kLearnDay; });
        engine::SearchLimits limits;
        limits.nodes = 20000;
        learn->setSearchLimits(limits);
        // Asked only where a test says so.
        learn->setSideQuestion([this]() -> std::optional<Color> {
            ++questions;
            return answer;
        });
    }

    void TearDown() override { LearnActions::setYourName({}); }

    QString deckPath() const { return data.filePath(QStringLiteral("practice-cards.txt")); }

    void openReviewedGame() {
        const QString path = data.filePath(QStringLiteral("reviewed.pgn"));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(kReviewedGame);
        file.close();
        ASSERT_TRUE(main->openPgnFile(path));
    }

    /// Learn from This Game, and the learn window's board given the keyboard.
    PuzzleWindow* startLearning() {
        QAction* learnAction = action(*main, "learnAction");
        EXPECT_TRUE(learnAction && learnAction->isEnabled());
        if (!learnAction) return nullptr;
        learnAction->trigger();
        PuzzleWindow* window = learn->learnWindow();
        if (!window) return nullptr;
        window->session()->setReplyPause(20);
        window->activateWindow();
        window->board()->setFocus(Qt::OtherFocusReason);
        EXPECT_TRUE(QTest::qWaitFor(
            [window] { return QApplication::focusWidget() == window->board(); }, kTimeoutMs));
        return window;
    }

    static std::string positionKey(const PuzzleWindow* window) {
        return training::positionKeyOfFen(toFen(window->session()->position()));
    }

    QTemporaryDir data;
    std::unique_ptr<MainWindow> main;
    LearnActions* learn = nullptr;
    int questions = 0;
    std::optional<Color> answer;
};

TEST_F(LearnWindowTest, TheBlackTagMatchingYourNameStepsThroughBlacksMistakesInOrder) {
    QAction* learnAction = action(*main, "learnAction");
    ASSERT_NE(learnAction, nullptr);
    EXPECT_FALSE(learnAction->isEnabled()) << "no review yet";
    LearnActions::setYourName(QStringLiteral("magnus carlsen"));
    openReviewedGame();
    EXPECT_TRUE(learnAction->isEnabled());
    EXPECT_TRUE(
        main->findChild<QToolButton*>(QStringLiteral("learnOffer"))->isVisibleTo(main.get()));
    ASSERT_EQ(learn->knownSide(), Color::Black);

    PuzzleWindow* window = startLearning();
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(questions, 0);
    EXPECT_EQ(window->session()->listSize(), 2u) << "Black's two, not White's 4.Bc4?";
    EXPECT_EQ(positionKey(window), kBeforeF6);
    EXPECT_TRUE(window->titleText().startsWith(QStringLiteral("Mistake 1 of 2\n")));
    EXPECT_TRUE(window->titleText().endsWith(QStringLiteral("Find a better move than f6?")));
    EXPECT_TRUE(window->board()->isFlipped());
    EXPECT_EQ(window->solutionButton()->text(), QStringLiteral("Show &Me"));

    window->nextButton()->click();
    EXPECT_EQ(positionKey(window), kBeforeFxe5);
    EXPECT_TRUE(window->titleText().startsWith(QStringLiteral("Mistake 2 of 2\n")));
    EXPECT_TRUE(window->titleText().endsWith(QStringLiteral("Find a better move than fxe5??")));
    EXPECT_FALSE(window->session()->nextPuzzle());
    EXPECT_EQ(window->messageText(), QStringLiteral("That was the last mistake of this game."));
}

TEST_F(LearnWindowTest, TheFirstHintMarksThePieceAndTheSecondDrawsTheArrow) {
    LearnActions::setYourName(QStringLiteral("Magnus Carlsen"));
    openReviewedGame();
    PuzzleWindow* window = startLearning();
    ASSERT_NE(window, nullptr);
    const Move nc6 = parseUciMove(window->session()->position(), "b8c6").value();
    BoardWidget* board = window->board();
    EXPECT_TRUE(board->hintMove().isNull());

    window->hintButton()->click();
    EXPECT_EQ(board->selectedSquare(), at("b8"));
    EXPECT_TRUE(board->hintMove().isNull()) << "the piece first, not the move";
    EXPECT_TRUE(window->hintButton()->isEnabled());

    window->hintButton()->click();
    EXPECT_EQ(board->hintMove(), nc6);
    EXPECT_EQ(window->session()->hintsGiven(), 2);
    EXPECT_FALSE(window->hintButton()->isEnabled()) << "two steps, no third";

    // 2...Qg5?? loses the queen to Nxg5: wrong, taken back, and the arrow is drawn again.
    QSignalSpy answered(window->session(), &PuzzleSession::firstResult);
    keyToSquare(board, at("d8"));
    keyToSquare(board, at("g5"));
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, kTimeoutMs);
    EXPECT_FALSE(answered.first().at(0).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(window->session()->awaitsMove(), kTimeoutMs);
    EXPECT_EQ(positionKey(window), kBeforeF6);
    EXPECT_EQ(board->hintMove(), nc6);
}

TEST_F(LearnWindowTest, TheBetterMoveTypedIsRightAndMovesTheMatchingPracticeCard) {
    // The deck holds the card of 2...f6? (as a review of a game against the computer adds it).
    const PgnParseResult parsed = parsePgn(kReviewedGame);
    ASSERT_TRUE(parsed.ok());
    training::ReviewedGameCards found
        = training::cardsFromReviewedGame(parsed.games[0], "Carlsen, Magnus", {});
    ASSERT_EQ(found.cards.size(), 2u);
    found.cards.resize(1);
    const std::string id = found.cards[0].id();
    {
        training::CardDeck deck
            = training::CardDeck::open(QFile::encodeName(deckPath()).toStdString()).value();
        deck.add(std::move(found.cards), kLearnDay);
        ASSERT_TRUE(deck.save().ok());
    }

    LearnActions::setYourName(QStringLiteral("Magnus Carlsen"));
    openReviewedGame();
    PuzzleWindow* window = startLearning();
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(window->session()->puzzle()->id, id);
    QSignalSpy answered(window->session(), &PuzzleSession::firstResult);
    keyToSquare(window->board(), at("b8"));
    keyToSquare(window->board(), at("c6"));
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, kTimeoutMs);
    EXPECT_TRUE(answered.first().at(0).toBool());
    EXPECT_TRUE(window->session()->isSolved());

    const training::CardDeck deck
        = training::CardDeck::open(QFile::encodeName(deckPath()).toStdString()).value();
    const training::PracticeCard* card = deck.find(id);
    ASSERT_NE(card, nullptr);
    ASSERT_EQ(card->answers.size(), 1u);
    EXPECT_EQ(card->answers.front().outcome, training::AnswerOutcome::Right);
    EXPECT_EQ(card->answers.front().triedMove, "b8c6");

    // Show Me plays the best line the review gave (the variation), not the one move alone.
    window->solutionButton()->click();
    EXPECT_EQ(window->messageText(), QStringLiteral("Solution: 2... Nc6 3. Bb5 a6"));
}

TEST_F(LearnWindowTest, WithoutYourNameThePlayerIsAskedForTheSide) {
    openReviewedGame();
    EXPECT_EQ(learn->knownSide(), std::nullopt);
    answer = Color::White;
    PuzzleWindow* window = startLearning();
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(questions, 1);
    EXPECT_EQ(window->session()->listSize(), 1u);
    EXPECT_TRUE(window->titleText().endsWith(QStringLiteral("Find a better move than Bc4?")));
    EXPECT_FALSE(window->board()->isFlipped());
}

// The whole way once, with the window's own review (the other tests build the record): the
// human plays Black against a scripted computer, blunders 3...Nf6?? into Qxf7#, Review Game
// runs; the status line offers Learn, and the side is the human's without a question.
TEST_F(LearnWindowTest, AGameAgainstTheComputerReviewedInTheWindowIsLearnedFrom) {
    GameController* c = main->controller();
    seatManualPlayer(*c, new ManualPlayer({ "e4", "Qh5", "Bc4", "Qxf7#" }));
    main->startGame(vsComputer(ColorChoice::Black));
    for (const char* move : { "e5", "Nc6", "Nf6" }) {
        const int ply = c->game().ply();
        ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == ply + 1; }, kTimeoutMs));
        ASSERT_TRUE(c->playMoveText(QString::fromLatin1(move))) << move;
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().isOver(); }, kTimeoutMs));
    QAction* learnAction = action(*main, "learnAction");
    EXPECT_FALSE(learnAction->isEnabled());
    GameReview* review = main->reviewActions()->review();
    review->setLimits(depth(6));
    QSignalSpy finished(review, &GameReview::finished);
    action(*main, "reviewAction")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 4 * kTimeoutMs);
    EXPECT_TRUE(learnAction->isEnabled());
    EXPECT_TRUE(
        main->findChild<QToolButton*>(QStringLiteral("learnOffer"))->isVisibleTo(main.get()));

    PuzzleWindow* window = startLearning();
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(questions, 0);
    EXPECT_EQ(window->session()->listSize(), 1u);
    EXPECT_EQ(positionKey(window), "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq -");
    EXPECT_TRUE(window->titleText().endsWith(QStringLiteral("Find a better move than Nf6??")));
}

} // namespace
} // namespace rochade::gui::test
