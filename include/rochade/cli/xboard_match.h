// SPDX-License-Identifier: GPL-3.0-or-later
// Matches of one of our levels against an external xboard engine (such as Fairy-Max).
#pragma once

#include "rochade/cli/match.h"
#include "rochade/cli/xboard_engine.h"

#include <functional>
#include <string>

namespace rochade::cli {

struct XboardMatchOptions {
    std::string enginePath; ///< the xboard engine's executable
    engine::Level level = engine::Level::Hard; ///< our side ("first" in the tally)
    int games = 2;
    int moveTimeMs = 1000; ///< both sides: ours as a move-time limit, theirs as `st` seconds
    /// Seconds sent with `st`; 0 = moveTimeMs rounded (at least 1). Engines differ in how
    /// much of it they use (Fairy-Max uses a fraction), so the report shows the real times.
    int engineStSeconds = 0;
    std::vector<Opening> openings; ///< empty = builtinOpenings(); FEN openings are refused
    std::uint32_t seed = 1;
    int maxPlies = 300;
    std::size_t hashMiB = 64;
};

/// Plays the games like playMatch() (same openings, colours alternating, our level first,
/// judged by the core's rules, draws claimed as shouldClaimDraw() says, the engine's score
/// read from its thinking output). The engine is restarted for every game and kept in
/// `force` mode except while it thinks. An engine that resigns, sends an illegal move,
/// crashes or does not answer within ten move times loses that game. Errors: the engine
/// cannot be started, or an opening needs a FEN (xboard `setboard` is not assumed).
Result<MatchResult> playXboardMatch(const XboardMatchOptions& options,
    const std::function<void(const MatchGame&)>& onGameFinished = {});

} // namespace rochade::cli
