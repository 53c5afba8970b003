// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the game chooser and the streamed list of a file's games: pychess's lichess studies
// (chapters without players) and collections listed as the files say, every listed game read
// back from its place, a file with a bad game, sorting and the filter, cancel while reading,
// and the list kept only while the game on the board belongs to its file.
#include "app/main_window.h"
#include "dialogs/game_chooser_dialog.h"
#include "files/game_list_filter.h"
#include "files/game_list_model.h"
#include "game/game_controller.h"

#include "records_fixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDirIterator>
#include <QHeaderView>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

const QString kPychessLearn = QStringLiteral("/usr/share/pychess/learn");
const QString kStudy = kPychessLearn
    + QStringLiteral("/lessons/lichess_study_beautiful-chess-studies-1_by_thijscom_2018.03.05.pgn");
const QString kMateInTwo = kPychessLearn + QStringLiteral("/puzzles/mate_in_2.pgn");

/// The fixture's file helpers by names of their own: another test file of the same unity
/// batch has a readFile() and writeFile() of its own.
QByteArray chooserFileBytes(const QString& path) {
    return rochade::gui::test::readFile(path);
}

bool writeChooserFile(const QString& path, const QByteArray& bytes) {
    return rochade::gui::test::writeFile(path, bytes);
}

/// Waits until `games` has read its whole file.
void waitForTheList(GameListModel& games) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return !games.isReading(); }, kTimeoutMs));
}

/// The values of the tag `name` in the file's text, game after game, found by a pattern on
/// the lines (not by the PGN reader): what the file says.
QStringList tagLines(const QByteArray& bytes, const QString& name) {
    QStringList values;
    const QRegularExpression line(
        QStringLiteral("^\\[%1 \"(.*)\"\\]\\s*$").arg(name), QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromUtf8(bytes)); it.hasNext();)
        values << it.next().captured(1);
    return values;
}

/// How many games of the file `bytes` hold `word` (ignoring case) in a tag the list shows:
/// the games cut at their Event tags, the tags found by a pattern.
int gamesWithWordInTags(const QByteArray& bytes, const QString& word) {
    const QRegularExpression tag(
        QStringLiteral("^\\[(White|Black|Event|Site|Date|Round|ECO|Opening) \"(.*)\"\\]\\s*$"),
        QRegularExpression::MultilineOption);
    int count = 0;
    for (const QString& game : QString::fromUtf8(bytes).split(QStringLiteral("[Event "))) {
        const QString withEvent = QStringLiteral("[Event ") + game;
        for (auto it = tag.globalMatch(withEvent); it.hasNext();) {
            if (it.next().captured(2).contains(word, Qt::CaseInsensitive)) {
                ++count;
                break;
            }
        }
    }
    return count;
}

/// A file of `copies` times the games of mate_in_2.pgn, each copy's Event numbered.
QByteArray repeatedGames(int copies) {
    const QByteArray games = chooserFileBytes(kMateInTwo);
    QByteArray out;
    out.reserve(games.size() * copies);
    for (int i = 0; i < copies; ++i)
        out += QByteArray(games).replace(
            "[Event \"?\"]", "[Event \"Copy " + QByteArray::number(i) + "\"]");
    return out;
}

} // namespace

