// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ These Are My Games… on a PGN file pgn-extract wrote: its games go into the library
// once (also when asked twice), into the background review's queue for the side with the
// player's name (or the side the player gives), and idle time turns their blunders into
// practice cards. A bad file says where it is bad and changes nothing. Library, queue and
// cards live in a directory of the test's own; the searches have a tiny node limit.
#include "app/background_review_actions.h"
#include "app/learn_actions.h"
#include "app/library_actions.h"
#include "app/own_games_actions.h"
#include "app/practice_actions.h"
#include "library/library_service.h"
#include "library_review_fixture.h"
#include "rochade/library/library.h"

#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <algorithm>
#include <map>

namespace rochade::gui::test {
namespace {

constexpr std::chrono::sys_days kOwnGamesDay = std::chrono::year { 2026 } / 12 / 3;

/// Three games of a club's evening, as a person would type them: in the first the player
/// (Black, "Doe, Jane") blunders 3...Nf6?? into mate, in the second (White, "Jane Doe") 2.g4??
/// allows mate; the third does not name her.
constexpr const char* kClubGames = R"pgn([Event "Club evening"]
[Site "Brno"]
[Date "2026.11.02"]
[Round "1"]
[White "Bob Smith"]
[Black "Doe, Jane"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club evening"]
[Site "Brno"]
[Date "2026.11.02"]
[Round "2"]
[White "Jane Doe"]
[Black "Carl Novak"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Blitz"]
[Site "Brno"]
[Date "2026.11.03"]
[Round "3"]
[White "Anna"]
[Black "Boris"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 1/2-1/2
)pgn";

class OwnGamesTest : public LibraryReviewFixture {
protected:
    void SetUp() override {
        ASSERT_TRUE(data.isValid());
        FilePrompts prompts;
        prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
        prompts.chooseGame = [](GameListModel&) { return 0; };
        openWindowWithLibrary(prompts);
        if (HasFatalFailure()) return;
        review = main->backgroundReviewActions();
        // No review until the test has looked at the queue: idle means an hour here.
        review->setIdleDelay(std::chrono::hours(1));
        review->setClock([] { return kOwnGamesDay; });
        review->review()->setLimits(nodeLimit(3000));
        review->setSidePrompt([this](int games) -> std::optional<Color> {
            sideQuestions.push_back(games);
            return Color::Black;
        });
        main->practiceActions()->setClock([] { return kOwnGamesDay; });
        main->enableBackgroundReview({ libraryPath(), queuePath(), deckPath() });
        ownGames = main->ownGamesActions();
        OwnGamesPrompts ownPrompts;
        ownPrompts.chooseFile = [this] { return chosenFile; };
        ownPrompts.showError = [this](const QString&, const QString& text) { errors << text; };
        ownGames->setPrompts(ownPrompts);
        LearnActions::setYourName(QStringLiteral("jane doe"));
    }

    /// `text` written by pgn-extract (its own layout: a PlyCount tag, lines wrapped at 40
    /// columns) to `name` in the test's directory.
    QString writtenByPgnExtract(const char* text, const QString& name) const {
        const QString source = data.filePath(QStringLiteral("typed.pgn"));
        QFile file(source);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const QString out = data.filePath(name);
        QProcess tool;
        tool.start(QStringLiteral("/usr/games/pgn-extract"),
            { QStringLiteral("--plycount"), QStringLiteral("-w40"), source, QStringLiteral("-o"),
                out });
        EXPECT_TRUE(tool.waitForFinished(10000));
        EXPECT_EQ(tool.exitCode(), 0) << tool.readAllStandardError().toStdString();
        return out;
    }

    /// Learn ▸ These Are My Games…, chosen from the menu, and its last word awaited.
    void chooseTheMenuEntry() {
        QAction* entry = action(*main, "ownGamesAction");
        ASSERT_NE(entry, nullptr);
        const auto* learn = main->menuBar()->findChild<QMenu*>(QStringLiteral("learnMenu"));
        ASSERT_NE(learn, nullptr);
        ASSERT_TRUE(learn->actions().contains(entry));
        ASSERT_TRUE(entry->isEnabled());
        entry->trigger();
        ASSERT_TRUE(workerWaitUntil([this] { return !ownGames->isBusy(); }));
    }

    /// The status line once it says how many games were queued.
    QString awaitQueuedWord() {
        EXPECT_TRUE(workerWaitUntil([this] {
            return main->statusText().contains(QStringLiteral("queued"));
        })) << main->statusText().toStdString();
        return main->statusText();
    }

    /// The library as another connection reads it: every game's row.
    std::vector<library::GameRow> libraryRows() const {
        auto opened = library::Library::open(QFile::encodeName(libraryPath()).toStdString());
        EXPECT_TRUE(opened.ok());
        if (!opened.ok()) return {};
        return opened.value()->games({}, library::GameOrder::Id, 0, 1000);
    }

    BackgroundReviewActions* review = nullptr;
    OwnGamesActions* ownGames = nullptr;
    QString chosenFile;
    QStringList errors;
    std::vector<int> sideQuestions;
};

TEST_F(OwnGamesTest, TheOpenFilesGamesEnterTheLibraryOnceAndTheirBlundersBecomeCards) {
    const QString path = writtenByPgnExtract(kClubGames, QStringLiteral("club.pgn"));
    ASSERT_TRUE(main->openPgnFile(path));
    ASSERT_EQ(main->document().path, path);

    chooseTheMenuEntry();
    const QString said = awaitQueuedWord();
    EXPECT_TRUE(said.contains(QStringLiteral("3 new game(s) from club.pgn added to your library")))
        << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("3 game(s) queued for review"))) << said.toStdString();
    EXPECT_TRUE(errors.isEmpty()) << errors.join(u'\n').toStdString();
    // One question, for the one game without her name.
    EXPECT_EQ(sideQuestions, std::vector<int> { 1 });

    const std::vector<library::GameRow> rows = libraryRows();
    ASSERT_EQ(rows.size(), 3u);
    const auto idOfRound = [&rows](const char* round) {
        const auto row = std::find_if(rows.begin(), rows.end(),
            [round](const library::GameRow& r) { return r.round == round; });
        return row == rows.end() ? library::GameId { 0 } : row->id;
    };
    const auto sideOf = [](const training::ReviewQueue& queue, library::GameId id) {
        for (const training::QueuedGame& game : queue.games())
            if (game.libraryGameId == id) return std::optional(game.side);
        return std::optional<training::ReviewSide> {};
    };
    {
        const training::ReviewQueue queue = savedQueue();
        ASSERT_EQ(queue.games().size(), 3u);
        EXPECT_EQ(sideOf(queue, idOfRound("1")), training::ReviewSide::Black); // "Doe, Jane"
        EXPECT_EQ(sideOf(queue, idOfRound("2")), training::ReviewSide::White); // "Jane Doe"
        EXPECT_EQ(sideOf(queue, idOfRound("3")), training::ReviewSide::Black); // as answered
    }

    // Asked again: nothing new in the library, nothing queued twice.
    chooseTheMenuEntry();
    const QString again = awaitQueuedWord();
    EXPECT_TRUE(
        again.contains(QStringLiteral("The games of club.pgn were in your library already")))
        << again.toStdString();
    EXPECT_TRUE(again.contains(QStringLiteral("3 game(s) queued before"))) << again.toStdString();
    EXPECT_EQ(libraryRows().size(), 3u);
    EXPECT_EQ(savedQueue().games().size(), 3u);

    // Left alone, the review goes through the three games.
    QSignalSpy reviewed(review->review(), &BackgroundReview::gameReviewed);
    review->setIdleDelay(std::chrono::milliseconds(30));
    ASSERT_TRUE(workerWaitUntil([&] { return reviewed.count() == 3; }));
    const training::CardDeck deck = savedDeck();
    const auto cardOf = [&deck](const std::string& uci) -> const training::PracticeCard* {
        for (const training::PracticeCard& card : deck.cards())
            if (card.played.uci == uci) return &card;
        return nullptr;
    };
    // 3...Nf6?? of the first game, Black's, from the library's game at ply 6.
    const training::PracticeCard* nf6 = cardOf("g8f6");
    ASSERT_NE(nf6, nullptr);
    EXPECT_EQ(nf6->position,
        training::positionKeyOfFen(
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"));
    ASSERT_EQ(nf6->sources.size(), 1u);
    EXPECT_EQ(nf6->sources.front().kind, training::CardSource::Kind::Library);
    EXPECT_EQ(nf6->sources.front().libraryGameId, idOfRound("1"));
    EXPECT_EQ(nf6->sources.front().ply, 6);
    EXPECT_EQ(nf6->sources.front().black, "Doe, Jane");
    // 2.g4?? of the second, White's, at ply 3.
    const training::PracticeCard* g4 = cardOf("g2g4");
    ASSERT_NE(g4, nullptr);
    EXPECT_EQ(g4->sources.front().libraryGameId, idOfRound("2"));
    EXPECT_EQ(g4->sources.front().ply, 3);
    // Only her moves: no card of White's in the first game, nor of Black's in the second.
    const std::map<library::GameId, Color> herSide { { idOfRound("1"), Color::Black },
        { idOfRound("2"), Color::White }, { idOfRound("3"), Color::Black } };
    for (const training::PracticeCard& card : deck.cards())
        for (const training::CardSource& source : card.sources) {
            EXPECT_EQ(card.side(), herSide.at(source.libraryGameId)) << card.played.uci;
        }
}

TEST_F(OwnGamesTest, ABadFileSaysWhereAndChangesNothing) {
    // A good game, then one with an illegal move (2.Ke3: the king is two squares away): the
    // whole file is refused, the good game too.
    const QString bad = data.filePath(QStringLiteral("bad.pgn"));
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[Event \"Good\"]\n[White \"Jane Doe\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
               "1. d4 d5 *\n\n"
               "[Event \"Bad\"]\n[White \"Jane Doe\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
               "1. e4 e5 2. Ke3 *\n");
    file.close();
    // No PGN file is open (a new game): the file is chosen.
    ASSERT_FALSE(main->document().hasFile());
    chosenFile = bad;
    chooseTheMenuEntry();
    ASSERT_EQ(errors.size(), 1);
    // Line 13, column 13: the K of 2. Ke3, the move pgn-extract refuses too.
    EXPECT_TRUE(errors.front().contains(QStringLiteral("bad.pgn cannot be added")))
        << errors.front().toStdString();
    EXPECT_TRUE(errors.front().contains(QStringLiteral("Line 13, column 13")))
        << errors.front().toStdString();
    EXPECT_EQ(main->statusText(), errors.front());
    EXPECT_TRUE(libraryRows().empty());
    EXPECT_FALSE(QFile::exists(queuePath()));

    // A file without a game, and one that is not there: said, nothing changed.
    const QString empty = data.filePath(QStringLiteral("empty.pgn"));
    QFile emptyFile(empty);
    ASSERT_TRUE(emptyFile.open(QIODevice::WriteOnly));
    emptyFile.write("{ just a comment }\n");
    emptyFile.close();
    chosenFile = empty;
    chooseTheMenuEntry();
    ASSERT_EQ(errors.size(), 2);
    EXPECT_TRUE(errors.back().contains(QStringLiteral("empty.pgn holds no games")))
        << errors.back().toStdString();
    chosenFile = data.filePath(QStringLiteral("missing.pgn"));
    chooseTheMenuEntry();
    ASSERT_EQ(errors.size(), 3);
    EXPECT_TRUE(errors.back().contains(QStringLiteral("cannot be opened")))
        << errors.back().toStdString();
    EXPECT_TRUE(libraryRows().empty());
    EXPECT_FALSE(QFile::exists(queuePath()));
    EXPECT_TRUE(sideQuestions.empty());
}

} // namespace
} // namespace rochade::gui::test
