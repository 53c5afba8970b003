// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play matches: two engine levels play each other from a list of openings.
#pragma once

#include "rochade/cli/openings.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/core/game_status.h"
#include "rochade/core/pgn.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace rochade::cli {

struct MatchOptions {
    engine::Level first = engine::Level::Hard; ///< "--white": White in the odd games
    engine::Level second = engine::Level::Hard; ///< "--black"
    int games = 2;
    std::vector<Opening> openings; ///< empty = builtinOpenings()
    std::uint32_t seed = 1; ///< seeds the levels' randomness; same seed, same games
    /// A game still going after this many plies (opening included) is adjudicated a draw.
    int maxPlies = 300;
    /// Extra limits for every move on top of the level's caps (tests use tiny ones); see
    /// limitsFor() for the Full level.
    engine::SearchLimits limits;
    std::size_t hashMiB = 16; ///< per engine
    /// Threads for a Full side's searches (each side's own); the other levels use one.
    int threads = 1;
    /// The two levels' names in the PGN, first then second; empty: "Rochade Level 3". Full
    /// under a node count is another player than Full on a clock, and a fit over many
    /// files tells them apart by name.
    std::array<std::string, 2> names;
};

/// Time per move of the Full level in matches when no other limit is given (it has no cap of
/// its own and would otherwise search to the maximum depth).
constexpr int kFullLevelMoveTimeMs = 1000;

/// `limits` for one move of `level`: unchanged, except that Full with no depth, node or time
/// limit gets kFullLevelMoveTimeMs.
engine::SearchLimits limitsFor(engine::Level level, const engine::SearchLimits& limits);

/// One finished game.
struct MatchGame {
    int number = 0; ///< 1-based
    bool firstIsWhite = true;
    std::string openingName;
    GameResult result = GameResult::Draw;
    std::string reason; ///< "checkmate", "adjudicated after 300 plies", ...
    /// The record for the core's writePgn(): seven-tag roster plus Termination ("normal" or
    /// "adjudication"), the opening's start position, every move including the opening's.
    PgnGame pgn;
};

/// Whether the side to move in `pos` claims the draw its position offers (`claimable`), by
/// the engine layer's one draw policy (engine::decideDraw(), as the GUI's computer does):
/// only if its engine's last search score, from that side's own point of view, is <= 0, so
/// a side that thinks it is better plays on (the core still ends the game on fivefold
/// repetition or the 75-move rule). A side that has not searched yet in the game passes 0.
bool shouldClaimDraw(DrawClaim claimable, const Position& pos, int lastOwnScore);

/// The tally from the first engine's point of view.
struct MatchResult {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int aborted = 0; ///< games without a result (only against external engines)
    /// Thinking time (wall clock, ms) and moves of each side, for time-use reports.
    std::uint64_t firstThinkMs = 0;
    std::uint64_t secondThinkMs = 0;
    int firstMoves = 0;
    int secondMoves = 0;
    std::vector<MatchGame> games;

    /// Counts `game` in the tally (no result: aborted) and keeps it.
    void add(MatchGame game);
};

/// The opening of game `number` (from 1): each opening serves two games in a row, the
/// colours swapped, cycling through `openings`.
const Opening& openingForGame(const std::vector<Opening>& openings, int number);

/// Plays options.games games. Game 2k+1 and 2k+2 use the same opening (cycling through the
/// list) with the colours swapped; the first engine has White in the odd games. Games end by
/// the core's rules (mate, stalemate, automatic draws), a claimable draw that the side to
/// move claims (see shouldClaimDraw()), or the ply cap. `onGameFinished` (optional) sees
/// each game as it ends. Runs in the caller's thread.
MatchResult playMatch(
    const MatchOptions& options, const std::function<void(const MatchGame&)>& onGameFinished = {});

} // namespace rochade::cli