TEST(GameList, AStudyWithoutPlayersListsEachChapterByItsEventAndFirstMoves) {
    // A lichess study of 64 chapters: no White or Black tag anywhere.
    const QByteArray bytes = chooserFileBytes(kStudy);
    ASSERT_FALSE(bytes.isEmpty()) << "pychess is missing";
    const QStringList events = tagLines(bytes, QStringLiteral("Event"));
    ASSERT_EQ(events.size(), 64);
    ASSERT_TRUE(tagLines(bytes, QStringLiteral("White")).isEmpty());

    GameListModel games;
    QAbstractItemModelTester tester(&games);
    ASSERT_TRUE(games.read(kStudy));
    waitForTheList(games);
    ASSERT_EQ(games.gameCount(), 64);
    EXPECT_TRUE(games.errors().empty());
    QSet<QString> summaries;
    for (int i = 0; i < games.gameCount(); ++i) {
        EXPECT_EQ(games.data(games.index(i, GameColumn::Event)).toString(), events[i]);
        EXPECT_TRUE(games.data(games.index(i, GameColumn::White)).toString().isEmpty());
        const QString summary = games.summary(i);
        EXPECT_TRUE(summary.contains(events[i])) << summary.toStdString();
        EXPECT_FALSE(summary.contains(QStringLiteral("? – ?"))) << summary.toStdString();
        summaries.insert(summary);
    }
    EXPECT_EQ(summaries.size(), 64); // 64 rows a reader can tell apart
    // The first chapter as the file writes it: 1. f3 { ... } 1... e5 { ... } 2. g4 ... Qh4#.
    EXPECT_EQ(games.data(games.index(0, GameColumn::FirstMoves)).toString(),
        QStringLiteral("1. f3 e5 2. g4 Qh4#"));
    EXPECT_EQ(games.data(games.index(0, GameColumn::Opening)).toString(),
        QStringLiteral("Barnes Opening: Fool's Mate"));
    // A chapter from a set-up position numbers its first move as the FEN does.
    EXPECT_TRUE(games.data(games.index(1, GameColumn::FirstMoves))
                    .toString()
                    .startsWith(QStringLiteral("1. c3 e1=Q 2. Nd6")));
}

TEST(GameList, EveryGameOfPychessIsListedWhereTheReaderFindsItAndReadBackFromThere) {
    QDirIterator it(
        kPychessLearn, { QStringLiteral("*.pgn") }, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        const PgnParseResult whole = parseFile(path);
        GameListModel games;
        ASSERT_TRUE(games.read(path));
        waitForTheList(games);
        ++files;
        ASSERT_EQ(std::size_t(games.gameCount()), whole.games.size()) << path.toStdString();
        ASSERT_EQ(games.errors().size(), whole.errors.size()) << path.toStdString();
        const QStringList whites = tagLines(chooserFileBytes(path), QStringLiteral("White"));
        for (int i = 0; i < games.gameCount(); ++i) {
            EXPECT_EQ(games.row(i).range(), whole.ranges[std::size_t(i)]) << path.toStdString();
            const std::optional<ListedGame> listed = readListedGame(path, games.row(i).range());
            ASSERT_TRUE(listed.has_value()) << path.toStdString() << " game " << i;
            EXPECT_EQ(writePgn(listed->game), writePgn(whole.games[std::size_t(i)]))
                << path.toStdString() << " game " << i;
            EXPECT_EQ(int(games.row(i).plies()), int(whole.games[std::size_t(i)].moves().size()));
            if (whites.size() == games.gameCount() && whites[i] != QLatin1String("?")) {
                EXPECT_EQ(games.row(i).known(GameListField::White), whites[i]);
            }
        }
    }
    EXPECT_GE(files, 25);
}

