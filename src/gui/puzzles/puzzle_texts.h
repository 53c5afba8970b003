// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle mode's sentences: the goal above the board, the rating beside it.
#pragma once

#include "rochade/puzzles/puzzle.h"
#include "rochade/puzzles/puzzle_rating.h"

#include <QCoreApplication>
#include <QString>

namespace rochade::gui {

/// Every sentence of the puzzle mode that depends on a puzzle or the rating, in one place so
/// the window and its tests say the same. GUI thread (translations).
class PuzzleTexts {
    Q_DECLARE_TR_FUNCTIONS(PuzzleTexts)
public:
    /// The task as the banner states it: "White to play and mate in 2", "Black to play: find
    /// the best move", "White to play: win at least +4 in 3 moves", "Black to play: hold the
    /// draw for 5 moves".
    static QString goal(const puzzles::Puzzle& puzzle);
    /// A score for the solver in pawns with its sign: "+4", "+1.5".
    static QString pawns(int centipawns);
    /// "Your puzzle rating: 1523 ± 210".
    static QString rating(const puzzles::PuzzleRating& rating);
    /// "Streak 3 · best 5 · solved 12 of 15".
    static QString streak(const puzzles::PuzzleRating& rating);
    /// One line a theme: "fork: 2 of 3".
    static QString themes(const puzzles::PuzzleRating& rating);
    /// One attempt of the history: "✓ #12 (1358) → 1610".
    static QString historyEntry(const puzzles::PuzzleHistoryEntry& entry);
    /// "Rated 1358 (estimated)" or "Rated 1734 (from the file)".
    static QString puzzleRating(int rating, bool estimated);
};

} // namespace rochade::gui
