// SPDX-License-Identifier: GPL-3.0-or-later
// The card file's text: one record per card, one field per tab, every field checked on reading.
#include "rochade/training/card_file.h"

#include "card_record_reader.h"

#include <charconv>
#include <optional>
#include <set>
#include <utility>

namespace rochade::training {

using detail::cardFileError;
using detail::CardFileLine;
using detail::CardRecordReader;
using detail::parseCardInteger;
using detail::splitCardLine;

namespace {

constexpr std::string_view kCardFileMagic = "rochade-cards";

// ---- writing ----

std::string escapedCardField(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
    return out;
}

/// The shortest text that reads back to exactly `value`.
std::string shortestDouble(double value) {
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, ec == std::errc {} ? end : buffer);
}

/// One line: the key, then each field escaped, tab-separated.
void appendCardLine(
    std::string& out, std::string_view key, std::initializer_list<std::string_view> fields) {
    out += key;
    for (const std::string_view field : fields) {
        out += '\t';
        out += escapedCardField(field);
    }
    out += '\n';
}

std::string orDash(std::string_view text) {
    return text.empty() ? std::string("-") : std::string(text);
}

void appendCardRecord(std::string& out, const PracticeCard& card) {
    appendCardLine(out, "card", { card.id() });
    appendCardLine(out, "position", { card.position });
    appendCardLine(out, "played", { card.played.uci, card.played.san });
    for (const CardMove& move : card.better)
        appendCardLine(out, "better", { move.uci, move.san });
    if (!card.bestLine.empty()) {
        std::string line;
        for (const std::string& move : card.bestLine)
            line += (line.empty() ? "" : " ") + move;
        appendCardLine(out, "line", { line });
    }
    appendCardLine(out, "class", { mistakeClassName(card.mistakeClass) });
    appendCardLine(out, "eval", { orDash(card.evalBefore), orDash(card.evalAfter) });
    if (!card.explanation.empty()) appendCardLine(out, "explanation", { card.explanation });
    for (const CardSource& source : card.sources) {
        const std::string ply = std::to_string(source.ply);
        if (source.kind == CardSource::Kind::Library) {
            appendCardLine(out, "source",
                { "library", ply, std::to_string(source.libraryGameId), source.white, source.black,
                    source.date, source.event });
        } else {
            appendCardLine(out, "source",
                { "file", ply, source.path, std::to_string(source.gameIndex),
                    std::to_string(source.byteOffset), source.white, source.black, source.date,
                    source.event });
        }
    }
    appendCardLine(out, "added", { isoDate(card.added) });
    const FsrsCard& s = card.schedule;
    appendCardLine(out, "schedule",
        { isoDate(s.due), s.lastReview ? isoDate(*s.lastReview) : "-", shortestDouble(s.stability),
            shortestDouble(s.difficulty), std::to_string(s.reviews), std::to_string(s.lapses) });
    for (const CardAnswer& answer : card.answers)
        appendCardLine(out, "answer",
            { isoDate(answer.day), recallName(answer.recall), outcomeName(answer.outcome),
                orDash(answer.triedMove) });
    out += "end\n\n";
}

} // namespace

std::string writeCardFile(const std::vector<PracticeCard>& cards) {
    std::string out;
    out.reserve(cards.size() * 512 + 256);
    out += std::string(kCardFileMagic) + '\t' + std::to_string(kCardFileVersion) + '\n';
    out += "# Rochade's practice cards: your mistakes, and when each comes back (FSRS-5).\n"
           "# One card from 'card' to 'end', one field per tab; lines starting with '#' are\n"
           "# ignored. The format is described in Rochade's docs/architecture.md.\n\n";
    for (const PracticeCard& card : cards)
        appendCardRecord(out, card);
    out += "count\t" + std::to_string(cards.size()) + '\n';
    return out;
}

Result<std::vector<PracticeCard>> parseCardFile(std::string_view text) {
    std::vector<PracticeCard> cards;
    std::set<std::string> ids;
    std::optional<CardFileLine> cardLine;
    std::optional<CardRecordReader> record;
    bool header = false;
    std::optional<int> countLine;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view raw = text.substr(start, end - start);
        start = end + 1;
        ++number;
        if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
        if (!header) {
            const std::string expected = std::string(kCardFileMagic) + '\t';
            if (raw.substr(0, expected.size()) != expected)
                return cardFileError(number, 1,
                    "not a Rochade card file (the first line is not 'rochade-cards<TAB>version')");
            int version = 0;
            if (!parseCardInteger(raw.substr(expected.size()), version) || version < 1)
                return cardFileError(
                    number, static_cast<int>(expected.size()) + 1, "not a version number");
            if (version > kCardFileVersion)
                return cardFileError(number, static_cast<int>(expected.size()) + 1,
                    "written by a newer Rochade (format " + std::to_string(version)
                        + "; this one reads format " + std::to_string(kCardFileVersion) + ")");
            header = true;
            continue;
        }
        if (raw.empty() || raw.front() == '#') continue;
        if (countLine) return cardFileError(number, 1, "text after the last line ('count')");
        auto split = splitCardLine(raw, number);
        if (!split) return split.error();
        const CardFileLine& line = split.value();
        const std::string& key = line.fields[0].text;
        if (key == "card") {
            if (record)
                return cardFileError(number, 1,
                    "a new card before the 'end' of the card begun on line "
                        + std::to_string(cardLine->number));
            if (line.fields.size() != 2)
                return cardFileError(number, 1, "'card' takes one field, the card's id");
            cardLine = std::move(split).value();
            record.emplace(*cardLine);
            continue;
        }
        if (key == "end") {
            if (!record) return cardFileError(number, 1, "'end' outside a card");
            if (line.fields.size() != 1)
                return cardFileError(number, line.fields[1].column, "'end' takes no field");
            auto card = record->finish(line);
            if (!card) return card.error();
            if (!ids.insert(card.value().id()).second)
                return cardFileError(
                    cardLine->number, 1, "the card " + card.value().id() + " appears twice");
            cards.push_back(std::move(card).value());
            record.reset();
            continue;
        }
        if (key == "count") {
            if (record)
                return cardFileError(number, 1,
                    "'count' inside the card begun on line " + std::to_string(cardLine->number));
            std::size_t count = 0;
            if (line.fields.size() != 2 || !parseCardInteger(line.fields[1].text, count))
                return cardFileError(number, 1, "'count' takes the number of cards");
            if (count != cards.size())
                return cardFileError(number, line.fields[1].column,
                    "the file says " + std::to_string(count) + " cards but holds "
                        + std::to_string(cards.size()));
            countLine = number;
            continue;
        }
        if (!record)
            return cardFileError(
                number, 1, "'" + key + "' outside a card (no 'card' line before it)");
        if (auto e = record->read(line)) return *e;
    }
    if (!header) return cardFileError(1, 1, "an empty file, not a Rochade card file");
    if (record)
        return cardFileError(number, 1,
            "the file ends inside the card begun on line " + std::to_string(cardLine->number)
                + " (it was cut short)");
    if (!countLine)
        return cardFileError(
            number, 1, "the file ends without its last line 'count' (it was cut short)");
    return cards;
}

} // namespace rochade::training
