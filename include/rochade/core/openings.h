// SPDX-License-Identifier: GPL-3.0-or-later
// Opening names: the ECO code and name of the position a game reached, found by position
// so that a transposition finds the same entry as the book's move order.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/position.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rochade {

/// One named line of the catalogue.
struct OpeningEntry {
    std::string eco; ///< "C00"
    std::string name; ///< "French Defense: Advance Variation" (English: a proper name)
    std::string moves; ///< the line as the table writes it ("1. e4 e6 2. d4 d5 3. e5")
    int plies = 0; ///< number of moves in the line
};

/// A move the catalogue's lines play from a position, and how many of the lines play it.
struct BookMove {
    Move move;
    int lines = 0;
};

/// A line of a table that was left out, and why.
struct OpeningTableError {
    std::string source; ///< the table's name, as given to addTable()
    int line = 0; ///< 1-based line number in that table
    std::string message;
};

/// The named openings, indexed by the position each line reaches. A position's key is
/// Position::hash(): placement, side to move, castling rights, and the en passant square
/// only when a capture there is legal, never the move counters; so the same position reached
/// by other moves is found, as FIDE counts positions for repetition. (Two positions with
/// the same 64-bit key are taken as one; with a few thousand entries a false match is a
/// one in 10^15 event.) Immutable once built: const use from any number of threads is safe.
class OpeningCatalogue {
public:
    /// An empty catalogue.
    OpeningCatalogue() = default;

    /// The catalogue of the ECO volumes A to E compiled into the program (lichess.org
    /// chess-openings, public domain). Built on the first call (thread-safe), then shared.
    static const OpeningCatalogue& builtin();
    /// builtin() if it has been built, else null; never waits and never builds (a window
    /// shows its first picture without waiting for the catalogue, built meanwhile on
    /// another thread by a call to builtin()).
    static const OpeningCatalogue* builtinIfBuilt();
    /// A new catalogue of those tables, read now (builtin() reads them once; this is for
    /// measuring the time that takes).
    static OpeningCatalogue readBuiltinTables();

    /// Reads a table of tab-separated `eco`, `name`, `pgn` columns whose first line is that
    /// header. Each line's moves are replayed from the initial position with the SAN reader;
    /// a line that is malformed or plays an illegal move is left out and recorded in
    /// errors() with `source` and its line number. When two lines reach the same position,
    /// the first keeps it.
    void addTable(std::string_view text, std::string_view source);

    /// The entry whose line reaches `pos`, or null.
    const OpeningEntry* find(const Position& pos) const;
    /// The opening of the line from the start of the game to `node`: the entry of the
    /// position nearest to `node` on the way back to the start, so after the game leaves the
    /// book it keeps the last name it had. Null if no position on the way is named, and
    /// always null in a Chess960 game (even one from the standard set-up, number 518: the
    /// book's lines are standard chess, whose castling differs).
    const OpeningEntry* classify(const Game::Node& node) const;

    /// The moves the lines play from `pos`, each legal there, the one most lines play first
    /// (ties in the order the tables first play them); empty when no line passes through
    /// `pos`. Found by position, as find(): a transposition into a line finds its moves. What
    /// an opening book offers: the more lines play a move, the more it is a main line.
    std::vector<BookMove> bookMoves(const Position& pos) const;
    /// Distinct positions some line plays a move from.
    std::size_t bookPositionCount() const { return m_bookMoves.size(); }

    /// Lines read and kept (every entry, also one whose position an earlier line named).
    std::size_t entryCount() const { return m_entries.size(); }
    /// Those lines, in the order read (for the benchmarks' corpus, which starts its games
    /// with them).
    const std::vector<OpeningEntry>& entries() const { return m_entries; }
    /// Distinct positions named.
    std::size_t positionCount() const { return m_byPosition.size(); }
    /// The lines left out, in the order read.
    const std::vector<OpeningTableError>& errors() const { return m_errors; }

private:
    std::vector<OpeningEntry> m_entries;
    std::unordered_map<std::uint64_t, std::size_t> m_byPosition; ///< hash -> m_entries index
    /// Position hash -> the moves the lines play from there, with their counts.
    std::unordered_map<std::uint64_t, std::vector<BookMove>> m_bookMoves;
    std::vector<OpeningTableError> m_errors;
};

} // namespace rochade
