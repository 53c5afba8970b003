// SPDX-License-Identifier: GPL-3.0-or-later
// A time control: a base time per player and an increment added after each move.
#pragma once

#include "rochade/core/error.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace rochade {

/// Base time for each player plus a Fischer increment, in milliseconds. A base of zero (or
/// less) means "no clock": the game is untimed.
struct TimeControl {
    std::int64_t baseMs = 0;
    std::int64_t incrementMs = 0;

    /// No clock.
    static TimeControl none() { return {}; }
    /// `minutes` per player plus `incrementSeconds` per move ("5+3" = fromMinutes(5, 3)).
    static TimeControl fromMinutes(int minutes, int incrementSeconds) {
        return { std::int64_t(minutes) * 60000, std::int64_t(incrementSeconds) * 1000 };
    }
    bool isNone() const { return baseMs <= 0; }

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

/// The longest base time accepted when parsing (a day) and the longest increment (an hour).
constexpr std::int64_t kMaxTimeControlBaseMs = 24LL * 3600 * 1000;
constexpr std::int64_t kMaxTimeControlIncrementMs = 3600LL * 1000;

/// Reads the everyday form "minutes+seconds": "5+3", "15+10", "1" (no increment), "0.5+1"
/// (decimals allowed, to the millisecond). "none", "-" and "" (blanks ignored) mean no
/// clock. Rejects negative, malformed or out-of-range values with a message.
Result<TimeControl> parseTimeControl(std::string_view text);
/// "5+3", "0.5+0"; "none" for no clock. parseTimeControl() reads it back exactly.
std::string formatTimeControl(const TimeControl& tc);

/// Reads a PGN TimeControl tag value in the single-period "seconds+seconds" form ("300+3",
/// "180"); "-" is no clock. Multi-period ("40/7200:3600"), sandclock ("*60") and unknown
/// ("?") values are refused with a message saying so.
Result<TimeControl> parsePgnTimeControl(std::string_view text);
/// "300+3", "180" without an increment, "-" for no clock (fractional seconds are rounded
/// down, as the tag holds whole seconds).
std::string toPgnTimeControl(const TimeControl& tc);

} // namespace rochade
