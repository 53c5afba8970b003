// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of game records in the window: PGN save and open, damaged files, FEN and PGN on the
// clipboard, and the autosave. Prompts are plain functions, so no dialog ever blocks.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "dialogs/new_game_dialog.h"
#include "files/game_files.h"
#include "files/game_list_model.h"
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"
#include "manual_player.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>
#include <utility>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// What the prompts were asked, and what they answer.
struct PromptLog {
    QStringList summaries;
    QStringList partialQuestions;
    QStringList errors;
    int choice = 0;
    bool acceptPartial = false;
};

std::unique_ptr<MainWindow> openWindow(PromptLog& log) {
    auto w = std::make_unique<MainWindow>();
    FilePrompts prompts;
    prompts.chooseGame = [&log](GameListModel& games) {
        log.summaries.clear();
        for (int i = 0; i < games.gameCount(); ++i)
            log.summaries << games.summary(i);
        return log.choice;
    };
    prompts.acceptPartial = [&log](const QString& text) {
        log.partialQuestions << text;
        return log.acceptPartial;
    };
    prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    prompts.showError = [&log](const QString&, const QString& text) { log.errors << text; };
    w->setFilePrompts(prompts);
    return w;
}

QStringList sanMoves(const GameController& c) {
    QStringList out;
    for (const std::string& s : c.game().sanMoves())
        out << QString::fromStdString(s);
    return out;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

TEST(GameFiles, SaveThenOpenRestoresMovesPlayersAndRecentFiles) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("game.pgn");
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat("Anna", "Boris"));
    play(*w->controller(), { "e4", "e5", "Nf3", "Nc6", "Bb5" });
    ASSERT_TRUE(w->savePgnFile(path));

    const QString text = readFile(path);
    for (const char* expected : { "[Event ", "[Site ", "[Date ", "[Round ", "[White \"Anna\"]",
             "[Black \"Boris\"]", "[Result \"*\"]", "1. e4 e5 2. Nf3 Nc6 3. Bb5 *" })
        EXPECT_TRUE(text.contains(QLatin1String(expected))) << expected << "\n"
                                                            << text.toStdString();
    EXPECT_FALSE(text.contains(QLatin1String("[FEN "))); // the initial position needs none
    QSettings settings;
    ASSERT_FALSE(recentFiles(settings).isEmpty());
    EXPECT_EQ(recentFiles(settings).front(), QFileInfo(path).absoluteFilePath());

    PromptLog log2;
    auto w2 = openWindow(log2);
    ASSERT_TRUE(w2->openPgnFile(path));
    const GameController& c = *w2->controller();
    EXPECT_EQ(sanMoves(c), (QStringList { "e4", "e5", "Nf3", "Nc6", "Bb5" }));
    EXPECT_EQ(c.setup().mode, PlayMode::HotSeat);
    EXPECT_EQ(c.playerName(Color::White), "Anna");
    EXPECT_EQ(c.playerName(Color::Black), "Boris");
    EXPECT_TRUE(c.canHumanMove()); // Black to move in a hot-seat game
    EXPECT_TRUE(c.canUndo()); // the whole history came along
    EXPECT_TRUE(log2.summaries.isEmpty()); // one game: nothing to choose
}

TEST(GameFiles, AGameFromAPositionIsSavedWithSetUpAndFen) {
    QTemporaryDir dir;
    const QString path = dir.filePath("endgame.pgn");
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat());
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    ASSERT_TRUE(w->pasteFen(fen));
    play(*w->controller(), { "e4", "Kd7" });
    ASSERT_TRUE(w->savePgnFile(path));
    const QString text = readFile(path);
    EXPECT_TRUE(text.contains(QLatin1String("[SetUp \"1\"]")));
    EXPECT_TRUE(text.contains(QStringLiteral("[FEN \"%1\"]").arg(fen)));
    EXPECT_TRUE(text.contains(QLatin1String("40. e4 Kd7")));

    auto w2 = openWindow(log);
    ASSERT_TRUE(w2->openPgnFile(path));
    EXPECT_EQ(QString::fromStdString(toFen(w2->controller()->game().startPosition())), fen);
    EXPECT_EQ(sanMoves(*w2->controller()), (QStringList { "e4", "Kd7" }));
}

