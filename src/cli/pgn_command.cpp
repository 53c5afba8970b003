// SPDX-License-Identifier: GPL-3.0-or-later
// The pgn command: PGN files read and written back through the core's reader and writer,
// or indexed: where each game lies in its file.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/cli/text_file.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rochade::cli {

namespace {

void report(std::ostream& err, const std::string& path, const PgnError& e, bool warning) {
    err << path << ':' << e.line << ':' << e.column << ": " << (warning ? "warning: " : "")
        << e.message << '\n';
}

/// Reports the errors and warnings `reader` noted since the last call, in their order.
class PgnReport {
public:
    PgnReport(const PgnReader& reader, std::string path, std::ostream& err)
        : m_reader(reader)
        , m_path(std::move(path))
        , m_err(err) { }
    void showNew() {
        for (; m_warnings < m_reader.warnings().size(); ++m_warnings)
            report(m_err, m_path, m_reader.warnings()[m_warnings], true);
        for (; m_errors < m_reader.errors().size(); ++m_errors)
            report(m_err, m_path, m_reader.errors()[m_errors], false);
    }

private:
    const PgnReader& m_reader;
    std::string m_path;
    std::ostream& m_err;
    std::size_t m_errors = 0;
    std::size_t m_warnings = 0;
};

/// A tag's value as one field of a tab-separated line: tabs and line breaks as spaces.
std::string fieldText(const std::optional<std::string>& value) {
    return tabSeparatedField(value.value_or(""));
}

/// `path` opened to be read as a stream (a directory is not opened); an error names it.
Result<std::ifstream> openPgnFile(const std::string& path) {
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec)) in.open(path, std::ios::binary);
    if (!in.is_open()) return Error { "cannot open '" + path + "'" };
    return Result<std::ifstream>(std::move(in));
}

/// `pgn --index FILE`, read as a stream: the file may be far larger than memory.
int indexPgnFile(const std::string& path, std::ostream& out, std::ostream& err) {
    Result<std::ifstream> opened = openPgnFile(path);
    if (!opened) {
        err << "rochade-cli pgn: " << opened.error().message << '\n';
        return kExitUsage;
    }
    std::ifstream in = std::move(opened).value();
    PgnReader reader(in);
    PgnReport report(reader, path, err);
    std::size_t index = 0;
    while (const std::optional<PgnGame> game = reader.next()) {
        report.showNew();
        const PgnRange range = reader.lastGameRange();
        out << index++ << '\t' << range.begin << '\t' << range.end << '\t'
            << fieldText(game->tag("White")) << '\t' << fieldText(game->tag("Black")) << '\t'
            << game->result << '\n';
    }
    report.showNew();
    if (in.bad()) {
        err << "rochade-cli pgn: cannot read '" << path << "'\n";
        return kExitUsage;
    }
    const std::size_t errors = reader.errors().size();
    out << "# " << index << (index == 1 ? " game, " : " games, ") << errors
        << (errors == 1 ? " error" : " errors") << '\n';
    return kExitOk;
}

} // namespace

int runPgnCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "out" }, { "check", "fen", "index" }, {}, 1000000 };
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
    if (arguments.has("index")) {
        if (arguments.positional().size() != 1 || arguments.has("out") || arguments.has("check")
            || arguments.has("fen")) {
            err << "rochade-cli pgn: --index takes one file and no other option\n";
            return kExitUsage;
        }
        return indexPgnFile(arguments.positional().front(), out, err);
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
        Result<std::ifstream> opened = openPgnFile(path);
        if (!opened) {
            err << "rochade-cli pgn: " << opened.error().message << '\n';
            return kExitFailure;
        }
        // A stream read one game at a time, so that memory does not grow with the file.
        std::ifstream in = std::move(opened).value();
        PgnReader reader(in);
        PgnReport report(reader, path, err);
        while (std::optional<PgnGame> game = reader.next()) {
            report.showNew();
            // The valid part of a game with an error is not passed on as if it were whole.
            if (!reader.lastGameComplete()) continue;
            ++gameCount;
            if (fen) out << toFen(game->game.position()) << '\n';
            if (pgnToStdout) out << writePgn(*game);
            if (file) file->write(*game);
        }
        report.showNew();
        if (in.bad()) {
            err << "rochade-cli pgn: cannot read '" << path << "'\n";
            return kExitFailure;
        }
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
