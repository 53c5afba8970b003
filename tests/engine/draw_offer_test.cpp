// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's draw policy over real positions, judged with its own search's score.
#include "engine_test_helpers.h"

#include "rochade/engine/draw_offer.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <optional>
#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;

/// The deciding side's own score of `pos`, from a depth-6 search as the computer plays it.
int ownSearchScore(const Position& pos, Color decider) {
    Searcher searcher(16);
    SearchLimits limits;
    limits.depth = 6;
    const SearchResult r = searcher.search(pos, {}, limits);
    return pos.sideToMove() == decider ? r.score : -r.score;
}

struct SearchedCase {
    std::string_view what;
    std::string_view fen;
    DrawKind kind;
    Color decider; ///< the computer: it judges the position from its own side
    bool accept;
    DrawReason reason;
};

// Positions a chess player can judge at a glance; the score comes from the engine's search.
constexpr SearchedCase kSearchedCases[] = {
    { "1.e4 c5, White offers: the opening",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", DrawKind::Offer,
        Color::Black, false, DrawReason::StillOpening },
    { "1.e4 c5, the computer as White is offered a draw",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", DrawKind::Offer,
        Color::White, false, DrawReason::StillOpening },
    { "move 30, the computer a rook down", "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 b - - 0 30",
        DrawKind::Offer, Color::Black, true, DrawReason::ClearlyWorse },
    { "move 30, the computer a rook up", "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 b - - 0 30",
        DrawKind::Offer, Color::White, false, DrawReason::ThinksItIsBetter },
    { "knight against bishop, no pawns", "8/8/3k4/8/2b5/8/3NK3/8 w - - 0 40", DrawKind::Offer,
        Color::White, true, DrawReason::DeadDraw },
    { "two knights cannot force mate, even at move 1 of a set-up position",
        "8/8/4k3/8/8/8/3NNK2/8 b - - 0 1", DrawKind::Offer, Color::White, true,
        DrawReason::DeadDraw },
    { "rook against rook, no pawns", "8/8/2k5/4r3/8/8/3RK3/8 w - - 0 50", DrawKind::Offer,
        Color::Black, true, DrawReason::EqualEndingWithoutPawns },
    { "a repetition the computer may claim a rook down", "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 b - - 0 30",
        DrawKind::Claim, Color::Black, true, DrawReason::NotBetter },
    { "a repetition the computer may claim a rook up", "r5k1/5ppp/8/8/8/8/5PPP/R2R2K1 w - - 0 30",
        DrawKind::Claim, Color::White, false, DrawReason::ThinksItIsBetter },
};

TEST(DrawOffer, DecidesRealPositionsWithItsOwnSearch) {
    for (const SearchedCase& c : kSearchedCases) {
        const Position pos = fromFen(c.fen);
        const int score = ownSearchScore(pos, c.decider);
        const DrawDecision d = decideDraw(c.kind, pos, score);
        EXPECT_EQ(d.accept, c.accept) << c.what << " (own score " << score << ")";
        EXPECT_EQ(d.reason, c.reason) << c.what << " (own score " << score << ")";
    }
}

struct ScoredCase {
    std::string_view what;
    DrawKind kind;
    std::optional<int> ownScore;
    bool accept;
    DrawReason reason;
};

// One middlegame (move 30, level material) with the scores at the thresholds.
constexpr std::string_view kMiddlegame
    = "r1b2rk1/pp3ppp/2n1pn2/q7/2BP4/2N2N2/PP3PPP/R2Q1RK1 w - - 0 30";

constexpr ScoredCase kScoredCases[] = {
    { "a pawn and a half down", DrawKind::Offer, kAcceptOfferAtOrBelowCp, true,
        DrawReason::ClearlyWorse },
    { "just short of that", DrawKind::Offer, kAcceptOfferAtOrBelowCp + 1, false,
        DrawReason::NotClearlyWorse },
    { "level", DrawKind::Offer, 0, false, DrawReason::NotClearlyWorse },
    { "a little better", DrawKind::Offer, kLevelEndingCp + 1, false, DrawReason::ThinksItIsBetter },
    { "being mated", DrawKind::Offer, -31000, true, DrawReason::ClearlyWorse },
    { "not searched yet", DrawKind::Offer, std::nullopt, false, DrawReason::NeedsSearch },
    { "claim when level", DrawKind::Claim, 0, true, DrawReason::NotBetter },
    { "no claim when a centipawn better", DrawKind::Claim, 1, false, DrawReason::ThinksItIsBetter },
    { "claim not judged yet", DrawKind::Claim, std::nullopt, false, DrawReason::NeedsSearch },
};

TEST(DrawOffer, ThresholdsInAMiddlegame) {
    const Position pos = fromFen(kMiddlegame);
    ASSERT_FALSE(isOpeningPhase(pos));
    ASSERT_FALSE(isDeadDraw(pos));
    for (const ScoredCase& c : kScoredCases) {
        const DrawDecision d = decideDraw(c.kind, pos, c.ownScore);
        EXPECT_EQ(d.accept, c.accept) << c.what;
        EXPECT_EQ(d.reason, c.reason) << c.what;
    }
}

TEST(DrawOffer, TheOpeningEndsAtMoveTwentyOrWhenPiecesComeOff) {
    // All pieces at move 19: the opening; at move 20: no longer.
    EXPECT_TRUE(isOpeningPhase(
        fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 19")));
    EXPECT_FALSE(isOpeningPhase(
        fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 20")));
    // Queens and two pairs of minor pieces traded by move 12: judged on its merits.
    EXPECT_FALSE(
        isOpeningPhase(fromFen("r3kb1r/ppp2ppp/2n5/4p3/4P3/5N2/PPP2PPP/R3KB1R w KQkq - 0 12")));
    // An offer there in a lost position is taken even though it is early.
    const Position traded = fromFen("r3kb1r/ppp2ppp/8/4p3/4P3/5N2/PPP2PPP/R3KB1R b KQkq - 0 12");
    EXPECT_TRUE(decideDraw(DrawKind::Offer, traded, ownSearchScore(traded, Color::Black)).accept);
}

TEST(DrawOffer, DeadDrawsAreNeverPlayedOut) {
    // Bishop and knight (or two bishops) can force mate; one minor piece or two knights not.
    EXPECT_TRUE(isDeadDraw(fromFen("8/8/4k3/8/8/8/4K3/3B4 w - - 0 60")));
    EXPECT_TRUE(isDeadDraw(fromFen("8/8/4k3/3n4/8/8/4K3/3B4 w - - 0 60")));
    EXPECT_FALSE(isDeadDraw(fromFen("8/8/4k3/8/8/8/4K3/2BN4 w - - 0 60")));
    EXPECT_FALSE(isDeadDraw(fromFen("8/8/4k3/8/8/8/4K3/2BB4 w - - 0 60")));
    EXPECT_FALSE(isDeadDraw(fromFen("8/8/4k3/8/8/8/4KP2/3B4 w - - 0 60")));
    // A dead draw is taken without a search, as an offer and as a claim.
    const Position dead = fromFen("8/8/4k3/3n4/8/8/4K3/3B4 w - - 0 60");
    EXPECT_EQ(decideDraw(DrawKind::Offer, dead, std::nullopt),
        (DrawDecision { true, DrawReason::DeadDraw }));
    EXPECT_EQ(decideDraw(DrawKind::Claim, dead, std::nullopt),
        (DrawDecision { true, DrawReason::DeadDraw }));
}

} // namespace
} // namespace rochade::engine
