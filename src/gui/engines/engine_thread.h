// SPDX-License-Identifier: GPL-3.0-or-later
// One worker thread for the engine: the only place a QThread and an EngineWorker are set up.
#pragma once

#include "engines/engine_worker.h"
#include "engines/thread_hand_off.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>

namespace rochade::gui {

/// One search request as the worker receives it.
struct SearchRequest {
    quint64 id = 0;
    Position position;
    QList<quint64> history; ///< hashes of the earlier positions, oldest first
    engine::Level level = engine::Level::Full;
    engine::SearchLimits limits;
    /// A move of the opening book may answer (see EngineWorker::startSearch()).
    bool bookAllowed = false;
};

/// Owns one long-lived QThread and the EngineWorker living in it; every user of the engine
/// on a thread (the computer opponent, the analysis service) goes through one of these, so
/// the set-up, the meta-type registration and the teardown are written once. Lives in the
/// GUI thread. Requests and answers cross the threads through HandOffMailboxes (posted events
/// with the happens-before edge told to ThreadSanitizer); stop() and cancelThrough() are the
/// worker's direct thread-safe calls.
class EngineThread : public QObject {
    Q_OBJECT
public:
    /// Starts the thread `name` at `priority` with a transposition table of `hashMiB`.
    EngineThread(const QString& name, std::size_t hashMiB,
        QThread::Priority priority = QThread::InheritPriority, QObject* parent = nullptr);
    /// Calls shutdown().
    ~EngineThread() override;

    /// Queues `request` for the worker; ignored after shutdown() (returns false then).
    bool search(const SearchRequest& request);
    /// Seeds the worker's random choices (EngineWorker::setSeed()) in its thread, before
    /// every request queued after this call; ignored after shutdown().
    void setSeed(unsigned seed);
    /// Thread-safe: see EngineWorker::stop().
    void stop(quint64 requestId);
    /// Thread-safe: see EngineWorker::cancelThrough().
    void cancelThrough(quint64 requestId);
    /// Cancels everything, joins the thread and frees the worker. Idempotent.
    void shutdown();
    bool isRunning() const { return m_thread.isRunning(); }
    /// Thread-safe: the id of the latest request whose answer the worker has sent (it may
    /// still be on its way to this thread).
    quint64 sentThrough() const { return m_sentThrough.load(); }

signals:
    void progress(quint64 requestId, const rochade::engine::SearchInfo& info);
    void finished(quint64 requestId, const rochade::engine::SearchResult& result);

private:
    QThread m_thread;
    EngineWorker* m_worker = nullptr; ///< lives in m_thread; deleted after it is joined
    /// Requests to the worker: lives in m_thread; deleted after it is joined.
    HandOffMailbox* m_toWorker = nullptr;
    /// Answers from the worker: lives in the GUI thread.
    HandOffMailbox m_fromWorker;
    /// The end of m_thread, released there and acquired after the join.
    char m_threadEnd = 0;
    std::atomic<quint64> m_sentThrough { 0 }; ///< written in the worker's thread
};

} // namespace rochade::gui
