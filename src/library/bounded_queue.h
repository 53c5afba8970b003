// SPDX-License-Identifier: GPL-3.0-or-later
// A queue between two threads that holds at most a fixed number of items, so that a fast
// producer waits for a slow consumer instead of filling memory.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>

namespace rochade::library {

/// One producer and one consumer. Its mutex guards all of its state; the items handed over
/// are owned by one thread at a time, so they need no locking of their own.
template <typename T> class BoundedQueue {
public:
    explicit BoundedQueue(std::size_t capacity)
        : m_capacity(capacity == 0 ? 1 : capacity) { }

    /// Waits for room and adds `item`; false (dropping it) once the queue is closed.
    bool push(T item) {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [this] { return m_closed || m_items.size() < m_capacity; });
        if (m_closed) return false;
        m_items.push_back(std::move(item));
        m_notEmpty.notify_one();
        return true;
    }

    /// Adds `item` if there is room, without waiting; false (`item` left as it was) if there
    /// is none or the queue is closed.
    bool tryPush(T& item) {
        const std::lock_guard lock(m_mutex);
        if (m_closed || m_items.size() >= m_capacity) return false;
        m_items.push_back(std::move(item));
        m_notEmpty.notify_one();
        return true;
    }

    /// An item if there is one, without waiting.
    std::optional<T> tryPop() {
        const std::lock_guard lock(m_mutex);
        if (m_closed || m_items.empty()) return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    /// Waits for an item; nullopt once the queue is closed.
    std::optional<T> pop() {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait(lock, [this] { return m_closed || !m_items.empty(); });
        if (m_closed) return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    /// Ends the hand-over: both sides stop waiting, what is left is dropped.
    void close() {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
        m_items.clear();
        m_notFull.notify_all();
        m_notEmpty.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_notFull;
    std::condition_variable m_notEmpty;
    std::deque<T> m_items;
    const std::size_t m_capacity;
    bool m_closed = false;
};

} // namespace rochade::library
