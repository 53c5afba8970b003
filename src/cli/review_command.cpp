// SPDX-License-Identifier: GPL-3.0-or-later
// The review command: every game of a PGN file reviewed by the engine, as the window's
// Review Game does, and written back with NAGs, %eval and the sentences.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/cli/text_file.h"
#include "rochade/core/pgn.h"
#include "rochade/review/move_review.h"
#include "rochade/review/review_record.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace rochade::cli {

namespace {

/// A side's accuracy with one decimal, "-" when it made no move.
std::string accuracyField(std::span<const review::MoveReview> moves, Color side) {
    const std::optional<double> accuracy = review::accuracyOf(moves, side);
    if (!accuracy) return "-";
    char text[16];
    std::snprintf(text, sizeof text, "%.1f", *accuracy);
    return text;
}

/// "inaccuracies mistakes blunders" of a side, as three tab-separated fields.
std::string classFields(std::span<const review::MoveReview> moves, Color side) {
    return std::to_string(review::countOf(moves, side, review::MoveClass::Inaccuracy)) + '\t'
        + std::to_string(review::countOf(moves, side, review::MoveClass::Mistake)) + '\t'
        + std::to_string(review::countOf(moves, side, review::MoveClass::Blunder));
}

} // namespace

int runReviewCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "out", "depth", "movetime", "nodes" }, {}, {}, 1 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli review: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    if (arguments.positional().size() != 1) {
        err << "rochade-cli review: give one PGN file\n";
        return kExitUsage;
    }
    if (arguments.has("depth") && arguments.has("movetime")) {
        err << "rochade-cli review: --depth and --movetime exclude each other\n";
        return kExitUsage;
    }
    const auto depth = arguments.intValue("depth", 1, 64, 0);
    const auto moveTime = arguments.intValue("movetime", 1, 3'600'000, 0);
    const auto nodes = arguments.intValue("nodes", 1, 1'000'000'000'000, 0);
    for (const auto* value : { &depth, &moveTime, &nodes }) {
        if (!*value) {
            err << "rochade-cli review: " << value->error().message << '\n';
            return kExitUsage;
        }
    }
    engine::SearchLimits limits;
    limits.depth = static_cast<int>(depth.value());
    limits.moveTimeMs = static_cast<int>(moveTime.value());
    limits.nodes = static_cast<std::uint64_t>(nodes.value());

    const std::string& path = arguments.positional().front();
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec)) in.open(path, std::ios::binary);
    if (!in.is_open()) {
        err << "rochade-cli review: cannot open '" << path << "'\n";
        return kExitUsage;
    }
    // The reviewed games go to --out (written atomically, so even --out naming the input
    // replaces it only when every game is written), else to stdout; the per-game lines go
    // to stdout with --out, else to stderr.
    std::unique_ptr<PgnFileWriter> file;
    if (const std::optional<std::string> outPath = arguments.value("out")) {
        auto opened = PgnFileWriter::open(*outPath);
        if (!opened) {
            err << "rochade-cli review: " << opened.error().message << '\n';
            return kExitFailure;
        }
        file = std::move(opened).value();
    }
    std::ostream& report = file ? out : err;

    // One game at a time, so that memory does not grow with the file.
    PgnReader reader(in);
    review::GameReviewer reviewer;
    std::size_t number = 0;
    std::size_t reviewed = 0;
    std::size_t skipped = 0;
    std::size_t errorsShown = 0;
    while (std::optional<PgnGame> game = reader.next()) {
        ++number;
        for (; errorsShown < reader.errors().size(); ++errorsShown) {
            const PgnError& error = reader.errors()[errorsShown];
            err << path << ':' << error.line << ':' << error.column << ": " << error.message
                << '\n';
        }
        if (!reader.lastGameComplete()) {
            ++skipped;
            err << path << ": game " << number << " skipped: it has an error\n";
            continue;
        }
        const std::vector<review::MoveReview> moves = reviewer.review(game->game, limits);
        std::vector<review::ReviewMark> marks;
        for (const review::MoveReview& move : moves)
            marks.push_back(review::markOf(move, review::englishSentence(move)));
        bool changed = false;
        review::writeReview(game->game, marks, review::englishSentenceLength, changed);
        if (file)
            file->write(*game);
        else
            out << writePgn(*game) << std::flush;
        ++reviewed;
        report << number << '\t' << tabSeparatedField(game->tag("White").value_or("?")) << '\t'
               << tabSeparatedField(game->tag("Black").value_or("?")) << '\t'
               << classFields(moves, Color::White) << '\t' << classFields(moves, Color::Black)
               << '\t' << accuracyField(moves, Color::White) << '\t'
               << accuracyField(moves, Color::Black) << '\n'
               << std::flush;
    }
    if (in.bad()) {
        err << "rochade-cli review: cannot read '" << path << "'\n";
        return kExitUsage;
    }
    if (file) {
        const Result<bool> saved = file->commit();
        if (!saved) {
            err << "rochade-cli review: " << saved.error().message << '\n';
            return kExitFailure;
        }
    }
    report << "# reviewed " << reviewed << (reviewed == 1 ? " game" : " games");
    if (skipped > 0) report << " (" << skipped << " skipped, named on stderr)";
    report << '\n';
    return kExitOk;
}

} // namespace rochade::cli
