// SPDX-License-Identifier: GPL-3.0-or-later
// The background review's queue file: a game is queued once, what became of it survives a
// save and a re-read, and a damaged or cut file is refused with its line.
#include "card_test_support.h"
#include "rochade/training/review_queue.h"

#include <gtest/gtest.h>

#include <string>

namespace rochade::training {
namespace {

using ReviewQueueFile = cardtest::CardFolder;

ReviewQueue parsedQueue(std::string_view text) {
    Result<ReviewQueue> queue = ReviewQueue::parse("queue.txt", text);
    EXPECT_TRUE(queue.ok()) << (queue.ok() ? "" : queue.error().message);
    return std::move(queue).value();
}

std::string queueRefusal(std::string_view text) {
    Result<ReviewQueue> queue = ReviewQueue::parse("queue.txt", text);
    return queue.ok() ? std::string("(read)") : queue.error().message;
}

TEST_F(ReviewQueueFile, NoFileIsAnEmptyQueue) {
    Result<ReviewQueue> queue = ReviewQueue::open(path("none.txt"));
    ASSERT_TRUE(queue.ok());
    EXPECT_TRUE(queue.value().games().empty());
    EXPECT_EQ(queue.value().next(), nullptr);
}

TEST_F(ReviewQueueFile, AGameIsQueuedOnceWhateverBecameOfIt) {
    ReviewQueue queue = parsedQueue("rochade-review-queue\t1\ncount\t0\n");
    EXPECT_TRUE(queue.add(7, ReviewSide::FromRecord));
    EXPECT_TRUE(queue.add(3, ReviewSide::Black));
    EXPECT_FALSE(queue.add(7, ReviewSide::White));
    ASSERT_NE(queue.next(), nullptr);
    EXPECT_EQ(queue.next()->libraryGameId, 7);
    EXPECT_EQ(queue.next()->side, ReviewSide::FromRecord);
    EXPECT_TRUE(queue.finish(7, ReviewState::Reviewed, 2));
    EXPECT_EQ(queue.next()->libraryGameId, 3);
    EXPECT_EQ(queue.pending(), 1u);
    EXPECT_FALSE(queue.add(7, ReviewSide::FromRecord)); // reviewed: never again
    EXPECT_TRUE(queue.finish(3, ReviewState::Skipped));
    EXPECT_EQ(queue.next(), nullptr);
    EXPECT_FALSE(queue.finish(99, ReviewState::Reviewed));
}

TEST_F(ReviewQueueFile, SavedAndReadBackTheSame) {
    Result<ReviewQueue> opened = ReviewQueue::open(path("queue.txt"));
    ASSERT_TRUE(opened.ok());
    ReviewQueue queue = std::move(opened).value();
    queue.add(4711, ReviewSide::FromRecord);
    queue.add(12, ReviewSide::White);
    queue.add(13, ReviewSide::Black);
    queue.finish(4711, ReviewState::Reviewed, 3);
    queue.finish(13, ReviewState::Skipped);
    ASSERT_TRUE(queue.save().ok());
    EXPECT_EQ(cardtest::readFileBytes(path("queue.txt")),
        "rochade-review-queue\t1\n"
        "# Rochade's background review: library game id, side, state, cards added.\n"
        "game\t4711\trecord\treviewed\t3\n"
        "game\t12\twhite\tqueued\t0\n"
        "game\t13\tblack\tskipped\t0\n"
        "count\t3\n");
    Result<ReviewQueue> again = ReviewQueue::open(path("queue.txt"));
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(again.value().games(), queue.games());
}

TEST_F(ReviewQueueFile, EveryStrictPrefixIsRefused) {
    ReviewQueue queue = parsedQueue("rochade-review-queue\t1\ncount\t0\n");
    queue.add(1, ReviewSide::White);
    queue.add(22, ReviewSide::FromRecord);
    queue.finish(1, ReviewState::Reviewed, 1);
    const std::string text = queue.text();
    for (std::size_t length = 0; length < text.size(); ++length)
        EXPECT_FALSE(ReviewQueue::parse("queue.txt", text.substr(0, length)).ok())
            << "cut at " << length;
    EXPECT_TRUE(ReviewQueue::parse("queue.txt", text).ok());
}

TEST_F(ReviewQueueFile, DamageIsRefusedWithItsLine) {
    const std::string head = "rochade-review-queue\t1\n";
    EXPECT_EQ(
        queueRefusal("rochade-cards\t1\ncount\t0\n"), "queue.txt: line 1: not a review queue file");
    EXPECT_EQ(queueRefusal("rochade-review-queue\t2\ncount\t0\n"),
        "queue.txt: line 1: version 2 is newer than this program reads");
    EXPECT_EQ(queueRefusal(head + "game\t0\twhite\tqueued\t0\ncount\t1\n"),
        "queue.txt: line 2: bad game id '0'");
    EXPECT_EQ(queueRefusal(head + "game\t5\tboth\tqueued\t0\ncount\t1\n"),
        "queue.txt: line 2: bad side 'both'");
    EXPECT_EQ(queueRefusal(head + "game\t5\twhite\tdone\t0\ncount\t1\n"),
        "queue.txt: line 2: bad state 'done'");
    EXPECT_EQ(queueRefusal(head + "game\t5\twhite\tqueued\t-1\ncount\t1\n"),
        "queue.txt: line 2: bad card count '-1'");
    EXPECT_EQ(
        queueRefusal(head + "game\t5\twhite\tqueued\t0\ngame\t5\tblack\tqueued\t0\ncount\t2\n"),
        "queue.txt: line 3: game 5 twice");
    EXPECT_EQ(queueRefusal(head + "game\t5\twhite\tqueued\t0\ncount\t2\n"),
        "queue.txt: line 3: count 2 but 1 games");
    EXPECT_EQ(queueRefusal(head + "count\t0\ngame\t5\twhite\tqueued\t0\n"),
        "queue.txt: line 3: nothing may follow the count");
}

TEST_F(ReviewQueueFile, ARefusedFileIsLeftAsItWas) {
    const std::string damaged = "rochade-review-queue\t1\ngame\tx\n";
    {
        std::ofstream file(path("queue.txt"), std::ios::binary);
        file << damaged;
    }
    EXPECT_FALSE(ReviewQueue::open(path("queue.txt")).ok());
    EXPECT_EQ(cardtest::readFileBytes(path("queue.txt")), damaged);
}

} // namespace
} // namespace rochade::training
