// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from PGN games and EPD lines, read as a stream.
#include "rochade/puzzles/puzzle_reader.h"

#include "word_list.h"

#include "rochade/core/epd.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <istream>

namespace rochade::puzzles {

namespace {

std::string lowerPuzzleText(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

/// A PGN tag's value unless it is absent, empty or PGN's "unknown" ("?", "????.??.??").
std::optional<std::string> knownTag(const PgnGame& game, std::string_view name) {
    std::optional<std::string> value = game.tag(name);
    if (!value || value->empty()
        || std::all_of(value->begin(), value->end(), [](char c) { return c == '?' || c == '.'; }))
        return std::nullopt;
    return value;
}

std::optional<std::string> firstKnownTag(
    const PgnGame& game, std::initializer_list<std::string_view> names) {
    for (std::string_view name : names)
        if (std::optional<std::string> value = knownTag(game, name)) return value;
    return std::nullopt;
}

/// Event, else "White - Black, Site Year" from what the tags know.
std::string pgnPuzzleName(const PgnGame& game) {
    if (std::optional<std::string> event = knownTag(game, "Event")) return *event;
    const std::optional<std::string> white = knownTag(game, "White");
    const std::optional<std::string> black = knownTag(game, "Black");
    std::string name;
    if (white || black) name = white.value_or("?") + " - " + black.value_or("?");
    std::string place;
    if (std::optional<std::string> site = knownTag(game, "Site")) place = *site;
    if (std::optional<std::string> date = knownTag(game, "Date")) {
        const std::string year = date->substr(0, date->find('.'));
        if (year.find('?') == std::string::npos) detail::appendWord(place, year);
    }
    if (!place.empty()) detail::appendWord(name, place, ", ");
    return name;
}

std::vector<std::string> splitThemes(std::string_view text) {
    std::vector<std::string> themes;
    std::string current;
    for (char c : text) {
        if (c == ',' || std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty()) themes.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) themes.push_back(std::move(current));
    return themes;
}

std::optional<int> ratingValue(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc {} || end != text.data() + text.size() || value <= 0 || value > 4000)
        return std::nullopt;
    return value;
}

void finishPuzzleId(Puzzle& puzzle, std::optional<std::string> id) {
    if (id)
        puzzle.id = *id;
    else if (!puzzle.name.empty())
        puzzle.id = puzzle.name;
    else
        puzzle.id = "#" + std::to_string(puzzle.number);
}

/// The SAN operands of an EPD operation as moves of `position`.
Result<std::vector<Move>> epdMoves(const Position& position, const EpdOperation* op) {
    std::vector<Move> moves;
    if (!op) return moves;
    for (const std::string& san : op->operands) {
        Result<Move> move = parseSan(position, san);
        if (!move) return Error { op->opcode + " '" + san + "': " + move.error().message };
        moves.push_back(move.value());
    }
    return moves;
}

} // namespace

std::optional<PuzzleFileFormat> puzzleFormatFromName(std::string_view path) {
    const std::string lower = lowerPuzzleText(path);
    if (lower.ends_with(".epd")) return PuzzleFileFormat::Epd;
    if (lower.ends_with(".pgn")) return PuzzleFileFormat::Pgn;
    return std::nullopt;
}

PuzzleFileFormat sniffPuzzleFormat(std::istream& input) {
    const std::streampos start = input.tellg();
    PuzzleFileFormat format = PuzzleFileFormat::Pgn;
    for (std::string line; std::getline(input, line);) {
        if (isEpdBlankOrComment(line)) continue;
        const std::size_t begin = line.find_first_not_of(" \t");
        const std::size_t end = line.find_first_of(" \t\r", begin);
        if (line.substr(begin, end - begin).find('/') != std::string::npos)
            format = PuzzleFileFormat::Epd;
        break;
    }
    input.clear();
    input.seekg(start);
    return format;
}

PuzzleEntry puzzleFromPgnGame(const PgnGame& game, std::size_t number) {
    PuzzleEntry entry;
    entry.number = number;
    Puzzle puzzle;
    puzzle.number = number;
    puzzle.name = pgnPuzzleName(game);
    puzzle.start = game.start();
    puzzle.solver = puzzle.start.sideToMove();
    puzzle.line = game.moves();
    if (std::optional<std::string> rating = firstKnownTag(game, { "PuzzleRating", "Rating" }))
        puzzle.rating = ratingValue(*rating);
    if (std::optional<std::string> themes = firstKnownTag(game, { "PuzzleThemes", "Themes" }))
        puzzle.themes = splitThemes(*themes);
    finishPuzzleId(puzzle, firstKnownTag(game, { "PuzzleId", "Id" }));

    if (std::optional<std::string> termination = knownTag(game, "Termination")) {
        Result<PuzzleGoal> goal = parsePuzzleGoal(*termination);
        if (goal) {
            puzzle.goal = std::move(goal).value();
        } else if (puzzle.line.empty()) {
            entry.error = goal.error().message + " and no moves";
            return entry;
        } else {
            entry.warnings.push_back(goal.error().message + ": the moves are the solution");
        }
    }
    if (puzzle.goal && (puzzle.goal->kind != GoalKind::Mate || puzzle.line.empty())) {
        puzzle.form = PuzzleForm::Goal;
    } else if (!puzzle.line.empty()) {
        puzzle.form = PuzzleForm::SolutionLine;
    } else {
        entry.error = "no moves and no goal";
        return entry;
    }
    entry.puzzle = std::move(puzzle);
    return entry;
}

PuzzleEntry puzzleFromEpdLine(std::string_view line, std::size_t number) {
    PuzzleEntry entry;
    entry.number = number;
    Result<EpdRecord> record = parseEpd(line);
    if (!record) {
        entry.error = record.error().message;
        return entry;
    }
    Puzzle puzzle;
    puzzle.number = number;
    puzzle.start = record.value().position;
    puzzle.solver = puzzle.start.sideToMove();
    puzzle.form = PuzzleForm::BestMoves;
    if (const EpdOperation* c0 = record.value().find("c0"); c0 && !c0->operands.empty())
        puzzle.name = c0->operands.front();
    std::optional<std::string> id;
    if (const EpdOperation* op = record.value().find("id"); op && !op->operands.empty())
        id = op->operands.front();
    finishPuzzleId(puzzle, id);
    Result<std::vector<Move>> best = epdMoves(puzzle.start, record.value().find("bm"));
    Result<std::vector<Move>> avoid = epdMoves(puzzle.start, record.value().find("am"));
    if (!best || !avoid) {
        entry.error = "EPD: " + (best ? avoid.error() : best.error()).message;
        return entry;
    }
    puzzle.bestMoves = std::move(best).value();
    puzzle.avoidMoves = std::move(avoid).value();
    if (puzzle.bestMoves.empty() && puzzle.avoidMoves.empty()) {
        entry.error = "EPD: no bm or am move";
        return entry;
    }
    entry.puzzle = std::move(puzzle);
    return entry;
}

PuzzleReader::PuzzleReader(std::istream& input, PuzzleFileFormat format)
    : m_input(input)
    , m_format(format) {
    if (m_format == PuzzleFileFormat::Pgn) m_pgn = std::make_unique<PgnReader>(m_input);
}

PuzzleReader::~PuzzleReader() = default;

bool PuzzleReader::failed() const {
    return m_input.bad();
}

std::optional<PuzzleEntry> PuzzleReader::next() {
    if (m_pgn) {
        std::optional<PgnGame> game = m_pgn->next();
        if (!game) return std::nullopt;
        ++m_number;
        if (m_pgn->lastGameComplete()) return puzzleFromPgnGame(*game, m_number);
        // The game's own error: the last one noted names it.
        const auto& errors = m_pgn->errors();
        const auto own = std::find_if(errors.rbegin(), errors.rend(),
            [&](const PgnError& e) { return e.game == m_number - 1; });
        const std::string error = own != errors.rend() ? own->message : "PGN error";
        const int line = own != errors.rend() ? own->line : 0;
        // A goal does not need the moves: lichess's practice studies show an example line
        // beside it, and some of those lines have a move the position does not allow. The
        // valid part is kept; a solution line with an error is no puzzle.
        const std::optional<std::string> fen = game->tag("FEN");
        PuzzleEntry entry = puzzleFromPgnGame(*game, m_number);
        entry.line = line;
        if (entry.ok() && entry.puzzle->form == PuzzleForm::Goal && (!fen || parseFen(*fen).ok())) {
            entry.warnings.push_back("the example line stops at: " + error);
        } else {
            entry.puzzle.reset();
            entry.error = error;
        }
        return entry;
    }
    for (std::string line; std::getline(m_input, line);) {
        ++m_lineNumber;
        if (isEpdBlankOrComment(line)) continue;
        PuzzleEntry entry = puzzleFromEpdLine(line, ++m_number);
        entry.line = m_lineNumber;
        return entry;
    }
    return std::nullopt;
}

} // namespace rochade::puzzles
