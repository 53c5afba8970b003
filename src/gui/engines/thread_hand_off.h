// SPDX-License-Identifier: GPL-3.0-or-later
// Work handed from one thread to another through a posted event, with the happens-before
// edge made visible to ThreadSanitizer.
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QObject>

#include <functional>
#include <utility>

#if defined(__SANITIZE_THREAD__)
#define ROCHADE_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ROCHADE_TSAN 1
#endif
#endif

#if defined(ROCHADE_TSAN)
extern "C" {
void __tsan_acquire(void* addr);
void __tsan_release(void* addr);
}
#endif

namespace rochade::gui {

/// Tells ThreadSanitizer that everything this thread did before release(x) happens before
/// what another thread does after acquire(x). Debian's Qt is not built with TSan, so the
/// futex-based locks behind its posted events and QThread::wait() are invisible to it; these
/// two calls draw the edges Qt really provides. No-ops outside TSan builds.
inline void tsanRelease(const void* edge) {
#if defined(ROCHADE_TSAN)
    __tsan_release(const_cast<void*>(edge));
#else
    Q_UNUSED(edge)
#endif
}

inline void tsanAcquire(const void* edge) {
#if defined(ROCHADE_TSAN)
    __tsan_acquire(const_cast<void*>(edge));
#else
    Q_UNUSED(edge)
#endif
}

/// Runs posted work in the thread it lives in. post() may be called from any thread: the
/// work (a function holding its own copies of what it needs) is fully built before it is
/// released and posted, and acquired before it runs, so every write the posting thread made
/// before post() is visible to TSan as ordered before the work.
class HandOffMailbox : public QObject {
public:
    using QObject::QObject;

    /// Thread-safe. Queues `work` for this object's thread.
    void post(std::function<void()> work) {
        auto* event = new WorkEvent(std::move(work));
        // The edge is the mailbox, not the event: the receiver reads the event's type first.
        tsanRelease(this);
        QCoreApplication::postEvent(this, event);
    }

protected:
    bool event(QEvent* event) override {
        tsanAcquire(this);
        if (event->type() != WorkEvent::kType) return QObject::event(event);
        static_cast<WorkEvent*>(event)->work();
        return true;
    }

private:
    struct WorkEvent : QEvent {
        static constexpr auto kType = static_cast<QEvent::Type>(QEvent::User + 417);
        explicit WorkEvent(std::function<void()> w)
            : QEvent(kType)
            , work(std::move(w)) { }
        std::function<void()> work;
    };
};

} // namespace rochade::gui
