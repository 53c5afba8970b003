// SPDX-License-Identifier: GPL-3.0-or-later
// The library command: import, explore, search, material, export and stats over a game
// library file (rochade::library).
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/text_file.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/library/library.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <sstream>

namespace rochade::cli {

namespace {

using library::GameFilter;
using library::Library;

struct LibraryContext {
    std::ostream& out;
    std::ostream& err;
    std::string name; ///< "library import", for messages
    int fail(const std::string& message) const {
        err << "rochade-cli " << name << ": " << message << '\n';
        return kExitUsage;
    }
};

/// The library of --db. Only an import creates one: a command that reads a library that
/// does not exist is told so instead of getting an empty new file.
Result<std::unique_ptr<Library>> openLibrary(const Arguments& arguments, bool create = false) {
    const std::optional<std::string> db = arguments.value("db");
    if (!db) return Error { "--db LIB is required" };
    std::error_code ec;
    if (!create && !std::filesystem::exists(*db, ec))
        return Error { "there is no library '" + *db + "'" };
    return Library::open(*db);
}

/// The filter options shared by explore and export.
Result<GameFilter> filterOf(const Arguments& arguments) {
    GameFilter f;
    f.player = arguments.value("player").value_or("");
    f.dateFrom = arguments.value("from").value_or("");
    f.dateTo = arguments.value("to").value_or("");
    f.eco = arguments.value("eco").value_or("");
    f.myName = arguments.value("me").value_or("");
    f.collection = arguments.value("collection").value_or("");
    if (const auto color = arguments.value("color")) {
        if (*color == "white")
            f.color = Color::White;
        else if (*color == "black")
            f.color = Color::Black;
        else
            return Error { "--color: expected 'white' or 'black', got '" + *color + "'" };
    }
    if (const auto result = arguments.value("result")) {
        static const std::vector<std::string> kResults { "1-0", "1/2-1/2", "0-1", "*" };
        if (std::find(kResults.begin(), kResults.end(), *result) == kResults.end())
            return Error { "--result: expected 1-0, 0-1, 1/2-1/2 or *, got '" + *result + "'" };
        f.result = library::resultFromText(*result);
    }
    const Result<std::int64_t> rating = arguments.intValue("min-rating", 0, 4000, -1);
    if (!rating) return rating.error();
    if (rating.value() >= 0) f.minRating = static_cast<int>(rating.value());
    return f;
}

const std::vector<std::string_view> kFilterOptions { "player", "from", "to", "eco", "me",
    "collection", "color", "result", "min-rating" };

std::vector<std::string_view> withFilters(std::vector<std::string_view> options) {
    options.insert(options.end(), kFilterOptions.begin(), kFilterOptions.end());
    return options;
}

int importCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { { "db", "checkpoint", "collection" }, {}, {}, 1000000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    const Arguments& arguments = parsed.value();
    if (arguments.positional().empty()) return c.fail("no PGN file given");
    const Result<std::int64_t> checkpoint = arguments.intValue("checkpoint", 1, 100000000, 50000);
    if (!checkpoint) return c.fail(checkpoint.error().message);
    auto opened = openLibrary(arguments, true);
    if (!opened) return c.fail(opened.error().message);
    Library& lib = *opened.value();

    library::ImportOptions options;
    options.checkpointGames = static_cast<std::size_t>(checkpoint.value());
    options.collection = arguments.value("collection").value_or("");
    int status = kExitOk;
    std::size_t imported = 0;
    std::size_t duplicates = 0;
    std::size_t skipped = 0;
    for (const std::string& path : arguments.positional()) {
        options.progress = [&](std::size_t games, std::uint64_t bytes) {
            c.err << "progress\t" << path << '\t' << games << " games\t" << bytes << " bytes"
                  << std::endl;
        };
        // Each bad game and duplicate is named as it is found: a file imported twice has as
        // many duplicates as games.
        options.issue = [&](const library::ImportIssue& i) {
            c.err << i.file << ':' << i.line << ':' << i.column << ": " << i.message << '\n';
        };
        const library::ImportReport report = lib.importPgn(path, options);
        if (report.failure) {
            c.fail(report.failure->message);
            status = kExitUsage;
            continue;
        }
        c.out << tabSeparatedField(path) << '\t' << report.imported << '\t' << report.duplicateCount
              << '\t' << report.skipped << '\t' << report.resumedFrom << '\n';
        imported += report.imported;
        duplicates += report.duplicateCount;
        skipped += report.skipped;
    }
    c.out << "# " << imported << " games imported, " << duplicates << " duplicates, " << skipped
          << " skipped\n";
    return status;
}

/// The position of --fen or of the moves given, from the initial position.
Result<Position> positionOf(const Arguments& arguments) {
    Position position = Position::startPosition();
    if (const auto fen = arguments.value("fen"); fen && *fen != "startpos") {
        Result<Position> parsed = parseFen(*fen);
        if (!parsed) return Error { "--fen: " + parsed.error().message };
        position = parsed.value();
    }
    for (const std::string& word : arguments.positional()) {
        const Result<Move> move = parseSan(position, word);
        if (!move) return Error { "move '" + word + "': " + move.error().message };
        UndoInfo undo;
        position.makeMove(move.value(), undo);
    }
    return position;
}

void printMoves(
    std::ostream& out, const std::vector<library::ExplorerMove>& moves, const std::string& prefix) {
    for (const library::ExplorerMove& m : moves)
        out << prefix << m.san << '\t' << m.games << '\t' << m.whiteWins << '\t' << m.draws << '\t'
            << m.blackWins << '\n';
}

int exploreCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { withFilters({ "db", "fen", "fens" }), { "quiet" }, { "fen" }, 1000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    const Arguments& arguments = parsed.value();
    const Result<GameFilter> filter = filterOf(arguments);
    if (!filter) return c.fail(filter.error().message);
    // Bad moves or a bad FEN are refused before the library file is opened (or created).
    const Result<Position> position = positionOf(arguments);
    if (!position) return c.fail(position.error().message);
    auto opened = openLibrary(arguments);
    if (!opened) return c.fail(opened.error().message);
    const Library& lib = *opened.value();

    if (const auto fens = arguments.value("fens")) {
        if (arguments.has("fen") || !arguments.positional().empty())
            return c.fail("--fens takes no --fen and no moves");
        std::ifstream file(*fens);
        if (!file) return c.fail("cannot open '" + *fens + "'");
        std::vector<double> times;
        std::size_t number = 0;
        for (std::string line; std::getline(file, line);) {
            if (line.empty()) continue;
            ++number;
            const Result<Position> p = parseFen(line);
            if (!p) return c.fail(*fens + ":" + std::to_string(number) + ": " + p.error().message);
            const auto start = std::chrono::steady_clock::now();
            const auto moves = lib.explore(p.value(), filter.value());
            times.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
            if (!arguments.has("quiet")) printMoves(c.out, moves, std::to_string(number) + '\t');
        }
        std::sort(times.begin(), times.end());
        const auto percentile = [&](double q) {
            if (times.empty()) return 0.0;
            const auto at
                = static_cast<std::size_t>(q * static_cast<double>(times.size() - 1) + 0.5);
            return times[std::min(at, times.size() - 1)];
        };
        c.out << std::fixed << std::setprecision(2) << "# " << times.size() << " positions, median "
              << percentile(0.5) << " ms, p99 " << percentile(0.99) << " ms\n";
        return kExitOk;
    }

    const auto moves = lib.explore(position.value(), filter.value());
    printMoves(c.out, moves, "");
    std::size_t games = 0;
    for (const auto& m : moves)
        games += m.games;
    c.out << "# " << moves.size() << (moves.size() == 1 ? " move, " : " moves, ") << games
          << (games == 1 ? " game" : " games") << '\n';
    return kExitOk;
}

void printHits(std::ostream& out, const std::vector<library::PositionHit>& hits) {
    for (const library::PositionHit& h : hits)
        out << h.game << '\t' << tabSeparatedField(h.white) << '\t' << tabSeparatedField(h.black)
            << '\t' << library::resultText(h.result) << '\t' << tabSeparatedField(h.date) << '\t'
            << h.ply << '\n';
    out << "# " << hits.size() << (hits.size() == 1 ? " game" : " games") << '\n';
}

int searchCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { { "db", "fen", "limit", "offset" }, {}, { "fen" }, 1000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    const Arguments& arguments = parsed.value();
    const Result<std::int64_t> limit = arguments.intValue("limit", 1, 100000000, 1000);
    if (!limit) return c.fail(limit.error().message);
    const Result<std::int64_t> offset = arguments.intValue("offset", 0, 100000000, 0);
    if (!offset) return c.fail(offset.error().message);
    const Result<Position> position = positionOf(arguments);
    if (!position) return c.fail(position.error().message);
    auto opened = openLibrary(arguments);
    if (!opened) return c.fail(opened.error().message);
    printHits(c.out,
        opened.value()->findPosition(position.value(), static_cast<std::size_t>(limit.value()),
            static_cast<std::size_t>(offset.value())));
    return kExitOk;
}

int materialCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { { "db", "limit" }, { "fixed" }, {}, 3 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    const Arguments& arguments = parsed.value();
    std::string text;
    for (const std::string& word : arguments.positional())
        text += word + ' ';
    const auto pattern = library::MaterialPattern::parse(text, arguments.has("fixed"));
    if (!pattern) return c.fail(pattern.error().message);
    const Result<std::int64_t> limit = arguments.intValue("limit", 1, 100000000, 1000);
    if (!limit) return c.fail(limit.error().message);
    auto opened = openLibrary(arguments);
    if (!opened) return c.fail(opened.error().message);
    printHits(c.out,
        opened.value()->findMaterial(pattern.value(), static_cast<std::size_t>(limit.value())));
    return kExitOk;
}

int exportCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { withFilters({ "db", "out" }), {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    const Arguments& arguments = parsed.value();
    const std::optional<std::string> outPath = arguments.value("out");
    if (!outPath) return c.fail("--out FILE is required");
    const Result<GameFilter> filter = filterOf(arguments);
    if (!filter) return c.fail(filter.error().message);
    auto opened = openLibrary(arguments);
    if (!opened) return c.fail(opened.error().message);

    // Written beside the target and renamed over it: a reader never sees half a file.
    const std::string tmpPath = *outPath + ".tmp";
    std::ofstream file(tmpPath, std::ios::binary | std::ios::trunc);
    if (!file) {
        c.err << "rochade-cli library export: cannot write '" << tmpPath << "'\n";
        return kExitFailure;
    }
    const library::ExportReport report = opened.value()->exportPgn(filter.value(), file);
    file.close();
    std::error_code ec;
    if (report.failure || !file) {
        std::filesystem::remove(tmpPath, ec);
        c.err << "rochade-cli library export: "
              << (report.failure ? report.failure->message : "cannot write '" + tmpPath + "'")
              << '\n';
        return kExitFailure;
    }
    std::filesystem::rename(tmpPath, *outPath, ec);
    if (ec) {
        std::filesystem::remove(tmpPath, ec);
        c.err << "rochade-cli library export: cannot write '" << *outPath << "'\n";
        return kExitFailure;
    }
    c.out << "# " << report.games << (report.games == 1 ? " game" : " games") << " exported\n";
    return kExitOk;
}

int statsCommand(std::span<const std::string> args, const LibraryContext& c) {
    const ArgumentSpec spec { { "db" }, {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) return c.fail(parsed.error().message);
    auto opened = openLibrary(parsed.value());
    if (!opened) return c.fail(opened.error().message);
    const library::LibraryStats s = opened.value()->stats();
    c.out << "games\t" << s.games << "\nplayers\t" << s.players << "\nevents\t" << s.events
          << "\nindex segments\t" << s.segments << "\nindex entries\t" << s.indexEntries
          << "\nindex blocks\t" << s.indexBlocks << "\nindex bytes\t" << s.indexBytes
          << "\nfile bytes\t" << s.fileBytes << '\n'
          << "# " << s.games << " games\n";
    return kExitOk;
}

} // namespace

int runLibraryCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << "rochade-cli library: expected import, explore, search, material, export or "
               "stats\n";
        return kExitUsage;
    }
    const std::string& sub = args[0];
    const LibraryContext c { out, err, "library " + sub };
    const auto rest = args.subspan(1);
    if (sub == "import") return importCommand(rest, c);
    if (sub == "explore") return exploreCommand(rest, c);
    if (sub == "search") return searchCommand(rest, c);
    if (sub == "material") return materialCommand(rest, c);
    if (sub == "export") return exportCommand(rest, c);
    if (sub == "stats") return statsCommand(rest, c);
    err << "rochade-cli library: unknown subcommand '" << sub << "'\n";
    return kExitUsage;
}

} // namespace rochade::cli
