// SPDX-License-Identifier: GPL-3.0-or-later
// The solve command: the engine solves each puzzle of a PGN or EPD file, judged by the same
// checker the window uses.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/text_file.h"
#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle_reader.h"
#include "rochade/puzzles/puzzle_solver.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

namespace rochade::cli {

namespace {

constexpr int kDefaultSolveMoveTimeMs = 1000;

} // namespace

int runSolveCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "nodes", "movetime" }, {}, {}, 1 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli solve: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    if (arguments.positional().size() != 1) {
        err << "rochade-cli solve: give one puzzle file (.pgn or .epd)\n";
        return kExitUsage;
    }
    if (arguments.has("nodes") && arguments.has("movetime")) {
        err << "rochade-cli solve: --nodes and --movetime exclude each other\n";
        return kExitUsage;
    }
    const auto nodes = arguments.intValue("nodes", 1, 1'000'000'000'000, 0);
    const auto moveTime = arguments.intValue("movetime", 1, 3'600'000, kDefaultSolveMoveTimeMs);
    if (!nodes || !moveTime) {
        err << "rochade-cli solve: " << (!nodes ? nodes.error() : moveTime.error()).message << '\n';
        return kExitUsage;
    }
    engine::SearchLimits limits;
    if (nodes.value() > 0)
        limits.nodes = static_cast<std::uint64_t>(nodes.value());
    else
        limits.moveTimeMs = static_cast<int>(moveTime.value());

    const std::string& path = arguments.positional().front();
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec)) in.open(path, std::ios::binary);
    if (!in.is_open()) {
        err << "rochade-cli solve: cannot open '" << path << "'\n";
        return kExitUsage;
    }
    const std::optional<puzzles::PuzzleFileFormat> named = puzzles::puzzleFormatFromName(path);
    const puzzles::PuzzleFileFormat format = named ? *named : puzzles::sniffPuzzleFormat(in);
    puzzles::PuzzleReader reader(in, format);
    engine::Searcher solver;
    engine::Searcher judge;
    std::size_t solved = 0;
    std::size_t total = 0;
    std::size_t unreadable = 0;
    while (std::optional<puzzles::PuzzleEntry> entry = reader.next()) {
        for (const std::string& warning : entry->warnings)
            err << path << ": puzzle " << entry->number << ": warning: " << warning << '\n';
        if (!entry->ok()) {
            ++unreadable;
            err << path << ':' << entry->line << ": puzzle " << entry->number
                << " skipped: " << entry->error << '\n';
            continue;
        }
        const puzzles::Puzzle& puzzle = *entry->puzzle;
        const puzzles::SolveReport report = puzzles::solvePuzzle(puzzle, solver, judge, limits);
        ++total;
        if (report.solved) ++solved;
        out << puzzle.number << '\t' << tabSeparatedField(puzzle.id) << '\t'
            << (report.solved ? "solved" : "failed") << '\t' << report.moves << '\t'
            << report.expected << '\n'
            << std::flush;
    }
    if (reader.failed()) {
        err << "rochade-cli solve: cannot read '" << path << "'\n";
        return kExitUsage;
    }
    out << "# solved " << solved << '/' << total;
    if (unreadable > 0) out << " (" << unreadable << " unreadable, named on stderr)";
    out << '\n';
    return kExitOk;
}

} // namespace rochade::cli
