// SPDX-License-Identifier: GPL-3.0-or-later
// Error messages quote the offending input the same way in every parser of the core.
#pragma once

#include <string>
#include <string_view>

namespace rochade::detail {

/// `text` in single quotes, for an error message: 'e9'.
inline std::string quoted(std::string_view text) {
    // Appended piecewise: GCC 12's -Wrestrict misfires on "'" + std::string at -O3.
    std::string result;
    result.reserve(text.size() + 2);
    result += '\'';
    result.append(text);
    result += '\'';
    return result;
}

} // namespace rochade::detail