TEST(GameFiles, TheComputerSetupSurvivesTheTags) {
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.humanColor = ColorChoice::Black;
    setup.level = engine::Level::Medium;
    setup.whiteName = QString();
    setup.blackName = QStringLiteral("Clara");
    Game game;
    ASSERT_TRUE(game.playMove(MoveGenerator::legalMoves(game.position())[0]).ok());
    const QString white = defaultPlayerName(setup, Color::Black, Color::White);
    const QString text
        = gameToPgn(game, gameTags(setup, Color::Black, white, QStringLiteral("Clara"), {}));
    EXPECT_TRUE(text.contains(QLatin1String("[Date \"????.??.??\"]")));
    const PgnRead read = readPgnText(text);
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1u);
    const GameRecord record = toRecord(read.games.front());
    EXPECT_EQ(record.setup, setup);
    EXPECT_EQ(record.game.moves(), game.moves());
}

TEST(GameFiles, TheLevelTagNamesALadderLevelByNumberAndReadsTheOldNames) {
    const auto levelTagOf = [](engine::Level level) {
        GameSetup setup;
        setup.level = level;
        const QString text = gameToPgn(Game {}, gameTags(setup, Color::White, {}, {}, {}));
        const qsizetype at = text.indexOf(QLatin1String("[Level \""));
        return at < 0 ? QString()
                      : text.mid(at + 8, text.indexOf(QLatin1Char('"'), at + 8) - at - 8);
    };
    EXPECT_EQ(levelTagOf(engine::Level::Three), QStringLiteral("3"));
    EXPECT_EQ(levelTagOf(engine::Level::Medium), QStringLiteral("Medium"));
    EXPECT_EQ(levelTagOf(engine::Level::Full), QStringLiteral("Full"));
    // A file written by an older version, by hand.
    for (const auto& [tag, level] : { std::pair { "Hard", engine::Level::Hard },
             std::pair { "Easy", engine::Level::Easy }, std::pair { "7", engine::Level::Seven } }) {
        const PgnRead read
            = readPgnText(QStringLiteral("[Event \"?\"]\n[White \"You\"]\n"
                                         "[Black \"Computer\"]\n[Result \"*\"]\n"
                                         "[Mode \"VsComputer\"]\n[Level \"%1\"]\n\n1. e4 *\n")
                              .arg(QLatin1String(tag)));
        ASSERT_TRUE(read.ok()) << tag;
        ASSERT_EQ(read.games.size(), 1u);
        EXPECT_EQ(toRecord(read.games.front()).setup.level, level) << tag;
    }
}

TEST(GameFiles, AFileOfSeveralGamesOffersTheChoice) {
    QTemporaryDir dir;
    const QString path = dir.filePath("three.pgn");
    ASSERT_TRUE(writeFile(path,
        "[Event \"One\"]\n[White \"Alpha\"]\n[Black \"Beta\"]\n[Date \"2001.02.03\"]\n"
        "[Result \"1-0\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Qh5 $2 Nc6 3. Bc4 Nf6?? "
        "4. Qxf7# 1-0\n\n"
        "[Event \"Two\"]\n[White \"Gamma\"]\n[Black \"Delta\"]\n[Result \"1/2-1/2\"]\n\n"
        "1. d4 ; a comment to the end of the line\nd5 2. c4 1/2-1/2\n\n"
        "[Event \"Three\"]\n[White \"Eps\"]\n[Black \"Zeta\"]\n[Result \"*\"]\n\n1. 0-0 *\n"));
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat());
    play(*w->controller(), { "a3" });

    // Cancelling the choice leaves the running game alone. (Game three is illegal: "0-0"
    // at move one; its error is asked about only when it is the game chosen.)
    log.acceptPartial = false;
    log.choice = -1;
    EXPECT_FALSE(w->openPgnFile(path));
    EXPECT_EQ(sanMoves(*w->controller()), QStringList { "a3" });
    EXPECT_TRUE(log.partialQuestions.isEmpty());
    ASSERT_GE(log.summaries.size(), 2);
    EXPECT_TRUE(log.summaries[0].contains(QLatin1String("Alpha")));
    EXPECT_TRUE(log.summaries[0].contains(QLatin1String("Beta")));
    EXPECT_TRUE(log.summaries[0].contains(QLatin1String("1-0")));
    EXPECT_TRUE(log.summaries[0].contains(QLatin1String("2001.02.03")));
    EXPECT_TRUE(log.summaries[1].contains(QLatin1String("Gamma")));

    log.choice = 1;
    ASSERT_TRUE(w->openPgnFile(path));
    const GameController& c = *w->controller();
    EXPECT_EQ(sanMoves(c), (QStringList { "d4", "d5", "c4" }));
    EXPECT_EQ(c.playerName(Color::White), "Gamma");
    // The result marker stands as a draw agreed: the moves alone do not end the game.
    EXPECT_EQ(c.status().result, GameResult::Draw);

    log.choice = 0;
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(c.game().ply(), 7); // the variation's moves were not played
    EXPECT_EQ(c.status().result, GameResult::WhiteWins);

    // Game three: its error is named, and declining leaves game one on the board.
    log.choice = 2;
    EXPECT_FALSE(w->openPgnFile(path));
    ASSERT_EQ(log.partialQuestions.size(), 1);
    EXPECT_TRUE(log.partialQuestions.front().contains(QLatin1String("Line 22, column 4")))
        << log.partialQuestions.front().toStdString();
    EXPECT_EQ(c.game().ply(), 7);
}

