// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of DrawNegotiation: what an offer leads to, whose view a judgement's score is, when
// an offer stops being pending, the computer's claims, declined claims and the prompt.
#include "game/draw_negotiation.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include "translated_texts.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::DrawNegotiation;
using Step = rochade::gui::DrawNegotiation::OfferStep;

namespace {

Position fen(const char* text) {
    const Result<Position> pos = parseFen(text);
    EXPECT_TRUE(pos.ok()) << text;
    return pos.ok() ? pos.value() : Position();
}

/// Past the opening, pawns on the board: the position alone does not decide an offer.
Position middleGame() {
    return fen("r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 30");
}

engine::SearchResult searched(int score) {
    engine::SearchResult result;
    result.bestMove = Move(makeSquare(0, 1), makeSquare(0, 2)); // any move: a2a3
    result.score = score;
    return result;
}

Game playedLine(std::initializer_list<const char*> moves) {
    Game game;
    for (const char* san : moves) {
        const Result<Move> move = parseSan(game.position(), san);
        EXPECT_TRUE(move.ok()) << san;
        if (move.ok()) {
            EXPECT_TRUE(game.playMove(move.value()).ok()) << san;
        }
    }
    return game;
}

} // namespace

TEST(DrawNegotiation, HotSeatPlayersAgreeAtOnce) {
    DrawNegotiation draws;
    EXPECT_EQ(draws.offer(false, false, middleGame()).step, Step::AgreeNow);
    EXPECT_FALSE(draws.isOfferPending());
}

TEST(DrawNegotiation, OnTheComputersTurnItAnswersWithItsMove) {
    DrawNegotiation draws;
    EXPECT_EQ(draws.offer(true, true, middleGame()).step, Step::AnswerWithMove);
    EXPECT_TRUE(draws.isOfferPending());
    EXPECT_EQ(draws.offer(true, true, middleGame()).step, Step::AlreadyPending);
    // Its own search says it is clearly worse: it takes the draw, answered only then.
    const auto taken = draws.answerWithMove(middleGame(), -300);
    ASSERT_TRUE(taken.has_value());
    EXPECT_TRUE(taken->accept);
    EXPECT_TRUE(draws.isOfferPending());
    draws.answered();
    EXPECT_FALSE(draws.isOfferPending());
    EXPECT_FALSE(draws.answerWithMove(middleGame(), -300).has_value()); // nothing offered
}

TEST(DrawNegotiation, ADeclinedAnswerWithTheMoveIsNoLongerPending) {
    DrawNegotiation draws;
    draws.offer(true, true, middleGame());
    const auto declined = draws.answerWithMove(middleGame(), 300);
    ASSERT_TRUE(declined.has_value());
    EXPECT_FALSE(declined->accept);
    EXPECT_EQ(declined->reason, engine::DrawReason::ThinksItIsBetter);
    EXPECT_FALSE(draws.isOfferPending());
    EXPECT_FALSE(draws.needsJudgement()); // the human's turn starts no judgement
}

TEST(DrawNegotiation, ThePositionAloneDecidesInTheOpeningAndInADeadDraw) {
    DrawNegotiation opening;
    const DrawNegotiation::OfferReply early = opening.offer(true, false, Position::startPosition());
    EXPECT_EQ(early.step, Step::Answer);
    EXPECT_FALSE(early.decision.accept);
    EXPECT_EQ(early.decision.reason, engine::DrawReason::StillOpening);

    DrawNegotiation dead;
    const DrawNegotiation::OfferReply bare
        = dead.offer(true, false, fen("8/8/4k3/8/8/3BK3/8/8 w - - 0 60"));
    EXPECT_EQ(bare.step, Step::Answer);
    EXPECT_TRUE(bare.decision.accept);
    EXPECT_EQ(bare.decision.reason, engine::DrawReason::DeadDraw);
}

TEST(DrawNegotiation, AJudgementReadsTheSearchAsTheHumansView) {
    DrawNegotiation draws;
    EXPECT_EQ(draws.offer(true, false, middleGame()).step, Step::Judge);
    EXPECT_TRUE(draws.needsJudgement());
    draws.startJudging();
    EXPECT_TRUE(draws.isJudging());
    // The search played for the human to move: +3 for the human is -3 for the computer.
    const engine::DrawDecision accepted = draws.judged(middleGame(), searched(300));
    EXPECT_FALSE(draws.isJudging());
    EXPECT_TRUE(accepted.accept);
    EXPECT_EQ(accepted.reason, engine::DrawReason::ClearlyWorse);
    const engine::DrawDecision declined = draws.judged(middleGame(), searched(-300));
    EXPECT_FALSE(declined.accept);
    EXPECT_EQ(declined.reason, engine::DrawReason::ThinksItIsBetter);
}

