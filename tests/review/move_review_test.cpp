// SPDX-License-Identifier: GPL-3.0-or-later
// The judgement of a line's moves: classes from the scores, the engine's own choice, the
// missed-mate rule, the explanations; the driver over a real search; the record rules.
#include "rochade/review/move_review.h"
#include "rochade/review/review_record.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade::review {
namespace {

/// A mate in `moves` for the side to move, as the search scores it (White's view given).
int whiteMateScore(int moves, Color mater) {
    const int score = engine::kMateScore - (2 * moves - 1);
    return mater == Color::White ? score : -score;
}

/// A line of one move from `fen` with the given judgements before and after.
std::vector<MoveReview> judgeOneMove(
    const char* fen, const char* played, PositionJudgement before, PositionJudgement after) {
    const Position start = parseFen(fen).value();
    const Move move = parseUciMove(start, played).value();
    Position next = start;
    UndoInfo undo;
    next.makeMove(move, undo);
    const std::vector<Position> positions { start, next };
    const std::vector<Move> moves { move };
    const std::vector<PositionJudgement> judgements { std::move(before), std::move(after) };
    return judgeMoves(positions, moves, judgements);
}

Move uci(const char* fen, const char* text) {
    return parseUciMove(parseFen(fen).value(), text).value();
}

constexpr const char* kBackRank = "3r2k1/p2q1ppp/8/8/8/8/P4PPP/2R3K1 b - - 0 1";

TEST(MoveReview, ClassesFollowTheDropInWinningChances) {
    // White from +3.00 to +1.00 (+3.60 to +1.20 on Stockfish's scale, which the curve was
    // fitted to): a drop of 0.35 in chances, a blunder; the better move a4 was not played.
    const auto moves = judgeOneMove("6k1/p7/8/8/8/8/P7/6K1 w - - 0 1", "g1f1",
        { 300, { uci("6k1/p7/8/8/8/8/P7/6K1 w - - 0 1", "a2a4") } }, { 100, {} });
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].moveClass, classify(moverLoss(360, 120, Color::White)));
    EXPECT_EQ(moves[0].moveClass, MoveClass::Blunder);
    EXPECT_EQ(moves[0].bestSan, "a4");
    EXPECT_EQ(moves[0].evalText, "1.00");
    EXPECT_NEAR(moves[0].accuracy, moveAccuracy(winPercent(360), winPercent(120)), 1e-9);
}

TEST(MoveReview, TheEnginesOwnChoiceIsNeverAMistake) {
    const char* fen = "6k1/p7/8/8/8/8/P7/6K1 w - - 0 1";
    const auto moves = judgeOneMove(fen, "a2a4", { 300, { uci(fen, "a2a4") } }, { -300, {} });
    EXPECT_EQ(moves[0].moveClass, MoveClass::Good);
    EXPECT_EQ(moves[0].accuracy, 100.0);
}

// Black mates in 2 (...Qd1+ Rxd1 Rxd1#) and plays ...a6 instead, still nine pawns up on the
// engine's scale: a drop of 0.03 in chances, no class by the curve, but a missed mate in
// two is always at least a mistake, and the explanation says which mate.
TEST(MoveReview, AMissedMateInThreeOrLessIsAtLeastAMistake) {
    const std::vector<Move> mate {
        uci(kBackRank, "d7d1"),
        parseUciMove(parseFen("3r2k1/p4ppp/8/8/8/8/P4PPP/2Rq2K1 w - - 1 2").value(), "c1d1")
            .value(),
        parseUciMove(parseFen("3r2k1/p4ppp/8/8/8/8/P4PPP/3R2K1 b - - 0 2").value(), "d8d1").value()
    };
    const int afterScore = -900; // Black well ahead, no mate
    ASSERT_LT(
        moverLoss(whiteMateScore(2, Color::Black), afterScore, Color::Black), kInaccuracyLoss);
    const auto moves = judgeOneMove(
        kBackRank, "a7a6", { whiteMateScore(2, Color::Black), mate }, { afterScore, {} });
    EXPECT_EQ(moves[0].mateBefore, 2);
    EXPECT_TRUE(moves[0].missedMate);
    EXPECT_EQ(moves[0].moveClass, MoveClass::Mistake);
    EXPECT_EQ(moves[0].explanation.kind, ExplanationKind::MissesMate);
    EXPECT_EQ(
        englishSentence(moves[0]), "Mistake. Qd1+ was best. Misses mate in 2: ...Qd1+ Rxd1 Rxd1#.");
}

