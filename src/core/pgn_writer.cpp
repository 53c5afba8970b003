// SPDX-License-Identifier: GPL-3.0-or-later
// PGN writing in export format, and the PgnGame helpers.
#include "rochade/core/pgn.h"

#include "pgn_detail.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>
#include <cctype>
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

/// Joins tokens with single spaces, starting a new line before one that would pass the
/// limit. Parentheses cling to the token inside them, as in "(1... c5 2. Nf3)".
class LineWrapper {
public:
    explicit LineWrapper(std::string& out)
        : m_out(out) { }
    /// A token may hold line breaks (a comment's lines): then its first line decides the
    /// wrapping before it, and its last line is where the next token goes on.
    void add(std::string_view token) {
        const std::size_t firstBreak = token.find('\n');
        const std::size_t size = m_prefix.size() + std::min(token.size(), firstBreak);
        if (m_length > 0 && m_length + 1 + size > kMaxLineLength) {
            m_out += '\n';
            m_length = 0;
        }
        if (m_length > 0) {
            m_out += ' ';
            ++m_length;
        }
        m_out += m_prefix;
        m_out += token;
        m_length = firstBreak == std::string_view::npos ? m_length + size
                                                        : token.size() - token.rfind('\n') - 1;
        m_prefix.clear();
    }
    void openParenthesis() { m_prefix += '('; }
    void closeParenthesis() {
        if (m_length + 1 > kMaxLineLength) {
            m_out += '\n';
            m_length = 0;
        }
        m_out += ')';
        ++m_length;
    }

private:
    std::string& m_out;
    std::string m_prefix;
    std::size_t m_length = 0;
};

/// Adds a comment as one piece: its words joined by single spaces, its line breaks and
/// paragraph breaks (a blank line) kept. No line of it is broken, however long: a break
/// added here would read back as one the comment has. '}' cannot be escaped in PGN and is
/// dropped; a line that would start with '%' gets a space first, since '%' in the first
/// column makes a line an escape that readers skip. Returns false if nothing was written.
bool addComment(LineWrapper& wrapper, std::string_view comment) {
    std::string unbraced(comment);
    std::erase(unbraced, '}');
    const std::string text = detail::normalisedComment(unbraced);
    if (text.empty()) return false;
    std::string braced(1, '{');
    for (const char c : text) {
        if (c == '%' && braced.back() == '\n') braced += ' ';
        braced += c;
    }
    braced += '}';
    wrapper.add(braced);
    return true;
}

/// Writes one move with its number, glyphs and comments. `numbered` says whether a black
/// move needs its "N..." (at the start of a line, after a comment or a variation); on return
/// it says the same of the next move.
void writeMove(LineWrapper& wrapper, const Game::Node& node, bool& numbered) {
    const Annotation& a = node.annotation;
    if (addComment(wrapper, a.commentBefore)) numbered = true;
    const Position& before = node.previous->position;
    if (before.sideToMove() == Color::White || numbered) {
        std::string token = std::to_string(before.fullmoveNumber());
        token += before.sideToMove() == Color::White ? ". " : "... ";
        token += node.san;
        wrapper.add(token);
    } else {
        wrapper.add(node.san);
    }
    for (int nag : a.nags) {
        // Built piecewise: GCC 12's -Wrestrict misfires on "$" + std::string at -O3.
        std::string token(1, '$');
        token += std::to_string(nag);
        wrapper.add(token);
    }
    std::string comment = detail::commandText(a);
    if (!comment.empty() && !a.comment.empty()) comment += ' ';
    comment += a.comment;
    numbered = addComment(wrapper, comment);
}

