// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the rules core: perft, move generation and make/unmake.
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/openings.h"

#include <benchmark/benchmark.h>

namespace {

using namespace rochade;

constexpr const char* kKiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

void perftBench(benchmark::State& state, const char* fen) {
    Position pos = parseFen(fen).value();
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state)
        nodes += perft(pos, depth);
    state.counters["nodes/s"]
        = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_PerftStart(benchmark::State& state) {
    perftBench(state, kStartFen.data());
}
void BM_PerftKiwipete(benchmark::State& state) {
    perftBench(state, kKiwipete);
}

void BM_LegalMovesKiwipete(benchmark::State& state) {
    const Position pos = parseFen(kKiwipete).value();
    for (auto _ : state)
        benchmark::DoNotOptimize(MoveGenerator::legalMoves(pos));
}

void BM_MakeUnmakeKiwipete(benchmark::State& state) {
    Position pos = parseFen(kKiwipete).value();
    const MoveList moves = MoveGenerator::legalMoves(pos);
    for (auto _ : state) {
        for (Move m : moves) {
            UndoInfo undo;
            pos.makeMove(m, undo);
            pos.unmakeMove(m, undo);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(moves.size()));
}

} // namespace

/// The opening names read from the compiled-in tables, each line replayed: what the first
/// classification of a session waits for (goal: a few tens of ms at most).
void BM_OpeningCatalogueBuild(benchmark::State& state) {
    for (auto _ : state) {
        const OpeningCatalogue catalogue = OpeningCatalogue::readBuiltinTables();
        benchmark::DoNotOptimize(catalogue.entryCount());
    }
}

/// One classification of a game 70 plies long, 60 of them out of book: the walk back to the
/// last named position and a lookup per position.
void BM_OpeningClassifyLongGame(benchmark::State& state) {
    Game game;
    for (const char* san : { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7" })
        benchmark::DoNotOptimize(game.playMove(parseSan(game.position(), san).value()).ok());
    // Out of book: the last legal move each time, while the game lasts.
    for (int ply = 0; ply < 60 && !game.isOver(); ++ply) {
        const MoveList legal = MoveGenerator::legalMoves(game.position());
        benchmark::DoNotOptimize(game.playMove(legal[legal.size() - 1]).ok());
    }
    const OpeningCatalogue& catalogue = OpeningCatalogue::builtin();
    for (auto _ : state)
        benchmark::DoNotOptimize(catalogue.classify(game.currentNode()));
    state.counters["plies"] = game.ply();
}

BENCHMARK(BM_OpeningCatalogueBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_OpeningClassifyLongGame);
BENCHMARK(BM_PerftStart)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftKiwipete)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LegalMovesKiwipete);
BENCHMARK(BM_MakeUnmakeKiwipete);
