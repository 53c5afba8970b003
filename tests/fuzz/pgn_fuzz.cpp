// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the PGN reader: whatever it accepts is legal, and what it writes back
// reads again as the same games.
#include "fuzz_check.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

using namespace rochade;
using rochade::fuzz::check;

namespace {

/// Comments with every run of whitespace made one space, the ends trimmed, and '}' and
/// control characters removed: the writer re-wraps comments and drops what PGN cannot
/// carry inside braces (documented in pgn_writer.cpp), which must not change their words.
std::string normalised(std::string_view text) {
    std::string out;
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            space = !out.empty();
            continue;
        }
        if (c == '}' || static_cast<unsigned char>(c) < 0x20 || c == 0x7F) continue;
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

/// The tag names the writer keeps: a letter, then letters, digits and '_' (PGN standard
/// 8.1.1). The reader is more lenient; the writer drops other names.
bool isStandardTagName(std::string_view name) {
    auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    if (name.empty() || !letter(name.front())) return false;
    for (const char c : name)
        if (!letter(c) && !(c >= '0' && c <= '9') && c != '_') return false;
    return true;
}

/// A tag value as the writer can carry it: on one line, control characters as spaces.
std::optional<std::string> writableValue(std::optional<std::string> value) {
    if (value)
        for (char& c : *value)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    return value;
}

void checkLegalLine(const PgnGame& game, std::string_view input) {
    Position pos = game.start;
    for (const Move m : game.moves) {
        check(MoveGenerator::isLegal(pos, m), "PGN reader kept an illegal move", input);
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    check(game.comments.empty() || game.comments.size() == game.moves.size() + 1,
        "comments are neither empty nor one per ply plus one", input);
    const Game replay = game.toGame();
    check(replay.ply() <= static_cast<int>(game.moves.size()), "toGame made up moves", input);
}

void checkWriteRoundTrip(const PgnGame& game, std::string_view input) {
    const std::string written = writePgn(game);
    const PgnParseResult again = parsePgn(written);
    check(again.ok(), "writePgn output does not read back", written);
    check(again.games.size() == 1, "writePgn output reads as another number of games", written);
    const PgnGame& back = again.games.front();
    check(back.start == game.start, "PGN round trip changes the start position", written);
    check(back.moves == game.moves, "PGN round trip changes the moves", written);
    check(back.result == game.result, "PGN round trip changes the result", written);
    for (const PgnTag& t : game.tags) {
        if (t.name == "Result" || t.name == "FEN" || t.name == "SetUp") continue;
        if (!isStandardTagName(t.name)) continue;
        check(back.tag(t.name) == writableValue(game.tag(t.name)), "PGN round trip changes a tag",
            written);
    }
    const std::size_t n = std::max(game.comments.size(), back.comments.size());
    for (std::size_t i = 0; i < n; ++i) {
        const std::string a = i < game.comments.size() ? normalised(game.comments[i]) : "";
        const std::string b = i < back.comments.size() ? normalised(back.comments[i]) : "";
        check(a == b, "PGN round trip changes a comment", written);
    }
    static_cast<void>(input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PgnParseResult result = parsePgn(text);
    if (result.error) {
        check(!result.error->message.empty(), "PGN error without a message", text);
        check(result.error->line >= 1 && result.error->column >= 1, "PGN error without a position",
            text);
    }
    for (std::size_t i = 0; i < result.games.size(); ++i) {
        checkLegalLine(result.games[i], text);
        const bool complete = result.ok() || i + 1 < result.games.size();
        if (complete) checkWriteRoundTrip(result.games[i], text);
    }
    return 0;
}
