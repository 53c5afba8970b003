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

/// Moves the [%clk ...] and [%eval ...] commands of a comment into `annotation` and returns
/// the rest of the text, trimmed. A command that cannot be read stays in the text.
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

/// Parses `fen`; if it fails only because of castling rights the position cannot have (no
/// king or rook on its square) or a fullmove number of 0, those rights are dropped and the
/// number read as 1, and each repair is noted. Rights that only Chess960 allows (X-FEN or
/// Shredder-FEN ones with the king off e1/e8 or a rook off the corner) are kept, and the
/// position marked Chess960, only with `chess960` (the game's Variant tag says so); in a
/// standard game they are dropped like impossible ones.
Result<RepairedFen> parseFenRepairingCastling(std::string_view fen, bool chess960 = false);

/// True for the Variant tag values that name Chess960: "Chess960", "chess 960",
/// "Fischerandom", "Fischer Random" (any case).
bool isChess960Variant(std::string_view variant);

} // namespace rochade::detail
