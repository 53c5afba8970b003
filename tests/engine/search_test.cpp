// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher: mates found, draws recognised, a legal move always returned.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

/// A small table keeps the tests fast; the engine never needs more here.
constexpr std::size_t kTestHashMiB = 4;

struct MateCase {
    std::string_view fen;
    int mateIn; ///< moves, as Stockfish 15 reports them for these positions
};

// Checked with an independent engine (Stockfish), not with ours.
constexpr MateCase kMates[] = {
    { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1 },
    { "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", 1 },
    { "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", 1 },
    { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1", 1 },
    { "k7/pp6/8/8/8/8/8/K3R3 w - - 0 1", 1 },
    { "2n5/2Q5/8/8/8/8/5K1p/7k w - - 0 1", 1 },
    { "k7/8/2K5/8/8/8/8/1R6 w - - 0 1", 2 },
    { "3k4/8/3K4/8/8/8/8/4R3 w - - 0 1", 2 },
    { "7k/8/8/6K1/8/8/8/1Q6 w - - 0 1", 2 },
    { "k7/8/8/1K6/8/8/8/7R w - - 0 1", 2 },
    { "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2 },
    { "2k5/8/8/2K5/8/8/8/7R w - - 0 1", 3 },
    { "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3 },
};

SearchResult searchDepth(
    Searcher& s, const Position& pos, int depth, std::span<const std::uint64_t> history = {}) {
    SearchLimits limits;
    limits.depth = depth;
    return s.search(pos, history, limits);
}

/// Plays the principal variation and checks every move is legal; returns the final position.
Position playLine(Position pos, const std::vector<Move>& line) {
    for (Move m : line) {
        EXPECT_TRUE(MoveGenerator::isLegal(pos, m)) << toUci(m);
        if (!MoveGenerator::isLegal(pos, m)) break;
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return pos;
}

TEST(Search, FindsMatesInOneTwoAndThreeForBothColours) {
    for (const MateCase& c : kMates) {
        const Position original = fromFen(c.fen);
        for (const Position& pos : { original, mirrored(original) }) {
            Searcher searcher(kTestHashMiB);
            // Two plies beyond the mate: the reductions of late quiet moves may postpone
            // a quiet mating move by a ply (the king's approach in king and rook against king).
            const SearchResult r = searchDepth(searcher, pos, 2 * c.mateIn + 3);
            ASSERT_FALSE(r.bestMove.isNull()) << c.fen;
            EXPECT_EQ(r.score, kMateScore - (2 * c.mateIn - 1)) << toFen(pos);
            // The principal variation ends in mate, with the loser to move.
            ASSERT_EQ(r.principalVariation.size(), static_cast<std::size_t>(2 * c.mateIn - 1))
                << toFen(pos);
            const Position end = playLine(pos, r.principalVariation);
            EXPECT_TRUE(end.isInCheck()) << toFen(pos);
            EXPECT_FALSE(MoveGenerator::hasLegalMove(end)) << toFen(pos);
        }
    }
}

TEST(Search, ReportsMateDistanceInTheProgressCallback) {
    Searcher searcher(kTestHashMiB);
    SearchLimits limits;
    // The mate takes five plies; the reductions of quiet moves (the king's approach) mean
    // the search needs a few plies more to see it.
    limits.depth = 9;
    SearchInfo last;
    const SearchResult r = searcher.search(fromFen("2k5/8/8/2K5/8/8/8/7R w - - 0 1"), {}, limits,
        [&](const SearchInfo& info) { last = info; });
    EXPECT_TRUE(last.isMate);
    EXPECT_EQ(last.mateInMoves, 3);
    EXPECT_EQ(last.depth, r.depth);
    // Seen from the side being mated.
    Searcher other(kTestHashMiB);
    const SearchResult lost = other.search(fromFen("2n5/2Q5/8/8/8/8/5K1p/7k b - - 0 1"), {}, limits,
        [&](const SearchInfo& info) { last = info; });
    EXPECT_TRUE(last.isMate);
    EXPECT_EQ(last.mateInMoves, -1);
    EXPECT_EQ(lost.score, -(kMateScore - 2));
}

TEST(Search, PrefersTheQuickerMate) {
    // Qc1 and Qc6 mate at once; slower mates exist. Mate scores fall with distance.
    const Position pos = fromFen("2n5/2Q5/8/8/8/8/5K1p/7k w - - 0 1");
    Searcher searcher(kTestHashMiB);
    const SearchResult r = searchDepth(searcher, pos, 5);
    EXPECT_TRUE(toUci(r.bestMove) == "c7c1" || toUci(r.bestMove) == "c7c6") << toUci(r.bestMove);
    EXPECT_EQ(r.score, kMateScore - 1);
}

TEST(Search, AvoidsTheStalemateTrap) {
    // Winning the knight (Qxc8) or a quiet queen move stalemates; Qc1 mates.
    const Position pos = fromFen("2n5/2Q5/8/8/8/8/5K1p/7k w - - 0 1");
    Searcher searcher(kTestHashMiB);
    SearchLimits limits;
    limits.depth = 3;
    limits.rootScoreMarginCp = 100000; // every root move exactly scored
    searcher.search(pos, {}, limits);
    bool sawCapture = false;
    for (const auto& sm : searcher.lastRootScores())
        if (toUci(sm.move) == "c7c8") {
            sawCapture = true;
            EXPECT_EQ(sm.score, 0);
        }
    EXPECT_TRUE(sawCapture);
}

TEST(Search, LosingSideFindsTheStalemateDefence) {
    // White is hopelessly behind, but Rf8+ forces Qxf8 and White is stalemated.
    const Position pos = fromFen("3q3k/6pp/8/8/4b3/p7/P7/K4R2 w - - 0 1");
    for (const Position& p : { pos, mirrored(pos) }) {
        Searcher searcher(kTestHashMiB);
        const SearchResult r = searchDepth(searcher, p, 5);
        EXPECT_EQ(r.score, 0) << toFen(p);
        EXPECT_EQ(r.bestMove.to(), p.sideToMove() == Color::White ? sq::F8 : sq::F1) << toFen(p);
    }
}

TEST(Search, RepetitionOfAGamePositionIsADraw) {
    // White, a queen up, shuffled Qd1-d2-d1 while Black played Ke8-e7-e8. Playing Qd2 again
    // repeats the position after White's first move.
    Position pos = fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    std::vector<std::uint64_t> history;
    for (std::string_view uci : { "d1d2", "e8e7", "d2d1", "e7e8" }) {
        history.push_back(pos.hash());
        const auto m = parseUciMove(pos, uci);
        ASSERT_TRUE(m.ok());
        UndoInfo undo;
        pos.makeMove(m.value(), undo);
    }
    SearchLimits limits;
    limits.depth = 3;
    limits.rootScoreMarginCp = 100000;
    auto scoreOf = [&](std::span<const std::uint64_t> h, std::string_view uci) {
        Searcher searcher(kTestHashMiB);
        searcher.search(pos, h, limits);
        for (const auto& sm : searcher.lastRootScores())
            if (toUci(sm.move) == uci) return sm.score;
        ADD_FAILURE() << uci << " not among the root moves";
        return 0;
    };
    EXPECT_EQ(scoreOf(history, "d1d2"), 0);
    EXPECT_GT(scoreOf({}, "d1d2"), 800);
    EXPECT_GT(scoreOf(history, "d1d3"), 800);
}

TEST(Search, FiftyMoveRuleIsADraw) {
    // A queen up, but every move is quiet and completes the hundredth half-move.
    Searcher searcher(kTestHashMiB);
    EXPECT_EQ(searchDepth(searcher, fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 99 80"), 4).score, 0);
    EXPECT_GT(searchDepth(searcher, fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 90 80"), 4).score, 800);
}

TEST(Search, InsufficientMaterialIsADraw) {
    Searcher searcher(kTestHashMiB);
    const Position pos = fromFen("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1");
    EXPECT_NE(evaluate(pos), 0);
    EXPECT_EQ(searchDepth(searcher, pos, 4).score, 0);
    EXPECT_EQ(searchDepth(searcher, mirrored(pos), 4).score, 0);
}

TEST(Search, NoLegalMoveIsReportedExplicitly) {
    Searcher searcher(kTestHashMiB);
    // Checkmated (fool's mate) and stalemated.
    const SearchResult mated = searchDepth(
        searcher, fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"), 3);
    EXPECT_TRUE(mated.noLegalMove);
    EXPECT_TRUE(mated.bestMove.isNull());
    EXPECT_EQ(mated.score, -kMateScore);
    const SearchResult stalemate
        = searchDepth(searcher, fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), 3);
    EXPECT_TRUE(stalemate.noLegalMove);
    EXPECT_TRUE(stalemate.bestMove.isNull());
    EXPECT_EQ(stalemate.score, 0);
    // A position with moves never reports "no move".
    EXPECT_FALSE(searchDepth(searcher, Position::startPosition(), 1).noLegalMove);
}

TEST(Search, ReturnsALegalMoveInEveryRandomPosition) {
    Searcher searcher(kTestHashMiB);
    SearchLimits limits;
    limits.depth = 3;
    limits.nodes = 20000;
    for (const Position& pos : test::randomPositions(5, 150, 160)) {
        const SearchResult r = searcher.search(pos, {}, limits);
        ASSERT_FALSE(r.noLegalMove) << toFen(pos);
        ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove))
            << toFen(pos) << " " << toUci(r.bestMove);
        playLine(pos, r.principalVariation);
    }
}

TEST(Search, TakesAHangingQueen) {
    // Black's queen on d5 is en prise to the knight on c3 and defended by nothing.
    const Position pos = fromFen("4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1");
    for (const Position& p : { pos, mirrored(pos) }) {
        Searcher searcher(kTestHashMiB);
        const SearchResult r = searchDepth(searcher, p, 4);
        EXPECT_EQ(
            r.bestMove.to(), p.sideToMove() == Color::White ? makeSquare(3, 4) : makeSquare(3, 3));
    }
}

TEST(Search, MirroredPositionGetsTheMirroredScore) {
    for (const Position& pos : test::randomPositions(77, 20, 60)) {
        Searcher a(kTestHashMiB);
        Searcher b(kTestHashMiB);
        const SearchResult ra = searchDepth(a, pos, 3);
        const SearchResult rb = searchDepth(b, mirrored(pos), 3);
        EXPECT_EQ(ra.score, rb.score) << toFen(pos);
    }
}

} // namespace
} // namespace rochade::engine
