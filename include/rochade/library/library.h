// SPDX-License-Identifier: GPL-3.0-or-later
// The game library: games in an SQLite file, a compact position index, the opening
// explorer, position and material search, import (streamed, resumable) and export.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/move.h"
#include "rochade/core/pgn.h"
#include "rochade/core/position.h"
#include "rochade/core/types.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::library {

/// A game's number in the library (games.id): never reused, also after a removal.
using GameId = std::int64_t;

/// The game result as the library stores it.
enum class StoredResult : std::uint8_t {
    WhiteWins = 0,
    Draw = 1,
    BlackWins = 2,
    Unfinished = 3,
};
/// "1-0", "1/2-1/2", "0-1", "*".
std::string_view resultText(StoredResult r);
/// The result of a PGN marker; Unfinished for anything else.
StoredResult resultFromText(std::string_view marker);

/// A place in a file: 1-based line and byte column, with what happened there.
struct ImportIssue {
    std::string file;
    int line = 0;
    int column = 0;
    std::string message;
    /// For a duplicate: the id of the game already stored.
    GameId storedGame = 0;
};

struct ImportOptions {
    /// Called after each checkpoint and at the end: games read so far, bytes of the file read.
    std::function<void(std::size_t games, std::uint64_t bytes)> progress;
    /// Polled between games; when set, the games read so far are committed and the import
    /// stops (it resumes where it stopped when run again on the unchanged file).
    const std::atomic<bool>* cancel = nullptr;
    /// Games per transaction (a checkpoint commits games, their index segment and the
    /// file offset together). A checkpoint also happens when the index entries held reach
    /// kMaxHeldEntries, so memory does not depend on this or on the file.
    std::size_t checkpointGames = 50000;
    /// Name of a collection to put every imported game in (created if missing); empty: none.
    std::string collection;
    /// Called with each error and each duplicate as it is found (in file order). Without
    /// it they are collected in the report, the first kMaxReportedIssues of each kind.
    std::function<void(const ImportIssue&)> issue;
    /// Called for each complete game of the file as it is stored, in file order: its id in
    /// the library, the game, and whether the library held it already (a duplicate: the id
    /// is the stored game's). The batch it belongs to is committed at the next checkpoint;
    /// when the report has a failure, ids handed over since the last checkpoint are void.
    std::function<void(GameId id, const PgnGame& game, bool duplicate)> stored;
    /// False: the file is read from its start even where an unfinished earlier import of it
    /// could resume, so every game reaches `stored` (those imported before as duplicates).
    bool resume = true;
};

/// How many errors and how many duplicates an ImportReport lists at most (a file imported
/// twice has as many duplicates as games: memory must not grow with them).
constexpr std::size_t kMaxReportedIssues = 10000;

/// Most index entries (16 bytes each) an import holds before it writes a segment.
constexpr std::size_t kMaxHeldEntries = 4'000'000;

struct ImportReport {
    std::size_t imported = 0;
    /// Games not stored because the library has them (counted; listed unless `issue` is set).
    std::size_t duplicateCount = 0;
    std::vector<ImportIssue> duplicates;
    /// Games skipped because of an error (a game may bring several errors).
    std::size_t skipped = 0;
    std::vector<ImportIssue> errors;
    bool cancelled = false;
    /// Byte offset the import started from: 0, or where an unfinished earlier import of the
    /// same file (same size and modification time) stopped.
    std::uint64_t resumedFrom = 0;
    /// Set when the file or the database could not be read or written at all.
    std::optional<Error> failure;
};

/// Which games a query considers. Every field left empty means "no restriction".
struct GameFilter {
    /// A player's exact name; with `color`, only the games where they had that colour.
    std::string player;
    std::optional<Color> color;
    /// Dates as in PGN: "1992", "1992.06" or "1992.06.15"; unknown parts of a stored date
    /// ("1992.??.??") count as the earliest.
    std::string dateFrom;
    std::string dateTo;
    /// Every rating present in the game is at least this, and the game has one.
    std::optional<int> minRating;
    /// "My games": the games where this name played (the caller's own name).
    std::string myName;
    std::string collection;
    std::optional<StoredResult> result;
    /// An ECO code or its prefix ("B", "B2", "B22").
    std::string eco;

    bool isEmpty() const;
};

enum class GameOrder {
    Id,
    White,
    Black,
    Event,
    Date,
    Result,
    Eco,
    Plies,
    Round,
    Opening,
    /// By the stored moves: games that begin alike come together (the order of the moves'
    /// indices, not of their names).
    FirstMoves,
};

