// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of game records that lose nothing, in the window: a game saved again keeps its tags,
// comments, variations and NAGs; Ctrl+S writes back into its own file (only its game in a
// file of many); the title marks unsaved changes and leaving them asks; the clocks come back
// from the record; a bad paste is reported as a paste. Files are written by hand as other
// programs write them, and read back by the core and by pgn-extract.
#include "app/file_actions.h"
#include "records_fixture.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

TEST(GameRecords, SavingAgainKeepsTagsCommentsVariationAndNags) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Bc5" });
    pressShortcut(Qt::Key_S); // Ctrl+S: back into the file it came from
    EXPECT_TRUE(prompts.errors.isEmpty()) << prompts.errors.join('\n').toStdString();

    const PgnParseResult read = parseFile(path);
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 1U);
    const PgnGame& game = read.games.front();
    const std::vector<std::string> names = tagNames(game);
    const std::vector<std::string> expectedStart { "Event", "Site", "Date", "Round", "White",
        "Black", "Result", "ECO", "Opening", "Annotator", "PlyCount" };
    ASSERT_GE(names.size(), expectedStart.size());
    EXPECT_EQ(std::vector<std::string>(names.begin(), names.begin() + 11), expectedStart);
    EXPECT_EQ(game.tag("Event"), "Game two");
    EXPECT_EQ(game.tag("Site"), "Brno");
    EXPECT_EQ(game.tag("Date"), "2024.05.17");
    EXPECT_EQ(game.tag("Round"), "2");
    EXPECT_EQ(game.tag("White"), "Novak, Jan");
    EXPECT_EQ(game.tag("Black"), "Svoboda, Petr");
    EXPECT_EQ(game.tag("ECO"), "C50");
    EXPECT_EQ(game.tag("Opening"), "Italian, by hand"); // the record's own, not named anew
    EXPECT_EQ(game.tag("Annotator"), "Hand");
    EXPECT_EQ(game.tag("Mode"), "HotSeat"); // Rochade's own, so it reopens the same way
    expectAnnotatedTree(game);
    EXPECT_EQ(game.game.mainLine().back()->san, "Bc5");

    const ExtractReport extract = pgnExtract(path, dir.filePath("extract.pgn"));
    EXPECT_EQ(extract.games, 1) << extract.text.toStdString();
    EXPECT_TRUE(extract.clean) << extract.text.toStdString();
}