TEST(GameFiles, ADamagedFileNamesLineAndColumnAndLoadsOnlyWhenAccepted) {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.pgn");
    ASSERT_TRUE(
        writeFile(path, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3\nNc6 3. Ke3 Nf6 *\n"));
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat());
    play(*w->controller(), { "d4", "d5" });

    log.acceptPartial = false;
    EXPECT_FALSE(w->openPgnFile(path));
    ASSERT_EQ(log.partialQuestions.size(), 1);
    const QString question = log.partialQuestions.front();
    EXPECT_TRUE(question.contains(QLatin1String("Line 5, column 8"))) << question.toStdString();
    EXPECT_TRUE(question.contains(QLatin1String("Ke3"))) << question.toStdString();
    // Declined: the board still shows the running game.
    EXPECT_EQ(sanMoves(*w->controller()), (QStringList { "d4", "d5" }));
    EXPECT_TRUE(w->statusText().contains(QLatin1String("Line 5")));

    log.acceptPartial = true;
    ASSERT_TRUE(w->openPgnFile(path));
    EXPECT_EQ(sanMoves(*w->controller()), (QStringList { "e4", "e5", "Nf3", "Nc6" }));
    EXPECT_TRUE(w->controller()->canHumanMove()); // unfinished: play goes on
}

TEST(GameFiles, BinaryAndMissingFilesGiveErrorsAndChangeNothing) {
    QTemporaryDir dir;
    const QString binary = dir.filePath("binary.pgn");
    QByteArray junk("\x00\x01\x02\xff\xfe[Event", 11);
    junk.append(QByteArray(200, '\x07'));
    ASSERT_TRUE(writeFile(binary, junk));
    PromptLog log;
    log.acceptPartial = true;
    auto w = openWindow(log);
    w->startGame(hotSeat());
    play(*w->controller(), { "c4" });

    EXPECT_FALSE(w->openPgnFile(binary));
    EXPECT_FALSE(w->openPgnFile(dir.filePath("missing.pgn")));
    EXPECT_EQ(log.errors.size(), 2);
    EXPECT_TRUE(log.errors.front().contains(QLatin1String("Line 1")))
        << log.errors.front().toStdString();
    EXPECT_EQ(sanMoves(*w->controller()), QStringList { "c4" });
}

TEST(GameFiles, AGameWonOnTimeOpensAsWonOnTimeAndAnUnnamedEndAsRecorded) {
    // As lichess writes them: a game lost on time, and one whose Termination names no rule.
    const QByteArray lostOnTime = "[Event \"Rated Blitz game\"]\n[White \"anna\"]\n"
                                  "[Black \"boris\"]\n[Result \"1-0\"]\n"
                                  "[Termination \"Time forfeit\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";
    const QByteArray normal = "[Event \"Rated Blitz game\"]\n[White \"anna\"]\n"
                              "[Black \"boris\"]\n[Result \"0-1\"]\n"
                              "[Termination \"Normal\"]\n\n1. e4 e5 2. Nf3 0-1\n";
    QTemporaryDir dir;
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat());
    const struct {
        const char* name;
        QByteArray bytes;
        GameStatus end;
    } files[] = {
        { "time.pgn", lostOnTime,
            { GameResult::WhiteWins, GameEndReason::Timeout, DrawClaim::None } },
        { "normal.pgn", normal,
            { GameResult::BlackWins, GameEndReason::AsRecorded, DrawClaim::None } },
    };
    for (const auto& file : files) {
        const QString path = dir.filePath(QLatin1String(file.name));
        ASSERT_TRUE(writeFile(path, file.bytes));
        ASSERT_TRUE(w->openPgnFile(path)) << file.name;
        EXPECT_EQ(w->controller()->status(), file.end) << file.name;
        const QString sentence = GameStatusText::statusDescription(file.end);
        EXPECT_TRUE(w->statusText().endsWith(sentence)) << w->statusText().toStdString();
        EXPECT_FALSE(w->statusText().contains(QLatin1String("resign"))) << file.name;
        EXPECT_TRUE(w->controller()->whyNoMove().contains(sentence)) << file.name;
    }
    EXPECT_EQ(GameStatusText::statusDescription(files[0].end),
        "Black's time has run out: White wins on time.");
    EXPECT_EQ(GameStatusText::statusDescription(files[1].end), "Black wins, as the record says.");
}

