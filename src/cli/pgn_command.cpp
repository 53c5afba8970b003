// SPDX-License-Identifier: GPL-3.0-or-later
// The pgn command: PGN files read and written back through the core's reader and writer.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/cli/text_file.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <memory>
#include <optional>
#include <vector>

namespace rochade::cli {

namespace {

void report(std::ostream& err, const std::string& path, const PgnError& e, bool warning) {
    err << path << ':' << e.line << ':' << e.column << ": " << (warning ? "warning: " : "")
        << e.message << '\n';
}

} // namespace

int runPgnCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "out" }, { "check", "fen" }, {}, 1000000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli pgn: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    if (arguments.positional().empty()) {
        err << "rochade-cli pgn: no PGN file given\n";
        return kExitUsage;
    }
    const bool check = arguments.has("check");
    const bool fen = arguments.has("fen");
    const std::optional<std::string> outPath = arguments.value("out");
    if (check && outPath) {
        err << "rochade-cli pgn: --check writes nothing; it cannot be combined with --out\n";
        return kExitUsage;
    }
    // PGN goes to --out, else to stdout unless stdout is taken by --fen or --check.
    const bool pgnToStdout = !outPath && !check && !fen;

    std::unique_ptr<PgnFileWriter> file;
    if (outPath) {
        auto opened = PgnFileWriter::open(*outPath);
        if (!opened) {
            err << "rochade-cli pgn: " << opened.error().message << '\n';
            return kExitFailure;
        }
        file = std::move(opened).value();
    }
    std::size_t gameCount = 0;
    std::size_t errorCount = 0;
    for (const std::string& path : arguments.positional()) {
        const Result<std::string> text = readWholeFile(path);
        if (!text) {
            err << "rochade-cli pgn: " << text.error().message << '\n';
            return kExitFailure;
        }
        // One game at a time, so that memory does not grow with the file.
        PgnReader reader(text.value());
        std::size_t errorsShown = 0;
        std::size_t warningsShown = 0;
        auto reportNew = [&] {
            for (; warningsShown < reader.warnings().size(); ++warningsShown)
                report(err, path, reader.warnings()[warningsShown], true);
            for (; errorsShown < reader.errors().size(); ++errorsShown)
                report(err, path, reader.errors()[errorsShown], false);
        };
        while (std::optional<PgnGame> game = reader.next()) {
            reportNew();
            // The valid part of a game with an error is not passed on as if it were whole.
            if (!reader.lastGameComplete()) continue;
            ++gameCount;
            if (fen) out << toFen(game->game.position()) << '\n';
            if (pgnToStdout) out << writePgn(*game);
            if (file) file->write(*game);
        }
        reportNew();
        errorCount += reader.errors().size();
    }
    if (file) {
        const Result<bool> saved = file->commit();
        if (!saved) {
            err << "rochade-cli pgn: " << saved.error().message << '\n';
            return kExitFailure;
        }
    }
    if (check || errorCount > 0)
        err << gameCount << (gameCount == 1 ? " game" : " games") << " read, " << errorCount
            << (errorCount == 1 ? " error" : " errors") << '\n';
    return errorCount > 0 ? kExitUsage : kExitOk;
}

} // namespace rochade::cli
