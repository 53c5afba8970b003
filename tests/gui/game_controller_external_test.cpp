// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the game controller against an external UCI engine: Stockfish plays legal moves,
// a failing engine leaves the board alone and hands over to the built-in engine, and a
// cancelled search's late move is never played.
#include "app/main_window.h"
#include "dialogs/engine_settings_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "engines/engine_players.h"
#include "engines/uci_engine_process.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "game/game_setup.h"
#include "game/game_status_text.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"

#include <QAbstractButton>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// The controller's external engine player (one of the two seatEngines() or the window hands it).
gui::UciEnginePlayer* uciPlayerOf(GameController& c) {
    auto* player = c.findChild<gui::UciEnginePlayer*>();
    EXPECT_NE(player, nullptr);
    return player;
}

/// True if the external engine plays the computer's side of the running game.
bool usesUci(GameController& c) {
    return qobject_cast<gui::UciEnginePlayer*>(c.computer()->player()) != nullptr;
}

/// A window whose external engine, the fake one in `mode`, plays White and gives up quickly.
struct FailingEngineWindow {
    explicit FailingEngineWindow(const QString& mode) {
        uciPlayerOf(*window.controller())->setTimeouts(500, 300);
        window.startGame(external(scripts.make(mode), ColorChoice::Black));
    }
    /// The question the window asks once the engine has failed; null if none came in time.
    QMessageBox* failedBox() {
        QMessageBox* box = nullptr;
        const bool asked = QTest::qWaitFor(
            [&] {
                box = window.findChild<QMessageBox*>(QStringLiteral("engineFailedBox"));
                return box != nullptr;
            },
            kTimeoutMs);
        return asked ? box : nullptr;
    }
    FakeEngineScripts scripts;
    gui::MainWindow window;
};

} // namespace

TEST(GameControllerExternal, PlaysAFewMovesAgainstStockfish) {
    if (!QFileInfo(kStockfish).isExecutable()) GTEST_SKIP() << "no /usr/games/stockfish";
    GameController c;
    seatEngines(c);
    engine::SearchLimits limits;
    limits.moveTimeMs = 50;
    c.computer()->setExtraSearchLimits(limits);
    QSignalSpy failed(c.computer(), &ComputerOpponent::playerFailed);
    c.newGame(external(kStockfish, ColorChoice::White));
    ASSERT_TRUE(usesUci(c));
    EXPECT_EQ(c.playerName(Color::Black), QStringLiteral("Test engine"));
    for (int round = 0; round < 3; ++round) {
        // The human plays the first legal move; the engine's reply must be on the board.
        const MoveList moves = c.playableMoves();
        ASSERT_FALSE(moves.empty());
        ASSERT_TRUE(c.playHumanMove(moves[0]));
        const int ply = c.game().ply();
        const Position before = c.game().position();
        ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == ply + 1; }, kTimeoutMs));
        EXPECT_TRUE(MoveGenerator::isLegal(before, c.game().currentNode().move));
        ASSERT_TRUE(QTest::qWaitFor([&] { return c.canHumanMove(); }, kTimeoutMs));
    }
    EXPECT_EQ(failed.count(), 0);
}

class ControllerFakeFailure : public ::testing::TestWithParam<const char*> { };

TEST_P(ControllerFakeFailure, LeavesTheBoardAloneAndTheBuiltInEngineTakesOver) {
    FakeEngineScripts scripts;
    GameController c;
    seatEngines(c);
    uciPlayerOf(c)->setTimeouts(500, 300);
    QSignalSpy failed(c.computer(), &ComputerOpponent::playerFailed);
    // The human plays Black, so the engine moves first.
    c.newGame(external(scripts.make(QString::fromLatin1(GetParam())), ColorChoice::Black));
    ASSERT_TRUE(failed.wait(kTimeoutMs)) << GetParam();
    EXPECT_EQ(failed.first().at(0).toString(), QStringLiteral("Test engine"));
    EXPECT_FALSE(failed.first().at(1).toString().isEmpty());
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_FALSE(c.isThinking());
    ASSERT_NE(uciPlayerOf(c)->process(), nullptr);
    EXPECT_FALSE(uciPlayerOf(c)->process()->isRunning());
    EXPECT_TRUE(processGone(uciPlayerOf(c)->process()->lastProcessId()));

    c.switchToBuiltInEngine();
    EXPECT_FALSE(usesUci(c));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 1; }, kTimeoutMs));
    EXPECT_TRUE(c.canHumanMove());
    EXPECT_EQ(failed.count(), 1);
}

INSTANTIATE_TEST_SUITE_P(Modes, ControllerFakeFailure,
    ::testing::Values("crash", "hang", "garbage", "illegal", "nouciok"),
    [](const auto& info) { return std::string(info.param); });

