// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle mode's worker thread: set up, used and torn down in one place.
#include "puzzles/puzzle_thread.h"

namespace rochade::gui {

PuzzleThread::PuzzleThread(
    const QString& name, std::size_t hashMiB, QThread::Priority priority, QObject* parent)
    : QObject(parent)
    , m_state(std::make_unique<PuzzleWorkerState>(hashMiB)) {
    m_toWorker = new HandOffMailbox();
    m_toWorker->moveToThread(&m_thread);
    // Emitted in m_thread as its last act: everything the work did happens before the join.
    connect(
        &m_thread, &QThread::finished, this, [this] { tsanRelease(&m_threadEnd); },
        Qt::DirectConnection);
    m_thread.setObjectName(name);
    m_thread.start(priority);
}

PuzzleThread::~PuzzleThread() {
    shutdown();
}

void PuzzleThread::run(std::function<void(PuzzleWorkerState&)> work) {
    if (!m_toWorker) return;
    PuzzleWorkerState* state = m_state.get();
    m_toWorker->post([state, work = std::move(work)] { work(*state); });
}

void PuzzleThread::shutdown() {
    if (!m_toWorker) return;
    m_thread.quit();
    m_thread.wait();
    tsanAcquire(&m_threadEnd);
    // The thread has finished: no work can run any more, and the queued work goes with the
    // mailbox.
    delete m_toWorker;
    m_toWorker = nullptr;
    m_state.reset();
}

} // namespace rochade::gui
