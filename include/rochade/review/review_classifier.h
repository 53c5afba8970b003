// SPDX-License-Identifier: GPL-3.0-or-later
// How good a move was, judged by the drop in the mover's winning chances (no Qt).
#pragma once

#include "rochade/core/types.h"

namespace rochade::review {

/// The classes a review gives a move, in lichess's scheme, which is the one users know.
enum class MoveClass {
    Good,
    Inaccuracy,
    Mistake,
    Blunder
};

/// Losses of winning chances (on the [-1, 1] scale) from which a move falls in each class.
inline constexpr double kInaccuracyLoss = 0.1;
inline constexpr double kMistakeLoss = 0.2;
inline constexpr double kBlunderLoss = 0.3;
/// Centipawn scores are clamped to this before they are turned into chances, as lichess
/// does: beyond ten pawns every evaluation means "winning".
inline constexpr int kChancesCeilingCp = 1000;

/// Lichess's curve was fitted to Stockfish's centipawns; Rochade's evaluation calls the same
/// position about this many times smaller (least squares between the curve of the scaled score
/// and Stockfish's, 1,255 positions of low-level games: 1.18; docs/review.md). The review
/// scales its engine's scores by it before they meet the curve, so that its classes mean
/// what lichess's do.
inline constexpr double kStockfishCentipawnsPerRochade = 1.2;

/// One of Rochade's scores (White's view) on Stockfish's scale; mate scores unchanged.
int onStockfishScale(int whiteScore);

/// White's winning chances in [-1, 1] for a Stockfish-scale score from White's view (centipawns, or
/// a mate score of magnitude near engine::kMateScore, which counts as a certain result).
double winningChances(int whiteScore);
/// The same chances as a win percentage in [0, 100] (50 = level).
double winPercent(int whiteScore);
/// How much `mover` lost with a move: its winning chances before it minus after it (both
/// scores from White's view). Negative when the move improved on the previous evaluation.
double moverLoss(int whiteScoreBefore, int whiteScoreAfter, Color mover);
MoveClass classify(double loss);
/// The move-quality NAG of a class: 6 (?!), 2 (?), 4 (??); 0 for a good move.
int nagOf(MoveClass moveClass);
/// The accuracy in [0, 100] of one move whose mover's win percentage went from
/// `moverWinBefore` to `moverWinAfter`.
double moveAccuracy(double moverWinBefore, double moverWinAfter);

} // namespace rochade::review
