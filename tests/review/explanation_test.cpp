// SPDX-License-Identifier: GPL-3.0-or-later
// Each kind of explanation from a constructed position and its lines, and positions where
// no simple sentence is true.
#include "rochade/review/explanation.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade::review {
namespace {

Position positionOf(const char* fen) {
    auto position = parseFen(fen);
    EXPECT_TRUE(position.ok()) << fen;
    return position.value();
}

/// UCI moves played one after another from `from` (each must be legal where it stands).
std::vector<Move> movesOf(const Position& from, std::vector<std::string> uci) {
    std::vector<Move> moves;
    Position position = from;
    for (const std::string& text : uci) {
        auto move = parseUciMove(position, text);
        EXPECT_TRUE(move.ok()) << text;
        if (!move.ok()) break;
        moves.push_back(move.value());
        UndoInfo undo;
        position.makeMove(move.value(), undo);
    }
    return moves;
}

Position after(const Position& before, Move move) {
    Position position = before;
    UndoInfo undo;
    position.makeMove(move, undo);
    return position;
}

struct Case {
    Position before;
    Move played;
    std::vector<Move> refutation;
    std::vector<Move> better;
};

/// `played` from `fen`, the refutation from the position after it, the better line from
/// the position before it.
Case caseOf(const char* fen, const char* played, std::vector<std::string> refutation,
    std::vector<std::string> better) {
    Case c { positionOf(fen), {}, {}, {} };
    c.played = movesOf(c.before, { played }).front();
    c.refutation = movesOf(after(c.before, c.played), std::move(refutation));
    c.better = movesOf(c.before, std::move(better));
    return c;
}

Explanation explain(const Case& c) {
    return explainMove(c.before, c.played, c.refutation, c.better);
}

// The knight on c3 is pinned to the king by the bishop on b4; h3 does nothing about it and
// ...d4 wins it. Kf2 unpins it in time and the knight escapes to e4.
TEST(Explanation, LosesThePinnedKnightAfterThePawnAttacksIt) {
    const Case c = caseOf("4k3/8/8/3p4/1b6/2N5/7P/4K3 w - - 0 1", "h2h3",
        { "d5d4", "e1f2", "d4c3" }, { "e1f2", "d5d4", "c3e4" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(e.piece, PieceType::Knight);
    EXPECT_EQ(squareName(e.square), "c3");
    EXPECT_EQ(e.lineSan, "...d4");
    EXPECT_EQ(englishText(e), "Loses the knight on c3 after ...d4");
}

// A line that stops after ...Bxd1 does not mean the rook is lost for nothing: Nxd1 takes the
// bishop back, so it is the exchange.
TEST(Explanation, TheExchangeIsCountedAfterTheRecaptureTheLineLeftOut) {
    const Case c
        = caseOf("6k1/p7/8/8/6b1/2N5/P7/3R2K1 w - - 0 1", "a2a3", { "g4d1" }, { "d1d2", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesExchange);
    EXPECT_EQ(englishText(e), "Loses the exchange after ...Bxd1");
}

// Without the knight to take back, the rook on d1 is simply lost.
TEST(Explanation, LosesTheRookWhenNothingTakesBack) {
    const Case c
        = caseOf("6k1/p7/8/8/6b1/8/P7/3R2K1 w - - 0 1", "a2a3", { "g4d1" }, { "d1d2", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(e.piece, PieceType::Rook);
    EXPECT_EQ(englishText(e), "Loses the rook on d1 after ...Bxd1");
}

// The pawn on e4 hangs to the knight; e5 would have kept it.
TEST(Explanation, LosesAPawn) {
    const Case c = caseOf(
        "6k1/p7/5n2/8/4P3/8/P7/6K1 w - - 0 1", "a2a3", { "f6e4", "g1f1" }, { "e4e5", "f6d5" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPawns);
    EXPECT_EQ(e.count, 1);
    EXPECT_EQ(englishText(e), "Loses a pawn after ...Nxe4");
}

// The back rank: the queen sacrifice on d1 mates in two. h3 would have made room.
TEST(Explanation, AllowsMateOnTheBackRank) {
    const Case c = caseOf("3r2k1/p2q1ppp/8/8/8/8/P4PPP/2R3K1 w - - 0 1", "a2a3",
        { "d7d1", "c1d1", "d8d1" }, { "h2h3", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::AllowsMate);
    EXPECT_EQ(e.count, 2);
    EXPECT_EQ(e.line.size(), 3u);
    EXPECT_EQ(englishText(e), "Allows mate in 2: ...Qd1+ Rxd1 Rxd1#");
}

// The same position with Black to move: ...a6 lets the mate go.
TEST(Explanation, MissesMate) {
    const Case c = caseOf("3r2k1/p2q1ppp/8/8/8/8/P4PPP/2R3K1 b - - 0 1", "a7a6", { "h2h3" },
        { "d7d1", "c1d1", "d8d1" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::MissesMate);
    EXPECT_EQ(e.count, 2);
    EXPECT_EQ(englishText(e), "Misses mate in 2: ...Qd1+ Rxd1 Rxd1#");
}

// A line that stops before the mate (the engine's line may be cut short) is no mate: the
// mate is said only when the replay ends in checkmate.
TEST(Explanation, ALineThatDoesNotMateIsNoMate) {
    const Case c = caseOf("3r2k1/p2q1ppp/8/8/8/8/P4PPP/2R3K1 w - - 0 1", "a2a3", { "d7d1", "c1d1" },
        { "h2h3", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_NE(e.kind, ExplanationKind::AllowsMate);
}

// A knight taken and a knight taken back: no material changed hands, and no sentence is
// true, whatever the evaluation says.
TEST(Explanation, NoSentenceWhenTheMaterialComesBack) {
    const Case c = caseOf(
        "6k1/p7/5n2/8/4N3/3B4/P7/6K1 w - - 0 1", "a2a3", { "f6e4", "d3e4" }, { "a2a4", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::None) << englishText(e);
    EXPECT_TRUE(englishText(e).empty());
}

// A quiet refutation, nothing taken: no sentence.
TEST(Explanation, NoSentenceForAQuietLine) {
    const Case c
        = caseOf("6k1/p7/8/8/8/8/P7/6K1 w - - 0 1", "g1f1", { "g8f7", "f1e2" }, { "g1f2", "g8f7" });
    EXPECT_EQ(explain(c).kind, ExplanationKind::None);
}

// The better move itself is never explained as bad.
TEST(Explanation, TheBetterMoveHasNoExplanation) {
    const Case c
        = caseOf("6k1/p7/5n2/8/4P3/8/P7/6K1 w - - 0 1", "e4e5", { "f6d5" }, { "e4e5", "f6d5" });
    EXPECT_EQ(explain(c).kind, ExplanationKind::None);
}

} // namespace
} // namespace rochade::review
