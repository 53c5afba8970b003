// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of gauntlets against UCI and xboard engines: the fake engines of tests/data misbehaving
// on purpose (illegal move, crash, a clock it overruns) or speaking an older dialect, and short
// games against Stockfish, Fairy-Max and GNU Chess.
#include "rochade/cli/gauntlet.h"
#include "rochade/cli/uci_engine.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include "cli_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace rochade;
using namespace rochade::cli;

namespace {

constexpr const char* kStockfish = "/usr/games/stockfish";

/// The fake engine takes its mode as an argument, engines are started without any: a
/// one-line wrapper script per mode, in the test's temporary folder.
std::string fakeEngine(const std::string& mode, const std::string& moves = {}) {
    const auto dir = std::filesystem::temp_directory_path()
        / ("rochade_gauntlet_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / ("fake_" + mode + ".sh");
    std::ofstream(path) << "#!/bin/sh\nexec /bin/sh " ROCHADE_TEST_DATA_DIR "/fake_uci_engine.sh "
                        << mode << ' ' << moves << '\n';
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path.string();
}

std::string readGauntletFile(const std::string& path) {
    std::ifstream in(path);
    return { std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>() };
}

GauntletOptions quickOptions(const std::string& enginePath) {
    GauntletOptions options;
    options.enginePath = enginePath;
    options.level = engine::Level::Easy;
    options.games = 1;
    options.limits = { 0, 0, 50, 0 };
    options.hashMiB = 1;
    return options;
}

} // namespace

TEST(TimeControl, ReadsSecondsAndIncrement) {
    auto tc = parseTimeControl("10+0.1");
    ASSERT_TRUE(tc.ok()) << tc.error().message;
    EXPECT_EQ(tc.value().baseMs, 10000);
    EXPECT_EQ(tc.value().incrementMs, 100);
    auto plain = parseTimeControl("40");
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(plain.value().baseMs, 40000);
    EXPECT_EQ(plain.value().incrementMs, 0);
    for (const char* bad : { "", "abc", "10+", "+1", "0", "-5+1", "10+x" })
        EXPECT_FALSE(parseTimeControl(bad).ok()) << bad;
}

TEST(UciEngineText, ReadsOptions) {
    auto option = parseEngineOption("Skill Level=0");
    ASSERT_TRUE(option.ok());
    EXPECT_EQ(option.value().first, "Skill Level");
    EXPECT_EQ(option.value().second, "0");
    EXPECT_FALSE(parseEngineOption("UCI_Elo").ok());
    EXPECT_FALSE(parseEngineOption("=5").ok());
}

TEST(UciEngine, ReportsTheEnginesScoreOnTheSearchersScale) {
    // The fake engine's info line before its bestmove; e7e5 answers 1.e4.
    const std::vector<std::pair<std::string, int>> cases = {
        { "info depth 12 seldepth 15 score cp -37 nodes 100 pv e7e5", -37 },
        { "info depth 5 score mate 3 pv e7e5", engine::kMateScore - 5 },
        { "info depth 5 score mate -2 pv e7e5", -(engine::kMateScore - 4) },
    };
    const Position start = Position::startPosition();
    const Move e4 = parseUciMove(start, "e2e4").value();
    for (const auto& [info, score] : cases) {
        ::setenv("FAKE_UCI_INFO", info.c_str(), 1);
        auto fake = UciEngine::start(fakeEngine("good", "e7e5"), {});
        ::unsetenv("FAKE_UCI_INFO");
        ASSERT_TRUE(fake.ok()) << fake.error().message;
        EXPECT_EQ(fake.value()->name(), "Fake UCI (good)");
        engine::SearchLimits limits;
        limits.moveTimeMs = 50;
        auto answer = fake.value()->think(start, { e4 }, limits, std::chrono::seconds(5));
        ASSERT_TRUE(answer.ok()) << answer.error().message;
        EXPECT_EQ(toUci(answer.value().move), "e7e5");
        EXPECT_EQ(answer.value().score, score) << info;
    }
}

TEST(Gauntlet, AnEngineThatPlaysAnIllegalMoveLosesTheGame) {
    auto result = playGauntlet(quickOptions(fakeEngine("illegal")));
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 1u);
    EXPECT_EQ(result.value().wins, 1);
    EXPECT_NE(result.value().games[0].reason.find("illegal move 'e2e5'"), std::string::npos)
        << result.value().games[0].reason;
}

TEST(Gauntlet, AnEngineThatCrashesLosesAndTheNextGameStartsAfresh) {
    auto options = quickOptions(fakeEngine("crash"));
    options.games = 2;
    auto result = playGauntlet(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result.value().wins, 2);
    EXPECT_EQ(result.value().losses + result.value().draws + result.value().aborted, 0);
}

