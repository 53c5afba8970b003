// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating: Glicko-2 a game at a time (checked against ratePeriod() itself, whose
// own test is Glickman's worked example), the file and its failures, the suggested level.
#include "rochade/training/player_rating.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <unistd.h>

using namespace rochade::training;
using rochade::Result;
using rochade::engine::Level;
using namespace std::chrono;

namespace {

constexpr sys_days kDecemberThird { year(2026) / December / 3 };

/// A folder of this test process's own under the system's temporary folder, emptied first.
std::filesystem::path ratingTestFolder(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path()
        / ("rochade_rating_test_" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

std::string fileBytes(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    return { std::istreambuf_iterator<char>(file), {} };
}

PlayerRating ratingWithThreeGames() {
    PlayerRating rating(Experience::Casual);
    rating.recordGame(Level::Easy, 1.0, kDecemberThird);
    rating.recordGame(Level::Medium, 0.5, kDecemberThird);
    rating.recordGame(Level::Hard, 0.0, kDecemberThird + days(1));
    return rating;
}

} // namespace

TEST(PlayerRating, StartsWhereThePlayerSaysTheyStand) {
    EXPECT_EQ(PlayerRating(Experience::NewToChess).current().rating, 600.0);
    EXPECT_EQ(PlayerRating(Experience::Casual).current().rating, 1200.0);
    EXPECT_EQ(PlayerRating(Experience::Club).current().rating, 1600.0);
    for (Experience e : { Experience::NewToChess, Experience::Casual, Experience::Club }) {
        EXPECT_EQ(PlayerRating(e).current().deviation, 350.0);
        EXPECT_TRUE(PlayerRating(e).games().empty());
    }
}

TEST(PlayerRating, EachGameIsOneGlicko2PeriodAgainstTheLevelsFigure) {
    // Each game must be exactly the Glicko-2 period of that one game against the level's
    // figure with kLevelDeviation, starting from the rating the game before left.
    PlayerRating rating(Experience::Casual);
    Glicko2Rating expected = startingRating(Experience::Casual);
    const std::vector<std::pair<Level, double>> games { { Level::Easy, 1.0 },
        { Level::Medium, 1.0 }, { Level::Hard, 0.0 }, { Level::Medium, 0.5 } };
    for (const auto& [level, score] : games) {
        const Glicko2Game game { double(rochade::engine::levelElo(level)), kLevelDeviation, score };
        expected = ratePeriod(expected, std::span(&game, 1));
        const RatedGame& rated = rating.recordGame(level, score, kDecemberThird);
        EXPECT_EQ(rated.after.rating, expected.rating);
        EXPECT_EQ(rated.after.deviation, expected.deviation);
        EXPECT_EQ(rated.after.volatility, expected.volatility);
        EXPECT_EQ(rated.opponentRating, rochade::engine::levelElo(level));
        EXPECT_EQ(rated.level, level);
    }
    EXPECT_EQ(rating.games().size(), games.size());
    EXPECT_EQ(rating.current().rating, expected.rating);
}

TEST(PlayerRating, AWinRaisesALossLowersAndTheDeviationNarrows) {
    PlayerRating winner(Experience::Casual);
    PlayerRating loser(Experience::Casual);
    winner.recordGame(Level::Medium, 1.0, kDecemberThird);
    loser.recordGame(Level::Medium, 0.0, kDecemberThird);
    EXPECT_GT(winner.current().rating, 1200.0);
    EXPECT_LT(loser.current().rating, 1200.0);
    EXPECT_LT(winner.current().deviation, 350.0);
    // A win over a level far stronger gains more than one over a level far weaker.
    PlayerRating upset(Experience::Casual);
    PlayerRating expectedWin(Experience::Casual);
    upset.recordGame(Level::Full, 1.0, kDecemberThird);
    expectedWin.recordGame(Level::Beginner, 1.0, kDecemberThird);
    EXPECT_GT(upset.current().rating - 1200.0, expectedWin.current().rating - 1200.0);
}

TEST(PlayerRating, TheFileReadsBackExactly) {
    const PlayerRating rating = ratingWithThreeGames();
    const auto path = ratingTestFolder("roundtrip") / "rating.txt";
    ASSERT_TRUE(writePlayerRatingFile(rating, path.string()).ok());
    const Result<PlayerRating> read = readPlayerRatingFile(path.string());
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value(), rating); // every double bit for bit
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(path.parent_path()), {}), 1)
        << "no temporary file is left beside it";
    // A player with no games yet keeps what they said.
    ASSERT_TRUE(writePlayerRatingFile(PlayerRating(Experience::Club), path.string()).ok());
    EXPECT_EQ(readPlayerRatingFile(path.string()).value().experience(), Experience::Club);
}