TEST(GameRecords, SavingAfterTakingMovesBackKeepsTheRestOfTheGame) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Bc5" });
    pressShortcut(Qt::Key_Z); // Ctrl+Z twice: back to look at the position after 2... Nc6
    pressShortcut(Qt::Key_Z);
    ASSERT_EQ(w->controller()->game().ply(), 4);
    pressShortcut(Qt::Key_S);

    const PgnParseResult read = parseFile(path);
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1U);
    std::vector<std::string> sans;
    for (const Game::Node* n : read.games.front().game.mainLine())
        sans.push_back(n->san);
    EXPECT_EQ(sans, (std::vector<std::string> { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5" }));
    expectAnnotatedTree(read.games.front());
    EXPECT_FALSE(w->hasUnsavedChanges());
}

TEST(GameRecords, CtrlSReplacesOnlyItsOwnGameInAFileOfThree) {
    QTemporaryDir dir;
    const QString path = dir.filePath("three.pgn");
    // Each game in another program's style: a byte order mark, odd spacing, a comment with a
    // Latin-1 byte, CRLF line ends in the last one.
    const QByteArray first = "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
                             "1.d4   d5 2.c4 {[%clk 0:05:00]} 1-0\n\n\n";
    const QByteArray second
        = "[Event \"Two\"]\n[Site \"Plze\xF2\"]\n[White \"C\"]\n[Black \"D\"]\n\n"
          "1. e4 {Best by test} e5 2. Nf3 $1 *\n\n";
    const QByteArray third = "[Event \"Three\"]\r\n[White \"E\"]\r\n[Black \"F\"]\r\n\r\n"
                             "1. c4 {Caf\xE9} e5 1/2-1/2\r\n";
    const QByteArray bom = "\xEF\xBB\xBF";
    ASSERT_TRUE(writeFile(path, bom + first + second + third));

    Prompts prompts;
    prompts.choice = 1;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    ASSERT_EQ(w->controller()->playerName(Color::White), "C");
    play(*w->controller(), { "Nc6" });
    pressShortcut(Qt::Key_S);
    EXPECT_TRUE(prompts.saveAsOffers.isEmpty()) << prompts.saveAsOffers.join('\n').toStdString();

    const QByteArray after = readFile(path);
    ASSERT_TRUE(after.startsWith(bom + first)) << after.toStdString();
    ASSERT_TRUE(after.endsWith(third)) << after.toStdString();
    const QByteArray middle = after.mid(
        bom.size() + first.size(), after.size() - bom.size() - first.size() - third.size());
    const PgnParseResult alone
        = parsePgn(std::string_view(middle.constData(), size_t(middle.size())));
    ASSERT_TRUE(alone.ok());
    ASSERT_EQ(alone.games.size(), 1U);
    EXPECT_EQ(alone.games[0].tag("Event"), "Two");
    std::vector<std::string> sans;
    for (const Game::Node* n : alone.games[0].game.mainLine())
        sans.push_back(n->san);
    EXPECT_EQ(sans, (std::vector<std::string> { "e4", "e5", "Nf3", "Nc6" }));
    EXPECT_EQ(alone.games[0].game.mainLine()[0]->annotation.comment, "Best by test");
    EXPECT_TRUE(middle.endsWith("*\n\n")); // the blank line before the next game kept
    EXPECT_TRUE(middle.contains("[Site \"Plze\xF2\"]")); // its own bytes too, not UTF-8

    const ExtractReport extract = pgnExtract(path, dir.filePath("extract.pgn"));
    EXPECT_EQ(extract.games, 3) << extract.text.toStdString();
    EXPECT_TRUE(extract.clean) << extract.text.toStdString();

    // Saved twice: still only its own game.
    play(*w->controller(), { "Bb5" });
    pressShortcut(Qt::Key_S);
    const QByteArray twice = readFile(path);
    EXPECT_TRUE(twice.startsWith(bom + first));
    EXPECT_TRUE(twice.endsWith(third));
    EXPECT_TRUE(twice.contains("3. Bb5"));
}

TEST(GameRecords, CtrlSLeavesEveryByteAroundItsGameAsOtherToolsWroteIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath("others.pgn");
    // Between and inside the games what other tools write: escape lines, a comment standing
    // alone and comments with brackets over two lines, control bytes, a game without tags,
    // CRLF line ends.
    const QByteArray before = "\xEF\xBB\xBF% exported [by hand]\r\n"
                              "[Event \"One\"]\r\n\r\n1. e4 {see [below]\r\nnow} e5 1-0\r\n\r\n"
                              "\x1A\r\n{Round two}\r\n";
    const QByteArray game = "[Event \"Two\"]\r\n[White \"C\"]\r\n[Black \"D\"]\r\n\r\n"
                            "1. d4 ; a [bracket\r\nd5 2. c4 *";
    const QByteArray after = "\r\n\r\n%x\r\n1. c4 e5 0-1\r\n";
    ASSERT_TRUE(writeFile(path, before + game + after));

    Prompts prompts;
    prompts.choice = 2; // One, the comment, Two, the game without tags
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    ASSERT_EQ(w->controller()->playerName(Color::White), "C");
    play(*w->controller(), { "e6" });
    pressShortcut(Qt::Key_S);
    EXPECT_TRUE(prompts.saveAsOffers.isEmpty()) << prompts.saveAsOffers.join('\n').toStdString();

    const QByteArray saved = readFile(path);
    ASSERT_TRUE(saved.startsWith(before)) << saved.toStdString();
    ASSERT_TRUE(saved.endsWith(after)) << saved.toStdString();
    const QByteArray written
        = saved.sliced(before.size(), saved.size() - before.size() - after.size());
    EXPECT_TRUE(written.endsWith("2. c4 e6 *")) << written.toStdString();
    EXPECT_EQ(written.count('\n'), written.count("\r\n")) << "the file's line ends";
    const PgnParseResult read = parseFile(path);
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 4U);
    EXPECT_EQ(read.games[2].tag("Event"), "Two");
    EXPECT_EQ(read.games[2].moves().size(), 4U);
}

TEST(GameRecords, AFileChangedOnDiskIsNotOverwrittenAndSaveAsIsOffered) {
    QTemporaryDir dir;
    const QString path = dir.filePath("two.pgn");
    const QByteArray first = "[Event \"One\"]\n\n1. d4 d5 *\n\n";
    const QByteArray second = "[Event \"Two\"]\n\n1. e4 e5 *\n";
    ASSERT_TRUE(writeFile(path, first + second));
    Prompts prompts;
    prompts.choice = 1;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Nf3" });

    // Another program rewrote the game meanwhile.
    const QByteArray edited = first + "[Event \"Two\"]\n\n1. e4 c5 *\n";
    ASSERT_TRUE(writeFile(path, edited));
    prompts.saveAs = false;
    pressShortcut(Qt::Key_S);
    ASSERT_EQ(prompts.saveAsOffers.size(), 1);
    EXPECT_TRUE(prompts.saveAsOffers[0].contains(QLatin1String("two.pgn")));
    EXPECT_EQ(readFile(path), edited); // untouched
    EXPECT_TRUE(w->hasUnsavedChanges());

    // Accepting the offer saves under the name given.
    prompts.saveAs = true;
    prompts.savePath = dir.filePath("mine.pgn");
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(readFile(path), edited);
    EXPECT_TRUE(readFile(prompts.savePath).contains("2. Nf3"));
    EXPECT_EQ(w->document().path, prompts.savePath);
    EXPECT_FALSE(w->hasUnsavedChanges());
}

TEST(GameRecords, SaveAsksForANameOnlyWithoutAFileAndSaveAsAlwaysAsks) {
    QTemporaryDir dir;
    Prompts prompts;
    int asked = 0;
    auto w = recordsWindow(prompts);
    FilePrompts counting;
    counting.chooseSavePath = [&](const QString&) {
        ++asked;
        return prompts.savePath;
    };
    w->setFilePrompts(counting);
    activate(*w);
    w->startGame(hotSeat("Anna", "Boris"));
    play(*w->controller(), { "e4" });
    prompts.savePath = dir.filePath("first.pgn");
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(asked, 1);
    ASSERT_TRUE(readFile(prompts.savePath).contains("1. e4"));
    play(*w->controller(), { "e5" });
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(asked, 1); // its file is known now
    EXPECT_TRUE(readFile(dir.filePath("first.pgn")).contains("1. e4 e5"));
    prompts.savePath = dir.filePath("second.pgn");
    pressShortcut(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(asked, 2);
    EXPECT_TRUE(readFile(prompts.savePath).contains("1. e4 e5"));
    EXPECT_EQ(w->document().path, prompts.savePath);
}

TEST(GameRecords, RochadesOwnOpeningTagsFollowTheLineFromSaveToSave) {
    QTemporaryDir dir;
    Prompts prompts;
    prompts.savePath = dir.filePath("mine.pgn");
    auto w = recordsWindow(prompts);
    activate(*w);
    w->startGame(hotSeat("Anna", "Boris"));
    play(*w->controller(), { "e4", "c5" });
    pressShortcut(Qt::Key_S);
    const auto openingTag = [&] {
        const PgnParseResult read = parseFile(prompts.savePath);
        return read.ok() && !read.games.empty() ? read.games[0].tag("ECO").value_or("none")
                                                : std::string("unread");
    };
    EXPECT_EQ(openingTag(), "B20"); // the Sicilian
    play(*w->controller(), { "Nf3", "d6" });
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(openingTag(), "B50"); // named anew: the tag was Rochade's own
}

TEST(GameRecords, TheResultWrittenIsTheGamesNotTheTagRead) {
    QTemporaryDir dir;
    const QString path = dir.filePath("blitz.pgn");
    ASSERT_TRUE(writeFile(path,
        "[Event \"Blitz\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n"
        "[Termination \"Time forfeit\"]\n\n1. e4 e5 2. Nf3 1-0\n"));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(w->controller()->status().reason, GameEndReason::Timeout);
    QString pgn = w->currentPgn();
    EXPECT_TRUE(pgn.contains(QLatin1String("[Result \"1-0\"]"))) << pgn.toStdString();
    EXPECT_TRUE(pgn.contains(QLatin1String("2. Nf3 1-0\n"))) << pgn.toStdString();
    // Taking the last move back re-opens the game: the file's "1-0" is no longer its result.
    pressShortcut(Qt::Key_Z);
    ASSERT_FALSE(w->controller()->game().isOver());
    pressShortcut(Qt::Key_S);
    const PgnParseResult read = parseFile(path);
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1U);
    EXPECT_EQ(read.games.front().result, "*");
    EXPECT_EQ(read.games.front().tag("Result"), "*");
    EXPECT_EQ(read.games.front().tag("Termination"), "Time forfeit"); // the other tags stay
}

TEST(GameRecords, TheTitleNamesTheFileAndMarksUnsavedChanges) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    prompts.saveChoice = SaveChoice::Discard;
    auto w = recordsWindow(prompts);
    activate(*w);
    w->enableAutosave(dir.filePath("autosave.pgn"));

    // A new game without moves has nothing to lose.
    w->startGame(hotSeat("Anna", "Boris"));
    EXPECT_FALSE(w->isWindowModified());
    EXPECT_TRUE(w->windowTitle().contains(QLatin1String("[*]"))); // Qt's placeholder
    play(*w->controller(), { "e4" });
    EXPECT_TRUE(w->isWindowModified()); // in no file yet
    EXPECT_TRUE(QFile::exists(dir.filePath("autosave.pgn")));
    EXPECT_TRUE(w->isWindowModified()); // the autosave is not a save

    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_TRUE(w->windowTitle().startsWith(QLatin1String("club.pgn[*]")))
        << w->windowTitle().toStdString();
    EXPECT_TRUE(w->windowTitle().contains(QLatin1String("Novak, Jan")));
    EXPECT_FALSE(w->isWindowModified());
    play(*w->controller(), { "Bc5" });
    EXPECT_TRUE(w->isWindowModified());
    pressShortcut(Qt::Key_S);
    EXPECT_FALSE(w->isWindowModified());
    pressShortcut(Qt::Key_Z); // taking a move back is a change, like any other
    EXPECT_TRUE(w->isWindowModified());
}

