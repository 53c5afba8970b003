// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis service: requests by id to a private worker thread, stale answers dropped.
#include "engines/analysis_engine.h"

#include "rochade/engine/level.h"

namespace rochade::gui {

AnalysisEngine::AnalysisEngine(std::size_t hashMiB, QObject* parent)
    : QObject(parent)
    , m_thread(QStringLiteral("rochade-analysis"), hashMiB, QThread::LowPriority) {
    connect(&m_thread, &EngineThread::progress, this, &AnalysisEngine::onWorkerProgress);
    connect(&m_thread, &EngineThread::finished, this, &AnalysisEngine::onWorkerFinished);
}

AnalysisEngine::~AnalysisEngine() {
    shutdown();
}

quint64 AnalysisEngine::analyse(
    const Position& position, const QList<quint64>& history, const engine::SearchLimits& limits) {
    if (m_shutDown) return 0;
    cancel();
    m_current = ++m_lastId;
    // Full strength: no level randomness, only the caller's limits.
    m_thread.search({ m_current, position, history, engine::Level::Full, limits });
    return m_current;
}

void AnalysisEngine::cancel() {
    if (m_current == 0) return;
    m_thread.cancelThrough(m_current);
    m_current = 0;
}

void AnalysisEngine::shutdown() {
    m_shutDown = true;
    m_current = 0;
    m_thread.shutdown();
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
