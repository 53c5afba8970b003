// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the evaluation history, score labels, material counting and the bar's states.
#include "insight/evaluation_bar.h"
#include "insight/evaluation_history.h"
#include "insight/statistics_dialog.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

namespace {

void playHistorySan(Game& game, const char* san) {
    const auto m = parseSan(game.position(), san);
    ASSERT_TRUE(m.ok()) << san;
    ASSERT_TRUE(game.playMove(m.value()).ok()) << san;
}

/// Records a made-up score for every position of the game so far, ply p scoring p.
void recordAll(EvaluationHistory& history, const Game& game) {
    for (int ply = 0; ply <= game.ply(); ++ply)
        history.record(ply, game.positionAt(ply).hash(), ply);
}

/// Plays 1.e4 e5 2.Nf3, records every ply, then takes two plies back (e5 and Nf3 are the
/// redo line); false if a move or an undo failed.
bool recordThenTakeBackTwo(Game& game, EvaluationHistory& history) {
    for (const char* san : { "e4", "e5", "Nf3" })
        playHistorySan(game, san);
    recordAll(history, game);
    return !::testing::Test::HasFatalFailure() && game.undo() && game.undo();
}

} // namespace

TEST(EvaluationHistory, KeepsTheRedoLineAfterUndo) {
    Game game;
    EvaluationHistory history;
    ASSERT_TRUE(recordThenTakeBackTwo(game, history));
    EXPECT_FALSE(history.sync(game));
    EXPECT_EQ(history.scores().size(), 4u);
}

TEST(EvaluationHistory, DropsPliesBeyondADifferentMoveAfterUndo) {
    Game game;
    EvaluationHistory history;
    ASSERT_TRUE(recordThenTakeBackTwo(game, history));
    playHistorySan(game, "c5"); // instead of e5: ply 2 is another position, ply 3 no longer exists
    EXPECT_TRUE(history.sync(game));
    EXPECT_EQ(history.scoreAt(0), 0);
    EXPECT_EQ(history.scoreAt(1), 1);
    EXPECT_FALSE(history.scoreAt(2).has_value());
    EXPECT_FALSE(history.scoreAt(3).has_value());
}

TEST(EvaluationHistory, ForgetsAnotherGamesPositions) {
    Game game;
    playHistorySan(game, "d4");
    EvaluationHistory history;
    recordAll(history, game);
    Game other;
    playHistorySan(other, "e4");
    history.sync(other);
    EXPECT_EQ(history.scoreAt(0), 0); // the same start position, still true
    EXPECT_FALSE(history.scoreAt(1).has_value());
    history.clear();
    EXPECT_TRUE(history.isEmpty());
}

TEST(ScoreLabel, ReadsPawnsAndMates) {
    EXPECT_EQ(scoreLabel(45), QStringLiteral("+0.45"));
    EXPECT_EQ(scoreLabel(-120), QStringLiteral("-1.20"));
    EXPECT_EQ(scoreLabel(0), QStringLiteral("0.00"));
    // Mate in 3 moves = 5 plies away.
    EXPECT_EQ(scoreLabel(engine::kMateScore - 5), QStringLiteral("M3"));
    EXPECT_EQ(scoreLabel(-(engine::kMateScore - 5)), QStringLiteral("-M3"));
    EXPECT_EQ(mateInMoves(engine::kMateScore - 1), 1);
    EXPECT_EQ(mateInMoves(300), 0);
    EXPECT_EQ(whiteView(70, Color::Black), -70);
}

TEST(MaterialByPly, CountsACaptureWithTheEnginesValues) {
    Game game;
    for (const char* san : { "e4", "d5", "exd5", "Nf6" })
        playHistorySan(game, san);
    const auto material = materialByPly(game);
    ASSERT_EQ(material.size(), 5u);
    // 8 pawns, 2 knights, 2 bishops, 2 rooks, a queen: 800 + 550 + 650 + 930 + 900.
    constexpr int kFull = 3830;
    const auto w = static_cast<std::size_t>(index(Color::White));
    const auto b = static_cast<std::size_t>(index(Color::Black));
    for (std::size_t ply = 0; ply < material.size(); ++ply)
        EXPECT_EQ(material[ply][w], kFull);
    EXPECT_EQ(material[2][b], kFull);
    EXPECT_EQ(material[3][b], kFull - 100);
    EXPECT_EQ(material[4][b], kFull - 100);
}

TEST(EvaluationBarWidget, ShowsScoresMatesResultsAndWaiting) {
    EvaluationBar bar;
    EXPECT_TRUE(bar.text().isEmpty());
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.5);
    bar.setEvaluation(150, 8);
    EXPECT_EQ(bar.text(), QStringLiteral("+1.50"));
    EXPECT_GT(bar.whiteShare(), 0.5);
    EXPECT_LT(bar.whiteShare(), 1.0);
    const double share = bar.whiteShare();
    bar.setPending();
    EXPECT_TRUE(bar.isPending());
    EXPECT_EQ(bar.text(), QStringLiteral("…"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), share);
    bar.setEvaluation(-(engine::kMateScore - 3));
    EXPECT_EQ(bar.text(), QStringLiteral("-M2"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.0);
    bar.setResult(GameResult::WhiteWins);
    EXPECT_EQ(bar.text(), QStringLiteral("1-0"));
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 1.0);
    bar.setResult(GameResult::Draw);
    EXPECT_DOUBLE_EQ(bar.whiteShare(), 0.5);
}
