// SPDX-License-Identifier: GPL-3.0-or-later
// A review stopped and resumed: nothing of a stopped search is kept, and a run that was not
// broken judges exactly as GameReviewer does.
#include "rochade/review/stepwise_review.h"

#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/review/review_record.h"

#include <gtest/gtest.h>

#include <stop_token>
#include <thread>

namespace rochade::review {
namespace {

Game scholarsMateGame() {
    PgnParseResult read = parsePgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
    EXPECT_TRUE(read.ok());
    return read.games.front().game;
}

engine::SearchLimits stepwiseNodes(std::uint64_t nodes) {
    engine::SearchLimits limits;
    limits.nodes = nodes;
    return limits;
}

TEST(StepwiseReview, AStopBeforeTheRunJudgesNothing) {
    const Game game = scholarsMateGame();
    StepwiseReview review(game);
    EXPECT_EQ(review.total(), 8);
    engine::Searcher searcher(4);
    std::stop_source stop;
    stop.request_stop();
    EXPECT_FALSE(review.run(searcher, stepwiseNodes(3000), stop.get_token()));
    EXPECT_EQ(review.done(), 0);
    EXPECT_TRUE(review.moves().empty());
}

TEST(StepwiseReview, AnUnbrokenRunJudgesAsGameReviewerDoes) {
    const Game game = scholarsMateGame();
    StepwiseReview review(game);
    engine::Searcher searcher(16);
    ASSERT_TRUE(review.run(searcher, stepwiseNodes(3000), {}));
    GameReviewer reviewer(16);
    const std::vector<MoveReview> expected = reviewer.review(game, stepwiseNodes(3000));
    const std::vector<MoveReview> moves = review.moves();
    ASSERT_EQ(moves.size(), expected.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        EXPECT_EQ(moves[i].moveClass, expected[i].moveClass) << "ply " << moves[i].ply;
        EXPECT_EQ(moves[i].whiteScore, expected[i].whiteScore) << "ply " << moves[i].ply;
        EXPECT_EQ(moves[i].best, expected[i].best) << "ply " << moves[i].ply;
    }
    // 3...Nf6 (ply 6) lets 4.Qxf7# in: a blunder, written as `rochade-cli review` writes it.
    EXPECT_EQ(moves[5].moveClass, MoveClass::Blunder);
    Game written = game;
    ASSERT_TRUE(writeEnglishReview(written, moves));
    const Game::Node* blunder = written.mainLine()[5];
    EXPECT_NE(std::find(blunder->annotation.nags.begin(), blunder->annotation.nags.end(), 4),
        blunder->annotation.nags.end());
}

TEST(StepwiseReview, StoppedMidSearchItKeepsOnlyWholeSearchesAndGoesOnLater) {
    const Game game = scholarsMateGame();
    StepwiseReview review(game);
    engine::Searcher searcher(4);
    std::stop_source stop;
    // A search with no end but the stop: stopped from another thread once it runs.
    std::jthread stopper([&stop, &searcher] {
        while (searcher.nodesSoFar() < 20000)
            std::this_thread::yield();
        stop.request_stop();
    });
    EXPECT_FALSE(review.run(searcher, stepwiseNodes(1'000'000'000), stop.get_token()));
    stopper.join();
    EXPECT_EQ(review.done(), 0); // the first position's search was cut: not kept
    ASSERT_TRUE(review.run(searcher, stepwiseNodes(3000), {}));
    EXPECT_EQ(review.done(), review.total());
    EXPECT_GE(review.total(), 8); // the eight positions, and the second look's if any
    EXPECT_EQ(review.moves().size(), 7u);
}

/// What a search of `position` found, as the Searcher gives it: `best` and the side to move's
/// `score`.
engine::SearchResult searched(const Position& position, const char* best, int score) {
    engine::SearchResult result;
    result.bestMove = parseUciMove(position, best).value();
    result.principalVariation = { result.bestMove };
    result.score = score;
    return result;
}

TEST(StepwiseReview, TheSecondLookSearchesBothSidesOfAnInaccuracyDeeperAndJudgesAgain) {
    PgnParseResult read = parsePgn("1. e4 e5 2. Nf3 Nc6 *\n");
    ASSERT_TRUE(read.ok());
    const Game game = read.games.front().game;
    StepwiseReview review(game);
    engine::SearchLimits limits;
    limits.depth = 6;
    // The first searches, as a search that sees too little might score them (side to move's
    // view): 2.Nf3 (ply 3) drops White from +1.00 to +0.20, an inaccuracy (d4 was best).
    const char* firstBest[] = { "e2e4", "e7e5", "d2d4", "b8c6", "f1c4" };
    const int firstScore[] = { 30, -30, 100, -20, 20 };
    for (int index = 0; index < 5; ++index) {
        const std::optional<StepwiseReview::Search> next = review.nextSearch(limits);
        ASSERT_TRUE(next);
        EXPECT_EQ(next->history.size(), static_cast<std::size_t>(index));
        EXPECT_EQ(next->limits.depth, 6);
        EXPECT_EQ(review.total(), 5); // the second look is not planned yet
        review.record(searched(next->position, firstBest[index], firstScore[index]));
    }
    EXPECT_FALSE(review.isFinished());
    // Then the second look: the positions before and after 2.Nf3, deeper, in order; the
    // deeper search after it sees what 2.Nf3 really gives away (-2.00 for White).
    const struct {
        std::size_t index;
        const char* best;
        int score;
    } second[] = { { 2, "d2d4", 100 }, { 3, "b8c6", 200 } };
    for (const auto& look : second) {
        const std::optional<StepwiseReview::Search> next = review.nextSearch(limits);
        ASSERT_TRUE(next);
        EXPECT_EQ(review.total(), 7);
        EXPECT_EQ(next->history.size(), look.index);
        EXPECT_EQ(next->position.hash(), game.mainLine()[look.index - 1]->position.hash());
        EXPECT_EQ(next->limits.depth, 6 + kSecondLookExtraDepth);
        review.record(searched(next->position, look.best, look.score));
    }
    EXPECT_FALSE(review.nextSearch(limits));
    ASSERT_TRUE(review.isFinished());
    EXPECT_EQ(review.done(), 7);
    const std::vector<MoveReview> moves = review.moves();
    ASSERT_EQ(moves.size(), 4u);
    EXPECT_EQ(moves[2].moveClass, MoveClass::Blunder);
    EXPECT_EQ(moves[2].whiteScore, -200);
    EXPECT_EQ(moves[2].bestSan, "d4");
    // The next move is judged from the deeper score too: 2...Nc6, that search's choice.
    EXPECT_EQ(moves[3].whiteScoreBefore, -200);
    EXPECT_EQ(moves[3].moveClass, MoveClass::Good);
}

} // namespace
} // namespace rochade::review
