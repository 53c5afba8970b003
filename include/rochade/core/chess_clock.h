// SPDX-License-Identifier: GPL-3.0-or-later
// A two-sided chess clock driven by explicit timestamps (no system clock inside).
#pragma once

#include "rochade/core/time_control.h"
#include "rochade/core/types.h"

#include <array>
#include <cstdint>
#include <optional>

namespace rochade {

/// Remaining time per side under a TimeControl. Every call that depends on time takes
/// `nowMs`, a reading of any monotonic millisecond counter chosen by the caller, so the
/// clock itself never reads a system clock and tests drive it with exact times. Readings
/// must not go backwards. Not thread-safe.
///
/// States: stopped (not started, or after stop()), running (one side's time flowing),
/// paused (running side remembered, no time flowing). Each side also accumulates the time
/// it has used ("elapsed"), which is counted with or without a time control, so an untimed
/// game still shows how long each player thought.
class ChessClock {
public:
    explicit ChessClock(const TimeControl& tc = TimeControl::none());

    /// Back to the start: both sides get the base time, nothing used, stopped.
    void reset(const TimeControl& tc);
    const TimeControl& timeControl() const { return m_tc; }
    bool hasTimeControl() const { return !m_tc.isNone(); }

    /// Starts `side`'s time at `nowMs` (from stopped or paused; a running clock switches).
    void start(Color side, std::int64_t nowMs);
    /// Stops the clock: no side runs. The readings stay.
    void stop(std::int64_t nowMs);
    /// Freezes the running side's time; resume() continues it. No effect unless running.
    void pause(std::int64_t nowMs);
    void resume(std::int64_t nowMs);

    /// The running side finished its move at `nowMs`: its time is charged, the increment
    /// added to it (unless its flag has fallen), and the other side's time starts. Returns the
    /// time the move took, in ms (its whole turn, pauses excluded). When stopped (the side to move
    /// is not known) it does nothing and returns 0; when paused, the move is charged up to the
    /// pause and the other side's time stays paused.
    std::int64_t switchSides(std::int64_t nowMs);

    bool isRunning() const { return m_running.has_value() && !m_paused; }
    bool isPaused() const { return m_running.has_value() && m_paused; }
    /// The side whose time flows (or would flow, when paused); nullopt when stopped.
    std::optional<Color> runningSide() const { return m_running; }

    /// `side`'s remaining time at `nowMs`, never below zero. The base time without a clock.
    std::int64_t remainingMs(Color side, std::int64_t nowMs) const;
    /// The time `side` has used so far in this game, at `nowMs`.
    std::int64_t elapsedMs(Color side, std::int64_t nowMs) const;
    /// True if `side` has a time control and its time has run out at `nowMs`.
    bool hasFlagFallen(Color side, std::int64_t nowMs) const;
    /// The side whose flag has fallen at `nowMs`, if any (only the running side's time flows,
    /// so at most one).
    std::optional<Color> flaggedSide(std::int64_t nowMs) const;

    /// A snapshot of the readings, for undo: the remaining and used time of both sides.
    struct Reading {
        std::array<std::int64_t, 2> remainingMs {};
        std::array<std::int64_t, 2> elapsedMs {};
        friend bool operator==(const Reading&, const Reading&) = default;
    };
    Reading reading(std::int64_t nowMs) const;
    /// Sets the readings (stopping the clock first); start() continues from them.
    void restore(const Reading& r);

private:
    /// Time flowing for the running side since the last charge, at `nowMs`.
    std::int64_t flowing(std::int64_t nowMs) const;
    /// Charges the running side with the time since the last charge.
    void charge(std::int64_t nowMs);

    TimeControl m_tc;
    std::array<std::int64_t, 2> m_remaining {};
    std::array<std::int64_t, 2> m_elapsed {};
    std::optional<Color> m_running;
    bool m_paused = false;
    std::int64_t m_since = 0; ///< when the running side's time was last charged
    std::int64_t m_turnStartElapsed = 0; ///< the running side's used time when its turn began
};

} // namespace rochade