TEST(GameControllerExternal, AnEngineThatCannotStartIsReported) {
    GameController c;
    seatEngines(c);
    QSignalSpy failed(c.computer(), &ComputerOpponent::playerFailed);
    c.newGame(external(QStringLiteral("/nonexistent/engine"), ColorChoice::Black));
    ASSERT_TRUE(failed.wait(kTimeoutMs));
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_FALSE(c.isThinking());
}

TEST(GameControllerExternal, AnUndoneSearchsLateMoveIsNotPlayed) {
    FakeEngineScripts scripts;
    GameController c;
    seatEngines(c);
    QSignalSpy failed(c.computer(), &ComputerOpponent::playerFailed);
    // The slow fake answers e7e5 0.4 s after "go", whatever it is told meanwhile.
    c.newGame(
        external(scripts.make(QStringLiteral("slow"), QStringLiteral("e7e5")), ColorChoice::White));
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(c.isThinking());
    ASSERT_TRUE(c.undo());
    EXPECT_EQ(c.game().ply(), 0);
    QTest::qWait(700);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_TRUE(c.canHumanMove());
    // The engine is still good for the next request.
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
    EXPECT_EQ(c.game().sanMoves().back(), "e5");
    EXPECT_EQ(failed.count(), 0);
}

TEST(GameControllerExternal, ANewBuiltInGameEndsTheEngineProcess) {
    FakeEngineScripts scripts;
    GameController c;
    seatEngines(c);
    c.newGame(external(scripts.make(QStringLiteral("good")), ColorChoice::White));
    ASSERT_TRUE(QTest::qWaitFor([&] { return uciPlayerOf(c)->process()->isIdle(); }, kTimeoutMs));
    const qint64 pid = uciPlayerOf(c)->process()->lastProcessId();
    GameSetup builtIn;
    builtIn.mode = PlayMode::VsComputer;
    c.newGame(builtIn);
    EXPECT_FALSE(uciPlayerOf(c)->process()->isRunning());
    EXPECT_TRUE(processGone(pid));
}

TEST(GameControllerExternal, DestroyingTheControllerWhileTheEngineThinksIsClean) {
    FakeEngineScripts scripts;
    qint64 pid = 0;
    {
        GameController c;
        seatEngines(c);
        c.newGame(external(scripts.make(QStringLiteral("hang")), ColorChoice::Black));
        ASSERT_TRUE(c.isThinking());
        QTest::qWait(100);
        pid = uciPlayerOf(c)->process()->lastProcessId();
    }
    EXPECT_TRUE(processGone(pid));
}

TEST(MainWindowExternal, AFailedEngineAsksAndYesLetsTheBuiltInEngineMove) {
    FailingEngineWindow failing(QStringLiteral("garbage"));
    gui::MainWindow& window = failing.window;
    QMessageBox* box = failing.failedBox();
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(QLatin1String("Test engine")));
    EXPECT_TRUE(box->text().contains(QLatin1String("xyzzy")));
    EXPECT_TRUE(window.statusText().contains(QLatin1String("Test engine")));
    EXPECT_EQ(window.controller()->game().ply(), 0);
    box->button(QMessageBox::Yes)->click();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return window.controller()->game().ply() == 1; }, kTimeoutMs));
    EXPECT_FALSE(usesUci(*window.controller()));
}

TEST(MainWindowExternal, AnsweringNoLeavesTheGameWaiting) {
    FailingEngineWindow failing(QStringLiteral("crash"));
    gui::MainWindow& window = failing.window;
    QMessageBox* box = failing.failedBox();
    ASSERT_NE(box, nullptr);
    box->button(QMessageBox::No)->click();
    QTest::qWait(300);
    EXPECT_EQ(window.controller()->game().ply(), 0);
    EXPECT_TRUE(usesUci(*window.controller()));
    EXPECT_FALSE(window.controller()->isThinking());
}

TEST(GameSetupExternal, TheOpponentSurvivesSaveAndLoad) {
    QSettings settings;
    GameSetup s = external(QStringLiteral("/usr/games/stockfish"), ColorChoice::Black);
    s.save(settings, QStringLiteral("externalTest"));
    EXPECT_EQ(GameSetup::load(settings, QStringLiteral("externalTest")), s);
    GameSetup builtIn;
    builtIn.save(settings, QStringLiteral("externalTest"));
    EXPECT_EQ(
        GameSetup::load(settings, QStringLiteral("externalTest")).opponent, Opponent::BuiltIn);
}