TEST(GameRecords, EveryKindOfChangeMarksTheGameModifiedAndSavingClearsIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    GameController& c = *w->controller();
    ASSERT_FALSE(w->hasUnsavedChanges());
    const auto expectChangeThenSave = [&](const char* change) {
        EXPECT_TRUE(w->hasUnsavedChanges()) << change;
        EXPECT_TRUE(w->isWindowModified()) << change;
        pressShortcut(Qt::Key_S);
        EXPECT_FALSE(w->hasUnsavedChanges()) << change;
        EXPECT_FALSE(w->isWindowModified()) << change;
    };
    play(c, { "Bc5" });
    expectChangeThenSave("a move");
    ASSERT_TRUE(c.undo());
    expectChangeThenSave("undo");
    ASSERT_TRUE(c.redo());
    expectChangeThenSave("redo");
    ASSERT_TRUE(c.record()->setComment(c.game().currentNode(), QStringLiteral("Solid.")));
    expectChangeThenSave("a comment");
    ASSERT_TRUE(c.record()->setMoveNag(c.game().currentNode(), 1));
    expectChangeThenSave("a move symbol");
    w->setDocumentTag("Annotator", QStringLiteral("Rochade"));
    expectChangeThenSave("a tag");
    EXPECT_EQ(parseFile(path).games.front().tag("Annotator"), "Rochade");

    // Looking is no change: browsing the record and coming back.
    c.browseTo(2);
    c.returnToGame();
    EXPECT_FALSE(w->hasUnsavedChanges());
    // Changes are counted, not compared: a move and its undo leave the game as saved, yet it
    // counts as changed (as in most editors), so no record is written to tell.
    play(c, { "d3" });
    ASSERT_TRUE(c.undo());
    EXPECT_TRUE(w->hasUnsavedChanges());
}

