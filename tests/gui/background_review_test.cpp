// SPDX-License-Identifier: GPL-3.0-or-later
// The background review in the window: a game of the library played here against the
// computer is reviewed when the player is idle and its blunder becomes a practice card with a
// library source; input pauses it, Cancel stops it, a restart does not review it again, and
// the card's source link opens the game at the mistake. Library, queue and cards live in a
// directory of the test's own; the searches have a tiny node limit.
#include "app/background_review_actions.h"
#include "app/learn_actions.h"
#include "app/practice_actions.h"
#include "library_review_fixture.h"
#include "puzzles/puzzle_window.h"
#include "rochade/core/fen.h"
#include "rochade/library/library.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace rochade::gui::test {
namespace {

constexpr std::chrono::sys_days kReviewDay = std::chrono::year { 2026 } / 12 / 3;

/// A game played in Rochade against the computer (the tags the window writes), in which the
/// human, Black, blunders 3...Nf6?? and is mated by 4.Qxf7#.
constexpr const char* kPlayedHere = R"pgn([Event "Rochade game"]
[Site "?"]
[Date "2026.12.01"]
[Round "-"]
[White "Rochade (Easy)"]
[Black "Ann Example"]
[Result "1-0"]
[Mode "VsComputer"]
[HumanColor "Black"]
[Level "Easy"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
)pgn";

/// The same moves between two people, neither of them the player (no Mode tag).
constexpr const char* kSomeoneElses = R"pgn([Event "Club"]
[Site "?"]
[Date "2026.11.20"]
[Round "1"]
[White "Bob"]
[Black "Carl"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
)pgn";

class BackgroundReviewTest : public LibraryReviewFixture {
protected:
    void SetUp() override {
        ASSERT_TRUE(data.isValid());
        // The library holds the games before the window opens it, as after an earlier session.
        auto opened = library::Library::open(libraryPath().toStdString());
        ASSERT_TRUE(opened.ok());
        for (const char* pgn : { kPlayedHere, kSomeoneElses }) {
            PgnParseResult read = parsePgn(pgn);
            ASSERT_TRUE(read.ok() && read.games.size() == 1);
            auto id = opened.value()->addGame(read.games.front());
            ASSERT_TRUE(id.ok());
            ids.push_back(id.value());
        }
        openMainWindow();
    }

    void openMainWindow() {
        FilePrompts prompts;
        prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
        openWindowWithLibrary(prompts);
        if (HasFatalFailure()) return;
        actions = main->backgroundReviewActions();
        actions->setIdleDelay(std::chrono::milliseconds(30));
        actions->setClock([] { return kReviewDay; });
        actions->review()->setLimits(nodeLimit(3000));
        main->practiceActions()->setClock([] { return kReviewDay; });
        main->enableBackgroundReview({ libraryPath(), queuePath(), deckPath() });
    }

    /// The game played here queued (as the window queues a game when the library adds it),
    /// and its review awaited while nobody touches anything.
    void reviewTheGamePlayedHere() {
        QSignalSpy reviewed(actions->review(), &BackgroundReview::gameReviewed);
        actions->onLibraryGameAdded(ids[0]);
        ASSERT_TRUE(workerWaitUntil([&] { return reviewed.count() == 1; }));
        EXPECT_EQ(reviewed.at(0).at(0).value<library::GameId>(), ids[0]);
        EXPECT_EQ(reviewed.at(0).at(1).toInt(), 1);
    }

