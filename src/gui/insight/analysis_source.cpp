// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in engine as the analysis panel's analyst.
#include "insight/analysis_source.h"

#include "engines/analysis_engine.h"

namespace rochade::gui {

EngineAnalysisSource::EngineAnalysisSource(QObject* parent)
    : AnalysisSource(parent)
    , m_engine(std::make_unique<AnalysisEngine>()) {
    connect(m_engine.get(), &AnalysisEngine::progress, this, &EngineAnalysisSource::onProgress);
}

EngineAnalysisSource::~EngineAnalysisSource() {
    EngineAnalysisSource::shutdown(); // this class's own: no dispatch during destruction
}

bool EngineAnalysisSource::start(const AnalysisRequest& request) {
    stop();
    engine::SearchLimits limits;
    // A depth limit rather than "infinite": a search that has seen everything (a forced
    // mate, a handful of moves) ends and frees the core instead of spinning to the stop.
    limits.depth = kMaxAnalysisDepth;
    limits.multiPv = std::clamp(request.lineCount, 1, engine::kMaxMultiPv);
    m_request = m_engine->analyse(request.position, request.history, limits);
    return m_request != 0;
}

void EngineAnalysisSource::stop() {
    m_request = 0;
    m_engine->cancel();
}

bool EngineAnalysisSource::isBusy() const {
    return m_engine->isBusy();
}

void EngineAnalysisSource::shutdown() {
    m_request = 0;
    m_engine->shutdown();
}

void EngineAnalysisSource::onProgress(quint64 requestId, const engine::SearchInfo& info) {
    // AnalysisEngine already drops other requests' progress; this also covers one that
    // arrives between a stop() here and the engine's own bookkeeping.
    if (requestId == 0 || requestId != m_request) return;
    emit linesUpdated(info);
}

} // namespace rochade::gui
