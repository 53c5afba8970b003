// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels: one table, parsing, caps obeyed, randomness within its margin.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/level.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

constexpr Level kAllLevels[] = { Level::Easy, Level::Medium, Level::Hard, Level::Full };

TEST(Level, TableIsCompleteAndOrderedByStrength) {
    for (Level l : kAllLevels) {
        const LevelSettings& s = levelSettings(l);
        EXPECT_EQ(s.level, l);
        EXPECT_FALSE(s.name.empty());
        EXPECT_GT(s.description.size(), 20u);
        EXPECT_GT(s.maxDepth, 0);
        EXPECT_GE(s.randomMarginCp, 0);
        EXPECT_GE(s.minReplyMs, 0);
    }
    const LevelSettings& easy = levelSettings(Level::Easy);
    const LevelSettings& medium = levelSettings(Level::Medium);
    const LevelSettings& hard = levelSettings(Level::Hard);
    EXPECT_LT(easy.maxDepth, medium.maxDepth);
    EXPECT_LE(medium.maxDepth, hard.maxDepth);
    EXPECT_GT(easy.randomMarginCp, medium.randomMarginCp);
    EXPECT_EQ(hard.randomMarginCp, 0);
    EXPECT_EQ(levelSettings(Level::Full).randomMarginCp, 0);
    // The reply-time targets: Easy 0.3 s, Medium 1 s, Hard 3 s.
    EXPECT_GT(easy.moveTimeMs, 0);
    EXPECT_LE(easy.moveTimeMs, 300);
    EXPECT_LE(medium.moveTimeMs, 1000);
    EXPECT_LE(hard.moveTimeMs, 3000);
    // The GUI's pause before showing a reply must not break those targets either.
    EXPECT_LE(easy.minReplyMs, 300);
    EXPECT_LE(medium.minReplyMs, 1000);
    EXPECT_LE(hard.minReplyMs, 3000);
}

TEST(Level, ParsesNamesIgnoringCase) {
    EXPECT_EQ(parseLevel("easy"), Level::Easy);
    EXPECT_EQ(parseLevel("MEDIUM"), Level::Medium);
    EXPECT_EQ(parseLevel("Hard"), Level::Hard);
    EXPECT_EQ(parseLevel("full"), Level::Full);
    EXPECT_EQ(parseLevel(""), std::nullopt);
    EXPECT_EQ(parseLevel("harder"), std::nullopt);
    for (Level l : kAllLevels)
        EXPECT_EQ(parseLevel(levelSettings(l).name), l);
}

TEST(Level, DepthCapsAreObeyed) {
    Searcher searcher(4);
    std::mt19937 rng(1);
    for (Level l : { Level::Easy, Level::Medium }) {
        int deepest = 0;
        const SearchResult r = chooseMove(searcher, Position::startPosition(), {}, l, rng, {},
            [&](const SearchInfo& info) { deepest = std::max(deepest, info.depth); });
        EXPECT_LE(r.depth, levelSettings(l).maxDepth);
        EXPECT_LE(deepest, levelSettings(l).maxDepth);
    }
    // A caller's tighter depth wins over the level's.
    SearchLimits limits;
    limits.depth = 2;
    EXPECT_LE(
        chooseMove(searcher, Position::startPosition(), {}, Level::Hard, rng, limits).depth, 2);
}

TEST(Level, ChosenMoveIsWithinTheMarginOfTheBest) {
    Searcher searcher(4);
    std::mt19937 rng(2024);
    for (Level l : { Level::Easy, Level::Medium }) {
        const int margin = levelSettings(l).randomMarginCp;
        SearchLimits limits;
        limits.depth = 2; // keeps the test quick on every level
        for (const Position& pos : test::randomPositions(99, 40, 80)) {
            const SearchResult r = chooseMove(searcher, pos, {}, l, rng, limits);
            ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove)) << toFen(pos);
            const auto scores = searcher.lastRootScores();
            ASSERT_FALSE(scores.empty());
            const int best = scores.front().score;
            const auto chosen = std::find_if(scores.begin(), scores.end(),
                [&](const Searcher::ScoredMove& s) { return s.move == r.bestMove; });
            ASSERT_NE(chosen, scores.end());
            EXPECT_GE(chosen->score, best - margin) << toFen(pos);
            EXPECT_EQ(r.score, chosen->score);
        }
    }
}

