// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle rating: Glicko-2 per attempt, streaks and themes, the file written atomically and
// read back, the estimate of a puzzle's rating from the engine's nodes.
#include "rochade/puzzles/puzzle_rating.h"
#include "rochade/puzzles/puzzle_reader.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

namespace rochade::puzzles {
namespace {

/// A folder of its own under the system's temporary folder, removed at the end.
class RatingFolder {
public:
    RatingFolder() {
        std::random_device random;
        m_path = std::filesystem::temp_directory_path()
            / ("rochade-puzzle-rating-" + std::to_string(random()));
        std::filesystem::create_directories(m_path);
    }
    ~RatingFolder() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

std::string fileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return { std::istreambuf_iterator<char>(in), {} };
}

PuzzleResult attemptAt(int puzzleRating, bool solved, std::vector<std::string> themes = {}) {
    PuzzleResult result;
    result.puzzleId = "#" + std::to_string(puzzleRating);
    result.puzzleRating = puzzleRating;
    result.solved = solved;
    result.themes = std::move(themes);
    result.unixSeconds = 1'780'000'000;
    return result;
}

Puzzle firstPychessMateInTwo() {
    std::ifstream in("/usr/share/pychess/learn/puzzles/mate_in_2.pgn", std::ios::binary);
    EXPECT_TRUE(in.good()) << "install the Debian package 'pychess'";
    PuzzleReader reader(in, PuzzleFileFormat::Pgn);
    std::optional<PuzzleEntry> entry = reader.next();
    EXPECT_TRUE(entry && entry->ok());
    return entry && entry->ok() ? *entry->puzzle : Puzzle {};
}

TEST(PuzzleRating, StartsAsANewGlicko2Player) {
    const PuzzleRating rating;
    EXPECT_DOUBLE_EQ(rating.rating().rating, 1500.0);
    EXPECT_DOUBLE_EQ(rating.rating().deviation, 350.0);
    EXPECT_DOUBLE_EQ(rating.rating().volatility, 0.06);
    EXPECT_EQ(rating.streak(), 0);
}

TEST(PuzzleRating, RatesEachAttemptAsOneGlicko2PeriodAgainstThePuzzle) {
    PuzzleRating rating;
    rating.record(attemptAt(1600, true));
    // The one implementation, with the puzzle as an opponent of the file's deviation.
    const training::Glicko2Game win { 1600.0, kFileRatingDeviation, 1.0 };
    const training::Glicko2Rating expected
        = training::ratePeriod(training::Glicko2Rating {}, std::span(&win, 1));
    EXPECT_DOUBLE_EQ(rating.rating().rating, expected.rating);
    EXPECT_DOUBLE_EQ(rating.rating().deviation, expected.deviation);
    // A new player beating a stronger puzzle climbs far, and becomes surer.
    EXPECT_GT(rating.rating().rating, 1700.0);
    EXPECT_LT(rating.rating().deviation, 350.0);

    PuzzleResult failed = attemptAt(1400, false);
    failed.ratingEstimated = true;
    const double before = rating.rating().rating;
    rating.record(failed);
    EXPECT_LT(rating.rating().rating, before);
    ASSERT_EQ(rating.history().size(), 2u);
    EXPECT_DOUBLE_EQ(rating.history().back().ratingAfter, rating.rating().rating);
}

TEST(PuzzleRating, CountsTheStreakTheBestStreakAndEachTheme) {
    PuzzleRating rating;
    rating.record(attemptAt(1500, true, { "fork" }));
    rating.record(attemptAt(1500, true, { "fork", "mateIn2" }));
    rating.record(attemptAt(1500, true));
    rating.record(attemptAt(1500, false, { "mateIn2" }));
    rating.record(attemptAt(1500, true, { "pin" }));
    EXPECT_EQ(rating.streak(), 1);
    EXPECT_EQ(rating.bestStreak(), 3);
    EXPECT_EQ(rating.solvedCount(), 4);
    const auto themes = rating.themeResults();
    ASSERT_EQ(themes.size(), 3u);
    EXPECT_EQ(themes.at("fork").solved, 2);
    EXPECT_EQ(themes.at("fork").failed, 0);
    EXPECT_EQ(themes.at("mateIn2").solved, 1);
    EXPECT_EQ(themes.at("mateIn2").failed, 1);
    EXPECT_EQ(themes.at("pin").solved, 1);
}

TEST(PuzzleRating, FileIsWrittenAtomicallyAndReadBack) {
    const RatingFolder folder;
    const std::string path = folder.file("puzzles/puzzle-rating.tsv");
    const Result<PuzzleRating> missing = PuzzleRating::load(path);
    ASSERT_TRUE(missing.ok()) << missing.error().message;
    EXPECT_TRUE(missing.value().history().empty());

    PuzzleRating rating;
    rating.record(attemptAt(1450, true, { "fork", "short" }));
    PuzzleResult tabbed = attemptAt(2100, false);
    tabbed.puzzleId = "id\twith a tab";
    rating.record(tabbed);
    const Result<bool> saved = rating.save(path);
    ASSERT_TRUE(saved.ok()) << saved.error().message;
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(parent), {}), 1)
        << "no temporary file is left beside it";

