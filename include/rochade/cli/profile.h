// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli profile`: games of one level, played as the window's computer plays them
// (from the start position, with its book moves), each of its moves judged by a UCI engine.
#pragma once

#include "rochade/cli/error_profile.h"
#include "rochade/cli/match.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rochade::cli {

struct ProfileOptions {
    engine::Level level = engine::Level::Hard; ///< the level profiled ("first" in the games)
    /// The other side; nullopt: the level itself (self-play, every move judged).
    std::optional<engine::Level> opponent;
    int games = 20;
    std::string judgePath; ///< a UCI engine, e.g. /usr/games/stockfish
    int judgeDepth = 14;
    std::uint32_t seed = 1; ///< the levels' and the book's randomness, and the bootstrap's
    /// A game still going after this many plies is adjudicated a draw (the judge's time
    /// grows with the plies; 200 leave every game its middlegame and most their ending).
    int maxPlies = 200;
    /// Extra limits on every move of both sides on top of the levels' caps (a node count
    /// for Full, which has no cap of its own).
    engine::SearchLimits perMove;
    std::size_t hashMiB = 16; ///< per level
};

/// One game and its judged moves (the profiled level's only).
struct ProfiledGame {
    MatchGame game;
    std::vector<JudgedMove> moves;
};

/// Plays options.games games from the start position, the profiled level White in the odd
/// games; both sides open with book moves as the window's computer does (the level's
/// book plies, engine::pickBookMoveAtLevel()). After each game the judge (one thread, hash
/// 16 MiB, `go depth judgeDepth`, a fresh `ucinewgame` a game) scores every position before
/// and after each of the level's moves; a position after a move that ended the game is
/// scored by the rules (mate: the mover won; stalemate and other ends: 0). `onGame` sees
/// each game once judged. Errors: the judge cannot start, refuses an option, or fails.
Result<std::vector<ProfiledGame>> playAndJudge(
    const ProfileOptions& options, const std::function<void(const ProfiledGame&)>& onGame);

} // namespace rochade::cli
