// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play matches between two engine levels.
#include "rochade/cli/match.h"

#include "rochade/cli/game_runner.h"
#include "rochade/engine/draw_offer.h"

#include <random>

namespace rochade::cli {

bool shouldClaimDraw(DrawClaim claimable, const Position& pos, int lastOwnScore) {
    return claimable != DrawClaim::None
        && engine::decideDraw(engine::DrawKind::Claim, pos, lastOwnScore).accept;
}

engine::SearchLimits limitsFor(engine::Level level, const engine::SearchLimits& limits) {
    engine::SearchLimits result = limits;
    if (level == engine::Level::Full && limits.depth == 0 && limits.nodes == 0
        && limits.moveTimeMs == 0)
        result.moveTimeMs = kFullLevelMoveTimeMs;
    return result;
}

void MatchResult::add(MatchGame game) {
    if (game.result == GameResult::Ongoing)
        ++aborted;
    else if (game.result == GameResult::Draw)
        ++draws;
    else if ((game.result == GameResult::WhiteWins) == game.firstIsWhite)
        ++wins;
    else
        ++losses;
    games.push_back(std::move(game));
}

const Opening& openingForGame(const std::vector<Opening>& openings, int number) {
    return openings[static_cast<std::size_t>((number - 1) / 2) % openings.size()];
}

MatchResult playMatch(
    const MatchOptions& options, const std::function<void(const MatchGame&)>& onGameFinished) {
    std::mt19937 rng; // both levels draw from one stream per game, as they always have
    const auto player = [&](engine::Level level) {
        const std::string noMove = "engine produced no legal move"; // only a defect gets here
        return LevelPlayer::Options { level, std::nullopt, options.hashMiB, options.seed, noMove,
            noMove, options.threads };
    };
    LevelPlayer first(player(options.first), rng);
    LevelPlayer second(player(options.second), rng);
    MatchPlan plan;
    plan.openings = options.openings.empty() ? &builtinOpenings() : &options.openings;
    plan.games = options.games;
    plan.maxPlies = options.maxPlies;
    plan.perMove = options.limits;
    plan.site = "rochade-cli";
    plan.names = options.names;
    plan.event = [](const std::string&, const std::string&) {
        return std::string("Rochade self-play match");
    };
    plan.countsThinkingTime = false; // the report shows no time use for self-play
    // Two levels in process always start a game.
    return playMatchGames(first, second, plan, onGameFinished).value();
}

} // namespace rochade::cli