    std::vector<library::GameId> ids;
    BackgroundReviewActions* actions = nullptr;
};

TEST_F(BackgroundReviewTest, IdleTimeReviewsTheGameAndItsBlunderBecomesACardFromTheLibrary) {
    reviewTheGamePlayedHere();
    const training::CardDeck deck = savedDeck();
    ASSERT_EQ(deck.cards().size(), 1u);
    const training::PracticeCard& card = deck.cards().front();
    // 3...Nf6?? in the position after 3.Bc4: Black to move, the human's side.
    EXPECT_EQ(card.position,
        training::positionKeyOfFen(
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"));
    EXPECT_EQ(card.played.uci, "g8f6");
    ASSERT_EQ(card.sources.size(), 1u);
    const training::CardSource& source = card.sources.front();
    EXPECT_EQ(source.kind, training::CardSource::Kind::Library);
    EXPECT_EQ(source.libraryGameId, ids[0]);
    EXPECT_EQ(source.ply, 6);
    EXPECT_EQ(source.black, "Ann Example");
    EXPECT_EQ(source.date, "2026.12.01");
    EXPECT_EQ(card.added, kReviewDay);
    ASSERT_EQ(savedQueue().games().size(), 1u);
    EXPECT_EQ(savedQueue().games().front().state, training::ReviewState::Reviewed);
    // The game menu's count follows the file the worker wrote.
    EXPECT_TRUE(action(*main, "practiceAction")->isEnabled());
}

TEST_F(BackgroundReviewTest, AGameNotPlayedHereAndNotMarkedIsSkipped) {
    QSignalSpy done(actions->review(), &BackgroundReview::allDone);
    actions->onLibraryGameAdded(ids[1]);
    ASSERT_TRUE(workerWaitUntil([&] { return done.count() == 1; }));
    EXPECT_TRUE(savedDeck().cards().empty());
    EXPECT_EQ(savedQueue().games().front().state, training::ReviewState::Skipped);
}

TEST_F(BackgroundReviewTest, UserInputPausesTheReviewAndIdleTimeResumesIt) {
    // Searches long enough to be caught in the middle.
    actions->review()->setLimits(nodeLimit(500'000'000));
    QSignalSpy paused(actions->review(), &BackgroundReview::paused);
    actions->onLibraryGameAdded(ids[0]);
    ASSERT_TRUE(workerWaitUntil([&] { return actions->review()->isRunning(); }));
    ASSERT_TRUE(workerWaitUntil([&] { return actions->progressLabel()->isVisible(); }));
    EXPECT_TRUE(actions->progressLabel()->text().contains(QStringLiteral("1 of 1")));
    // An idle delay long enough that the pause is still there when it is looked at, even on a
    // loaded machine (with 30 ms the review had once resumed within the same wait).
    actions->setIdleDelay(std::chrono::milliseconds(1000));
    QTest::keyClick(
        QApplication::focusWidget() ? QApplication::focusWidget() : main.get(), Qt::Key_Shift);
    ASSERT_TRUE(workerWaitUntil([&] { return paused.count() == 1; }));
    EXPECT_FALSE(actions->review()->isRunning());
    // Nothing touched since: after the idle delay it goes on.
    ASSERT_TRUE(workerWaitUntil([&] { return actions->review()->isRunning(); }));
    EXPECT_TRUE(savedDeck().cards().empty());
}

TEST_F(BackgroundReviewTest, ACallFromTheForegroundPausesAtOnce) {
    actions->review()->setLimits(nodeLimit(500'000'000));
    bool busy = false;
    actions->setForegroundBusy([&busy] { return busy; });
    QSignalSpy paused(actions->review(), &BackgroundReview::paused);
    actions->onLibraryGameAdded(ids[0]);
    ASSERT_TRUE(workerWaitUntil([&] { return actions->review()->isRunning(); }));
    busy = true;
    ASSERT_TRUE(workerWaitUntil([&] { return paused.count() == 1; }));
    // While the window searches, idle time does not start it again.
    QTest::qWait(200);
    EXPECT_FALSE(actions->review()->isRunning());
    busy = false;
    ASSERT_TRUE(workerWaitUntil([&] { return actions->review()->isRunning(); }));
}

TEST_F(BackgroundReviewTest, CancelStopsTheReview) {
    actions->review()->setLimits(nodeLimit(500'000'000));
    QSignalSpy paused(actions->review(), &BackgroundReview::paused);
    actions->onLibraryGameAdded(ids[0]);
    ASSERT_TRUE(workerWaitUntil([&] { return actions->progressLabel()->isVisible(); }));
    // The status bar's "Cancel" link, as a click on it reports it.
    emit actions->progressLabel()->linkActivated(QStringLiteral("cancel"));
    ASSERT_TRUE(workerWaitUntil([&] { return paused.count() == 1; }));
    EXPECT_FALSE(actions->progressLabel()->isVisible());
    QTest::qWait(300); // ten idle delays
    EXPECT_FALSE(actions->review()->isRunning());
    EXPECT_EQ(savedQueue().games().front().state, training::ReviewState::Queued);
}

TEST_F(BackgroundReviewTest, AReviewedGameIsNotReviewedAgainAfterARestart) {
    reviewTheGamePlayedHere();
    const std::string cardsBefore = savedDeck().cards().front().id();
    main.reset();

    openMainWindow();
    QSignalSpy reviewed(actions->review(), &BackgroundReview::gameReviewed);
    QSignalSpy done(actions->review(), &BackgroundReview::allDone);
    QSignalSpy enqueued(actions->review(), &BackgroundReview::enqueued);
    actions->onLibraryGameAdded(ids[0]);
    ASSERT_TRUE(workerWaitUntil([&] { return enqueued.count() == 1; }));
    EXPECT_EQ(enqueued.at(0).at(0).toInt(), 0);
    ASSERT_TRUE(workerWaitUntil([&] { return done.count() == 1; }));
    EXPECT_EQ(reviewed.count(), 0);
    ASSERT_EQ(savedDeck().cards().size(), 1u);
    EXPECT_EQ(savedDeck().cards().front().id(), cardsBefore);
    EXPECT_TRUE(savedDeck().cards().front().answers.empty());
}

TEST_F(BackgroundReviewTest, MarkedGamesAreQueuedForTheSideWithThePlayersName) {
    // Preferences ▸ Your name, the one name Learn from This Game uses too.
    LearnActions::setYourName(QStringLiteral("carl"));
    QSignalSpy reviewed(actions->review(), &BackgroundReview::gameReviewed);
    library::GameRow row;
    row.id = ids[1];
    row.white = "Bob";
    row.black = "Carl";
    actions->markGamesAsMine({ row });
    ASSERT_TRUE(workerWaitUntil([&] { return reviewed.count() == 1; }));
    EXPECT_EQ(savedQueue().games().front().side, training::ReviewSide::Black);
    ASSERT_EQ(savedDeck().cards().size(), 1u);
    EXPECT_EQ(savedDeck().cards().front().sources.front().black, "Carl");
}

TEST_F(BackgroundReviewTest, TheCardsSourceLinkOpensTheGameAtTheMistake) {
    reviewTheGamePlayedHere();
    action(*main, "practiceAction")->trigger();
    PuzzleWindow* window = main->practiceActions()->practiceWindow();
    ASSERT_NE(window, nullptr);
    QLabel* source = window->sourceLabel();
    ASSERT_TRUE(source->isVisible());
    EXPECT_TRUE(
        source->text().contains(QStringLiteral("Rochade (Easy) – Ann Example, 2026.12.01, move 3")))
        << source->text().toStdString();
    emit source->linkActivated(QStringLiteral("source"));
    GameController* c = main->controller();
    ASSERT_TRUE(workerWaitUntil([c] { return c->game().mainLine().size() == 7; }));
    // Shown at ply 6: after 3...Nf6, White to move.
    EXPECT_EQ(toFen(c->displayedPosition()),
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    EXPECT_EQ(c->playerName(Color::Black), QStringLiteral("Ann Example"));
}

} // namespace
} // namespace rochade::gui::test
