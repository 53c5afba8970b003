// SPDX-License-Identifier: GPL-3.0-or-later
// Extended Position Description: the position fields handed to the FEN reader, the
// operations split here (Edwards's PGN standard, section 16.2, describes the format).
#include "rochade/core/epd.h"

#include "rochade/core/fen.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

namespace rochade {

namespace {

bool isEpdBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/// The next whitespace-separated word of `text` from `pos` (advanced past it), or empty.
std::string_view nextEpdWord(std::string_view text, std::size_t& pos) {
    while (pos < text.size() && isEpdBlank(text[pos]))
        ++pos;
    const std::size_t begin = pos;
    while (pos < text.size() && !isEpdBlank(text[pos]))
        ++pos;
    return text.substr(begin, pos - begin);
}

std::optional<int> epdNumber(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc {} || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

/// An opcode is a letter followed by letters, digits and underscores, at most 15 of them.
bool isEpdOpcode(std::string_view word) {
    if (word.empty() || word.size() > 15 || !std::isalpha(static_cast<unsigned char>(word[0])))
        return false;
    return std::all_of(word.begin(), word.end(),
        [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// Reads the operations from `pos` on.
Result<std::vector<EpdOperation>> readEpdOperations(std::string_view text, std::size_t pos) {
    std::vector<EpdOperation> operations;
    std::optional<EpdOperation> current;
    while (true) {
        while (pos < text.size() && isEpdBlank(text[pos]))
            ++pos;
        if (pos >= text.size()) break;
        const char c = text[pos];
        if (c == ';') {
            if (!current) return Error { "EPD: ';' without an operation before it" };
            operations.push_back(std::move(*current));
            current.reset();
            ++pos;
            continue;
        }
        if (c == '"') {
            const std::size_t close = text.find('"', pos + 1);
            if (close == std::string_view::npos) return Error { "EPD: a string is not closed" };
            if (!current) return Error { "EPD: a string where an opcode belongs" };
            current->operands.emplace_back(text.substr(pos + 1, close - pos - 1));
            pos = close + 1;
            continue;
        }
        std::size_t end = pos;
        while (end < text.size() && !isEpdBlank(text[end]) && text[end] != ';')
            ++end;
        const std::string_view word = text.substr(pos, end - pos);
        pos = end;
        if (current) {
            current->operands.emplace_back(word);
        } else {
            if (!isEpdOpcode(word))
                return Error { "EPD: '" + std::string(word) + "' is not an opcode" };
            current = EpdOperation { std::string(word), {} };
        }
    }
    if (current) operations.push_back(std::move(*current));
    return operations;
}

} // namespace

const EpdOperation* EpdRecord::find(std::string_view opcode) const {
    for (const EpdOperation& op : operations)
        if (op.opcode == opcode) return &op;
    return nullptr;
}

bool isEpdBlankOrComment(std::string_view line) {
    const auto first = std::find_if_not(line.begin(), line.end(), isEpdBlank);
    return first == line.end() || *first == '#';
}

Result<EpdRecord> parseEpd(std::string_view line) {
    std::size_t pos = 0;
    std::string fen;
    for (int field = 0; field < 4; ++field) {
        const std::string_view word = nextEpdWord(line, pos);
        if (word.empty())
            return Error { "EPD: " + std::to_string(field) + " of the 4 position fields given" };
        if (field > 0) fen += ' ';
        fen += word;
    }
    // Two clock fields, when a writer put a whole FEN first.
    std::string clocks = " 0 1";
    {
        std::size_t after = pos;
        const std::string_view halfmove = nextEpdWord(line, after);
        const std::string_view fullmove = nextEpdWord(line, after);
        if (epdNumber(halfmove) && epdNumber(fullmove)) {
            clocks = ' ' + std::string(halfmove) + ' ' + std::string(fullmove);
            pos = after;
        }
    }
    Result<std::vector<EpdOperation>> operations = readEpdOperations(line, pos);
    if (!operations) return operations.error();
    EpdRecord record;
    record.operations = std::move(operations).value();
    for (const char* clock : { "hmvc", "fmvn" }) {
        const EpdOperation* op = record.find(clock);
        if (!op) continue;
        if (op->operands.size() != 1 || !epdNumber(op->operands[0]))
            return Error { std::string("EPD: ") + clock + " needs one whole number" };
    }
    const EpdOperation* hmvc = record.find("hmvc");
    const EpdOperation* fmvn = record.find("fmvn");
    if (hmvc || fmvn) {
        std::size_t after = 0;
        const std::string_view oldHalf = nextEpdWord(clocks, after);
        const std::string_view oldFull = nextEpdWord(clocks, after);
        clocks = ' ' + (hmvc ? hmvc->operands[0] : std::string(oldHalf)) + ' '
            + (fmvn ? fmvn->operands[0] : std::string(oldFull));
    }
    Result<Position> position = parseFen(fen + clocks);
    if (!position) return Error { "EPD: " + position.error().message };
    record.position = std::move(position).value();
    return record;
}

} // namespace rochade
