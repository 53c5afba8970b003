// SPDX-License-Identifier: GPL-3.0-or-later
// The engine solving a puzzle move by move, judged by the same checker as a person.
#include "rochade/puzzles/puzzle_solver.h"

#include "word_list.h"

#include "rochade/core/notation.h"
#include "rochade/puzzles/puzzle_attempt.h"

#include <deque>

namespace rochade::puzzles {

namespace {

std::string solverSanMoves(const Position& start, const std::vector<Move>& line) {
    std::string text;
    Position position = start;
    for (std::size_t ply = 0; ply < line.size(); ++ply) {
        if (ply % 2 == 0) detail::appendWord(text, toSan(position, line[ply]));
        UndoInfo undo;
        position.makeMove(line[ply], undo);
    }
    return text;
}

} // namespace

std::string expectedText(const Puzzle& puzzle) {
    switch (puzzle.form) {
    case PuzzleForm::SolutionLine:
        return solverSanMoves(puzzle.start, puzzle.line);
    case PuzzleForm::Goal:
        return goalText(*puzzle.goal);
    case PuzzleForm::BestMoves: {
        std::string text;
        if (!puzzle.bestMoves.empty())
            text = "bm " + detail::sanWords(puzzle.start, puzzle.bestMoves);
        if (!puzzle.avoidMoves.empty())
            text += (text.empty() ? "am " : "; am ")
                + detail::sanWords(puzzle.start, puzzle.avoidMoves);
        return text;
    }
    }
    return {};
}

SolveReport solvePuzzle(const Puzzle& puzzle, engine::Searcher& solver, engine::Searcher& judge,
    const engine::SearchLimits& limits) {
    solver.clearHash();
    judge.clearHash();
    SolveReport report;
    report.expected = expectedText(puzzle);
    PuzzleAttempt attempt(puzzle, judge, limits);
    // The rest of the engine's line: its next move, the reply it expects, its move after...
    std::deque<Move> plan;
    while (attempt.awaitsSolverMove()) {
        if (plan.empty()) {
            const engine::SearchResult result
                = solver.search(attempt.position(), attempt.history(), limits);
            if (result.noLegalMove) break;
            plan.assign(result.principalVariation.begin(), result.principalVariation.end());
            if (plan.empty() || plan.front() != result.bestMove) plan.assign(1, result.bestMove);
        }
        const Move move = plan.front();
        plan.pop_front();
        std::string san = toSan(attempt.position(), move);
        const MoveVerdict verdict = attempt.play(move);
        report.reason = verdict.reason;
        if (verdict.judgement == MoveJudgement::Alternative) san += "(alt)";
        if (verdict.judgement == MoveJudgement::Wrong) san += "?";
        detail::appendWord(report.moves, san);
        if (verdict.judgement == MoveJudgement::Wrong) break;
        if (verdict.reply && !plan.empty() && plan.front() == *verdict.reply)
            plan.pop_front();
        else
            plan.clear();
    }
    report.solved = attempt.outcome() == PuzzleOutcome::Solved;
    return report;
}

} // namespace rochade::puzzles
