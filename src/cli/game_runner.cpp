// SPDX-License-Identifier: GPL-3.0-or-later
// The one game loop of the cli's matches.
#include "rochade/cli/game_runner.h"

#include <algorithm>
#include <array>
#include <chrono>

namespace rochade::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::uint64_t elapsedMs(Clock::time_point since) {
    return static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - since).count());
}

GameResult lossFor(Color loser) {
    return loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
}

struct Outcome {
    GameResult result = GameResult::Ongoing;
    std::string reason;
    bool adjudicated = false;
};

/// Plays `game` on to its end; `players` by side (0 = first), `firstIsWhite` for this game.
Outcome playOn(Game& game, const std::array<GamePlayer*, 2>& players, bool firstIsWhite,
    const MatchPlan& plan, MatchResult& times) {
    const bool clocked = plan.baseMs > 0;
    std::array<int, 2> clock { plan.baseMs, plan.baseMs }; // by colour
    std::array<int, 2> lastScore { 0, 0 }; // by side, own point of view
    for (;;) {
        const GameStatus status = game.status();
        if (status.isOver()) return { status.result, reasonText(status.reason) };
        const Color mover = game.position().sideToMove();
        const std::size_t side = (mover == Color::White) == firstIsWhite ? 0 : 1;
        if (shouldClaimDraw(status.claimable, game.position(), lastScore[side]) && game.claimDraw())
            return { GameResult::Draw, reasonText(game.status().reason) + " (claimed)" };
        if (game.ply() >= plan.maxPlies)
            return { GameResult::Draw,
                "adjudicated after " + std::to_string(plan.maxPlies) + " plies", true };

        engine::SearchLimits limits
            = side == 0 && plan.firstPerMove ? *plan.firstPerMove : plan.perMove;
        if (clocked) {
            limits.timeLeftMs = clock;
            limits.incrementMs = { plan.incrementMs, plan.incrementMs };
        }
        GamePlayer& player = *players[side];
        const auto began = Clock::now();
        const MoveChoice choice = player.chooseMove(game, limits);
        const auto spent = elapsedMs(began);
        if (plan.countsThinkingTime) {
            (side == 0 ? times.firstThinkMs : times.secondThinkMs) += spent;
            ++(side == 0 ? times.firstMoves : times.secondMoves);
        }
        if (clocked) { // the flag falls before any move is looked at
            int& left = clock[index(mover)];
            left -= static_cast<int>(spent);
            if (left < -plan.clockMarginMs) return { lossFor(mover), "lost on time" };
            left = std::max(left, 0) + plan.incrementMs;
        }
        if (!choice.failure.empty())
            return { choice.voidsGame ? GameResult::Ongoing : lossFor(mover), choice.failure };
        if (!game.playMove(choice.move).ok()) return { lossFor(mover), player.refusedMoveReason() };
        if (choice.score) lastScore[side] = *choice.score;
        const std::string gone = players[1 - side]->opponentMoved(game);
        if (!gone.empty()) return { lossFor(~mover), gone };
    }
}

} // namespace

Result<MatchResult> playMatchGames(GamePlayer& first, GamePlayer& second, const MatchPlan& plan,
    const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::array<GamePlayer*, 2> players { &first, &second };
    const auto nameOf = [&](std::size_t side) {
        return plan.names[side].empty() ? players[side]->name() : plan.names[side];
    };
    const std::string date = pgnDateToday();
    MatchResult result;
    for (int number = 1; number <= plan.games; ++number) {
        const Opening& opening = openingForGame(*plan.openings, number);
        auto prepared = openingGame(opening);
        // Openings are validated when loaded; a broken one still must not crash a long match.
        Game game = prepared ? std::move(prepared).value() : Game();
        for (GamePlayer* player : players) {
            auto started = player->startGame(number, opening, game);
            if (!started) return started.error();
        }

        MatchGame record;
        record.number = number;
        record.firstIsWhite = number % 2 == 1;
        record.openingName = opening.name;
        const Outcome outcome = playOn(game, players, record.firstIsWhite, plan, result);
        for (GamePlayer* player : players)
            player->finishGame(outcome.result, outcome.reason);
        record.result = outcome.result;
        record.reason = outcome.reason;
        record.pgn.tags = {
            { "Event", plan.event(nameOf(0), nameOf(1)) },
            { "Site", plan.site },
            { "Date", date },
            { "Round", std::to_string(number) },
            { "White", nameOf(record.firstIsWhite ? 0 : 1) },
            { "Black", nameOf(record.firstIsWhite ? 1 : 0) },
            { "Termination", outcome.adjudicated ? "adjudication" : "normal" },
        };
        record.pgn.game = game;
        record.pgn.result = resultString(outcome.result);

        if (onGameFinished) onGameFinished(record);
        result.add(std::move(record));
    }
    return result;
}

} // namespace rochade::cli
