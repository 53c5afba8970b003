// SPDX-License-Identifier: GPL-3.0-or-later
// A practice card as a puzzle.
#include "puzzles/practice_puzzle.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

namespace rochade::gui {

Result<puzzles::Puzzle> puzzleFromCard(
    const training::PracticeCard& card, std::size_t number, std::string name) {
    Result<Position> start = parseFen(card.position + " 0 1");
    if (!start.ok()) return start.error();
    if (card.better.empty()) return Error { "card " + card.id() + ": no better move" };
    Result<Move> better = parseUciMove(start.value(), card.better.front().uci);
    if (!better.ok()) return better.error();
    puzzles::Puzzle puzzle;
    puzzle.number = number;
    puzzle.id = card.id();
    puzzle.name = std::move(name);
    puzzle.start = start.value();
    puzzle.solver = puzzle.start.sideToMove();
    puzzle.form = puzzles::PuzzleForm::SolutionLine;
    puzzle.line.push_back(better.value());
    return puzzle;
}

} // namespace rochade::gui
