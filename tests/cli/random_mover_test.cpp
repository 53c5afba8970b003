// SPDX-License-Identifier: GPL-3.0-or-later
// The random mover (tests/tools): a UCI engine driven over pipes as clients drive it, every
// answer a legal move, uniform over the legal moves, repeatable by its seed; and rochade-cli's
// gauntlet playing Beginner against it, as docs/levels.md measures.
#include "../crosscheck/child_process.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace rochade {
namespace {

using testing::ChildProcess;

constexpr int kMoverAnswerTimeoutMs = 5000;

/// The first line starting with `prefix`; "" (and a failure) when none comes in time.
std::string moverAnswerTo(
    ChildProcess& engine, const std::string& command, std::string_view prefix) {
    EXPECT_TRUE(engine.writeLine(command));
    for (;;) {
        const auto line = engine.readLine(kMoverAnswerTimeoutMs);
        if (!line) {
            ADD_FAILURE() << "no '" << prefix << "' after '" << command << "'";
            return {};
        }
        if (line->rfind(prefix, 0) == 0) return *line;
    }
}

/// The moves the mover answers in a game it plays against itself from the start, `plies` long
/// (restarted when a game ends), each checked legal in the client's position.
std::vector<std::string> moverSelfPlay(ChildProcess& engine, int plies) {
    std::vector<std::string> answers;
    Position pos = Position::startPosition();
    std::string line = "position startpos moves";
    for (int ply = 0; ply < plies; ++ply) {
        EXPECT_TRUE(engine.writeLine(line));
        const std::string answer = moverAnswerTo(engine, "go wtime 1000 btime 1000", "bestmove ");
        const std::string text = answer.substr(std::string("bestmove ").size());
        const auto move = parseUciMove(pos, text);
        if (!move.ok()) {
            ADD_FAILURE() << "'" << answer << "' is not legal in " << toFen(pos);
            return answers;
        }
        answers.push_back(text);
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
        line += ' ' + text;
        if (!MoveGenerator::hasLegalMove(pos)) {
            pos = Position::startPosition();
            line = "position startpos moves";
        }
    }
    return answers;
}

TEST(RandomMover, AnswersTheHandshakeAndEveryGoWithALegalMove) {
    ChildProcess engine(ROCHADE_RANDOM_MOVER_PATH);
    ASSERT_TRUE(engine.isRunning());
    EXPECT_EQ(moverAnswerTo(engine, "uci", "option name Seed"),
        "option name Seed type spin default 1 min 0 max 2147483647");
    EXPECT_FALSE(moverAnswerTo(engine, "isready", "readyok").empty());
    EXPECT_EQ(moverSelfPlay(engine, 200).size(), 200u);
    // A FEN position too, and a finished game gets the null move.
    EXPECT_TRUE(engine.writeLine("position fen 7k/8/8/8/8/8/8/K5R1 w - - 0 1 moves a1b2"));
    const std::string answer = moverAnswerTo(engine, "go nodes 1", "bestmove ");
    const auto move
        = parseUciMove(parseFen("7k/8/8/8/8/8/1K6/6R1 b - - 1 1").value(), answer.substr(9));
    EXPECT_TRUE(move.ok()) << answer;
    EXPECT_TRUE(engine.writeLine("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    EXPECT_EQ(moverAnswerTo(engine, "go", "bestmove "), "bestmove 0000");
    EXPECT_TRUE(engine.writeLine("quit"));
}

TEST(RandomMover, TheSameSeedPlaysTheSameMovesAndAnotherSeedOthers) {
    ChildProcess first(ROCHADE_RANDOM_MOVER_PATH, { "--seed", "7" });
    ChildProcess again(ROCHADE_RANDOM_MOVER_PATH);
    ChildProcess other(ROCHADE_RANDOM_MOVER_PATH, { "--seed", "8" });
    EXPECT_TRUE(again.writeLine("setoption name Seed value 7"));
    const std::vector<std::string> moves = moverSelfPlay(first, 40);
    EXPECT_EQ(moverSelfPlay(again, 40), moves);
    EXPECT_NE(moverSelfPlay(other, 40), moves);
}

TEST(RandomMover, ChoosesUniformlyAmongTheLegalMoves) {
    // 2,000 answers in the start position, 20 legal moves: each should come about 100 times.
    // A chi-square over 19 degrees of freedom above 43.8 has a chance of 0.1%.
    ChildProcess engine(ROCHADE_RANDOM_MOVER_PATH, { "--seed", "3" });
    constexpr int kAnswers = 2000;
    std::map<std::string, int> counts;
    EXPECT_TRUE(engine.writeLine("position startpos"));
    for (int i = 0; i < kAnswers; ++i)
        ++counts[moverAnswerTo(engine, "go", "bestmove ").substr(9)];
    ASSERT_EQ(counts.size(), 20u);
    const double expected = kAnswers / 20.0;
    double chiSquare = 0;
    for (const auto& [move, count] : counts) {
        EXPECT_TRUE(parseUciMove(Position::startPosition(), move).ok()) << move;
        chiSquare += (count - expected) * (count - expected) / expected;
    }
    EXPECT_LT(chiSquare, 43.8);
}

TEST(RandomMover, BeginnerBeatsItInAGauntletOfRochadeCli) {
    // The way docs/levels.md measures the floor: rochade-cli starts the mover for every game.
    ChildProcess cli(ROCHADE_CLI_PATH,
        { "gauntlet", "--engine", ROCHADE_RANDOM_MOVER_PATH, "--level", "Beginner", "--games", "2",
            "--nodes", "1", "--hash", "1" });
    ASSERT_TRUE(cli.isRunning());
    std::vector<std::string> lines;
    while (const auto line = cli.readLine(20000))
        lines.push_back(*line);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.front().rfind("Gauntlet: Rochade Beginner", 0), 0u) << lines.front();
    bool tallied = false;
    for (const std::string& line : lines)
        tallied |= line.rfind("Result for A (Rochade Beginner): +", 0) == 0;
    EXPECT_TRUE(tallied);
    for (const std::string& line : lines) {
        if (line.rfind("Game ", 0) == 0) {
            EXPECT_NE(line.find("Rochade random mover"), std::string::npos) << line;
        }
    }
}

/// Every line rochade-cli prints for `args` until it exits.
std::vector<std::string> cliLines(const std::vector<std::string>& args) {
    ChildProcess cli(ROCHADE_CLI_PATH, args);
    EXPECT_TRUE(cli.isRunning());
    std::vector<std::string> lines;
    while (const auto line = cli.readLine(20000))
        lines.push_back(*line);
    return lines;
}

TEST(RandomMover, PlaysAnotherEngineInAGauntletUnderTheNamesGiven) {
    // The outside-scale ladder's anchors play each other: two movers with different seeds,
    // one name each in the PGN, side A at its own node count.
    const auto dir = std::filesystem::temp_directory_path()
        / ("rochade_engine_pair_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string pgn = (dir / "pair.pgn").string();
    const std::vector<std::string> lines = cliLines(
        { "gauntlet", "--engine-a", ROCHADE_RANDOM_MOVER_PATH, "--option-a", "Seed=5", "--name-a",
            "Mover seed 5", "--engine", ROCHADE_RANDOM_MOVER_PATH, "--name-b", "Mover seed 1",
            "--games", "2", "--nodes", "2", "--nodes-a", "1", "--max-plies", "40", "--pgn", pgn });
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(
        lines.front(), "Gauntlet: Mover seed 5 (A) vs Mover seed 1 (B), 2 games, 2 nodes per move");
    int games = 0;
    for (const std::string& line : lines)
        games += line.rfind("Game ", 0) == 0;
    EXPECT_EQ(games, 2);
    std::ifstream in(pgn);
    const std::string text { std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>() };
    EXPECT_NE(text.find("[White \"Mover seed 5\"]\n[Black \"Mover seed 1\"]"), std::string::npos)
        << text;
    EXPECT_NE(text.find("[White \"Mover seed 1\"]\n[Black \"Mover seed 5\"]"), std::string::npos)
        << text;
    EXPECT_EQ(text.find("Rochade random mover"), std::string::npos);
    std::filesystem::remove_all(dir);

    // Side A is a level or an engine, not both; its options and node count need it: exit 2.
    const std::string cli = std::string(ROCHADE_CLI_PATH) + " gauntlet --engine "
        + ROCHADE_RANDOM_MOVER_PATH + " --games 1 --nodes 1 ";
    for (const std::string& bad :
        { std::string("--level 2 --engine-a ") + ROCHADE_RANDOM_MOVER_PATH,
            std::string("--option-a Seed=2"), std::string("--nodes-a 0"),
            std::string("--name-b 'a\"b'") }) {
        const int status = std::system((cli + bad + " >/dev/null 2>&1").c_str());
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2) << bad;
    }
    const int noNodes = std::system((std::string(ROCHADE_CLI_PATH) + " gauntlet --engine "
        + ROCHADE_RANDOM_MOVER_PATH + " --nodes-a 5 >/dev/null 2>&1")
                                        .c_str());
    EXPECT_TRUE(WIFEXITED(noNodes) && WEXITSTATUS(noNodes) == 2);
}

} // namespace
} // namespace rochade
