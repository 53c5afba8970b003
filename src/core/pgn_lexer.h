// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN lexer: tokens with their places, comments, strings, and where binary data starts.
#pragma once

#include "rochade/core/pgn.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rochade::detail {

bool isPgnLetter(char c);

/// True for the control bytes the lexer reads as whitespace (NUL, ESC, DOS end-of-file 0x1A,
/// DEL, ...): every byte below 0x20 but tab, line feed, carriage return, form feed and
/// vertical tab, and 0x7F.
bool isPgnControlByte(char c);

/// Adds a comment's text, as normalisedComment() gives it, to those already at the same
/// place (after a space); nothing if the comment holds only blanks.
void appendComment(std::string& slot, std::string_view comment);

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
    std::size_t offset = 0; ///< of the token's first byte in the text
};

/// Splits the text into PGN tokens. A control byte (isPgnControlByte) is whitespace wherever
/// it stands, in a comment or tag value too, and each run of them is noted as a warning
/// (takeWarnings()): a stray NUL or a DOS end-of-file byte must not end the file. Only a
/// file that starts like a compressed archive (zip, gzip, ...) is treated as binary data:
/// then the input is treated as absent, so every loop stops at once, and the parser
/// reports binaryDataMessage() instead of "end of file".
class Lexer {
public:
    explicit Lexer(std::string_view text);

    Token next();
    /// Makes `t` the next token again (it must be the last one read).
    void pushBack(const Token& t) {
        m_pos = t.offset;
        m_line = t.at.line;
        m_lineStart = t.offset - static_cast<std::size_t>(t.at.column - 1);
    }
    /// Steps over one byte, so that reading goes on after a character it refused.
    void skipByte() {
        if (!atEnd()) advance();
    }
    Location location() const { return { m_line, static_cast<int>(m_pos - m_lineStart) + 1 }; }
    /// Why the input ended where it did, if not at the real end: binary data.
    std::optional<std::string> binaryDataMessage() const;
    /// Set when next() returned an Error token.
    const PgnError& error() const { return m_error; }
    /// The warnings noted since the last call (control bytes read as whitespace), oldest
    /// first, each with its line and column; their `game` is left unset.
    std::vector<PgnError> takeWarnings() { return std::exchange(m_warnings, {}); }

private:
    bool atEnd() const { return m_pos >= m_limit; }
    char peek() const { return m_text[m_pos]; }
    void advance() {
        if (isPgnControlByte(m_text[m_pos])) noteControlByte();
        const char c = m_text[m_pos++];
        // A lone CR (old Mac files) ends a line too; in CRLF the LF does the counting.
        if (c == '\n' || (c == '\r' && (atEnd() || peek() != '\n'))) {
            ++m_line;
            m_lineStart = m_pos;
        }
    }
    /// Notes the control byte at m_pos as a warning, once for a run of them, and once
    /// however often pushBack() makes the lexer read it again.
    void noteControlByte();
    void skipSpaceAndEscapes();
    Token fail(Location at, std::string message) {
        m_error = { std::move(message), at.line, at.column, std::nullopt };
        return Token { TokenKind::Error, {}, {}, at };
    }
    /// The closing quote of the string opened before m_pos: the first unescaped '"' that
    /// is followed on its line by blanks and ']', else simply the first unescaped '"'. So
    /// [Event "The "Big" Game"] keeps its inner quotes, as other readers do.
    std::size_t closingQuote() const;
    Token endOfInputInside(Location opened, const std::string& what) {
        if (auto binary = binaryDataMessage()) return fail(location(), *binary);
        return fail(opened,
            "unterminated " + what + ": the file ends before it is closed (is it truncated?)");
    }
    Token readComment(Location at);
    Token readString(Location at);
    Token readSymbol(Location at);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_limit = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    PgnError m_error;
    std::vector<PgnError> m_warnings;
    std::size_t m_controlNotedUpTo = 0; ///< offsets below this were noted already
};

} // namespace rochade::detail
