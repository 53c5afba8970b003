// SPDX-License-Identifier: GPL-3.0-or-later
// Portable Game Notation: reading files of many games with precise errors, and writing.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade {

/// One tag pair, such as [White "Morphy, Paul"], with the value unescaped.
struct PgnTag {
    std::string name;
    std::string value;

    friend bool operator==(const PgnTag&, const PgnTag&) = default;
};

/// One game of a PGN file: its tags and its movetext as a game tree.
struct PgnGame {
    /// In file order. When writing, the seven-tag roster comes first whatever the order here.
    std::vector<PgnTag> tags;
    /// The start position (from the FEN tag, else the initial one), the main line, the
    /// variations and the annotations (comments, NAGs, %clk and %eval). Every move is legal
    /// where it stands. After reading, the current node is the end of the main line.
    Game game;
    /// The game termination marker: "1-0", "0-1", "1/2-1/2" or "*".
    std::string result = "*";

    /// The value of the first tag called `name`, or nullopt if there is none.
    std::optional<std::string> tag(std::string_view name) const;
    /// Sets the first tag called `name`, or appends one.
    void setTag(std::string_view name, std::string value);
    const Position& start() const { return game.startPosition(); }
    /// The moves of the main line, in order.
    std::vector<Move> moves() const;
    /// The tree as a Game whose current node is the end of the main line. Where the moves
    /// alone do not end the game, it ends as the record says (Game::endAsRecorded()): the
    /// result marker, for the reason the Termination tag names if Rochade knows it and the
    /// result and the board agree ("Time forfeit", "White won on time": Timeout, or
    /// TimeoutInsufficientMaterial for a draw; "won by resignation"; "drawn by agreement";
    /// "drawn by repetition" or "50-move rule" where the final position allows that claim),
    /// otherwise for GameEndReason::AsRecorded ("Normal", "Abandoned", no tag).
    Game toGame() const;
};

/// Where and why reading went wrong. Line and column are 1-based; columns count bytes.
struct PgnError {
    std::string message;
    int line = 0;
    int column = 0;
    /// The index in PgnParseResult::games of the game it concerns, if that game is kept
    /// (a game with an error keeps its valid part, so a caller may offer to load it).
    std::optional<std::size_t> game;
};

/// Where one game lies in the input read: the bytes [begin, end), counted from the input's
/// first byte (a byte order mark counts). A game runs from its first token (a comment or
/// glyph before its tags or moves, its first tag, or its first move) to the end of its
/// result marker; the blank lines, %-escape lines, control bytes and anything else skipped
/// between two games belong to neither. A comment standing between games is a game of its
/// own (PgnReader reads it as one). A game with an error runs to the last byte read for it:
/// its result marker, or what lies before the next game's tags, or the end of the input.
/// Read alone, a complete game's bytes give the same game.
struct PgnRange {
    std::size_t begin = 0;
    std::size_t end = 0;

    std::size_t size() const { return end - begin; }
    friend bool operator==(const PgnRange&, const PgnRange&) = default;
};

/// What parsePgn() read.
struct PgnParseResult {
    /// Every game read, in file order: complete ones, and the valid part of each game that
    /// had an error (named by that error's `game`).
    std::vector<PgnGame> games;
    /// Where each of `games` lies in the text: ranges[i] is games[i]'s (see PgnRange).
    std::vector<PgnRange> ranges;
    /// The first error, if any (the same as errors.front()).
    std::optional<PgnError> error;
    /// Every error, in file order. Reading goes on after each one with the next game.
    std::vector<PgnError> errors;
    /// What was read but repaired, such as castling rights a FEN tag's position cannot have;
    /// `game` is the index the game has (or would have had) in `games`.
    std::vector<PgnError> warnings;

    bool ok() const { return errors.empty(); }
    /// True if games[index] was read without an error.
    bool isComplete(std::size_t index) const;
};