/// Writes the line that starts with `first`, each move followed by the variations that
/// replace it. Recursion is as deep as the variations are nested (the reader limits that).
void writeLine(LineWrapper& wrapper, const Game::Node* first) {
    bool numbered = true;
    for (const Game::Node* node = first; node; node = node->mainChild()) {
        writeMove(wrapper, *node, numbered);
        const Game::Node& parent = *node->previous;
        if (parent.mainChild() != node) continue;
        for (std::size_t i = 1; i < parent.childCount(); ++i) {
            wrapper.openParenthesis();
            writeLine(wrapper, &parent.child(i));
            wrapper.closeParenthesis();
            numbered = true;
        }
    }
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

std::vector<Move> PgnGame::moves() const {
    std::vector<Move> line;
    for (const Game::Node* n : game.mainLine())
        line.push_back(n->move);
    return line;
}

namespace {

GameResult resultOfRecordMarker(std::string_view marker) {
    if (marker == "1-0") return GameResult::WhiteWins;
    if (marker == "0-1") return GameResult::BlackWins;
    if (marker == "1/2-1/2") return GameResult::Draw;
    return GameResult::Ongoing;
}

/// The reason a Termination tag names, in the words lichess, chess.com and others use, if it
/// agrees with `result` and with `board` (the status of the final position); AsRecorded
/// otherwise. A mate or stalemate needs no tag (the board ends the game itself), and a tag
/// that claims one the board does not show is not believed.
GameEndReason reasonOfTermination(
    std::string termination, GameResult result, const GameStatus& board) {
    std::transform(termination.begin(), termination.end(), termination.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const auto says = [&termination](std::string_view word) {
        return termination.find(word) != std::string::npos;
    };
    const bool draw = result == GameResult::Draw;
    // "Time forfeit", "White won on time", "lost on time", "Game drawn by timeout vs
    // insufficient material".
    if (says("time"))
        return draw ? GameEndReason::TimeoutInsufficientMaterial : GameEndReason::Timeout;
    if (says("resign") && !draw) return GameEndReason::Resignation;
    if (says("agree") && draw) return GameEndReason::DrawAgreed;
    if (says("repetition") && draw && board.claimable == DrawClaim::ThreefoldRepetition)
        return GameEndReason::ThreefoldRepetition;
    if ((says("50") || says("fifty")) && draw && board.claimable == DrawClaim::FiftyMoves)
        return GameEndReason::FiftyMoveRule;
    return GameEndReason::AsRecorded;
}

} // namespace

Game PgnGame::toGame() const {
    Game copy = game;
    const Game::Node* end = &copy.root();
    while (end->mainChild())
        end = end->mainChild();
    copy.goTo(*end);
    const GameResult recorded = resultOfRecordMarker(result);
    if (!copy.isOver() && recorded != GameResult::Ongoing)
        copy.endAsRecorded(recorded,
            reasonOfTermination(tag("Termination").value_or(""), recorded, copy.status()));
    return copy;
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
    static const Position initial = Position::startPosition();
    // A Chess960 game names its variant and always gives its start (even number 518).
    const bool chess960 = game.start().isChess960();
    const bool customStart = chess960 || !(game.start() == initial);
    if (chess960) appendTag(out, "Variant", "Chess960");
    if (customStart) {
        appendTag(out, "SetUp", "1");
        appendTag(out, "FEN", toFen(game.start()));
    }
    for (const PgnTag& t : game.tags) {
        const bool roster = std::find(kRoster.begin(), kRoster.end(), t.name) != kRoster.end();
        // SetUp and FEN follow the start position, never a stale tag.
        if (roster || t.name == "SetUp" || t.name == "FEN" || !isValidTagName(t.name)
            || (chess960 && t.name == "Variant"))
            continue;
        appendTag(out, t.name, t.value);
    }
    out += '\n';

    LineWrapper wrapper(out);
    const Game::Node& root = game.game.root();
    addComment(wrapper, root.annotation.comment);
    if (root.mainChild()) writeLine(wrapper, root.mainChild());
    wrapper.add(result);
    out += "\n\n";
    return out;
}

std::string writePgn(const Game& game, std::vector<PgnTag> tags) {
    PgnGame pgn;
    pgn.tags = std::move(tags);
    // The line to the current node becomes the main line, and nothing after it is kept.
    pgn.game = game;
    const Game::Node& current = pgn.game.currentNode();
    pgn.game.makeMainLine(current);
    while (current.childCount() > 0)
        pgn.game.deleteVariation(current.child(0));
    pgn.result = resultString(game.status().result);
    return writePgn(pgn);
}

} // namespace rochade
