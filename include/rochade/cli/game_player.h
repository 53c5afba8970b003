// SPDX-License-Identifier: GPL-3.0-or-later
// Whoever sits at one side of the board in a cli match: one of our levels in process, or an
// external engine (see engine_players.h). One game loop (game_runner.h) drives any two.
#pragma once

#include "rochade/cli/openings.h"
#include "rochade/core/error.h"
#include "rochade/core/game.h"
#include "rochade/core/game_status.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>

namespace rochade::cli {

/// What a player answered when asked for a move.
struct MoveChoice {
    Move move;
    /// Its evaluation of the position, own point of view; nullopt if it sent none (the loop
    /// then keeps its last one for draw claims).
    std::optional<int> score;
    std::string failure; ///< non-empty: no move (crash, illegal move, silence, resignation)
    /// With a failure: the game does not count (a protocol disagreement, not a chess result).
    bool voidsGame = false;

    static MoveChoice failed(std::string why) { return { {}, std::nullopt, std::move(why) }; }
};

/// One side of a game. Used from one thread; the game loop calls startGame(), then
/// chooseMove() whenever this side is to move and opponentMoved() after the other side's
/// move, and finishGame() once the result is known.
class GamePlayer {
public:
    virtual ~GamePlayer() = default;

    /// "Rochade Hard", or an engine's own name once it has started.
    virtual std::string name() const = 0;

    /// Prepares game `number` (from 1), whose moves so far (the opening) are in `game`,
    /// played from `opening`. Errors end the whole match (an engine that cannot start).
    virtual Result<bool> startGame(int number, const Opening& opening, const Game& game) = 0;

    /// The move for the side to move in `game`. `limits` holds either both clocks
    /// (timeLeftMs[0] >= 0) or the per-move limits.
    virtual MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) = 0;

    /// The other side has just played the last move of `game`. A non-empty answer is why
    /// this player is gone (it loses the game).
    virtual std::string opponentMoved(const Game&) { return {}; }

    /// The game has ended with `result` for `reason`.
    virtual void finishGame(GameResult, const std::string&) { }

    /// The loss reason when a move this player chose is refused by the rules.
    virtual std::string refusedMoveReason() const { return "move refused by the rules"; }
};

/// One of our levels. Both sides of a self-play match may share one rng (as they always
/// have, so the same seed plays the same games): startGame() seeds it from the seed and the
/// game number alone, so seeding it twice is harmless.
class LevelPlayer final : public GamePlayer {
public:
    struct Options {
        engine::Level level = engine::Level::Hard;
        std::optional<engine::EvaluationMode> evaluation; ///< nullopt: the searcher's default
        std::size_t hashMiB = 16;
        std::uint32_t seed = 1;
        std::string noMoveReason = "Rochade produced no move";
        std::string refusedReason = "move refused by the rules";
        /// Threads for Full's searches (SearchLimits::threads); the other levels use one.
        int threads = 1;
    };

    LevelPlayer(Options options, std::mt19937& rng);

    std::string name() const override;
    Result<bool> startGame(int number, const Opening& opening, const Game& game) override;
    MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) override;
    std::string refusedMoveReason() const override { return m_options.refusedReason; }

private:
    Options m_options;
    engine::Searcher m_searcher;
    std::mt19937& m_rng;
};

} // namespace rochade::cli
