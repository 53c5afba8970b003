// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random playouts shared by the core tests: reproducible positions in bulk.
#pragma once

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include <random>
#include <string>
#include <vector>

namespace rochade::testing {

/// Start positions that reach castling, en passant and promotion quickly.
inline const std::vector<std::string>& playoutStarts() {
    static const std::vector<std::string> fens = {
        std::string(kStartFen),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    };
    return fens;
}

/// Calls visit(position) on every position of `games` random games of at most `maxPlies`
/// plies, starting from each of playoutStarts() in turn.
template <class Visit>
void forEachPlayoutPosition(unsigned seed, int games, int maxPlies, Visit&& visit) {
    std::mt19937 rng(seed);
    const auto& starts = playoutStarts();
    for (int g = 0; g < games; ++g) {
        Position pos = parseFen(starts[static_cast<std::size_t>(g) % starts.size()]).value();
        for (int ply = 0; ply < maxPlies; ++ply) {
            visit(pos);
            const MoveList moves = MoveGenerator::legalMoves(pos);
            if (moves.empty()) break;
            std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
            UndoInfo undo;
            pos.makeMove(moves[pick(rng)], undo);
        }
    }
}

} // namespace rochade::testing
