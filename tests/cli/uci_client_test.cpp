// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli uci` driven as a client drives it: a child process, and the next command the
// instant the last answer arrives, a thousand times in a row, also pinned to one CPU.
#include "../crosscheck/child_process.h"
#include "../sanitizer_build.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

namespace rochade {
namespace {

using testing::ChildProcess;

/// One answer must come within this; a hang (the bug this file guards against) never does.
constexpr int kAnswerTimeoutMs = 5000;
/// A thousand in Release; a quarter of that under the sanitizers, which see a race from the
/// accesses themselves, not from how often the timing goes wrong (and run each search ten
/// times slower: the thousand took 22 s under TSan).
constexpr int kSearches = test::kSanitizedBuild ? 250 : 1000;
constexpr const char* kTaskset = "/usr/bin/taskset";

/// The engine under test: this build's rochade-cli, or $ROCHADE_UCI_ENGINE (to run the
/// same client against another build, e.g. an older one that shows the bug).
std::string enginePath() {
    const char* env = std::getenv("ROCHADE_UCI_ENGINE");
    return env != nullptr && *env != '\0' ? env : ROCHADE_CLI_PATH;
}

/// The game the client plays against itself with the engine's moves, restarted from the
/// start position when it ends or grows long, so the positions keep changing.
class ClientGame {
public:
    const Position& position() const { return m_position; }
    /// Alternates "startpos moves ..." and "fen ... moves ..." forms.
    std::string positionCommand(int search) const {
        std::string command = "position startpos";
        if (search % 4 == 3)
            command = "position fen " + toFen(m_position);
        else if (!m_moves.empty()) {
            command += " moves";
            for (const std::string& m : m_moves)
                command += ' ' + m;
        }
        return command;
    }
    void play(Move m) {
        m_moves.push_back(toUci(m));
        UndoInfo undo;
        m_position.makeMove(m, undo);
        if (!MoveGenerator::hasLegalMove(m_position) || m_moves.size() >= 60) {
            m_position = Position::startPosition();
            m_moves.clear();
        }
    }

private:
    Position m_position = Position::startPosition();
    std::vector<std::string> m_moves;
};

/// Reads lines up to the first that starts with `prefix`; fails the test on a timeout or
/// on an error line on the way. Returns that line ("" on failure).
std::string readUntil(ChildProcess& engine, std::string_view prefix, const std::string& context) {
    for (;;) {
        const auto line = engine.readLine(kAnswerTimeoutMs);
        if (!line) {
            ADD_FAILURE() << "no '" << prefix << "' within " << kAnswerTimeoutMs << " ms after "
                          << context << " (the engine hangs)";
            return {};
        }
        if (line->rfind("info string error", 0) == 0) {
            ADD_FAILURE() << "error after " << context << ": " << *line;
            return {};
        }
        if (line->rfind(prefix, 0) == 0) return *line;
    }
}

/// Plays kSearches searches of every kind the clients use, each sent the instant the
/// previous bestmove is read; every one must get exactly one bestmove, legal in the
/// client's position.
void driveEngine(ChildProcess& engine) {
    ASSERT_TRUE(engine.isRunning());
    ASSERT_TRUE(engine.writeLine("uci"));
    ASSERT_FALSE(readUntil(engine, "uciok", "uci").empty());
    ASSERT_TRUE(engine.writeLine("isready"));
    ASSERT_FALSE(readUntil(engine, "readyok", "isready").empty());

    static const std::vector<std::string> goCommands
        = { "go depth 1", "go nodes 300", "go movetime 1", "go wtime 50 btime 50" };
    ClientGame game;
    for (int i = 0; i < kSearches; ++i) {
        // Half-way, analysis mode: three lines per iteration from then on.
        if (i == kSearches / 2) {
            ASSERT_TRUE(engine.writeLine("setoption name MultiPV value 3"));
        }
        ASSERT_TRUE(engine.writeLine(game.positionCommand(i)));
        // Every tenth search is "go infinite" stopped at once: the stop lands before the
        // search has started, and must not be lost. Every eighth is restricted to two moves.
        const bool stopAtOnce = i % 10 == 9;
        std::string go = stopAtOnce ? "go infinite" : goCommands[i % goCommands.size()];
        std::vector<std::string> allowed;
        const MoveList legal = MoveGenerator::legalMoves(game.position());
        if (i % 8 == 5 && legal.size() >= 2) {
            allowed = { toUci(legal[legal.size() - 1]), toUci(legal[legal.size() / 2]) };
            go = "go depth 2 searchmoves " + allowed[0] + ' ' + allowed[1];
        }
        ASSERT_TRUE(engine.writeLine(go));
        if (stopAtOnce) {
            ASSERT_TRUE(engine.writeLine("stop"));
        }
        const std::string context = "search " + std::to_string(i) + " ('" + go + "')";
        const std::string answer = readUntil(engine, "bestmove ", context);
        ASSERT_FALSE(answer.empty());
        const std::string text = answer.substr(9, answer.find(' ', 9) - 9);
        const auto move = parseUciMove(game.position(), text);
        ASSERT_TRUE(move.ok()) << context << ": '" << answer << "' is not legal in "
                               << toFen(game.position());
        if (!allowed.empty()) {
            EXPECT_TRUE(text == allowed[0] || text == allowed[1]) << context << ": " << answer;
        }
        game.play(move.value());
    }
    // Nothing is left over: the next answer is readyok, not a stray second bestmove.
    ASSERT_TRUE(engine.writeLine("isready"));
    const auto next = engine.readLine(kAnswerTimeoutMs);
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ(*next, "readyok");
    EXPECT_TRUE(engine.writeLine("quit"));
}

TEST(UciClient, AThousandSearchesSentBackToBackAreEachAnsweredOnce) {
    ChildProcess engine(enginePath(), { "uci" });
    driveEngine(engine);
}

TEST(UciClient, AThousandSearchesOnOneCpuAreEachAnsweredOnce) {
    // On one CPU the engine's two threads take turns, which is where a race shows most.
    ASSERT_EQ(access(kTaskset, X_OK), 0)
        << kTaskset << " is missing: install util-linux (it pins the engine to one CPU)";
    ChildProcess engine(kTaskset, { "-c", "0", enginePath(), "uci" });
    driveEngine(engine);
}

TEST(UciClient, TheThreadsOptionIsAnnouncedCheckedAndSearchesOnSeveralThreads) {
    ChildProcess engine(enginePath(), { "uci" });
    ASSERT_TRUE(engine.isRunning());
    ASSERT_TRUE(engine.writeLine("uci"));
    bool announced = false;
    for (;;) {
        const auto line = engine.readLine(kAnswerTimeoutMs);
        ASSERT_TRUE(line.has_value()) << "no uciok";
        if (*line == "option name Threads type spin default 1 min 1 max 64") announced = true;
        if (*line == "uciok") break;
    }
    EXPECT_TRUE(announced);
    // Out of range: an error, and the option keeps its value.
    for (const char* bad : { "0", "65", "two" }) {
        ASSERT_TRUE(engine.writeLine(std::string("setoption name Threads value ") + bad));
        const auto line = engine.readLine(kAnswerTimeoutMs);
        ASSERT_TRUE(line.has_value());
        EXPECT_EQ(line->rfind("info string error", 0), 0u) << bad << ": " << *line;
    }
    // Three threads, each kind of search a client sends, each answered once with a legal move;
    // every fifth is stopped the instant it starts, every fifth from the third after its
    // first iteration.
    ASSERT_TRUE(engine.writeLine("setoption name Threads value 3"));
    ASSERT_TRUE(engine.writeLine("isready"));
    ASSERT_FALSE(readUntil(engine, "readyok", "setoption Threads 3").empty());
    static const std::vector<std::string> goCommands = { "go depth 6", "go movetime 30",
        "go wtime 300 btime 300", "go infinite", "go infinite" };
    ClientGame game;
    for (int i = 0; i < 25; ++i) {
        ASSERT_TRUE(engine.writeLine(game.positionCommand(i)));
        const std::string& go = goCommands[static_cast<std::size_t>(i) % goCommands.size()];
        ASSERT_TRUE(engine.writeLine(go));
        const std::string context = "search " + std::to_string(i) + " ('" + go + "')";
        if (i % 5 == 3) {
            ASSERT_TRUE(engine.writeLine("stop"));
        } else if (i % 5 == 4) {
            ASSERT_FALSE(readUntil(engine, "info depth 1 ", context).empty());
            ASSERT_TRUE(engine.writeLine("stop"));
        }
        const std::string answer = readUntil(engine, "bestmove ", context);
        ASSERT_FALSE(answer.empty());
        const auto move = parseUciMove(game.position(), answer.substr(9, answer.find(' ', 9) - 9));
        ASSERT_TRUE(move.ok()) << context << ": '" << answer << "' is not legal in "
                               << toFen(game.position());
        game.play(move.value());
    }
    ASSERT_TRUE(engine.writeLine("isready"));
    const auto next = engine.readLine(kAnswerTimeoutMs);
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ(*next, "readyok");
    EXPECT_TRUE(engine.writeLine("quit"));
}

TEST(UciClient, ARejectedPositionIsAnsweredWithANullMoveUntilAValidOne) {
    ChildProcess engine(enginePath(), { "uci" });
    ASSERT_TRUE(engine.isRunning());
    for (int i = 0; i < 100; ++i) {
        // A position the client believes in but the engine cannot read...
        ASSERT_TRUE(engine.writeLine(i % 2 == 0 ? "position startpos moves e2e4 e7e5 e1e3"
                                                : "position fen 8/8/8/8/8/8/8/8 w - - 0 1"));
        ASSERT_TRUE(engine.writeLine("go depth 1"));
        std::string answer;
        for (;;) {
            const auto line = engine.readLine(kAnswerTimeoutMs);
            ASSERT_TRUE(line.has_value()) << "no bestmove after a rejected position";
            if (line->rfind("bestmove", 0) == 0) {
                answer = *line;
                break;
            }
        }
        // ...gets no move at all rather than one for the previous position.
        EXPECT_EQ(answer, "bestmove 0000");
        ASSERT_TRUE(engine.writeLine("position startpos moves e2e4"));
        ASSERT_TRUE(engine.writeLine("go depth 1"));
        const auto after = Position::startPosition();
        Position pos = after;
        UndoInfo undo;
        pos.makeMove(parseUciMove(after, "e2e4").value(), undo);
        const std::string valid = readUntil(engine, "bestmove ", "a valid position");
        ASSERT_FALSE(valid.empty());
        EXPECT_TRUE(parseUciMove(pos, valid.substr(9, valid.find(' ', 9) - 9)).ok()) << valid;
    }
}

} // namespace
} // namespace rochade