TEST(GameFiles, PastingAFenSetsUpThePositionAndABadOneChangesNothing) {
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat("Anna", "Boris"));
    play(*w->controller(), { "e4" });
    const QString fen = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20");

    QApplication::clipboard()->setText(fen);
    QAction* paste = action(*w, "pasteFenAction");
    ASSERT_NE(paste, nullptr);
    paste->trigger();
    const GameController& c = *w->controller();
    EXPECT_EQ(w->currentFen(), fen);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_EQ(c.playerName(Color::White), "Anna"); // the setup is kept
    EXPECT_TRUE(c.canHumanMove());

    // No white king; then garbage: refused with the reason, nothing changes.
    for (const char* bad : { "r3k2r/8/8/8/8/8/8/R6R w - - 0 1", "hello world", "" }) {
        EXPECT_FALSE(w->pasteFen(QString::fromLatin1(bad))) << bad;
        EXPECT_EQ(w->currentFen(), fen);
        EXPECT_TRUE(w->statusText().contains(QLatin1String("FEN")))
            << w->statusText().toStdString();
    }

    QAction* copy = action(*w, "copyFenAction");
    ASSERT_NE(copy, nullptr);
    QApplication::clipboard()->clear();
    copy->trigger();
    EXPECT_EQ(QApplication::clipboard()->text(), fen);
}

TEST(GameFiles, CopyAndPasteAGameAsPgn) {
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat("Anna", "Boris"));
    play(*w->controller(), { "f3", "e5", "g4", "Qh4#" });
    action(*w, "copyPgnAction")->trigger();
    const QString pgn = QApplication::clipboard()->text();
    EXPECT_TRUE(pgn.contains(QLatin1String("[Result \"0-1\"]")));
    EXPECT_TRUE(pgn.contains(QLatin1String("2. g4 Qh4# 0-1")));

    auto w2 = openWindow(log);
    w2->startGame(hotSeat());
    action(*w2, "pastePgnAction")->trigger();
    EXPECT_EQ(sanMoves(*w2->controller()), (QStringList { "f3", "e5", "g4", "Qh4#" }));
    EXPECT_EQ(w2->controller()->status().result, GameResult::BlackWins);
    EXPECT_EQ(w2->controller()->playerName(Color::Black), "Boris");
}

