// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the engine worker on its own thread: results, stop, cancelled requests, the book.
#include "engines/engine_worker.h"
#include "engines/thread_hand_off.h"
#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/openings.h"

#include "gui_fixture.h"

#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <utility>
#include <vector>

using namespace rochade;
using rochade::gui::EngineWorker;

namespace {

using rochade::gui::test::kTimeoutMs;

/// A worker on its own thread, joined at the end of the test. Its signals are received in
/// the test's (GUI) thread through queued connections, as the controller receives them, so
/// the test reads what it recorded without sharing anything with the worker thread.
class WorkerFixture : public ::testing::Test {
protected:
    void SetUp() override {
        gui::registerEngineMetaTypes();
        m_worker = new EngineWorker(4);
        m_worker->setSeed(7);
        m_worker->moveToThread(&m_thread);
        m_toWorker = new gui::HandOffMailbox();
        m_toWorker->moveToThread(&m_thread);
        // The answers are posted back from the worker's thread as EngineThread posts them.
        QObject::connect(
            m_worker, &EngineWorker::progress, m_worker,
            [this](quint64 id, const engine::SearchInfo&) {
                m_receiver.post([this, id] { m_progress.push_back(id); });
            },
            Qt::DirectConnection);
        QObject::connect(
            m_worker, &EngineWorker::searchFinished, m_worker,
            [this](quint64 id, const engine::SearchResult& r) {
                m_receiver.post([this, id, r] { m_finished.emplace_back(id, r); });
            },
            Qt::DirectConnection);
        QObject::connect(
            &m_thread, &QThread::finished, &m_receiver, [this] { gui::tsanRelease(&m_thread); },
            Qt::DirectConnection);
        m_thread.start();
    }
    void TearDown() override {
        m_worker->cancelThrough(~quint64 { 0 });
        m_thread.quit();
        m_thread.wait();
        gui::tsanAcquire(&m_thread);
        delete m_toWorker;
        delete m_worker;
    }
    /// Queues a request as the controller does: the slot runs in the worker's thread.
    void request(quint64 id, const Position& pos, engine::Level level,
        engine::SearchLimits limits = {}, bool bookAllowed = false) {
        m_toWorker->post([worker = m_worker, id, pos, level, limits, bookAllowed] {
            worker->startSearch(id, pos, {}, level, limits, bookAllowed);
        });
    }
    bool waitFinished(std::size_t n) {
        return QTest::qWaitFor([&] { return m_finished.size() >= n; }, kTimeoutMs);
    }
    bool waitProgress(std::size_t n) {
        return QTest::qWaitFor([&] { return m_progress.size() >= n; }, kTimeoutMs);
    }

    QThread m_thread;
    EngineWorker* m_worker = nullptr;
    gui::HandOffMailbox* m_toWorker = nullptr;
    gui::HandOffMailbox m_receiver;
    std::vector<quint64> m_progress;
    std::vector<std::pair<quint64, engine::SearchResult>> m_finished;
};

} // namespace

TEST_F(WorkerFixture, SearchFinishesWithALegalMoveAndItsId) {
    const Position start = Position::startPosition();
    request(1, start, engine::Level::Easy);
    ASSERT_TRUE(waitFinished(1));
    ASSERT_EQ(m_finished.size(), 1u);
    EXPECT_EQ(m_finished[0].first, 1u);
    EXPECT_TRUE(MoveGenerator::isLegal(start, m_finished[0].second.bestMove));
    EXPECT_FALSE(m_progress.empty());
}

TEST_F(WorkerFixture, AnswersFromTheBookWhenAllowedWithoutASearch) {
    ASSERT_GT(OpeningCatalogue::builtin().bookPositionCount(), 0U); // as the window builds it
    const Position start = Position::startPosition();
    const std::vector<BookMove> book = OpeningCatalogue::builtin().bookMoves(start);
    request(1, start, engine::Level::Eight, {}, true);
    ASSERT_TRUE(waitFinished(1));
    const engine::SearchResult& fromBook = m_finished[0].second;
    EXPECT_TRUE(std::any_of(
        book.begin(), book.end(), [&](const BookMove& b) { return b.move == fromBook.bestMove; }));
    EXPECT_EQ(fromBook.depth, 0);
    EXPECT_TRUE(m_progress.empty());

    // Not allowed, an infinite search (stopped here), or Chess960: a search.
    request(2, start, engine::Level::Eight);
    engine::SearchLimits infinite;
    infinite.infinite = true;
    request(3, start, engine::Level::Full, infinite, true);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return std::count(m_progress.begin(), m_progress.end(), 3U) > 0; }, kTimeoutMs));
    m_worker->stop(3);
    const Position chess960 = chess960StartPosition(518).value(); // the standard set-up
    ASSERT_FALSE(OpeningCatalogue::builtin().bookMoves(chess960).empty()) << "found by position";
    request(4, chess960, engine::Level::Eight, {}, true);
    ASSERT_TRUE(waitFinished(4));
    for (std::size_t i = 1; i < 4; ++i)
        EXPECT_GT(m_finished[i].second.depth, 0) << "request " << m_finished[i].first;
}

TEST_F(WorkerFixture, AnEasyLevelKnowsFewerBookMovesThanAStrongOne) {
    // After 1.e4 e5 2.Nf3 Nc6 (ply 4) the lines go on, but Easy (four plies of book) is past
    // its book and searches; level 8 still answers from the book.
    const Position pos
        = parseFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").value();
    ASSERT_FALSE(OpeningCatalogue::builtin().bookMoves(pos).empty());
    ASSERT_EQ(engine::levelSettings(engine::Level::Easy).bookPlies, 4);
    request(1, pos, engine::Level::Easy, {}, true);
    request(2, pos, engine::Level::Eight, {}, true);
    ASSERT_TRUE(waitFinished(2));
    EXPECT_GT(m_finished[0].second.depth, 0) << "Easy searched";
    EXPECT_EQ(m_finished[1].second.depth, 0) << "level 8 answered from the book";
}

