// SPDX-License-Identifier: GPL-3.0-or-later
// Static exchange evaluation: exchanges a player can count on the board.
#include "engine_test_helpers.h"
#include "rochade/engine/see.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

Move uciMove(const Position& pos, std::string_view text) {
    auto m = parseUciMove(pos, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? m.value() : Move {};
}

struct ExchangeCase {
    std::string_view fen;
    std::string_view move;
    int expected; ///< pawn 100, knight and bishop 300, rook 500, queen 900
    std::string_view why;
};

// Each line counted by hand: the captures in the order the cheapest attacker takes.
constexpr ExchangeCase kExchanges[] = {
    { "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 300, "PxN, nothing recaptures" },
    { "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 200, "PxN, cxd5: +300 -100" },
    { "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", -800, "QxP, cxd5: +100 -900" },
    { "3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "d2d5", 100,
        "RxP, RxR, RxR: the rook behind the rook takes back (x-ray)" },
    { "3r2k1/8/8/3p4/8/8/8/3R2K1 w - - 0 1", "d1d5", -400, "RxP, RxR, no second rook" },
    { "3r2k1/3q4/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "d2d5", 0,
        "RxP, QxR (the queen stands in front), RxQ, RxR (the rook behind it): even" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100, "en passant, nothing recaptures" },
    { "4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0, "en passant, cxd6" },
    { "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", 800, "promotion, b8 not attacked" },
    { "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", -100, "promotion, Rxb8: +800 -900" },
    { "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q", 1300, "bxa8=Q: rook and promotion" },
    { "8/8/8/3k4/3p4/8/8/3R2BK w - - 0 1", "d1d4", 100,
        "RxP: the king may not take back, the bishop guards d4" },
    { "8/8/8/3k4/3p4/8/8/3R3K w - - 0 1", "d1d4", -400, "RxP, Kxd4" },
    { "4k3/8/4r3/8/8/1B6/8/4K3 w - - 0 1", "b3e6", 500, "BxR undefended" },
    { "4k3/5p2/4n3/8/8/1B6/8/4K2R w - - 0 1", "b3e6", 0, "BxN, fxe6" },
    { "6k1/8/8/3q4/4P3/8/8/6K1 w - - 0 1", "e4d5", 900, "PxQ" },
};

TEST(StaticExchange, CountsHandCheckedExchanges) {
    for (const ExchangeCase& c : kExchanges) {
        const Position pos = fromFen(c.fen);
        const Move m = uciMove(pos, c.move);
        ASSERT_TRUE(MoveGenerator::isLegal(pos, m)) << c.fen << ' ' << c.move;
        EXPECT_EQ(staticExchange(pos, m), c.expected) << c.fen << ' ' << c.move << ": " << c.why;
        // The same exchange with the colours swapped.
        EXPECT_EQ(staticExchange(mirrored(pos), mirrored(m)), c.expected) << c.fen << " mirrored";
    }
}

TEST(StaticExchange, ThresholdTestAgreesWithTheFullCount) {
    // Every capture and promotion of many positions, at thresholds around the exact value.
    for (const Position& pos : test::randomPositions(20261201, 300)) {
        for (Move m : MoveGenerator::legalNoisyMoves(pos)) {
            const int exact = staticExchange(pos, m);
            for (int t : { -900, -200, -1, 0, 1, 100, 300 }) {
                EXPECT_EQ(staticExchangeAtLeast(pos, m, t), exact >= t)
                    << toUci(m) << " at " << t << " exact " << exact;
            }
            EXPECT_EQ(staticExchange(mirrored(pos), mirrored(m)), exact) << toUci(m);
        }
    }
}

TEST(StaticExchange, QuietMoveOntoAGuardedSquareLosesThePiece) {
    // Nd4-f5 walks into the e6 pawn; Nd4-b5 is safe.
    const Position pos = fromFen("4k3/8/4p3/8/3N4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(staticExchange(pos, uciMove(pos, "d4f5")), -300);
    EXPECT_EQ(staticExchange(pos, uciMove(pos, "d4b5")), 0);
}

} // namespace
} // namespace rochade::engine
