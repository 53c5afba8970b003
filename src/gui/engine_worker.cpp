// SPDX-License-Identifier: GPL-3.0-or-later
// The worker-thread side of the computer opponent.
#include "rochade/gui/engine_worker.h"

#include "rochade/gui/metatypes.h"

#include <exception>
#include <vector>

namespace rochade::gui {

EngineWorker::EngineWorker(std::size_t hashMiB, QObject* parent)
    : QObject(parent)
    , m_searcher(hashMiB)
    , m_rng(std::random_device {}()) {
}

EngineWorker::~EngineWorker() = default;

void EngineWorker::stop(quint64 requestId) {
    // Raise the mark first: a search that starts between these two lines still sees it.
    quint64 seen = m_stoppedThrough.load();
    while (seen < requestId && !m_stoppedThrough.compare_exchange_weak(seen, requestId)) { }
    m_searcher.stop();
}

void EngineWorker::cancelThrough(quint64 requestId) {
    quint64 seen = m_cancelledThrough.load();
    while (seen < requestId && !m_cancelledThrough.compare_exchange_weak(seen, requestId)) { }
    m_searcher.stop();
}

void EngineWorker::startSearch(quint64 requestId, const rochade::Position& position,
    const QList<quint64>& history, rochade::engine::Level level,
    const rochade::engine::SearchLimits& limits) {
    if (requestId <= m_cancelledThrough.load()) return;

    engine::SearchLimits effective = limits;
    if (requestId <= m_stoppedThrough.load())
        effective.depth = 1; // "move now" before it began: answer at once

    const std::vector<std::uint64_t> hashes(history.begin(), history.end());
    // The searcher clears its stop flag when it starts, so a stop() that lands just before
    // would be lost; checking the marks after every iteration catches it one iteration late.
    const auto onProgress = [this, requestId](const engine::SearchInfo& info) {
        if (requestId <= m_cancelledThrough.load() || requestId <= m_stoppedThrough.load())
            m_searcher.stop();
        if (requestId > m_cancelledThrough.load()) emit progress(requestId, info);
    };

    engine::SearchResult result;
    try {
        result
            = engine::chooseMove(m_searcher, position, hashes, level, m_rng, effective, onProgress);
    } catch (const std::exception&) {
        // No exception crosses a slot: report "no move" and let the controller explain.
        result = engine::SearchResult {};
    }
    if (requestId <= m_cancelledThrough.load()) return;
    emit searchFinished(requestId, result);
}

void registerEngineMetaTypes() {
    registerMetaTypes();
    qRegisterMetaType<engine::Level>();
    qRegisterMetaType<engine::SearchLimits>();
    qRegisterMetaType<engine::SearchInfo>();
    qRegisterMetaType<engine::SearchResult>();
    qRegisterMetaType<QList<quint64>>();
}

} // namespace rochade::gui
