// SPDX-License-Identifier: GPL-3.0-or-later
// The import's two threads: the bounded queue between them, and a cancel while the reading
// thread is ahead (the queue full) still commits whole stored games and resumes after them.
// Labelled library_thread, so the tsan preset runs it.
#include "bounded_queue.h"
#include "library_test_support.h"

#include <atomic>
#include <chrono>
#include <thread>

using namespace rochade;
using namespace rochade::library;

namespace {

class ImportPipeline : public fixtures::LibraryFolder { };

TEST(BoundedQueue, HandsItemsOverInOrderAndCloseFreesAWaitingProducer) {
    BoundedQueue<int> queue(4);
    std::thread producer([&] {
        for (int i = 0; i < 1000; ++i)
            if (!queue.push(i)) return;
    });
    for (int i = 0; i < 1000; ++i) {
        const std::optional<int> item = queue.pop();
        ASSERT_TRUE(item);
        EXPECT_EQ(*item, i);
    }
    producer.join();

    std::atomic<bool> refused = false;
    std::thread blocked([&] {
        for (int i = 0; i < 5; ++i)
            if (!queue.push(i)) refused = true; // the fifth waits for room that never comes
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    queue.close();
    blocked.join();
    EXPECT_TRUE(refused);
    EXPECT_FALSE(queue.pop());
}

TEST_F(ImportPipeline, ACancelWhileTheReaderIsAheadCommitsOnlyStoredGamesAndResumesAfterThem) {
    // More games than the queue holds, so the reading thread is ahead when the cancel comes.
    constexpr int kGames = 600;
    constexpr std::size_t kCheckpoint = 50;
    std::string text;
    for (int i = 0; i < kGames; ++i)
        text += "[Event \"Club\"]\n[Round \"" + std::to_string(i)
            + "\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n";
    const std::string file = write("many.pgn", text);
    // Where the 50th game ends, as the reader alone says.
    PgnReader reference(text);
    for (std::size_t i = 0; i < kCheckpoint; ++i)
        ASSERT_TRUE(reference.next());
    const std::size_t endOfLastStored = reference.lastGameRange().end;

    auto opened = Library::open(path("lib.sqlite"));
    ASSERT_TRUE(opened.ok());
    const std::unique_ptr<Library> lib = std::move(opened).value();
    std::atomic<bool> cancel = false;
    ImportOptions options;
    options.checkpointGames = kCheckpoint;
    options.cancel = &cancel;
    options.progress = [&](std::size_t, std::uint64_t) {
        // Give the reading thread time to fill the queue, then cancel.
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        cancel = true;
    };
    const ImportReport first = lib->importPgn(file, options);
    EXPECT_TRUE(first.cancelled);
    EXPECT_EQ(first.imported, kCheckpoint);
    EXPECT_EQ(lib->countGames({}), kCheckpoint);

    cancel = false;
    options.progress = nullptr;
    const ImportReport second = lib->importPgn(file, options);
    EXPECT_FALSE(second.cancelled);
    EXPECT_EQ(second.resumedFrom, endOfLastStored);
    EXPECT_EQ(second.imported, kGames - kCheckpoint);
    EXPECT_EQ(second.duplicateCount, 0u);
    EXPECT_EQ(lib->countGames({}), static_cast<std::size_t>(kGames));
    EXPECT_EQ(
        lib->explore(Position::startPosition()).at(0).games, static_cast<std::size_t>(kGames));
}

} // namespace