TEST(GameRecords, LeavingUnsavedChangesAsksAndCancelStays) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    w->startGame(hotSeat("Anna", "Boris"));
    EXPECT_TRUE(w->close()); // nothing to lose: no question
    EXPECT_TRUE(prompts.saveQuestions.isEmpty());

    activate(*w);
    play(*w->controller(), { "e4", "e5" });
    prompts.saveChoice = SaveChoice::Cancel;
    ASSERT_FALSE(w->close());
    EXPECT_TRUE(w->isVisible());
    EXPECT_EQ(prompts.saveQuestions.size(), 1);
    EXPECT_FALSE(w->openPgnFile(path)); // Open another: Cancel keeps the game
    pressShortcut(Qt::Key_N); // New game: Cancel comes before its dialog
    EXPECT_EQ(prompts.saveQuestions.size(), 3);
    EXPECT_EQ(w->controller()->game().ply(), 2);
    EXPECT_EQ(QApplication::activeModalWidget(), nullptr);

    // Save: a name is asked (the game has no file yet), then the window closes.
    prompts.saveChoice = SaveChoice::Save;
    prompts.savePath = dir.filePath("kept.pgn");
    EXPECT_TRUE(w->close());
    EXPECT_TRUE(readFile(prompts.savePath).contains("1. e4 e5"));

    // Discard leaves without writing.
    auto w2 = recordsWindow(prompts);
    activate(*w2);
    w2->startGame(hotSeat());
    play(*w2->controller(), { "d4" });
    prompts.saveChoice = SaveChoice::Discard;
    EXPECT_TRUE(w2->openPgnFile(path));
    EXPECT_EQ(w2->controller()->playerName(Color::White), "Novak, Jan");
}

