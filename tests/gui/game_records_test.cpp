// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of game records that lose nothing: a game saved again keeps its tags, comments,
// variations and NAGs; Ctrl+S writes back into its own file (only its game in a file of
// many); the title marks unsaved changes and leaving them asks; files open from the command
// line, a drop and the file manager; the clocks come back from the record. Files are written
// by hand as other programs write them, and read back by the core and by pgn-extract.
#include "app/command_line.h"
#include "app/main_window.h"
#include "board/board_widget.h"
#include "files/game_document.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "rochade/core/pgn.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// What the prompts were asked, and what they answer.
struct Prompts {
    int choice = 0;
    SaveChoice saveChoice = SaveChoice::Cancel;
    QString savePath; ///< the name "typed" into the save dialog
    bool saveAs = false; ///< the answer when the file cannot take the game back
    QStringList saveQuestions;
    QStringList saveAsOffers;
    QStringList errors;
};

std::unique_ptr<MainWindow> recordsWindow(Prompts& p) {
    auto w = std::make_unique<MainWindow>();
    FilePrompts prompts;
    prompts.chooseGame = [&p](const QStringList&) { return p.choice; };
    prompts.acceptPartial = [](const QString&) { return false; };
    prompts.askSaveChanges = [&p](const QString& question) {
        p.saveQuestions << question;
        return p.saveChoice;
    };
    prompts.chooseSavePath = [&p](const QString&) { return p.savePath; };
    prompts.offerSaveAs = [&p](const QString& text) {
        p.saveAsOffers << text;
        return p.saveAs;
    };
    prompts.showError = [&p](const QString&, const QString& text) { p.errors << text; };
    w->setFilePrompts(prompts);
    return w;
}

/// Shows `w` and makes it the active window, as after a click into it.
void activate(MainWindow& w) {
    w.resize(1000, 700);
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    w.board()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.board(); }));
}

/// A key pressed where the user's keys go.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::ControlModifier) {
    QTest::keyClick(QApplication::focusWidget(), key, modifiers);
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

PgnParseResult parseFile(const QString& path) {
    const QByteArray bytes = readFile(path);
    return parsePgn(std::string_view(bytes.constData(), size_t(bytes.size())));
}

/// pgn-extract's account of `path`: how many games it read, and whether it found an error.
struct ExtractReport {
    int games = -1;
    bool clean = false;
    QString text;
};

ExtractReport pgnExtract(const QString& path, const QString& out) {
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("/usr/games/pgn-extract"), { path, QStringLiteral("-o"), out });
    ExtractReport report;
    if (!p.waitForFinished(kTimeoutMs)) return report;
    report.text = QString::fromUtf8(p.readAll());
    report.clean = !report.text.contains(QLatin1String("Line number"))
        && !report.text.contains(QLatin1String("Unknown"));
    report.games = static_cast<int>(readFile(out).count("[Event "));
    return report;
}

/// A game as another program writes it: full tags, comments, a variation and NAGs.
const QByteArray kAnnotatedGame = "[Event \"Game two\"]\n"
                                  "[Site \"Brno\"]\n"
                                  "[Date \"2024.05.17\"]\n"
                                  "[Round \"2\"]\n"
                                  "[White \"Novak, Jan\"]\n"
                                  "[Black \"Svoboda, Petr\"]\n"
                                  "[Result \"*\"]\n"
                                  "[ECO \"C50\"]\n"
                                  "[Annotator \"Hand\"]\n"
                                  "[PlyCount \"5\"]\n"
                                  "\n"
                                  "{Played in the club.} 1. e4 e5 2. Nf3 {Developing.} Nc6 $1\n"
                                  "(2... d6 {Philidor} 3. d4) 3. Bc4 $14 *\n";

std::vector<std::string> tagNames(const PgnGame& game) {
    std::vector<std::string> names;
    for (const PgnTag& t : game.tags)
        names.push_back(t.name);
    return names;
}