TEST(DrawNegotiation, AJudgementIsAShortQuestionThatComesBack) {
    engine::SearchLimits none;
    none.infinite = true;
    EXPECT_FALSE(DrawNegotiation::judgementLimits(none).infinite);
    EXPECT_EQ(DrawNegotiation::judgementLimits(none).moveTimeMs, DrawNegotiation::kJudgementMs);
    engine::SearchLimits shorter;
    shorter.moveTimeMs = 200;
    EXPECT_EQ(DrawNegotiation::judgementLimits(shorter).moveTimeMs, 200);
    engine::SearchLimits longer;
    longer.moveTimeMs = 5000;
    longer.depth = 3;
    EXPECT_EQ(DrawNegotiation::judgementLimits(longer).moveTimeMs, DrawNegotiation::kJudgementMs);
    EXPECT_EQ(DrawNegotiation::judgementLimits(longer).depth, 3);
}

TEST(DrawNegotiation, TheComputerClaimsUnlessItThinksItIsBetter) {
    const GameStatus claimable { GameResult::Ongoing, GameEndReason::None,
        DrawClaim::ThreefoldRepetition };
    const GameStatus none {};
    EXPECT_TRUE(DrawNegotiation::computerClaims(claimable, middleGame(), 0));
    EXPECT_TRUE(DrawNegotiation::computerClaims(claimable, middleGame(), -50));
    EXPECT_FALSE(DrawNegotiation::computerClaims(claimable, middleGame(), 50));
    EXPECT_FALSE(DrawNegotiation::computerClaims(claimable, middleGame(), std::nullopt));
    EXPECT_FALSE(DrawNegotiation::computerClaims(none, middleGame(), -500));
}

TEST(DrawNegotiation, ADeclinedClaimIsNotOfferedAgainInThatPositionUntilANewGame) {
    // 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Ng8 would bring the start a third time.
    const Game game = playedLine({ "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1" });
    const Result<Move> repeat = parseSan(game.position(), "Ng8");
    ASSERT_TRUE(repeat.ok());
    const quint64 here = game.position().hash();
    DrawNegotiation draws;
    EXPECT_FALSE(draws.asksBeforeMove(game, repeat.value())); // no prompt: simply played
    QString asked;
    draws.setClaimPrompt([&asked](const QString& question) {
        asked = question;
        return true;
    });
    EXPECT_TRUE(draws.asksBeforeMove(game, repeat.value()));
    const Result<Move> other = parseSan(game.position(), "e5");
    ASSERT_TRUE(other.ok());
    EXPECT_FALSE(draws.asksBeforeMove(game, other.value()));
    EXPECT_TRUE(draws.askClaim(QStringLiteral("Ng8")));
    EXPECT_TRUE(asked.contains(QLatin1String("Ng8")));

    const GameStatus claimable { GameResult::Ongoing, GameEndReason::None,
        DrawClaim::ThreefoldRepetition };
    EXPECT_TRUE(draws.humanMayClaim(claimable, false, here));
    EXPECT_FALSE(draws.humanMayClaim(claimable, true, here)); // the computer's turn
    draws.declineClaim(here);
    EXPECT_FALSE(draws.humanMayClaim(claimable, false, here));
    EXPECT_FALSE(draws.asksBeforeMove(game, repeat.value()));
    draws.reset();
    EXPECT_TRUE(draws.humanMayClaim(claimable, false, here));
}

TEST(DrawNegotiation, EverySentenceIsTranslatedInEveryCatalogue) {
    gui::test::expectEveryTextTranslated([] {
        DrawNegotiation draws;
        QString question;
        draws.setClaimPrompt([&question](const QString& q) {
            question = q;
            return false;
        });
        draws.askClaim(QStringLiteral("Ng8"));
        return QStringList { DrawNegotiation::offerText(Step::AlreadyPending),
            DrawNegotiation::offerText(Step::AnswerWithMove),
            DrawNegotiation::offerText(Step::Judge), question };
    });
}
