// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the one game loop of the cli's matches, driven by a scripted player: a fourth kind
// of player is one small class, and the loop judges it like any engine.
#include "rochade/cli/game_runner.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

using namespace rochade;
using namespace rochade::cli;

namespace {

/// Plays the given UCI moves in turn, with a fixed score; then (or when told to) fails.
class ScriptedPlayer final : public GamePlayer {
public:
    ScriptedPlayer(std::string name, std::vector<std::string> moves)
        : m_name(std::move(name))
        , m_moves(std::move(moves)) { }

    std::string name() const override { return m_name; }
    Result<bool> startGame(int, const Opening&, const Game&) override {
        ++gamesStarted;
        m_next = 0;
        if (!startError.empty()) return Error { startError };
        return true;
    }
    MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) override {
        lastLimits = limits;
        std::this_thread::sleep_for(thinking);
        if (m_next >= m_moves.size()) {
            MoveChoice failure = MoveChoice::failed(failureReason);
            failure.voidsGame = failureVoids;
            return failure;
        }
        auto move = parseUciMove(game.position(), m_moves[m_next++]);
        if (!move) return MoveChoice::failed("script move refused: " + move.error().message);
        return { move.value(), score, {} };
    }
    std::string opponentMoved(const Game&) override { return goneWhenTold; }
    void finishGame(GameResult result, const std::string&) override { finished = result; }

    int score = 0;
    std::string failureReason = "out of moves";
    bool failureVoids = false;
    std::string goneWhenTold;
    std::string startError;
    std::chrono::milliseconds thinking { 0 };
    int gamesStarted = 0;
    engine::SearchLimits lastLimits;
    GameResult finished = GameResult::Ongoing;

private:
    std::string m_name;
    std::vector<std::string> m_moves;
    std::size_t m_next = 0;
};

const std::vector<Opening> kFromTheStart { Opening { "start", std::string(kStartFen), {} } };

MatchPlan onePlan(int games = 1) {
    MatchPlan plan;
    plan.openings = &kFromTheStart;
    plan.games = games;
    plan.site = "test";
    plan.event = [](const std::string& a, const std::string& b) { return a + "-" + b; };
    return plan;
}

MatchGame onlyGame(GamePlayer& first, GamePlayer& second, const MatchPlan& plan) {
    auto result = playMatchGames(first, second, plan, {});
    EXPECT_TRUE(result.ok());
    EXPECT_EQ(result.value().games.size(), 1u);
    return result.value().games.at(0);
}

} // namespace

TEST(GameRunner, PlaysTwoScriptedPlayersToMateAndRecordsTheGame) {
    ScriptedPlayer white("W", { "f2f3", "g2g4" });
    ScriptedPlayer black("B", { "e7e5", "d8h4" });
    auto result = playMatchGames(white, black, onePlan(), {});
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().losses, 1);
    const MatchGame& game = result.value().games.at(0);
    EXPECT_EQ(game.result, GameResult::BlackWins);
    EXPECT_EQ(game.reason, "checkmate");
    EXPECT_EQ(game.pgn.tag("Event"), "W-B");
    EXPECT_EQ(game.pgn.tag("White"), "W");
    EXPECT_EQ(game.pgn.tag("Black"), "B");
    EXPECT_EQ(game.pgn.tag("Termination"), "normal");
    EXPECT_EQ(game.pgn.moves().size(), 4u);
    EXPECT_EQ(white.finished, GameResult::BlackWins);
    EXPECT_EQ(black.finished, GameResult::BlackWins);
    EXPECT_EQ(result.value().firstMoves, 2);
    EXPECT_EQ(result.value().secondMoves, 2);
}

TEST(GameRunner, APlayerThatFailsLosesWithItsReason) {
    ScriptedPlayer white("W", { "e2e4" });
    ScriptedPlayer black("B", {});
    black.failureReason = "engine crashed";
    const MatchGame game = onlyGame(white, black, onePlan());
    EXPECT_EQ(game.result, GameResult::WhiteWins);
    EXPECT_EQ(game.reason, "engine crashed");
}

TEST(GameRunner, AFailureThatVoidsTheGameLeavesItUncounted) {
    ScriptedPlayer white("W", { "e2e4" });
    ScriptedPlayer black("B", {});
    black.failureReason = "engine rejected a move";
    black.failureVoids = true;
    auto result = playMatchGames(white, black, onePlan(), {});
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().aborted, 1);
    EXPECT_EQ(result.value().wins + result.value().draws + result.value().losses, 0);
    EXPECT_EQ(result.value().games.at(0).pgn.result, "*");
}