TEST(GameList, ABadGameIsListedWithItsErrorAndTheOthersAsRead) {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.pgn");
    // Game two plays Qh9, on line 11, column 13.
    ASSERT_TRUE(writeChooserFile(path,
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 "
        "4. Qxf7# 1-0\n\n"
        "[White \"Cyril\"]\n[Black \"Dana Černá\"]\n[Result \"*\"]\n\n1. d4 d5 2. Qh9 *\n\n"
        "[White \"Emil\"]\n[Black \"Fanny\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
    GameListModel games;
    ASSERT_TRUE(games.read(path));
    waitForTheList(games);
    ASSERT_EQ(games.gameCount(), 3);
    EXPECT_EQ(games.errorOf(0), nullptr);
    ASSERT_NE(games.errorOf(1), nullptr);
    EXPECT_EQ(games.errorOf(1)->line, 11);
    EXPECT_EQ(games.errorOf(1)->column, 13);
    EXPECT_EQ(games.errorOf(2), nullptr);
    EXPECT_FALSE(games.hasErrorUpTo(0));
    EXPECT_TRUE(games.hasErrorUpTo(2));
    EXPECT_EQ(games.row(2).known(GameListField::White), QStringLiteral("Emil"));
    EXPECT_EQ(games.row(2).result(), GameListResult::BlackWins);
    EXPECT_EQ(games.row(1).plies(), 2U); // the valid part

    GameChooserDialog dialog(&games);
    EXPECT_TRUE(dialog.errorText().contains(QStringLiteral("game 2, Line 11, column 13")))
        << dialog.errorText().toStdString();
    EXPECT_FALSE(games.data(games.index(1, 0), Qt::DecorationRole).isNull()); // marked
    EXPECT_TRUE(games.data(games.index(0, 0), Qt::DecorationRole).isNull());
    // A word beyond ASCII is found ignoring case too.
    dialog.filterField()->setText(QStringLiteral("čERNÁ 1."));
    dialog.applyFilter();
    ASSERT_EQ(dialog.view()->model()->rowCount(), 1);
    EXPECT_EQ(dialog.chosenGame(), 1);

    // In the window: game three opens; after the bad game, its place is not trusted.
    Prompts prompts;
    auto w = recordsWindow(prompts);
    prompts.choice = 2;
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(w->controller()->playerName(Color::White), QStringLiteral("Emil"));
    EXPECT_TRUE(w->document().place.isEmpty());
    prompts.choice = 0;
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(w->controller()->game().ply(), 7);
    EXPECT_TRUE(w->document().place.startsWith("[White \"Anna\"]"));
    EXPECT_TRUE(w->document().place.endsWith("4. Qxf7# 1-0"));
}

TEST(GameChooser, SortsByTheColumnClickedAndFiltersByTheWordsTyped) {
    GameListModel games;
    ASSERT_TRUE(games.read(kMateInTwo));
    waitForTheList(games);
    ASSERT_EQ(games.gameCount(), 166);
    const QStringList whites = tagLines(chooserFileBytes(kMateInTwo), QStringLiteral("White"));
    ASSERT_EQ(whites.size(), 166);

    GameChooserDialog dialog(&games);
    dialog.show();
    QTableView* view = dialog.view();
    EXPECT_EQ(dialog.chosenGame(), 0); // file order, the first game selected
    // A click on the White header sorts by White, as a case-blind comparison orders them.
    QHeaderView* header = view->horizontalHeader();
    const int x = header->sectionViewportPosition(GameColumn::White) + 5;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QStringList shown;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        shown << view->model()->index(r, GameColumn::White).data().toString();
    QStringList expected = whites;
    expected.replaceInStrings(QRegularExpression(QStringLiteral("^\\?$")), QString());
    std::stable_sort(expected.begin(), expected.end(),
        [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    EXPECT_EQ(shown, expected);
    // Moves sort as numbers, not as texts ("10" after "9").
    view->scrollTo(view->model()->index(0, GameColumn::Moves));
    const int movesX = header->sectionViewportPosition(GameColumn::Moves) + 5;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(movesX, header->height() / 2));
    for (int r = 1; r < view->model()->rowCount(); ++r)
        ASSERT_LE(view->model()->index(r - 1, GameColumn::Moves).data().toInt(),
            view->model()->index(r, GameColumn::Moves).data().toInt());

    // The filter: words typed, each one in some text of the game, in any case.
    const int karpovGames
        = gamesWithWordInTags(chooserFileBytes(kMateInTwo), QStringLiteral("karpov"));
    ASSERT_GE(karpovGames, 3);
    dialog.filterField()->setFocus();
    QTest::keyClicks(dialog.filterField(), QStringLiteral("karpov"));
    // Applied once the typing pauses.
    EXPECT_EQ(view->model()->rowCount(), 166);
    EXPECT_TRUE(QTest::qWaitFor([&] { return view->model()->rowCount() < 166; }, kTimeoutMs));
    EXPECT_EQ(view->model()->rowCount(), karpovGames);
    EXPECT_TRUE(dialog.statusText().contains(QString::number(karpovGames)))
        << dialog.statusText().toStdString();
    const int chosen = dialog.chosenGame();
    ASSERT_GE(chosen, 0);
    EXPECT_TRUE(games.summary(chosen).contains(QStringLiteral("Karpov"))); // a shown game
    QTest::keyClicks(dialog.filterField(), QStringLiteral(" no-such-word"));
    dialog.applyFilter(); // at once
    EXPECT_EQ(view->model()->rowCount(), 0);
    dialog.filterField()->setText(QStringLiteral("STEINITZ"));
    dialog.applyFilter();
    EXPECT_EQ(view->model()->rowCount(),
        gamesWithWordInTags(chooserFileBytes(kMateInTwo), QStringLiteral("steinitz")));
}

TEST(GameChooser, CancelWhileReadingStopsTheReadingAndKeepsTheGame) {
    QTemporaryDir dir;
    const QString path = dir.filePath("many.pgn");
    ASSERT_TRUE(writeChooserFile(path, repeatedGames(30))); // 4,980 games
    GameListModel games;
    ASSERT_TRUE(games.read(path));
    games.cancel(); // before the worker can have read 5,000 games
    EXPECT_FALSE(games.isReading());
    EXPECT_TRUE(games.wasCancelled());
    EXPECT_FALSE(games.listsFileAsItIs());
    const int listed = games.gameCount();
    QTest::qWait(50);
    EXPECT_EQ(games.gameCount(), listed); // nothing arrives after the cancel
    EXPECT_LT(listed, 30 * 166);

    // In the window: Cancel in the chooser while it reads changes nothing and keeps no list.
    Prompts prompts;
    auto w = recordsWindow(prompts);
    w->startGame(hotSeat());
    play(*w->controller(), { "e4" });
    FilePrompts cancelling;
    cancelling.chooseGame = [](GameListModel&) { return -1; };
    cancelling.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(cancelling);
    EXPECT_FALSE(w->openPgnFile(path));
    EXPECT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(w->keptGameList(), nullptr);
}

TEST(GameChooser, TheListIsKeptForTheFileOfTheGameAndFreedWithANewGame) {
    QTemporaryDir dir;
    const QString path = dir.filePath("two.pgn");
    ASSERT_TRUE(writeChooserFile(path, chooserFileBytes(kMateInTwo)));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    int asked = 0;
    FilePrompts choosing;
    choosing.chooseGame = [&](GameListModel& list) {
        ++asked;
        EXPECT_EQ(list.name(), QStringLiteral("two.pgn"));
        return asked == 1 ? 3 : 165;
    };
    choosing.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(choosing);
    ASSERT_TRUE(w->openPgnFile(path));
    const GameListModel* kept = w->keptGameList();
    ASSERT_NE(kept, nullptr);
    EXPECT_EQ(w->document().index, 3U);
    // The same file again: the list is there, not read again.
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(w->keptGameList(), kept);
    EXPECT_EQ(asked, 2);
    EXPECT_EQ(w->document().index, 165U);
    EXPECT_EQ(w->document().gameCount, 166U);
    // Saved in place, the file changes: its list no longer says where its games are.
    w->setDocumentTag("Annotator", QStringLiteral("Rochade test"));
    w->findChild<QAction*>(QStringLiteral("saveAction"))->trigger();
    EXPECT_FALSE(w->hasUnsavedChanges());
    EXPECT_EQ(w->keptGameList(), nullptr);
    ASSERT_TRUE(w->openPgnFile(path)); // read again: the new list
    ASSERT_NE(w->keptGameList(), nullptr);
    EXPECT_EQ(asked, 3);
    // A new game belongs to no file: the list is freed.
    w->startGame(hotSeat());
    EXPECT_EQ(w->keptGameList(), nullptr);
}
