// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a name in a game's tags is the player's: "Carlsen, Magnus" is "Magnus Carlsen".
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// The words of a name as compared: split at blanks and commas, ASCII letters in lower case,
/// sorted. "Carlsen, Magnus" and "magnus  CARLSEN" both give {"carlsen", "magnus"}. Letters
/// beyond ASCII are compared as written (the window folds their case with Qt first).
std::vector<std::string> nameWords(std::string_view name);

/// True if both name the same person as PGN files write names: the same words in any order
/// ("Surname, Given" or "Given Surname"), case aside. An empty name matches nothing.
bool sameName(std::string_view a, std::string_view b);

} // namespace rochade::training