TEST(PlayerRating, AFileCutShortAnywhereIsRefused) {
    const std::string text = formatPlayerRating(ratingWithThreeGames());
    ASSERT_TRUE(parsePlayerRating(text).ok());
    for (std::size_t length = 0; length < text.size(); ++length)
        EXPECT_FALSE(parsePlayerRating(text.substr(0, length)).ok()) << "cut at " << length;
}

TEST(PlayerRating, ABadLineIsAnErrorThatNamesIt) {
    const std::string good = formatPlayerRating(ratingWithThreeGames());
    const auto broken = [&good](const std::string& from, const std::string& to) {
        std::string text = good;
        text.replace(text.find(from), from.size(), to);
        return parsePlayerRating(text);
    };
    const Result<PlayerRating> badLevel = broken("\tMedium\t", "\tGrandmaster\t");
    ASSERT_FALSE(badLevel.ok());
    EXPECT_NE(badLevel.error().message.find("line 6"), std::string::npos)
        << badLevel.error().message;
    EXPECT_NE(badLevel.error().message.find("Grandmaster"), std::string::npos);
    EXPECT_FALSE(broken("2026-12-03", "2026-13-03").ok());
    EXPECT_FALSE(broken("\t0.5\t", "\t0.7\t").ok());
    EXPECT_FALSE(broken("start\tcasual", "start\texpert").ok());
    EXPECT_FALSE(broken("rochade-player-rating\t1", "rochade-player-rating\t9").ok());
    // The games in the order they were played: a later line cannot go back in time.
    EXPECT_FALSE(broken("2026-12-04", "2026-12-01").ok());
}

TEST(PlayerRating, ABadFileIsReportedAndLeftAsItWas) {
    const auto dir = ratingTestFolder("bad");
    const auto path = dir / "rating.txt";
    const std::string torn = formatPlayerRating(ratingWithThreeGames()).substr(0, 150);
    std::ofstream(path, std::ios::binary) << torn;
    const Result<PlayerRating> read = readPlayerRatingFile(path.string());
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.error().message.find(path.string()), std::string::npos);
    EXPECT_EQ(fileBytes(path), torn);
}

TEST(PlayerRating, AFailedWriteChangesNothingAndLeavesNoTemporaryFile) {
    const auto dir = ratingTestFolder("failed_write");
    const auto path = dir / "rating.txt";
    // A folder holding a file stands where the rating would go: it cannot be replaced (the
    // test runs as root in CI, so permissions could not make a write fail).
    std::filesystem::create_directory(path);
    std::ofstream(path / "kept") << "kept";
    const Result<bool> written = writePlayerRatingFile(ratingWithThreeGames(), path.string());
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().message.find(path.string()), std::string::npos)
        << written.error().message;
    EXPECT_EQ(fileBytes(path / "kept"), "kept");
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), 1)
        << "no temporary file is left beside it";
    // In a folder that does not exist: an error, no file.
    EXPECT_FALSE(
        writePlayerRatingFile(ratingWithThreeGames(), (dir / "missing" / "rating.txt").string())
            .ok());
    EXPECT_FALSE(std::filesystem::exists(dir / "missing"));
}

TEST(PlayerRating, SuggestsTheLevelNearestTheRatingAtEveryBoundary) {
    // Far below the ladder: Beginner; far above: Full.
    EXPECT_EQ(suggestedLevel(-500), Level::Beginner);
    EXPECT_EQ(suggestedLevel(4000), Level::Full);
    // At each level's own figure, that level; between two neighbours (in figure order), the
    // nearer one on each side of the midpoint.
    std::vector<Level> byFigure(
        rochade::engine::kAllLevels.begin(), rochade::engine::kAllLevels.end());
    std::stable_sort(byFigure.begin(), byFigure.end(), [](Level a, Level b) {
        return rochade::engine::levelElo(a) < rochade::engine::levelElo(b);
    });
    for (std::size_t i = 0; i < byFigure.size(); ++i) {
        const double figure = rochade::engine::levelElo(byFigure[i]);
        EXPECT_EQ(suggestedLevel(figure), byFigure[i]);
        if (i + 1 == byFigure.size()) break;
        const double next = rochade::engine::levelElo(byFigure[i + 1]);
        if (next - figure < 4) continue; // too close for a point on each side
        const double midpoint = (figure + next) / 2;
        EXPECT_EQ(suggestedLevel(midpoint - 1.5), byFigure[i]) << midpoint;
        EXPECT_EQ(suggestedLevel(midpoint + 1.5), byFigure[i + 1]) << midpoint;
    }
    // And nothing nearer exists, for every rating from 0 to 3000.
    for (int r = 0; r <= 3000; r += 7) {
        const int chosen = std::abs(rochade::engine::levelElo(suggestedLevel(r)) - r);
        for (Level level : rochade::engine::kAllLevels)
            EXPECT_LE(chosen, std::abs(rochade::engine::levelElo(level) - r)) << r;
    }
}