// The rule's edge: the scores alone say mate in three before, a mate no more after (the
// position's own mate is shorter; the judgement reads only the scores here). Three is still
// "three or less"; a move that keeps a longer mate is no missed mate.
TEST(MoveReview, AMissedMateInExactlyThreeIsAMistakeAndAKeptMateIsNot) {
    const auto missed = judgeOneMove(kBackRank, "a7a6",
        { whiteMateScore(3, Color::Black), { uci(kBackRank, "d7d1") } }, { -900, {} });
    EXPECT_EQ(missed[0].mateBefore, 3);
    EXPECT_TRUE(missed[0].missedMate);
    EXPECT_EQ(missed[0].moveClass, MoveClass::Mistake);
    const auto kept = judgeOneMove(kBackRank, "a7a6",
        { whiteMateScore(2, Color::Black), { uci(kBackRank, "d7d1") } },
        { whiteMateScore(4, Color::Black), {} });
    EXPECT_FALSE(kept[0].missedMate);
    EXPECT_EQ(kept[0].moveClass, MoveClass::Good);
}

TEST(MoveReview, ALongerMateGivenAwayFollowsTheCurveAlone) {
    const auto moves = judgeOneMove(kBackRank, "a7a6",
        { whiteMateScore(4, Color::Black), { uci(kBackRank, "d7d1") } }, { -900, {} });
    EXPECT_FALSE(moves[0].missedMate);
    EXPECT_EQ(moves[0].moveClass, MoveClass::Good);
}

TEST(MoveReview, TheSecondLookTakesBothSidesOfEveryInaccuracyOnce) {
    std::vector<MoveReview> moves(7);
    const MoveClass classes[] = { MoveClass::Good, MoveClass::Inaccuracy, MoveClass::Inaccuracy,
        MoveClass::Mistake, MoveClass::Good, MoveClass::Inaccuracy, MoveClass::Blunder };
    for (std::size_t i = 0; i < moves.size(); ++i) {
        moves[i].ply = static_cast<int>(i) + 1;
        moves[i].moveClass = classes[i];
    }
    // Plies 2, 3 and 6 are inaccuracies: positions 1-2, 2-3 and 5-6, each listed once.
    EXPECT_EQ(positionsForSecondLook(moves), (std::vector<int> { 1, 2, 3, 5, 6 }));
    EXPECT_TRUE(positionsForSecondLook({}).empty());
}

TEST(MoveReview, TheSecondLookSearchesDeeperWithMoreNodesOrTime) {
    const engine::SearchLimits byDefault = secondLookLimits({});
    EXPECT_EQ(byDefault.depth, kDefaultDepth + kSecondLookExtraDepth);
    EXPECT_EQ(byDefault.nodes, kDefaultNodes * kSecondLookLimitFactor);
    engine::SearchLimits timed;
    timed.moveTimeMs = 300;
    const engine::SearchLimits longer = secondLookLimits(timed);
    EXPECT_EQ(longer.moveTimeMs, 300 * kSecondLookLimitFactor);
    EXPECT_EQ(longer.depth, 0);
    EXPECT_EQ(longer.nodes, 0u);
}

TEST(MoveReview, EvalTextIsPgnsEval) {
    EXPECT_EQ(evalText(17), "0.17");
    EXPECT_EQ(evalText(-150), "-1.50");
    EXPECT_EQ(evalText(0), "0.00");
    EXPECT_EQ(evalText(whiteMateScore(3, Color::White)), "#3");
    EXPECT_EQ(evalText(whiteMateScore(1, Color::Black)), "#-1");
}