/// The tree of kAnnotatedGame in `game`, whatever follows 3. Bc4.
void expectAnnotatedTree(const PgnGame& game) {
    const Game::Node& root = game.game.root();
    EXPECT_EQ(root.annotation.comment, "Played in the club.");
    const std::vector<const Game::Node*> line = game.game.mainLine();
    ASSERT_GE(line.size(), 5U);
    EXPECT_EQ(line[2]->san, "Nf3");
    EXPECT_EQ(line[2]->annotation.comment, "Developing.");
    EXPECT_EQ(line[3]->san, "Nc6");
    EXPECT_EQ(line[3]->annotation.nags, std::vector<int> { 1 });
    EXPECT_EQ(line[4]->san, "Bc4");
    EXPECT_EQ(line[4]->annotation.nags, std::vector<int> { 14 });
    const Game::Node& afterNf3 = *line[2];
    ASSERT_EQ(afterNf3.childCount(), 2U); // Nc6 and the variation
    const Game::Node& d6 = afterNf3.child(1);
    EXPECT_EQ(d6.san, "d6");
    EXPECT_EQ(d6.annotation.comment, "Philidor");
    ASSERT_NE(d6.mainChild(), nullptr);
    EXPECT_EQ(d6.mainChild()->san, "d4");
}

} // namespace

TEST(GameRecords, SavingAgainKeepsTagsCommentsVariationAndNags) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "Bc5" });
    press(Qt::Key_S); // Ctrl+S: back into the file it came from
    EXPECT_TRUE(prompts.errors.isEmpty()) << prompts.errors.join('\n').toStdString();

    const PgnParseResult read = parseFile(path);
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 1U);
    const PgnGame& game = read.games.front();
    const std::vector<std::string> names = tagNames(game);
    const std::vector<std::string> expectedStart { "Event", "Site", "Date", "Round", "White",
        "Black", "Result", "ECO", "Annotator", "PlyCount" };
    ASSERT_GE(names.size(), expectedStart.size());
    EXPECT_EQ(std::vector<std::string>(names.begin(), names.begin() + 10), expectedStart);
    EXPECT_EQ(game.tag("Event"), "Game two");
    EXPECT_EQ(game.tag("Site"), "Brno");
    EXPECT_EQ(game.tag("Date"), "2024.05.17");
    EXPECT_EQ(game.tag("Round"), "2");
    EXPECT_EQ(game.tag("White"), "Novak, Jan");
    EXPECT_EQ(game.tag("Black"), "Svoboda, Petr");
    EXPECT_EQ(game.tag("ECO"), "C50");
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
    press(Qt::Key_Z); // Ctrl+Z twice: back to look at the position after 2... Nc6
    press(Qt::Key_Z);
    ASSERT_EQ(w->controller()->game().ply(), 4);
    press(Qt::Key_S);

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
    const QByteArray second = "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n\n"
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
    press(Qt::Key_S);
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

    const ExtractReport extract = pgnExtract(path, dir.filePath("extract.pgn"));
    EXPECT_EQ(extract.games, 3) << extract.text.toStdString();
    EXPECT_TRUE(extract.clean) << extract.text.toStdString();

    // Saved twice: still only its own game.
    play(*w->controller(), { "Bb5" });
    press(Qt::Key_S);
    const QByteArray twice = readFile(path);
    EXPECT_TRUE(twice.startsWith(bom + first));
    EXPECT_TRUE(twice.endsWith(third));
    EXPECT_TRUE(twice.contains("3. Bb5"));
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
    press(Qt::Key_S);
    ASSERT_EQ(prompts.saveAsOffers.size(), 1);
    EXPECT_TRUE(prompts.saveAsOffers[0].contains(QLatin1String("two.pgn")));
    EXPECT_EQ(readFile(path), edited); // untouched
    EXPECT_TRUE(w->hasUnsavedChanges());

    // Accepting the offer saves under the name given.
    prompts.saveAs = true;
    prompts.savePath = dir.filePath("mine.pgn");
    press(Qt::Key_S);
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
    press(Qt::Key_S);
    EXPECT_EQ(asked, 1);
    ASSERT_TRUE(readFile(prompts.savePath).contains("1. e4"));
    play(*w->controller(), { "e5" });
    press(Qt::Key_S);
    EXPECT_EQ(asked, 1); // its file is known now
    EXPECT_TRUE(readFile(dir.filePath("first.pgn")).contains("1. e4 e5"));
    prompts.savePath = dir.filePath("second.pgn");
    press(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(asked, 2);
    EXPECT_TRUE(readFile(prompts.savePath).contains("1. e4 e5"));
    EXPECT_EQ(w->document().path, prompts.savePath);
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
    press(Qt::Key_S);
    EXPECT_FALSE(w->isWindowModified());
    press(Qt::Key_Z); // taking a move back changes nothing the file holds
    EXPECT_FALSE(w->isWindowModified());
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
    EXPECT_FALSE(w->close());
    EXPECT_TRUE(w->isVisible());
    EXPECT_EQ(prompts.saveQuestions.size(), 1);
    EXPECT_FALSE(w->openPgnFile(path)); // Open another: Cancel keeps the game
    press(Qt::Key_N); // New game: Cancel comes before its dialog
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

TEST(GameRecords, AFileDroppedOnTheWindowOpens) {
    QTemporaryDir dir;
    const QString path = dir.filePath("dropped.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    Prompts prompts;
    auto w = recordsWindow(prompts);
    activate(*w);
    QMimeData data;
    data.setUrls({ QUrl::fromLocalFile(path) });
    // Where the file manager drops it: onto the board, which passes it to the window.
    const QPoint at = w->board()->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w->board(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w->board(), &drop);
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->controller()->game().ply() == 5; }));
    EXPECT_EQ(w->controller()->playerName(Color::Black), "Svoboda, Petr");
    EXPECT_EQ(w->document().path, QFileInfo(path).absoluteFilePath());
}

