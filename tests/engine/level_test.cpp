// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels: one table, parsing, caps obeyed, randomness within its margin.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/level.h"
#include "rochade/engine/reply_time.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

TEST(Level, TheLadderIsBeginnerNoviceAndImproverThenNineNumberedLevelsThenFull) {
    ASSERT_EQ(kAllLevels.size(), 13u);
    EXPECT_EQ(kAllLevels.front(), Level::Beginner);
    EXPECT_EQ(kAllLevels.back(), Level::Full);
    for (std::size_t i = 0; i < kAllLevels.size(); ++i) {
        const LevelSettings& s = levelSettings(kAllLevels[i]);
        EXPECT_EQ(s.level, kAllLevels[i]);
        EXPECT_EQ(s.number, i >= 3 && i <= 11 ? static_cast<int>(i) - 2 : 0);
        EXPECT_GT(s.description.size(), 20u);
        EXPECT_GT(s.maxDepth, 0);
        EXPECT_GE(s.randomMarginCp, 0);
        EXPECT_GE(s.minReplyMs, 0);
        // Only the levels that glance, always or now and then, make a beginner's mistakes.
        const HumanErrors& e = s.errors;
        EXPECT_EQ(s.glances, s.level == Level::Beginner || s.level == Level::Novice);
        EXPECT_EQ(s.glanceShare > 0, s.level == Level::Improver);
        for (double rate : { e.hangsPiece, e.missesThreat, e.missesMateInOne, e.aimlessPawnPush }) {
            EXPECT_GE(rate, 0.0);
            EXPECT_LE(rate, 1.0);
            if (!s.glances && s.glanceShare == 0) {
                EXPECT_EQ(rate, 0.0) << s.number;
            }
        }
    }
    for (std::size_t n = 1; n <= kLadder.size(); ++n)
        EXPECT_EQ(levelSettings(kLadder[n - 1]).number, static_cast<int>(n));
    EXPECT_EQ(levelSettings(Level::Easy).number, 2);
    EXPECT_EQ(levelSettings(Level::Medium).number, 4);
    EXPECT_EQ(levelSettings(Level::Hard).number, 6);
    EXPECT_EQ(levelSettings(Level::Easy).name, "Easy");
    EXPECT_EQ(levelSettings(Level::Medium).name, "Medium");
    EXPECT_EQ(levelSettings(Level::Hard).name, "Hard");
    EXPECT_EQ(levelSettings(Level::Full).name, "Full");
    EXPECT_EQ(levelSettings(Level::Beginner).name, "Beginner");
    EXPECT_EQ(levelSettings(Level::Novice).name, "Novice");
    EXPECT_EQ(parseLevel("novice"), Level::Novice);
    EXPECT_EQ(levelSettings(Level::Improver).name, "Improver");
    EXPECT_EQ(parseLevel("IMPROVER"), Level::Improver);
    EXPECT_EQ(levelTag(Level::Improver), "Improver");
    for (Level l :
        { Level::One, Level::Three, Level::Five, Level::Seven, Level::Eight, Level::Nine })
        EXPECT_TRUE(levelSettings(l).name.empty());
    EXPECT_EQ(std::vector<Level>(kNamedLevels.begin(), kNamedLevels.end()),
        (std::vector<Level> { Level::Beginner, Level::Easy, Level::Medium, Level::Hard }));
}

