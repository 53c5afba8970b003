// SPDX-License-Identifier: GPL-3.0-or-later
// Words joined into a line, for the texts the puzzles layer writes.
#pragma once

#include "rochade/core/notation.h"

#include <string>
#include <string_view>
#include <vector>

namespace rochade::puzzles::detail {

/// Appends `word` to `text`, with `separator` before it unless `text` is empty.
inline void appendWord(std::string& text, std::string_view word, std::string_view separator = " ") {
    if (!text.empty()) text.append(separator);
    text.append(word);
}

/// The SAN of each of `moves`, all legal in `position`, blank-separated ("Bb5 Bc4").
inline std::string sanWords(const Position& position, const std::vector<Move>& moves) {
    std::string text;
    for (Move m : moves)
        appendWord(text, toSan(position, m));
    return text;
}

} // namespace rochade::puzzles::detail