TEST(GameRecords, TheCommandLineNamesTheFileToOpen) {
    EXPECT_EQ(fileToOpen({ QStringLiteral("rochade"), QStringLiteral("/tmp/a game.pgn") }),
        QStringLiteral("/tmp/a game.pgn"));
    EXPECT_TRUE(fileToOpen({ QStringLiteral("rochade") }).isEmpty());

    QProcess help;
    help.start(QStringLiteral(ROCHADE_APP), { QStringLiteral("--help") });
    ASSERT_TRUE(help.waitForFinished(kTimeoutMs));
    const QString text = QString::fromUtf8(help.readAllStandardOutput());
    EXPECT_TRUE(text.contains(QLatin1String("[file]"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QLatin1String("PGN"))) << text.toStdString();
}

TEST(GameRecords, TheProgramOpensTheFileGivenOnItsCommandLine) {
    // `rochade game.pgn` as the file manager runs it; what it opened shows in its autosave.
    QTemporaryDir home;
    const QString path = home.filePath("club game.pgn");
    ASSERT_TRUE(writeFile(path, kAnnotatedGame));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath("config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath("data"));
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(ROCHADE_APP), { path });
    ASSERT_TRUE(app.waitForStarted(kTimeoutMs));
    const QString autosave = home.filePath("data/Rochade/Rochade/autosave.pgn");
    const bool opened = QTest::qWaitFor(
        [&] { return readFile(autosave).contains("[Event \"Game two\"]"); }, kTimeoutMs);
    app.kill();
    app.waitForFinished(kTimeoutMs);
    ASSERT_TRUE(opened) << app.readAllStandardError().toStdString();
    EXPECT_TRUE(readFile(autosave).contains("3. Bc4 $14"));
}

TEST(GameRecords, TheDesktopEntryOpensPgnFiles) {
    const QString desktop
        = QStringLiteral(ROCHADE_TEST_DATA_DIR "/../../resources/rochade.desktop");
    const QString text = QString::fromUtf8(readFile(desktop));
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(text.contains(QLatin1String("\nExec=rochade %f\n")));
    QString mimeLine;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("MimeType="))) mimeLine = line;
    EXPECT_TRUE(mimeLine.split(QRegularExpression(QStringLiteral("[=;]")))
                    .contains(QLatin1String("application/x-chess-pgn")))
        << mimeLine.toStdString();
    // The system knows the type already (shared-mime-info): a .pgn file is one, by that name.
    const QMimeType pgn = QMimeDatabase().mimeTypeForFile(
        QStringLiteral("game.pgn"), QMimeDatabase::MatchExtension);
    EXPECT_TRUE(pgn.inherits(QStringLiteral("application/x-chess-pgn"))
        || pgn.aliases().contains(QLatin1String("application/x-chess-pgn")))
        << pgn.name().toStdString();

    QProcess validate;
    validate.setProcessChannelMode(QProcess::MergedChannels);
    validate.start(QStringLiteral("desktop-file-validate"), { desktop });
    ASSERT_TRUE(validate.waitForFinished(kTimeoutMs)) << "desktop-file-validate is missing";
    EXPECT_EQ(validate.exitCode(), 0) << validate.readAll().toStdString();
}

