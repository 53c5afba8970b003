// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle as read from a file: the position, who solves it, and what counts as solving it.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/core/types.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::puzzles {

/// How a puzzle says what solves it.
enum class PuzzleForm {
    /// A line of moves from the start: the solver's moves and the replies between them
    /// (pychess's mate_in_N.pgn). Each solver move is checked against it.
    SolutionLine,
    /// A goal to reach against the engine ("mate in 2", "+400cp in 3", "draw in 20"): any
    /// move may be played, the goal is judged at the end.
    Goal,
    /// EPD's `bm` (one of these moves) and/or `am` (none of these moves): one move.
    BestMoves,
};

enum class GoalKind {
    Mate, ///< "mate in N": the solver mates within N of its moves
    Score, ///< "+400cp in 3": the engine's score after N solver moves
    Draw, ///< "draw in 20": a draw reached, or held for N solver moves
    Equalize, ///< "equalize in 3": the score level (within the draw margin) after N moves
    Promotion, ///< "promotion with +100cp": the solver promotes with that score
};

/// A goal as lichess's practice studies state it in their Termination tag.
struct PuzzleGoal {
    GoalKind kind = GoalKind::Mate;
    /// The solver's moves allowed (Mate, Score, Draw, Equalize); 0 for Promotion.
    int moves = 0;
    /// Score and Promotion: the threshold in centipawns from White's point of view, as
    /// lichess writes it; White must reach at least it, Black at most it. So "-500cp in 3"
    /// for Black asks Black to be 5 pawns up, and "+400cp in 4" for Black (a defence) asks
    /// Black to keep White below 4 pawns.
    int whiteCp = 0;
    /// As written in the file.
    std::string text;
};

/// Reads a goal ("mate in 2", "+400cp in 3", "-500cp in 3", "draw in 20", "Draw in 10",
/// "equalize in 2", "promotion with +100cp"; case and surrounding blanks do not matter).
/// Anything else is an error quoting it: an unknown goal is reported, never guessed.
Result<PuzzleGoal> parsePuzzleGoal(std::string_view text);

/// The goal in words, as the file writes it ("mate in 2").
std::string goalText(const PuzzleGoal& goal);

/// Which alternatives to the solution's move a PuzzleAttempt accepts (acceptsAlternative()).
enum class AlternativeRule {
    /// A puzzle of a file: the alternative wins as clearly as the solution (both winning,
    /// within the margin), so a puzzle about winning is not solved by merely holding on.
    WinsAsClearly,
    /// The player's own mistake (a practice card, Learn from This Game): any move the engine
    /// judges within the margin of the best, winning or not, since the position may be level.
    AsGoodAsBest,
};

/// One puzzle.
struct Puzzle {
    /// 1-based place in its file, counting the unreadable ones too.
    std::size_t number = 0;
    /// The file's id (PGN tag PuzzleId or Id, EPD `id`), else the name, else "#number".
    std::string id;
    /// A name for people: PGN Event (unless "?"), else "White - Black, Site Date" from the
    /// tags known; EPD `c0`. May be empty.
    std::string name;
    Position start;
    /// The side to move in the start position.
    Color solver = Color::White;
    PuzzleForm form = PuzzleForm::SolutionLine;
    /// SolutionLine: the line, solver's move first. Goal: the file's example line if it has
    /// one (lichess's practice studies show one for "show me"), else empty.
    std::vector<Move> line;
    /// Goal: the goal. SolutionLine: a goal the file also states ("mate in 2"), if any.
    std::optional<PuzzleGoal> goal;
    /// BestMoves: EPD's bm and am moves.
    std::vector<Move> bestMoves;
    std::vector<Move> avoidMoves;
    /// The puzzle's rating, if the file gives one (PGN tag PuzzleRating or Rating).
    std::optional<int> rating;
    /// Themes the file names (PGN tag PuzzleThemes or Themes, split at blanks and commas).
    std::vector<std::string> themes;
    AlternativeRule alternatives = AlternativeRule::WinsAsClearly;
    /// The line Show Solution plays when it is longer than the line checked (a practice
    /// card asks for one move and shows the engine's whole best line); empty: `line`.
    std::vector<Move> shownLine;

    /// How many moves the solver makes along `line` (the moves at even plies).
    int solverMovesInLine() const { return static_cast<int>((line.size() + 1) / 2); }
};

} // namespace rochade::puzzles
