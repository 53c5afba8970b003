// SPDX-License-Identifier: GPL-3.0-or-later
// Names compared as PGN files write them.
#include "rochade/training/player_name.h"

#include <algorithm>

namespace rochade::training {

std::vector<std::string> nameWords(std::string_view name) {
    std::vector<std::string> words;
    std::string word;
    const auto endWord = [&words, &word] {
        if (!word.empty()) words.push_back(std::move(word));
        word.clear();
    };
    for (const char c : name) {
        if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r') {
            endWord();
            continue;
        }
        word += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    endWord();
    std::sort(words.begin(), words.end());
    return words;
}

bool sameName(std::string_view a, std::string_view b) {
    const std::vector<std::string> first = nameWords(a);
    return !first.empty() && first == nameWords(b);
}

} // namespace rochade::training
