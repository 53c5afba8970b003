// SPDX-License-Identifier: GPL-3.0-or-later
// Beginner: each mistake of the level table made at its rate, never at level 1, and moves that
// still look like a person's.
#include "../sanitizer_build.h"
#include "engine_test_helpers.h"
#include "glance.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/level.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

Position positionAfter(const Position& pos, Move m) {
    Position next = pos;
    UndoInfo undo;
    next.makeMove(m, undo);
    return next;
}

int plainValue(Piece p) {
    constexpr int kValues[] = { 0, 100, 300, 300, 500, 900, 0 };
    return isPiece(p) ? kValues[index(pieceType(p))] : 0;
}

/// What the side to move in `pos` wins at best by taking on `s`, counting our best recapture
/// there, in plain piece values: a brute force over the legal moves.
int bestTakeOn(const Position& pos, Square s) {
    int best = 0;
    for (Move take : MoveGenerator::legalMoves(pos)) {
        if (take.to() != s || !take.isCapture()) continue;
        const Position taken = positionAfter(pos, take);
        int regained = 0;
        for (Move back : MoveGenerator::legalMoves(taken))
            if (back.to() == s && back.isCapture())
                regained = std::max(regained, plainValue(taken.pieceAt(s)));
        best = std::max(best, plainValue(pos.pieceAt(s)) - regained);
    }
    return best;
}

/// One kind of mistake: positions that offer it (White to move; each is played mirrored too)
/// and whether a chosen move is it. In each position the mistake is the only thing the blind
/// spot changes: seeing, the level never makes it; blind, the mistake is what it sees as
/// clearly best. TheTemplatesIsolateEachBlindSpot checks exactly that before a rate is counted.
struct MistakeKind {
    std::string name;
    std::vector<std::string_view> fens;
    /// For a position and the chosen move (the threatened square of the mirrored position is
    /// found by mirroring).
    std::function<bool(const Position&, Move, bool mirroredPosition)> isMistake;
    double HumanErrors::*rate;
    bool BlindSpots::*blindSpot;
};

MistakeKind hangingKind() {
    return { "hangs a piece",
        {
            "4k3/8/3p4/4n3/8/8/4Q3/4K3 w - - 0 1", // Qxe5 dxe5: a queen for a knight
            "4k3/8/2p5/3b4/8/8/8/3RK3 w - - 0 1", // Rxd5 cxd5: a rook for a bishop
            "3rk3/8/8/Q7/8/8/8/4K3 w - - 0 1", // Qxd8+ Kxd8: a queen for a rook
            "4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", // Nxe5 dxe5: a knight for a pawn
        },
        [](const Position& pos, Move m, bool) {
            // The moved piece can be taken where it landed, and the trade loses two pawns.
            const int gained = plainValue(pos.pieceAt(m.to()));
            return gained - bestTakeOn(positionAfter(pos, m), m.to()) <= -200;
        },
        &HumanErrors::hangsPiece, &BlindSpots::movedPiece };
}

MistakeKind threatKind() {
    // The threatened piece's square in the White-to-move position.
    static const std::vector<std::pair<std::string_view, Square>> kThreatened {
        { "7k/8/2b5/8/4R3/p7/8/1N2K3 w - - 0 1", makeSquare(4, 3) }, // Re4 by Bc6; Nxa3
        { "6k1/8/8/4p2p/3N4/8/8/6KR w - - 0 1", makeSquare(3, 3) }, // Nd4 by e5; Rxh5
        { "6k1/8/7p/8/8/2n5/8/1Q2K2R w - - 0 1", makeSquare(1, 0) }, // Qb1 by Nc3; Rxh6
        { "4r1k1/8/8/4B3/7p/8/6N1/6K1 w - - 0 1", makeSquare(4, 4) }, // Be5 by Re8; Nxh4
    };
    std::vector<std::string_view> fens;
    for (const auto& [fen, square] : kThreatened)
        fens.push_back(fen);
    return { "misses a threat", fens,
        [](const Position& pos, Move m, bool mirroredPosition) {
            // The piece attacked before the move can still be taken for less afterwards.
            for (const auto& [fen, square] : kThreatened) {
                const Position white = fromFen(fen);
                if (!(mirroredPosition ? mirrored(white) == pos : white == pos)) continue;
                const Square s = mirroredPosition ? mirrorRank(square) : square;
                return bestTakeOn(positionAfter(pos, m), s) >= 200;
            }
            ADD_FAILURE() << "not a template: " << toFen(pos);
            return false;
        },
        &HumanErrors::missesThreat, &BlindSpots::threats };
}

