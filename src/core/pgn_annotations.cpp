// SPDX-License-Identifier: GPL-3.0-or-later
// PGN comment commands (%clk, %eval), move-suffix glyphs and the FEN tag's castling repair.
#include "pgn_detail.h"

#include "pgn_lexer.h"

#include "rochade/core/fen.h"

#include <array>
#include <cctype>
#include <cstdio>

namespace rochade::detail {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string_view trimmedView(std::string_view s) {
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

/// Reads the digits of `text` into `value`; false unless all are digits and there is one.
bool readNumber(std::string_view text, long long& value) {
    if (text.empty() || text.size() > 9) return false;
    value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

} // namespace

std::optional<std::chrono::milliseconds> parseClock(std::string_view text) {
    std::string_view fraction;
    if (const auto dot = text.find('.'); dot != std::string_view::npos) {
        fraction = text.substr(dot + 1);
        text = text.substr(0, dot);
        if (fraction.empty() || fraction.size() > 3) return std::nullopt;
    }
    std::array<long long, 3> parts {};
    std::size_t count = 0;
    while (true) {
        const auto colon = text.find(':');
        if (count == parts.size() || !readNumber(text.substr(0, colon), parts[count]))
            return std::nullopt;
        ++count;
        if (colon == std::string_view::npos) break;
        text = text.substr(colon + 1);
    }
    if (count < 2) return std::nullopt;
    long long seconds = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0 && parts[i] >= 60) return std::nullopt;
        seconds = seconds * 60 + parts[i];
    }
    long long millis = 0;
    if (!fraction.empty()) {
        if (!readNumber(fraction, millis)) return std::nullopt;
        for (std::size_t i = fraction.size(); i < 3; ++i)
            millis *= 10;
    }
    return std::chrono::milliseconds(seconds * 1000 + millis);
}

std::string clockText(std::chrono::milliseconds clock) {
    const long long total = clock.count() < 0 ? 0 : clock.count();
    const long long seconds = total / 1000;
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60,
        seconds % 60);
    std::string text = buffer;
    if (const long long millis = total % 1000; millis != 0) {
        std::snprintf(buffer, sizeof buffer, ".%03lld", millis);
        text += buffer;
        while (text.back() == '0')
            text.pop_back();
    }
    return text;
}

std::string normalisedComment(std::string_view comment) {
    // Line breaks are kept: they part a comment's lines and paragraphs (lichess studies
    // write a line break or a blank line between them), and the writer writes them back
    // as they are and breaks no line of a comment itself.
    std::string text;
    int breaks = 0;
    bool blank = false;
    for (std::size_t i = 0; i < comment.size(); ++i) {
        const char c = comment[i];
        if (c == '\n' || c == '\r') {
            // CRLF is one break; a lone CR (old Mac files) is one too.
            if (c == '\n' || i + 1 == comment.size() || comment[i + 1] != '\n') ++breaks;
            continue;
        }
        if (isBlank(c) || isPgnControlByte(c)) {
            blank = true;
            continue;
        }
        if (!text.empty()) {
            if (breaks > 0)
                text += breaks > 1 ? "\n\n" : "\n";
            else if (blank)
                text += ' ';
        }
        breaks = 0;
        blank = false;
        text += c;
    }
    return text;
}

std::string takeCommands(std::string_view comment, Annotation& annotation) {
    std::string rest;
    std::size_t pos = 0;
    while (pos < comment.size()) {
        const std::size_t open = comment.find("[%", pos);
        const std::size_t close
            = open == std::string_view::npos ? open : comment.find(']', open + 2);
        if (close == std::string_view::npos) {
            rest.append(comment.substr(pos));
            break;
        }
        const std::string_view body = trimmedView(comment.substr(open + 2, close - open - 2));
        const std::size_t space = body.find_first_of(" \t\r\n");
        const std::string_view name = body.substr(0, space);
        const std::string_view value = space == std::string_view::npos
            ? std::string_view()
            : trimmedView(body.substr(space));
        // A command whose field is already filled (a second %clk in one comment, or one
        // in a second comment after the same move) stays in the text, so nothing a file
        // says is lost: the first is the reading, the others are written back as text.
        bool taken = false;
        if (name == "clk" && !annotation.clock) {
            if (const auto clock = parseClock(value)) {
                annotation.clock = clock;
                taken = true;
            }
        } else if (name == "eval" && !value.empty() && !annotation.eval) {
            // One line, single spaces: as the writer can carry it.
            std::string eval;
            for (char c : value) {
                if (!isBlank(c))
                    eval += c;
                else if (eval.back() != ' ')
                    eval += ' ';
            }
            annotation.eval = std::move(eval);
            taken = true;
        }
        rest.append(comment.substr(pos, open - pos));
        pos = close + 1;
        if (!taken) {
            rest.append(comment.substr(open, close + 1 - open));
        } else {
            // The blanks on both sides of a command taken out become one: a line break if
            // they hold one (the command stood on a line of its own), else a space.
            bool lineBreak = false;
            while (!rest.empty() && isBlank(rest.back())) {
                lineBreak = lineBreak || rest.back() == '\n' || rest.back() == '\r';
                rest.pop_back();
            }
            while (pos < comment.size() && isBlank(comment[pos])) {
                lineBreak = lineBreak || comment[pos] == '\n' || comment[pos] == '\r';
                ++pos;
            }
            if (!rest.empty()) rest += lineBreak ? '\n' : ' ';
        }
    }
    return std::string(trimmedView(rest));
}

std::string commandText(const Annotation& annotation) {
    std::string text;
    if (annotation.eval) text += "[%eval " + *annotation.eval + "]";
    if (annotation.clock) {
        if (!text.empty()) text += ' ';
        text += "[%clk " + clockText(*annotation.clock) + "]";
    }
    return text;
}

std::optional<int> glyphNag(std::string_view glyph) {
    constexpr std::array<std::pair<std::string_view, int>, 7> kGlyphs = { {
        { "!", 1 },
        { "?", 2 },
        { "!!", 3 },
        { "??", 4 },
        { "!?", 5 },
        { "?!", 6 },
        { "N", 146 },
    } };
    for (const auto& [text, nag] : kGlyphs)
        if (glyph == text) return nag;
    return std::nullopt;
}

bool isChess960Variant(std::string_view variant) {
    std::string name;
    for (char c : variant)
        if (c != ' ' && c != '-' && c != '_')
            name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name == "chess960" || name == "fischerandom" || name == "fischerrandom" || name == "960";
}

Result<RepairedFen> parseFenRepairingCastling(std::string_view fen, bool chess960) {
    // The core's FEN reading drops impossible rights and says why; here the game's Variant
    // tag decides what the castling letters mean, never the letters themselves.
    RepairedFen repaired;
    const Result<Position> parsed
        = parseFen(fen, chess960 ? FenVariant::Chess960 : FenVariant::Standard, repaired.notes);
    if (!parsed) return parsed.error();
    repaired.position = parsed.value();
    return repaired;
}

} // namespace rochade::detail
