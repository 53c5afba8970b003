// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's thinking on a worker thread: one Searcher, requests and results by signals.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QMetaType>
#include <QObject>

#include <atomic>
#include <mutex>
#include <random>
#include <stop_token>

namespace rochade::gui {

/// Owns the engine's Searcher and runs one search per request. Lives in the worker QThread
/// (moved there by its owner, the GameController); startSearch() arrives by a queued
/// connection and the results leave by queued signals.
///
/// Every request carries an id, increasing over the worker's life. Two calls are made
/// directly from the GUI thread, because a queued call would only arrive after the search
/// it is meant to end: stop() ("move now": finish with the best move of the last completed
/// iteration) and cancelThrough() (the result will be dropped anyway: end the search and
/// skip every request up to that id that is still queued).
class EngineWorker : public QObject {
    Q_OBJECT
public:
    /// `hashMiB`: the transposition table size.
    explicit EngineWorker(std::size_t hashMiB = 32, QObject* parent = nullptr);
    ~EngineWorker() override;

    /// Thread-safe. Ends the search of `requestId` (if it runs or is queued) as soon as
    /// possible; it still reports searchFinished() with the best move found so far, as
    /// "Move now" wants. A request that has not started yet then searches one ply only.
    void stop(quint64 requestId);
    /// Thread-safe. Every request with an id up to `requestId` is abandoned: a running one is
    /// stopped, queued ones are skipped and report nothing.
    void cancelThrough(quint64 requestId);
    /// Seeds the random choices: the easier levels' move among those near the best, and the
    /// book move (tests make them deterministic). Call before the worker is moved to its
    /// thread, or in that thread (EngineThread::setSeed() posts it there).
    void setSeed(unsigned seed) { m_rng.seed(seed); }

public slots:
    /// Searches `position` (reached through `history`, hashes of the earlier positions,
    /// oldest first) at `level`, `limits` tightening the level's caps. Emits progress() after
    /// every completed iteration and searchFinished() once, unless cancelled first.
    /// `bookAllowed`: a move of the opening book answers instead, without a search (no
    /// progress(); depth 0, score 0), when the catalogue is built, the limits are not infinite
    /// and the level knows the named lines through `position` (engine::pickBookMoveAtLevel()).
    void startSearch(quint64 requestId, const rochade::Position& position,
        const QList<quint64>& history, rochade::engine::Level level,
        const rochade::engine::SearchLimits& limits, bool bookAllowed = false);

signals:
    void progress(quint64 requestId, const rochade::engine::SearchInfo& info);
    void searchFinished(quint64 requestId, const rochade::engine::SearchResult& result);

private:
    /// Requests the running search's stop if its id is at most `requestId`.
    void stopRunningThrough(quint64 requestId);

    engine::Searcher m_searcher;
    std::mt19937 m_rng;
    /// Requests with an id up to this are abandoned.
    std::atomic<quint64> m_cancelledThrough { 0 };
    /// Requests with an id up to this are to finish now ("move now").
    std::atomic<quint64> m_stoppedThrough { 0 };
    /// The running request (0: none) and its search's stop, guarded by m_runningMutex.
    std::mutex m_runningMutex;
    quint64 m_runningId = 0;
    std::stop_source m_running;
};

/// Registers the engine types the worker's queued signals carry (and the core ones). Call
/// from the GUI thread before connecting; calling again is harmless.
void registerEngineMetaTypes();

} // namespace rochade::gui

Q_DECLARE_METATYPE(rochade::engine::Level)
Q_DECLARE_METATYPE(rochade::engine::SearchLimits)
Q_DECLARE_METATYPE(rochade::engine::SearchInfo)
Q_DECLARE_METATYPE(rochade::engine::SearchResult)
