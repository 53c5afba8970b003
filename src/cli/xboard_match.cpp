// SPDX-License-Identifier: GPL-3.0-or-later
// Matches of one of our levels against an external xboard engine.
#include "rochade/cli/xboard_match.h"

#include "rochade/cli/engine_players.h"
#include "rochade/cli/game_runner.h"
#include "rochade/core/fen.h"

#include <algorithm>
#include <random>

namespace rochade::cli {

Result<MatchResult> playXboardMatch(const XboardMatchOptions& options,
    const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::vector<Opening>& openings
        = options.openings.empty() ? builtinOpenings() : options.openings;
    if (auto fromStart = XboardPlayer::checkOpenings(openings); !fromStart)
        return fromStart.error();
    std::mt19937 rng;
    const std::string noMove = "Rochade produced no legal move";
    LevelPlayer ours(
        { options.level, std::nullopt, options.hashMiB, options.seed, noMove, noMove }, rng);
    XboardPlayer::Options engine;
    engine.path = options.enginePath;
    engine.stSeconds = options.engineStSeconds > 0 ? options.engineStSeconds
                                                   : XboardPlayer::stSecondsFor(options.moveTimeMs);
    engine.moveTimeMs = options.moveTimeMs;
    XboardPlayer theirs(engine);

    MatchPlan plan;
    plan.openings = &openings;
    plan.games = options.games;
    plan.maxPlies = options.maxPlies;
    plan.perMove.moveTimeMs = options.moveTimeMs;
    plan.site = "rochade-cli xmatch";
    plan.event
        = [](const std::string&, const std::string& engine) { return "Rochade vs " + engine; };
    return playMatchGames(ours, theirs, plan, onGameFinished);
}

} // namespace rochade::cli
