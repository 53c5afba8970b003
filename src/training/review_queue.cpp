// SPDX-License-Identifier: GPL-3.0-or-later
// The background review's queue file: read strictly, written atomically.
#include "rochade/training/review_queue.h"

#include "rochade/training/durable_file.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

namespace rochade::training {

namespace {

constexpr std::string_view kQueueMagic = "rochade-review-queue";
constexpr int kQueueVersion = 1;

std::string_view queueSideName(ReviewSide side) {
    switch (side) {
    case ReviewSide::White:
        return "white";
    case ReviewSide::Black:
        return "black";
    case ReviewSide::FromRecord:
        break;
    }
    return "record";
}

std::optional<ReviewSide> queueSideFromName(std::string_view name) {
    for (const ReviewSide side : { ReviewSide::White, ReviewSide::Black, ReviewSide::FromRecord })
        if (queueSideName(side) == name) return side;
    return std::nullopt;
}

std::string_view queueStateName(ReviewState state) {
    switch (state) {
    case ReviewState::Queued:
        return "queued";
    case ReviewState::Reviewed:
        return "reviewed";
    case ReviewState::Skipped:
        break;
    }
    return "skipped";
}

std::optional<ReviewState> queueStateFromName(std::string_view name) {
    for (const ReviewState state :
        { ReviewState::Queued, ReviewState::Reviewed, ReviewState::Skipped })
        if (queueStateName(state) == name) return state;
    return std::nullopt;
}

std::vector<std::string_view> queueFields(std::string_view line) {
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

/// A whole decimal number, nothing before or after it.
template <class T> std::optional<T> queueNumber(std::string_view text) {
    T value {};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc {} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

Error queueError(const std::string& path, int line, const std::string& what) {
    return Error { path + ": line " + std::to_string(line) + ": " + what };
}

} // namespace

Result<ReviewQueue> ReviewQueue::open(std::string path) {
    std::error_code ec;
    const bool exists = std::filesystem::exists(path, ec);
    if (ec) return Error { "cannot look at '" + path + "': " + ec.message() };
    if (!exists) return ReviewQueue(std::move(path));
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    if (!file || !(text << file.rdbuf()) || file.bad())
        return Error { "cannot read '" + path + "'" };
    return parse(std::move(path), text.view());
}

Result<ReviewQueue> ReviewQueue::parse(std::string path, std::string_view text) {
    ReviewQueue queue(path);
    std::set<std::int64_t> seen;
    bool headerRead = false;
    bool counted = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            return queueError(path, lineNumber + 1, "the last line has no line break");
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (line.empty() || line.front() == '#') continue;
        const std::vector<std::string_view> fields = queueFields(line);
        if (counted) return queueError(path, lineNumber, "nothing may follow the count");
        if (!headerRead) {
            if (fields.size() != 2 || fields[0] != kQueueMagic)
                return queueError(path, lineNumber, "not a review queue file");
            const auto version = queueNumber<int>(fields[1]);
            if (!version || *version < 1)
                return queueError(path, lineNumber, "bad version '" + std::string(fields[1]) + "'");
            if (*version > kQueueVersion)
                return queueError(path, lineNumber,
                    "version " + std::to_string(*version) + " is newer than this program reads");
            headerRead = true;
            continue;
        }
        if (fields[0] == "count") {
            const auto count
                = fields.size() == 2 ? queueNumber<std::size_t>(fields[1]) : std::nullopt;
            if (!count) return queueError(path, lineNumber, "bad count line");
            if (*count != queue.m_games.size())
                return queueError(path, lineNumber,
                    "count " + std::to_string(*count) + " but "
                        + std::to_string(queue.m_games.size()) + " games");
            counted = true;
            continue;
        }
        if (fields[0] != "game" || fields.size() != 5)
            return queueError(path, lineNumber, "expected 'game' with four fields, or 'count'");
        const auto id = queueNumber<std::int64_t>(fields[1]);
        const auto side = queueSideFromName(fields[2]);
        const auto state = queueStateFromName(fields[3]);
        const auto cards = queueNumber<int>(fields[4]);
        if (!id || *id <= 0)
            return queueError(path, lineNumber, "bad game id '" + std::string(fields[1]) + "'");
        if (!side) return queueError(path, lineNumber, "bad side '" + std::string(fields[2]) + "'");
        if (!state)
            return queueError(path, lineNumber, "bad state '" + std::string(fields[3]) + "'");
        if (!cards || *cards < 0)
            return queueError(path, lineNumber, "bad card count '" + std::string(fields[4]) + "'");
        if (!seen.insert(*id).second)
            return queueError(path, lineNumber, "game " + std::to_string(*id) + " twice");
        queue.m_games.push_back(QueuedGame { *id, *side, *state, *cards });
    }
    if (!headerRead) return queueError(path, lineNumber, "not a review queue file (empty)");
    if (!counted) return queueError(path, lineNumber, "cut short: no count line");
    return queue;
}

bool ReviewQueue::add(std::int64_t libraryGameId, ReviewSide side) {
    const auto known = std::ranges::find(m_games, libraryGameId, &QueuedGame::libraryGameId);
    if (known != m_games.end()) return false;
    m_games.push_back(QueuedGame { libraryGameId, side, ReviewState::Queued, 0 });
    return true;
}

const QueuedGame* ReviewQueue::next() const {
    const auto found = std::ranges::find(m_games, ReviewState::Queued, &QueuedGame::state);
    return found == m_games.end() ? nullptr : &*found;
}

bool ReviewQueue::finish(std::int64_t libraryGameId, ReviewState state, int cards) {
    const auto found = std::ranges::find(m_games, libraryGameId, &QueuedGame::libraryGameId);
    if (found == m_games.end()) return false;
    found->state = state;
    found->cards = cards;
    return true;
}

std::size_t ReviewQueue::pending() const {
    return static_cast<std::size_t>(
        std::ranges::count(m_games, ReviewState::Queued, &QueuedGame::state));
}

std::string ReviewQueue::text() const {
    std::string out;
    out += kQueueMagic;
    out += '\t' + std::to_string(kQueueVersion) + '\n';
    out += "# Rochade's background review: library game id, side, state, cards added.\n";
    for (const QueuedGame& game : m_games) {
        out += "game\t" + std::to_string(game.libraryGameId) + '\t';
        out += queueSideName(game.side);
        out += '\t';
        out += queueStateName(game.state);
        out += '\t' + std::to_string(game.cards) + '\n';
    }
    out += "count\t" + std::to_string(m_games.size()) + '\n';
    return out;
}

Result<bool> ReviewQueue::save() const {
    return writeFileAtomically(m_path, text());
}

} // namespace rochade::training
