// SPDX-License-Identifier: GPL-3.0-or-later
// One card's record read from the card file, every field checked against the card's position.
#include "card_record_reader.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rochade::training::detail {

Error cardFileError(int line, int column, const std::string& what) {
    return Error { "line " + std::to_string(line) + ", column " + std::to_string(column) + ": "
        + what };
}

Result<CardFileLine> splitCardLine(std::string_view text, int number) {
    CardFileLine line;
    line.number = number;
    CardField field;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\t') {
            line.fields.push_back(std::move(field));
            field = CardField {};
            field.column = static_cast<int>(i) + 2;
            continue;
        }
        if (text[i] != '\\') {
            field.text += text[i];
            continue;
        }
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        const char plain = next == '\\' ? '\\'
            : next == 't'               ? '\t'
            : next == 'n'               ? '\n'
            : next == 'r'               ? '\r'
                                        : '\0';
        if (plain == '\0')
            return cardFileError(number, static_cast<int>(i) + 1,
                "unknown escape '\\" + std::string(next ? 1 : 0, next)
                    + "' (a backslash is written \\\\)");
        field.text += plain;
        ++i;
    }
    return line;
}

std::optional<Error> CardRecordReader::expectFields(
    const CardFileLine& line, std::size_t count) const {
    const std::size_t given = line.fields.size() - 1;
    if (given == count) return std::nullopt;
    const int column = given > count
        ? line.fields[count + 1].column
        : line.fields.back().column + static_cast<int>(line.fields.back().text.size());
    return cardFileError(line.number, column,
        "'" + line.fields[0].text + "' takes " + std::to_string(count) + " field(s), not "
            + std::to_string(given));
}

std::optional<Error> CardRecordReader::once(const CardFileLine& line, bool& seen) const {
    if (seen)
        return cardFileError(
            line.number, 1, "a second '" + line.fields[0].text + "' line in the card");
    seen = true;
    return std::nullopt;
}

std::optional<Error> CardRecordReader::needPosition(const CardFileLine& line) const {
    if (m_position) return std::nullopt;
    return cardFileError(
        line.number, 1, "'" + line.fields[0].text + "' before the card's 'position' line");
}

namespace {

/// An evaluation as %eval writes it: "-" (none), a signed decimal ("0.35", "-1.2"), or a
/// mate ("#3", "#-2").
bool isEvalText(std::string_view text) {
    if (text == "-") return true;
    std::size_t i = 0;
    const bool mate = !text.empty() && text[0] == '#';
    if (mate) ++i;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    bool digits = false;
    bool point = false;
    for (; i < text.size(); ++i) {
        if (text[i] >= '0' && text[i] <= '9')
            digits = true;
        else if (text[i] == '.' && !point && !mate)
            point = true;
        else
            return false;
    }
    return digits;
}

} // namespace

Result<CardMove> CardRecordReader::readMove(const CardFileLine& line) const {
    const auto move = parseUciMove(*m_position, line.fields[1].text);
    if (!move)
        return cardFileError(line.number, line.fields[1].column,
            "'" + line.fields[1].text + "' is not a legal move here: " + move.error().message);
    const std::string san = toSan(*m_position, move.value());
    if (san != line.fields[2].text)
        return cardFileError(line.number, line.fields[2].column,
            "'" + line.fields[2].text + "' is not the SAN of " + line.fields[1].text + " (" + san
                + ")");
    return CardMove { line.fields[1].text, san };
}

std::optional<Error> CardRecordReader::readLine(const CardFileLine& line) {
    if (auto e = once(line, m_seenLine)) return e;
    if (auto e = expectFields(line, 1)) return e;
    Position position = *m_position;
    const std::string& text = line.fields[1].text;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        const std::string word = text.substr(start, end - start);
        const auto move = parseUciMove(position, word);
        if (!move)
            return cardFileError(line.number, line.fields[1].column + static_cast<int>(start),
                "'" + word + "' is not a legal move in the line: " + move.error().message);
        UndoInfo undo;
        position.makeMove(move.value(), undo);
        m_card.bestLine.push_back(word);
        start = end + 1;
    }
    if (m_card.bestLine.empty())
        return cardFileError(line.number, line.fields[1].column, "an empty line (leave it out)");
    return std::nullopt;
}