TEST(GameRecords, ReopeningItsOwnFileAfterSaveReadsTheSavedGame) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Bc5" });
    prompts.saveChoice = SaveChoice::Save; // Open Recent on the same file: Save first
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(prompts.saveQuestions.size(), 1);
    EXPECT_EQ(w->controller()->game().ply(), 6); // the game as just saved
    EXPECT_FALSE(w->hasUnsavedChanges());
    play(*w->controller(), { "c3" });
    pressShortcut(Qt::Key_S);
    EXPECT_TRUE(prompts.saveAsOffers.isEmpty()); // its place in the file is the saved one
    EXPECT_TRUE(readFile(path).contains("4. c3"));
}

TEST(GameRecords, AGameResumedAfterACrashIsSavedBackIntoItsOwnFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("three.pgn");
    const QByteArray first = "[Event \"One\"]\n\n1. d4 d5 *\n\n";
    const QByteArray second = "[Event \"Two\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    const QByteArray third = "[Event \"Three\"]\n\n1. c4 *\n";
    ASSERT_TRUE(writeFile(path, first + second + third));
    const QString autosave = dir.filePath("autosave.pgn");
    Prompts prompts;
    prompts.choice = 1;
    auto w = recordsWindow(prompts);
    w->enableAutosave(autosave);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Nc6" });
    w.reset(); // killed: only the autosave and the settings are left

    Prompts prompts2;
    auto w2 = recordsWindow(prompts2);
    activate(*w2);
    ASSERT_TRUE(w2->enableAutosave(autosave));
    EXPECT_EQ(w2->document().path, path);
    EXPECT_EQ(w2->document().index, 1U);
    EXPECT_TRUE(w2->hasUnsavedChanges()); // Nc6 is in no file yet
    EXPECT_TRUE(w2->windowTitle().startsWith(QLatin1String("three.pgn, game 2[*]")))
        << w2->windowTitle().toStdString();
    pressShortcut(Qt::Key_S);
    EXPECT_TRUE(prompts2.saveAsOffers.isEmpty());
    const QByteArray after = readFile(path);
    EXPECT_TRUE(after.startsWith(first));
    EXPECT_TRUE(after.endsWith(third));
    EXPECT_TRUE(after.contains("2. Nf3 Nc6"));
    EXPECT_FALSE(w2->hasUnsavedChanges());
}

TEST(GameRecords, ClocksComeBackAsTheRecordSaysAfterACrashAndWhenReopened) {
    QTemporaryDir dir;
    const QString autosave = dir.filePath("autosave.pgn");
    Prompts prompts;
    prompts.saveChoice = SaveChoice::Discard;
    auto w = recordsWindow(prompts);
    GameController* c = w->controller();
    qint64 now = 1000;
    c->clockKeeper()->setTimeSource([&now] { return now; });
    w->startGame(timedHotSeat(TimeControl::fromMinutes(5, 3)));
    w->enableAutosave(autosave);
    // The clock starts with White's first move; each later move gets 3 s back.
    now += 4000;
    play(*c, { "e4" }); // White 5:00
    now += 6250;
    play(*c, { "e5" }); // Black 5:00 - 6.25 s + 3 s = 4:56.75
    now += 12125;
    play(*c, { "Nf3" }); // White 5:00 - 12.125 s + 3 s = 4:50.875
    now += 1500;
    play(*c, { "Nc6" }); // Black 4:56.75 - 1.5 s + 3 s = 4:58.25
    const qint64 white = c->clock().remainingMs(Color::White);
    const qint64 black = c->clock().remainingMs(Color::Black);
    ASSERT_EQ(white, 290875);
    ASSERT_EQ(black, 298250);
    now += 9000; // White thinks... and the program is killed: the file is all that is left
    const QString crashed = dir.filePath("crashed.pgn");
    ASSERT_TRUE(QFile::copy(autosave, crashed));
    const PgnParseResult record = parseFile(crashed);
    ASSERT_TRUE(record.ok());
    ASSERT_EQ(record.games.size(), 1U);
    const std::vector<const Game::Node*> line = record.games[0].game.mainLine();
    ASSERT_EQ(line.size(), 4U);
    std::vector<qint64> clocks;
    clocks.reserve(line.size());
    for (const Game::Node* n : line)
        clocks.push_back(n->annotation.clock ? n->annotation.clock->count() : -1);
    EXPECT_EQ(clocks, (std::vector<qint64> { 300000, 296750, 290875, 298250 }));
    ASSERT_TRUE(w->savePgnFile(dir.filePath("timed.pgn")));
    w.reset();

    // A new window resumes it: both clocks as the record says, standing until a move is
    // played.
    Prompts prompts2;
    auto w2 = recordsWindow(prompts2);
    qint64 later = 500000;
    w2->controller()->clockKeeper()->setTimeSource([&later] { return later; });
    ASSERT_TRUE(w2->enableAutosave(crashed));
    const GameClock& resumed = w2->controller()->clock();
    EXPECT_EQ(resumed.remainingMs(Color::White), white);
    EXPECT_EQ(resumed.remainingMs(Color::Black), black);
    EXPECT_FALSE(resumed.runningSide().has_value());
    later += 1000;
    EXPECT_EQ(resumed.remainingMs(Color::White), white);
    EXPECT_EQ(resumed.remainingMs(Color::Black), black);
    EXPECT_EQ(resumed.moveTimeMs(3), 12125);

    // Reopened from the saved file: the same.
    Prompts prompts3;
    auto w3 = recordsWindow(prompts3);
    qint64 third = 7000;
    w3->controller()->clockKeeper()->setTimeSource([&third] { return third; });
    ASSERT_TRUE(w3->openPgnFile(dir.filePath("timed.pgn")));
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::White), white);
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::Black), black);
    // Taking a move back puts Black's clock back as it stood after 1... e5.
    ASSERT_TRUE(w3->controller()->undo());
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::Black), 296750);
}

