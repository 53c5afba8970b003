// SPDX-License-Identifier: GPL-3.0-or-later
// The worker-thread side of the computer opponent.
#include "engines/engine_worker.h"

#include "base/metatypes.h"
#include "rochade/core/openings.h"
#include "rochade/engine/book_move.h"

#include <exception>
#include <optional>
#include <vector>

namespace rochade::gui {

EngineWorker::EngineWorker(std::size_t hashMiB, QObject* parent)
    : QObject(parent)
    , m_searcher(hashMiB)
    , m_rng(std::random_device {}()) {
}

EngineWorker::~EngineWorker() = default;

namespace {

/// Raises `mark` to `requestId` unless it is already higher.
void raiseMark(std::atomic<quint64>& mark, quint64 requestId) {
    quint64 seen = mark.load();
    while (seen < requestId && !mark.compare_exchange_weak(seen, requestId)) { }
}

/// A move of the opening book for `position`, drawn with `rng`, or null (search instead).
std::optional<Move> bookMoveFor(const Position& position, engine::Level level,
    const engine::SearchLimits& limits, std::mt19937& rng) {
    // An infinite request wants a search that runs until it is stopped, not a quick move.
    if (limits.infinite) return std::nullopt;
    // Built on a pool thread at start (MainWindow) and never waited for here: until it is
    // there, the computer searches as it always did.
    const OpeningCatalogue* book = OpeningCatalogue::builtinIfBuilt();
    if (book == nullptr) return std::nullopt;
    return engine::pickBookMoveAtLevel(*book, position, level, rng);
}

} // namespace

void EngineWorker::stop(quint64 requestId) {
    // The mark first, then the running search's token: startSearch() publishes its token
    // before it reads the marks, so under the mutex one of the two always sees the other.
    raiseMark(m_stoppedThrough, requestId);
    stopRunningThrough(requestId);
}

void EngineWorker::cancelThrough(quint64 requestId) {
    raiseMark(m_cancelledThrough, requestId);
    stopRunningThrough(requestId);
}

void EngineWorker::stopRunningThrough(quint64 requestId) {
    const std::lock_guard lock(m_runningMutex);
    if (m_runningId != 0 && m_runningId <= requestId) m_running.request_stop();
}

void EngineWorker::startSearch(quint64 requestId, const rochade::Position& position,
    const QList<quint64>& history, rochade::engine::Level level,
    const rochade::engine::SearchLimits& limits, bool bookAllowed) {
    if (requestId <= m_cancelledThrough.load()) return;
    std::stop_source stopSource;
    {
        const std::lock_guard lock(m_runningMutex);
        m_runningId = requestId;
        m_running = stopSource;
    }

    engine::SearchLimits effective = limits;
    std::stop_token stop = stopSource.get_token();
    if (requestId <= m_stoppedThrough.load()) {
        // "Move now" before it began: one ply, which takes well under a millisecond, is a
        // better answer than the first move generated, so that ply is not stopped.
        effective.depth = 1;
        stop = {};
    }

    const std::vector<std::uint64_t> hashes(history.begin(), history.end());
    const auto onProgress = [this, requestId](const engine::SearchInfo& info) {
        if (requestId > m_cancelledThrough.load()) emit progress(requestId, info);
    };

    engine::SearchResult result;
    if (requestId > m_cancelledThrough.load()) {
        const std::optional<Move> bookMove
            = bookAllowed ? bookMoveFor(position, level, limits, m_rng) : std::nullopt;
        if (bookMove) {
            // Answered as a search answers, so the controller treats it as any other move
            // (the level's reply pause, the clock, the move list). No search judged it:
            // depth 0, and score 0, as the book's main lines are near level.
            result.bestMove = *bookMove;
        } else {
            try {
                result = engine::chooseMove(
                    m_searcher, position, hashes, level, m_rng, effective, onProgress, stop);
            } catch (const std::exception&) {
                // No exception crosses a slot: report "no move" and let the controller
                // explain.
                result = engine::SearchResult {};
            }
        }
    }
    {
        const std::lock_guard lock(m_runningMutex);
        m_runningId = 0;
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
    qRegisterMetaType<quint64>("quint64");
}

} // namespace rochade::gui
