// SPDX-License-Identifier: GPL-3.0-or-later
// Turns search limits (move time, clock, increment, moves to go) into time budgets.
#include "time_manager.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace rochade::engine {

namespace {
/// Kept back on the clock for the GUI's and the operating system's delays.
constexpr int kSafetyMarginMs = 30;
/// Moves a game is assumed still to last when the clock does not say. The share shrinks
/// with the clock, so a long game never runs dry; a shorter horizon spends more while the
/// position is still rich, where the time pays most.
constexpr int kDefaultMovesToGo = 25;
} // namespace

void TimeManager::start(const SearchLimits& limits, Color side) {
    m_start = Clock::now();
    m_softMs = 0;
    m_hardMs = 0;
    m_fromClock = false;

    const int left = limits.timeLeftMs[static_cast<std::size_t>(index(side))];
    // In 64 bits: a client may send any int as its clock, and the shares below multiply it.
    using Ms = std::int64_t;
    const auto toInt = [](Ms ms) { return static_cast<int>(std::clamp<Ms>(ms, 1, INT_MAX)); };
    if (left >= 0 && !limits.infinite) {
        const Ms inc = std::max(0, limits.incrementMs[static_cast<std::size_t>(index(side))]);
        const Ms usable = std::max<Ms>(1, Ms { left } - kSafetyMarginMs);
        const Ms movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, kDefaultMovesToGo)
                                                  : kDefaultMovesToGo;
        // The share of the remaining time for this move, plus most of the increment.
        const Ms target = usable / movesToGo + inc * 4 / 5;
        // Never spend more than a third of what is left, except on the last move before
        // the time control, when the clock is refilled right after it.
        const Ms cap = limits.movesToGo == 1 ? usable * 4 / 5 : usable / 3;
        const Ms hard = std::max<Ms>(1, std::min(target * 3, cap));
        m_hardMs = toInt(hard);
        m_softMs = toInt(std::min(target, hard) * 3 / 5);
        m_fromClock = limits.moveTimeMs <= 0;
    }
    if (limits.moveTimeMs > 0) {
        // A fixed time per move: use all of it, never more.
        const int hard = limits.moveTimeMs;
        m_hardMs = m_hardMs > 0 ? std::min(m_hardMs, hard) : hard;
        // Beyond ~60% an iteration that starts rarely finishes before the hard limit.
        const int soft = toInt(Ms { hard } * 3 / 5);
        m_softMs = m_softMs > 0 ? std::min(m_softMs, soft) : soft;
    }
}

int TimeManager::elapsedMs() const {
    return static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
}

} // namespace rochade::engine
