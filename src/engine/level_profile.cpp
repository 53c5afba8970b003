// SPDX-License-Identifier: GPL-3.0-or-later
// Each level's measured error profile and the frequencies of its mistakes.
#include "rochade/engine/level_profile.h"

#include <array>

namespace rochade::engine {

namespace {

// Measured with scripts/profile-levels.sh (rochade-cli profile: self-play from the start
// position with the window's book moves, Stockfish 15.1 at depth 14 judging every move) on
// 2026-12-03, 20 games a level, with the level table of the outside-scale ladder (docs/levels.md
// has each figure's interval and the games behind it; Novice and Improver again with the late
// evening's rates, 5 to 8 again at night with the caps of the ninth rung; level 9 plays as the
// old level 8 did, so its row is that level's). One row a level, in kAllLevels' order:
// acpl, blunders per 40, en prise per game, missed mates in one per game, book share.
constexpr std::array<LevelErrorProfile, kLevelCount> kMeasuredProfiles { {
    { 114.6, 2.46, 3.27, 0.12, 0.007 }, // Beginner
    { 116.0, 3.00, 2.12, 0.05, 0.006 }, // Novice
    { 116.2, 1.67, 1.80, 0.03, 0.007 }, // Improver
    { 106.0, 3.85, 1.60, 0.00, 0.016 }, // 1
    { 88.5, 2.23, 1.10, 0.00, 0.031 }, // 2 Easy
    { 73.5, 1.70, 0.82, 0.00, 0.043 }, // 3
    { 65.5, 1.44, 0.45, 0.00, 0.056 }, // 4 Medium
    { 62.4, 1.38, 0.62, 0.00, 0.074 }, // 5
    { 57.1, 1.19, 0.53, 0.00, 0.075 }, // 6 Hard
    { 48.5, 1.14, 0.38, 0.00, 0.089 }, // 7
    { 44.8, 1.00, 0.45, 0.00, 0.084 }, // 8
    { 55.7, 0.68, 0.55, 0.00, 0.104 }, // 9 (the old level 8's settings and figures)
    { 36.9, 0.52, 0.30, 0.00, 0.101 }, // Full
} };

} // namespace

const LevelErrorProfile& levelErrorProfile(Level level) {
    return kMeasuredProfiles[static_cast<std::size_t>(level)];
}

MistakeFrequency mistakeFrequency(double perGame) {
    if (perGame >= 1.5) return MistakeFrequency::SeveralTimesAGame;
    if (perGame >= 0.5) return MistakeFrequency::AboutOnceAGame;
    if (perGame >= 0.1) return MistakeFrequency::EveryFewGames;
    return MistakeFrequency::Rarely;
}

LevelMistakes levelMistakes(Level level) {
    const LevelErrorProfile& profile = levelErrorProfile(level);
    return { mistakeFrequency(profile.enPrisePerGame), mistakeFrequency(profile.missedMatesPerGame),
        mistakeFrequency(profile.blundersPer40) };
}

} // namespace rochade::engine
