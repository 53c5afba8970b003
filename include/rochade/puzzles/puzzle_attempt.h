// SPDX-License-Identifier: GPL-3.0-or-later
// One attempt at a puzzle: the solver's moves checked one by one, the opponent's replies
// played, the engine asked where the file alone cannot judge.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace rochade::puzzles {

/// An alternative to the file's move (or, once off the line, to the engine's best) is
/// accepted when its winning percentage (lichess's curve, as the review puts the engine's scores
/// on it: review::winPercent() of review::onStockfishScale()) is at most this many
/// points below the best's...
constexpr double kAlternativeWinPercentMargin = 3.5;
/// ...and, for AlternativeRule::WinsAsClearly, both are winning, at least this many
/// centipawns for the solver.
constexpr int kWinningCp = 200;
/// Draw and Equalize goals: the position counts as level while the solver's score is at
/// least minus this.
constexpr int kDrawMarginCp = 100;
/// Promotion goals: the solver's moves allowed to reach the promotion.
constexpr int kPromotionMoveLimit = 30;

/// The one rule for an alternative: `mineCp` (the alternative's score) against `bestCp` (the
/// solution's or the engine's best), both the solver's view after the move, under `rule`.
bool acceptsAlternative(AlternativeRule rule, int bestCp, int mineCp);

/// What a solver's move was found to be.
enum class MoveJudgement {
    Expected, ///< the file's move (the line's, or one of bm)
    Alternative, ///< another move the engine judges as good: the window says so
    Wrong, ///< refused; the move is not played
    Played, ///< a goal puzzle: played, the goal is judged at the end
};

enum class PuzzleOutcome {
    InProgress,
    Solved,
    /// A wrong move was tried (the attempt may go on with another move) or the goal was
    /// missed (the attempt is over).
    Failed,
};

/// The answer to one solver move.
struct MoveVerdict {
    MoveJudgement judgement = MoveJudgement::Wrong;
    /// The opponent's answer, already played, if the puzzle goes on or the line has one.
    std::optional<Move> reply;
    /// True if the reply is the engine's (after an alternative, and always for a goal).
    bool replyFromEngine = false;
    /// The outcome after the move and its reply.
    PuzzleOutcome outcome = PuzzleOutcome::InProgress;
    /// True if no more moves are expected: the line is done or the goal judged.
    bool finished = false;
    /// In words, for the window and the command line ("mates in 2 as well", "not in bm").
    std::string reason;
};

/// An attempt at one puzzle. Synchronous: play() may run up to three searches with the
/// limits given, so the window calls it off its GUI thread. Not thread-safe; the Searcher
/// must not be used by anyone else meanwhile. The stop token ends those searches early
/// (their answers are then not to be trusted: the caller drops the attempt).
class PuzzleAttempt {
public:
    PuzzleAttempt(const Puzzle& puzzle, engine::Searcher& searcher, engine::SearchLimits limits,
        std::stop_token stop = {});

    const Puzzle& puzzle() const { return m_puzzle; }
    const Position& position() const { return m_position; }
    /// Every move played since the start: the solver's and the replies.
    const std::vector<Move>& moves() const { return m_moves; }
    /// Hashes of the positions before the current one, oldest first (for a search).
    const std::vector<std::uint64_t>& history() const { return m_history; }
    int solverMovesPlayed() const { return m_solverMoves; }
    /// True while every move so far was the file's (a SolutionLine puzzle).
    bool isOnLine() const { return m_onLine; }
    /// True if it is the solver's turn and the attempt is not finished.
    bool awaitsSolverMove() const;
    bool isFinished() const { return m_finished; }
    PuzzleOutcome outcome() const;
    /// True if the attempt ended with the puzzle solved, even after wrong tries (for which
    /// outcome() says Failed): the window says "Solved" though the miss counted.
    bool reachedSolution() const { return m_finished && m_solved; }
    /// The file's next move for the solver while on the line, else nullopt.
    std::optional<Move> expectedMove() const;

    /// Judges and, unless it is Wrong, plays the solver's `move` and the opponent's reply.
    /// A move that is not legal here, or one given when awaitsSolverMove() is false, is
    /// Wrong with a reason and changes nothing.
    MoveVerdict play(Move move);

private:
    struct Scored {
        Move move;
        int score = 0; ///< side to move's view
    };
    MoveVerdict playLine(Move move);
    MoveVerdict playGoal(Move move);
    MoveVerdict playBestMoves(Move move);
    /// The engine's best move and score (side to move's view) in the current position.
    Scored searchHere();
    /// The score for the solver after `move` (solver to move now); a mate given scores
    /// kMateScore, a stalemate 0.
    int solverScoreAfter(Move move);
    /// The score for the solver in the current position (opponent to move).
    int solverScoreNow();
    /// Mate puzzles: true if `move` mates at once or the engine finds a mate after it within
    /// `movesLeft` solver moves in all.
    bool matesWithin(Move move, int movesLeft);
    bool isMatePuzzle() const;
    /// Solver moves the line or the mate goal allows in all.
    int solverMoveBudget() const;
    void makeMove(Move move);
    /// The engine's reply, played; nullopt if the game is over.
    std::optional<Move> playEngineReply();
    /// Whether the game stands over now, and how.
    bool solverWasMated() const;
    bool opponentWasMated() const;
    bool isDrawOnBoard() const;
    /// Goal puzzles: the goal judged now, with `solverScore`.
    bool goalMet(int solverScore) const;
    MoveVerdict finish(MoveVerdict verdict, bool solved, std::string reason);

    Puzzle m_puzzle;
    engine::Searcher& m_searcher;
    engine::SearchLimits m_limits;
    std::stop_token m_stop;
    Position m_position;
    std::vector<std::uint64_t> m_history;
    std::vector<Move> m_moves;
    int m_solverMoves = 0;
    bool m_onLine = true;
    bool m_failed = false;
    bool m_finished = false;
    bool m_solved = false;
};

} // namespace rochade::puzzles
