// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's worker thread: set up, used and torn down in one place.
#include "engines/engine_thread.h"

#include <limits>

namespace rochade::gui {

EngineThread::EngineThread(
    const QString& name, std::size_t hashMiB, QThread::Priority priority, QObject* parent)
    : QObject(parent) {
    registerEngineMetaTypes();
    m_worker = new EngineWorker(hashMiB);
    m_worker->moveToThread(&m_thread);
    m_toWorker = new HandOffMailbox();
    m_toWorker->moveToThread(&m_thread);
    // In the worker's thread: each answer is copied into its hand-off there, then posted.
    connect(
        m_worker, &EngineWorker::progress, m_worker,
        [this](quint64 requestId, const engine::SearchInfo& info) {
            m_fromWorker.post([this, requestId, info] { emit progress(requestId, info); });
        },
        Qt::DirectConnection);
    connect(
        m_worker, &EngineWorker::searchFinished, m_worker,
        [this](quint64 requestId, const engine::SearchResult& result) {
            m_fromWorker.post([this, requestId, result] { emit finished(requestId, result); });
            m_sentThrough.store(requestId);
        },
        Qt::DirectConnection);
    // Emitted in m_thread as its last act: everything the worker did happens before the join.
    connect(
        &m_thread, &QThread::finished, this, [this] { tsanRelease(&m_threadEnd); },
        Qt::DirectConnection);
    m_thread.setObjectName(name);
    m_thread.start(priority);
}

EngineThread::~EngineThread() {
    shutdown();
}

bool EngineThread::search(const SearchRequest& request) {
    if (!m_worker) return false;
    EngineWorker* worker = m_worker;
    m_toWorker->post([worker, request] {
        worker->startSearch(request.id, request.position, request.history, request.level,
            request.limits, request.bookAllowed);
    });
    return true;
}

void EngineThread::setSeed(unsigned seed) {
    if (!m_worker) return;
    EngineWorker* worker = m_worker;
    // Queued as the requests are, so it takes effect in order and never during a search.
    m_toWorker->post([worker, seed] { worker->setSeed(seed); });
}

void EngineThread::stop(quint64 requestId) {
    if (m_worker) m_worker->stop(requestId);
}

void EngineThread::cancelThrough(quint64 requestId) {
    if (m_worker) m_worker->cancelThrough(requestId);
}

void EngineThread::shutdown() {
    if (!m_worker) return;
    m_worker->cancelThrough(std::numeric_limits<quint64>::max());
    m_thread.quit();
    m_thread.wait();
    tsanAcquire(&m_threadEnd);
    // The thread has finished, so no slot of the worker can run any more.
    delete m_toWorker;
    m_toWorker = nullptr;
    delete m_worker;
    m_worker = nullptr;
}

} // namespace rochade::gui