TEST(Gauntlet, AnEngineOverItsClockLosesOnTime) {
    // "slow" answers after 0.4 s; the clock gives it 0.2 s for the whole game.
    auto options = quickOptions(fakeEngine("slow", "e7e5"));
    options.limits = { 200, 0, 0, 0 };
    // Its move, e7e5, is illegal after the opening too, but the flag fell first.
    auto result = playGauntlet(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 1u);
    EXPECT_EQ(result.value().games[0].reason, "lost on time");
    EXPECT_EQ(result.value().wins, 1);
}

TEST(Gauntlet, SendsTheOptionsAndTheClockToTheEngine) {
    const std::string log = std::filesystem::temp_directory_path()
        / ("rochade_gauntlet_log_" + std::to_string(::getpid()) + ".txt");
    std::filesystem::remove(log);
    ::setenv("FAKE_UCI_STRENGTH", "elo", 1);
    ::setenv("FAKE_UCI_LOG", log.c_str(), 1);
    auto options = quickOptions(fakeEngine("good", "e7e5"));
    options.engineOptions = { { "UCI_LimitStrength", "true" }, { "uci_elo", "1350" } };
    options.limits = { 5000, 100, 0, 0 };
    options.maxPlies = 10; // the first opening has 8 plies: one move each
    auto result = playGauntlet(options);
    ::unsetenv("FAKE_UCI_STRENGTH");
    ::unsetenv("FAKE_UCI_LOG");
    ASSERT_TRUE(result.ok()) << result.error().message;
    const std::string sent = readGauntletFile(log);
    EXPECT_NE(sent.find("setoption name UCI_LimitStrength value true\n"), std::string::npos)
        << sent;
    EXPECT_NE(sent.find("setoption name uci_elo value 1350\n"), std::string::npos) << sent;
    EXPECT_NE(sent.find("ucinewgame\n"), std::string::npos) << sent;
    // After the 8-ply opening and our ninth ply, the engine (Black) is asked with both clocks.
    EXPECT_NE(sent.find("position startpos moves e2e4 e7e5"), std::string::npos) << sent;
    EXPECT_NE(sent.find("go wtime "), std::string::npos) << sent;
    EXPECT_NE(sent.find(" winc 100 binc 100\n"), std::string::npos) << sent;
}

TEST(Gauntlet, RefusesAnOptionTheEngineDoesNotHave) {
    auto options = quickOptions(fakeEngine("good", "e7e5"));
    options.engineOptions = { { "UCI_Elo", "1350" } }; // only announced with FAKE_UCI_STRENGTH
    auto result = playGauntlet(options);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().message.find("no option 'UCI_Elo'"), std::string::npos)
        << result.error().message;
}

TEST(Gauntlet, RefusesAnEngineThatNeverFinishesTheHandshake) {
    auto result = playGauntlet(quickOptions(fakeEngine("nouciok")));
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().message.find("UCI handshake"), std::string::npos);
}

TEST(Gauntlet, PlaysStockfishLimitedInStrengthOnAClock) {
    if (::access(kStockfish, X_OK) != 0) GTEST_SKIP() << "Stockfish is not installed";
    auto options = quickOptions(kStockfish);
    options.engineOptions = { { "UCI_LimitStrength", "true" }, { "UCI_Elo", "1350" } };
    options.limits = { 2000, 20, 0, 0 };
    options.games = 2;
    options.maxPlies = 20;
    auto result = playGauntlet(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 2u);
    EXPECT_EQ(result.value().aborted, 0);
    for (const MatchGame& game : result.value().games) {
        EXPECT_NE(game.reason, "lost on time");
        EXPECT_GT(game.pgn.game.ply(), 8) << game.reason; // both sides moved after the opening
    }
    EXPECT_EQ(result.value().games[0].pgn.tag("White"), "Rochade Easy");
    EXPECT_EQ(result.value().games[0].pgn.tag("Black"), "Stockfish 15.1");
    EXPECT_GT(result.value().secondMoves, 0);
}

TEST(GauntletCommand, PlaysStockfishAtFixedNodesAndReportsTheScore) {
    if (::access(kStockfish, X_OK) != 0) GTEST_SKIP() << "Stockfish is not installed";
    const auto result = test::runCommand(
        { "gauntlet", "--engine", kStockfish, "--option", "Skill Level=0", "--level", "Easy",
            "--games", "1", "--nodes", "2000", "--max-plies", "14", "--hash", "1" });
    EXPECT_EQ(result.status, kExitOk) << result.err;
    EXPECT_NE(result.out.find("[Skill Level=0]"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("2000 nodes per move"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("Result for A (Rochade Easy): +"), std::string::npos) << result.out;
}

TEST(GauntletCommand, BadArgumentsExitWithStatusTwo) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>> {
             { "gauntlet" },
             { "gauntlet", "--engine", "/nonexistent/engine", "--games", "1" },
             { "gauntlet", "--engine", kStockfish, "--tc", "fast" },
             { "gauntlet", "--engine", kStockfish, "--tc", "10+0.1", "--nodes", "100" },
             { "gauntlet", "--engine", kStockfish, "--option", "NoEquals" },
             { "gauntlet", "--engine", kStockfish, "--level", "superb" },
         }) {
        const auto result = test::runCommand(args);
        EXPECT_EQ(result.status, kExitUsage) << args.back();
        EXPECT_TRUE(result.err.starts_with("rochade-cli gauntlet: ")) << result.err;
    }
}