MistakeKind mateKind() {
    return { "misses a mate in one",
        {
            "6k1/5ppp/8/8/7r/8/5B2/R5K1 w - - 0 1", // Ra8#, or Bxh4 for a rook
            "k7/8/1K6/8/8/4n2R/8/8 w - - 0 1", // Rh8#, or Rxe3 for a knight
            "7k/8/6K1/8/8/8/8/1Qb5 w - - 0 1", // Qb8#, or Qxc1 for a bishop
            "6rk/6pp/7N/8/8/8/2q5/K1R5 w - - 0 1", // Nf7#, or Rxc2 for the queen
        },
        [](const Position& pos, Move m, bool) {
            const Position next = positionAfter(pos, m);
            return !(next.isInCheck() && !MoveGenerator::hasLegalMove(next));
        },
        &HumanErrors::missesMateInOne, &BlindSpots::mateInOne };
}

MistakeKind pawnKind() {
    return { "pushes a pawn without a reason",
        {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
            "rnbqkb1r/pppp1ppp/4pn2/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3",
        },
        [](const Position& pos, Move m, bool) { return isAimlessPawnPush(pos, m); },
        &HumanErrors::aimlessPawnPush, &BlindSpots::pawnImpulse };
}

std::vector<MistakeKind> everyKind() {
    return { hangingKind(), threatKind(), mateKind(), pawnKind() };
}

/// Each template position and its mirror, with which of the two it is.
std::vector<std::pair<Position, bool>> positionsOf(const MistakeKind& kind) {
    std::vector<std::pair<Position, bool>> out;
    for (std::string_view fen : kind.fens) {
        out.emplace_back(fromFen(fen), false);
        out.emplace_back(mirrored(fromFen(fen)), true);
    }
    return out;
}

TEST(Beginner, TheTemplatesIsolateEachBlindSpot) {
    // Seeing everything, the glance never makes the mistake; with only that kind's blind spot,
    // it always does, whatever the rng gives. The other blind spots change nothing there.
    for (const MistakeKind& kind : everyKind())
        for (const auto& [pos, isMirrored] : positionsOf(kind))
            for (std::uint32_t seed = 0; seed < 6; ++seed) {
                for (int spots = 0; spots < 16; ++spots) {
                    BlindSpots blind;
                    blind.movedPiece = (spots & 1) != 0;
                    blind.threats = (spots & 2) != 0;
                    blind.mateInOne = (spots & 4) != 0;
                    blind.pawnImpulse = (spots & 8) != 0;
                    std::mt19937 rng(seed);
                    const SearchResult r = glanceForMove(
                        pos, {}, blind, levelSettings(Level::Beginner).randomMarginCp, {}, rng);
                    ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove)) << toFen(pos);
                    EXPECT_EQ(kind.isMistake(pos, r.bestMove, isMirrored), blind.*kind.blindSpot)
                        << kind.name << ": " << toFen(pos) << " " << toUci(r.bestMove)
                        << " blind spots " << spots << " seed " << seed;
                }
            }
}

