// SPDX-License-Identifier: GPL-3.0-or-later
// One row of a file's list of games: the few tags the chooser shows, the first moves, the
// length and where the game lies, kept small so that a file of a hundred thousand games
// lists in a few megabytes (a whole PgnGame is kept for no row).
#pragma once

#include "rochade/core/pgn.h"

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace rochade::gui {

/// The texts a row keeps, in the order they are stored.
enum class GameListField : std::uint8_t {
    White,
    Black,
    Event,
    Site,
    Date,
    Round,
    Eco,
    Opening,
    FirstMoves, ///< the first moves of the main line in SAN, "1. e4 e5 2. Nf3" (at most six)
};
inline constexpr std::size_t kGameListFieldCount = 9;

/// How the game ended as its record says (the result marker).
enum class GameListResult : std::uint8_t {
    WhiteWins,
    Draw,
    BlackWins,
    Unfinished,
};

/// A game of a file as the list shows it. About 150 bytes with its texts: the tags are kept
/// as one UTF-8 string (each cut to kMaxGameListFieldBytes), not as QStrings or a PgnGame.
class GameListRow {
public:
    GameListRow() = default;
    /// The row of `game`, read at `range` of its file; `complete` false if it had an error
    /// (the row then describes the valid part read).
    GameListRow(const PgnGame& game, PgnRange range, bool complete);

    /// The tag's value as read (empty when the tag is missing, "?" or "????.??.??" kept).
    std::string_view field(GameListField f) const;
    QString text(GameListField f) const;
    /// The value of a tag that says something: empty for a missing tag and for PGN's
    /// "unknown" ("?", "-", "????.??.??").
    QString known(GameListField f) const;
    PgnRange range() const { return { m_begin, m_end }; }
    std::uint32_t plies() const { return m_plies; }
    GameListResult result() const { return m_result; }
    bool isComplete() const { return m_complete; }
    /// Neither tags nor moves were read (a comment standing alone, or an error before
    /// anything of the game).
    bool isEmpty() const { return m_empty; }

private:
    std::string m_text; ///< the fields one after another
    std::array<std::uint16_t, kGameListFieldCount> m_ends {}; ///< where each field ends
    std::uint64_t m_begin = 0;
    std::uint64_t m_end = 0;
    std::uint32_t m_plies = 0;
    GameListResult m_result = GameListResult::Unfinished;
    bool m_complete = true;
    bool m_empty = false;
};

/// Longest tag value a row keeps (longer ones are cut at a character's start).
inline constexpr std::size_t kMaxGameListFieldBytes = 120;

/// A word to look for in a row's texts (its tags, first moves and result), ignoring case. A
/// word of ASCII letters is looked for in the UTF-8 bytes themselves, as the bytes of an
/// ASCII letter occur in UTF-8 only as that letter: a filter over 80,000 rows makes no
/// QString a row; other words are compared as QStrings.
class GameListWord {
public:
    explicit GameListWord(const QString& word);
    bool isFoundIn(const GameListRow& row) const;

private:
    QString m_word;
    std::string m_asciiLower; ///< the word in lower case, when it is ASCII
    bool m_ascii = true;
};

/// "1-0", "1/2-1/2", "0-1" or "*".
QString gameListResultText(GameListResult result);

/// True for a tag value that says nothing: missing, or PGN's "unknown" ("?", "-",
/// "????.??.??"). Tables of games show it as an empty cell.
bool isUnknownTagValue(std::string_view value);

/// One line naming a game: "Morphy – Duke, 1-0, 1858.??.??, moves: 17"; when the file names no
/// players (a study's chapters), its event, round and first moves take their place:
/// "Study: Chapter 3, round 2 (1. e4 e5 2. Nf3), *, moves: 12".
QString gameListSummary(const GameListRow& row);

} // namespace rochade::gui
