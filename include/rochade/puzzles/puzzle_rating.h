// SPDX-License-Identifier: GPL-3.0-or-later
// The player's puzzle rating (Glicko-2, one attempt a rating period), its history, streak and
// results per theme, kept in one small text file written atomically.
#pragma once

#include "rochade/core/error.h"
#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle.h"
#include "rochade/training/glicko2.h"

#include <cstdint>
#include <map>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::puzzles {

/// The deviation a puzzle's rating is given when its file states it (lichess's puzzle
/// ratings come from thousands of attempts; its own puzzles settle near this)...
constexpr double kFileRatingDeviation = 75.0;
/// ...and when it is estimated (estimatedPuzzleRating(): a rough guess, so it moves the
/// player's rating less).
constexpr double kEstimatedRatingDeviation = 150.0;
/// The node budget of findingNodes(): beyond it a puzzle counts as the hardest.
constexpr std::uint64_t kFindingNodeCap = 400'000;

/// One finished attempt at a puzzle, as the window reports it.
struct PuzzleResult {
    std::string puzzleId;
    int puzzleRating = 1500;
    bool ratingEstimated = false;
    bool solved = false;
    std::vector<std::string> themes;
    /// When it was played, seconds since 1970 (passed in: no clock inside).
    std::int64_t unixSeconds = 0;
};

/// One line of the history: the attempt and the player's rating after it.
struct PuzzleHistoryEntry {
    std::int64_t unixSeconds = 0;
    std::string puzzleId;
    int puzzleRating = 1500;
    bool solved = false;
    double ratingAfter = 1500.0;
    double deviationAfter = 350.0;
    std::vector<std::string> themes;
};

/// Solved and failed attempts at the puzzles of one theme.
struct ThemeResults {
    int solved = 0;
    int failed = 0;
};

/// The player's puzzle rating: Glicko-2 (training/glicko2.h, the one implementation) from
/// 1500, RD 350, volatility 0.06; every attempt is a rating period of one game against the
/// puzzle (a solve a win, a failure a loss). The history holds every attempt; the streak,
/// the best streak and the results per theme follow from it. A value; not thread-safe.
class PuzzleRating {
public:
    const training::Glicko2Rating& rating() const { return m_rating; }
    const std::vector<PuzzleHistoryEntry>& history() const { return m_history; }
    /// Solved attempts in a row, counted back from the last one.
    int streak() const;
    int bestStreak() const;
    int solvedCount() const;
    /// Per theme named by the files (sorted by name).
    std::map<std::string, ThemeResults> themeResults() const;

    /// Rates `result` and appends it to the history.
    void record(const PuzzleResult& result);

    /// The file's text: a header line, the rating, then one line an attempt (tab-separated).
    std::string toText() const;
    /// Reads what toText() wrote; an error names the line that is not as written.
    static Result<PuzzleRating> fromText(std::string_view text);
    /// Reads `path`; a file that does not exist is a new player's rating.
    static Result<PuzzleRating> load(const std::string& path);
    /// Writes `path` atomically: into `path`.tmp, flushed, then renamed over `path`, so a
    /// reader (or a crash) never meets half a file. On an error `path` is as it was.
    Result<bool> save(const std::string& path) const;

private:
    training::Glicko2Rating m_rating;
    std::vector<PuzzleHistoryEntry> m_history;
};

/// The estimate for a puzzle whose file gives no rating (see docs/puzzles.md):
/// 600 + 250 * solverMoves + 100 * log2(1 + nodes / 1000), rounded, within 400..3000.
int estimatedPuzzleRating(int solverMoves, std::uint64_t nodes);

/// The solver's moves a puzzle asks for: the line's solver moves, the goal's moves (a
/// promotion goal: 5), 1 for EPD.
int solverMovesAsked(const Puzzle& puzzle);

/// The nodes the engine searches in the start position before it finds the answer and keeps
/// it: the file's first move (or a bm move; with only am, a move not in am), a mate within
/// the moves asked for a mate puzzle, else the depth a goal's moves reach; kFindingNodeCap
/// twice over if not found within kFindingNodeCap. Clears `searcher`'s table first, so the
/// count is the same every time. Synchronous: call it off the GUI thread.
std::uint64_t findingNodes(
    const Puzzle& puzzle, engine::Searcher& searcher, std::stop_token stop = {});

/// The puzzle's rating: its file's, else estimatedPuzzleRating() from findingNodes().
/// `estimated` tells which.
int puzzleRatingOf(
    const Puzzle& puzzle, engine::Searcher& searcher, bool& estimated, std::stop_token stop = {});

} // namespace rochade::puzzles
