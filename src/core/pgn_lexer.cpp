// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN lexer: one pass over the text, splitting it into tokens.
#include "pgn_lexer.h"

#include "pgn_detail.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdio>
#include <istream>
#include <optional>
#include <utility>

namespace rochade::detail {

namespace {

/// Longer symbols are never moves or results; refusing them early keeps messages short.
constexpr std::size_t kMaxSymbolLength = 32;

/// What readStart() looks at: a byte order mark, then an archive's signature.
constexpr std::size_t kStartBytes = 3 + 8;

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isPgnDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isPgnSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
/// What a file that starts with `text` is, if it starts like a compressed archive, whose
/// bytes are no PGN text however leniently read.
std::optional<std::string_view> pgnArchiveKind(std::string_view text) {
    constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kSignatures = { {
        { "PK\x03\x04", "a zip archive" },
        { "\x1F\x8B", "a gzip-compressed file" },
        { "BZh", "a bzip2-compressed file" },
        { "\xFD"
          "7zXZ",
            "an xz-compressed file" },
        { "7z\xBC\xAF\x27\x1C", "a 7-Zip archive" },
        { "\x28\xB5\x2F\xFD", "a zstd-compressed file" },
    } };
    for (const auto& [signature, kind] : kSignatures) {
        // "BZh" is also how a word could start; a bzip2 stream goes on with its block size.
        if (signature == "BZh"
            && (text.size() < 4 || text[3] < '1' || text[3] > '9' || text.substr(4, 2) != "1A"))
            continue;
        if (text.starts_with(signature)) return kind;
    }
    return std::nullopt;
}
/// Characters that continue a move, result or tag-name symbol. '.' is left out so that
/// "1.e4" splits after the move number; letter-led symbols accept it for "e.p.".
bool isSymbolChar(char c) {
    return isLetter(c) || isPgnDigit(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':'
        || c == '-' || c == '/' || c == '!' || c == '?';
}

std::string hexByte(unsigned char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", static_cast<unsigned>(c));
    return buffer;
}

} // namespace

bool isPgnLetter(char c) {
    return isLetter(c);
}

bool isPgnControlByte(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && !isPgnSpace(c)) || byte == 0x7F;
}

void appendComment(std::string& slot, std::string_view comment) {
    const std::string text = normalisedComment(comment);
    if (text.empty()) return;
    if (!slot.empty()) slot += ' ';
    slot += text;
}

Lexer::Lexer(std::string_view text)
    : m_text(text) {
    readStart();
}

Lexer::Lexer(std::istream& input, std::size_t pieceBytes)
    : m_input(&input)
    , m_pieceBytes(std::max<std::size_t>(pieceBytes, 1))
    , m_final(false) {
    // Enough for a byte order mark and an archive's signature, unless that is all.
    while (!m_final && m_text.size() < kStartBytes)
        readMore(0);
    readStart();
}

void Lexer::readStart() {
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_pos = m_lineStart = 3;
    m_archive = pgnArchiveKind(m_text.substr(m_pos));
    m_limit = m_archive ? m_pos : m_base + m_text.size();
    if (m_archive) m_final = true;
}

void Lexer::readMore(std::size_t keepFrom) {
    assert(m_input != nullptr && keepFrom <= m_pos);
    // One byte before is kept: noteControlByte() looks back to see whether a run goes on.
    const std::size_t keep = keepFrom > m_base ? keepFrom - 1 : m_base;
    m_buffer.erase(0, keep - m_base);
    m_base = keep;
    const std::size_t piece = std::max(m_pieceBytes, m_buffer.size());
    const std::size_t held = m_buffer.size();
    m_buffer.resize(held + piece);
    m_input->read(m_buffer.data() + held, static_cast<std::streamsize>(piece));
    const auto got = static_cast<std::size_t>(std::max<std::streamsize>(m_input->gcount(), 0));
    m_buffer.resize(held + got);
    if (got < piece) m_final = true; // the end of the stream, or an error that ends it
    m_text = m_buffer;
    m_limit = m_base + m_text.size();
    m_starved = false;
}

void Lexer::rewind(const Mark& mark) {
    m_pos = mark.pos;
    m_lineStart = mark.lineStart;
    m_line = mark.line;
    m_controlNotedUpTo = mark.controlNotedUpTo;
    m_warnings.clear();
}

bool Lexer::lookingAt(std::string_view s) {
    const std::size_t held = m_limit > m_pos ? m_limit - m_pos : 0;
    if (held < s.size()) {
        // Too few bytes held to tell: the answer may change once more are read.
        if (s.starts_with(bytes(m_pos, m_pos + held)) && !m_final) m_starved = true;
        return false;
    }
    return bytes(m_pos, m_pos + s.size()) == s;
}

std::optional<std::string> Lexer::binaryDataMessage() const {
    if (!m_archive) return std::nullopt;
    return "binary data: the file is " + std::string(*m_archive)
        + ", not PGN text (unpack it first)";
}

void Lexer::noteControlByte() {
    if (m_pos < m_controlNotedUpTo) return;
    m_controlNotedUpTo = m_pos + 1;
    if (m_pos > m_base && isPgnControlByte(byteAt(m_pos - 1))) return; // the run is noted
    std::size_t run = 1;
    while (!isEnd(m_pos + run) && isPgnControlByte(byteAt(m_pos + run)))
        ++run;
    const Location at = location();
    std::string message = "control byte " + hexByte(static_cast<unsigned char>(peek()));
    if (run > 1) message += " and " + std::to_string(run - 1) + " more";
    m_warnings.push_back(PgnError { message + " read as whitespace", at.line, at.column, {} });
}

void Lexer::skipSpaceAndEscapes() {
    while (!atEnd()) {
        if (isPgnSpace(peek()) || isPgnControlByte(peek())) {
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
    Token t = readToken();
    t.end = m_pos;
    return t;
}

Token Lexer::readToken() {
    skipSpaceAndEscapes();
    const Location at = location();
    if (atEnd()) return Token { TokenKind::End, {}, {}, at };
    const std::size_t start = m_pos;
    const char c = peek();
    auto token = [&](TokenKind kind, std::string_view text) {
        return Token { kind, text, {}, at, start };
    };
    auto single = [&](TokenKind kind) {
        advance();
        return token(kind, bytes(start, start + 1));
    };
    // "½-½" in UTF-8, which some writers use for the draw.
    constexpr std::string_view kHalves = "\xC2\xBD-\xC2\xBD";
    if (lookingAt(kHalves)) {
        for (std::size_t i = 0; i < kHalves.size(); ++i)
            advance();
        return token(TokenKind::Result, "1/2-1/2");
    }
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
    case '{': {
        Token t = readComment(at);
        t.offset = start;
        return t;
    }
    case ';': {
        advance();
        while (!atEnd() && peek() != '\n' && peek() != '\r')
            advance();
        return token(TokenKind::Comment, bytes(start + 1, m_pos));
    }
    case '.': {
        // The dots of "1 ... e5", written apart from their number.
        while (!atEnd() && peek() == '.')
            advance();
        return token(TokenKind::MoveNumber, bytes(start, m_pos));
    }
    case '"': {
        Token t = readString(at);
        t.offset = start;
        return t;
    }
    case '$': {
        advance();
        while (!atEnd() && isPgnDigit(peek()))
            advance();
        if (m_pos == start + 1)
            return fail(at, "'$' must be followed by a number (a NAG such as $1)");
        return token(TokenKind::Nag, bytes(start, m_pos));
    }
    case '!':
    case '?': {
        while (!atEnd() && (peek() == '!' || peek() == '?'))
            advance();
        return token(TokenKind::Annotation, bytes(start, m_pos));
    }
    default:
        break;
    }
    if (isLetter(c) || isPgnDigit(c) || c == '-') {
        Token t = readSymbol(at);
        t.offset = start;
        return t;
    }
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
    return Token { TokenKind::Comment, bytes(begin, end), {}, at };
}

std::size_t Lexer::closingQuote() {
    std::size_t first = std::string_view::npos;
    for (std::size_t i = m_pos; !isEnd(i); ++i) {
        const char c = byteAt(i);
        if (c == '\n' || c == '\r') break;
        if (c == '\\' && !isEnd(i + 1) && (byteAt(i + 1) == '"' || byteAt(i + 1) == '\\')) {
            ++i;
            continue;
        }
        if (c != '"') continue;
        if (first == std::string_view::npos) first = i;
        std::size_t j = i + 1;
        while (!isEnd(j) && (byteAt(j) == ' ' || byteAt(j) == '\t'))
            ++j;
        if (!isEnd(j) && byteAt(j) == ']') return i;
    }
    return first;
}

Token Lexer::readString(Location at) {
    advance();
    const std::size_t close = closingQuote();
    std::string value;
    while (true) {
        if (atEnd()) return endOfInputInside(at, "string '\"'");
        const char c = peek();
        if (c == '"' && m_pos == close) {
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
            value += isPgnControlByte(c) ? ' ' : c;
        }
    }
}

Token Lexer::readSymbol(Location at) {
    const std::size_t start = m_pos;
    if (isPgnDigit(peek())) {
        while (!atEnd() && isPgnDigit(peek()))
            advance();
        // "12." and "12...": a move number. A bare "12" is one too.
        if (!atEnd() && peek() == '.') {
            while (!atEnd() && peek() == '.')
                advance();
            return Token { TokenKind::MoveNumber, bytes(start, m_pos), {}, at };
        }
        // "0000" is UCI's null move, which some tools write into movetext; no game reaches
        // move 0, so it is read as a move (the parser takes it as "--").
        if (bytes(start, m_pos) == "0000")
            return Token { TokenKind::Symbol, bytes(start, m_pos), {}, at };
        if (atEnd() || !isSymbolChar(peek()))
            return Token { TokenKind::MoveNumber, bytes(start, m_pos), {}, at };
    }
    const bool letterLed = isLetter(byteAt(start));
    while (!atEnd() && (isSymbolChar(peek()) || (letterLed && peek() == '.'))) {
        advance();
        if (m_pos - start > kMaxSymbolLength)
            return fail(at,
                "unexpected text \"" + std::string(bytes(start, start + 12))
                    + "...\": too long for a move");
    }
    const std::string_view text = bytes(start, m_pos);
    if (text == "1-0" || text == "0-1" || text == "1/2-1/2")
        return Token { TokenKind::Result, text, {}, at };
    return Token { TokenKind::Symbol, text, {}, at };
}

} // namespace rochade::detail
