// SPDX-License-Identifier: GPL-3.0-or-later
// PGN writing in export format, and the PgnGame helpers.
#include "rochade/core/pgn.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace rochade {

namespace {

/// The export format allows 80 columns; 79 also suits readers that count the newline.
constexpr std::size_t kMaxLineLength = 79;

constexpr std::array<std::string_view, 7> kRoster
    = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

bool isResultMarker(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/// A name the reader accepts back: a letter, then letters, digits and '_'.
bool isValidTagName(std::string_view name) {
    if (name.empty()) return false;
    auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    if (!letter(name.front())) return false;
    for (char c : name)
        if (!letter(c) && !(c >= '0' && c <= '9') && c != '_') return false;
    return true;
}

/// Tag values live on one line; control characters become spaces.
void appendTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += static_cast<unsigned char>(c) < 0x20 || c == 0x7F ? ' ' : c;
    }
    out += "\"]\n";
}

/// Joins tokens with single spaces, starting a new line before one that would pass the limit.
class LineWrapper {
public:
    explicit LineWrapper(std::string& out)
        : m_out(out) { }
    void add(std::string_view token) {
        if (m_length > 0 && m_length + 1 + token.size() > kMaxLineLength) {
            m_out += '\n';
            m_length = 0;
        }
        if (m_length > 0) {
            m_out += ' ';
            ++m_length;
        }
        m_out += token;
        m_length += token.size();
    }

private:
    std::string& m_out;
    std::size_t m_length = 0;
};

/// Adds a comment word by word so it wraps like the moves. '}' cannot be escaped in PGN
/// and is dropped. Returns false if nothing was written.
bool addComment(LineWrapper& wrapper, std::string_view comment) {
    std::vector<std::string> words;
    std::string word;
    for (char c : comment) {
        if (isSpace(c)) {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else if (c != '}' && static_cast<unsigned char>(c) >= 0x20 && c != 0x7F) {
            word += c;
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    if (words.empty()) return false;
    words.back() += '}';
    words.front() = '{' + words.front();
    for (const std::string& w : words)
        wrapper.add(w);
    return true;
}

} // namespace

std::optional<std::string> PgnGame::tag(std::string_view name) const {
    for (const PgnTag& t : tags)
        if (t.name == name) return t.value;
    return std::nullopt;
}

void PgnGame::setTag(std::string_view name, std::string value) {
    for (PgnTag& t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    tags.push_back(PgnTag { std::string(name), std::move(value) });
}

Game PgnGame::toGame() const {
    Game game(start);
    for (Move m : moves)
        if (!game.playMove(m).ok()) break;
    return game;
}

std::string writePgn(const PgnGame& game) {
    std::string out;
    const std::string result = isResultMarker(game.result) ? game.result : "*";
    for (std::string_view name : kRoster) {
        if (name == "Result") {
            appendTag(out, name, result);
            continue;
        }
        const auto value = game.tag(name);
        appendTag(out, name, value ? *value : name == "Date" ? "????.??.??" : "?");
    }
    const bool customStart = !(game.start == Position::startPosition());
    if (customStart) {
        appendTag(out, "SetUp", "1");
        appendTag(out, "FEN", toFen(game.start));
    }
    for (const PgnTag& t : game.tags) {
        const bool roster = std::find(kRoster.begin(), kRoster.end(), t.name) != kRoster.end();
        // SetUp and FEN follow the start position, never a stale tag.
        if (roster || t.name == "SetUp" || t.name == "FEN" || !isValidTagName(t.name)) continue;
        appendTag(out, t.name, t.value);
    }
    out += '\n';

    LineWrapper wrapper(out);
    auto commentAt = [&](std::size_t ply) {
        return ply < game.comments.size() && addComment(wrapper, game.comments[ply]);
    };
    Position pos = game.start;
    commentAt(0);
    bool numberBlackMove = true; // black's first move, and any after a comment, gets "N..."
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        if (!MoveGenerator::isLegal(pos, m)) break;
        // A move number stays on the line of its move.
        const std::string number = std::to_string(pos.fullmoveNumber());
        const std::string san = toSan(pos, m);
        if (pos.sideToMove() == Color::White || numberBlackMove) {
            std::string token = number;
            token += pos.sideToMove() == Color::White ? ". " : "... ";
            token += san;
            wrapper.add(token);
        } else {
            wrapper.add(san);
        }
        UndoInfo undo;
        pos.makeMove(m, undo);
        numberBlackMove = commentAt(i + 1);
    }
    wrapper.add(result);
    out += "\n\n";
    return out;
}

std::string writePgn(const Game& game, std::vector<PgnTag> tags) {
    PgnGame pgn;
    pgn.tags = std::move(tags);
    pgn.start = game.startPosition();
    pgn.moves = game.moves();
    const GameStatus status = game.status();
    const auto tagged = pgn.tag("Result");
    if (status.isOver())
        pgn.result = resultString(status.result);
    else if (tagged && isResultMarker(*tagged))
        pgn.result = *tagged;
    return writePgn(pgn);
}

} // namespace rochade