TEST(Level, CapsGrowAndRandomnessShrinksUpTheLadder) {
    for (std::size_t i = 0; i + 1 < kLadder.size(); ++i) {
        const LevelSettings& lower = levelSettings(kLadder[i]);
        const LevelSettings& upper = levelSettings(kLadder[i + 1]);
        EXPECT_LE(lower.maxDepth, upper.maxDepth) << upper.number;
        EXPECT_LT(lower.maxNodes, upper.maxNodes) << upper.number;
        EXPECT_LE(lower.moveTimeMs, upper.moveTimeMs) << upper.number;
        EXPECT_GE(lower.randomMarginCp, upper.randomMarginCp) << upper.number;
        EXPECT_LT(lower.elo, upper.elo) << upper.number;
        EXPECT_LT(lower.bookPlies, upper.bookPlies) << upper.number;
    }
    EXPECT_LT(levelSettings(Level::Nine).elo, levelSettings(Level::Full).elo);
    // Beginner sees one ply and knows less of the book than level 1.
    const LevelSettings& beginner = levelSettings(Level::Beginner);
    EXPECT_LT(beginner.maxDepth, levelSettings(Level::One).maxDepth);
    EXPECT_LT(beginner.bookPlies, levelSettings(Level::One).bookPlies);
    EXPECT_LT(beginner.elo, levelSettings(Level::One).elo);
    // Novice glances like Beginner, with fewer blind spots, and stands between it and level 1.
    const LevelSettings& novice = levelSettings(Level::Novice);
    EXPECT_LT(novice.maxDepth, levelSettings(Level::One).maxDepth);
    EXPECT_LT(beginner.elo, novice.elo);
    EXPECT_LT(novice.elo, levelSettings(Level::One).elo);
    EXPECT_LT(novice.errors.hangsPiece, beginner.errors.hangsPiece);
    EXPECT_LT(novice.errors.missesThreat, beginner.errors.missesThreat);
    EXPECT_LT(novice.errors.missesMateInOne, beginner.errors.missesMateInOne);
    // Improver searches as level 1 does, and at some of its moves glances as Novice does.
    const LevelSettings& improver = levelSettings(Level::Improver);
    const LevelSettings& one = levelSettings(Level::One);
    EXPECT_LT(novice.elo, improver.elo);
    EXPECT_LT(improver.elo, one.elo);
    EXPECT_GT(improver.glanceShare, 0.0);
    EXPECT_LT(improver.glanceShare, 1.0);
    EXPECT_EQ(improver.maxDepth, one.maxDepth);
    EXPECT_EQ(improver.maxNodes, one.maxNodes);
    EXPECT_EQ(improver.errors.hangsPiece, novice.errors.hangsPiece);
    EXPECT_EQ(improver.errors.missesThreat, novice.errors.missesThreat);
    EXPECT_EQ(improver.errors.missesMateInOne, novice.errors.missesMateInOne);
    EXPECT_EQ(levelSettings(Level::Full).bookPlies, kWholeBook);
    const LevelSettings& full = levelSettings(Level::Full);
    EXPECT_EQ(full.maxNodes, 0u);
    EXPECT_EQ(full.moveTimeMs, 0);
    EXPECT_EQ(full.randomMarginCp, 0);
    EXPECT_EQ(full.maxDepth, kMaxDepth);
}

TEST(Level, EveryCappedLevelKeepsItsReplyTimePromise) {
    for (Level l : kLadder) {
        const LevelSettings& s = levelSettings(l);
        // A node cap for the same strength on any machine, and a time cap as well, so a slow
        // machine never waits long.
        EXPECT_GT(s.maxNodes, 0u) << s.number;
        EXPECT_GT(s.moveTimeMs, 0) << s.number;
    }
    // The reply-time promises (slowestReplyMs(): the search's cap and the window's pace,
    // reply_time.h): the levels below Medium within two seconds, Medium within 2.5, Hard
    // within three. The search itself stays quick at the easy levels.
    for (Level l :
        { Level::Beginner, Level::Novice, Level::Improver, Level::One, Level::Two, Level::Three }) {
        EXPECT_LE(slowestReplyMs(l), 2000);
        EXPECT_LE(levelSettings(l).moveTimeMs, 500);
    }
    EXPECT_GT(levelSettings(Level::Beginner).moveTimeMs, 0); // names its reply time
    EXPECT_LE(slowestReplyMs(Level::Medium), 2500);
    EXPECT_LE(slowestReplyMs(Level::Hard), 3000);
    EXPECT_LE(slowestReplyMs(Level::Nine), 10000);
}

