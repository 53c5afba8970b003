// SPDX-License-Identifier: GPL-3.0-or-later
// PGN reading: a parser that builds game trees from the lexer's tokens and reads on after errors.
#include "rochade/core/pgn.h"

#include "pgn_detail.h"
#include "pgn_lexer.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>

namespace rochade {

namespace {

using detail::Location;
using detail::Token;

/// One line of moves being read: the main line, or a variation inside parentheses.
struct Line {
    const Game::Node* last = nullptr; ///< the node the next move follows
    bool hasMove = false;
    /// Set when a variation closed after this line's last move: a comment then belongs
    /// before the next move rather than after the last one.
    bool afterVariation = false;
    std::string commentBefore; ///< waiting for the line's next move
    Location opened;
    bool isVariation = false;
};

} // namespace

namespace detail {

class PgnParser {
public:
    explicit PgnParser(std::string_view text)
        : m_lexer(text) { }
    PgnParser(std::istream& input, std::size_t pieceBytes)
        : m_lexer(input, pieceBytes) { }

    std::optional<PgnGame> nextGame() {
        while (!m_done) {
            const Attempt attempt = beginAttempt();
            PgnGame game;
            m_failure.reset();
            m_movetextBegun = false;
            const bool read = readGame(game);
            bool more = true;
            if (m_failure) {
                if (m_movetextBegun) m_failure->game = m_returned;
                m_errors.push_back(*m_failure);
                more = resynchronize();
            }
            if (m_lexer.isStarved()) {
                // The game ran into the end of what the lexer holds: read it again with more.
                rollBack(attempt);
                continue;
            }
            if (!m_failure) {
                if (!read) break;
                return finish(std::move(game), true);
            }
            if (!more) m_done = true;
            if (m_movetextBegun) return finish(std::move(game), false);
        }
        m_done = true;
        return std::nullopt;
    }
    bool lastGameComplete() const { return m_lastComplete; }
    PgnRange lastGameRange() const { return m_lastRange; }
    std::size_t heldBytes() const { return m_lexer.heldBytes(); }
    const std::vector<PgnError>& errors() const { return m_errors; }
    const std::vector<PgnError>& warnings() const { return m_warnings; }

private:
    /// Where reading one game began, to begin it again there with more of the stream.
    struct Attempt {
        Lexer::Mark mark;
        std::size_t errors = 0;
        std::size_t warnings = 0;
    };
    Attempt beginAttempt() {
        // A tag the last game stopped at is read again as the lexer's, so that nothing
        // before the game's first byte is needed any more.
        if (m_pushed && m_pushed->kind == TokenKind::TagOpen) m_lexer.pushBack(*m_pushed);
        m_pushed.reset();
        m_lexerFailed = false;
        m_gameBegin.reset();
        m_gameEnd = m_endBeforeLast = 0;
        return Attempt { m_lexer.mark(), m_errors.size(), m_warnings.size() };
    }
    void rollBack(const Attempt& attempt) {
        m_pushed.reset(); // a token of this attempt's, read again
        m_errors.resize(attempt.errors);
        m_warnings.resize(attempt.warnings);
        m_lexer.rewind(attempt.mark);
        m_lexer.readMore(attempt.mark.pos);
    }
    /// The game as returned: its current node at the end of the main line.
    PgnGame finish(PgnGame game, bool complete) {
        const Game::Node* end = &game.game.root();
        while (end->mainChild())
            end = end->mainChild();
        game.game.goTo(*end);
        m_lastComplete = complete;
        m_lastRange = PgnRange { m_gameBegin.value_or(m_gameEnd), m_gameEnd };
        ++m_returned;
        return game;
    }
    Token nextToken() {
        Token t;
        if (m_pushed) {
            t = std::move(*m_pushed);
            m_pushed.reset();
        } else {
            t = lexNext();
        }
        noteConsumed(t);
        return t;
    }
    /// The lexer's next token; its warnings (control bytes) join the reader's. They name a
    /// place in the file, not a game: a byte between games belongs to none.
    Token lexNext() {
        Token t = m_lexer.next();
        for (PgnError& w : m_lexer.takeWarnings())
            m_warnings.push_back(std::move(w));
        return t;
    }
    /// Widens the game's range to `t`, read as part of it.
    void noteConsumed(const Token& t) {
        if (t.kind == TokenKind::End || t.kind == TokenKind::Error) return;
        if (!m_gameBegin) m_gameBegin = t.offset;
        m_endBeforeLast = m_gameEnd;
        m_gameEnd = t.end;
    }
    /// Leaves `t`, the last token read, for the next read: it is not the game's.
    void pushBack(const Token& t) {
        m_pushed = t;
        if (t.kind != TokenKind::End && t.kind != TokenKind::Error) m_gameEnd = m_endBeforeLast;
    }
    void fail(Location at, std::string message) {
        if (!m_failure) m_failure = PgnError { std::move(message), at.line, at.column, {} };
    }
    void failFromLexer() {
        if (!m_failure) m_failure = m_lexer.error();
        m_lexerFailed = true;
    }
    /// After an error: skips to the end of the failed game (its result marker, or the
    /// tags of the next game when the error was among the moves). False if the input ends.
    bool resynchronize();
    /// Reads one game. False at the clean end of input or on an error (m_failure).
    bool readGame(PgnGame& game);
    bool readTag(PgnGame& game, Location opened);
    /// Sets game.game from the FEN tag, if there is one. False on a bad FEN.
    bool applyFen(PgnGame& game);
    /// From the first movetext token `t` to the result.
    bool readMovetext(PgnGame& game, Token t);
    bool readMove(Game& game, Line& line, const Token& t);
    void addComment(Game& game, Line& line, std::string_view text);
    void addNag(Game& game, const Line& line, int nag);
    /// Closes `line`: a comment still waiting for a move goes after its last move.
    void closeLine(Game& game, Line& line);

