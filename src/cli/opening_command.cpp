// SPDX-License-Identifier: GPL-3.0-or-later
// The opening command: the ECO code and name of the opening a line of moves reaches.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/core/fen.h"
#include "rochade/core/openings.h"

#include <algorithm>
#include <cctype>

namespace rochade::cli {

namespace {

/// "1." or "12...": a move number as people write it between the moves; skipped.
bool isMoveNumber(std::string_view word) {
    const auto digitsEnd = std::find_if_not(
        word.begin(), word.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
    return digitsEnd != word.begin() && digitsEnd != word.end()
        && std::all_of(digitsEnd, word.end(), [](char c) { return c == '.'; });
}

} // namespace

int runOpeningCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "fen" }, {}, { "fen" }, 1000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli opening: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    Position start = Position::startPosition();
    if (const auto fen = arguments.value("fen"); fen && *fen != "startpos") {
        auto pos = parseFen(*fen);
        if (!pos) {
            err << "rochade-cli opening: invalid FEN '" << *fen << "': " << pos.error().message
                << '\n';
            return kExitUsage;
        }
        start = std::move(pos).value();
    }
    Game game(start);
    for (const std::string& word : arguments.positional()) {
        if (isMoveNumber(word)) continue;
        const auto node = game.addSanMove(game.currentNode(), word);
        if (!node) {
            err << "rochade-cli opening: move " << game.ply() + 1 << ": " << node.error().message
                << '\n';
            return kExitUsage;
        }
        game.goTo(*node.value());
    }
    const OpeningEntry* entry = OpeningCatalogue::builtin().classify(game.currentNode());
    if (entry)
        out << entry->eco << ' ' << entry->name << '\n';
    else
        out << "No named opening\n";
    return kExitOk;
}

} // namespace rochade::cli
