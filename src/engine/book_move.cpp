// SPDX-License-Identifier: GPL-3.0-or-later
// A move from the opening book: the named lines, chosen at random by how often they play it.
#include "rochade/engine/book_move.h"

#include <numeric>
#include <vector>

namespace rochade::engine {

std::optional<Move> pickBookMove(
    const OpeningCatalogue& book, const Position& pos, std::mt19937& rng) {
    std::vector<BookMove> moves = book.bookMoves(pos);
    const auto countLines = [](int sum, const BookMove& b) { return sum + b.lines; };
    const int all = std::accumulate(moves.begin(), moves.end(), 0, countLines);
    std::erase_if(moves, [&](const BookMove& b) { return b.lines * kBookMinShare < all; });
    const int eligible = std::accumulate(moves.begin(), moves.end(), 0, countLines);
    if (eligible == 0) return std::nullopt;
    // rng() % n rather than a std distribution: the choice must not depend on the library.
    int ticket = static_cast<int>(rng() % static_cast<unsigned>(eligible));
    for (const BookMove& b : moves) {
        if (ticket < b.lines) return b.move;
        ticket -= b.lines;
    }
    return std::nullopt; // not reached: the tickets cover the eligible lines
}

std::optional<Move> pickBookMoveAtLevel(
    const OpeningCatalogue& book, const Position& pos, Level level, std::mt19937& rng) {
    if (pos.isChess960()) return std::nullopt;
    const int ply = (pos.fullmoveNumber() - 1) * 2 + (pos.sideToMove() == Color::Black ? 1 : 0);
    if (ply >= levelSettings(level).bookPlies) return std::nullopt;
    return pickBookMove(book, pos, rng);
}

} // namespace rochade::engine
