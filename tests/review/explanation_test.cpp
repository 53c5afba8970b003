// SPDX-License-Identifier: GPL-3.0-or-later
// Each kind of explanation from a constructed position and its lines, and positions where
// no simple sentence is true.
#include "rochade/review/explanation.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
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

/// The primer's values (1, 3, 3, 5, 9), counted here on their own: the tests check a claim
/// against the material the core's replay leaves, not against the explanation's own sums.
int materialBalance(const Position& position, Color side) {
    constexpr std::pair<PieceType, int> kValues[]
        = { { PieceType::Pawn, 1 }, { PieceType::Knight, 3 }, { PieceType::Bishop, 3 },
              { PieceType::Rook, 5 }, { PieceType::Queen, 9 } };
    int balance = 0;
    for (const auto& [type, value] : kValues)
        balance += value * (position.pieceCount(side, type) - position.pieceCount(~side, type));
    return balance;
}

/// The position after the move played and the whole refutation, replayed on the core.
Position refutedEnd(const Case& c) {
    Position position = after(c.before, c.played);
    for (const Move move : c.refutation)
        position = after(position, move);
    return position;
}

/// What the mover's balance lost from before the move to the refutation's end.
int lossOnReplay(const Case& c) {
    const Color mover = c.before.sideToMove();
    return materialBalance(c.before, mover) - materialBalance(refutedEnd(c), mover);
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

// Without the knight to take back, the rook on d1 is simply lost: a3 left it where it stood
// and the first reply takes it.
TEST(Explanation, LeavesTheRookToBeTakenWhenNothingTakesBack) {
    const Case c
        = caseOf("6k1/p7/8/8/6b1/8/P7/3R2K1 w - - 0 1", "a2a3", { "g4d1" }, { "d1d2", "a7a6" });
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LeavesPiece);
    EXPECT_EQ(e.piece, PieceType::Rook);
    EXPECT_EQ(englishText(e), "Leaves the rook on d1 to be taken: ...Bxd1");
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

// 1.d4 d5 2.Bg5 h6 3.e3??: a quiet move leaves the bishop where the pawn takes it. The
// refutation is the review's own line at depth 10, long, with pawns exchanged in it.
TEST(Explanation, LeavesTheBishopToBeTakenByAPawnAfterAQuietMove) {
    const Case c = caseOf("rnbqkbnr/ppp1ppp1/7p/3p2B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3", "e2e3",
        { "h6g5", "c2c4", "e7e6", "b1c3", "b8c6", "g1f3", "a7a6", "c4d5", "e6d5", "f3e5", "h8h4" },
        { "g5h4", "g8f6", "e2e3", "b8c6", "b1c3", "e7e6", "g1f3", "g7g5", "h4g3", "a7a6" });
    // The replay: White has the bishop fewer and nothing for it.
    EXPECT_EQ(lossOnReplay(c), 3);
    EXPECT_EQ(refutedEnd(c).pieceCount(Color::White, PieceType::Bishop), 1);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LeavesPiece);
    EXPECT_EQ(e.piece, PieceType::Bishop);
    EXPECT_EQ(squareName(e.square), "g5");
    EXPECT_EQ(englishText(e), "Leaves the bishop on g5 to be taken: ...hxg5");
}

// 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bc4 d6 5.d3 Be6 6.Bb5??: the bishop goes where the pawn on a6
// takes it. The better line trades that bishop for Black's, so the two lines' ends have as
// many bishops each: the loss shows only when counted from the position before the move.
TEST(Explanation, LosesTheBishopMovedWhereAPawnTakesIt) {
    const Case c = caseOf("r2qkbnr/1pp2ppp/p1npb3/4p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 6",
        "c4b5", { "a6b5", "c1g5", "f7f6", "g5e3", "b5b4", "e1g1", "d6d5", "e4d5", "d8d5", "c2c4" },
        { "c4e6", "f7e6", "e1g1", "g8f6", "b1c3", "h7h6", "d3d4", "e8f7", "d4e5", "d6e5", "c1e3" });
    EXPECT_EQ(lossOnReplay(c), 3);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(englishText(e), "Loses the bishop on b5 after ...axb5");
}

// The knight goes to e6 and the f-pawn takes it; the bishop takes a pawn back, then three
// pairs of minor pieces are exchanged: a knight for a pawn, said as the knight lost.
TEST(Explanation, LosesTheKnightForAPawnThroughTheExchangesAfter) {
    const Case c
        = caseOf("r2q1rk1/ppp1bppp/2np1n2/4p1Nb/2B1P3/2NP1P2/PPP3PP/R1BQ1RK1 w - - 1 9", "g5e6",
            { "f7e6", "c4e6", "g8h8", "c1e3", "f6d7", "c3d5", "d7c5", "d5e7", "c6e7", "e6c4",
                "h5f7", "c4f7", "f8f7", "e3c5", "d6c5" },
            { "a2a3", "f6d7", "g5h3", "a7a6", "c1e3", "e7h4", "h3f2", "h7h6", "d3d4", "b7b5" });
    EXPECT_EQ(lossOnReplay(c), 2);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(englishText(e), "Loses the knight on e6 after ...fxe6");
}