std::optional<Error> CardRecordReader::readSource(const CardFileLine& line) {
    if (line.fields.size() < 2) return expectFields(line, 8);
    CardSource source;
    const std::string& kind = line.fields[1].text;
    std::size_t names = 0;
    if (kind == "file") {
        if (auto e = expectFields(line, 9)) return e;
        source.kind = CardSource::Kind::File;
        source.path = line.fields[3].text;
        if (!parseCardInteger(line.fields[4].text, source.gameIndex))
            return cardFileError(line.number, line.fields[4].column,
                "not a game index: '" + line.fields[4].text + "'");
        if (!parseCardInteger(line.fields[5].text, source.byteOffset))
            return cardFileError(line.number, line.fields[5].column,
                "not a byte offset: '" + line.fields[5].text + "'");
        names = 6;
    } else if (kind == "library") {
        if (auto e = expectFields(line, 7)) return e;
        source.kind = CardSource::Kind::Library;
        if (!parseCardInteger(line.fields[3].text, source.libraryGameId))
            return cardFileError(
                line.number, line.fields[3].column, "not a game id: '" + line.fields[3].text + "'");
        names = 4;
    } else {
        return cardFileError(line.number, line.fields[1].column,
            "a source is 'file' or 'library', not '" + kind + "'");
    }
    if (!parseCardInteger(line.fields[2].text, source.ply) || source.ply < 1)
        return cardFileError(line.number, line.fields[2].column,
            "not a ply (1 or more): '" + line.fields[2].text + "'");
    source.white = line.fields[names].text;
    source.black = line.fields[names + 1].text;
    source.date = line.fields[names + 2].text;
    source.event = line.fields[names + 3].text;
    m_card.sources.push_back(std::move(source));
    return std::nullopt;
}

std::optional<Error> CardRecordReader::readSchedule(const CardFileLine& line) {
    if (auto e = once(line, m_seenSchedule)) return e;
    if (auto e = expectFields(line, 6)) return e;
    const auto& f = line.fields;
    FsrsCard& s = m_card.schedule;
    const auto due = parseIsoDate(f[1].text);
    if (!due)
        return cardFileError(
            line.number, f[1].column, "not a date (YYYY-MM-DD): '" + f[1].text + "'");
    s.due = *due;
    if (f[2].text != "-") {
        const auto last = parseIsoDate(f[2].text);
        if (!last)
            return cardFileError(
                line.number, f[2].column, "not a date (YYYY-MM-DD) or '-': '" + f[2].text + "'");
        s.lastReview = *last;
    }
    for (const auto& [index, value] :
        { std::pair { 3, &s.stability }, std::pair { 4, &s.difficulty } }) {
        const std::string& text = f[index].text;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
        if (ec != std::errc {} || end != text.data() + text.size() || !std::isfinite(*value)
            || *value < 0)
            return cardFileError(
                line.number, f[index].column, "not a number of 0 or more: '" + text + "'");
    }
    if (s.difficulty > 10)
        return cardFileError(
            line.number, f[4].column, "a difficulty is at most 10: '" + f[4].text + "'");
    if (!parseCardInteger(f[5].text, s.reviews))
        return cardFileError(line.number, f[5].column, "not a count: '" + f[5].text + "'");
    if (!parseCardInteger(f[6].text, s.lapses) || s.lapses > s.reviews)
        return cardFileError(line.number, f[6].column,
            "not a count of lapses (at most the reviews): '" + f[6].text + "'");
    if ((s.reviews == 0) != !s.lastReview)
        return cardFileError(
            line.number, f[2].column, "a card has a last review exactly when it has reviews");
    return std::nullopt;
}

std::optional<Error> CardRecordReader::readAnswer(const CardFileLine& line) {
    if (auto e = expectFields(line, 4)) return e;
    const auto& f = line.fields;
    CardAnswer answer;
    const auto day = parseIsoDate(f[1].text);
    if (!day)
        return cardFileError(
            line.number, f[1].column, "not a date (YYYY-MM-DD): '" + f[1].text + "'");
    answer.day = *day;
    const auto recall = recallFromName(f[2].text);
    if (!recall)
        return cardFileError(
            line.number, f[2].column, "not again, hard, good or easy: '" + f[2].text + "'");
    answer.recall = *recall;
    const auto outcome = outcomeFromName(f[3].text);
    if (!outcome)
        return cardFileError(
            line.number, f[3].column, "not right, right-with-hint or wrong: '" + f[3].text + "'");
    answer.outcome = *outcome;
    if (f[4].text != "-") {
        if (!parseUciMove(*m_position, f[4].text))
            return cardFileError(
                line.number, f[4].column, "'" + f[4].text + "' is not a legal move here (or '-')");
        answer.triedMove = f[4].text;
    }
    m_card.answers.push_back(std::move(answer));
    return std::nullopt;
}

