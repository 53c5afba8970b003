// SPDX-License-Identifier: GPL-3.0-or-later
// A review stopped and resumed: nothing of a stopped search is kept, and a run that was not
// broken judges exactly as GameReviewer does.
#include "rochade/review/stepwise_review.h"

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
    EXPECT_EQ(review.done(), 8);
    EXPECT_EQ(review.moves().size(), 7u);
}

} // namespace
} // namespace rochade::review
