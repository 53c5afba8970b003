// SPDX-License-Identifier: GPL-3.0-or-later
// Turns search limits (move time, clock, increment, moves to go) into time budgets.
#pragma once

#include "rochade/core/types.h"
#include "rochade/engine/search.h"

#include <algorithm>
#include <chrono>

namespace rochade::engine {

/// The time budget of one search. Lives in the searcher's thread.
class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    /// Starts the clock and derives the budgets for `side` from `limits`.
    void start(const SearchLimits& limits, Color side);

    /// Milliseconds since start().
    int elapsedMs() const;
    /// True if the time is up and the running iteration must be abandoned.
    bool hardLimitReached() const { return m_hardMs > 0 && elapsedMs() >= m_hardMs; }
    /// True if a new iteration should not be started (it would likely not finish).
    bool softLimitReached() const { return m_softMs > 0 && elapsedMs() >= m_softMs; }
    /// The same, with the soft budget of a clock scaled by `scale` (never beyond the hard
    /// limit): the search spends more where its choice is unsettled, less where it is clear.
    /// A fixed time per move is not scaled.
    bool softLimitReached(double scale) const {
        if (!m_fromClock) return softLimitReached();
        const double budget = std::min(m_softMs * scale, static_cast<double>(m_hardMs));
        return m_softMs > 0 && elapsedMs() >= budget;
    }

    /// Budgets in ms; 0 = none.
    int softMs() const { return m_softMs; }
    int hardMs() const { return m_hardMs; }

private:
    Clock::time_point m_start;
    int m_softMs = 0;
    int m_hardMs = 0;
    bool m_fromClock = false; ///< the budgets come from a clock, not a fixed move time
};

} // namespace rochade::engine
