// SPDX-License-Identifier: GPL-3.0-or-later
// The one game loop of the cli's matches (match, xmatch, gauntlet): any two GamePlayers,
// judged by the core's rules, the engine layer's draw policy, a ply cap and an optional clock.
#pragma once

#include "rochade/cli/game_player.h"
#include "rochade/cli/match.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rochade::cli {

/// How the games of a match are played and recorded.
struct MatchPlan {
    const std::vector<Opening>* openings = nullptr; ///< see openingForGame(); not empty
    int games = 2;
    /// A game still going after this many plies (opening included) is adjudicated a draw.
    int maxPlies = 300;
    /// > 0: a game clock of this many ms per side plus incrementMs per move; a side that
    /// overruns it by more than clockMarginMs loses on time. 0: every move gets perMove.
    int baseMs = 0;
    int incrementMs = 0;
    int clockMarginMs = 100;
    engine::SearchLimits perMove;
    /// The first player's own per-move limits when they differ from the second's (say, a
    /// node count for each side); nullopt: both get perMove.
    std::optional<engine::SearchLimits> firstPerMove;
    /// The players' names in the PGN, first then second; an empty one is the player's own
    /// (an engine's `id name`, "Rochade Level 3"). A fit over many files joins players by
    /// name, so one engine under different settings needs a name for each.
    std::array<std::string, 2> names;
    std::string site; ///< the PGN Site tag
    /// The PGN Event tag from the two players' names (asked after each game, once engines
    /// have told their names).
    std::function<std::string(const std::string& first, const std::string& second)> event;
    bool countsThinkingTime = true; ///< fill MatchResult's time-use fields
};

/// Plays plan.games games between `first` and `second`: game 2k+1 and 2k+2 from the same
/// opening with the colours swapped, `first` White in the odd games. A game ends by the
/// core's rules (mate, stalemate, automatic draws), a claimable draw that the side to move
/// claims (shouldClaimDraw(), with that side's last score), the ply cap, the clock, or a
/// player that fails (it loses, the failure as the reason; a failure that voids the game
/// leaves it without a result). `onGameFinished` (optional) sees each game as it ends.
/// Errors: a player could not start a game. Runs in the caller's thread.
Result<MatchResult> playMatchGames(GamePlayer& first, GamePlayer& second, const MatchPlan& plan,
    const std::function<void(const MatchGame&)>& onGameFinished);

} // namespace rochade::cli