TEST(Gauntlet, PlaysAnXboardEngineOnAClock) {
    constexpr const char* kFairyMax = "/usr/games/fairymax";
    if (::access(kFairyMax, X_OK) != 0) GTEST_SKIP() << "Fairy-Max is not installed";
    auto options = quickOptions(kFairyMax);
    options.protocol = EngineProtocol::Xboard;
    options.limits = { 3000, 50, 0, 0 };
    options.games = 2;
    options.maxPlies = 14;
    auto result = playGauntlet(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 2u);
    for (const MatchGame& game : result.value().games) {
        EXPECT_EQ(game.reason, "adjudicated after 14 plies") << game.reason;
        EXPECT_EQ(game.pgn.game.ply(), 14);
    }
    EXPECT_EQ(result.value().games[1].pgn.tag("Black"), "Rochade Easy");
}

TEST(Gauntlet, PlaysAnXboardEngineThatAnnouncesNumberedMoves) {
    // GNU Chess 6's dialect: "1. ... g8f6" then "My move is : g8f6", never "move g8f6".
    const std::string log = std::filesystem::temp_directory_path()
        / ("rochade_gauntlet_xboard_" + std::to_string(::getpid()) + ".log");
    std::filesystem::remove(log);
    ::setenv("FAKE_XBOARD_LOG", log.c_str(), 1);
    auto options = quickOptions(test::engineWrapper("fake_xboard_numbered.sh",
        "/bin/sh " ROCHADE_TEST_DATA_DIR "/fake_xboard_engine.sh numbered g8f6 b8c6"));
    options.protocol = EngineProtocol::Xboard;
    options.openings = { Opening { "Start", std::string(kStartFen), {} } };
    options.limits = { 3000, 50, 0, 0 };
    options.maxPlies = 4; // the fake's two moves are legal whatever White plays first
    auto result = playGauntlet(options);
    ::unsetenv("FAKE_XBOARD_LOG");
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 1u);
    const MatchGame& game = result.value().games[0];
    EXPECT_EQ(game.reason, "adjudicated after 4 plies");
    EXPECT_EQ(game.pgn.tag("Black"), "Fake xboard (numbered)");

    // The clock as the protocol has it: minutes:seconds and the increment in seconds in
    // `level`, the time left in centiseconds in `time` and `otim` just before each `go`.
    const std::vector<std::string> sent = test::lines(readGauntletFile(log));
    EXPECT_NE(std::find(sent.begin(), sent.end(), "level 0 0:03 0.05"), sent.end());
    int goes = 0;
    for (std::size_t i = 0; i < sent.size(); ++i) {
        if (sent[i] != "go") continue;
        ++goes;
        ASSERT_GE(i, 2u);
        EXPECT_TRUE(sent[i - 2].starts_with("time ")) << sent[i - 2];
        EXPECT_TRUE(sent[i - 1].starts_with("otim ")) << sent[i - 1];
    }
    EXPECT_EQ(goes, 2);
    std::filesystem::remove(log);
}

TEST(Gauntlet, PlaysGnuChessOnAClock) {
    constexpr const char* kGnuChess = "/usr/games/gnuchess";
    if (::access(kGnuChess, X_OK) != 0) GTEST_SKIP() << "GNU Chess is not installed";
    // Without --xboard GNU Chess prompts for moves on the line it answers on.
    auto options
        = quickOptions(test::engineWrapper("gnuchess.sh", std::string(kGnuChess) + " --xboard"));
    options.protocol = EngineProtocol::Xboard;
    options.limits = { 10000, 100, 0, 0 };
    options.maxPlies = 14; // the first built-in opening has 8 plies: 3 moves for GNU Chess
    auto result = playGauntlet(options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    ASSERT_EQ(result.value().games.size(), 1u);
    const MatchGame& game = result.value().games[0];
    EXPECT_EQ(game.reason, "adjudicated after 14 plies");
    EXPECT_EQ(game.pgn.tag("Black"), "GNU Chess");
}

TEST(Gauntlet, RefusesANodeLimitForAnXboardEngine) {
    auto options = quickOptions("/usr/games/fairymax");
    options.protocol = EngineProtocol::Xboard;
    options.limits = { 0, 0, 0, 1000 };
    auto result = playGauntlet(options);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().message.find("node count"), std::string::npos);
}