TEST(GameFiles, CtrlVTakesAFenOrAPgnWhereverTheFocusIs) {
    PromptLog log;
    auto w = openWindow(log);
    w->resize(1000, 700);
    w->show();
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->startGame(hotSeat("Anna", "Boris"));
    const GameController& c = *w->controller();
    // The user clicked into the move field: Ctrl+V goes there first.
    QLineEdit* entry = w->moveEntry();
    entry->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == entry; }));
    const auto ctrlV
        = [] { QTest::keyClick(QApplication::focusWidget(), Qt::Key_V, Qt::ControlModifier); };

    const QString fen = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20");
    QApplication::clipboard()->setText(fen + QLatin1Char('\n'));
    ctrlV();
    EXPECT_EQ(w->currentFen(), fen);
    EXPECT_TRUE(entry->text().isEmpty()); // not typed into the field as a "move"
    EXPECT_EQ(c.playerName(Color::White), "Anna");

    // A FEN with a mistake is refused as a FEN, naming its field; nothing changes.
    for (const char* bad : { "r3k2r/8/8/8/8/8/8/R3K2 b KQkq - 3 20", // a rank of 7 squares
             "r3k2r/8/8/8/8/8/8/R3K2R x KQkq - 3 20", // no side to move
             "r3k2r/8/8/8/8/8/8/R6R w - - 0 1" }) { // no white king
        QApplication::clipboard()->setText(QString::fromLatin1(bad));
        ctrlV();
        EXPECT_EQ(w->currentFen(), fen) << bad;
        EXPECT_TRUE(w->statusText().contains(QLatin1String("FEN")))
            << w->statusText().toStdString();
        EXPECT_FALSE(w->statusText().contains(QLatin1String("SAN")))
            << w->statusText().toStdString();
        EXPECT_TRUE(entry->text().isEmpty());
    }
    EXPECT_TRUE(log.errors.isEmpty());

    // A game in PGN, from wherever the focus is.
    QApplication::clipboard()->setText(
        QStringLiteral("[White \"Carla\"]\n[Black \"Dan\"]\n\n1. d4 d5 2. c4 *\n"));
    ctrlV();
    EXPECT_EQ(sanMoves(c), (QStringList { "d4", "d5", "c4" }));
    EXPECT_EQ(c.playerName(Color::White), "Carla");
    w->board()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->board(); }));
    QApplication::clipboard()->setText(QStringLiteral("1. e4 e5 2. Nf3 *"));
    ctrlV();
    EXPECT_EQ(sanMoves(c), (QStringList { "e4", "e5", "Nf3" }));

    // A move on the clipboard is text for the move field, as in any text field.
    entry->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == entry; }));
    QApplication::clipboard()->setText(QStringLiteral("Nc6"));
    ctrlV();
    EXPECT_EQ(entry->text(), "Nc6");
    EXPECT_EQ(c.game().ply(), 3);
}

TEST(GameFiles, OpeningOrPastingAPgnKeepsTheNewGameDefaults) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    ASSERT_TRUE(writeFile(path,
        "[White \"Ann\"]\n[Black \"Bob\"]\n[Mode \"HotSeat\"]\n[TimeControl \"300+2\"]\n\n"
        "1. e4 e5 *\n"));
    GameSetup defaults; // against the computer, as Black, at Medium, 10 minutes
    defaults.humanColor = ColorChoice::Black;
    defaults.level = engine::Level::Medium;
    defaults.whiteName = QStringLiteral("Computer friend");
    defaults.timeControl = parseTimeControl("10+0").value();
    {
        QSettings settings;
        defaults.save(settings);
    }
    PromptLog log;
    auto w = openWindow(log);
    ASSERT_TRUE(w->openPgnFile(path));
    ASSERT_EQ(w->controller()->setup().mode, PlayMode::HotSeat);
    QApplication::clipboard()->setText(readFile(path));
    action(*w, "pastePgnAction")->trigger();
    ASSERT_EQ(w->controller()->playerName(Color::White), "Ann");
    {
        QSettings settings;
        EXPECT_EQ(GameSetup::load(settings), defaults);
    }

    // The New game dialog offers the defaults, not the loaded game's players and clock, and
    // accepting it unchanged stores the same defaults again.
    GameSetup offered;
    bool sawDialog = false;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<NewGameDialog*>(modal)) {
            sawDialog = true;
            offered = dialog->setup();
            dialog->accept();
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            box->button(QMessageBox::Yes)->click(); // abandon the loaded game
        }
    });
    answer.start(20);
    w->showNewGameDialog();
    answer.stop();
    ASSERT_TRUE(sawDialog);
    EXPECT_EQ(offered, defaults);
    QSettings settings;
    EXPECT_EQ(GameSetup::load(settings), defaults);
    EXPECT_TRUE(w->controller()->isVsComputer());
    settings.remove(QStringLiteral("newGame"));
}

