// SPDX-License-Identifier: GPL-3.0-or-later
// Where the analysis panel's lines come from: an interface, and the built-in engine behind it.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace rochade::gui {

class AnalysisEngine;

/// The position to analyse and how it was reached.
struct AnalysisRequest {
    Position position;
    /// The hashes of the earlier positions, oldest first (repetitions).
    QList<quint64> history;
    /// Where the moves that lead to `position` begin (the game's start, or the position
    /// after its last null move): a UCI engine gets "position ... moves ...".
    Position lineStart = Position::startPosition();
    /// The moves from `lineStart` to `position`, all legal.
    std::vector<Move> moves;
    /// How many of the best lines to report, 1..5.
    int lineCount = 3;
};

/// An analyst: searches one position at a time for its best lines and reports each
/// completed iteration. Lives in the GUI thread and never searches on it.
///
/// Contract for implementations: start() abandons any earlier analysis first, and after
/// start() or stop() returns, linesUpdated() is only ever emitted for the latest start(),
/// so a listener never sees a line of a position it no longer asked about.
class AnalysisSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// Analyses `request.position` for its `request.lineCount` best lines, until stop() or
    /// a deep limit. False if the source cannot analyse (shut down); nothing runs then.
    virtual bool start(const AnalysisRequest& request) = 0;
    /// Abandons the analysis, if any: nothing more is reported for it.
    virtual void stop() = 0;
    /// True while an analysis runs (it stops by itself at the deep limit).
    virtual bool isBusy() const = 0;
    /// Stops for good and releases the source's threads or processes. Idempotent.
    virtual void shutdown() = 0;

signals:
    /// After each completed iteration of the current analysis; `info.lines` holds the best
    /// lines, best first, scores from the side to move's view.
    void linesUpdated(const rochade::engine::SearchInfo& info);
    /// The current analysis ended because the analyst failed (an engine that cannot be
    /// started or crashed); `message` says so in a sentence for the user. Nothing more is
    /// reported for it.
    void failed(const QString& message);
};

/// The built-in engine as the analyst, on an AnalysisEngine (its own thread, one search
/// thread, a small hash) of its own, so it never slows or shares a table with the computer
/// opponent. Lives in the GUI thread.
class EngineAnalysisSource : public AnalysisSource {
    Q_OBJECT
public:
    /// The deep limit: the search ends by itself at this depth.
    static constexpr int kMaxAnalysisDepth = engine::kMaxDepth;

    explicit EngineAnalysisSource(QObject* parent = nullptr);
    ~EngineAnalysisSource() override;

    bool start(const AnalysisRequest& request) override;
    void stop() override;
    bool isBusy() const override;
    void shutdown() override;

    /// The engine underneath (for tests: whether a request runs, late answers).
    AnalysisEngine* engine() const { return m_engine.get(); }

private:
    void onProgress(quint64 requestId, const engine::SearchInfo& info);

    std::unique_ptr<AnalysisEngine> m_engine;
    quint64 m_request = 0;
};

} // namespace rochade::gui
