// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the card file: a line split into fields, and one card's record checked field by
// field. Private to rochade_training (card_file.cpp reads the file with it).
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"
#include "rochade/training/practice_card.h"

#include <charconv>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training::detail {

/// One field of a line.
struct CardField {
    std::string text; ///< unescaped
    int column = 1; ///< 1-based, in bytes
};

/// One line of the file, split.
struct CardFileLine {
    int number = 0;
    std::vector<CardField> fields; ///< fields[0] is the key
};

/// "line L, column C: what".
Error cardFileError(int line, int column, const std::string& what);

/// Splits one line into its fields, undoing the escapes; an unknown escape is an error.
Result<CardFileLine> splitCardLine(std::string_view text, int number);

/// A whole decimal integer of 0 or more, nothing else.
template <class Int> bool parseCardInteger(std::string_view text, Int& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc {} && end == text.data() + text.size() && value >= 0;
}

/// Reads one card's lines into a card, checking each field against the position.
class CardRecordReader {
public:
    explicit CardRecordReader(const CardFileLine& cardLine)
        : m_cardLine(cardLine) { }

    std::optional<Error> read(const CardFileLine& line);
    /// At the card's "end" line: every required line was there and the id matches.
    Result<PracticeCard> finish(const CardFileLine& endLine);

private:
    std::optional<Error> expectFields(const CardFileLine& line, std::size_t count) const;
    std::optional<Error> once(const CardFileLine& line, bool& seen) const;
    Result<CardMove> readMove(const CardFileLine& line) const;
    std::optional<Error> readSource(const CardFileLine& line);
    std::optional<Error> readSchedule(const CardFileLine& line);
    std::optional<Error> readAnswer(const CardFileLine& line);
    std::optional<Error> readLine(const CardFileLine& line);
    std::optional<Error> needPosition(const CardFileLine& line) const;

    const CardFileLine& m_cardLine;
    PracticeCard m_card;
    std::optional<Position> m_position;
    bool m_seenPlayed = false;
    bool m_seenLine = false;
    bool m_seenClass = false;
    bool m_seenEval = false;
    bool m_seenExplanation = false;
    bool m_seenAdded = false;
    bool m_seenSchedule = false;
};

} // namespace rochade::training::detail
