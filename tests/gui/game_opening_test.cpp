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
    pressShortcut(Qt::Key_S);
    EXPECT_EQ(prompts.saveAsOffers.size(), 1);
    EXPECT_EQ(readFile(path), damaged);
}