// 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nd4 4.Nxd4 exd4: the knight is taken and a knight is taken back,
// an even exchange: nothing is lost, whatever the evaluation says of 3...Nd4.
TEST(Explanation, NoSentenceForAnEvenExchange) {
    const Case c = caseOf("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        "c6d4", { "f3d4", "e5d4", "c2c3" }, { "g8f6", "d2d3", "f8c5" });
    EXPECT_EQ(lossOnReplay(c), 0);
    EXPECT_EQ(explain(c).kind, ExplanationKind::None) << englishText(explain(c));
}

// The same exchange with the line cut after 4.Nxd4: replayed as it stands Black is a knight
// down, but ...exd4 is the next obvious capture, and with it nothing is lost.
TEST(Explanation, NoSentenceForALineCutInTheMiddleOfAnExchange) {
    const Case c = caseOf("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        "c6d4", { "f3d4" }, { "g8f6", "d2d3", "f8c5" });
    EXPECT_EQ(lossOnReplay(c), 3);
    EXPECT_EQ(explain(c).kind, ExplanationKind::None) << englishText(explain(c));
}

// The fork trick, 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.Nc3 Nxe4: a knight given for a pawn, and
// ...d5 forks bishop and knight to win it back. However the line is cut, no "loses".
TEST(Explanation, NoLossForASacrificeThatWinsTheMaterialBack) {
    const char* fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4";
    const std::vector<std::string> better = { "f8c5", "d2d3", "d7d6" };
    const Case whole
        = caseOf(fen, "f6e4", { "c3e4", "d7d5", "c4d3", "d5e4", "d3e4", "f8d6" }, better);
    EXPECT_EQ(lossOnReplay(whole), 0);
    EXPECT_EQ(explain(whole).kind, ExplanationKind::None) << englishText(explain(whole));
    // Cut just after the fork: White to move is a knight up on the board, but can save only
    // one of the two pieces the pawn attacks.
    const Case forked = caseOf(fen, "f6e4", { "c3e4", "d7d5" }, better);
    EXPECT_EQ(lossOnReplay(forked), 2);
    EXPECT_EQ(explain(forked).kind, ExplanationKind::None) << englishText(explain(forked));
}

// A sacrifice that wins nothing back is a loss, and said so: 1.e4 e5 2.Bc4 Nc6 3.Bxf7+?
// Kxf7, the bishop for a pawn.
TEST(Explanation, AnUnsoundSacrificeLosesThePiece) {
    const Case c = caseOf("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3",
        "c4f7", { "e8f7", "d1h5", "g7g6", "h5f3", "g8f6" }, { "g1f3", "g8f6", "d2d3" });
    EXPECT_EQ(lossOnReplay(c), 2);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(englishText(e), "Loses the bishop on f7 after ...Kxf7");
}

// The knight forks king and queen: ...Nf3+ Kg2 Nxd2. The sentence names the piece lost at
// the end of the line, not the square of the first reply.
TEST(Explanation, AForkLosesTheQueen) {
    const Case c = caseOf("4k3/8/8/4n3/8/8/3Q1P1P/6K1 w - - 0 1", "h2h3",
        { "e5f3", "g1g2", "f3d2" }, { "d2e2", "e8d8" });
    EXPECT_EQ(lossOnReplay(c), 9);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(e.piece, PieceType::Queen);
    EXPECT_EQ(squareName(e.square), "d2");
    EXPECT_EQ(englishText(e), "Loses the queen on d2 after ...Nf3+");
}

// With a bishop to take the knight back the fork still wins the queen, for a knight: the
// line stops at ...Nxd2 and Bxd2 is the recapture it left out.
TEST(Explanation, AForkLosesTheQueenForTheKnight) {
    const Case c = caseOf("4k3/8/8/4n3/8/8/3Q1P1P/2B3K1 w - - 0 1", "h2h3",
        { "e5f3", "g1g2", "f3d2" }, { "d2e2", "e8d8" });
    EXPECT_EQ(lossOnReplay(c), 9); // as replayed, before the recapture
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesPiece);
    EXPECT_EQ(englishText(e), "Loses the queen on d2 after ...Nf3+");
}

// A fork of king and rook where the knight is trapped in the corner and taken: at the end
// of the line a rook for a knight, the exchange, not the rook.
TEST(Explanation, AForkThatWinsARookForTheKnightLosesTheExchange) {
    const Case c = caseOf("4k3/8/8/8/3n4/8/1P3PPP/R3K3 w - - 0 1", "h2h3",
        { "d4c2", "e1d2", "c2a1", "d2c1", "e8d7", "c1b1", "d7c6", "b1a1" }, { "e1d2", "e8d7" });
    EXPECT_EQ(lossOnReplay(c), 2);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesExchange);
    EXPECT_EQ(englishText(e), "Loses the exchange after ...Nc2+");
}

// The same fork, and the black rook takes two pawns meanwhile: White is four pawns down at
// the end, a rook's worth less one, but a knight came back for the rook, so the rook is not
// said lost: it is the exchange (and pawns).
TEST(Explanation, ARookForAKnightAndPawnsIsStillTheExchange) {
    const Case c = caseOf("4k2r/8/8/8/3n4/8/1P3PP1/R3K3 w - - 0 1", "b2b3",
        { "d4c2", "e1d2", "c2a1", "d2c1", "h8h2", "c1b1", "h2g2", "b1a1", "g2f2" },
        { "a1d1", "e8e7" });
    EXPECT_EQ(lossOnReplay(c), 4);
    const Explanation e = explain(c);
    EXPECT_EQ(e.kind, ExplanationKind::LosesExchange) << englishText(e);
    EXPECT_EQ(englishText(e), "Loses the exchange after ...Nc2+");
}

} // namespace
} // namespace rochade::review
