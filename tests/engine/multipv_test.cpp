// SPDX-License-Identifier: GPL-3.0-or-later
// Several root lines (MultiPV) and a restricted root (searchmoves) in the Searcher API.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;

/// The line's moves in UCI, each checked to be legal where it is played.
std::vector<std::string> legalLine(const Position& start, const std::vector<Move>& line) {
    std::vector<std::string> out;
    Position pos = start;
    for (Move m : line) {
        EXPECT_TRUE(MoveGenerator::isLegal(pos, m)) << toUci(m) << " in " << toFen(pos);
        if (!MoveGenerator::isLegal(pos, m)) break;
        out.push_back(toUci(m));
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return out;
}

TEST(MultiPv, ReportsDistinctLegalLinesBestFirstEveryIteration) {
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 5;
    limits.multiPv = 4;
    const Position start = Position::startPosition();
    int iterations = 0;
    const SearchResult r = searcher.search(start, {}, limits, [&](const SearchInfo& info) {
        ++iterations;
        ASSERT_EQ(info.lines.size(), 4u) << "depth " << info.depth;
        EXPECT_EQ(info.lines[0].principalVariation, info.principalVariation);
        EXPECT_EQ(info.lines[0].score, info.score);
    });
    EXPECT_EQ(iterations, 5);
    ASSERT_EQ(r.lines.size(), 4u);
    std::set<std::string> firstMoves;
    for (std::size_t k = 0; k < r.lines.size(); ++k) {
        const auto line = legalLine(start, r.lines[k].principalVariation);
        ASSERT_FALSE(line.empty());
        firstMoves.insert(line.front());
        if (k > 0) {
            EXPECT_LE(r.lines[k].score, r.lines[k - 1].score);
        }
    }
    EXPECT_EQ(firstMoves.size(), 4u);
    EXPECT_EQ(r.bestMove, r.lines[0].principalVariation.front());
    EXPECT_EQ(r.score, r.lines[0].score);
}

TEST(MultiPv, BothMatesInOneAreTheTwoBestLines) {
    // Ra8# and Rb8#, as Stockfish's MultiPV 3 reports them; the third line mates later.
    const Position pos = fromFen("6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1");
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 4;
    limits.multiPv = 3;
    const SearchResult r = searcher.search(pos, {}, limits);
    ASSERT_EQ(r.lines.size(), 3u);
    std::vector<std::string> mates;
    for (std::size_t k = 0; k < 2; ++k) {
        EXPECT_TRUE(r.lines[k].isMate);
        EXPECT_EQ(r.lines[k].mateInMoves, 1);
        mates.push_back(toUci(r.lines[k].principalVariation.front()));
    }
    std::sort(mates.begin(), mates.end());
    EXPECT_EQ(mates, (std::vector<std::string> { "a1a8", "b1b8" }));
    EXPECT_FALSE(r.lines[2].isMate && r.lines[2].mateInMoves == 1);
}

TEST(MultiPv, MoreLinesThanMovesGivesOneLinePerMove) {
    const Position pos = fromFen("7k/8/8/8/8/8/8/K7 w - - 0 1");
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 3;
    limits.multiPv = kMaxMultiPv;
    const SearchResult r = searcher.search(pos, {}, limits);
    std::set<std::string> firstMoves;
    for (const SearchLine& line : r.lines)
        firstMoves.insert(toUci(line.principalVariation.front()));
    EXPECT_EQ(firstMoves, (std::set<std::string> { "a1a2", "a1b1", "a1b2" }));
}

TEST(MultiPv, OneLineIsTheDefaultAndMatchesThePlainSearch) {
    // The default search reports its single line in `lines` too, and MultiPV 1 searches
    // exactly the same tree (the bench signature relies on it).
    const Position pos
        = fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    SearchLimits plain;
    plain.depth = 5;
    SearchLimits one = plain;
    one.multiPv = 1;
    Searcher a(4);
    Searcher b(4);
    const SearchResult ra = a.search(pos, {}, plain);
    const SearchResult rb = b.search(pos, {}, one);
    EXPECT_EQ(ra.nodes, rb.nodes);
    EXPECT_EQ(ra.bestMove, rb.bestMove);
    ASSERT_EQ(ra.lines.size(), 1u);
    EXPECT_EQ(ra.lines[0].principalVariation, ra.principalVariation);
}

TEST(SearchMoves, OnlyTheGivenRootMovesAreSearched) {
    // Without the restriction Ra8 mates at once.
    const Position pos = fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 3;
    limits.multiPv = 3;
    limits.searchMoves = { parseUciMove(pos, "h2h3").value(), parseUciMove(pos, "g2g4").value() };
    const SearchResult r = searcher.search(pos, {}, limits, [&](const SearchInfo& info) {
        for (const SearchLine& line : info.lines) {
            const std::string first = toUci(line.principalVariation.front());
            EXPECT_TRUE(first == "h2h3" || first == "g2g4") << first;
        }
    });
    const std::string best = toUci(r.bestMove);
    EXPECT_TRUE(best == "h2h3" || best == "g2g4") << best;
    EXPECT_EQ(r.lines.size(), 2u); // only two root moves to rank
}

TEST(SearchMoves, AListWithNoLegalMoveSearchesEverything) {
    const Position pos = fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 3;
    // Legal in the start position, not here.
    limits.searchMoves = { parseUciMove(Position::startPosition(), "e2e4").value() };
    EXPECT_EQ(toUci(searcher.search(pos, {}, limits).bestMove), "a1a8");
}

} // namespace
} // namespace rochade::engine