TEST_F(WorkerFixture, FindsTheMateInOne) {
    // White mates with Qh5xf7 (scholar's mate pattern).
    const auto pos = parseFen("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    ASSERT_TRUE(pos.ok());
    request(1, pos.value(), engine::Level::Easy);
    ASSERT_TRUE(waitFinished(1));
    const Move m = m_finished[0].second.bestMove;
    EXPECT_EQ(squareName(m.from()), "h5");
    EXPECT_EQ(squareName(m.to()), "f7");
}

TEST_F(WorkerFixture, StopEndsAnUnlimitedSearchWithItsBestMove) {
    engine::SearchLimits infinite;
    infinite.infinite = true;
    const Position start = Position::startPosition();
    request(5, start, engine::Level::Full, infinite);
    ASSERT_TRUE(waitProgress(1)); // at least one iteration completed
    EXPECT_TRUE(m_finished.empty()); // an infinite search waits for stop()
    m_worker->stop(5);
    ASSERT_TRUE(waitFinished(1));
    EXPECT_EQ(m_finished[0].first, 5u);
    EXPECT_TRUE(MoveGenerator::isLegal(start, m_finished[0].second.bestMove));
}

TEST_F(WorkerFixture, StopBeforeTheSearchStartsStillAnswers) {
    m_worker->stop(6);
    engine::SearchLimits infinite;
    infinite.infinite = true;
    const Position start = Position::startPosition();
    request(6, start, engine::Level::Full, infinite);
    ASSERT_TRUE(waitFinished(1));
    EXPECT_EQ(m_finished[0].first, 6u);
    EXPECT_TRUE(MoveGenerator::isLegal(start, m_finished[0].second.bestMove));
}

TEST_F(WorkerFixture, MoveNowAtAnyMomentOfAnUnlimitedSearchAlwaysAnswers) {
    // "Move now" lands before, while or just after the worker starts the request: its own
    // stop token, or the mark it reads after publishing that token, ends the search.
    engine::SearchLimits infinite;
    infinite.infinite = true;
    const Position start = Position::startPosition();
    for (quint64 id = 10; id < 110; ++id) {
        request(id, start, engine::Level::Full, infinite);
        if (id % 3 == 1) QThread::usleep(static_cast<unsigned long>(id % 7) * 100);
        m_worker->stop(id);
        ASSERT_TRUE(waitFinished(id - 9)) << "request " << id << " was never answered";
        EXPECT_EQ(m_finished.back().first, id);
        EXPECT_TRUE(MoveGenerator::isLegal(start, m_finished.back().second.bestMove));
    }
}

TEST_F(WorkerFixture, CancelledRequestsAreSkippedAndLaterOnesRun) {
    m_worker->cancelThrough(3);
    const Position start = Position::startPosition();
    request(2, start, engine::Level::Easy);
    request(3, start, engine::Level::Easy);
    request(4, start, engine::Level::Easy);
    ASSERT_TRUE(waitFinished(1));
    // Requests run in order, so 2 and 3 would have reported before 4.
    ASSERT_EQ(m_finished.size(), 1u);
    EXPECT_EQ(m_finished[0].first, 4u);
    for (quint64 id : m_progress)
        EXPECT_EQ(id, 4u);
}

TEST_F(WorkerFixture, CancellingARunningSearchReportsNothingForIt) {
    engine::SearchLimits infinite;
    infinite.infinite = true;
    const Position start = Position::startPosition();
    request(8, start, engine::Level::Full, infinite);
    ASSERT_TRUE(waitProgress(1));
    m_worker->cancelThrough(8);
    request(9, start, engine::Level::Easy);
    ASSERT_TRUE(waitFinished(1));
    ASSERT_EQ(m_finished.size(), 1u);
    EXPECT_EQ(m_finished[0].first, 9u);
}

// The same hand-off without Qt's event queue: the search runs on a plain std::thread and is
// stopped by the direct call, so ThreadSanitizer sees every synchronisation (Debian's Qt is
// not instrumented, and its queued events need the suppressions in tsan.supp).
TEST(EngineWorker, DirectStopFromAnotherThreadIsRaceFree) {
    gui::registerEngineMetaTypes();
    EngineWorker worker(4);
    std::atomic<bool> started { false };
    Move best;
    quint64 finishedId = 0;
    QObject::connect(
        &worker, &EngineWorker::progress, &worker,
        [&](quint64, const engine::SearchInfo&) { started = true; }, Qt::DirectConnection);
    QObject::connect(
        &worker, &EngineWorker::searchFinished, &worker,
        [&](quint64 id, const engine::SearchResult& r) {
            finishedId = id;
            best = r.bestMove;
        },
        Qt::DirectConnection);
    engine::SearchLimits infinite;
    infinite.infinite = true;
    const Position start = Position::startPosition();
    std::thread searching([&] { worker.startSearch(3, start, {}, engine::Level::Full, infinite); });
    ASSERT_TRUE(QTest::qWaitFor([&] { return started.load(); }, kTimeoutMs));
    worker.stop(3);
    searching.join();
    EXPECT_EQ(finishedId, 3u);
    EXPECT_TRUE(MoveGenerator::isLegal(start, best));

    // A cancelled id never reports, even when it starts after the cancel.
    finishedId = 0;
    worker.cancelThrough(4);
    std::thread cancelled([&] { worker.startSearch(4, start, {}, engine::Level::Easy, {}); });
    cancelled.join();
    EXPECT_EQ(finishedId, 0u);
}
