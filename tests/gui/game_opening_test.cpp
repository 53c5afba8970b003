// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of how game records reach the window: a file dropped on it, named on the command line
// (the real program is run), offered by the file manager through the desktop entry; and each
// game of a file found at its place, so that only that game is ever rewritten.
#include "records_fixture.h"

#include "app/command_line.h"
#include "files/game_document.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QMimeDatabase>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

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

TEST(GameRecords, EveryGameOfAFileIsFoundAtItsPlace) {
    // Files other tools wrote: escape lines, a game without tags after another's result, a
    // line comment holding a brace, brackets inside a tag value, a FEN start.
    const QDir data(QStringLiteral(ROCHADE_TEST_DATA_DIR "/pgn"));
    const QStringList files = data.entryList({ QStringLiteral("*.pgn") }, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    for (const QString& name : files) {
        const PgnRead read = readPgnFile(data.filePath(name));
        ASSERT_TRUE(read.ok()) << name.toStdString();
        ASSERT_EQ(read.ranges.size(), read.games.size()) << name.toStdString();
        for (std::size_t i = 0; i < read.games.size(); ++i) {
            const std::optional<QByteArray> place = placeOfGame(read, i);
            ASSERT_TRUE(place.has_value()) << name.toStdString() << " game " << i;
            const PgnParseResult alone
                = parsePgn(std::string_view(place->constData(), size_t(place->size())));
            ASSERT_TRUE(alone.ok()) << name.toStdString() << " game " << i;
            ASSERT_EQ(alone.games.size(), 1U) << name.toStdString() << " game " << i;
            EXPECT_EQ(writePgn(alone.games[0]), writePgn(read.games[i]))
                << name.toStdString() << " game " << i;
        }
    }
    // A file with an error: where one game ends and the next begins is a guess.
    QTemporaryDir dir;
    const QString damaged = dir.filePath("damaged.pgn");
    ASSERT_TRUE(
        writeFile(damaged, "[Event \"x\"]\n\n1. e4 e5 2. Qh9 *\n\n[Event \"y\"]\n\n1. d4 *\n"));
    const PgnRead read = readPgnFile(damaged);
    ASSERT_EQ(read.games.size(), 2U);
    EXPECT_FALSE(placeOfGame(read, 0).has_value());
    EXPECT_FALSE(placeOfGame(read, 1).has_value());
}

TEST(GameRecords, ReplacingGameTwoOfThreeLeavesEveryOtherByteOfTheFile) {
    // Around the games what other tools leave: a byte order mark, escape lines, control
    // bytes, a comment standing alone (a "game" of its own), CRLF, brackets in comments.
    const QByteArray before = "\xEF\xBB\xBF% from a database [export]\r\n"
                              "[Event \"One\"]\r\n\r\n1. e4 {[not a tag]\r\nreally} e5 1-0"
                              "\r\n\r\n\x1A\r\n{about the next game}\r\n% note\r\n";
    const QByteArray game = "[Event \"Two\"]\r\n[White \"C\"]\r\n\r\n1. d4 ; a [bracket\r\n"
                            "d5 (1... Nf6 {\r\nlong\r\n}) 2. c4 *";
    const QByteArray after = QByteArray("  \r\n\r\n\r\n%x\r\n1. c4 e5 0-1\r\n") + '\0';
    const QByteArray file = before + game + after;
    const PgnParseResult read = parsePgn(std::string_view(file.constData(), size_t(file.size())));
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 4U);
    ASSERT_EQ(read.games[2].tag("Event"), "Two");

    PgnGame replacement = read.games[2];
    ASSERT_TRUE(replacement.game.addSanMove(replacement.game.currentNode(), "e6").ok());
    const std::optional<ReplacedGame> replaced
        = replaceGame(file, 2, game, QByteArray::fromStdString(writePgn(replacement)));
    ASSERT_TRUE(replaced.has_value());
    ASSERT_TRUE(replaced->file.startsWith(before));
    ASSERT_TRUE(replaced->file.endsWith(after));
    const QByteArray written = replaced->file.sliced(
        before.size(), replaced->file.size() - before.size() - after.size());
    EXPECT_EQ(written, replaced->game);
    EXPECT_TRUE(written.endsWith("2. c4 e6 *")) << written.toStdString();
    EXPECT_EQ(written.count('\n'), written.count("\r\n")) << "the file's line ends";

    const PgnParseResult again
        = parsePgn(std::string_view(replaced->file.constData(), size_t(replaced->file.size())));
    ASSERT_TRUE(again.ok()) << again.error->message;
    ASSERT_EQ(again.games.size(), 4U);
    for (std::size_t i : { 0U, 1U, 3U })
        EXPECT_EQ(writePgn(again.games[i]), writePgn(read.games[i])) << "game " << i;
    EXPECT_EQ(writePgn(again.games[2]), writePgn(replacement));

    // Saved again at its new place; the old place is no longer there.
    EXPECT_TRUE(replaceGame(replaced->file, 2, replaced->game, "1. e4 *").has_value());
    EXPECT_FALSE(replaceGame(replaced->file, 2, game, "1. e4 *").has_value());
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
    accepting.chooseGame = [](GameListModel&) { return 1; };
    accepting.acceptPartial = [](const QString&) { return true; };
    accepting.offerSaveAs = [&prompts](const QString& text) {
        prompts.saveAsOffers << text;
        return false;
    };
    w->setFilePrompts(accepting);
    activate(*w);
    ASSERT_TRUE(w->openPgnFile(path));
    play(*w->controller(), { "d5" });
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(prompts.saveAsOffers.size(), 1);
    EXPECT_EQ(readFile(path), damaged);
}
