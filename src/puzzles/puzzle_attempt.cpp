// SPDX-License-Identifier: GPL-3.0-or-later
// Checking a solver's moves: against the file's line, the engine's judgement, a goal or bm/am.
#include "rochade/puzzles/puzzle_attempt.h"

#include "word_list.h"

#include "rochade/core/game_status.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/review/review_classifier.h"

#include <algorithm>
#include <cmath>

namespace rochade::puzzles {

namespace {

bool listHolds(const std::vector<Move>& moves, Move move) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

/// The win percentage of one of the engine's scores, the way the review reads it.
double enginesWinPercent(int centipawns) {
    return review::winPercent(review::onStockfishScale(centipawns));
}

/// True if the side to move in `position` is checkmated.
bool isMateOnBoard(const Position& position) {
    return position.isInCheck() && !MoveGenerator::hasLegalMove(position);
}

} // namespace

bool acceptsAlternative(AlternativeRule rule, int bestCp, int mineCp) {
    const bool close
        = enginesWinPercent(mineCp) >= enginesWinPercent(bestCp) - kAlternativeWinPercentMargin;
    if (rule == AlternativeRule::AsGoodAsBest) return close;
    return bestCp >= kWinningCp && mineCp >= kWinningCp && close;
}

PuzzleAttempt::PuzzleAttempt(const Puzzle& puzzle, engine::Searcher& searcher,
    engine::SearchLimits limits, std::stop_token stop)
    : m_puzzle(puzzle)
    , m_searcher(searcher)
    , m_limits(std::move(limits))
    , m_stop(std::move(stop))
    , m_position(puzzle.start) {
    m_onLine = m_puzzle.form == PuzzleForm::SolutionLine;
}

bool PuzzleAttempt::awaitsSolverMove() const {
    return !m_finished && m_position.sideToMove() == m_puzzle.solver;
}

PuzzleOutcome PuzzleAttempt::outcome() const {
    if (m_failed) return PuzzleOutcome::Failed;
    if (m_finished) return m_solved ? PuzzleOutcome::Solved : PuzzleOutcome::Failed;
    return PuzzleOutcome::InProgress;
}

std::optional<Move> PuzzleAttempt::expectedMove() const {
    if (!m_onLine || m_moves.size() >= m_puzzle.line.size()) return std::nullopt;
    return m_puzzle.line[m_moves.size()];
}

MoveVerdict PuzzleAttempt::play(Move move) {
    MoveVerdict refused;
    refused.outcome = outcome();
    refused.finished = m_finished;
    if (!awaitsSolverMove()) {
        refused.reason = m_finished ? "the puzzle is over" : "it is not the solver's turn";
        return refused;
    }
    if (!MoveGenerator::legalMoves(m_position).contains(move)) {
        refused.reason = "not a legal move";
        return refused;
    }
    switch (m_puzzle.form) {
    case PuzzleForm::SolutionLine:
        return playLine(move);
    case PuzzleForm::Goal:
        return playGoal(move);
    case PuzzleForm::BestMoves:
        return playBestMoves(move);
    }
    return refused;
}

// --- the engine ---

PuzzleAttempt::Scored PuzzleAttempt::searchHere() {
    const engine::SearchResult result
        = m_searcher.search(m_position, m_history, m_limits, {}, m_stop);
    if (result.noLegalMove) return { Move {}, result.score };
    return { result.bestMove, result.score };
}

int PuzzleAttempt::solverScoreNow() {
    if (!MoveGenerator::hasLegalMove(m_position))
        return m_position.isInCheck() ? engine::kMateScore : 0;
    return -searchHere().score;
}

int PuzzleAttempt::solverScoreAfter(Move move) {
    const Position before = m_position;
    const std::vector<std::uint64_t> historyBefore = m_history;
    makeMove(move);
    const int score = solverScoreNow();
    m_position = before;
    m_history = historyBefore;
    m_moves.pop_back();
    return score;
}

bool PuzzleAttempt::matesWithin(Move move, int movesLeft) {
    // solverScoreAfter() gives kMateScore - plies for a mate the engine found: the opponent
    // to move, mated on the solver's k-th move from there is 2k plies away.
    const int score = solverScoreAfter(move);
    if (score == engine::kMateScore) return movesLeft >= 1;
    if (score < engine::kMateThreshold) return false;
    const int laterSolverMoves = (engine::kMateScore - score) / 2;
    return 1 + laterSolverMoves <= movesLeft;
}

void PuzzleAttempt::makeMove(Move move) {
    m_history.push_back(m_position.hash());
    UndoInfo undo;
    m_position.makeMove(move, undo);
    m_moves.push_back(move);
}

std::optional<Move> PuzzleAttempt::playEngineReply() {
    if (!MoveGenerator::hasLegalMove(m_position) || isDrawOnBoard()) return std::nullopt;
    const Move reply = searchHere().move;
    if (reply.isNull()) return std::nullopt;
    makeMove(reply);
    return reply;
}

bool PuzzleAttempt::solverWasMated() const {
    return m_position.sideToMove() == m_puzzle.solver && isMateOnBoard(m_position);
}

bool PuzzleAttempt::opponentWasMated() const {
    return m_position.sideToMove() != m_puzzle.solver && isMateOnBoard(m_position);
}

bool PuzzleAttempt::isDrawOnBoard() const {
    const GameStatus status = evaluateStatus(m_position, m_history);
    if (status.isOver()) return status.result == GameResult::Draw;
    // A draw the side to move may claim counts as reached (lichess's practice counts a
    // threefold repetition).
    return status.claimable != DrawClaim::None;
}

MoveVerdict PuzzleAttempt::finish(MoveVerdict verdict, bool solved, std::string reason) {
    m_finished = true;
    m_solved = solved;
    verdict.finished = true;
    verdict.outcome = outcome();
    if (!reason.empty()) verdict.reason = std::move(reason);
    return verdict;
}

// --- a solution line ---

bool PuzzleAttempt::isMatePuzzle() const {
    if (m_puzzle.goal && m_puzzle.goal->kind == GoalKind::Mate) return true;
    Position end = m_puzzle.start;
    for (Move m : m_puzzle.line) {
        UndoInfo undo;
        end.makeMove(m, undo);
    }
    return isMateOnBoard(end);
}

int PuzzleAttempt::solverMoveBudget() const {
    if (!m_puzzle.line.empty()) return m_puzzle.solverMovesInLine();
    return m_puzzle.goal ? m_puzzle.goal->moves : 1;
}

MoveVerdict PuzzleAttempt::playLine(Move move) {
    MoveVerdict verdict;
    const int movesLeft = solverMoveBudget() - m_solverMoves;
    const std::optional<Move> expected = expectedMove();
    if (expected && move == *expected) {
        verdict.judgement = MoveJudgement::Expected;
        verdict.reason = "the solution's move";
    } else {
        const bool mate = isMatePuzzle();
        bool accepted = false;
        if (mate) {
            accepted = matesWithin(move, movesLeft);
            verdict.reason = accepted ? "mates within " + std::to_string(movesLeft) + " as well"
                                      : "does not mate within " + std::to_string(movesLeft);
        } else {
            // The best: the file's move on the line, else the engine's choice.
            int best = 0;
            bool enginesChoice = false;
            if (expected) {
                best = solverScoreAfter(*expected);
            } else {
                const Scored here = searchHere();
                best = here.score;
                enginesChoice = here.move == move;
            }
            const int mine = enginesChoice ? best : solverScoreAfter(move);
            accepted = enginesChoice || acceptsAlternative(m_puzzle.alternatives, best, mine);
            const bool asGood = m_puzzle.alternatives == AlternativeRule::AsGoodAsBest;
            verdict.reason = accepted
                ? (asGood ? "as good as the best" : "wins as clearly")
                : (asGood ? "not as good as the best" : "does not win as clearly");
        }
        if (!accepted) {
            m_failed = true;
            verdict.judgement = MoveJudgement::Wrong;
            verdict.outcome = outcome();
            return verdict;
        }
        verdict.judgement = MoveJudgement::Alternative;
        m_onLine = false;
    }

    makeMove(move);
    ++m_solverMoves;
    if (opponentWasMated()) return finish(verdict, true, {});
    if (m_onLine) {
        if (m_moves.size() >= m_puzzle.line.size()) return finish(verdict, true, {});
        verdict.reply = m_puzzle.line[m_moves.size()];
        makeMove(*verdict.reply);
        if (m_moves.size() >= m_puzzle.line.size()) return finish(verdict, true, {});
    } else {
        if (isDrawOnBoard()) return finish(verdict, false, "a draw");
        if (m_solverMoves >= solverMoveBudget()) {
            // A mate puzzle ends with the mate, checked above; any other line with its length.
            return finish(verdict, !isMatePuzzle(), {});
        }
        verdict.reply = playEngineReply();
        verdict.replyFromEngine = true;
        if (!verdict.reply || solverWasMated() || isDrawOnBoard())
            return finish(verdict, false, "the reply ended the game");
    }
    verdict.outcome = outcome();
    return verdict;
}

// --- a goal ---

bool PuzzleAttempt::goalMet(int solverScore) const {
    const PuzzleGoal& goal = *m_puzzle.goal;
    switch (goal.kind) {
    case GoalKind::Mate:
        return false;
    case GoalKind::Score:
    case GoalKind::Promotion: {
        const int whiteScore = m_puzzle.solver == Color::White ? solverScore : -solverScore;
        return m_puzzle.solver == Color::White ? whiteScore >= goal.whiteCp
                                               : whiteScore <= goal.whiteCp;
    }
    case GoalKind::Draw:
    case GoalKind::Equalize:
        return solverScore >= -kDrawMarginCp;
    }
    return false;
}

MoveVerdict PuzzleAttempt::playGoal(Move move) {
    const PuzzleGoal& goal = *m_puzzle.goal;
    MoveVerdict verdict;
    verdict.judgement = MoveJudgement::Played;
    makeMove(move);
    ++m_solverMoves;
    const bool drawGoal = goal.kind == GoalKind::Draw || goal.kind == GoalKind::Equalize;
    if (opponentWasMated()) return finish(verdict, true, "mate");
    if (isDrawOnBoard()) {
        if (goal.kind == GoalKind::Score) return finish(verdict, goalMet(0), "a draw");
        return finish(verdict, drawGoal, "a draw");
    }
    const bool promoted = goal.kind == GoalKind::Promotion && move.isPromotion();
    const int limit = goal.kind == GoalKind::Promotion ? kPromotionMoveLimit : goal.moves;
    if (promoted || (goal.kind != GoalKind::Mate && m_solverMoves >= limit)) {
        if (goal.kind == GoalKind::Promotion && !promoted)
            return finish(verdict, false, "no promotion");
        const int score = solverScoreNow();
        return finish(verdict, goalMet(score), "the engine's score " + std::to_string(score));
    }
    if (goal.kind == GoalKind::Mate && m_solverMoves >= goal.moves)
        return finish(verdict, false, "no mate in " + std::to_string(goal.moves));
    verdict.reply = playEngineReply();
    verdict.replyFromEngine = true;
    if (solverWasMated()) return finish(verdict, false, "mated");
    if (isDrawOnBoard()) {
        if (goal.kind == GoalKind::Score) return finish(verdict, goalMet(0), "a draw");
        return finish(verdict, drawGoal, "a draw");
    }
    verdict.outcome = outcome();
    return verdict;
}

// --- EPD bm/am ---

MoveVerdict PuzzleAttempt::playBestMoves(Move move) {
    MoveVerdict verdict;
    const bool avoided = listHolds(m_puzzle.avoidMoves, move);
    const bool best = m_puzzle.bestMoves.empty() ? !avoided : listHolds(m_puzzle.bestMoves, move);
    if (avoided || !best) {
        m_failed = true;
        verdict.judgement = MoveJudgement::Wrong;
        verdict.outcome = outcome();
        verdict.reason = avoided ? "am " + detail::sanWords(m_puzzle.start, m_puzzle.avoidMoves)
                                 : "bm " + detail::sanWords(m_puzzle.start, m_puzzle.bestMoves);
        return verdict;
    }
    verdict.judgement = MoveJudgement::Expected;
    makeMove(move);
    ++m_solverMoves;
    return finish(verdict, true, m_puzzle.bestMoves.empty() ? "not an am move" : "a bm move");
}

} // namespace rochade::puzzles