std::optional<Error> CardRecordReader::read(const CardFileLine& line) {
    const std::string& key = line.fields[0].text;
    const auto& f = line.fields;
    if (key == "position") {
        if (m_position)
            return cardFileError(line.number, 1, "a second 'position' line in the card");
        if (auto e = expectFields(line, 1)) return e;
        const auto position = parseFen(f[1].text);
        if (!position)
            return cardFileError(
                line.number, f[1].column, "not a position: " + position.error().message);
        m_card.position = positionKeyOfFen(toFen(position.value()));
        if (m_card.position != f[1].text)
            return cardFileError(line.number, f[1].column,
                "write the position as '" + m_card.position
                    + "' (four FEN fields, as Rochade writes them)");
        m_position = position.value();
        return std::nullopt;
    }
    const bool known = key == "played" || key == "better" || key == "line" || key == "class"
        || key == "eval" || key == "explanation" || key == "source" || key == "added"
        || key == "schedule" || key == "answer";
    if (!known) return cardFileError(line.number, 1, "unknown line '" + key + "' in a card");
    // Every line but these few reads moves, so the position comes first.
    if (key == "played" || key == "better" || key == "line" || key == "answer")
        if (auto e = needPosition(line)) return e;
    if (key == "played" || key == "better") {
        if (key == "played")
            if (auto e = once(line, m_seenPlayed)) return e;
        if (auto e = expectFields(line, 2)) return e;
        auto move = readMove(line);
        if (!move) return move.error();
        if (key == "played")
            m_card.played = std::move(move).value();
        else
            m_card.better.push_back(std::move(move).value());
        return std::nullopt;
    }
    if (key == "line") return readLine(line);
    if (key == "class") {
        if (auto e = once(line, m_seenClass)) return e;
        if (auto e = expectFields(line, 1)) return e;
        const auto value = mistakeClassFromName(f[1].text);
        if (!value)
            return cardFileError(line.number, f[1].column,
                "not inaccuracy, mistake, blunder or missed-mate: '" + f[1].text + "'");
        m_card.mistakeClass = *value;
        return std::nullopt;
    }
    if (key == "eval") {
        if (auto e = once(line, m_seenEval)) return e;
        if (auto e = expectFields(line, 2)) return e;
        for (int i : { 1, 2 })
            if (!isEvalText(f[i].text))
                return cardFileError(line.number, f[i].column,
                    "not an evaluation ('0.35', '#-2' or '-'): '" + f[i].text + "'");
        m_card.evalBefore = f[1].text == "-" ? "" : f[1].text;
        m_card.evalAfter = f[2].text == "-" ? "" : f[2].text;
        return std::nullopt;
    }
    if (key == "explanation") {
        if (auto e = once(line, m_seenExplanation)) return e;
        if (auto e = expectFields(line, 1)) return e;
        m_card.explanation = f[1].text;
        return std::nullopt;
    }
    if (key == "source") return readSource(line);
    if (key == "added") {
        if (auto e = once(line, m_seenAdded)) return e;
        if (auto e = expectFields(line, 1)) return e;
        const auto day = parseIsoDate(f[1].text);
        if (!day)
            return cardFileError(
                line.number, f[1].column, "not a date (YYYY-MM-DD): '" + f[1].text + "'");
        m_card.added = *day;
        return std::nullopt;
    }
    if (key == "schedule") return readSchedule(line);
    return readAnswer(line);
}

Result<PracticeCard> CardRecordReader::finish(const CardFileLine& endLine) {
    for (const auto& [seen, name] :
        { std::pair { m_position.has_value(), "position" }, std::pair { m_seenPlayed, "played" },
            std::pair { !m_card.better.empty(), "better" }, std::pair { m_seenClass, "class" },
            std::pair { m_seenAdded, "added" }, std::pair { m_seenSchedule, "schedule" } }) {
        if (!seen)
            return cardFileError(endLine.number, 1,
                "the card begun on line " + std::to_string(m_cardLine.number) + " has no '" + name
                    + "' line");
    }
    if (m_card.id() != m_cardLine.fields[1].text)
        return cardFileError(m_cardLine.number, m_cardLine.fields[1].column,
            "the card's id is " + m_card.id() + " for its position and move, not '"
                + m_cardLine.fields[1].text + "'");
    return std::move(m_card);
}

} // namespace rochade::training::detail
