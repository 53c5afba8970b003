// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating from their games against Rochade's levels (Glicko-2), its history, its
// file, and the level it suggests.
#pragma once

#include "rochade/core/error.h"
#include "rochade/engine/level.h"
#include "rochade/training/glicko2.h"

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// What the player said the first time: how much chess they have played.
enum class Experience {
    NewToChess,
    Casual,
    Club,
};

/// The rating a player starts with (issue 23): new to chess 600, casual 1200, club 1600, each
/// with Glicko-2's deviation for an unknown player (350) and its usual volatility (0.06).
Glicko2Rating startingRating(Experience experience);

/// A level's figure as an opponent's rating: engine::levelElo() (read each time, so re-fitted
/// figures flow in) with kLevelDeviation.
Glicko2Rating levelAsOpponent(engine::Level level);

/// The deviation given to every level's figure: docs/levels.md says to treat each figure as
/// +-150 (a 95% interval), and a 95% interval is 1.96 deviations either side.
constexpr double kLevelDeviation = 150.0 / 1.96;

/// One rated game, as the history and the file keep it.
struct RatedGame {
    std::chrono::sys_days date;
    engine::Level level = engine::Level::Easy;
    double opponentRating = 0; ///< the level's figure when the game was rated
    double opponentDeviation = kLevelDeviation;
    double score = 0.5; ///< the player's: 1 won, 0.5 drawn, 0 lost
    Glicko2Rating after; ///< the player's rating after this game

    friend bool operator==(const RatedGame&, const RatedGame&) = default;
};

/// The player's rating and every game that made it. Each game is a rating period of its own
/// (as lichess rates): the rating moves after every game and a newcomer's first games move it
/// most, while its deviation is wide. A value type; not thread-safe (one thread at a time).
class PlayerRating {
public:
    explicit PlayerRating(Experience experience = Experience::Casual);

    Experience experience() const { return m_experience; }
    /// The rating before the first game (startingRating(experience())).
    Glicko2Rating start() const { return startingRating(m_experience); }
    /// The rating now: after the last game, or the start.
    Glicko2Rating current() const;
    /// The rated games, oldest first.
    const std::vector<RatedGame>& games() const { return m_games; }

    /// Rates one game against `level` (its figure now: levelAsOpponent()) with the player's
    /// `score` (0, 0.5 or 1) played on `date`, appends it and returns it.
    const RatedGame& recordGame(engine::Level level, double score, std::chrono::sys_days date);
    /// The same against an opponent figure of the caller's (a test, a level re-fitted).
    const RatedGame& recordGame(engine::Level level, const Glicko2Rating& opponent, double score,
        std::chrono::sys_days date);

    /// Appends a game as a file recorded it: its rating after it as computed then, so a later
    /// version's figures or arithmetic never rewrite the past. For the file's reader.
    void appendRecordedGame(const RatedGame& game);

    friend bool operator==(const PlayerRating&, const PlayerRating&) = default;

private:
    Experience m_experience;
    std::vector<RatedGame> m_games;
};

/// The level whose figure (engine::levelElo()) is nearest to `rating`, over every level from
/// Beginner to Full; on a tie the weaker one. Adaptive plays this level each game.
engine::Level suggestedLevel(double rating);

/// The file's words for an experience ("new", "casual", "club").
std::string_view experienceTag(Experience experience);

/// The rating as text, the file's format: a header line, the start, one line a game, every
/// field separated by a tab. Numbers are written so that they read back exactly.
std::string formatPlayerRating(const PlayerRating& rating);
/// Reads formatPlayerRating()'s text; anything else (a torn last line, a number out of range,
/// an unknown level, dates going back) is an error naming the line.
Result<PlayerRating> parsePlayerRating(std::string_view text);

/// Reads the file at `path`; an error names the file and what is wrong with it.
Result<PlayerRating> readPlayerRatingFile(const std::string& path);
/// Writes `rating` to `path` atomically: a temporary file beside it, flushed to the disk, then
/// renamed over it; on any failure the old file is left as it was and the error says why.
Result<bool> writePlayerRatingFile(const PlayerRating& rating, const std::string& path);

} // namespace rochade::training