TEST(Beginner, MakesEachMistakeAtTheRateOfTheLevelTable) {
    // 50 seeds over 8 positions a kind: 400 moves. The count must lie within 3.5 standard
    // deviations of the table's rate (a fixed seed: the same count every run; for Beginner a
    // rate half or twice the table's falls outside). Novice, the other glancing rung, too, and
    // Improver, which makes them only at the share of its moves it glances at (its search, level
    // 1's, makes none: LevelOneMakesNoneOfTheseMistakes); a pawn push without a reason is a
    // choice its search may make too, so that rate is Beginner's and Novice's alone.
    // Under the sanitizers, which look for memory errors and races rather than rates, 10
    // seeds: the full count took three minutes under ThreadSanitizer.
    constexpr std::uint32_t kSeeds = rochade::test::kSanitizedBuild ? 10 : 50;
    for (const Level level : { Level::Beginner, Level::Novice, Level::Improver })
        for (const MistakeKind& kind : everyKind()) {
            const LevelSettings& settings = levelSettings(level);
            if (!settings.glances && kind.blindSpot == &BlindSpots::pawnImpulse) continue;
            const double share = settings.glances ? 1.0 : settings.glanceShare;
            const double rate = share * (settings.errors.*kind.rate);
            ASSERT_GT(rate, 0.0) << kind.name;
            int trials = 0;
            int mistakes = 0;
            for (const auto& [pos, isMirrored] : positionsOf(kind))
                for (std::uint32_t seed = 0; seed < kSeeds; ++seed) {
                    // A stream of its own for every move counted, so the 400 draws are independent.
                    Searcher searcher(1);
                    std::mt19937 rng(static_cast<std::uint32_t>(trials) * 7919u + 17u);
                    const SearchResult r = chooseMove(searcher, pos, {}, level, rng);
                    ASSERT_TRUE(MoveGenerator::isLegal(pos, r.bestMove));
                    ++trials;
                    mistakes += kind.isMistake(pos, r.bestMove, isMirrored) ? 1 : 0;
                }
            RecordProperty(levelLabel(level) + " " + kind.name,
                std::to_string(mistakes) + " of " + std::to_string(trials));
            const double expected = rate * trials;
            const double deviation = std::sqrt(trials * rate * (1 - rate));
            EXPECT_NEAR(mistakes, expected, 3.5 * deviation)
                << levelLabel(level) << ", " << kind.name << ": " << mistakes << " of " << trials
                << ", table rate " << rate;
        }
}

TEST(Beginner, LevelOneMakesNoneOfTheseMistakes) {
    for (const MistakeKind& kind : { hangingKind(), threatKind(), mateKind() })
        for (const auto& [pos, isMirrored] : positionsOf(kind))
            for (std::uint32_t seed = 0; seed < 6; ++seed) {
                Searcher searcher(2);
                std::mt19937 rng(seed);
                const SearchResult r = chooseMove(searcher, pos, {}, Level::One, rng);
                EXPECT_FALSE(kind.isMistake(pos, r.bestMove, isMirrored))
                    << kind.name << ": " << toFen(pos) << " " << toUci(r.bestMove);
            }
}

bool develops(const Position& pos, Move m) {
    const PieceType t = pieceType(pos.pieceAt(m.from()));
    const bool minorLeavesHome = (t == PieceType::Knight || t == PieceType::Bishop)
        && relativeRank(m.from(), pos.sideToMove()) == 0;
    return m.isCastling() || minorLeavesHome;
}

TEST(Beginner, DevelopsMoreOftenThanItPushesPawnsWithoutAReason) {
    int developing = 0;
    int aimless = 0;
    std::uint32_t stream = 0;
    for (const auto& [pos, isMirrored] : positionsOf(pawnKind()))
        for (int repeat = 0; repeat < (rochade::test::kSanitizedBuild ? 10 : 50); ++repeat) {
            Searcher searcher(1);
            std::mt19937 rng(++stream); // independent draws for every move
            const Move m = chooseMove(searcher, pos, {}, Level::Beginner, rng).bestMove;
            developing += develops(pos, m) ? 1 : 0;
            aimless += isAimlessPawnPush(pos, m) ? 1 : 0;
        }
    RecordProperty("developing", developing);
    RecordProperty("aimless", aimless);
    EXPECT_GT(developing, 2 * aimless) << developing << " developing, " << aimless << " aimless";
}

