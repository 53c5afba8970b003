// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI lines a client writes to an engine and reads from it, as pure functions: the one
// reader that rochade-cli's gauntlets and the GUI's external engines share.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/engine/uci_options.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::engine {

// --- What the client writes -------------------------------------------------------------

/// The "go" command for `limits`: "go infinite" when asked, else the clocks when set, else
/// the move time; depth and nodes are added; with no limit at all a move time of one second.
std::string uciGoCommand(const SearchLimits& limits);

/// A "position" command and the position it leaves the engine in.
struct UciPositionCommand {
    std::string command; ///< "position startpos|fen ... [moves ...]"
    Position position; ///< `start` after the moves: where the search starts
};

/// "position startpos" when `start` is the standard start, else "position fen ...", then
/// "moves" and `moves` in UCI (so the engine sees repetitions); from a Chess960 `start` the
/// FEN is X-FEN and castling is written king-onto-rook ("e1h1", "b1a1"), for an engine with
/// UCI_Chess960 set. Precondition: `moves` are legal from `start`, as a game's history is.
UciPositionCommand uciPositionCommand(const Position& start, const std::vector<Move>& moves);

/// How long the search that `limits` asks for may take, for the side `mover`, in ms: its
/// clock plus increment, else the move time, else uciGoCommand()'s default second; 0 when
/// nothing bounds it in time (infinite, or only depth or nodes).
int uciSearchBudgetMs(const SearchLimits& limits, Color mover);

// --- What the engine writes -------------------------------------------------------------

/// What a line from the engine is, by its first word.
enum class UciReply {
    Empty, ///< nothing but white space
    Id, ///< "id name ..." / "id author ..."
    Option, ///< "option name ... type ..."
    UciOk,
    ReadyOk,
    Info,
    BestMove,
    CopyProtection, ///< known, and of no use to a client that plays games
    Registration, ///< likewise
    Unknown ///< not UCI: UCI asks a client to ignore it
};
UciReply uciReplyKind(std::string_view line);

/// The name in "id name <name>", as written after the second word (up to 80 characters);
/// nullopt for any other line.
std::optional<std::string> parseUciIdName(std::string_view line);

/// The score a "score mate N" stands for on the engine's scale (kMateScore, the scale the
/// Searcher reports): mate in N moves is N * 2 - 1 plies away, mated in N is N * 2 plies.
/// The inverse of SearchLine::mateInMoves. N = 0 (mated now) is -kMateScore.
int uciMateScore(int mateInMoves);

/// One "info" line about a line of the search.
struct UciInfoLine {
    /// The fields; `info.lines` holds this one line (score and pv again).
    SearchInfo info;
    int multiPv = 1; ///< "multipv K": the K-th best line, 1 without the word
    bool isBound = false; ///< "lowerbound"/"upperbound": the score is a bound, not exact
    int hashfull = -1; ///< "hashfull": permille of the engine's hash in use, -1 if not sent
};

/// Reads an "info ..." line about a search from `position`. Mate scores become engine mate
/// scores (uciMateScore()), centipawns are clamped below them, the "pv" is kept up to its
/// first move that is not legal, "string" ends the line, and words it does not know
/// ("tbhits", "currmove", "wdl") are skipped with their values. Nullopt unless the line has
/// both a depth and a score (currmove lines, "info string"), or if its "multipv" is not a
/// number from 1 to kMaxMultiPv.
std::optional<UciInfoLine> parseUciInfoLine(std::string_view line, const Position& position);

/// Why a "bestmove" line gives no move to play.
enum class UciBestMoveError {
    Missing, ///< "bestmove" and nothing else
    GaveUp, ///< "(none)" or "0000" although there are legal moves
    IllegalMove, ///< a move in UCI's form that is not legal here
    NotAMove ///< a word that is not a move at all
};

/// The answer of a "bestmove" line to a search from `position`: the move (with itself as the
/// line, and the "ponder" move when it is legal after it), or noLegalMove when the engine
/// rightly has none to play ("(none)", "0000"); else why it is no answer.
struct UciBestMove {
    std::optional<SearchResult> result;
    UciBestMoveError error = UciBestMoveError::Missing; ///< meaningful without a result
    std::string text; ///< the word the engine sent for its move
};
UciBestMove parseUciBestMove(std::string_view line, const Position& position);

} // namespace rochade::engine
