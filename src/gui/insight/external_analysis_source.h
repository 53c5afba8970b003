// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine as the analysis panel's analyst: "go infinite" with MultiPV.
#pragma once

#include "engines/uci_engine_process.h"
#include "insight/analysis_source.h"

#include <QString>

namespace rochade::gui {

/// The configured external UCI engine as the analyst, in a process of its own (never the
/// opponent's). Each start() sends "setoption name MultiPV" (if the engine announced the
/// option, clamped to its range), "position ... moves ..." and "go infinite"; stop() sends
/// "stop", and the next position waits for the old search's bestmove, so no line of an
/// earlier position is ever reported (UciEngineProcess drops what the old search still
/// sends). The process starts with the first analysis and is started again after a failure.
/// Lives in the GUI thread; the engine searches in its own process.
class ExternalAnalysisSource : public AnalysisSource {
    Q_OBJECT
public:
    /// `program` is the engine's path; `name` is how messages call it (the file name if empty).
    ExternalAnalysisSource(const QString& program, const QString& name, QObject* parent = nullptr);
    /// Calls shutdown().
    ~ExternalAnalysisSource() override;

    bool start(const AnalysisRequest& request) override;
    void stop() override;
    bool isBusy() const override;
    void shutdown() override;

    /// How messages call the engine.
    QString name() const { return m_name; }
    /// The process underneath (for tests: its process id, its options).
    const UciEngineProcess& process() const { return m_process; }

private:
    void onProgress(quint64 requestId, const engine::SearchInfo& info);
    void onFailed(quint64 requestId, UciEngineProcess::Failure kind, const QString& reason);

    UciEngineProcess m_process;
    QString m_program;
    QString m_name;
    quint64 m_lastRequest = 0; ///< the id of the last start()
    quint64 m_request = 0; ///< the analysis that runs (0: none)
    bool m_shutDown = false;
};

} // namespace rochade::gui
