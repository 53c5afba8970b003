// SPDX-License-Identifier: GPL-3.0-or-later
// The bench: a fixed-depth search over fixed positions.
#include "rochade/cli/bench.h"

#include "rochade/core/fen.h"
#include "rochade/engine/search.h"

#include <chrono>

namespace rochade::cli {

const std::vector<std::string_view>& benchPositions() {
    static const std::vector<std::string_view> positions = {
        // The start position and the chessprogramming wiki's perft positions 2 to 6.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        // Middlegames reached from common openings.
        "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
        "rnbq1rk1/pp3ppp/4pn2/2pp4/1bPP4/2NBPN2/PP3PPP/R1BQ1RK1 b - - 1 7",
        "rn1qk2r/1p2bppp/p2pbn2/4p3/4P3/1NN1BP2/PPPQ2PP/R3KB1R b KQkq - 2 9",
        "rn1qk2r/pp3ppp/2p1pn2/5b2/PbBP4/2N1PN2/1P3PPP/R1BQ1RK1 b kq - 2 8",
        "rnb2rk1/pp1nqppp/4p3/2ppP3/3P1P2/2N2N2/PPP3PP/R2QKB1R w KQ - 0 9",
        "r1bqk2r/ppp1bppp/1nn5/4p3/8/2NP1NP1/PP2PPBP/R1BQ1RK1 b kq - 0 8",
        "r2qkbnr/pp3ppp/2n1p3/3pPb2/3N4/4B3/PPP1BPPP/RN1Q1RK1 b kq - 0 8",
        "r1bq1rk1/ppp1npbp/3p1np1/3Pp3/2P1P3/2N5/PP2BPPP/R1BQNRK1 b - - 2 9",
        "r2q1rk1/1pp2ppp/p1npbn2/2b1p3/P1B1P3/2PP1N2/1P1N1PPP/R1BQR1K1 b - - 4 9",
        "r2qk2r/pp1n1ppp/2p2n2/2bpp2b/4P3/3P1NPP/PPPN1PB1/R1BQ1RK1 w kq - 1 9",
        "r1bq1rk1/pp2npbp/2npp1p1/2p5/4PP2/2NP1NP1/PPP3BP/R1BQ1RK1 w - - 4 9",
        "rnb1qrk1/ppp1b1pp/3ppn2/5p2/2PP4/2N2NP1/PPQ1PPBP/R1B2RK1 b - - 3 8",
        "r3kb1r/p1ppqppp/b1p5/3nP3/2P5/8/PP2QPPP/RNB1KB1R w KQkq - 1 9",
        "r1bq1rk1/pp1nbppp/2p1p3/3n2B1/2BP4/2N1PN2/PP3PPP/2RQK2R w K - 1 10",
        "rnb2rk1/pp2ppbp/3p1np1/q7/4PP2/2NBBN2/PPP1Q1PP/R3K2R w KQ - 4 10",
        "r1bqk2r/ppn1bppp/2n5/2p1p3/8/2NP1NP1/PP2PPBP/R1BQ1RK1 w kq - 1 9",
        "r1b1kb1r/ppp2ppp/2p5/4Pn2/8/2N2N2/PPP2PPP/R1B2RK1 w - - 2 10",
        "rn1qk2r/p3bppp/bpp1pn2/3pN3/2PP4/1PB3P1/P3PPBP/RN1QK2R b KQkq - 1 9",
        "r1bqkb1r/5p1p/p1np4/1p1Npp2/4P3/N7/PPP2PPP/R2QKB1R w KQkq - 0 11",
        "2rq1rk1/pp1bppbp/2np1np1/8/3NP3/1BN1BP2/PPPQ2PP/2KR3R b - - 0 12",
        // Endgames: rook, pawn, minor-piece and queen endings.
        "8/8/4k3/8/4PK2/8/7r/5R2 w - - 0 1",
        "8/5pk1/6p1/7p/7P/6P1/5PK1/8 w - - 0 1",
        "8/8/1p2k3/p1p5/P1P2K2/1P6/8/8 w - - 0 1",
        "8/8/8/3k4/8/3r4/8/3QK3 w - - 0 1",
        "8/5k2/3b2p1/1p1P1p2/1P3P2/4B1P1/5K2/8 w - - 0 1",
        "8/8/3k4/8/1pp5/8/3N4/3K4 w - - 0 1",
        "2r3k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
        "4k3/8/8/3PK3/8/r7/8/7R b - - 0 1",
        "8/P7/8/8/8/8/6kp/K7 w - - 0 1",
        "8/4kp2/6p1/3B4/8/2b3P1/5P2/6K1 b - - 0 1",
        "8/8/8/4k3/8/8/8/3QK3 w - - 0 1",
    };
    return positions;
}

BenchResult runBench(int depth,
    const std::function<void(std::size_t, std::string_view, std::uint64_t)>& onPosition,
    std::size_t hashMiB, engine::EvaluationMode evaluation, int threads) {
    BenchResult result;
    engine::Searcher searcher(hashMiB);
    searcher.setEvaluationMode(evaluation);
    engine::SearchLimits limits;
    limits.depth = depth;
    limits.threads = threads;
    const auto started = std::chrono::steady_clock::now();
    const auto& positions = benchPositions();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        auto pos = parseFen(positions[i]);
        if (!pos) continue; // the table is tested; a typo must not crash the bench
        searcher.clearHash();
        const engine::SearchResult found = searcher.search(pos.value(), {}, limits);
        result.nodes += found.nodes;
        if (onPosition) onPosition(i, positions[i], found.nodes);
    }
    const auto elapsed = std::chrono::steady_clock::now() - started;
    result.timeMs = static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count());
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
    result.nodesPerSecond = us > 0
        ? static_cast<std::uint64_t>(result.nodes * 1000000.0 / static_cast<double>(us))
        : 0;
    return result;
}

} // namespace rochade::cli
