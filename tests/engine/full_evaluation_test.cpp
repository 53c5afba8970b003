// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation: the taper, what each term counts, that the tuned weights agree with
// what a player knows, colour symmetry, and that the search still finds mates with it.
#include "engine_test_helpers.h"

#include "rochade/engine/evaluation.h"
#include "rochade/engine/full_evaluation.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

int countOf(const Position& pos, int feature) {
    for (const auto& [f, n] : fullFeatures(pos).counts)
        if (f == feature) return n;
    return 0;
}

int fullScore(std::string_view fen) {
    return evaluateFull(fromFen(fen));
}

TEST(FullEvaluation, TaperGoesFromTheMiddlegameValueToTheEndgameValue) {
    // Only the pawn counts: 100 in the middlegame, 40 in the endgame.
    FullWeights w;
    w.mg[full::kMaterial] = 100;
    w.eg[full::kMaterial] = 40;
    // All pieces on, White a pawn up: the middlegame value.
    const Position allPieces = fromFen("rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(gamePhase(allPieces), full::kMaxPhase);
    EXPECT_EQ(evaluateFull(allPieces, w), 100);
    // Kings and pawns only: the endgame value.
    const Position noPieces = fromFen("4k3/1ppp4/8/8/8/8/PPPP4/4K3 w - - 0 1");
    EXPECT_EQ(gamePhase(noPieces), 0);
    EXPECT_EQ(evaluateFull(noPieces, w), 40);
    // A queen and a rook each (phase 12 of 24): half way.
    const Position half = fromFen("3qk2r/1ppp4/8/8/8/8/PPPP4/3QK2R w - - 0 1");
    EXPECT_EQ(gamePhase(half), 12);
    EXPECT_EQ(evaluateFull(half, w), 70);
    // The parts add up to the whole (each is tapered on its own, so up to rounding).
    const FullTerms t = fullTerms(half, w);
    EXPECT_EQ(t.material, 70);
    EXPECT_EQ(t.positional, 0);
    EXPECT_EQ(t.space, 0);
}

TEST(FullEvaluation, CountsThePawnStructure) {
    // a2 isolated and passed; c2 and c3 isolated and doubled (c3 passed, c2 behind it not);
    // Black has no pawn.
    const Position pos = fromFen("4k3/8/8/8/8/2P5/P1P5/4K3 w - - 0 1");
    EXPECT_EQ(countOf(pos, full::kIsolatedPawn), 3);
    EXPECT_EQ(countOf(pos, full::kDoubledPawn), 1);
    EXPECT_EQ(countOf(pos, full::kPassedPawn + 0), 1); // a2
    EXPECT_EQ(countOf(pos, full::kPassedPawn + 1), 1); // c3
    // e3 is backward: d4 has gone past it and f5 guards e4. d4 is guarded by e3.
    const Position backward = fromFen("4k3/8/8/5p2/3P4/4P3/8/4K3 w - - 0 1");
    EXPECT_EQ(countOf(backward, full::kBackwardPawn), 1);
    EXPECT_EQ(countOf(backward, full::kSupportedPawn), 1);
    EXPECT_EQ(countOf(backward, full::kIsolatedPawn), -1); // Black's f5
}

TEST(FullEvaluation, CountsRooksBishopsAndTheKing) {
    // Rook d1 on the open d-file, rook h7 on the seventh; two bishops; king g1 behind f2 g2 h3
    // (three shelter pawns, no open file next to it). Black: king only.
    const Position pos = fromFen("4k3/7R/8/8/8/7P/5PP1/2BRB1K1 w - - 0 1");
    EXPECT_EQ(countOf(pos, full::kRookOpenFile), 1);
    EXPECT_EQ(countOf(pos, full::kRookHalfOpenFile), 0);
    EXPECT_EQ(countOf(pos, full::kRookSeventh), 1);
    EXPECT_EQ(countOf(pos, full::kBishopPair), 1);
    // White's shelter is 3; Black's king has no pawns at all: 3 open files there.
    EXPECT_EQ(countOf(pos, full::kKingShelter), 3);
    EXPECT_EQ(countOf(pos, full::kKingOpenFile), -3);
    // The h7 rook reaches d7, e7 and f7 next to the black king, the d1 rook d7 and d8.
    EXPECT_EQ(countOf(pos, full::kKingAttack), 5);
}

TEST(FullEvaluation, CountsThreatsAgainstPiecesAndPawns) {
    // White's d4 pawn attacks the rook c5 and the knight e5 (which f6 defends). The white
    // knight d3 attacks c5 (a rook, by a minor) and e5; the white rook f1 attacks the queen
    // on f5 (by a rook), which nothing defends. No pawn is attacked.
    const Position pos = fromFen("4k3/8/p4p2/2r1nq2/3P4/3N4/1P6/4KR2 w - - 0 1");
    EXPECT_EQ(countOf(pos, full::kThreatByPawn), 2); // d4 on c5 and e5
    EXPECT_EQ(countOf(pos, full::kThreatByMinor), 1); // Nd3 on the rook c5
    EXPECT_EQ(countOf(pos, full::kThreatByRook), 1); // Rf1 on the queen f5
    // Hanging: the rook c5 (attacked by the knight, defended by nothing) and the queen f5;
    // the knight e5 is defended by f6. Black attacks the white knight d3 (from e5 and f5),
    // which nothing defends: one hanging piece for Black.
    EXPECT_EQ(countOf(pos, full::kHangingPiece), 2 - 1);
    EXPECT_EQ(countOf(mirrored(pos), full::kHangingPiece), -(2 - 1));
    EXPECT_EQ(countOf(pos, full::kWeakPawnAttacked), 0);
    // The b5 pawn, attacked by the knight from d4... and defended by nothing; a6 defends b5
    // in the second position.
    EXPECT_EQ(countOf(fromFen("4k3/8/8/1p6/3N4/8/8/4K3 w - - 0 1"), full::kWeakPawnAttacked), 1);
    EXPECT_EQ(countOf(fromFen("4k3/8/p7/1p6/3N4/8/8/4K3 w - - 0 1"), full::kWeakPawnAttacked), 0);
}

TEST(FullEvaluation, CountsKingAttackersOnlyWithTheQueen) {
    // Queen h5, knight g5 and bishop d3 all reach Black's king zone (g8 king, h7, f7...).
    const Position pos = fromFen("6k1/5pp1/8/6NQ/8/3B4/8/6K1 w - - 0 1");
    EXPECT_EQ(countOf(pos, full::kKingAttackers + 2), 1); // three attackers
    // Without the queen the same knight and bishop make no attack worth the name.
    const Position noQueen = fromFen("6k1/5pp1/8/6N1/8/3B4/8/6K1 w - - 0 1");
    for (int n = 0; n < 6; ++n)
        EXPECT_EQ(countOf(noQueen, full::kKingAttackers + n), 0) << n;
}

TEST(FullEvaluation, CountsFreePassedPawnsRooksBehindThemAndOutposts) {
    // d6 passed with d7 empty and unguarded by Black (king on a8); the rook d1 behind it.
    const Position passer = fromFen("k7/8/3P4/8/8/8/8/3RK3 w - - 0 1");
    EXPECT_EQ(countOf(passer, full::kPassedFree + 4), 1); // rank 6
    EXPECT_EQ(countOf(passer, full::kRookBehindPassed), 1);
    // The black king on e8 guards d7: the pawn is passed but not free.
    const Position guarded = fromFen("4k3/8/3P4/8/8/8/8/3RK3 w - - 0 1");
    EXPECT_EQ(countOf(guarded, full::kPassedFree + 4), 0);
    // Knight e5 guarded by d4, no black pawn on d or f to chase it: an outpost. The bishop
    // c5 is guarded by b4 and d4, but Black's b6 pawn covers it: none.
    const Position outposts = fromFen("4k3/8/1p6/2B1N3/1P1P4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(countOf(outposts, full::kKnightOutpost), 1);
    EXPECT_EQ(countOf(outposts, full::kBishopOutpost), 0);
}

TEST(FullEvaluation, CountsAPawnTheKingCannotCatch) {
    // The a5 pawn needs three moves; Black's king on e5 needs four to reach a8: outside the
    // square with White to move, in time with Black to move.
    EXPECT_EQ(countOf(fromFen("8/8/8/P3k3/8/8/8/4K3 w - - 0 1"), full::kUnstoppablePasser), 1);
    EXPECT_EQ(countOf(fromFen("8/8/8/P3k3/8/8/8/4K3 b - - 0 1"), full::kUnstoppablePasser), 0);
    // From its start rank the first step is a double one: a2 needs five moves, the king on
    // h5 (seven from a8) is too late even moving first; on f5 (five) it is in time.
    EXPECT_EQ(countOf(fromFen("8/8/8/7k/8/8/P7/4K3 b - - 0 1"), full::kUnstoppablePasser), 1);
    EXPECT_EQ(countOf(fromFen("8/8/8/5k2/8/8/P7/4K3 b - - 0 1"), full::kUnstoppablePasser), 0);
    // A black rook can stop it: the rule does not apply.
    EXPECT_EQ(countOf(fromFen("7r/8/8/P3k3/8/8/8/4K3 w - - 0 1"), full::kUnstoppablePasser), 0);
    // Mirrored, for Black.
    EXPECT_EQ(countOf(fromFen("4k3/8/8/8/p4K2/8/8/8 b - - 0 1"), full::kUnstoppablePasser), -1);
}

TEST(FullEvaluation, CountsTrappedPiecesAndBishopsBlockedByTheirPawns) {
    // The bishop a1 hemmed in by b2 (its only square): reaches 0 squares. Own pawns b2, d4 on
    // dark squares, the bishop's colour.
    const Position pos = fromFen("4k3/8/8/8/3P4/8/1P6/B3K3 w - - 0 1");
    EXPECT_EQ(countOf(pos, full::kLowMobility + 1 * 4 + 0), 1);
    EXPECT_EQ(countOf(pos, full::kBishopPawnColour), 2);
}

TEST(FullEvaluation, APassedPawnIsWorthMoreNearerToQueening) {
    // The enemy king far away on h8: from d6 the pawn outruns it, from d3 it does not.
    EXPECT_GT(
        fullScore("7k/8/3P4/8/8/8/8/K7 w - - 0 1"), fullScore("7k/8/8/8/8/3P4/8/K7 w - - 0 1"));
    EXPECT_GT(
        fullScore("7k/3P4/8/8/8/8/8/4K3 w - - 0 1"), fullScore("7k/8/3P4/8/8/8/8/4K3 w - - 0 1"));
    // In the endgame the kings matter: our king beside it beats the enemy king in front.
    EXPECT_GT(
        fullScore("8/8/2K5/3P4/8/8/6k1/8 w - - 0 1"), fullScore("3k4/8/8/3P4/8/8/6K1/8 w - - 0 1"));
}

TEST(FullEvaluation, AKingWithoutItsShelterScoresLowerWhileQueensAreOn) {
    // The same pawns, in front of the king or far away on the queenside.
    const int sheltered = fullScore("q5k1/5ppp/8/8/8/8/5PPP/1Q4K1 w - - 0 1");
    const int exposed = fullScore("q5k1/5ppp/8/8/8/8/PPP5/1Q4K1 w - - 0 1");
    EXPECT_GT(sheltered, exposed);
    // Without queens the shelter matters less.
    const int shelteredEnding = fullScore("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
    const int exposedEnding = fullScore("6k1/5ppp/8/8/8/8/PPP5/6K1 w - - 0 1");
    EXPECT_GT(sheltered - exposed, shelteredEnding - exposedEnding);
}

TEST(FullEvaluation, TunedWeightsAgreeWithWhatPlayersKnow) {
    const FullWeights& w = tunedFullWeights();
    const auto mg = [&](int f) { return w.mg[static_cast<std::size_t>(f)]; };
    const auto eg = [&](int f) { return w.eg[static_cast<std::size_t>(f)]; };
    // An extra pawn < knight, bishop < rook < queen, with all other pieces on (the piece
    // taken from Black's back rank) and alone with the kings.
    const int pawn = fullScore("rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const int knight = fullScore("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const int bishop = fullScore("rnbqk1nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const int rook = fullScore("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1");
    const int queen = fullScore("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_LT(pawn, knight);
    EXPECT_LT(pawn, bishop);
    EXPECT_LT(knight, rook);
    EXPECT_LT(bishop, rook);
    EXPECT_LT(rook, queen);
    const int lonePawn = fullScore("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1");
    const int loneKnight = fullScore("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1");
    const int loneRook = fullScore("4k3/8/8/8/8/8/8/3RK3 w - - 0 1");
    const int loneQueen = fullScore("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    EXPECT_LT(lonePawn, loneKnight);
    EXPECT_LT(loneKnight, loneRook);
    EXPECT_LT(loneRook, loneQueen);
    EXPECT_GT(mg(full::kBishopPair) + eg(full::kBishopPair), 0);
    EXPECT_GT(mg(full::kRookOpenFile) + eg(full::kRookOpenFile), 0);
    EXPECT_GT(eg(full::kRookSeventh), 0);
    // The games did not show isolated pawns to cost: the tuner's sign bound keeps them at 0.
    EXPECT_LE(mg(full::kIsolatedPawn), 0);
    EXPECT_LE(eg(full::kIsolatedPawn), 0);
    EXPECT_LT(mg(full::kBackwardPawn) + eg(full::kBackwardPawn), 0);
    EXPECT_LT(mg(full::kDoubledPawn) + eg(full::kDoubledPawn), 0);
    EXPECT_GT(eg(full::kPassedPawn + 5), eg(full::kPassedPawn + 1));
    EXPECT_GT(mg(full::kKingShelter), 0);
    for (int piece = 0; piece < 4; ++piece)
        EXPECT_GT(mg(full::kMobility + piece) + eg(full::kMobility + piece), 0) << piece;
}

TEST(FullEvaluation, IsColourSymmetric) {
    for (const FullWeights& w : { tunedFullWeights(), thesisFullWeights() })
        for (const Position& pos : test::randomPositions(20261201, 400)) {
            ASSERT_EQ(evaluateFull(mirrored(pos), w), -evaluateFull(pos, w));
            const FullTerms t = fullTerms(pos, w);
            const FullTerms m = fullTerms(mirrored(pos), w);
            ASSERT_EQ(m.material, -t.material);
            ASSERT_EQ(m.positional, -t.positional);
            ASSERT_EQ(m.space, -t.space);
        }
}

TEST(FullEvaluation, IsWhatTheFullModeEvaluates) {
    for (const Position& pos : test::randomPositions(7, 50))
        EXPECT_EQ(evaluate(pos, EvaluationMode::Full), evaluateFull(pos));
}

TEST(FullEvaluation, TheSearchStillFindsMates) {
    // A back-rank mate, a smothered mate and a queen mate, each in one.
    for (std::string_view fen : { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
             "6rk/6pp/7N/8/8/8/8/6K1 w - - 0 1", "7k/8/5KQ1/8/8/8/8/8 w - - 0 1" }) {
        Searcher searcher(1);
        searcher.setEvaluationMode(EvaluationMode::Full);
        SearchLimits limits;
        limits.depth = 4;
        Position pos = fromFen(fen);
        const SearchResult r = searcher.search(pos, {}, limits);
        EXPECT_GE(r.score, kMateThreshold) << fen;
        // The move found mates, by the rules.
        UndoInfo undo;
        pos.makeMove(r.bestMove, undo);
        EXPECT_TRUE(pos.isInCheck()) << fen;
        EXPECT_FALSE(MoveGenerator::hasLegalMove(pos)) << fen;
    }
}

} // namespace
} // namespace rochade::engine