TEST(GameFiles, AutosaveFollowsTheGameAndANewWindowResumesIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath("data/autosave.pgn");
    PromptLog log;
    auto w = openWindow(log);
    w->startGame(hotSeat("Anna", "Boris"));
    EXPECT_FALSE(w->enableAutosave(path)); // nothing to resume yet
    EXPECT_FALSE(QFile::exists(path)); // an empty game is not saved

    play(*w->controller(), { "e4", "c5", "Nf3" });
    ASSERT_TRUE(QFile::exists(path));
    EXPECT_TRUE(readFile(path).contains(QLatin1String("1. e4 c5 2. Nf3")));
    // A move taken back stays in the file, to redo after a crash as before it.
    ASSERT_TRUE(w->controller()->undo());
    EXPECT_TRUE(readFile(path).contains(QLatin1String("1. e4 c5 2. Nf3")));
    w.reset(); // as if the program had stopped here

    auto w2 = openWindow(log);
    ASSERT_TRUE(w2->enableAutosave(path));
    const GameController& c = *w2->controller();
    EXPECT_EQ(sanMoves(c), (QStringList { "e4", "c5" }));
    ASSERT_TRUE(c.game().canRedo());
    EXPECT_EQ(c.game().redoLine().front()->san, "Nf3");
    EXPECT_EQ(c.setup().mode, PlayMode::HotSeat);
    EXPECT_EQ(c.playerName(Color::White), "Anna");
    EXPECT_TRUE(w2->statusText().contains(QLatin1String("resumed")));

    // A finished game leaves nothing to resume.
    w2->controller()->resign();
    EXPECT_FALSE(QFile::exists(path));
    auto w3 = openWindow(log);
    EXPECT_FALSE(w3->enableAutosave(path));
    EXPECT_EQ(w3->controller()->game().ply(), 0);
}

TEST(GameFiles, AutosaveKeepsAComputerGameAndItsSide) {
    QTemporaryDir dir;
    const QString path = dir.filePath("autosave.pgn");
    PromptLog log;
    auto w = openWindow(log);
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.humanColor = ColorChoice::White;
    setup.level = engine::Level::Easy;
    w->startGame(setup);
    w->enableAutosave(path);
    ASSERT_TRUE(w->controller()->playMoveText("e4"));
    // The computer answers; then it is the human's turn and the file has both moves.
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->controller()->game().ply() == 2; }, kTimeoutMs));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w->controller()->isThinking(); }, kTimeoutMs));
    w.reset();

    auto w2 = openWindow(log);
    ASSERT_TRUE(w2->enableAutosave(path));
    const GameController& c = *w2->controller();
    EXPECT_EQ(c.game().ply(), 2);
    EXPECT_TRUE(c.isVsComputer());
    EXPECT_EQ(c.humanColor(), Color::White);
    EXPECT_EQ(c.setup().level, engine::Level::Easy);
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameFiles, LoadingAGameWhileTheComputerThinksDropsItsResult) {
    GameController c;
    auto* computer = seatManualPlayer(c, new ManualPlayer()); // thinks until told to move
    GameSetup computerWhite = vsComputer(ColorChoice::Black, engine::Level::Full);
    c.newGame(computerWhite);
    ASSERT_TRUE(c.isThinking());
    ASSERT_EQ(computer->asked.size(), 1U);

    QSignalSpy moves(&c, &GameController::moveMade);
    Game loaded;
    ASSERT_TRUE(loaded.playMove(MoveGenerator::legalMoves(loaded.position())[0]).ok());
    c.loadGame(loaded, hotSeat());
    EXPECT_FALSE(c.isThinking());
    EXPECT_EQ(computer->cancelled, computer->asked[0].id);
    computer->answer("e4"); // the answer to the game that is gone
    EXPECT_EQ(moves.count(), 0);
    EXPECT_EQ(c.game().moves(), loaded.moves());
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameFiles, SettingUpAPositionKeepsTheHumansSide) {
    GameController c;
    // A computer to move thinks until the next position replaces it.
    seatManualPlayer(c, new ManualPlayer());
    GameSetup random;
    random.mode = PlayMode::VsComputer;
    random.humanColor = ColorChoice::Random;
    const Position start = parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").value();
    // Random is drawn at each new game; a pasted position must not draw it again.
    for (int i = 0; i < 8; ++i) {
        c.newGame(random);
        const Color human = c.humanColor();
        c.setUpPosition(start);
        EXPECT_EQ(c.humanColor(), human);
        EXPECT_EQ(c.game().ply(), 0);
        EXPECT_EQ(c.game().startPosition().hash(), start.hash());
    }
}
