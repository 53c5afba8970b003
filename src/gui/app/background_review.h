// SPDX-License-Identifier: GPL-3.0-or-later
// The background review: the player's games in the library reviewed one by one on a worker
// thread at low priority, their mistakes added to the practice cards.
#pragma once

#include "engines/thread_hand_off.h"
#include "rochade/engine/search.h"
#include "rochade/library/library.h"
#include "rochade/training/review_queue.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <chrono>
#include <memory>
#include <stop_token>
#include <utility>
#include <vector>

namespace rochade::gui {

/// The files the background review reads and writes (all in the data directory in the
/// program, in a temporary folder in the tests).
struct BackgroundReviewFiles {
    QString library; ///< the game library (read only: a Library object of the worker's own)
    QString queue; ///< the review queue (training::ReviewQueue), written only here
    QString deck; ///< the practice cards (training::CardDeck), re-read before each addition
};

/// Owns one QThread (started at the lowest priority, and niced on Linux, where Qt's thread
/// priorities do nothing for ordinary threads) and everything used in it: its own Library
/// object on the library file (SQLite lets two connections share the file; the window's
/// LibraryService keeps its own), a Searcher, the queue and the game being reviewed. Lives in
/// the GUI thread; every request is posted to the worker (HandOffMailbox), every answer
/// posted back and emitted.
///
/// resume() reviews the queued games in turn until none is left or pause() is called. pause()
/// is the one direct call: it sets the run's stop token, which the search polls, so the
/// worker stops within a fraction of a millisecond; the game's positions judged so far are
/// kept and the next resume() goes on from there (StepwiseReview). A reviewed game's player
/// mistakes ($2, $4 of the player's side) become cards with a library source; the game is
/// then marked reviewed in the queue file, so it is never reviewed again, also after a
/// restart.
class BackgroundReview : public QObject {
    Q_OBJECT
public:
    explicit BackgroundReview(QObject* parent = nullptr);
    /// Calls shutdown().
    ~BackgroundReview() override;

    /// Where the library, the queue and the cards are. Before the first resume().
    void setFiles(const BackgroundReviewFiles& files);
    const BackgroundReviewFiles& files() const { return m_files; }
    /// The search of each position (default: the window's review depth and time,
    /// review::reviewLimits()); tests pass a tiny node limit.
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }

    /// Queues games of the library (a game ever queued is not queued again): enqueued(),
    /// then `done` (if given) with the same count, in the GUI thread.
    void enqueue(std::vector<std::pair<library::GameId, training::ReviewSide>> games,
        std::function<void(int added)> done = {});
    /// Queues every game of the library where `name` played, for that side: enqueued().
    void enqueueGamesOf(const QString& name);

    /// Reviews the queued games from where it stopped (the cards dated `today`); nothing if
    /// it is running already. progress() as each game begins, gameReviewed() after each,
    /// then paused() or allDone().
    void resume(std::chrono::sys_days today);
    /// Thread-safe: stops the search at once; paused() follows.
    void pause();
    /// A run was started and has not answered paused() or allDone() yet.
    bool isRunning() const { return m_running; }

    /// Joins the thread (after pause()). Idempotent.
    void shutdown();

signals:
    /// `done` games of this round reviewed of `total` (done + those still queued).
    void progress(int done, int total);
    void gameReviewed(rochade::library::GameId id, int cardsAdded);
    void paused();
    /// Nothing left in the queue.
    void allDone();
    void enqueued(int added);
    /// Something could not be read or written: the words of the part that failed.
    void failed(const QString& text);

private:
    struct Worker;
    void post(std::function<void(Worker&)> work);
    void answer(std::function<void()> emitter) { m_fromWorker.post(std::move(emitter)); }
    /// Runs in the worker thread: reviews until the queue is empty or `stop` is set.
    void runQueue(Worker& worker, const std::stop_token& stop, std::chrono::sys_days today,
        const BackgroundReviewFiles& files, const engine::SearchLimits& limits);

    BackgroundReviewFiles m_files;
    engine::SearchLimits m_limits;
    QThread m_thread;
    HandOffMailbox* m_toWorker = nullptr; ///< lives in m_thread
    HandOffMailbox m_fromWorker; ///< lives in the GUI thread
    /// Created and destroyed in m_thread (or after the join).
    std::unique_ptr<Worker> m_worker;
    std::stop_source m_stop;
    bool m_running = false;
    int m_threadEnd = 0; ///< the ThreadSanitizer edge of the join
};

} // namespace rochade::gui
