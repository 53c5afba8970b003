// SPDX-License-Identifier: GPL-3.0-or-later
// The opening catalogue: tables read and replayed, positions indexed, games classified.
#include "rochade/core/openings.h"

#include "openings_data.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <atomic>
#include <cctype>

namespace rochade {

namespace {

constexpr std::string_view kHeader = "eco\tname\tpgn";

/// The text up to the next '\n' (without it, nor a '\r' before it); advances `rest` past it.
std::string_view takeLine(std::string_view& rest) {
    const std::size_t end = rest.find('\n');
    std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

/// The words of `text` split at spaces.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t end = std::min(text.find(' ', i), text.size());
        result.push_back(text.substr(i, end - i));
        i = end;
    }
    return result;
}

/// `text` in single quotes. (Built by appending: GCC 12 warns falsely, -Wrestrict, about
/// "'" + std::string(...).)
std::string inQuotes(std::string_view text) {
    std::string quoted(1, '\'');
    quoted.append(text).push_back('\'');
    return quoted;
}

bool isAsciiDigit(char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

/// "1." or "12..." : a move number, which the replay skips.
bool isMoveNumber(std::string_view word) {
    const std::size_t digits = static_cast<std::size_t>(
        std::find_if_not(word.begin(), word.end(), isAsciiDigit) - word.begin());
    return digits > 0 && digits < word.size()
        && word.find_first_not_of('.', digits) == std::string_view::npos;
}

/// "A00" to "E99".
bool isEcoCode(std::string_view eco) {
    return eco.size() == 3 && eco[0] >= 'A' && eco[0] <= 'E' && isAsciiDigit(eco[1])
        && isAsciiDigit(eco[2]);
}

/// The moves of the line read last and the position after each, so the next line, which in
/// a table sorted by code and name often starts with the same moves, replays only the moves
/// after the shared ones (this halves the time to read the tables).
struct ReplayCache {
    std::vector<std::string_view> moves; ///< views into the table being read
    std::vector<Move> played; ///< played[i]: moves[i] read
    std::vector<Position> after; ///< after[i]: the position after moves[0..i]
};

/// The position the line's moves reach from the initial position and their number, or why
/// they do not replay.
Result<std::pair<Position, int>> replay(std::string_view line, ReplayCache& cache) {
    std::vector<std::string_view> moves = words(line);
    std::erase_if(moves, isMoveNumber);
    if (moves.empty()) return Error { "the line has no moves" };
    const std::size_t shared = static_cast<std::size_t>(
        std::mismatch(moves.begin(), moves.end(), cache.moves.begin(), cache.moves.end()).first
        - moves.begin());
    cache.moves.resize(shared);
    cache.played.resize(shared);
    cache.after.resize(shared);
    Position pos = shared == 0 ? Position::startPosition() : cache.after.back();
    for (std::size_t i = shared; i < moves.size(); ++i) {
        const Result<Move> move = parseSan(pos, moves[i]);
        if (!move)
            return Error { "half-move " + std::to_string(i + 1) + ": " + move.error().message };
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
        cache.moves.push_back(moves[i]);
        cache.played.push_back(move.value());
        cache.after.push_back(pos);
    }
    return std::pair { pos, static_cast<int>(moves.size()) };
}

/// The entry a table line describes and the position it reaches, or why it is not one.
Result<std::pair<OpeningEntry, Position>> parseLine(std::string_view line, ReplayCache& cache) {
    const std::size_t firstTab = line.find('\t');
    const std::size_t secondTab
        = firstTab == std::string_view::npos ? firstTab : line.find('\t', firstTab + 1);
    if (secondTab == std::string_view::npos || line.find('\t', secondTab + 1) != line.npos)
        return Error { "expected three tab-separated columns (eco, name, pgn)" };
    const std::string_view eco = line.substr(0, firstTab);
    const std::string_view name = line.substr(firstTab + 1, secondTab - firstTab - 1);
    const std::string_view moves = line.substr(secondTab + 1);
    if (!isEcoCode(eco)) return Error { inQuotes(eco) + " is not an ECO code (A00-E99)" };
    if (name.empty()) return Error { "the name is empty" };
    auto played = replay(moves, cache);
    if (!played) return played.error();
    auto [position, plies] = std::move(played).value();
    OpeningEntry entry { std::string(eco), std::string(name), std::string(moves), plies };
    return std::pair { std::move(entry), position };
}

/// Counts the moves of the line just read (`line`) into `book`.
void addBookMoves(
    std::unordered_map<std::uint64_t, std::vector<BookMove>>& book, const ReplayCache& line) {
    // Every move of the line counts once, the shared first moves too: a move many lines
    // start with is a main line.
    std::uint64_t before = Position::startPosition().hash();
    for (std::size_t i = 0; i < line.played.size(); ++i) {
        std::vector<BookMove>& moves = book[before];
        const auto it = std::find_if(moves.begin(), moves.end(),
            [&](const BookMove& b) { return b.move == line.played[i]; });
        if (it == moves.end())
            moves.push_back({ line.played[i], 1 });
        else
            ++it->lines;
        before = line.after[i].hash();
    }
}

} // namespace

namespace {
/// Set (with release order) once builtin()'s catalogue is complete.
std::atomic<const OpeningCatalogue*> g_builtinBuilt { nullptr };
} // namespace

const OpeningCatalogue& OpeningCatalogue::builtin() {
    static const OpeningCatalogue catalogue = readBuiltinTables();
    g_builtinBuilt.store(&catalogue, std::memory_order_release);
    return catalogue;
}

const OpeningCatalogue* OpeningCatalogue::builtinIfBuilt() {
    return g_builtinBuilt.load(std::memory_order_acquire);
}

OpeningCatalogue OpeningCatalogue::readBuiltinTables() {
    OpeningCatalogue catalogue;
    for (const detail::EmbeddedTable& table : detail::embeddedOpeningTables())
        catalogue.addTable(table.text, table.name);
    return catalogue;
}

void OpeningCatalogue::addTable(std::string_view text, std::string_view source) {
    auto fail = [&](int line, std::string message) {
        m_errors.push_back({ std::string(source), line, std::move(message) });
    };
    std::string_view rest = text;
    if (takeLine(rest) != kHeader) {
        // Without the header the columns are unknown: nothing of the table is read.
        fail(1, "expected the header 'eco<TAB>name<TAB>pgn'");
        return;
    }
    ReplayCache cache;
    for (int number = 2; !rest.empty(); ++number) {
        const std::string_view line = takeLine(rest);
        if (line.empty()) continue;
        auto parsed = parseLine(line, cache);
        if (!parsed) {
            fail(number, parsed.error().message);
            continue;
        }
        auto [entry, position] = std::move(parsed).value();
        m_entries.push_back(std::move(entry));
        m_byPosition.try_emplace(position.hash(), m_entries.size() - 1);
        addBookMoves(m_bookMoves, cache);
    }
}

std::vector<BookMove> OpeningCatalogue::bookMoves(const Position& pos) const {
    const auto it = m_bookMoves.find(pos.hash());
    if (it == m_bookMoves.end()) return {};
    std::vector<BookMove> moves = it->second;
    // Two positions with one key are taken as one (see the class); a move that is not legal
    // here is the other position's and is not offered.
    const MoveList legal = MoveGenerator::legalMoves(pos);
    std::erase_if(moves, [&](const BookMove& b) { return !legal.contains(b.move); });
    std::stable_sort(moves.begin(), moves.end(),
        [](const BookMove& a, const BookMove& b) { return a.lines > b.lines; });
    return moves;
}

const OpeningEntry* OpeningCatalogue::find(const Position& pos) const {
    const auto it = m_byPosition.find(pos.hash());
    return it == m_byPosition.end() ? nullptr : &m_entries[it->second];
}

const OpeningEntry* OpeningCatalogue::classify(const Game::Node& node) const {
    if (node.position.isChess960()) return nullptr;
    for (const Game::Node* n = &node; n != nullptr; n = n->previous)
        if (const OpeningEntry* entry = find(n->position)) return entry;
    return nullptr;
}

} // namespace rochade