TEST(Beginner, TheSameSeedPlaysTheSameMoves) {
    for (const Position& pos : test::randomPositions(11, 30, 60)) {
        Searcher a(1), b(1);
        std::mt19937 ra(4), rb(4);
        EXPECT_EQ(chooseMove(a, pos, {}, Level::Beginner, ra).bestMove,
            chooseMove(b, pos, {}, Level::Beginner, rb).bestMove)
            << toFen(pos);
    }
}

TEST(Beginner, AnswersLikeASearchAndKeepsToTheSearchMoves) {
    Searcher searcher(1);
    std::mt19937 rng(3);
    int reports = 0;
    const Position start = Position::startPosition();
    SearchLimits limits;
    limits.searchMoves = { parseUciMove(start, "a2a3").value() };
    const SearchResult r = chooseMove(
        searcher, start, {}, Level::Beginner, rng, limits, [&](const SearchInfo& info) {
            ++reports;
            EXPECT_EQ(info.depth, 1);
            EXPECT_EQ(info.principalVariation.size(), 1u);
        });
    EXPECT_EQ(toUci(r.bestMove), "a2a3");
    EXPECT_EQ(reports, 1);
    EXPECT_EQ(r.depth, 1);
    EXPECT_GT(r.nodes, 0u);
    const SearchResult over
        = chooseMove(searcher, fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), {}, Level::Beginner, rng);
    EXPECT_TRUE(over.noLegalMove);
    EXPECT_TRUE(over.bestMove.isNull());
}

TEST(Beginner, ItsMovesLookLikeAPersons) {
    // Twenty games against a uniformly random mover: the beginner does not move a piece back
    // where it came from without a reason (nothing attacked it, nothing taken), and does not
    // move its rooks before its knights and bishops are out.
    int moves = 0;
    int backAndForth = 0;
    int earlyRookMoves = 0;
    for (std::uint32_t game = 0; game < 20; ++game) {
        std::mt19937 ours(game);
        std::mt19937 theirs(game + 1000);
        Searcher searcher(1);
        Position pos = Position::startPosition();
        std::vector<std::uint64_t> history;
        Move previousOwn;
        const Color beginner = game % 2 == 0 ? Color::White : Color::Black;
        for (int ply = 0; ply < 120; ++ply) {
            const MoveList legal = MoveGenerator::legalMoves(pos);
            if (legal.empty()) break;
            Move m;
            if (pos.sideToMove() == beginner) {
                m = chooseMove(searcher, pos, history, Level::Beginner, ours).bestMove;
                ++moves;
                const bool provoked = pos.isAttacked(m.from(), ~beginner);
                if (!previousOwn.isNull() && m.isQuiet() && !provoked
                    && m.from() == previousOwn.to() && m.to() == previousOwn.from())
                    ++backAndForth;
                const PieceType t = pieceType(pos.pieceAt(m.from()));
                const int homeRank = beginner == Color::White ? 0 : 7;
                int minorsHome = 0;
                for (int file : { 1, 2, 5, 6 }) {
                    const Piece p = pos.pieceAt(makeSquare(file, homeRank));
                    minorsHome += isPiece(p) && pieceColor(p) == beginner
                            && (pieceType(p) == PieceType::Knight
                                || pieceType(p) == PieceType::Bishop)
                        ? 1
                        : 0;
                }
                if (t == PieceType::Rook && m.isQuiet() && minorsHome > 0) ++earlyRookMoves;
                previousOwn = m;
            } else {
                m = legal[theirs() % legal.size()];
            }
            history.push_back(pos.hash());
            UndoInfo undo;
            pos.makeMove(m, undo);
        }
    }
    RecordProperty("moves", moves);
    RecordProperty("backAndForth", backAndForth);
    RecordProperty("earlyRookMoves", earlyRookMoves);
    EXPECT_LE(backAndForth * 50, moves) << backAndForth << " of " << moves; // at most 2%
    EXPECT_LE(earlyRookMoves * 50, moves) << earlyRookMoves << " of " << moves;
}

} // namespace
} // namespace rochade::engine
