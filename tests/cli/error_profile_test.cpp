// SPDX-License-Identifier: GPL-3.0-or-later
// The error profile's arithmetic on constructed moves and positions: pieces left en prise,
// mates in one, the winning-chance drop of a blunder, the bootstrap over games.
#include "rochade/cli/error_profile.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

using namespace rochade;
using namespace rochade::cli;

namespace {

Position profilePosition(std::string_view fen) {
    auto pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startPosition();
}

Move profileMove(const Position& pos, std::string_view uci) {
    auto move = parseUciMove(pos, uci);
    EXPECT_TRUE(move.ok()) << uci;
    return move.ok() ? move.value() : Move {};
}

bool enPriseAfter(std::string_view fen, std::string_view uci) {
    const Position pos = profilePosition(fen);
    return leavesPieceEnPrise(pos, profileMove(pos, uci));
}

JudgedMove judged(int beforeCp, int afterCp) {
    JudgedMove move;
    move.beforeCp = beforeCp;
    move.afterCp = afterCp;
    return move;
}

} // namespace

TEST(ErrorProfile, KnightTakingAPawnGuardedByAPawnIsLeftEnPrise) {
    // Nxe5 dxe5: the knight for a pawn, 200 down on what White had before.
    EXPECT_TRUE(enPriseAfter("4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"));
    // The same knight going to a square nothing attacks.
    EXPECT_FALSE(enPriseAfter("4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3h4"));
}

TEST(ErrorProfile, ATradeIsNotEnPrise) {
    // Nxd5 exd5: a knight for a knight, nothing lost against the position before.
    EXPECT_FALSE(enPriseAfter("4k3/8/4p3/3n4/8/2N5/8/4K3 w - - 0 1", "c3d5"));
}

