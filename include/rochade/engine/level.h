// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels, defined in one place, and move choice with controlled randomness.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string_view>

namespace rochade::engine {

enum class Level : std::uint8_t {
    Easy,
    Medium,
    Hard,
    Full
};

struct LevelSettings {
    Level level;
    std::string_view name; ///< "Easy"
    std::string_view description; ///< plain words for the GUI
    int maxDepth; ///< depth cap
    int moveTimeMs; ///< time cap per move
    int randomMarginCp; ///< choose among root moves within this margin of the best (0 = best)
    int minReplyMs; ///< the GUI shows the reply no sooner than this
};

const LevelSettings& levelSettings(Level level);
/// Case-insensitive "easy", "medium", "hard", "full".
std::optional<Level> parseLevel(std::string_view name);

/// The range of UCI_Elo the levels cover, and the level an Elo asks for: the level whose
/// approximate strength (levelElo()) is nearest. The figures are first estimates from short
/// matches against Stockfish's UCI_Elo and Fairy-Max (docs/levels.md); they move when the
/// ladder is measured.
constexpr int kMinLevelElo = 1100;
constexpr int kMaxLevelElo = 2400;
int levelElo(Level level);
Level levelForElo(int elo);

/// Searches within the level's caps and picks the move: the best one, or at easier levels a
/// random one among those scoring within the margin of the best (never a move that loses
/// material the best move keeps beyond the margin, never a missed mate in one). `limits`
/// may tighten the caps further (a clock, a stop). Deterministic for a given rng state.
SearchResult chooseMove(Searcher& searcher, const Position& pos,
    std::span<const std::uint64_t> history, Level level, std::mt19937& rng,
    const SearchLimits& extraLimits = {}, const Searcher::ProgressCallback& onProgress = {},
    std::stop_token stop = {});

} // namespace rochade::engine
