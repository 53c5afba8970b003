// SPDX-License-Identifier: GPL-3.0-or-later
// What the PGN reader and writer share: comment commands, glyphs and the FEN tag's repair.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/game.h"
#include "rochade/core/position.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::detail {

/// A comment's text as the reader keeps it and the writer writes it: each line break kept
/// as '\n' (CRLF and a lone CR too), a run of blank lines as one ("\n\n", a paragraph
/// break), any other run of whitespace or control bytes as one space, and no blanks at the
/// ends of a line or of the text.
std::string normalisedComment(std::string_view comment);

/// Moves the [%clk ...] and [%eval ...] commands of a comment into `annotation` and returns
/// the rest of the text, trimmed. A command that cannot be read, or whose field
/// `annotation` already holds (the second %clk of a move), stays in the text.
std::string takeCommands(std::string_view comment, Annotation& annotation);

/// The commands for what `annotation` holds, as written inside a comment:
/// "[%eval 0.17] [%clk 0:01:02]" (empty if it holds neither).
std::string commandText(const Annotation& annotation);

/// A clock reading as %clk writes it: "1:02:03", with tenths etc. when not whole seconds.
std::string clockText(std::chrono::milliseconds clock);

/// "1:02:03", "0:00:05.3", "65:00" (minutes:seconds) as a duration; nullopt if malformed.
std::optional<std::chrono::milliseconds> parseClock(std::string_view text);

/// The NAG a move-suffix glyph stands for: "!" 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6,
/// "N" 146 (novelty). Nullopt for anything else.
std::optional<int> glyphNag(std::string_view glyph);

/// A FEN tag's position, and what had to be dropped to get it.
struct RepairedFen {
    Position position;
    std::vector<std::string> notes;
};

/// Parses `fen` for the standard game, or for Chess960 with `chess960` (the game's Variant
/// tag says so; then even a standard-looking position is Chess960). Castling rights the
/// position cannot have, Chess960 rights in a standard game among them, are dropped, and
/// each is noted.
Result<RepairedFen> parseFenRepairingCastling(std::string_view fen, bool chess960 = false);

/// True for the Variant tag values that name Chess960: "Chess960", "chess 960",
/// "Fischerandom", "Fischer Random" (any case).
bool isChess960Variant(std::string_view variant);

} // namespace rochade::detail
