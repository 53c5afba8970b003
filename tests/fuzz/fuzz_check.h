// SPDX-License-Identifier: GPL-3.0-or-later
// A check that aborts with a message: the fuzz targets' way to report a broken property.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace rochade::fuzz {

/// Prints `what` and the offending input text, then aborts so libFuzzer saves the input.
/// Unlike assert() it also fires in Release builds, where the fuzzers are built.
[[noreturn]] inline void fail(const char* what, std::string_view input) {
    std::fprintf(stderr, "fuzz property violated: %s\ninput: %.*s\n", what,
        static_cast<int>(input.size()), input.data());
    std::abort();
}

inline void check(bool condition, const char* what, std::string_view input) {
    if (!condition) fail(what, input);
}

} // namespace rochade::fuzz