TEST(Level, ParsesNamesAndNumbersIgnoringCase) {
    // The names older settings files and PGN tags hold.
    EXPECT_EQ(parseLevel("easy"), Level::Easy);
    EXPECT_EQ(parseLevel("MEDIUM"), Level::Medium);
    EXPECT_EQ(parseLevel("Hard"), Level::Hard);
    EXPECT_EQ(parseLevel("full"), Level::Full);
    EXPECT_EQ(parseLevel("beginner"), Level::Beginner);
    EXPECT_EQ(parseLevel("Beginner"), Level::Beginner);
    EXPECT_EQ(parseLevel("BEGINNER"), Level::Beginner);
    // Numbers on the ladder, bare or as "Level N".
    EXPECT_EQ(parseLevel("1"), Level::One);
    EXPECT_EQ(parseLevel("3"), Level::Three);
    EXPECT_EQ(parseLevel("8"), Level::Eight);
    EXPECT_EQ(parseLevel("9"), Level::Nine);
    EXPECT_EQ(parseLevel("2"), Level::Easy);
    EXPECT_EQ(parseLevel("Level 5"), Level::Five);
    EXPECT_EQ(parseLevel("level7"), Level::Seven);
    EXPECT_EQ(parseLevel("LEVEL 6"), Level::Hard);
    for (std::string_view bad :
        { "", "harder", "0", "10", "-1", "3x", " 3", "Level", "Level ", "Level 0", "Level 10",
            "Levels 3", "Level  3", "Full 1", "Beginners", "Level Beginner" })
        EXPECT_EQ(parseLevel(bad), std::nullopt) << bad;
    for (Level l : kAllLevels) {
        EXPECT_EQ(parseLevel(levelTag(l)), l);
        EXPECT_EQ(parseLevel(levelLabel(l)), l);
    }
    EXPECT_EQ(levelTag(Level::Three), "3");
    EXPECT_EQ(levelTag(Level::Medium), "Medium");
    EXPECT_EQ(levelLabel(Level::Three), "Level 3");
    EXPECT_EQ(levelLabel(Level::Hard), "Hard");
    EXPECT_EQ(levelTag(Level::Beginner), "Beginner");
    EXPECT_EQ(levelLabel(Level::Beginner), "Beginner");
    EXPECT_EQ(levelTag(Level::Full), "Full");
}

TEST(Level, NodeCapsAreObeyed) {
    for (const Level l : kLadder) {
        if (levelSettings(l).maxNodes > 200'000) continue; // keeps the test quick
        Searcher searcher(4);
        std::mt19937 rng(1);
        const Position middlegame
            = fromFen("r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 8");
        for (const Position& pos : { Position::startPosition(), middlegame }) {
            const SearchResult r = chooseMove(searcher, pos, {}, l, rng);
            // The search stops within a few nodes of the cap (it polls after counting one), or
            // sooner at the depth cap; but it always finishes its first iteration, which may
            // take more than level 1's small cap (200 nodes) in a middlegame.
            if (r.depth > 1) {
                EXPECT_LE(r.nodes, levelSettings(l).maxNodes + 16) << levelSettings(l).number;
            }
            EXPECT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
        }
    }
}

TEST(Level, AFixedNodeCapPlaysTheSameGameWhateverTheTimeAllows) {
    // The node cap ends the search, not the clock: the same move and node count whether the
    // caller allows a long time per move or leaves the level's own time cap.
    const Position pos = test::randomPositions(7, 1, 24).front();
    for (Level l : { Level::One, Level::Easy, Level::Three, Level::Medium }) {
        Searcher a(2), b(2);
        std::mt19937 ra(5), rb(5);
        SearchLimits generous;
        generous.moveTimeMs = 60'000;
        const SearchResult x = chooseMove(a, pos, {}, l, ra);
        const SearchResult y = chooseMove(b, pos, {}, l, rb, generous);
        EXPECT_EQ(x.bestMove, y.bestMove) << levelSettings(l).number;
        EXPECT_EQ(x.nodes, y.nodes) << levelSettings(l).number;
    }
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
            ASSERT_FALSE(scores.empty()) << toFen(pos);
            const int best = scores.front().score;
            const auto chosen = std::find_if(scores.begin(), scores.end(),
                [&](const Searcher::ScoredMove& s) { return s.move == r.bestMove; });
            ASSERT_NE(chosen, scores.end());
            EXPECT_GE(chosen->score, best - margin) << toFen(pos);
            EXPECT_EQ(r.score, chosen->score);
        }
    }
}

