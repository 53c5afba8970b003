// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis service: requests by id to a private worker thread, stale answers dropped.
#include "rochade/gui/analysis_engine.h"

#include "rochade/engine/level.h"
#include "rochade/gui/engine_worker.h"

#include <limits>

namespace rochade::gui {

AnalysisEngine::AnalysisEngine(std::size_t hashMiB, QObject* parent)
    : QObject(parent) {
    registerEngineMetaTypes();
    m_worker = new EngineWorker(hashMiB);
    m_worker->moveToThread(&m_thread);
    connect(this, &AnalysisEngine::searchRequested, m_worker, &EngineWorker::startSearch,
        Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::progress, this, &AnalysisEngine::onWorkerProgress,
        Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::searchFinished, this, &AnalysisEngine::onWorkerFinished,
        Qt::QueuedConnection);
    // In the worker's thread, after the answer above is queued for this one.
    connect(
        m_worker, &EngineWorker::searchFinished, m_worker,
        [this](quint64 requestId, const engine::SearchResult&) { m_sentThrough.store(requestId); },
        Qt::DirectConnection);
    m_thread.setObjectName(QStringLiteral("rochade-analysis"));
    m_thread.start(QThread::LowPriority);
}

AnalysisEngine::~AnalysisEngine() {
    shutdown();
}

quint64 AnalysisEngine::analyse(
    const Position& position, const QList<quint64>& history, const engine::SearchLimits& limits) {
    if (!m_worker) return 0;
    cancel();
    m_current = ++m_lastId;
    // Full strength: no level randomness, only the caller's limits.
    emit searchRequested(m_current, position, history, engine::Level::Full, limits);
    return m_current;
}

void AnalysisEngine::cancel() {
    if (m_current == 0) return;
    m_worker->cancelThrough(m_current);
    m_current = 0;
}

void AnalysisEngine::shutdown() {
    if (!m_worker) return;
    m_current = 0;
    m_worker->cancelThrough(std::numeric_limits<quint64>::max());
    m_thread.quit();
    m_thread.wait();
    // The thread has finished, so no slot of the worker can run any more.
    delete m_worker;
    m_worker = nullptr;
}

void AnalysisEngine::onWorkerProgress(quint64 requestId, const engine::SearchInfo& info) {
    if (requestId != m_current || requestId == 0) return;
    emit progress(requestId, info);
}

void AnalysisEngine::onWorkerFinished(quint64 requestId, const engine::SearchResult& result) {
    // Only the current request's answer is passed on; any other is one nobody waits for.
    if (requestId == m_current && requestId != 0) {
        m_current = 0;
        emit finished(requestId, result);
    }
    emit answerArrived(requestId);
}

} // namespace rochade::gui