// Issue 22: a downloaded game, unfinished, with a clock and its readings. Opening it must not
// start the clock (reading it for a while lost it on time, and Ctrl+S then wrote 1-0), and
// saving it writes what it said: its result and its TimeControl as written ("60+0", not "60").
TEST(GameRecords, AnUnfinishedTimedGameOpenedWaitsForAMoveAndSavesAsItWasRead) {
    QTemporaryDir dir;
    const QString path = dir.filePath("downloaded.pgn");
    ASSERT_TRUE(writeFile(path,
        "[Event \"Blitz\"]\n[Site \"?\"]\n[Date \"2026.11.30\"]\n[Round \"-\"]\n"
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n[TimeControl \"60+0\"]\n\n"
        "1. e4 {[%clk 0:00:58]} e5 {[%clk 0:00:50]} 2. Nf3 {[%clk 0:00:05]} *\n"));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    GameController* c = w->controller();
    qint64 now = 1000;
    c->clockKeeper()->setTimeSource([&now] { return now; });
    ASSERT_TRUE(w->openPgnFile(path));
    ASSERT_EQ(c->clock().remainingMs(Color::Black), 50000);
    const qint64 blackUsed = c->clock().elapsedMs(Color::Black);

    // Black, to move with 50 s, reads the game for two minutes; the clock's ticks come by.
    now += 120000;
    QTest::qWait(350);
    EXPECT_FALSE(c->game().isOver());
    EXPECT_FALSE(c->clock().runningSide().has_value());
    EXPECT_EQ(c->clock().remainingMs(Color::Black), 50000);
    EXPECT_EQ(c->clock().elapsedMs(Color::Black), blackUsed);
    EXPECT_FALSE(w->hasUnsavedChanges());
    pressShortcut(Qt::Key_S);
    const QByteArray saved = readFile(path);
    EXPECT_TRUE(saved.contains("[Result \"*\"]")) << saved.toStdString();
    EXPECT_TRUE(saved.contains("[TimeControl \"60+0\"]")) << saved.toStdString();
    EXPECT_TRUE(saved.contains("[%clk 0:00:05]} *")) << saved.toStdString();
    EXPECT_FALSE(saved.contains("1-0"));

    // Playing on starts the clock: Black's move starts White's, who has 5 s.
    play(*c, { "Nc6" });
    EXPECT_EQ(c->clock().runningSide(), Color::White);
    now += 6000;
    QTest::qWait(350);
    EXPECT_TRUE(c->game().isOver()); // White's flag fell now, in play
}

// Issue 22: quitting with an unsaved game and choosing Discard still resumed the game at the
// next start. Discard at quit means the game is gone; Cancel keeps the game and its autosave.
TEST(GameRecords, DiscardAtQuitMeansTheGameIsNotResumed) {
    QTemporaryDir dir;
    const QString autosave = dir.filePath("autosave.pgn");
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    w->enableAutosave(autosave);
    w->startGame(hotSeat());
    play(*w->controller(), { "e4", "e5" });
    ASSERT_TRUE(QFile::exists(autosave));

    // Closing the window is quitting (Game ▸ Quit closes it too).
    prompts.saveChoice = SaveChoice::Cancel;
    EXPECT_FALSE(w->close());
    EXPECT_TRUE(w->isVisible());
    EXPECT_TRUE(QFile::exists(autosave));

    prompts.saveChoice = SaveChoice::Discard;
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(w->isVisible());
    EXPECT_EQ(prompts.saveQuestions.size(), 2);
    w.reset();
    EXPECT_FALSE(QFile::exists(autosave));

    Prompts next;
    auto w2 = recordsWindow(next);
    EXPECT_FALSE(w2->enableAutosave(autosave)); // the next start: nothing resumed
    EXPECT_EQ(w2->controller()->game().ply(), 0);
    EXPECT_FALSE(w2->document().hasFile());
}

// Issue 22: Ctrl+V of text that is no game and no position showed an error box titled "Open
// Game", though the user opened nothing. It is titled for the paste; a file that holds no
// game keeps "Open Game". Nothing changes either way.
TEST(GameRecords, ABadPasteIsReportedUnderThePastesOwnTitle) {
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    play(*w->controller(), { "e4" });
    QApplication::clipboard()->setText(QStringLiteral("Meet you at the club at eight."));
    pressShortcut(Qt::Key_V); // Ctrl+V on the board: Edit ▸ Paste Game
    ASSERT_EQ(prompts.errorTitles.size(), 1) << prompts.errors.join('\n').toStdString();
    EXPECT_EQ(prompts.errorTitles.front(), FileActions::tr("Paste Game"));
    // A sentence about the clipboard, beginning as sentences do (it once began "the clipboard").
    EXPECT_TRUE(prompts.errors.front().contains(QStringLiteral("clipboard"), Qt::CaseInsensitive))
        << prompts.errors.front().toStdString();
    EXPECT_TRUE(prompts.errors.front().front().isUpper()) << prompts.errors.front().toStdString();
    EXPECT_EQ(w->controller()->game().ply(), 1);
    EXPECT_TRUE(prompts.saveQuestions.isEmpty()); // nothing to load: nothing to ask

    QTemporaryDir dir;
    const QString path = dir.filePath("notes.pgn");
    ASSERT_TRUE(writeFile(path, "Meet you at the club at eight.\n"));
    prompts.saveChoice = SaveChoice::Discard;
    EXPECT_FALSE(w->openPgnFile(path));
    ASSERT_EQ(prompts.errorTitles.size(), 2) << prompts.errors.join('\n').toStdString();
    EXPECT_EQ(prompts.errorTitles.back(), FileActions::tr("Open Game"));
}