TEST(Level, EasyVariesItsMovesButALevelWithoutMarginDoesNot) {
    const Level precise = *std::find_if(kLadder.begin(), kLadder.end(),
        [](Level l) { return levelSettings(l).randomMarginCp == 0; });
    std::set<std::string> easyMoves, hardMoves;
    SearchLimits limits;
    limits.depth = 3;
    for (std::uint32_t seed = 0; seed < 12; ++seed) {
        Searcher searcher(2);
        std::mt19937 rng(seed);
        easyMoves.insert(
            toUci(chooseMove(searcher, Position::startPosition(), {}, Level::Easy, rng).bestMove));
        hardMoves.insert(toUci(
            chooseMove(searcher, Position::startPosition(), {}, precise, rng, limits).bestMove));
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
    EXPECT_EQ(levelForElo(kMinLevelElo), Level::Beginner);
    EXPECT_EQ(levelForElo(kMaxLevelElo), Level::Full);
    Level previous = Level::Beginner;
    int changes = 0;
    for (int elo = kMinLevelElo; elo <= kMaxLevelElo; elo += 25) {
        const Level level = levelForElo(elo);
        EXPECT_GE(static_cast<int>(level), static_cast<int>(previous)) << elo;
        changes += level != previous;
        previous = level;
    }
    EXPECT_EQ(changes, kLevelCount - 1); // every level is reached, in order
    for (Level level : kAllLevels) {
        EXPECT_EQ(levelForElo(levelElo(level)), level);
        EXPECT_GE(levelElo(level), kMinLevelElo);
        EXPECT_LE(levelElo(level), kMaxLevelElo);
    }
}

TEST(Level, TheLowestLevelNeverMissesAMateInOne) {
    for (std::string_view fen :
        { "2n5/2Q5/8/8/8/8/5K1p/7k w - - 0 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "6rk/6pp/7N/8/8/8/8/K7 w - - 0 1", "k7/8/1K6/8/8/8/8/7R w - - 0 1" }) {
        const Position original = fromFen(fen);
        for (const Position& pos : { original, mirrored(original) })
            for (std::uint32_t seed = 0; seed < 8; ++seed) {
                Searcher searcher(2);
                std::mt19937 rng(seed);
                const SearchResult r = chooseMove(searcher, pos, {}, Level::One, rng);
                Position after = pos;
                UndoInfo undo;
                after.makeMove(r.bestMove, undo);
                EXPECT_TRUE(after.isInCheck() && !MoveGenerator::hasLegalMove(after))
                    << fen << " " << toUci(r.bestMove) << " seed " << seed;
            }
    }
}

/// Where the side to move's queen stands after `m` (from `pos`); a null square if it has none.
Square queenAfter(const Position& pos, Move m) {
    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    const Piece queen = makePiece(pos.sideToMove(), PieceType::Queen);
    for (int i = 0; i < 64; ++i)
        if (after.pieceAt(fromIndex64(i)) == queen) return fromIndex64(i);
    return kNoSquare;
}

TEST(Level, TheLowestLevelNeverHangsItsQueenToAOneMoveCapture) {
    // Each position has a safe queen move, and the opponent has no queen to trade with, so a
    // queen left where the opponent attacks it is a queen given away.
    for (std::string_view fen : {
             "4k3/8/8/3q4/4P3/2N5/8/4K3 b - - 0 1", // attacked by a knight and a pawn
             "4k3/8/8/8/8/2q5/8/B6K b - - 0 1", // attacked by a bishop
             "3rk3/8/8/8/8/8/8/3QK3 w - - 0 1", // by a rook; Qxd8+ Kxd8 loses it too
             "4k3/2p5/3p4/8/8/8/8/3QK3 w - - 0 1", // Qxd6 cxd6 takes a poisoned pawn
             "r3k3/8/8/8/8/8/1p6/Q3K3 w - - 0 1", // attacked along the a-file
             "4k3/8/5n2/8/3Q4/8/8/4K3 w - - 0 1", // d5, e4 and g4 are the knight's
         }) {
        const Position original = fromFen(fen);
        for (const Position& pos : { original, mirrored(original) })
            for (std::uint32_t seed = 0; seed < 12; ++seed) {
                Searcher searcher(2);
                std::mt19937 rng(seed);
                const SearchResult r = chooseMove(searcher, pos, {}, Level::One, rng);
                ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
                const Square queen = queenAfter(pos, r.bestMove);
                ASSERT_NE(queen, kNoSquare) << fen; // no position here lets it be taken
                Position after = pos;
                UndoInfo undo;
                after.makeMove(r.bestMove, undo);
                EXPECT_FALSE(after.isAttacked(queen, after.sideToMove()))
                    << fen << " " << toUci(r.bestMove) << " seed " << seed;
            }
    }
}

} // namespace
} // namespace rochade::engine
