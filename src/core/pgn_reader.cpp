// SPDX-License-Identifier: GPL-3.0-or-later
// PGN reading: a one-pass lexer and a game parser that stops at the first error.
#include "rochade/core/pgn.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>

namespace rochade {

namespace {

/// Longer symbols are never moves or results; refusing them early keeps messages short.
constexpr std::size_t kMaxSymbolLength = 32;

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
/// Control bytes that never occur in text (NUL, ...); their presence means a binary file.
bool isBinaryByte(unsigned char c) {
    return (c < 0x20 && !isSpace(static_cast<char>(c))) || c == 0x7F;
}
/// Characters that continue a move, result or tag-name symbol. '.' is left out so that
/// "1.e4" splits after the move number; letter-led symbols accept it for "e.p.".
bool isSymbolChar(char c) {
    return isLetter(c) || isDigit(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':'
        || c == '-' || c == '/' || c == '!' || c == '?';
}

std::string hexByte(unsigned char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", static_cast<unsigned>(c));
    return buffer;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

/// Adds a comment's text, trimmed, to those already at the same place.
void appendComment(std::string& slot, std::string_view comment) {
    const std::string_view text = trimmed(comment);
    if (text.empty()) return;
    if (!slot.empty()) slot += ' ';
    slot.append(text);
}

struct Location {
    int line = 1;
    int column = 1;
};

enum class TokenKind {
    End,
    Error,
    TagOpen,
    TagClose,
    String,
    Symbol,
    MoveNumber,
    Result,
    Nag,
    Annotation,
    Comment,
    VariationOpen,
    VariationClose,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text; ///< the source text (for a comment: what lies between the marks)
    std::string value; ///< the unescaped contents of a string
    Location at;
};

/// Splits the text into PGN tokens. Input after the first binary byte is treated as absent,
/// so every loop stops there; the parser then reports the byte instead of "end of file".
class Lexer {
public:
    explicit Lexer(std::string_view text)
        : m_text(text) {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_pos = m_lineStart = 3;
        m_limit = m_text.size();
        for (std::size_t i = m_pos; i < m_text.size(); ++i) {
            if (isBinaryByte(static_cast<unsigned char>(m_text[i]))) {
                m_limit = i;
                break;
            }
        }
    }

    Token next();
    Location location() const { return { m_line, static_cast<int>(m_pos - m_lineStart) + 1 }; }
    /// Why the input ended where it did, if not at the real end: binary data.
    std::optional<std::string> binaryDataMessage() const {
        if (m_limit == m_text.size()) return std::nullopt;
        return "binary data: byte " + hexByte(static_cast<unsigned char>(m_text[m_limit]))
            + " cannot occur in a PGN text file";
    }
    /// Set when next() returned an Error token.
    const PgnError& error() const { return m_error; }

private:
    bool atEnd() const { return m_pos >= m_limit; }
    char peek() const { return m_text[m_pos]; }
    void advance() {
        const char c = m_text[m_pos++];
        // A lone CR (old Mac files) ends a line too; in CRLF the LF does the counting.
        if (c == '\n' || (c == '\r' && (atEnd() || peek() != '\n'))) {
            ++m_line;
            m_lineStart = m_pos;
        }
    }
    void skipSpaceAndEscapes();
    Token fail(Location at, std::string message) {
        m_error = { std::move(message), at.line, at.column };
        return Token { TokenKind::Error, {}, {}, at };
    }
    Token endOfInputInside(Location opened, const std::string& what) {
        if (auto binary = binaryDataMessage()) return fail(location(), *binary);
        return fail(opened,
            "unterminated " + what + ": the file ends before it is closed (is it truncated?)");
    }
    Token readComment(Location at);
    Token readString(Location at);
    /// Whether the '"' at `quote` ends the string it stands in. Some tools write quotes
    /// unescaped inside tag values ([White ""Socrates Expert""]); as python-chess does, a
    /// quote is then part of the value when a later '"' on the same line closes the tag.
    bool closesString(std::size_t quote) const;
    Token readSymbol(Location at);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_limit = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    PgnError m_error;
};

void Lexer::skipSpaceAndEscapes() {
    while (!atEnd()) {
        if (isSpace(peek())) {
            advance();
        } else if (peek() == '%' && m_pos == m_lineStart) {
            while (!atEnd() && peek() != '\n')
                advance();
        } else {
            return;
        }
    }
}

Token Lexer::next() {
    skipSpaceAndEscapes();
    const Location at = location();
    if (atEnd()) return Token { TokenKind::End, {}, {}, at };
    const std::size_t start = m_pos;
    const char c = peek();
    auto single = [&](TokenKind kind) {
        advance();
        return Token { kind, m_text.substr(start, 1), {}, at };
    };
    switch (c) {
    case '[':
        return single(TokenKind::TagOpen);
    case ']':
        return single(TokenKind::TagClose);
    case '(':
        return single(TokenKind::VariationOpen);
    case ')':
        return single(TokenKind::VariationClose);
    case '*':
        return single(TokenKind::Result);
    case '{':
        return readComment(at);
    case ';': {
        advance();
        while (!atEnd() && peek() != '\n' && peek() != '\r')
            advance();
        return Token { TokenKind::Comment, m_text.substr(start + 1, m_pos - start - 1), {}, at };
    }
    case '"':
        return readString(at);
    case '$': {
        advance();
        while (!atEnd() && isDigit(peek()))
            advance();
        if (m_pos == start + 1)
            return fail(at, "'$' must be followed by a number (a NAG such as $1)");
        return Token { TokenKind::Nag, m_text.substr(start, m_pos - start), {}, at };
    }
    case '!':
    case '?': {
        while (!atEnd() && (peek() == '!' || peek() == '?'))
            advance();
        return Token { TokenKind::Annotation, m_text.substr(start, m_pos - start), {}, at };
    }
    default:
        break;
    }
    if (isLetter(c) || isDigit(c) || c == '-') return readSymbol(at);
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80)
        return fail(at,
            "unexpected byte " + hexByte(byte)
                + ": text other than ASCII belongs in comments or tag values");
    return fail(at, std::string("unexpected character '") + c + "'");
}

Token Lexer::readComment(Location at) {
    advance();
    const std::size_t begin = m_pos;
    while (!atEnd() && peek() != '}')
        advance();
    if (atEnd()) return endOfInputInside(at, "comment '{'");
    const std::size_t end = m_pos;
    advance();
    return Token { TokenKind::Comment, m_text.substr(begin, end - begin), {}, at };
}

Token Lexer::readString(Location at) {
    advance();
    std::string value;
    while (true) {
        if (atEnd()) return endOfInputInside(at, "string '\"'");
        const char c = peek();
        if (c == '"' && closesString(m_pos)) {
            advance();
            return Token { TokenKind::String, {}, std::move(value), at };
        }
        if (c == '\n' || c == '\r')
            return fail(at, "unterminated string: the line ends before the closing '\"'");
        advance();
        // Only \" and \\ are escapes; a lone backslash is kept as written.
        if (c == '\\' && !atEnd() && (peek() == '"' || peek() == '\\')) {
            value += peek();
            advance();
        } else {
            value += c;
        }
    }
}

bool Lexer::closesString(std::size_t quote) const {
    const auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
    std::size_t i = quote + 1;
    while (i < m_limit && isBlank(m_text[i]))
        ++i;
    if (i >= m_limit || m_text[i] == ']') return true;
    for (std::size_t j = quote + 1; j < m_limit && m_text[j] != '\n' && m_text[j] != '\r'; ++j) {
        if (m_text[j] != '"') continue;
        std::size_t k = j + 1;
        while (k < m_limit && isBlank(m_text[k]))
            ++k;
        if (k < m_limit && m_text[k] == ']') return false;
    }
    return true;
}

Token Lexer::readSymbol(Location at) {
    const std::size_t start = m_pos;
    if (isDigit(peek())) {
        while (!atEnd() && isDigit(peek()))
            advance();
        // "12." and "12...": a move number. A bare "12" is one too.
        if (!atEnd() && peek() == '.') {
            while (!atEnd() && peek() == '.')
                advance();
            return Token { TokenKind::MoveNumber, m_text.substr(start, m_pos - start), {}, at };
        }
        if (atEnd() || !isSymbolChar(peek()))
            return Token { TokenKind::MoveNumber, m_text.substr(start, m_pos - start), {}, at };
    }
    const bool letterLed = isLetter(m_text[start]);
    while (!atEnd() && (isSymbolChar(peek()) || (letterLed && peek() == '.'))) {
        advance();
        if (m_pos - start > kMaxSymbolLength)
            return fail(at,
                "unexpected text \"" + std::string(m_text.substr(start, 12))
                    + "...\": too long for a move");
    }
    const std::string_view text = m_text.substr(start, m_pos - start);
    if (text == "1-0" || text == "0-1" || text == "1/2-1/2")
        return Token { TokenKind::Result, text, {}, at };
    return Token { TokenKind::Symbol, text, {}, at };
}

class Parser {
public:
    explicit Parser(std::string_view text)
        : m_lexer(text) { }

    PgnParseResult run() {
        while (!m_result.error) {
            PgnGame game;
            if (!readGame(game)) break;
            m_result.games.push_back(std::move(game));
        }
        return std::move(m_result);
    }

private:
    void fail(Location at, std::string message) {
        m_result.error = PgnError { std::move(message), at.line, at.column };
    }
    void failFromLexer() { m_result.error = m_lexer.error(); }
    /// Reads one game. False at the clean end of input or on an error; on an error after
    /// the moves began, the partial game is kept in m_result.
    bool readGame(PgnGame& game);
    bool readTag(PgnGame& game, Location opened);
    /// From the first movetext token `t` to the result. Precondition: game.start is set and
    /// game.comments holds comments[0].
    bool readMovetext(PgnGame& game, Token t);
    bool failMovetext(PgnGame& game) {
        m_result.games.push_back(std::move(game));
        return false;
    }

    Lexer m_lexer;
    PgnParseResult m_result;
    std::optional<Location> m_fenAt; ///< of the current game's first FEN tag
};

bool Parser::readGame(PgnGame& game) {
    m_fenAt.reset();
    Token t = m_lexer.next();
    // Comments before the first move become comments[0]; those before a tag section stand
    // between games and are dropped, as are stray annotations there.
    std::string leading;
    while (t.kind == TokenKind::Comment || t.kind == TokenKind::Nag
        || t.kind == TokenKind::Annotation) {
        if (t.kind == TokenKind::Comment) appendComment(leading, t.text);
        t = m_lexer.next();
    }
    if (t.kind == TokenKind::End) {
        if (auto binary = m_lexer.binaryDataMessage()) fail(t.at, *binary);
        return false;
    }
    if (t.kind == TokenKind::Error) {
        failFromLexer();
        return false;
    }
    if (t.kind == TokenKind::TagOpen) leading.clear();
    while (t.kind == TokenKind::TagOpen || t.kind == TokenKind::Comment) {
        if (t.kind == TokenKind::Comment)
            appendComment(leading, t.text);
        else if (!readTag(game, t.at))
            return false;
        t = m_lexer.next();
    }
    if (t.kind == TokenKind::Error) {
        failFromLexer();
        return false;
    }
    const auto fen = game.tag("FEN");
    if (fen && game.tag("SetUp") != "0") {
        Result<Position> start = parseFen(*fen);
        if (!start) {
            fail(m_fenAt.value_or(Location {}), "FEN tag: " + start.error().message);
            return false;
        }
        game.start = start.value();
    }
    game.comments.clear();
    game.comments.push_back(std::move(leading));
    return readMovetext(game, t);
}

bool Parser::readTag(PgnGame& game, Location opened) {
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
    Token name = m_lexer.next();
    if (!usable(name)) return false;
    if (name.kind != TokenKind::Symbol || !isLetter(name.text.front())) {
        fail(opened, "a tag name such as Event must follow '['");
        return false;
    }
    Token value = m_lexer.next();
    if (!usable(value)) return false;
    if (value.kind != TokenKind::String) {
        fail(value.at,
            "the tag " + std::string(name.text) + " needs a value in double quotes, as in ["
                + std::string(name.text) + " \"?\"]");
        return false;
    }
    Token close = m_lexer.next();
    if (!usable(close)) return false;
    if (close.kind != TokenKind::TagClose) {
        fail(opened, "unterminated tag: the '[' has no closing ']' after its value");
        return false;
    }
    if (name.text == "FEN" && !m_fenAt) m_fenAt = opened; // tag() reads the first one too
    game.tags.push_back(PgnTag { std::string(name.text), std::move(value.value) });
    return true;
}

bool Parser::readMovetext(PgnGame& game, Token t) {
    Position pos = game.start;
    int depth = 0; // of variations; their contents are skipped, never played
    Location variationAt;
    auto unterminatedVariation = [&] {
        fail(variationAt, "unterminated variation: the '(' has no closing ')'");
        return failMovetext(game);
    };
    for (;; t = m_lexer.next()) {
        switch (t.kind) {
        case TokenKind::Error:
            failFromLexer();
            return failMovetext(game);
        case TokenKind::End:
            if (auto binary = m_lexer.binaryDataMessage()) {
                fail(t.at, *binary);
                return failMovetext(game);
            }
            if (depth > 0) return unterminatedVariation();
            fail(t.at,
                "the file ends before the game's result (1-0, 0-1, 1/2-1/2 or *): is it "
                "truncated?");
            return failMovetext(game);
        case TokenKind::TagOpen:
            if (depth > 0) return unterminatedVariation();
            fail(t.at, "a tag starts a new game before this one's result (1-0, 0-1, 1/2-1/2 or *)");
            return failMovetext(game);
        case TokenKind::TagClose:
        case TokenKind::String:
            fail(t.at,
                "unexpected " + std::string(t.kind == TokenKind::String ? "string" : "']'")
                    + " among the moves");
            return failMovetext(game);
        case TokenKind::Comment:
            if (depth == 0) appendComment(game.comments.back(), t.text);
            break;
        case TokenKind::VariationOpen:
            if (depth == 0) variationAt = t.at;
            ++depth;
            break;
        case TokenKind::VariationClose:
            if (depth == 0) {
                fail(t.at, "')' without a matching '('");
                return failMovetext(game);
            }
            --depth;
            break;
        case TokenKind::MoveNumber:
        case TokenKind::Nag:
        case TokenKind::Annotation:
            break;
        case TokenKind::Result:
            if (depth > 0) return unterminatedVariation();
            game.result = std::string(t.text);
            return true;
        case TokenKind::Symbol: {
            // "exd6 e.p.": the marker written apart from its move adds nothing.
            if (depth > 0 || t.text == "e.p.") break;
            Result<Move> move = parseSan(pos, t.text);
            if (!move) {
                const bool white = pos.sideToMove() == Color::White;
                fail(t.at,
                    "illegal move " + std::to_string(pos.fullmoveNumber()) + (white ? ". " : "... ")
                        + std::string(t.text) + ": " + move.error().message);
                return failMovetext(game);
            }
            UndoInfo undo;
            pos.makeMove(move.value(), undo);
            game.moves.push_back(move.value());
            game.comments.emplace_back();
            break;
        }
        }
    }
}

} // namespace

PgnParseResult parsePgn(std::string_view text) {
    return Parser(text).run();
}

} // namespace rochade
