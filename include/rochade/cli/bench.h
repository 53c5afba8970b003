// SPDX-License-Identifier: GPL-3.0-or-later
// The bench: a fixed-depth search over fixed positions, whose node total is a signature.
#pragma once

#include "rochade/engine/evaluation.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace rochade::cli {

/// Default search depth of `rochade-cli bench`.
constexpr int kDefaultBenchDepth = 7;

/// The bench positions as FEN: openings, middlegames, tactical positions and endgames.
const std::vector<std::string_view>& benchPositions();

struct BenchResult {
    std::uint64_t nodes = 0; ///< the signature: changes whenever the search changes
    std::uint64_t timeMs = 0;
    std::uint64_t nodesPerSecond = 0;
};

/// Transposition table size of the bench; part of what the signature depends on.
constexpr std::size_t kBenchHashMiB = 16;

/// Searches every bench position to `depth` with a freshly cleared hash each (so the count
/// does not depend on order), on `threads` threads. `onPosition` (optional) sees the index,
/// FEN and node count of each position as it completes. The signature is only comparable
/// between runs with the same depth and `hashMiB`, on one thread; with more the counts
/// vary from run to run, and the time to the depth is what the bench measures.
BenchResult runBench(int depth,
    const std::function<void(std::size_t, std::string_view, std::uint64_t)>& onPosition = {},
    std::size_t hashMiB = kBenchHashMiB,
    engine::EvaluationMode evaluation = engine::EvaluationMode::Full, int threads = 1);

} // namespace rochade::cli
