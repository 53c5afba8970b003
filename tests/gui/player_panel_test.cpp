// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the player panel's captured pieces and material difference.
#include "panels/player_panel.h"
#include "rochade/core/fen.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::PlayerPanel;

TEST(PlayerPanel, ShowsACapturedPawnAndTheMaterialLead) {
    // 1.e4 d5 2.exd5: White has taken a pawn.
    const auto pos = parseFen("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    ASSERT_TRUE(pos.ok());
    PlayerPanel panel;
    panel.showPosition(pos.value(), Position::startPosition(), "Ann", "Bob", Color::Black, false);
    EXPECT_EQ(panel.capturedText(Color::White), QString(QChar(0x265F))); // a black pawn
    EXPECT_TRUE(panel.capturedText(Color::Black).isEmpty());
    EXPECT_EQ(panel.materialText(Color::White), "+1");
    EXPECT_TRUE(panel.materialText(Color::Black).isEmpty());
}

TEST(PlayerPanel, APromotedPawnIsNotCountedAsCaptured) {
    // White has promoted its a-pawn to a second queen; nothing was captured from White.
    const auto pos = parseFen("Q3k3/8/8/8/8/8/1PPPPPPP/RNBQKBNR b KQ - 0 20");
    ASSERT_TRUE(pos.ok());
    const auto missing
        = PlayerPanel::missingPieces(pos.value(), Position::startPosition(), Color::White);
    for (int count : missing)
        EXPECT_EQ(count, 0);
}
