// SPDX-License-Identifier: GPL-3.0-or-later
// The practice cards as text: the card file's format, written and read with errors that name
// the line and column.
#pragma once

#include "rochade/core/error.h"
#include "rochade/training/practice_card.h"

#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// The version written in the file's first line; a file of a later version is refused.
inline constexpr int kCardFileVersion = 1;

/// The card file's text: the header line "rochade-cards<TAB>1", comment lines, then one
/// record per card, "card<TAB>id" to "end", one field per tab (tabs, line breaks and
/// backslashes in a field escaped as \t, \n, \r, \\), and a last line "count<TAB>N" so that
/// a file cut short is never read as a smaller deck. The format is described in
/// docs/architecture.md ("The practice cards"). Doubles are written in the shortest form
/// that reads back to the same value.
std::string writeCardFile(const std::vector<PracticeCard>& cards);

/// Reads a card file's text. Every card is checked: its position is a legal FEN, its moves
/// are legal there and their SAN matches, its id matches its position and move, each field
/// is of its kind, and no card appears twice. The error names the line and column (1-based,
/// columns count bytes): "line 12, column 10: ...".
Result<std::vector<PracticeCard>> parseCardFile(std::string_view text);

} // namespace rochade::training
