// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as an adviser (hints, the evaluation bar): its own worker and thread.
#pragma once

#include "engines/engine_thread.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QObject>

namespace rochade::gui {

/// Searches positions for the GUI's analysis features on an EngineThread of its own with a small
/// hash, so analysis never shares a searcher or a queue with the computer opponent. Lives in the
/// GUI thread; the GUI thread never searches.
///
/// One request at a time: analyse() cancels the previous request (also while it is still
/// queued) and returns a fresh id; results of any other id are dropped here, so a slot
/// connected to finished() only ever sees the answer to the latest request.
class AnalysisEngine : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kDefaultHashMiB = 16;

    explicit AnalysisEngine(std::size_t hashMiB = kDefaultHashMiB, QObject* parent = nullptr);
    /// Calls shutdown(): safe while a search runs.
    ~AnalysisEngine() override;

    /// Searches `position` (reached through `history`, hashes of the earlier positions,
    /// oldest first) at full strength within `limits`. Returns the request's id, or 0 after
    /// shutdown() (nothing is searched then).
    quint64 analyse(const Position& position, const QList<quint64>& history,
        const engine::SearchLimits& limits);
    /// Abandons the running request, if any: it reports nothing.
    void cancel();
    /// The id of the request still running, 0 when idle.
    quint64 currentRequest() const { return m_current; }
    bool isBusy() const { return m_current != 0; }
    /// Cancels any search and joins the thread; later requests are refused. Idempotent.
    void shutdown();
    bool isRunning() const { return m_thread.isRunning(); }
    /// Thread-safe: the id of the latest request whose answer the worker has sent; that
    /// answer may still be on its way to this thread (answerArrived() says when it is here).
    quint64 sentThrough() const { return m_thread.sentThrough(); }

signals:
    /// After each completed iteration of the current request.
    void progress(quint64 requestId, const rochade::engine::SearchInfo& info);
    /// Once per request that was not cancelled: the best move and its score (side to
    /// move's view, as engine::SearchResult says).
    void finished(quint64 requestId, const rochade::engine::SearchResult& result);
    /// After every answer that reaches this thread, the current request's (after finished())
    /// or a late one for a cancelled request, which is dropped (for tests and diagnostics).
    void answerArrived(quint64 requestId);

private:
    void onWorkerProgress(quint64 requestId, const engine::SearchInfo& info);
    void onWorkerFinished(quint64 requestId, const engine::SearchResult& result);

    EngineThread m_thread;
    bool m_shutDown = false;
    quint64 m_lastId = 0;
    quint64 m_current = 0;
};

} // namespace rochade::gui
