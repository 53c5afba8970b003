// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's worker thread: set up, used and torn down in one place.
#include "rochade/gui/engine_thread.h"

#include <limits>

namespace rochade::gui {

EngineThread::EngineThread(
    const QString& name, std::size_t hashMiB, QThread::Priority priority, QObject* parent)
    : QObject(parent) {
    registerEngineMetaTypes();
    m_worker = new EngineWorker(hashMiB);
    m_worker->moveToThread(&m_thread);
    connect(this, &EngineThread::searchRequested, m_worker, &EngineWorker::startSearch,
        Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::progress, this, &EngineThread::progress, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::searchFinished, this, &EngineThread::finished,
        Qt::QueuedConnection);
    // In the worker's thread, after the answer above is queued for this one.
    connect(
        m_worker, &EngineWorker::searchFinished, m_worker,
        [this](quint64 requestId, const engine::SearchResult&) { m_sentThrough.store(requestId); },
        Qt::DirectConnection);
    m_thread.setObjectName(name);
    m_thread.start(priority);
}

EngineThread::~EngineThread() {
    shutdown();
}

bool EngineThread::search(const SearchRequest& request) {
    if (!m_worker) return false;
    emit searchRequested(
        request.id, request.position, request.history, request.level, request.limits);
    return true;
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
    // The thread has finished, so no slot of the worker can run any more.
    delete m_worker;
    m_worker = nullptr;
}

} // namespace rochade::gui
