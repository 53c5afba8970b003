// SPDX-License-Identifier: GPL-3.0-or-later
// Gauntlets of one of our levels against an external UCI engine.
#include "rochade/cli/gauntlet.h"

#include "rochade/cli/engine_players.h"
#include "rochade/cli/game_runner.h"
#include "rochade/core/fen.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <random>

namespace rochade::cli {

namespace {

std::optional<double> parseSeconds(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc {} || end != text.data() + text.size() || value < 0
        || value > 36000)
        return std::nullopt;
    return value;
}

} // namespace

Result<GauntletLimits> parseTimeControl(const std::string& text) {
    const auto plus = text.find('+');
    const auto base = parseSeconds(std::string_view(text).substr(0, plus));
    const auto increment = plus == std::string::npos
        ? std::optional<double>(0.0)
        : parseSeconds(std::string_view(text).substr(plus + 1));
    if (!base || !increment || *base <= 0)
        return Error { "time control '" + text + "' is not SECONDS[+INCREMENT], e.g. 10+0.1" };
    GauntletLimits limits;
    limits.baseMs = static_cast<int>(std::lround(*base * 1000));
    limits.incrementMs = static_cast<int>(std::lround(*increment * 1000));
    return limits;
}

Result<MatchResult> playGauntlet(
    const GauntletOptions& options, const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::vector<Opening>& openings
        = options.openings.empty() ? builtinOpenings() : options.openings;
    std::mt19937 rng;
    LevelPlayer::Options ourOptions { options.level, options.evaluation, options.hashMiB,
        options.seed };
    ourOptions.threads = options.threads;
    LevelPlayer ours(ourOptions, rng);
    UciPlayer firstEngine(options.firstEnginePath, options.firstEngineOptions);
    GamePlayer& first = options.firstEnginePath.empty() ? static_cast<GamePlayer&>(ours)
                                                        : static_cast<GamePlayer&>(firstEngine);
    if (options.firstNodes > 0 && options.limits.nodes == 0)
        return Error { "the first side's own node count needs a node count for the engine" };
    if (options.protocol == EngineProtocol::Xboard) {
        if (options.limits.nodes > 0)
            return Error { "xboard engines take a clock or a move time, not a node count" };
        if (auto fromStart = XboardPlayer::checkOpenings(openings); !fromStart)
            return fromStart.error();
        if (!options.engineOptions.empty()) return Error { "--option is for UCI engines" };
    }
    const GauntletLimits& limits = options.limits;
    UciPlayer uci(options.enginePath, options.engineOptions);
    XboardPlayer xboard({ options.enginePath, limits.baseMs, limits.incrementMs,
        XboardPlayer::stSecondsFor(limits.moveTimeMs), limits.moveTimeMs });
    GamePlayer& theirs = options.protocol == EngineProtocol::Xboard
        ? static_cast<GamePlayer&>(xboard)
        : static_cast<GamePlayer&>(uci);

    MatchPlan plan;
    plan.openings = &openings;
    plan.games = options.games;
    plan.maxPlies = options.maxPlies;
    plan.baseMs = limits.baseMs;
    plan.incrementMs = limits.incrementMs;
    plan.clockMarginMs = options.clockMarginMs;
    plan.perMove.nodes = limits.nodes;
    plan.perMove.moveTimeMs = limits.nodes > 0 ? 0 : limits.moveTimeMs;
    if (options.firstNodes > 0) {
        plan.firstPerMove = plan.perMove;
        plan.firstPerMove->nodes = options.firstNodes;
    }
    plan.names = options.names;
    plan.site = "rochade-cli gauntlet";
    plan.event = [](const std::string& firstName, const std::string& secondName) {
        return firstName + " vs " + secondName;
    };
    return playMatchGames(first, theirs, plan, onGameFinished);
}

} // namespace rochade::cli