TEST(GameFilesExternal, AResumedGameKeepsOnlyTheConfiguredEngine) {
    QSettings settings;
    gui::ExternalEngineConfig {
        QStringLiteral("/usr/games/stockfish"), QStringLiteral("SF"), {}
    }.save(settings);
    GameSetup s = external(QStringLiteral("/usr/games/stockfish"), ColorChoice::White);
    s.engineName = QStringLiteral("SF");
    const QString pgn = gui::gameToPgn(
        Game(), gui::gameTags(s, Color::White, QStringLiteral("You"), QStringLiteral("SF"), {}));
    const gui::PgnRead read = gui::readPgnText(pgn);
    ASSERT_EQ(read.games.size(), 1u);
    const gui::GameRecord record = gui::toRecord(read.games.front());
    EXPECT_EQ(record.setup.opponent, Opponent::External);
    EXPECT_EQ(record.setup.enginePath, s.enginePath);
    EXPECT_EQ(record.setup.engineName, QStringLiteral("SF"));
    EXPECT_TRUE(record.setup.blackName.isEmpty());

    // A file naming any other program does not get it run.
    gui::ExternalEngineConfig { QStringLiteral("/usr/games/other"), QString(), {} }.save(settings);
    EXPECT_EQ(gui::toRecord(read.games.front()).setup.opponent, Opponent::BuiltIn);
    gui::ExternalEngineConfig {}.save(settings);
}

TEST(NewGameDialogExternal, OffersTheConfiguredEngine) {
    gui::NewGameDialog dialog;
    dialog.setExternalEngine(QStringLiteral("/usr/games/stockfish"), QStringLiteral("Stockfish"));
    GameSetup s = external(QStringLiteral("/usr/games/stockfish"), ColorChoice::White);
    s.engineName = QStringLiteral("Stockfish");
    dialog.setSetup(s);
    EXPECT_EQ(dialog.setup(), s);
    GameSetup builtIn;
    dialog.setSetup(builtIn);
    EXPECT_EQ(dialog.setup().opponent, Opponent::BuiltIn);
}

TEST(EngineSettingsDialog, TestShowsTheEnginesNameOrTheError) {
    FakeEngineScripts scripts;
    gui::EngineSettingsDialog dialog;
    QSignalSpy finished(&dialog, &gui::EngineSettingsDialog::testFinished);
    dialog.setConfig({ scripts.make(QStringLiteral("good")), QString(), {} });
    dialog.runTest();
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    EXPECT_TRUE(finished.last().at(0).toBool());
    EXPECT_TRUE(dialog.testResult().contains(QLatin1String("Fake UCI (good)")));
    EXPECT_EQ(dialog.config().name, QStringLiteral("Fake UCI (good)"));

    dialog.setTestTimeoutMs(500);
    dialog.setConfig({ scripts.make(QStringLiteral("nouciok")), QString(), {} });
    dialog.runTest();
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    EXPECT_FALSE(finished.last().at(0).toBool());
    EXPECT_TRUE(dialog.testResult().contains(QLatin1String("uciok")));
    EXPECT_EQ(dialog.config().name, QStringLiteral("nouciok.sh"));
}

TEST(GameControllerExternal, ADrawOfferIsJudgedByTheExternalEnginesOwnSearch) {
    // Move 30, the human (White) to move; the fake engine answers any "go" with a score of
    // +0.12 for the side to move, the human: the engine's own view is -0.12, not clearly worse.
    FakeEngineScripts scripts;
    GameController c;
    seatEngines(c);
    rochade::gui::test::thinkForever(c); // the judgement must still come back
    const auto pos = parseFen("r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 30");
    ASSERT_TRUE(pos.ok());
    c.loadGame(Game(pos.value()),
        external(scripts.make(QStringLiteral("good"), QStringLiteral("h2h3")), ColorChoice::White));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.canHumanMove(); }, kTimeoutMs));
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    EXPECT_FALSE(c.drawTalk()->offerDraw());
    ASSERT_TRUE(answered.wait(kTimeoutMs));
    EXPECT_FALSE(answered.at(0).at(0).toBool());
    EXPECT_EQ(answered.at(0).at(1).toString(),
        GameStatusText::drawDecision({ false, engine::DrawReason::NotClearlyWorse }));
    EXPECT_EQ(c.game().ply(), 0); // the engine's "move" was only its judgement
    EXPECT_TRUE(c.canHumanMove());
}

TEST(GameControllerExternal, StockfishJudgesADrawOfferAndTakesItARookDown) {
    if (!QFileInfo(kStockfish).isExecutable()) GTEST_SKIP() << "no /usr/games/stockfish";
    GameController c;
    seatEngines(c);
    // Stockfish honours "go infinite": the judgement must not use it.
    rochade::gui::test::thinkForever(c);
    const auto pos = parseFen("r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 30");
    ASSERT_TRUE(pos.ok());
    c.loadGame(Game(pos.value()), external(kStockfish, ColorChoice::White));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.canHumanMove(); }, kTimeoutMs));
    QSignalSpy answered(&c, &GameController::drawOfferAnswered);
    EXPECT_FALSE(c.drawTalk()->offerDraw());
    ASSERT_TRUE(answered.wait(kTimeoutMs));
    EXPECT_TRUE(answered.at(0).at(0).toBool());
    EXPECT_EQ(c.status().reason, GameEndReason::DrawAgreed);
}
