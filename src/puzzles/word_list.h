// SPDX-License-Identifier: GPL-3.0-or-later
// Words joined into a line, for the texts the puzzles layer writes.
#pragma once

#include <string>
#include <string_view>

namespace rochade::puzzles::detail {

/// Appends `word` to `text`, with `separator` before it unless `text` is empty.
inline void appendWord(std::string& text, std::string_view word, std::string_view separator = " ") {
    if (!text.empty()) text.append(separator);
    text.append(word);
}

} // namespace rochade::puzzles::detail
