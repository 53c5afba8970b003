// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the engine: the reference evaluation and a fixed-depth search.
#include "rochade/core/fen.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"

#include <benchmark/benchmark.h>

namespace {

using namespace rochade;

constexpr const char* kMiddlegame
    = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8";

void BM_Evaluate(benchmark::State& state) {
    const Position pos = parseFen(kMiddlegame).value();
    for (auto _ : state)
        benchmark::DoNotOptimize(engine::evaluate(pos));
}

void BM_SearchDepth(benchmark::State& state) {
    const Position pos = parseFen(kMiddlegame).value();
    engine::Searcher searcher(16);
    engine::SearchLimits limits;
    limits.depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        searcher.clearHash();
        nodes += searcher.search(pos, {}, limits).nodes;
    }
    state.counters["nodes/s"]
        = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK(BM_Evaluate);
BENCHMARK(BM_SearchDepth)->Arg(6)->Unit(benchmark::kMillisecond);