TEST(ErrorProfile, APieceLeftStandingWhereItCanBeTakenIsEnPrise) {
    // The rooks face each other on the a-file: a king move leaves White's to be taken for
    // nothing; taking first does not.
    EXPECT_TRUE(enPriseAfter("r3k3/8/8/8/R7/8/8/4K3 w - - 0 1", "e1e2"));
    EXPECT_FALSE(enPriseAfter("r3k3/8/8/8/R7/8/8/4K3 w - - 0 1", "a4a8"));
    // A guarded rook attacked by a rook is a trade offer, not a piece en prise.
    EXPECT_FALSE(enPriseAfter("r3k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "e1e2"));
}

TEST(ErrorProfile, AHangingPawnIsNoPieceEnPrise) {
    // Only knights, bishops, rooks and queens count: blunders_per_40 sees pawns.
    EXPECT_FALSE(enPriseAfter("4k3/8/3p4/8/8/8/4P3/4K3 w - - 0 1", "e2e4"));
    EXPECT_FALSE(enPriseAfter("4k3/8/3p4/8/4P3/8/8/4K3 w - - 0 1", "e4e5"));
}

TEST(ErrorProfile, EnPriseCountsOnlyWhenTheJudgeSeesTheLoss) {
    JudgedMove sacrifice = judged(50, 20); // the judge calls it sound
    sacrifice.leftPieceEnPrise = true;
    EXPECT_FALSE(isEnPriseMistake(sacrifice));
    JudgedMove hung = judged(50, -250);
    hung.leftPieceEnPrise = true;
    EXPECT_TRUE(isEnPriseMistake(hung));
}

TEST(ErrorProfile, FindsAMateInOneAndWhetherTheMoveMated) {
    const Position backRank = profilePosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    EXPECT_TRUE(hasMateInOne(backRank));
    EXPECT_TRUE(givesMate(backRank, profileMove(backRank, "a1a8")));
    EXPECT_FALSE(givesMate(backRank, profileMove(backRank, "a1a7")));
    EXPECT_FALSE(hasMateInOne(Position::startPosition()));

    JudgedMove missed = judged(kProfileMateCp, 500);
    missed.hadMateInOne = true;
    EXPECT_TRUE(isMissedMateInOne(missed));
    missed.mated = true;
    EXPECT_FALSE(isMissedMateInOne(missed));
}

TEST(ErrorProfile, MateScoresBecomeTheProfilesLargeCentipawns) {
    EXPECT_EQ(profileCentipawns(99990), kProfileMateCp);
    EXPECT_EQ(profileCentipawns(-99990), -kProfileMateCp);
    EXPECT_EQ(profileCentipawns(-420), -420);
}

TEST(ErrorProfile, ABlunderDropsTheMoversChancesByThreeTenths) {
    // From level, 150 cp down drops the chances 0.269 and 170 cp 0.303 (15 points of win%).
    EXPECT_FALSE(isBlunder(judged(0, -150)));
    EXPECT_TRUE(isBlunder(judged(0, -170)));
    EXPECT_TRUE(isBlunder(judged(100, -100)));
    // Far ahead, even a rook thrown away is no blunder: the chances barely move.
    EXPECT_FALSE(isBlunder(judged(1500, 1000)));
    EXPECT_TRUE(isBlunder(judged(kProfileMateCp, -kProfileMateCp)));
}

TEST(ErrorProfile, CentipawnLossIsCappedAndNeverNegative) {
    EXPECT_EQ(centipawnLoss(judged(30, -20)), 50);
    EXPECT_EQ(centipawnLoss(judged(-20, 30)), 0);
    EXPECT_EQ(centipawnLoss(judged(kProfileMateCp, -kProfileMateCp)), kMaxMoveLossCp);
}

TEST(ErrorProfile, FiguresAreRatiosOverGamesWithBootstrapIntervals) {
    // Game 1: ten moves losing 100 each, one of them leaving a piece en prise, a mate in one
    // missed, two book moves. Game 2: ten perfect moves, one mate in one taken.
    std::vector<JudgedMove> first(10, judged(0, -100));
    first[3].leftPieceEnPrise = true;
    first[5].hadMateInOne = true;
    first[0].fromBook = first[1].fromBook = true;
    std::vector<JudgedMove> second(10, judged(20, 20));
    second[9].hadMateInOne = second[9].mated = true;
    const std::vector<std::vector<JudgedMove>> games { first, second };

    const auto figures = profileFigures(games, 7);
    ASSERT_EQ(figures.size(), 5u);
    EXPECT_EQ(figures[0].name, "acpl");
    EXPECT_DOUBLE_EQ(figures[0].value, 50.0); // 1000 cp over 20 moves
    EXPECT_EQ(figures[1].name, "blunders_per_40");
    EXPECT_DOUBLE_EQ(figures[1].value, 0.0); // 100 cp from level drops the chances 0.18
    EXPECT_EQ(figures[2].name, "en_prise_per_game");
    EXPECT_DOUBLE_EQ(figures[2].value, 0.5);
    EXPECT_EQ(figures[3].name, "missed_mates_in_1");
    EXPECT_DOUBLE_EQ(figures[3].value, 0.5);
    EXPECT_EQ(figures[3].counted, "1 of 2 mates in one missed in 2 games");
    EXPECT_EQ(figures[4].name, "book_share");
    EXPECT_DOUBLE_EQ(figures[4].value, 0.1);
    // Two games resampled: acpl is 0, 50 or 100; the 95% interval spans the outer two.
    EXPECT_DOUBLE_EQ(figures[0].low, 0.0);
    EXPECT_DOUBLE_EQ(figures[0].high, 100.0);
    for (const ProfileFigure& figure : figures) {
        EXPECT_LE(figure.low, figure.value) << figure.name;
        EXPECT_GE(figure.high, figure.value) << figure.name;
    }
    // In self-play a game holds two games of the level, one a side: per game halves.
    const auto selfPlay = profileFigures(games, 7, 2);
    EXPECT_DOUBLE_EQ(selfPlay[2].value, 0.25);
    EXPECT_DOUBLE_EQ(selfPlay[3].value, 0.25);
    EXPECT_EQ(selfPlay[3].counted, "1 of 2 mates in one missed in 2 games x 2 sides");
    EXPECT_DOUBLE_EQ(selfPlay[0].value, 50.0); // per move: the same
    EXPECT_DOUBLE_EQ(selfPlay[2].high, figures[2].high / 2);
    // The same games and seed give the same intervals.
    EXPECT_EQ(formatProfileFigure(profileFigures(games, 7)[0]), formatProfileFigure(figures[0]));
    EXPECT_EQ(formatProfileFigure(figures[0]), "acpl\t50.0\t0.0..100.0\t20 moves");
}
