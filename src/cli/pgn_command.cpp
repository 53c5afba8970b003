// SPDX-License-Identifier: GPL-3.0-or-later
// The pgn command: PGN files read and written back through the core's reader and writer.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <fstream>
#include <sstream>
#include <vector>

namespace rochade::cli {

namespace {

/// The bytes of `path`, or an error that names it.
Result<std::string> readWholeFile(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return Error { "cannot open '" + path + "'" };
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad()) return Error { "cannot read '" + path + "'" };
    return text.str();
}

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

    std::vector<PgnGame> written;
    std::size_t gameCount = 0;
    std::size_t errorCount = 0;
    for (const std::string& path : arguments.positional()) {
        const Result<std::string> text = readWholeFile(path);
        if (!text) {
            err << "rochade-cli pgn: " << text.error().message << '\n';
            return kExitFailure;
        }
        PgnParseResult read = parsePgn(text.value());
        for (const PgnError& e : read.warnings)
            report(err, path, e, true);
        for (const PgnError& e : read.errors)
            report(err, path, e, false);
        errorCount += read.errors.size();
        for (std::size_t i = 0; i < read.games.size(); ++i) {
            // The valid part of a game with an error is not passed on as if it were whole.
            if (!read.isComplete(i)) continue;
            ++gameCount;
            PgnGame& game = read.games[i];
            if (fen) out << toFen(game.game.position()) << '\n';
            if (pgnToStdout) out << writePgn(game);
            if (outPath) written.push_back(std::move(game));
        }
    }
    if (outPath) {
        const Result<bool> saved = writePgnFile(*outPath, written);
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