TEST(GameRunner, APlayerGoneWhenToldTheOpponentsMoveLoses) {
    ScriptedPlayer white("W", { "e2e4" });
    ScriptedPlayer black("B", { "e7e5" });
    black.goneWhenTold = "engine crashed";
    const MatchGame game = onlyGame(white, black, onePlan());
    EXPECT_EQ(game.result, GameResult::WhiteWins);
    EXPECT_EQ(game.reason, "engine crashed");
    EXPECT_EQ(game.pgn.moves().size(), 1u);
}

TEST(GameRunner, ARepetitionIsClaimedOnlyByASideThatDoesNotThinkItIsBetter) {
    // After eight plies of knight moves the start position stands for the third time.
    const std::vector<std::string> knights { "g1f3", "f3g1", "g1f3", "f3g1", "g1f3" };
    const std::vector<std::string> replies { "g8f6", "f6g8", "g8f6", "f6g8", "g8f6" };
    for (int whiteScore : { 0, 40 }) {
        ScriptedPlayer white("W", knights);
        ScriptedPlayer black("B", replies);
        white.score = whiteScore;
        black.score = 40;
        MatchPlan plan = onePlan();
        plan.maxPlies = 8;
        const MatchGame game = onlyGame(white, black, plan);
        EXPECT_EQ(game.result, GameResult::Draw);
        EXPECT_EQ(game.reason,
            whiteScore <= 0 ? "threefold repetition (claimed)" : "adjudicated after 8 plies");
        EXPECT_EQ(game.pgn.moves().size(), 8u);
    }
}

TEST(GameRunner, ASideOverItsClockLosesOnTimeAndIsToldBothClocks) {
    ScriptedPlayer white("W", { "e2e4", "d2d4" });
    ScriptedPlayer black("B", { "e7e5" });
    black.thinking = std::chrono::milliseconds(300);
    MatchPlan plan = onePlan();
    plan.baseMs = 150;
    plan.incrementMs = 20;
    plan.clockMarginMs = 50;
    const MatchGame game = onlyGame(white, black, plan);
    EXPECT_EQ(game.result, GameResult::WhiteWins);
    EXPECT_EQ(game.reason, "lost on time");
    EXPECT_EQ(black.lastLimits.timeLeftMs[index(Color::Black)], 150);
    EXPECT_EQ(black.lastLimits.incrementMs[index(Color::Black)], 20);
}

TEST(GameRunner, APlayerThatCannotStartEndsTheMatchWithItsError) {
    ScriptedPlayer white("W", {});
    ScriptedPlayer black("B", {});
    black.startError = "engine 'B' did not answer";
    int reported = 0;
    auto result = playMatchGames(white, black, onePlan(3), [&](const MatchGame&) { ++reported; });
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().message, "engine 'B' did not answer");
    EXPECT_EQ(reported, 0);
    EXPECT_EQ(black.gamesStarted, 1);
}

TEST(GameRunner, ColoursAlternateAndEachGameStartsBothPlayers) {
    ScriptedPlayer first("A", {});
    ScriptedPlayer second("Z", {});
    auto result = playMatchGames(first, second, onePlan(2), {});
    ASSERT_TRUE(result.ok());
    ASSERT_EQ(result.value().games.size(), 2u);
    // Whoever is White fails at once: A loses game 1 as White, Z loses game 2 as White.
    EXPECT_EQ(result.value().games[0].pgn.tag("White"), "A");
    EXPECT_EQ(result.value().games[1].pgn.tag("White"), "Z");
    EXPECT_EQ(result.value().wins, 1);
    EXPECT_EQ(result.value().losses, 1);
    EXPECT_EQ(first.gamesStarted, 2);
    EXPECT_EQ(second.gamesStarted, 2);
}

TEST(GameRunner, GivenNamesStandInThePgnAndTheFirstSideMayHaveItsOwnLimits) {
    // Two settings of one engine in one fit: each needs its own name, and its own node count.
    ScriptedPlayer first("Stockfish 15.1", { "f2f3", "g2g4" });
    ScriptedPlayer second("Stockfish 15.1", { "e7e5", "d8h4" });
    MatchPlan plan = onePlan();
    plan.names = { "Stockfish Skill Level 0", "" };
    plan.perMove.nodes = 20000;
    plan.firstPerMove = engine::SearchLimits {};
    plan.firstPerMove->nodes = 5000;
    const MatchGame game = onlyGame(first, second, plan);
    EXPECT_EQ(game.pgn.tag("White"), "Stockfish Skill Level 0");
    EXPECT_EQ(game.pgn.tag("Black"), "Stockfish 15.1");
    EXPECT_EQ(game.pgn.tag("Event"), "Stockfish Skill Level 0-Stockfish 15.1");
    EXPECT_EQ(first.lastLimits.nodes, 5000u);
    EXPECT_EQ(second.lastLimits.nodes, 20000u);
}
