// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI lines a GUI writes and reads, as pure functions (no process, no state).
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rochade::gui {

/// The "go" command for `limits`: the clocks when set, else the move time; depth and nodes
/// are added; "go infinite" when asked; with no limit at all a move time of one second.
QString uciGoCommand(const engine::SearchLimits& limits);

/// A "position" command and the position it leaves the engine in.
struct UciPositionCommand {
    QString command; ///< "position startpos|fen ... [moves ...]"
    Position position; ///< `start` after the moves: where the search starts
};

/// "position startpos" when `start` is the standard start, else "position fen ...", then
/// "moves" and `moves` in UCI (so the engine sees repetitions); from a Chess960 `start` the FEN
/// is X-FEN and castling is written king-onto-rook ("e1h1", "b1a1"), for an engine with
/// UCI_Chess960 set. Precondition: `moves` are
/// legal from `start`, as the game's own history is.
UciPositionCommand uciPositionCommand(const Position& start, const std::vector<Move>& moves);

/// How long the search that `limits` asks for may take, for the side `mover`: its clock plus
/// increment, else the move time, else uciGoCommand()'s default second; 0 when nothing
/// bounds it in time (infinite, or only depth or nodes).
int uciSearchBudgetMs(const engine::SearchLimits& limits, Color mover);

/// A UCI line split into its words (any run of white space separates).
QStringList uciTokens(const QString& line);

/// One "info" line about a line of the search: its fields, and which of the MultiPV lines
/// it is.
struct UciInfoLine {
    /// The fields; `info.lines` holds this one line (score and pv again).
    engine::SearchInfo info;
    int multiPv = 1; ///< "multipv K": the K-th best line, 1 without the word
    bool isBound = false; ///< "lowerbound"/"upperbound": the score is a bound, not exact
};

/// Reads an "info ..." line (`tokens` as uciTokens() splits it) about a search from
/// `position`. Mate scores become engine mate scores, centipawns are clamped below them, the
/// "pv" is kept up to its first move that is not legal, and "string" ends the line. Nullopt
/// unless the line has both a depth and a score (currmove lines and the like), or if its
/// "multipv" is not a number from 1 to kMaxMultiPv.
std::optional<UciInfoLine> parseUciInfoLine(const QStringList& tokens, const Position& position);
/// parseUciInfoLine()'s fields alone.
std::optional<engine::SearchInfo> parseUciInfo(const QStringList& tokens, const Position& position);

/// The "MultiPV" spin option an engine announced: how many lines it can report at once.
struct UciMultiPvOption {
    int defaultValue = 1;
    int min = 1;
    int max = 1;
};

/// Reads an "option name MultiPV type spin default D min A max B" line (`tokens` as
/// uciTokens() splits it); nullopt for any other option and for a malformed or empty range.
std::optional<UciMultiPvOption> parseUciMultiPvOption(const QStringList& tokens);

/// Why a "bestmove" line gives no move to play.
enum class UciBestMoveError {
    Missing, ///< "bestmove" and nothing else
    GaveUp, ///< "(none)" or "0000" although there are legal moves
    IllegalMove, ///< a move in UCI's form that is not legal here
    NotAMove ///< a word that is not a move at all
};

/// The answer of a "bestmove" line (`tokens` as uciTokens() splits it) to a search from
/// `position`: the move (with itself as the line), or noLegalMove when the engine rightly
/// has none to play; else why it is no answer.
struct UciBestMove {
    std::optional<engine::SearchResult> result;
    UciBestMoveError error = UciBestMoveError::Missing; ///< meaningful without a result
    QString text; ///< the word the engine sent for its move
};
UciBestMove parseUciBestMove(const QStringList& tokens, const Position& position);

} // namespace rochade::gui
