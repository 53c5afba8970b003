// SPDX-License-Identifier: GPL-3.0-or-later
// A practice card as a puzzle.
#include "puzzles/practice_puzzle.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <string>

namespace rochade::gui {

Result<puzzles::Puzzle> puzzleFromCard(
    const training::PracticeCard& card, std::size_t number, std::string name) {
    // The move number of the game the mistake was played in, so a shown line counts as the
    // game did ("2... Nc6 3. Bb5"); the card itself keeps none.
    const int ply = card.sources.empty() ? 0 : card.sources.front().ply;
    const int moveNumber = ply > 0 ? (ply + 1) / 2 : 1;
    Result<Position> start = parseFen(card.position + " 0 " + std::to_string(moveNumber));
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
    puzzle.alternatives = puzzles::AlternativeRule::AsGoodAsBest;
    // Show Me plays the engine's whole line, as far as it reads.
    Position at = puzzle.start;
    for (const std::string& uci : card.bestLine) {
        Result<Move> move = parseUciMove(at, uci);
        if (!move.ok()) break;
        puzzle.shownLine.push_back(move.value());
        UndoInfo undo;
        at.makeMove(move.value(), undo);
    }
    if (puzzle.shownLine.empty() || puzzle.shownLine.front() != better.value())
        puzzle.shownLine.clear();
    return puzzle;
}

} // namespace rochade::gui
