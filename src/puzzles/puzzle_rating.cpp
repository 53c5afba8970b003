// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle rating: Glicko-2 per attempt, the history file, the estimate of a puzzle's rating.
#include "rochade/puzzles/puzzle_rating.h"
#include "rochade/training/durable_file.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <span>
#include <system_error>

namespace rochade::puzzles {

namespace {

constexpr std::string_view kRatingFileHeader = "rochade-puzzle-rating\t1";

/// Fields of one tab-separated line.
std::vector<std::string_view> ratingFileFields(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        fields.push_back(line.substr(start, tab - start));
        if (tab == std::string_view::npos) break;
        start = tab + 1;
    }
    return fields;
}

template <class Number> std::optional<Number> ratingFileNumber(std::string_view text) {
    Number value {};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// Ids and themes are written in one field: no tab, no line break, no comma in a theme.
std::string ratingFileField(std::string_view text, bool themeName = false) {
    std::string field(text);
    for (char& c : field)
        if (c == '\t' || c == '\n' || c == '\r' || (themeName && c == ',')) c = ' ';
    return field;
}

std::string fixedNumber(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

} // namespace

int PuzzleRating::streak() const {
    int count = 0;
    for (auto it = m_history.rbegin(); it != m_history.rend() && it->solved; ++it)
        ++count;
    return count;
}

int PuzzleRating::bestStreak() const {
    int best = 0;
    int run = 0;
    for (const PuzzleHistoryEntry& entry : m_history) {
        run = entry.solved ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

int PuzzleRating::solvedCount() const {
    return static_cast<int>(std::count_if(m_history.begin(), m_history.end(),
        [](const PuzzleHistoryEntry& entry) { return entry.solved; }));
}

std::map<std::string, ThemeResults> PuzzleRating::themeResults() const {
    std::map<std::string, ThemeResults> results;
    for (const PuzzleHistoryEntry& entry : m_history)
        for (const std::string& theme : entry.themes)
            ++(entry.solved ? results[theme].solved : results[theme].failed);
    return results;
}

void PuzzleRating::record(const PuzzleResult& result) {
    const training::Glicko2Game game { static_cast<double>(result.puzzleRating),
        result.ratingEstimated ? kEstimatedRatingDeviation : kFileRatingDeviation,
        result.solved ? 1.0 : 0.0 };
    m_rating = training::ratePeriod(m_rating, std::span(&game, 1));
    PuzzleHistoryEntry entry;
    entry.unixSeconds = result.unixSeconds;
    entry.puzzleId = ratingFileField(result.puzzleId);
    entry.puzzleRating = result.puzzleRating;
    entry.solved = result.solved;
    entry.ratingAfter = m_rating.rating;
    entry.deviationAfter = m_rating.deviation;
    for (const std::string& theme : result.themes)
        if (!theme.empty()) entry.themes.push_back(ratingFileField(theme, true));
    m_history.push_back(std::move(entry));
}

std::string PuzzleRating::toText() const {
    std::string text(kRatingFileHeader);
    text += "\nrating\t" + fixedNumber(m_rating.rating, 3) + '\t'
        + fixedNumber(m_rating.deviation, 3) + '\t' + fixedNumber(m_rating.volatility, 8) + '\n';
    for (const PuzzleHistoryEntry& entry : m_history) {
        std::string themes;
        for (const std::string& theme : entry.themes)
            themes += (themes.empty() ? "" : ",") + theme;
        text += "attempt\t" + std::to_string(entry.unixSeconds) + '\t'
            + (entry.solved ? "solved" : "failed") + '\t' + std::to_string(entry.puzzleRating)
            + '\t' + fixedNumber(entry.ratingAfter, 3) + '\t' + fixedNumber(entry.deviationAfter, 3)
            + '\t' + themes + '\t' + entry.puzzleId + '\n';
    }
    return text;
}

Result<PuzzleRating> PuzzleRating::fromText(std::string_view text) {
    PuzzleRating rating;
    bool sawRating = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const auto bad = [&] {
            return Error { "puzzle rating file, line " + std::to_string(lineNumber)
                + ": not as Rochade writes it" };
        };
        if (lineNumber == 1) {
            if (line != kRatingFileHeader) return bad();
            continue;
        }
        if (line.empty()) continue;
        const std::vector<std::string_view> fields = ratingFileFields(line);
        if (fields[0] == "rating" && fields.size() == 4 && !sawRating) {
            const auto r = ratingFileNumber<double>(fields[1]);
            const auto rd = ratingFileNumber<double>(fields[2]);
            const auto sigma = ratingFileNumber<double>(fields[3]);
            if (!r || !rd || !sigma || *rd <= 0 || *sigma <= 0) return bad();
            rating.m_rating = { *r, *rd, *sigma };
            sawRating = true;
        } else if (fields[0] == "attempt" && fields.size() == 8 && sawRating) {
            PuzzleHistoryEntry entry;
            const auto when = ratingFileNumber<std::int64_t>(fields[1]);
            const auto puzzleRating = ratingFileNumber<int>(fields[3]);
            const auto after = ratingFileNumber<double>(fields[4]);
            const auto deviation = ratingFileNumber<double>(fields[5]);
            if (!when || !puzzleRating || !after || !deviation
                || (fields[2] != "solved" && fields[2] != "failed"))
                return bad();
            entry.unixSeconds = *when;
            entry.solved = fields[2] == "solved";
            entry.puzzleRating = *puzzleRating;
            entry.ratingAfter = *after;
            entry.deviationAfter = *deviation;
            std::string_view themes = fields[6];
            while (!themes.empty()) {
                const std::size_t comma = themes.find(',');
                entry.themes.emplace_back(themes.substr(0, comma));
                themes = comma == std::string_view::npos ? std::string_view {}
                                                         : themes.substr(comma + 1);
            }
            entry.puzzleId = std::string(fields[7]);
            rating.m_history.push_back(std::move(entry));
        } else {
            return bad();
        }
    }
    if (lineNumber == 0) return Error { "puzzle rating file: empty" };
    if (!sawRating) return Error { "puzzle rating file: no rating line" };
    return rating;
}

Result<PuzzleRating> PuzzleRating::load(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return PuzzleRating {};
    std::ifstream file(path, std::ios::binary);
    if (!file) return Error { "cannot read '" + path + "'" };
    const std::string text { std::istreambuf_iterator<char>(file), {} };
    if (file.bad()) return Error { "cannot read '" + path + "'" };
    Result<PuzzleRating> read = fromText(text);
    if (!read) return Error { path + ": " + read.error().message };
    return read;
}

Result<bool> PuzzleRating::save(const std::string& path) const {
    std::error_code ec;
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    if (!folder.empty()) std::filesystem::create_directories(folder, ec);
    return training::writeFileAtomically(path, toText());
}

int estimatedPuzzleRating(int solverMoves, std::uint64_t nodes) {
    const double estimate = 600.0 + 250.0 * std::max(solverMoves, 1)
        + 100.0 * std::log2(1.0 + static_cast<double>(nodes) / 1000.0);
    return static_cast<int>(std::lround(std::clamp(estimate, 400.0, 3000.0)));
}

int solverMovesAsked(const Puzzle& puzzle) {
    switch (puzzle.form) {
    case PuzzleForm::SolutionLine:
        return std::max(puzzle.solverMovesInLine(), 1);
    case PuzzleForm::Goal:
        return puzzle.goal && puzzle.goal->kind != GoalKind::Promotion
            ? std::max(puzzle.goal->moves, 1)
            : 5;
    case PuzzleForm::BestMoves:
        return 1;
    }
    return 1;
}

std::uint64_t findingNodes(const Puzzle& puzzle, engine::Searcher& searcher, std::stop_token stop) {
    searcher.clearHash();
    const int moves = solverMovesAsked(puzzle);
    const bool mate = (puzzle.goal && puzzle.goal->kind == GoalKind::Mate);
    // Whether an iteration's answer is the puzzle's.
    const auto isAnswer = [&](const engine::SearchInfo& info) {
        if (info.principalVariation.empty()) return false;
        const Move first = info.principalVariation.front();
        if (mate && (!info.isMate || info.mateInMoves <= 0 || info.mateInMoves > moves))
            return false;
        switch (puzzle.form) {
        case PuzzleForm::SolutionLine:
            return mate || (!puzzle.line.empty() && first == puzzle.line.front());
        case PuzzleForm::Goal:
            return mate || info.depth >= 2 * moves;
        case PuzzleForm::BestMoves:
            if (!puzzle.bestMoves.empty())
                return std::find(puzzle.bestMoves.begin(), puzzle.bestMoves.end(), first)
                    != puzzle.bestMoves.end();
            return std::find(puzzle.avoidMoves.begin(), puzzle.avoidMoves.end(), first)
                == puzzle.avoidMoves.end();
        }
        return false;
    };
    // The nodes when the answer came and stayed: a later iteration that changes its mind
    // forgets it.
    std::optional<std::uint64_t> foundAt;
    engine::SearchLimits limits;
    limits.nodes = kFindingNodeCap;
    const engine::SearchResult result = searcher.search(
        puzzle.start, {}, limits,
        [&](const engine::SearchInfo& info) {
            if (!isAnswer(info))
                foundAt.reset();
            else if (!foundAt)
                foundAt = info.nodes;
        },
        stop);
    if (result.noLegalMove) return 0;
    return foundAt ? *foundAt : 2 * kFindingNodeCap;
}

int puzzleRatingOf(
    const Puzzle& puzzle, engine::Searcher& searcher, bool& estimated, std::stop_token stop) {
    estimated = !puzzle.rating.has_value();
    if (puzzle.rating) return *puzzle.rating;
    return estimatedPuzzleRating(solverMovesAsked(puzzle), findingNodes(puzzle, searcher, stop));
}

} // namespace rochade::puzzles
