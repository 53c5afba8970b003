// SPDX-License-Identifier: GPL-3.0-or-later
// The chess clock: remaining and used time of both sides, charged clockSlot explicit timestamps.
#include "rochade/core/chess_clock.h"

#include <algorithm>

namespace rochade {

namespace {

std::size_t clockSlot(Color c) {
    return static_cast<std::size_t>(index(c));
}

} // namespace

ChessClock::ChessClock(const TimeControl& tc) {
    reset(tc);
}

void ChessClock::reset(const TimeControl& tc) {
    m_tc = tc;
    const std::int64_t base = tc.isNone() ? 0 : tc.baseMs;
    m_remaining = { base, base };
    m_elapsed = { 0, 0 };
    m_running.reset();
    m_paused = false;
    m_since = 0;
}

std::int64_t ChessClock::flowing(std::int64_t nowMs) const {
    if (!isRunning()) return 0;
    // A reading that goes backwards (against the contract) charges nothing rather than
    // giving time back.
    return std::max<std::int64_t>(0, nowMs - m_since);
}

void ChessClock::charge(std::int64_t nowMs) {
    if (isRunning()) {
        const std::int64_t used = flowing(nowMs);
        m_remaining[clockSlot(*m_running)] -= used;
        m_elapsed[clockSlot(*m_running)] += used;
    }
    m_since = nowMs;
}

void ChessClock::start(Color side, std::int64_t nowMs) {
    charge(nowMs);
    m_running = side;
    m_paused = false;
    m_since = nowMs;
    m_turnStartElapsed = m_elapsed[clockSlot(side)];
}

void ChessClock::stop(std::int64_t nowMs) {
    charge(nowMs);
    m_running.reset();
    m_paused = false;
}

void ChessClock::pause(std::int64_t nowMs) {
    if (!isRunning()) return;
    charge(nowMs);
    m_paused = true;
}

void ChessClock::resume(std::int64_t nowMs) {
    if (!isPaused()) return;
    m_paused = false;
    m_since = nowMs;
}

std::int64_t ChessClock::switchSides(std::int64_t nowMs) {
    if (!m_running) return 0;
    const Color mover = *m_running;
    charge(nowMs);
    const std::int64_t took = m_elapsed[clockSlot(mover)] - m_turnStartElapsed;
    // A fallen flag is final: the increment of a late move does not revive it.
    if (hasTimeControl() && m_remaining[clockSlot(mover)] > 0)
        m_remaining[clockSlot(mover)] += m_tc.incrementMs;
    m_running = ~mover;
    m_since = nowMs;
    m_turnStartElapsed = m_elapsed[clockSlot(~mover)];
    return took;
}

std::int64_t ChessClock::remainingMs(Color side, std::int64_t nowMs) const {
    std::int64_t left = m_remaining[clockSlot(side)];
    if (m_running == side) left -= flowing(nowMs);
    return std::max<std::int64_t>(0, left);
}

std::int64_t ChessClock::elapsedMs(Color side, std::int64_t nowMs) const {
    std::int64_t used = m_elapsed[clockSlot(side)];
    if (m_running == side) used += flowing(nowMs);
    return used;
}

bool ChessClock::hasFlagFallen(Color side, std::int64_t nowMs) const {
    return hasTimeControl() && remainingMs(side, nowMs) <= 0;
}

std::optional<Color> ChessClock::flaggedSide(std::int64_t nowMs) const {
    for (Color c : { Color::White, Color::Black })
        if (hasFlagFallen(c, nowMs)) return c;
    return std::nullopt;
}

ChessClock::Reading ChessClock::reading(std::int64_t nowMs) const {
    Reading r;
    for (Color c : { Color::White, Color::Black }) {
        r.remainingMs[clockSlot(c)] = remainingMs(c, nowMs);
        r.elapsedMs[clockSlot(c)] = elapsedMs(c, nowMs);
    }
    return r;
}

void ChessClock::restore(const Reading& r) {
    m_remaining = r.remainingMs;
    m_elapsed = r.elapsedMs;
    m_running.reset();
    m_paused = false;
}

} // namespace rochade