/// Reads PGN import format: many games, tag pairs with \" and \\ escapes (and unescaped
/// quotes inside a value, as some writers leave them), comments {...} and ;... with the
/// %clk and %eval commands inside them, %-escape lines, variations nested to any depth up
/// to kMaxPgnVariationDepth, NAGs ($n, !, ?!, ..., and N for a novelty), move numbers "12.",
/// "12..." and "12 ...", "0-0" as well as "O-O", long algebraic moves, null moves "--",
/// "Z0" and "0000" (UCI's), the result "½-½", SetUp/FEN start positions (castling rights the
/// position cannot have are dropped with a warning), a UTF-8 byte order mark, CRLF line ends and
/// games without tags. An error (an illegal or malformed move, an unterminated comment, tag, string
/// or variation, a game without its result marker, a bad FEN tag) is recorded with its place, and
/// reading goes on after that game's result marker or at the next game's tags; binary data (NUL and
/// other control bytes) ends the reading. Never throws; time and memory are linear in the input.
PgnParseResult parsePgn(std::string_view text);

namespace detail {
class PgnParser;
}

/// How much of a stream PgnReader reads at a time unless told: many games, so that few
/// are read twice.
constexpr std::size_t kPgnPieceBytes = 64 * 1024;

/// Reads the games of a PGN text one at a time, as parsePgn() does, so that a caller that
/// handles each game in turn holds only one in memory, and says where each one lies.
class PgnReader {
public:
    /// Reads `text`, which must outlive the reader.
    explicit PgnReader(std::string_view text);
    /// Reads `input` (opened in binary mode, so that offsets are bytes) as it goes, in
    /// pieces of `pieceBytes` or more: it holds the game being read and about as much again
    /// of what follows (at least a piece), so its memory grows with the longest game, not
    /// with the input. A game that runs past what it holds is read again with more. `input`
    /// must outlive the reader; a read error ends the input there.
    explicit PgnReader(std::istream& input, std::size_t pieceBytes = kPgnPieceBytes);
    ~PgnReader();
    PgnReader(const PgnReader&) = delete;
    PgnReader& operator=(const PgnReader&) = delete;

    /// The next game: a complete one, or the valid part of one that had an error. Nullopt
    /// at the end of the input (or after binary data).
    std::optional<PgnGame> next();
    /// True if the game next() returned last was read without an error.
    bool lastGameComplete() const;
    /// Where the game next() returned last lies in the input (see PgnRange).
    PgnRange lastGameRange() const;
    /// Every error and warning so far, in file order; `game` counts the games returned.
    const std::vector<PgnError>& errors() const;
    const std::vector<PgnError>& warnings() const;
    /// How many bytes of the input the reader holds now (all of a text; of a stream, the
    /// part it keeps).
    std::size_t heldBytes() const;

private:
    std::unique_ptr<detail::PgnParser> m_parser;
};

/// Deepest nesting of variations the reader accepts (and so the writer's recursion depth).
constexpr int kMaxPgnVariationDepth = 200;

/// Export format: the seven-tag roster (Event, Site, Date, Round, White, Black, Result; "?"
/// or "????.??.??" when absent) with Result taken from game.result, then SetUp "1" and FEN
/// if the game does not start from the initial position, then the other tags in their
/// order; a blank line; SAN movetext with move numbers ("N..." when black moves first, after
/// a comment or a variation), NAGs as $n, comments (with [%clk] and [%eval] commands for the
/// clock readings and evaluations) and variations in parentheses after the move they
/// replace, wrapped to at most 80 columns; the result marker; a blank line.
std::string writePgn(const PgnGame& game);

/// A Game written with `tags`: the line from the start to the current node as the main line,
/// with the variations that branch off it and all annotations; what follows the current node
/// (the moves redo would replay) is left out.
/// The result is the game's status when it is over (an end declared by
/// Game::endAsRecorded() included), else "*": a Result tag in `tags` is not read, as
/// writePgn(const PgnGame&) does not read one (the game is the one place the result lives).
std::string writePgn(const Game& game, std::vector<PgnTag> tags);

} // namespace rochade
