// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels, defined in one place, and move choice with controlled randomness.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>

namespace rochade::engine {

/// The ladder: levels One..Eight, each scoring 65-85% (some 150-250 Elo) against the one
/// below in games between them (measured in docs/levels.md), then Full, the engine without
/// caps. Easy, Medium and Hard are the
/// three named rungs the New Game dialog offers first; they keep the names older settings
/// and PGN tags use.
enum class Level : std::uint8_t {
    One,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Full,
    Easy = Two,
    Medium = Four,
    Hard = Six,
};

constexpr int kLevelCount = 9;
constexpr std::array<Level, kLevelCount> kAllLevels { Level::One, Level::Two, Level::Three,
    Level::Four, Level::Five, Level::Six, Level::Seven, Level::Eight, Level::Full };
/// The three the New Game dialog shows unless "More levels" is on.
constexpr std::array<Level, 3> kNamedLevels { Level::Easy, Level::Medium, Level::Hard };

/// LevelSettings::bookPlies of a level that follows the book as far as it goes.
constexpr int kWholeBook = 1000;

struct LevelSettings {
    Level level;
    int number; ///< 1..8 on the ladder, 0 for Full
    std::string_view name; ///< "Easy", or "" for a rung without a name of its own
    int maxDepth; ///< depth cap
    std::uint64_t maxNodes; ///< node cap (0 = none): the same strength on a busy machine
    int moveTimeMs; ///< time cap per move (0 = none), so a slow machine never waits long
    int randomMarginCp; ///< choose among root moves within this margin of the best (0 = best)
    int minReplyMs; ///< the GUI shows the reply no sooner than this
    /// The window's computer plays opening book moves up to this ply (0 = the first move):
    /// a beginner knows a few opening moves, a master many, so an easy level never plays a
    /// deep line and then a beginner's move.
    int bookPlies;
    int elo; ///< approximate strength on Stockfish's UCI_Elo scale (docs/levels.md)
    std::string_view description; ///< plain words for the GUI (English; the GUI translates)
};

const LevelSettings& levelSettings(Level level);
/// What files and command lines call the level: its name if it has one ("Easy"), else its
/// number ("3"); "Full" for Full.
std::string_view levelTag(Level level);
/// Case-insensitive: a name ("easy", "Medium", "HARD", "Full"), a number 1..8 ("3"), or
/// "Level 3" / "level3".
std::optional<Level> parseLevel(std::string_view text);
/// For people: "Easy", "Level 3", "Full".
std::string levelLabel(Level level);

/// The range of UCI_Elo the levels cover, and the level an Elo asks for: the level whose
/// approximate strength (levelElo(), from the measured ladder) is nearest.
/// UCI_Elo's range: below level One's figure plays One, above Eight's plays Eight or Full.
constexpr int kMinLevelElo = 800;
constexpr int kMaxLevelElo = 2600;
int levelElo(Level level);
Level levelForElo(int elo);

/// Searches within the level's caps and picks the move: the best one, or at easier levels a
/// random one among those scoring within the margin of the best (never a move that loses
/// material the best move keeps beyond the margin, never a missed mate in one). `limits`
/// may tighten the caps further (a clock, a stop). Deterministic for a given rng state
/// when the node cap, not the time cap, ends the search.
SearchResult chooseMove(Searcher& searcher, const Position& pos,
    std::span<const std::uint64_t> history, Level level, std::mt19937& rng,
    const SearchLimits& extraLimits = {}, const Searcher::ProgressCallback& onProgress = {},
    std::stop_token stop = {});

} // namespace rochade::engine
