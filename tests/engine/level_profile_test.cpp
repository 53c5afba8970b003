// SPDX-License-Identifier: GPL-3.0-or-later
// The levels' measured error profiles and the words the New Game dialog makes of them.
#include "rochade/engine/level_profile.h"

#include <gtest/gtest.h>

namespace rochade::engine {
namespace {

TEST(LevelProfile, FrequenciesFollowTheThresholds) {
    EXPECT_EQ(mistakeFrequency(0.0), MistakeFrequency::Rarely);
    EXPECT_EQ(mistakeFrequency(0.09), MistakeFrequency::Rarely);
    EXPECT_EQ(mistakeFrequency(0.1), MistakeFrequency::EveryFewGames); // once in ten games
    EXPECT_EQ(mistakeFrequency(0.49), MistakeFrequency::EveryFewGames);
    EXPECT_EQ(mistakeFrequency(0.5), MistakeFrequency::AboutOnceAGame);
    EXPECT_EQ(mistakeFrequency(1.49), MistakeFrequency::AboutOnceAGame);
    EXPECT_EQ(mistakeFrequency(1.5), MistakeFrequency::SeveralTimesAGame);
    EXPECT_EQ(mistakeFrequency(6.0), MistakeFrequency::SeveralTimesAGame);
}

TEST(LevelProfile, TheWordsComeFromTheMeasuredFigures) {
    for (const Level level : kAllLevels) {
        const LevelErrorProfile& profile = levelErrorProfile(level);
        const LevelMistakes mistakes = levelMistakes(level);
        EXPECT_EQ(mistakes.hangsPiece, mistakeFrequency(profile.enPrisePerGame));
        EXPECT_EQ(mistakes.missesMateInOne, mistakeFrequency(profile.missedMatesPerGame));
        EXPECT_EQ(mistakes.blunders, mistakeFrequency(profile.blundersPer40));
        EXPECT_GE(profile.bookShare, 0.0);
        EXPECT_LE(profile.bookShare, 1.0);
    }
}

TEST(LevelProfile, TheBottomLevelErrsMoreThanFull) {
    const LevelErrorProfile& beginner = levelErrorProfile(Level::Beginner);
    const LevelErrorProfile& full = levelErrorProfile(Level::Full);
    EXPECT_GT(beginner.acpl, full.acpl);
    EXPECT_GT(beginner.blundersPer40, full.blundersPer40);
    EXPECT_GT(beginner.enPrisePerGame, full.enPrisePerGame);
    EXPECT_LT(beginner.bookShare, full.bookShare);
    EXPECT_GT(levelMistakes(Level::Beginner).hangsPiece, levelMistakes(Level::Full).hangsPiece);
}

} // namespace
} // namespace rochade::engine
