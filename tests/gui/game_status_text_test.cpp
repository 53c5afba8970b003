// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the game's sentences: every one GameStatusText can say is translated in each
// catalogue the program ships (they moved to their own translation context).
#include "rochade/core/fen.h"
#include "rochade/engine/draw_offer.h"
#include "rochade/gui/game_status_text.h"

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
    return out;
}

} // namespace

TEST(GameStatusText, EverySentenceIsTranslatedInEveryCatalogue) {
    EXPECT_TRUE(everySentence().contains(QStringLiteral("Check! Your move.")));
    gui::test::expectEveryTextTranslated(everySentence);
}