    Lexer m_lexer;
    std::vector<PgnError> m_errors;
    std::vector<PgnError> m_warnings;
    std::size_t m_returned = 0; ///< games returned so far: the index of the next one
    bool m_lastComplete = false;
    bool m_done = false;
    std::optional<Token> m_pushed;
    std::optional<PgnError> m_failure;
    bool m_lexerFailed = false;
    bool m_movetextBegun = false;
    bool m_inMovetext = false;
    std::optional<Location> m_fenAt; ///< of the current game's first FEN tag
    std::optional<std::size_t> m_gameBegin; ///< the offset of the game's first token
    std::size_t m_gameEnd = 0; ///< just after the game's last token
    std::size_t m_endBeforeLast = 0; ///< m_gameEnd before the last token read
    PgnRange m_lastRange;
};

bool PgnParser::resynchronize() {
    if (m_lexerFailed) m_lexer.skipByte();
    m_lexerFailed = false;
    const bool amongMoves = m_inMovetext;
    if (m_pushed && m_pushed->kind == TokenKind::TagOpen && amongMoves) return true;
    m_pushed.reset();
    while (true) {
        const Token t = lexNext();
        noteConsumed(t);
        switch (t.kind) {
        case TokenKind::End:
            if (auto binary = m_lexer.binaryDataMessage()) {
                m_errors.push_back(PgnError { *binary, t.at.line, t.at.column, {} });
            }
            return false;
        case TokenKind::Error:
            m_lexer.skipByte();
            break;
        case TokenKind::Result:
            return true;
        case TokenKind::TagOpen:
            if (amongMoves && t.at.column == 1) {
                pushBack(t);
                return true;
            }
            break;
        default:
            break;
        }
    }
}

bool PgnParser::readGame(PgnGame& game) {
    m_fenAt.reset();
    m_inMovetext = false;
    Token t = nextToken();
    // Comments before untagged movetext open the game. Comments before a tag section (or
    // the end of the file) stand between games: a game of their own, with no tags and no
    // moves, so that no word of the file is lost (pgn-extract's eco.pgn opens with such a
    // comment). Stray annotations there are dropped.
    std::string leading;
    while (t.kind == TokenKind::Comment || t.kind == TokenKind::Nag
        || t.kind == TokenKind::Annotation) {
        if (t.kind == TokenKind::Comment) appendComment(leading, t.text);
        t = nextToken();
    }
    if (!leading.empty() && (t.kind == TokenKind::TagOpen || t.kind == TokenKind::End)) {
        pushBack(t);
        Annotation a;
        a.comment = std::move(leading);
        game.game.annotate(game.game.root(), std::move(a));
        return true;
    }
    if (t.kind == TokenKind::End) {
        if (auto binary = m_lexer.binaryDataMessage()) fail(t.at, *binary);
        return false;
    }
    if (t.kind == TokenKind::Error) {
        failFromLexer();
        return false;
    }
    while (t.kind == TokenKind::TagOpen || t.kind == TokenKind::Comment) {
        if (t.kind == TokenKind::Comment)
            appendComment(leading, t.text);
        else if (!readTag(game, t.at))
            return false;
        t = nextToken();
    }
    if (t.kind == TokenKind::Error) {
        failFromLexer();
        return false;
    }
    if (!applyFen(game)) return false;
    if (!leading.empty()) {
        Annotation a;
        a.comment = std::move(leading);
        game.game.annotate(game.game.root(), std::move(a));
    }
    return readMovetext(game, t);
}

bool PgnParser::applyFen(PgnGame& game) {
    const auto fen = game.tag("FEN");
    if (!fen || game.tag("SetUp") == "0") return true;
    const Location at = m_fenAt.value_or(Location {});
    const auto variant = game.tag("Variant");
    Result<detail::RepairedFen> start
        = detail::parseFenRepairingCastling(*fen, variant && detail::isChess960Variant(*variant));
    if (!start) {
        fail(at, "FEN tag: " + start.error().message);
        return false;
    }
    for (const std::string& note : start.value().notes)
        m_warnings.push_back(PgnError { "FEN tag: " + note, at.line, at.column, m_returned });
    game.game = Game(start.value().position);
    return true;
}

bool PgnParser::readTag(PgnGame& game, Location opened) {
    // The three tokens after '[': a name, a string and ']'. False (and the error set) if
    // `t` is a lexer error or the end of the input.
    auto usable = [&](const Token& t) {
        if (t.kind == TokenKind::Error)
            failFromLexer();
        else if (t.kind != TokenKind::End)
            return true;
        else if (auto binary = m_lexer.binaryDataMessage())
            fail(t.at, *binary);
        else
            fail(opened, "unterminated tag: the file ends before its closing ']'");
        return false;
    };
    Token name = nextToken();
    if (!usable(name)) return false;
    if (name.kind != TokenKind::Symbol || !detail::isPgnLetter(name.text.front())) {
        fail(opened, "a tag name such as Event must follow '['");
        return false;
    }
    Token value = nextToken();
    if (!usable(value)) return false;
    if (value.kind != TokenKind::String) {
        fail(value.at,
            "the tag " + std::string(name.text) + " needs a value in double quotes, as in ["
                + std::string(name.text) + " \"?\"]");
        return false;
    }
    Token close = nextToken();
    if (!usable(close)) return false;
    if (close.kind != TokenKind::TagClose) {
        fail(opened, "unterminated tag: the '[' has no closing ']' after its value");
        return false;
    }
    if (name.text == "FEN" && !m_fenAt) m_fenAt = opened; // tag() reads the first one too
    game.tags.push_back(PgnTag { std::string(name.text), std::move(value.value) });
    return true;
}

void PgnParser::addComment(Game& game, Line& line, std::string_view text) {
    // Clock readings and evaluations belong to a move; elsewhere they stay text.
    if (!line.hasMove && !line.isVariation) {
        // Before the game's first move: the start node's comment.
        Annotation a = game.root().annotation;
        appendComment(a.comment, text);
        game.annotate(game.root(), std::move(a));
        return;
    }
    if (!line.hasMove || line.afterVariation) {
        appendComment(line.commentBefore, text);
        return;
    }
    // The move's first %clk and %eval are its reading; later ones stay comment text.
    Annotation a = line.last->annotation;
    const std::string rest = detail::takeCommands(text, a);
    appendComment(a.comment, rest);
    game.annotate(*line.last, std::move(a));
}

void PgnParser::addNag(Game& game, const Line& line, int nag) {
    // A glyph before a line's first move has no move to qualify; it is dropped.
    if (!line.hasMove) return;
    Annotation a = line.last->annotation;
    a.nags.push_back(nag);
    game.annotate(*line.last, std::move(a));
}

void PgnParser::closeLine(Game& game, Line& line) {
    if (line.commentBefore.empty() || !line.hasMove) return;
    Annotation a = line.last->annotation;
    appendComment(a.comment, line.commentBefore);
    game.annotate(*line.last, std::move(a));
}

bool PgnParser::readMove(Game& game, Line& line, const Token& t) {
    std::string_view text = t.text;
    // Glyphs written onto the move ("Nf3!?", "e4!N") are NAGs of that move.
    std::string_view glyphs;
    if (const auto at = text.find_first_of("!?"); at != std::string_view::npos && at > 0) {
        glyphs = text.substr(at);
        text = text.substr(0, at);
    }
    const Position& pos = line.last->position;
    // "--" (pgn-extract, ChessBase), "Z0" (some databases) and UCI's "0000".
    const bool null = text == "--" || text == "Z0" || text == "0000";
    const Result<const Game::Node*> added
        = null ? game.addNullMove(*line.last) : game.addSanMove(*line.last, text);
    if (!added) {
        const bool white = pos.sideToMove() == Color::White;
        fail(t.at,
            std::string(null ? "null move " : "illegal move ")
                + std::to_string(pos.fullmoveNumber()) + (white ? ". " : "... ")
                + std::string(t.text) + ": " + added.error().message);
        return false;
    }
    const Game::Node* node = added.value();
    line.last = node;
    line.hasMove = true;
    line.afterVariation = false;
    if (!line.commentBefore.empty()) {
        Annotation a;
        a.commentBefore = std::move(line.commentBefore);
        line.commentBefore.clear();
        game.annotate(*node, std::move(a));
    }
    while (!glyphs.empty()) {
        const std::size_t n = glyphs.find_first_not_of("!?");
        const std::string_view glyph = glyphs.substr(0, n == 0 ? 1 : n);
        if (const auto nag = detail::glyphNag(glyph)) addNag(game, line, *nag);
        glyphs.remove_prefix(glyph.size());
    }
    return true;
}

bool PgnParser::readMovetext(PgnGame& game, Token t) {
    m_inMovetext = true;
    m_movetextBegun = true;
    Game& tree = game.game;
    std::vector<Line> lines(1);
    lines.back().last = &tree.root();
    auto unterminatedVariation = [&] {
        fail(lines[1].opened, "unterminated variation: the '(' has no closing ')'");
        return false;
    };
    for (;; t = nextToken()) {
        Line& line = lines.back();
        switch (t.kind) {
        case TokenKind::Error:
            failFromLexer();
            return false;
        case TokenKind::End:
            if (auto binary = m_lexer.binaryDataMessage()) {
                fail(t.at, *binary);
                return false;
            }
            if (lines.size() > 1) return unterminatedVariation();
            fail(t.at,
                "the file ends before the game's result (1-0, 0-1, 1/2-1/2 or *): is it "
                "truncated?");
            return false;
        case TokenKind::TagOpen:
            pushBack(t);
            if (lines.size() > 1) return unterminatedVariation();
            fail(t.at, "a tag starts a new game before this one's result (1-0, 0-1, 1/2-1/2 or *)");
            return false;
        case TokenKind::TagClose:
        case TokenKind::String:
            fail(t.at,
                "unexpected " + std::string(t.kind == TokenKind::String ? "string" : "']'")
                    + " among the moves");
            return false;
        case TokenKind::Comment:
            addComment(tree, line, t.text);
            break;
        case TokenKind::VariationOpen: {
            if (!line.hasMove) {
                fail(t.at, "a variation '(' must follow the move it replaces");
                return false;
            }
            if (static_cast<int>(lines.size()) > kMaxPgnVariationDepth) {
                fail(t.at,
                    "variations nested deeper than " + std::to_string(kMaxPgnVariationDepth)
                        + " levels");
                return false;
            }
            Line variation;
            variation.last = line.last->previous;
            variation.opened = t.at;
            variation.isVariation = true;
            lines.push_back(std::move(variation));
            break;
        }
        case TokenKind::VariationClose:
            if (lines.size() == 1) {
                fail(t.at, "')' without a matching '('");
                return false;
            }
            if (!line.hasMove) {
                fail(line.opened, "empty variation: the '(' holds no move");
                return false;
            }
            closeLine(tree, line);
            lines.pop_back();
            lines.back().afterVariation = true;
            break;
        case TokenKind::MoveNumber:
            break;
        case TokenKind::Nag: {
            int nag = 0;
            for (char c : t.text.substr(1))
                nag = std::min(nag * 10 + (c - '0'), 100000);
            addNag(tree, line, nag);
            break;
        }
        case TokenKind::Annotation:
            if (const auto nag = detail::glyphNag(t.text)) addNag(tree, line, *nag);
            break;
        case TokenKind::Result:
            if (lines.size() > 1) return unterminatedVariation();
            closeLine(tree, line);
            game.result = std::string(t.text);
            m_inMovetext = false;
            return true;
        case TokenKind::Symbol:
            // "exd6 e.p.": the marker written apart from its move adds nothing; "N" apart
            // from its move marks a novelty.
            if (t.text == "e.p.") break;
            if (t.text == "N" && line.hasMove) {
                addNag(tree, line, 146);
                break;
            }
            if (!readMove(tree, line, t)) return false;
            break;
        }
    }
}

} // namespace detail

PgnReader::PgnReader(std::string_view text)
    : m_parser(std::make_unique<detail::PgnParser>(text)) {
}

PgnReader::PgnReader(std::istream& input, std::size_t pieceBytes)
    : m_parser(std::make_unique<detail::PgnParser>(input, pieceBytes)) {
}

PgnReader::~PgnReader() = default;

std::optional<PgnGame> PgnReader::next() {
    return m_parser->nextGame();
}

bool PgnReader::lastGameComplete() const {
    return m_parser->lastGameComplete();
}

PgnRange PgnReader::lastGameRange() const {
    return m_parser->lastGameRange();
}

std::size_t PgnReader::heldBytes() const {
    return m_parser->heldBytes();
}

const std::vector<PgnError>& PgnReader::errors() const {
    return m_parser->errors();
}

const std::vector<PgnError>& PgnReader::warnings() const {
    return m_parser->warnings();
}

bool PgnParseResult::isComplete(std::size_t index) const {
    for (const PgnError& e : errors)
        if (e.game == index) return false;
    return index < games.size();
}

PgnParseResult parsePgn(std::string_view text) {
    PgnReader reader(text);
    PgnParseResult result;
    while (std::optional<PgnGame> game = reader.next()) {
        result.games.push_back(std::move(*game));
        result.ranges.push_back(reader.lastGameRange());
    }
    result.errors = reader.errors();
    result.warnings = reader.warnings();
    if (!result.errors.empty()) result.error = result.errors.front();
    return result;
}

} // namespace rochade