TEST(Level, EasyVariesItsMovesButHardDoesNot) {
    std::set<std::string> easyMoves, hardMoves;
    SearchLimits limits;
    limits.depth = 3;
    for (std::uint32_t seed = 0; seed < 12; ++seed) {
        Searcher searcher(2);
        std::mt19937 rng(seed);
        easyMoves.insert(
            toUci(chooseMove(searcher, Position::startPosition(), {}, Level::Easy, rng).bestMove));
        hardMoves.insert(
            toUci(chooseMove(searcher, Position::startPosition(), {}, Level::Hard, rng, limits)
                      .bestMove));
    }
    EXPECT_GT(easyMoves.size(), 1u);
    EXPECT_EQ(hardMoves.size(), 1u);
}

TEST(Level, SameRandomStateGivesTheSameMove) {
    for (std::uint32_t seed : { 3u, 8u, 15u }) {
        Searcher a(2), b(2);
        std::mt19937 ra(seed), rb(seed);
        const Position pos = test::randomPositions(seed, 1, 30).front();
        EXPECT_EQ(chooseMove(a, pos, {}, Level::Easy, ra).bestMove,
            chooseMove(b, pos, {}, Level::Easy, rb).bestMove);
    }
}

TEST(Level, EasyAlwaysTakesAMateInOne) {
    for (std::string_view fen :
        { "2n5/2Q5/8/8/8/8/5K1p/7k w - - 0 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1" }) {
        const Position original = fromFen(fen);
        for (const Position& pos : { original, mirrored(original) })
            for (std::uint32_t seed = 0; seed < 8; ++seed) {
                Searcher searcher(2);
                std::mt19937 rng(seed);
                const SearchResult r = chooseMove(searcher, pos, {}, Level::Easy, rng);
                Position after = pos;
                UndoInfo undo;
                after.makeMove(r.bestMove, undo);
                EXPECT_TRUE(after.isInCheck() && !MoveGenerator::hasLegalMove(after))
                    << fen << " " << seed;
            }
    }
}

TEST(Level, EasyNeverLeavesMaterialEnPrise) {
    // Black's queen on d5 is attacked by a knight and a pawn: it must move to safety (or
    // take something), never stay or step onto an attacked square.
    const Position pos = fromFen("4k3/8/8/3q4/4P3/2N5/8/4K3 b - - 0 1");
    for (std::uint32_t seed = 0; seed < 10; ++seed) {
        Searcher searcher(2);
        std::mt19937 rng(seed);
        const SearchResult r = chooseMove(searcher, pos, {}, Level::Easy, rng);
        ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
        Position after = pos;
        UndoInfo undo;
        after.makeMove(r.bestMove, undo);
        const Square queen
            = r.bestMove.from() == makeSquare(3, 4) ? r.bestMove.to() : makeSquare(3, 4);
        // The queen may only stand where White cannot take it, unless it just took a piece
        // worth as much that its capture does not lose material.
        EXPECT_FALSE(after.isAttacked(queen, Color::White)) << toUci(r.bestMove);
    }
}

TEST(Level, FinishedGameGetsNoMove) {
    Searcher searcher(2);
    std::mt19937 rng(1);
    const SearchResult r
        = chooseMove(searcher, fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), {}, Level::Easy, rng);
    EXPECT_TRUE(r.noLegalMove);
    EXPECT_TRUE(r.bestMove.isNull());
}

TEST(Level, UciEloMapsOntoTheNearestLevelInOrder) {
    EXPECT_EQ(levelForElo(kMinLevelElo), Level::Easy);
    EXPECT_EQ(levelForElo(kMaxLevelElo), Level::Full);
    Level previous = Level::Easy;
    for (int elo = kMinLevelElo; elo <= kMaxLevelElo; elo += 25) {
        const Level level = levelForElo(elo);
        EXPECT_GE(static_cast<int>(level), static_cast<int>(previous)) << elo;
        previous = level;
    }
    for (Level level : { Level::Easy, Level::Medium, Level::Hard, Level::Full })
        EXPECT_EQ(levelForElo(levelElo(level)), level);
}

} // namespace
} // namespace rochade::engine