/// One row of the game table.
struct GameRow {
    GameId id = 0;
    std::string white;
    std::string black;
    std::string event;
    std::string site;
    std::string date;
    std::string round;
    StoredResult result = StoredResult::Unfinished;
    std::optional<int> whiteElo;
    std::optional<int> blackElo;
    std::string eco;
    std::string opening;
    int plies = 0;
    /// The main line's first moves, numbered ("1. e4 e5 2. Nf3"; numberedMainLine()).
    std::string firstMoves;
};

/// One move of the explorer.
struct ExplorerMove {
    Move move;
    std::string san; ///< with '+' or '#'
    std::size_t games = 0;
    std::size_t whiteWins = 0;
    std::size_t draws = 0;
    std::size_t blackWins = 0; ///< unfinished games count in `games` only
    std::optional<int> averageRating; ///< of the games that have a rating
    std::optional<int> lastYear;
};

/// A game where a position or material occurs, and the first ply where it does.
struct PositionHit {
    GameId game = 0;
    std::string white;
    std::string black;
    StoredResult result = StoredResult::Unfinished;
    std::string date;
    int ply = 0;
};

/// Material to search for: per colour, how many of each piece (kings are implied).
struct MaterialPattern {
    /// counts[colour][PieceType index], Pawn..Queen used.
    std::array<std::array<int, 7>, 2> counts {};
    /// False: the pattern matches with the colours swapped too.
    bool fixedColors = false;

    /// Reads "KRPKR", "KRP vs KR", "KRP-KR" (the side written first is White when
    /// `fixedColors`); errors name what is wrong.
    static Result<MaterialPattern> parse(std::string_view text, bool fixedColors = false);
    bool matches(const Position& p) const;
};

struct ExportReport {
    std::size_t games = 0;
    std::optional<Error> failure;
};

/// Figures for `library stats`.
struct LibraryStats {
    std::size_t games = 0;
    std::size_t players = 0;
    std::size_t events = 0;
    std::size_t segments = 0;
    std::size_t indexBlocks = 0;
    std::uint64_t indexBytes = 0;
    std::uint64_t indexEntries = 0;
    std::uint64_t fileBytes = 0;
};

/// A library file. Not thread-safe: use one object from one thread at a time (the GUI
/// runs it on a worker thread); two objects (even in two processes) may open the same
/// file, SQLite serialises their writes. Holds no global state.
class Library {
public:
    /// Opens `file`, creating it if it does not exist. Refused: a file that is not a
    /// library, of a newer schema, or written with other Zobrist keys.
    static Result<std::unique_ptr<Library>> open(const std::filesystem::path& file);
    ~Library();
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;

    /// Imports the games of a PGN file, streamed: memory does not grow with the file.
    ImportReport importPgn(const std::filesystem::path& pgn, const ImportOptions& options = {});
    /// Adds one game (a game played in Rochade); a duplicate is an error naming the game.
    Result<GameId> addGame(const PgnGame& game, std::string_view collection = {});

    /// The moves played from `p` in the games `filter` lets through, most games first.
    std::vector<ExplorerMove> explore(const Position& p, const GameFilter& filter = {}) const;
    /// The games that reach `p` (by any move order), in game id order, with the first ply.
    std::vector<PositionHit> findPosition(
        const Position& p, std::size_t limit, std::size_t offset = 0) const;
    /// The games that reach the material `m` at some ply.
    std::vector<PositionHit> findMaterial(const MaterialPattern& m, std::size_t limit) const;

    std::vector<GameRow> games(
        const GameFilter& filter, GameOrder order, std::size_t offset, std::size_t limit) const;
    std::size_t countGames(const GameFilter& filter) const;
    /// The game as it was read: tags in file order, comments, variations, NAGs.
    Result<PgnGame> game(GameId id) const;
    /// Removes the games and, in the same transaction, their index entries: the index
    /// segments that hold them are written again without them (an import's segment holds up
    /// to 4,000,000 entries: about a second per segment touched).
    Result<bool> removeGames(std::span<const GameId> ids);
    /// Replaces every tag of a game (the moves stay).
    Result<bool> setTags(GameId id, const std::vector<PgnTag>& tags);
    /// Writes the games `filter` lets through, in id order, as writePgn() writes them.
    ExportReport exportPgn(const GameFilter& filter, std::ostream& out) const;

    LibraryStats stats() const;

private:
    struct Impl;
    explicit Library(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace rochade::library
