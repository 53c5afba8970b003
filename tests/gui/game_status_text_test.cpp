// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the game's sentences: every one GameStatusText can say is translated in each
// catalogue the program ships (they moved to their own translation context).
#include "game/game_status_text.h"
#include "rochade/core/fen.h"
#include "rochade/engine/draw_offer.h"

#include "translated_texts.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::GameStatusText;

namespace {

/// Every sentence GameStatusText builds, in the language installed now.
QStringList everySentence() {
    QStringList out;
    for (GameEndReason reason :
        { GameEndReason::Checkmate, GameEndReason::Stalemate, GameEndReason::SeventyFiveMoveRule,
            GameEndReason::FivefoldRepetition, GameEndReason::InsufficientMaterial,
            GameEndReason::FiftyMoveRule, GameEndReason::ThreefoldRepetition,
            GameEndReason::Resignation, GameEndReason::DrawAgreed, GameEndReason::Timeout,
            GameEndReason::TimeoutInsufficientMaterial })
        for (GameResult result : { GameResult::WhiteWins, GameResult::BlackWins })
            out << GameStatusText::statusDescription({ result, reason, DrawClaim::None });
    for (GameResult result : { GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw })
        out << GameStatusText::statusDescription(
            { result, GameEndReason::AsRecorded, DrawClaim::None });
    for (DrawClaim claim :
        { DrawClaim::None, DrawClaim::FiftyMoves, DrawClaim::ThreefoldRepetition }) {
        out << GameStatusText::statusDescription(
            { GameResult::Ongoing, GameEndReason::None, claim });
        if (claim != DrawClaim::None) out << GameStatusText::drawClaim(claim);
    }
    for (engine::DrawReason reason :
        { engine::DrawReason::DeadDraw, engine::DrawReason::ClearlyWorse,
            engine::DrawReason::EqualEndingWithoutPawns, engine::DrawReason::StillOpening,
            engine::DrawReason::ThinksItIsBetter, engine::DrawReason::NotBetter })
        out << GameStatusText::drawDecision({ false, reason });
    for (Color loser : { Color::White, Color::Black })
        for (GameEndReason reason :
            { GameEndReason::Timeout, GameEndReason::TimeoutInsufficientMaterial })
            out << GameStatusText::flagFell(loser, reason);
    // Scholar's mate threatened: Black in check after 1.e4 f5 2.Qh5+.
    const Result<Position> check
        = parseFen("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    EXPECT_TRUE(check.ok());
    for (const Game& game : { Game(), Game(check.value()) }) {
        out << GameStatusText::turn(game, false, false) << GameStatusText::turn(game, true, false)
            << GameStatusText::turn(game, true, true);
    }
    // Why the board takes no move, each reason on its own (the first that holds wins).
    Game over;
    over.resign(Color::White);
    const Game going;
    out << GameStatusText::whyNoMove(going, 3, false, false, false)
        << GameStatusText::whyNoMove(over, -1, false, false, false)
        << GameStatusText::whyNoMove(going, -1, true, false, false)
        << GameStatusText::whyNoMove(going, -1, false, true, true)
        << GameStatusText::whyNoMove(going, -1, false, false, true);
    return out;
}

} // namespace

TEST(GameStatusText, WhyNoMoveNamesTheFirstReasonThatHolds) {
    Game over;
    over.resign(Color::Black);
    const Game going;
    EXPECT_TRUE(GameStatusText::whyNoMove(going, -1, false, false, false).isEmpty());
    // Browsing the position after 3 plies (move 2) comes first, even in a finished game.
    EXPECT_EQ(GameStatusText::whyNoMove(over, 3, true, true, true),
        QStringLiteral("You are looking at move 2: go back to the game to play."));
    EXPECT_TRUE(GameStatusText::whyNoMove(over, -1, true, false, true)
                    .contains(GameStatusText::statusDescription(over.status())));
    EXPECT_EQ(GameStatusText::whyNoMove(going, -1, true, true, true),
        QStringLiteral("The game is paused: press P to resume."));
    EXPECT_EQ(GameStatusText::whyNoMove(going, -1, false, true, true),
        QStringLiteral("The computer is considering your draw offer."));
    EXPECT_EQ(GameStatusText::whyNoMove(going, -1, false, false, true),
        QStringLiteral("Not your turn: the computer is thinking."));
}

TEST(GameStatusText, EverySentenceIsTranslatedInEveryCatalogue) {
    EXPECT_TRUE(everySentence().contains(QStringLiteral("Check! Your move.")));
    gui::test::expectEveryTextTranslated(everySentence);
}
