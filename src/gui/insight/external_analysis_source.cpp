// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine as the analysis panel's analyst.
#include "insight/external_analysis_source.h"

#include <QFileInfo>

namespace rochade::gui {

ExternalAnalysisSource::ExternalAnalysisSource(
    const QString& program, const QString& name, QObject* parent)
    : AnalysisSource(parent)
    , m_program(program.trimmed())
    , m_name(name.trimmed().isEmpty() ? QFileInfo(m_program).fileName() : name.trimmed()) {
    connect(&m_process, &UciEngineProcess::progress, this, &ExternalAnalysisSource::onProgress);
    connect(&m_process, &UciEngineProcess::failed, this, &ExternalAnalysisSource::onFailed);
    // An engine may end an infinite search of its own accord (a mate found, a position with
    // no moves): then nothing runs any more.
    connect(&m_process, &UciEngineProcess::searchFinished, this,
        [this](quint64 requestId, const engine::SearchResult&) {
            if (requestId != 0 && requestId == m_request) m_request = 0;
        });
}

ExternalAnalysisSource::~ExternalAnalysisSource() {
    ExternalAnalysisSource::shutdown(); // this class's own: no dispatch during destruction
}

bool ExternalAnalysisSource::start(const AnalysisRequest& request) {
    if (m_shutDown) return false;
    stop();
    // Started on first use, and again after a failure (the user may have fixed the engine).
    if (!m_process.isRunning()) m_process.start(m_program);
    engine::SearchLimits limits;
    limits.infinite = true;
    limits.multiPv = std::max(request.lineCount, 1);
    m_request = ++m_lastRequest;
    m_process.startSearch(m_request, request.lineStart, request.moves, limits);
    return true;
}

void ExternalAnalysisSource::stop() {
    m_request = 0;
    // The running search is stopped and its bestmove awaited and dropped; a queued one is
    // forgotten. Its remaining info lines are dropped by the process as well.
    if (m_process.isRunning()) m_process.cancelThrough(m_lastRequest);
}

bool ExternalAnalysisSource::isBusy() const {
    return m_request != 0 && m_process.isRunning();
}

void ExternalAnalysisSource::shutdown() {
    m_shutDown = true;
    m_request = 0;
    m_process.shutdown();
}

void ExternalAnalysisSource::onProgress(quint64 requestId, const engine::SearchInfo& info) {
    if (requestId == 0 || requestId != m_request) return;
    emit linesUpdated(info);
}

void ExternalAnalysisSource::onFailed(
    quint64 requestId, UciEngineProcess::Failure /*kind*/, const QString& reason) {
    // The process is down now; a failure between analyses (nobody is waiting) stays quiet,
    // and the next start() starts the engine again.
    if (m_request == 0 || (requestId != 0 && requestId != m_request)) return;
    m_request = 0;
    //: %1 is the engine's name, %2 what went wrong ("crashed", "could not be started: ...")
    emit failed(tr("The engine %1 %2.").arg(m_name, reason));
}

} // namespace rochade::gui
