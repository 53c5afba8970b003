// SPDX-License-Identifier: GPL-3.0-or-later
// Each level's measured error profile and the frequencies of its mistakes.
#include "rochade/engine/level_profile.h"

#include <array>

namespace rochade::engine {

namespace {

// Measured with scripts/profile-levels.sh (rochade-cli profile: self-play from the start
// position with the window's book moves, Stockfish 15.1 at depth 14 judging every move) on
// 2026-12-03, 4 games a level (the machine was shared; docs/levels.md has each figure's
// interval, the games behind it and why only 4). One row a level, in kAllLevels' order:
// acpl, blunders per 40, en prise per game, missed mates in one per game, book share.
constexpr std::array<LevelErrorProfile, kLevelCount> kMeasuredProfiles { {
    { 99.4, 2.92, 3.12, 0.00, 0.008 }, // Beginner
    { 74.3, 2.60, 1.12, 0.00, 0.013 }, // 1
    { 98.0, 1.16, 0.75, 0.00, 0.039 }, // 2 Easy
    { 69.7, 1.69, 0.62, 0.00, 0.036 }, // 3
    { 56.5, 0.84, 0.25, 0.00, 0.056 }, // 4 Medium
    { 62.1, 0.79, 0.88, 0.00, 0.066 }, // 5
    { 40.4, 0.86, 0.38, 0.00, 0.068 }, // 6 Hard
    { 49.8, 1.59, 0.25, 0.00, 0.069 }, // 7
    { 26.8, 0.80, 0.00, 0.00, 0.098 }, // 8
    { 31.8, 0.37, 0.00, 0.00, 0.114 }, // Full
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
