// SPDX-License-Identifier: GPL-3.0-or-later
// Gauntlets: one of our levels against an external UCI engine (Stockfish, or an older
// rochade-cli), under a real game clock, a move time or a node count.
#pragma once

#include "rochade/cli/match.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rochade::cli {

/// How long each side may think. Exactly one kind is used: a clock (base + increment per
/// move, like "10+0.1"), a fixed time per move, or a fixed node count per move (the most
/// reproducible on a busy machine).
struct GauntletLimits {
    int baseMs = 0; ///< > 0: a game clock of this many ms per side
    int incrementMs = 0;
    int moveTimeMs = 0;
    std::uint64_t nodes = 0;
};

/// "10+0.1" (seconds + increment seconds) or "40" (no increment) as a clock. Errors name
/// the text.
Result<GauntletLimits> parseTimeControl(const std::string& text);

enum class EngineProtocol : std::uint8_t {
    Uci,
    Xboard
};

struct GauntletOptions {
    std::string enginePath; ///< the engine's executable
    EngineProtocol protocol = EngineProtocol::Uci;
    std::vector<std::pair<std::string, std::string>> engineOptions; ///< sent as setoption
    engine::Level level = engine::Level::Full; ///< our side ("first" in the tally)
    /// Not empty: the first side is this UCI engine, not one of our levels, so outside
    /// engines can play each other (Stockfish at one setting against another).
    std::string firstEnginePath;
    std::vector<std::pair<std::string, std::string>> firstEngineOptions;
    /// With a node count: the first side's own, when it differs from the engine's (0: the same).
    std::uint64_t firstNodes = 0;
    /// The two sides' names in the PGN, first then second; empty: the player's own.
    std::array<std::string, 2> names;
    engine::EvaluationMode evaluation = engine::EvaluationMode::Full; ///< our side's
    int games = 2;
    GauntletLimits limits { 0, 0, 1000, 0 };
    /// A side whose clock runs this far below zero loses on time (the machine's scheduling
    /// noise should not decide games; cutechess-cli has a similar margin option).
    int clockMarginMs = 100;
    std::vector<Opening> openings; ///< empty = builtinOpenings(); FEN openings work too
    std::uint32_t seed = 1;
    int maxPlies = 300;
    std::size_t hashMiB = 64;
    /// Threads for our level's searches when it is Full (the other levels use one).
    int threads = 1;
};

/// Plays the games like playMatch(): same openings, colours alternating (our level White in
/// the odd games), judged by the core's rules, draws claimed as shouldClaimDraw() says (the
/// engine's score read from its info lines), the ply cap. The engine is started afresh for
/// every game. An engine that crashes, plays an illegal move or does not answer loses that
/// game; with a clock, a side that overruns it by more than clockMarginMs loses on time.
/// Errors: the engine cannot be started, or refuses an option; for xboard engines also a node
/// limit, engine options or FEN openings; firstNodes without a node count.
Result<MatchResult> playGauntlet(const GauntletOptions& options,
    const std::function<void(const MatchGame&)>& onGameFinished = {});

} // namespace rochade::cli
