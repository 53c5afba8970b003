// SPDX-License-Identifier: GPL-3.0-or-later
// What the game-record tests share: a window whose prompts are plain answers, keys where the
// user's keys go, files written and read as bytes, pgn-extract as a second reader, and a
// game written by hand as other programs write them.
#pragma once

#include "app/main_window.h"
#include "board/board_widget.h"
#include "files/game_files.h"
#include "files/game_list_model.h"
#include "game/game_controller.h"
#include "rochade/core/pgn.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace rochade::gui::test {

/// What the prompts were asked, and what they answer.
struct Prompts {
    int choice = 0;
    SaveChoice saveChoice = SaveChoice::Cancel;
    QString savePath; ///< the name "typed" into the save dialog
    bool saveAs = false; ///< the answer when the file cannot take the game back
    QStringList saveQuestions;
    QStringList saveAsOffers;
    QStringList errors;
    QStringList errorTitles; ///< the title of each error box, in step with `errors`
};

inline std::unique_ptr<MainWindow> recordsWindow(Prompts& p) {
    auto w = std::make_unique<MainWindow>();
    FilePrompts prompts;
    prompts.chooseGame = [&p](GameListModel&) { return p.choice; };
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
    prompts.showError = [&p](const QString& title, const QString& text) {
        p.errorTitles << title;
        p.errors << text;
    };
    w->setFilePrompts(prompts);
    return w;
}

/// Shows `w` and makes it the active window, as after a click into it.
inline void activate(MainWindow& w) {
    w.resize(1000, 700);
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    w.board()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.board(); }));
}

/// A key pressed where the user's keys go, with Ctrl unless told otherwise.
inline void pressShortcut(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::ControlModifier) {
    QTest::keyClick(QApplication::focusWidget(), key, modifiers);
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

inline QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline PgnParseResult parseFile(const QString& path) {
    const QByteArray bytes = readFile(path);
    return parsePgn(std::string_view(bytes.constData(), size_t(bytes.size())));
}

/// pgn-extract's account of `path`: how many games it read, and whether it found an error.
struct ExtractReport {
    int games = -1;
    bool clean = false;
    QString text;
};

inline ExtractReport pgnExtract(const QString& path, const QString& out) {
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
inline const QByteArray kAnnotatedGame
    = "[Event \"Game two\"]\n"
      "[Site \"Brno\"]\n"
      "[Date \"2024.05.17\"]\n"
      "[Round \"2\"]\n"
      "[White \"Novak, Jan\"]\n"
      "[Black \"Svoboda, Petr\"]\n"
      "[Result \"*\"]\n"
      "[ECO \"C50\"]\n"
      "[Opening \"Italian, by hand\"]\n"
      "[Annotator \"Hand\"]\n"
      "[PlyCount \"5\"]\n"
      "\n"
      "{Played in the club.} 1. e4 e5 2. Nf3 {Developing.} Nc6 $1\n"
      "(2... d6 {Philidor} 3. d4) 3. Bc4 $14 *\n";

inline std::vector<std::string> tagNames(const PgnGame& game) {
    std::vector<std::string> names;
    for (const PgnTag& t : game.tags)
        names.push_back(t.name);
    return names;
}

/// The tree of kAnnotatedGame in `game`, whatever follows 3. Bc4.
inline void expectAnnotatedTree(const PgnGame& game) {
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

} // namespace rochade::gui::test
