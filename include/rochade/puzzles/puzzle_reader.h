// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles read one at a time from a PGN or EPD stream, so a file of thousands is never held.
#pragma once

#include "rochade/core/pgn.h"
#include "rochade/puzzles/puzzle.h"

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::puzzles {

enum class PuzzleFileFormat {
    Pgn,
    Epd
};

/// The format a file's name says: ".epd" is EPD, ".pgn" PGN (any case); nullopt otherwise.
std::optional<PuzzleFileFormat> puzzleFormatFromName(std::string_view path);
/// The format `input`'s first line with something on it suggests: EPD if its first word
/// holds a '/' (a FEN placement), else PGN. Reads nothing: the stream is left where it was.
PuzzleFileFormat sniffPuzzleFormat(std::istream& input);

/// What the reader made of one entry of the file (a PGN game, an EPD line).
struct PuzzleEntry {
    /// 1-based place in the file, counting every entry.
    std::size_t number = 0;
    /// The line the entry starts on (1-based), for messages.
    int line = 0;
    /// The puzzle, or nullopt if the entry cannot be one (see `error`).
    std::optional<Puzzle> puzzle;
    /// Why the entry is not a puzzle ("unknown goal 'mate in two' and no moves", a PGN or
    /// EPD error): the caller counts it and names it.
    std::string error;
    /// Read, but with something the caller should say (a Termination tag that is not a goal
    /// when the moves still make a solution line).
    std::vector<std::string> warnings;

    bool ok() const { return puzzle.has_value(); }
};

/// The puzzle of a PGN game as the core's reader returns it (tags, start, main line), or an
/// error. A game with a goal in its Termination tag is a Goal unless the goal is a mate and
/// the game has moves (pychess's mate_in_N.pgn: then the moves are the solution line and
/// the goal is kept beside it); a game with moves and no goal is a SolutionLine.
PuzzleEntry puzzleFromPgnGame(const PgnGame& game, std::size_t number);
/// The puzzle of one EPD line (bm and am moves in SAN, id, c0 as the name), or an error.
PuzzleEntry puzzleFromEpdLine(std::string_view line, std::size_t number);

/// Reads puzzles from a stream, one entry at a time: PGN through the core's streaming
/// PgnReader, EPD line by line. Holds one entry, never the file. Lives in one thread.
class PuzzleReader {
public:
    /// `input` (opened in binary mode) must outlive the reader.
    PuzzleReader(std::istream& input, PuzzleFileFormat format);
    ~PuzzleReader();
    PuzzleReader(const PuzzleReader&) = delete;
    PuzzleReader& operator=(const PuzzleReader&) = delete;

    /// The next entry, readable or not; nullopt at the end of the input.
    std::optional<PuzzleEntry> next();
    /// True if reading stopped on a read error of the stream (not at its end).
    bool failed() const;

private:
    std::istream& m_input;
    PuzzleFileFormat m_format;
    std::unique_ptr<PgnReader> m_pgn;
    std::size_t m_number = 0;
    int m_lineNumber = 0;
};

} // namespace rochade::puzzles