TEST(GameRecords, ClocksComeBackAsTheRecordSaysAfterACrashAndWhenReopened) {
    QTemporaryDir dir;
    const QString autosave = dir.filePath("autosave.pgn");
    Prompts prompts;
    prompts.saveChoice = SaveChoice::Discard;
    auto w = recordsWindow(prompts);
    GameController* c = w->controller();
    qint64 now = 1000;
    c->setTimeSource([&now] { return now; });
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
    for (const Game::Node* n : line)
        clocks.push_back(n->annotation.clock ? n->annotation.clock->count() : -1);
    EXPECT_EQ(clocks, (std::vector<qint64> { 300000, 296750, 290875, 298250 }));
    ASSERT_TRUE(w->savePgnFile(dir.filePath("timed.pgn")));
    w.reset();

    // A new window resumes it: both clocks as the record says, White's running.
    Prompts prompts2;
    auto w2 = recordsWindow(prompts2);
    qint64 later = 500000;
    w2->controller()->setTimeSource([&later] { return later; });
    ASSERT_TRUE(w2->enableAutosave(crashed));
    const GameClock& resumed = w2->controller()->clock();
    EXPECT_EQ(resumed.remainingMs(Color::White), white);
    EXPECT_EQ(resumed.remainingMs(Color::Black), black);
    EXPECT_EQ(resumed.runningSide(), Color::White);
    later += 1000;
    EXPECT_EQ(resumed.remainingMs(Color::White), white - 1000);
    EXPECT_EQ(resumed.remainingMs(Color::Black), black);
    EXPECT_EQ(resumed.moveTimeMs(3), 12125);

    // Reopened from the saved file: the same.
    Prompts prompts3;
    auto w3 = recordsWindow(prompts3);
    qint64 third = 7000;
    w3->controller()->setTimeSource([&third] { return third; });
    ASSERT_TRUE(w3->openPgnFile(dir.filePath("timed.pgn")));
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::White), white);
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::Black), black);
    // Taking a move back puts Black's clock back as it stood after 1... e5.
    ASSERT_TRUE(w3->controller()->undo());
    EXPECT_EQ(w3->controller()->clock().remainingMs(Color::Black), 296750);
}

TEST(GameRecords, EveryGameOfAFileIsFoundAtItsPlace) {
    // Files other tools wrote: escape lines, a game without tags after another's result, a
    // line comment holding a brace, brackets inside a tag value, a FEN start.
    const QDir data(QStringLiteral(ROCHADE_TEST_DATA_DIR "/pgn"));
    const QStringList files = data.entryList({ QStringLiteral("*.pgn") }, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    for (const QString& name : files) {
        const QByteArray bytes = readFile(data.filePath(name));
        const PgnParseResult read
            = parsePgn(std::string_view(bytes.constData(), size_t(bytes.size())));
        ASSERT_TRUE(read.ok()) << name.toStdString();
        EXPECT_EQ(pgnGameSpans(bytes).size(), read.games.size()) << name.toStdString();
        for (std::size_t i = 0; i < read.games.size(); ++i)
            EXPECT_TRUE(placeOfGame(bytes, read.games, i).has_value())
                << name.toStdString() << " game " << i;
    }
    // A game with an error has no trusted place.
    const QByteArray damaged = "[Event \"x\"]\n\n1. e4 e5 2. Qh9 *\n\n[Event \"y\"]\n\n1. d4 *\n";
    const PgnParseResult read
        = parsePgn(std::string_view(damaged.constData(), size_t(damaged.size())));
    ASSERT_EQ(read.games.size(), 2U);
    EXPECT_FALSE(placeOfGame(damaged, read.games, 0).has_value());
}

TEST(GameRecords, ADamagedFileIsNeverWrittenIntoInPlace) {
    QTemporaryDir dir;
    const QString path = dir.filePath("damaged.pgn");
    const QByteArray damaged = "[Event \"x\"]\n\n1. e4 e5 2. Qh9 *\n\n[Event \"y\"]\n\n1. d4 *\n";
    ASSERT_TRUE(writeFile(path, damaged));
    Prompts prompts;
    prompts.choice = 1;
    auto w = recordsWindow(prompts);
    FilePrompts accepting;
    accepting.chooseGame = [](const QStringList&) { return 1; };
    accepting.acceptPartial = [](const QString&) { return true; };
    accepting.offerSaveAs = [&prompts](const QString& text) {
        prompts.saveAsOffers << text;
        return false;
    };
    w->setFilePrompts(accepting);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "d5" });
    press(Qt::Key_S);
    EXPECT_EQ(prompts.saveAsOffers.size(), 1);
    EXPECT_EQ(readFile(path), damaged);
}
