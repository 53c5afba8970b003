// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the PGN reader: whatever it accepts is legal, and what it writes back
// reads again as the same games, trees and all; each complete game's range read alone is
// that game, and a stream read in small pieces gives what the whole text gives.
#include "fuzz_check.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

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

/// Every move of the tree is legal where it stands and leads to its node's position.
void checkLegalTree(const Game::Node& root, std::string_view input) {
    std::vector<const Game::Node*> pending { &root };
    while (!pending.empty()) {
        const Game::Node& node = *pending.back();
        pending.pop_back();
        for (std::size_t i = 0; i < node.childCount(); ++i) {
            const Game::Node& child = node.child(i);
            Position after = node.position;
            UndoInfo undo;
            if (child.isNullMove()) {
                check(!node.position.isInCheck(), "PGN reader kept a null move in check", input);
                after.makeNullMove(undo);
            } else {
                check(MoveGenerator::isLegal(node.position, child.move),
                    "PGN reader kept an illegal move", input);
                after.makeMove(child.move, undo);
            }
            check(after.samePositionAs(child.position), "a node holds the wrong position", input);
            check(child.previous == &node && child.ply == node.ply + 1, "a node is linked wrongly",
                input);
            pending.push_back(&child);
        }
    }
}

/// True if the subtrees say the same: moves, comments (as normalised), NAGs, clocks, evals.
bool sameTree(const Game::Node& a, const Game::Node& b) {
    const Annotation& x = a.annotation;
    const Annotation& y = b.annotation;
    if (normalised(x.comment) != normalised(y.comment)
        || normalised(x.commentBefore) != normalised(y.commentBefore) || x.nags != y.nags
        || x.clock != y.clock || x.eval != y.eval || a.childCount() != b.childCount())
        return false;
    for (std::size_t i = 0; i < a.childCount(); ++i)
        if (!(a.child(i).move == b.child(i).move) || !sameTree(a.child(i), b.child(i)))
            return false;
    return true;
}

void checkWriteRoundTrip(const PgnGame& game, std::string_view input) {
    const std::string written = writePgn(game);
    const PgnParseResult again = parsePgn(written);
    check(again.ok(), "writePgn output does not read back", written);
    check(again.games.size() == 1, "writePgn output reads as another number of games", written);
    const PgnGame& back = again.games.front();
    check(back.start() == game.start(), "PGN round trip changes the start position", written);
    check(sameTree(back.game.root(), game.game.root()), "PGN round trip changes the movetext",
        written);
    check(back.result == game.result, "PGN round trip changes the result", written);
    for (const PgnTag& t : game.tags) {
        if (t.name == "Result" || t.name == "FEN" || t.name == "SetUp") continue;
        if (!isStandardTagName(t.name)) continue;
        check(back.tag(t.name) == writableValue(game.tag(t.name)), "PGN round trip changes a tag",
            written);
    }
    check(writePgn(back) == written, "PGN written twice differs", written);
    static_cast<void>(input);
}

bool sameError(const PgnError& a, const PgnError& b) {
    return a.message == b.message && a.line == b.line && a.column == b.column && a.game == b.game;
}

/// The ranges lie in the input, in order; a complete game's bytes read alone give that game.
void checkRanges(std::string_view text, const PgnParseResult& result) {
    check(result.ranges.size() == result.games.size(), "a game without its range", text);
    std::size_t previousEnd = 0;
    for (std::size_t i = 0; i < result.games.size(); ++i) {
        const PgnRange range = result.ranges[i];
        check(previousEnd <= range.begin && range.begin < range.end && range.end <= text.size(),
            "PGN ranges overlap or leave the input", text);
        previousEnd = range.end;
        if (!result.isComplete(i)) continue;
        const PgnParseResult alone = parsePgn(text.substr(range.begin, range.size()));
        check(alone.games.size() == 1 && alone.isComplete(0)
                && writePgn(alone.games[0]) == writePgn(result.games[i]),
            "a game's range read alone gives another game", text);
    }
}

/// The text as a stream read in pieces of `piece` bytes gives what the whole text gave.
void checkStream(std::string_view text, const PgnParseResult& result, std::size_t piece) {
    std::istringstream in { std::string(text) };
    PgnReader reader(in, piece);
    std::size_t count = 0;
    while (const std::optional<PgnGame> game = reader.next()) {
        check(count < result.games.size() && reader.lastGameRange() == result.ranges[count]
                && reader.lastGameComplete() == result.isComplete(count)
                && writePgn(*game) == writePgn(result.games[count]),
            "a stream read in pieces gives another game", text);
        ++count;
    }
    check(count == result.games.size(), "a stream read in pieces gives fewer games", text);
    check(std::equal(reader.errors().begin(), reader.errors().end(), result.errors.begin(),
              result.errors.end(), sameError)
            && std::equal(reader.warnings().begin(), reader.warnings().end(),
                result.warnings.begin(), result.warnings.end(), sameError),
        "a stream read in pieces gives other errors or warnings", text);
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
    check(result.error.has_value() == !result.errors.empty(), "first error and errors disagree",
        text);
    for (std::size_t i = 0; i < result.games.size(); ++i) {
        checkLegalTree(result.games[i].game.root(), text);
        if (result.isComplete(i)) checkWriteRoundTrip(result.games[i], text);
    }
    checkRanges(text, result);
    checkStream(text, result, 1 + size % 13);
    return 0;
}