    const Result<PuzzleRating> read = PuzzleRating::load(path);
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value().toText(), rating.toText());
    EXPECT_NEAR(read.value().rating().rating, rating.rating().rating, 0.001);
    ASSERT_EQ(read.value().history().size(), 2u);
    EXPECT_EQ(read.value().history()[0].themes, (std::vector<std::string> { "fork", "short" }));
    EXPECT_EQ(read.value().history()[1].puzzleId, "id with a tab");
    EXPECT_FALSE(read.value().history()[1].solved);
}

TEST(PuzzleRating, AFileNotAsWrittenIsAnErrorNamingTheLine) {
    const RatingFolder folder;
    const std::string path = folder.file("puzzle-rating.tsv");
    std::ofstream(path, std::ios::binary)
        << "rochade-puzzle-rating\t1\nrating\t1500\t350\t0.06\nattempt\tyesterday\n";
    const Result<PuzzleRating> read = PuzzleRating::load(path);
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.error().message.find("line 3"), std::string::npos) << read.error().message;
}

TEST(PuzzleRating, AFailedSaveChangesNothingAndLeavesNoTemporaryFile) {
    const RatingFolder folder;
    const std::string path = folder.file("puzzle-rating.tsv");
    // A folder holding a file stands where the rating would go: it cannot be replaced (the
    // test runs as root in CI, so permissions could not make a write fail).
    std::filesystem::create_directories(path);
    std::ofstream(path + "/kept") << "kept";
    PuzzleRating rating;
    rating.record(attemptAt(1500, true));
    const Result<bool> saved = rating.save(path);
    ASSERT_FALSE(saved.ok());
    EXPECT_NE(saved.error().message.find(path), std::string::npos) << saved.error().message;
    EXPECT_EQ(fileText(path + "/kept"), "kept");
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(parent), {}), 1)
        << "no temporary file is left beside it";
}

TEST(PuzzleRating, EstimateGrowsWithTheMovesAndTheNodes) {
    // 600 + 250 m + 100 log2(1 + n / 1000), within 400..3000 (docs/puzzles.md).
    EXPECT_EQ(estimatedPuzzleRating(1, 0), 850);
    EXPECT_EQ(estimatedPuzzleRating(2, 1000), 1200);
    EXPECT_EQ(estimatedPuzzleRating(3, 7000), 1650);
    EXPECT_EQ(estimatedPuzzleRating(20, 0), 3000);
}

TEST(PuzzleRating, FileRatingComesFirstElseTheEngineEstimates) {
    engine::Searcher searcher(4);
    Puzzle puzzle = firstPychessMateInTwo(); // 1. Nf6+ gxf6 2. Bxf7#, no rating in the file
    ASSERT_EQ(solverMovesAsked(puzzle), 2);
    bool estimated = false;
    const int rating = puzzleRatingOf(puzzle, searcher, estimated);
    EXPECT_TRUE(estimated);
    const std::uint64_t nodes = findingNodes(puzzle, searcher);
    EXPECT_GT(nodes, 0u);
    EXPECT_LT(nodes, kFindingNodeCap) << "a mate in 2 is found well within the budget";
    EXPECT_EQ(rating, estimatedPuzzleRating(2, nodes));
    EXPECT_EQ(findingNodes(puzzle, searcher), nodes) << "the same count every time";

    puzzle.rating = 1734;
    EXPECT_EQ(puzzleRatingOf(puzzle, searcher, estimated), 1734);
    EXPECT_FALSE(estimated);
}

} // namespace
} // namespace rochade::puzzles
