// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle mode's worker thread: the attempt and its searches run there, never in the GUI.
#pragma once

#include "engines/thread_hand_off.h"
#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle_attempt.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>
#include <optional>

namespace rochade::gui {

/// What the worker thread holds: touched only by work run there (PuzzleThread::run()).
struct PuzzleWorkerState {
    explicit PuzzleWorkerState(std::size_t hashMiB)
        : searcher(hashMiB) { }
    /// The attempt's judge and the opponent's replies, or the estimate of a puzzle's rating.
    engine::Searcher searcher;
    std::optional<puzzles::PuzzleAttempt> attempt;
};

/// Owns one long-lived QThread and the PuzzleWorkerState used in it. Work is queued to the
/// worker in order and answers are posted back to this object's (the GUI) thread, both
/// through HandOffMailboxes, as EngineThread does for the game's engine. A search in the work
/// is ended early through the stop token the caller put in it. Lives in the GUI thread.
class PuzzleThread : public QObject {
public:
    /// Starts the thread `name` at `priority`, its Searcher with a table of `hashMiB`.
    PuzzleThread(const QString& name, std::size_t hashMiB, QThread::Priority priority,
        QObject* parent = nullptr);
    /// Calls shutdown().
    ~PuzzleThread() override;

    /// Queues `work` for the worker thread; ignored after shutdown().
    void run(std::function<void(PuzzleWorkerState&)> work);
    /// Thread-safe: runs `work` in this object's thread (the GUI), unless it is gone by then.
    void answer(std::function<void()> work) { m_fromWorker.post(std::move(work)); }
    /// Joins the thread (the caller has stopped the searches of its work) and frees the
    /// state. Work still queued is dropped. Idempotent.
    void shutdown();

private:
    QThread m_thread;
    /// Lives in m_thread; deleted after it is joined.
    HandOffMailbox* m_toWorker = nullptr;
    /// Answers: lives in the GUI thread.
    HandOffMailbox m_fromWorker;
    std::unique_ptr<PuzzleWorkerState> m_state;
    /// The end of m_thread, released there and acquired after the join.
    char m_threadEnd = 0;
};

} // namespace rochade::gui
