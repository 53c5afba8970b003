// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing time controls: "5+3" for people, "300+3" for PGN.
#include "rochade/core/time_control.h"

#include <cctype>
#include <optional>

namespace rochade {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

/// Decimal places that pin a fraction of `unitMs` to the millisecond (10^k >= unitMs).
int placesFor(std::int64_t unitMs) {
    int k = 0;
    for (std::int64_t p = 1; p < unitMs; p *= 10)
        ++k;
    return k;
}

/// A non-negative decimal number of `unitMs` units ("1.5" minutes), rounded to the
/// millisecond. Nullopt if malformed or above `maxMs`.
std::optional<std::int64_t> parseAmount(
    std::string_view s, std::int64_t unitMs, std::int64_t maxMs, bool allowFraction) {
    if (s.empty()) return std::nullopt;
    std::int64_t whole = 0;
    std::size_t i = 0;
    for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) {
        whole = whole * 10 + (s[i] - '0');
        if (whole * unitMs > maxMs) return std::nullopt;
    }
    if (i == 0) return std::nullopt;
    std::int64_t ms = whole * unitMs;
    if (i < s.size()) {
        if (!allowFraction || s[i] != '.' || i + 1 == s.size()) return std::nullopt;
        // Digits beyond the ninth cannot change the millisecond: read, checked, ignored.
        std::int64_t numerator = 0;
        std::int64_t denominator = 1;
        for (++i; i < s.size(); ++i) {
            if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
            if (denominator < 1000000000) {
                numerator = numerator * 10 + (s[i] - '0');
                denominator *= 10;
            }
        }
        ms += (numerator * unitMs + denominator / 2) / denominator;
    }
    if (ms > maxMs) return std::nullopt;
    return ms;
}

/// `ms` in units of `unitMs`, with as many decimals as it takes to read back the same
/// millisecond, and none when it is a whole number.
std::string formatAmount(std::int64_t ms, std::int64_t unitMs) {
    std::string text = std::to_string(ms / unitMs);
    const std::int64_t rest = ms % unitMs;
    if (rest == 0) return text;
    const int places = placesFor(unitMs);
    std::int64_t scale = 1;
    for (int k = 0; k < places; ++k)
        scale *= 10;
    std::string digits = std::to_string((rest * scale + unitMs / 2) / unitMs);
    digits.insert(0, static_cast<std::size_t>(places) - digits.size(), '0');
    while (!digits.empty() && digits.back() == '0')
        digits.pop_back();
    return text + '.' + digits;
}

Result<TimeControl> parseParts(
    std::string_view text, std::int64_t baseUnitMs, bool allowFraction, std::string_view what) {
    const std::size_t plus = text.find('+');
    const std::string_view base = trimmed(text.substr(0, plus));
    const std::string_view inc
        = plus == std::string_view::npos ? std::string_view("0") : trimmed(text.substr(plus + 1));
    const auto baseMs = parseAmount(base, baseUnitMs, kMaxTimeControlBaseMs, allowFraction);
    if (!baseMs || *baseMs <= 0)
        return Error { "time control \"" + std::string(text) + "\": the base time must be "
            + std::string(what) + " greater than zero and at most a day" };
    const auto incMs = parseAmount(inc, 1000, kMaxTimeControlIncrementMs, allowFraction);
    if (!incMs)
        return Error { "time control \"" + std::string(text)
            + "\": the increment must be seconds from 0 to 3600" };
    return TimeControl { *baseMs, *incMs };
}

} // namespace

Result<TimeControl> parseTimeControl(std::string_view text) {
    text = trimmed(text);
    if (text.empty() || text == "-" || text == "none") return TimeControl::none();
    return parseParts(text, 60000, true, "minutes");
}

std::string formatTimeControl(const TimeControl& tc) {
    if (tc.isNone()) return "none";
    return formatAmount(tc.baseMs, 60000) + '+' + formatAmount(tc.incrementMs, 1000);
}

Result<TimeControl> parsePgnTimeControl(std::string_view text) {
    text = trimmed(text);
    if (text == "-") return TimeControl::none();
    if (text.empty() || text == "?") return Error { "the time control is unknown (\"?\")" };
    if (text.find_first_of("/:*") != std::string_view::npos)
        return Error { "time control \"" + std::string(text)
            + "\": only one period of the form seconds+increment is supported" };
    return parseParts(text, 1000, false, "seconds");
}

std::string toPgnTimeControl(const TimeControl& tc) {
    if (tc.isNone()) return "-";
    std::string text = std::to_string(tc.baseMs / 1000);
    if (tc.incrementMs / 1000 > 0) text += '+' + std::to_string(tc.incrementMs / 1000);
    return text;
}

} // namespace rochade
