// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN lexer: tokens with their places, comments, strings, and where binary data starts.
#pragma once

#include "rochade/core/pgn.h"

#include <cstddef>
#include <iosfwd>
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
    /// The source text (for a comment: what lies between the marks). It lies in the lexer's
    /// buffer: valid until the lexer reads more of its stream (Lexer::readMore()).
    std::string_view text;
    std::string value; ///< the unescaped contents of a string
    Location at;
    std::size_t offset = 0; ///< of the token's first byte in the input
    std::size_t end = 0; ///< just after its last byte
};

/// Splits the text into PGN tokens. A control byte (isPgnControlByte) is whitespace wherever
/// it stands, in a comment or tag value too, and each run of them is noted as a warning
/// (takeWarnings()): a stray NUL or a DOS end-of-file byte must not end the file. Only a
/// file that starts like a compressed archive (zip, gzip, ...) is treated as binary data:
/// then the input is treated as absent, so every loop stops at once, and the parser
/// reports binaryDataMessage() instead of "end of file".
///
/// Read from a stream, the lexer holds only part of the input: what readMore() read and
/// kept. Offsets count from the input's start all the same. Whenever it looks at the end
/// of what it holds while more may follow (to end a token, to see what comes next, or to
/// report the end), it notes that it starved (isStarved()): whatever it answered since
/// the last readMore() may change with more input, and the reader reads that part again.
class Lexer {
public:
    /// All of the input at once, `text`, which must outlive the lexer.
    explicit Lexer(std::string_view text);
    /// The input read from `input` in pieces of at least `pieceBytes`, as readMore() asks.
    Lexer(std::istream& input, std::size_t pieceBytes);
    Lexer(const Lexer&) = delete;
    Lexer& operator=(const Lexer&) = delete;

    Token next();
    /// Makes `t` the next token again (it must be the last one read, or one read after the
    /// last readMore()).
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

    /// Where the lexer stands: what rewind() goes back to.
    struct Mark {
        std::size_t pos = 0;
        std::size_t lineStart = 0;
        int line = 1;
        std::size_t controlNotedUpTo = 0;
    };
    Mark mark() const { return { m_pos, m_lineStart, m_line, m_controlNotedUpTo }; }
    /// Goes back to `mark` (taken since the last readMore()), forgetting warnings not yet
    /// taken.
    void rewind(const Mark& mark);
    /// True if the lexer looked at the end of what it holds while the stream may go on.
    bool isStarved() const { return m_starved; }
    /// Reads more of the stream: at least as much again as it holds (so that reading a long
    /// stretch again after each piece costs linear time in all), dropping what lies before
    /// `keepFrom` (an offset at or before where the lexer stands). Clears isStarved(). Every
    /// token's text read before is invalid afterwards.
    void readMore(std::size_t keepFrom);
    /// How many bytes of the input the lexer holds.
    std::size_t heldBytes() const { return m_text.size(); }

private:
    /// Sets up what the first bytes say: a byte order mark, or an archive.
    void readStart();
    /// True if `pos` lies past what the lexer holds; notes starving if more may follow.
    bool isEnd(std::size_t pos) {
        if (pos < m_limit) return false;
        if (!m_final) m_starved = true;
        return true;
    }
    bool atEnd() { return isEnd(m_pos); }
    char byteAt(std::size_t pos) const { return m_text[pos - m_base]; }
    char peek() const { return byteAt(m_pos); }
    std::string_view bytes(std::size_t begin, std::size_t end) const {
        return m_text.substr(begin - m_base, end - begin);
    }
    /// True if the bytes at m_pos are `s` (starving if they might be, but are not all held).
    bool lookingAt(std::string_view s);
    void advance() {
        if (isPgnControlByte(peek())) noteControlByte();
        const char c = peek();
        ++m_pos;
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
    std::size_t closingQuote();
    Token endOfInputInside(Location opened, const std::string& what) {
        if (auto binary = binaryDataMessage()) return fail(location(), *binary);
        return fail(opened,
            "unterminated " + what + ": the file ends before it is closed (is it truncated?)");
    }
    Token readToken();
    Token readComment(Location at);
    Token readString(Location at);
    Token readSymbol(Location at);

    std::istream* m_input = nullptr; ///< null when all of the input is at hand
    std::size_t m_pieceBytes = 0;
    std::string m_buffer; ///< what was read of the stream and kept
    std::string_view m_text; ///< the bytes held: the input from offset m_base on
    std::size_t m_base = 0;
    bool m_final = true; ///< m_text ends where the input ends
    bool m_starved = false;
    std::optional<std::string_view> m_archive; ///< what the input is, if it is an archive
    std::size_t m_pos = 0;
    std::size_t m_limit = 0; ///< the end of what may be read (nothing of an archive)
    std::size_t m_lineStart = 0;
    int m_line = 1;
    PgnError m_error;
    std::vector<PgnError> m_warnings;
    std::size_t m_controlNotedUpTo = 0; ///< offsets below this were noted already
};

} // namespace rochade::detail
