// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI protocol: one session reading commands line by line, searching on its own thread.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"
#include "rochade/engine/uci_options.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <istream>
#include <mutex>
#include <ostream>
#include <random>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace rochade::cli {

/// A UCI engine session. handleLine() is called from one thread (the input thread); a `go`
/// starts the search on a std::thread owned by the session, which prints `info` lines and
/// the final `bestmove` while the input thread keeps handling commands (`stop`, `isready`).
/// Every write to `out` is one whole line under a mutex, flushed, so lines never interleave.
///
/// Errors never change state, with one exception: a malformed line, an unknown command or a
/// bad option gets `info string error: ...` and the session goes on as before. A rejected
/// `position` (bad FEN, illegal move) also gets the error, and then every `go` answers
/// `bestmove 0000` with an error line until a valid `position` (or `ucinewgame`) arrives:
/// the client believes in a position the session does not have, so any move could be
/// illegal there. `bestmove` is written only after the search counts as finished, so a `go`
/// sent the instant it arrives starts the next search.
class UciSession {
public:
    /// The defaults and ranges "uci" announces (engine/uci_options.h holds the table).
    static constexpr int kDefaultHashMiB = engine::kUciDefaultHashMiB;
    static constexpr int kMaxHashMiB = engine::kUciMaxHashMiB;
    static constexpr int kDefaultElo = engine::kUciDefaultElo;
    /// The UCI option Evaluation's default; Reference is the thesis's evaluation unchanged.
    static constexpr engine::EvaluationMode kDefaultEvaluation = engine::kUciDefaultEvaluation;

    explicit UciSession(std::ostream& out);
    /// Stops and joins a running search (its bestmove is still printed).
    ~UciSession();
    UciSession(const UciSession&) = delete;
    UciSession& operator=(const UciSession&) = delete;

    /// Handles one command line. Returns false once `quit` has been handled (the search, if
    /// any, has then been stopped and its bestmove printed).
    bool handleLine(std::string_view line);

    /// Blocks until the running search (if any) has printed its bestmove, without stopping
    /// it. Precondition: the search is not `go infinite` (that one waits for `stop`).
    void waitForSearch();

    /// True from `go` until the search has finished, which is just before its bestmove line.
    bool isSearching() const;

    /// The position set by the last valid `position` command (input thread only); after a
    /// rejected one it is kept but not searched (see hasValidPosition()).
    const Position& position() const { return m_position; }
    engine::Level level() const { return m_level; }
    /// The level a `go` plays: engine::levelForElo(UCI_Elo) while UCI_LimitStrength is on,
    /// else the Level option.
    engine::Level playingLevel() const {
        return m_limitStrength ? engine::levelForElo(m_elo) : m_level;
    }
    /// False after a rejected `position`, until a valid one or `ucinewgame`.
    bool hasValidPosition() const { return m_positionError.empty(); }
    int multiPv() const { return m_multiPv; }
    /// The Threads option: how many threads a `go` at Full searches with.
    int threads() const { return m_threads; }
    engine::EvaluationMode evaluationMode() const { return m_searcher.evaluationMode(); }

private:
    void send(std::string_view line);
    void sendError(std::string_view message);

    void handleUci();
    void handleSetOption(const std::vector<std::string>& words);
    void handlePosition(const std::vector<std::string>& words);
    void handleGo(const std::vector<std::string>& words);
    void handleNewGame();
    void rejectPosition(const std::string& message);

    void stopSearch();
    void joinFinishedSearch();
    void searchMain(Position pos, std::vector<std::uint64_t> history, engine::SearchLimits limits,
        engine::Level level, bool waitForStop, std::stop_token stop);

    std::ostream& m_out;
    std::mutex m_outMutex;

    // Input-thread state.
    Position m_position;
    std::vector<std::uint64_t> m_history; ///< hashes before m_position, oldest first
    engine::Level m_level = engine::Level::Full;
    int m_hashMiB = kDefaultHashMiB;
    int m_multiPv = 1;
    int m_threads = engine::kUciDefaultThreads;
    /// OwnBook: the first moves from the named opening lines, for variety (off by default,
    /// as the GUIs that keep their own book expect).
    std::atomic<bool> m_ownBook { false };
    /// UCI_Chess960: castling is read and written as the king moving onto its rook. Atomic
    /// because the search thread writes its moves while the input thread may set options.
    std::atomic<bool> m_chess960 { false };
    bool m_limitStrength = false;
    int m_elo = kDefaultElo;
    /// Why the last `position` was rejected; empty while the position is valid.
    std::string m_positionError;
    /// The running (or last) search's stop; a new one for every `go`.
    std::stop_source m_stopSource;

    // Shared with the search thread.
    engine::Searcher m_searcher;
    std::mt19937 m_rng;
    std::thread m_thread;
    mutable std::mutex m_stateMutex;
    std::condition_variable m_stateChanged;
    bool m_searching = false;
    bool m_stopRequested = false; ///< releases a finished `go infinite` to print bestmove
};

/// Runs a UCI session over `in` until `quit` or end of input (which counts as quit).
/// Returns the process exit status (0).
int runUci(std::istream& in, std::ostream& out);

} // namespace rochade::cli