// 3...Nf6?? lets White mate at once (Qxf7#) and 4.Nc3?? misses it; Stockfish agrees (after
// 3.Bc4 Nf6 it announces mate in 1). A real search at a small depth finds both.
TEST(MoveReview, TheReviewerFindsTheScholarsMateBlunders) {
    Game game;
    for (const char* san : { "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Nc3", "Nxh5" })
        ASSERT_TRUE(game.playMove(parseSan(game.position(), san).value()).ok());
    GameReviewer reviewer(1);
    engine::SearchLimits limits;
    limits.depth = 4;
    int calls = 0;
    const auto moves = reviewer.review(game, limits, [&calls](int, int) { ++calls; });
    EXPECT_EQ(calls, 9);
    ASSERT_EQ(moves.size(), 8u);
    EXPECT_EQ(moves[5].moveClass, MoveClass::Blunder);
    EXPECT_EQ(moves[5].explanation.kind, ExplanationKind::AllowsMate);
    EXPECT_EQ(englishText(moves[5].explanation), "Allows mate in 1: Qxf7#");
    EXPECT_EQ(moves[5].evalText, "#1");
    EXPECT_EQ(moves[6].moveClass, MoveClass::Blunder);
    EXPECT_TRUE(moves[6].missedMate);
    EXPECT_EQ(moves[6].bestSan, "Qxf7#");
    EXPECT_EQ(moves[7].moveClass, MoveClass::Good); // taking the queen
    EXPECT_LT(*accuracyOf(moves, Color::White), 90.0);
}

TEST(ReviewRecord, ASecondReviewReplacesTheFirstsSentenceAndKeepsTheUsersWords) {
    ReviewMark mark;
    mark.nag = 4;
    mark.eval = "-3.00";
    mark.sentence = "Blunder. Nf3 was best. Loses the knight on c3 after ...d4.";
    Annotation annotation;
    annotation.comment = "my own words";
    annotation.nags = { 146 };
    const Annotation first = reviewedAnnotation(annotation, mark, 0);
    EXPECT_EQ(first.comment, mark.sentence + " my own words");
    EXPECT_EQ(first.nags, (std::vector<int> { 4, 146 }));
    EXPECT_EQ(englishSentenceLength(first.comment), mark.sentence.size() + 1);

    ReviewMark good;
    good.eval = "0.20";
    const Annotation second = reviewedAnnotation(first, good, englishSentenceLength(first.comment));
    EXPECT_EQ(second.comment, "my own words");
    EXPECT_EQ(second.nags, std::vector<int> { 146 });
    EXPECT_EQ(second.eval, std::optional<std::string>("0.20"));
}

TEST(ReviewRecord, EnglishSentencesAreRecognisedWithEveryExplanation) {
    for (const char* sentence : { "Inaccuracy. e4 was best.", "Mistake. O-O was best.",
             "Blunder. Qxf7# was best. Misses mate in 1: Qxf7#.",
             "Blunder. h3 was best. Allows mate in 2: ...Qd1+ Rxd1 Rxd1#.",
             "Blunder. Kf2 was best. Loses the queen on d1 after ...Bxd1.",
             "Blunder. Bh4 was best. Leaves the bishop on g5 to be taken: ...hxg5.",
             "Mistake. Rd2 was best. Loses the exchange after ...Bxd1.",
             "Inaccuracy. e5 was best. Loses 2 pawns after ...Nxe4." }) {
        const std::string comment = std::string(sentence) + " Good game.";
        EXPECT_EQ(englishSentenceLength(comment), std::string(sentence).size() + 1) << sentence;
    }
    EXPECT_EQ(englishSentenceLength("Blunders happen."), 0u);
}

} // namespace
} // namespace rochade::review
