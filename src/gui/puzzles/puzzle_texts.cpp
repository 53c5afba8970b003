// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle mode's sentences.
#include "puzzles/puzzle_texts.h"

#include <cmath>

namespace rochade::gui {

QString PuzzleTexts::pawns(int centipawns) {
    const double value = centipawns / 100.0;
    const QString number = std::abs(value - std::round(value)) < 0.05
        ? QString::number(static_cast<int>(std::lround(std::abs(value))))
        : QString::number(std::abs(value), 'f', 1);
    return (centipawns < 0 ? QStringLiteral("-") : QStringLiteral("+")) + number;
}

QString PuzzleTexts::goal(const puzzles::Puzzle& puzzle) {
    const bool white = puzzle.solver == Color::White;
    const QString side = white ? tr("White") : tr("Black");
    const QString opponent = white ? tr("Black") : tr("White");
    using puzzles::GoalKind;
    if (!puzzle.goal || puzzle.form == puzzles::PuzzleForm::BestMoves) {
        if (puzzle.form == puzzles::PuzzleForm::SolutionLine && puzzle.solverMovesInLine() > 1)
            return tr("%1 to play: find the winning line").arg(side);
        return tr("%1 to play: find the best move").arg(side);
    }
    const puzzles::PuzzleGoal& goal = *puzzle.goal;
    const int solverCp = white ? goal.whiteCp : -goal.whiteCp;
    switch (goal.kind) {
    case GoalKind::Mate:
        return tr("%1 to play and mate in %n", nullptr, goal.moves).arg(side);
    case GoalKind::Score:
        // A threshold against the solver is a defence: the opponent is kept below it.
        if (solverCp > 0)
            return tr("%1 to play: win at least %2 in %n move(s)", nullptr, goal.moves)
                .arg(side, pawns(solverCp));
        return tr("%1 to play: keep %2 below %3 for %n move(s)", nullptr, goal.moves)
            .arg(side, opponent, pawns(-solverCp));
    case GoalKind::Draw:
        return tr("%1 to play: hold the draw for %n move(s)", nullptr, goal.moves).arg(side);
    case GoalKind::Equalize:
        return tr("%1 to play: equalize in %n move(s)", nullptr, goal.moves).arg(side);
    case GoalKind::Promotion:
        return tr("%1 to play: promote a pawn and keep at least %2").arg(side, pawns(solverCp));
    }
    return {};
}

QString PuzzleTexts::rating(const puzzles::PuzzleRating& rating) {
    return tr("Your puzzle rating: %1 ± %2")
        .arg(std::lround(rating.rating().rating))
        .arg(std::lround(rating.rating().deviation));
}

QString PuzzleTexts::streak(const puzzles::PuzzleRating& rating) {
    return tr("Streak %1 · best %2 · solved %3 of %4")
        .arg(rating.streak())
        .arg(rating.bestStreak())
        .arg(rating.solvedCount())
        .arg(rating.history().size());
}

QString PuzzleTexts::themes(const puzzles::PuzzleRating& rating) {
    QStringList lines;
    for (const auto& [theme, results] : rating.themeResults())
        lines << tr("%1: %2 of %3")
                     .arg(QString::fromStdString(theme))
                     .arg(results.solved)
                     .arg(results.solved + results.failed);
    return lines.join(QLatin1Char('\n'));
}

QString PuzzleTexts::historyEntry(const puzzles::PuzzleHistoryEntry& entry) {
    return tr("%1 %2 (%3) → %4")
        .arg(entry.solved ? QStringLiteral("✓") : QStringLiteral("✗"),
            QString::fromStdString(entry.puzzleId))
        .arg(entry.puzzleRating)
        .arg(std::lround(entry.ratingAfter));
}

QString PuzzleTexts::puzzleRating(int rating, bool estimated) {
    return estimated ? tr("Rated %1 (estimated)").arg(rating)
                     : tr("Rated %1 (from the file)").arg(rating);
}

} // namespace rochade::gui
