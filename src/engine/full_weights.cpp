// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's weights, as printed by `rochade-cli tune` (see docs/evaluation.md):
// { middlegame, endgame } per feature, in the order of full_evaluation.h.
#include "rochade/engine/full_evaluation.h"

namespace rochade::engine {

namespace {

// Tuned by rochade-cli tune on 47622 positions of 699 games.
constexpr std::array<std::array<int, 2>, full::kFeatureCount> kTunedWeights { {
    { 76, 116 }, // pawn
    { 315, 297 }, // knight
    { 333, 315 }, // bishop
    { 478, 522 }, // rook
    { 950, 951 }, // queen
    { 0, 0 }, // pawn on a1
    { 0, 0 }, // pawn on b1
    { 0, 0 }, // pawn on c1
    { 0, 0 }, // pawn on d1
    { -1, -1 }, // pawn on a2
    { 5, -1 }, // pawn on b2
    { -10, -6 }, // pawn on c2
    { -6, 0 }, // pawn on d2
    { -6, 1 }, // pawn on a3
    { -4, -2 }, // pawn on b3
    { -16, -8 }, // pawn on c3
    { 2, -6 }, // pawn on d3
    { -17, -7 }, // pawn on a4
    { 1, 1 }, // pawn on b4
    { 0, -2 }, // pawn on c4
    { 0, -15 }, // pawn on d4
    { 7, 3 }, // pawn on a5
    { 12, 10 }, // pawn on b5
    { 11, 13 }, // pawn on c5
    { 1, -1 }, // pawn on d5
    { 2, 6 }, // pawn on a6
    { -1, 1 }, // pawn on b6
    { 3, 9 }, // pawn on c6
    { -1, -2 }, // pawn on d6
    { 1, 2 }, // pawn on a7
    { 1, 4 }, // pawn on b7
    { 1, 3 }, // pawn on c7
    { 0, 2 }, // pawn on d7
    { 0, 0 }, // pawn on a8
    { 0, 0 }, // pawn on b8
    { 0, 0 }, // pawn on c8
    { 0, 0 }, // pawn on d8
    { 0, 0 }, // knight on a1
    { -4, -3 }, // knight on b1
    { 0, 0 }, // knight on c1
    { 0, 0 }, // knight on d1
    { 0, 0 }, // knight on a2
    { 0, 1 }, // knight on b2
    { 3, 2 }, // knight on c2
    { -6, -6 }, // knight on d2
    { -1, 1 }, // knight on a3
    { -1, 0 }, // knight on b3
    { 2, 3 }, // knight on c3
    { -1, 1 }, // knight on d3
    { 3, 1 }, // knight on a4
    { -1, -1 }, // knight on b4
    { 1, 4 }, // knight on c4
    { 1, -1 }, // knight on d4
    { -1, -1 }, // knight on a5
    { -2, -3 }, // knight on b5
    { -1, -1 }, // knight on c5
    { 2, 4 }, // knight on d5
    { 0, 0 }, // knight on a6
    { 4, 1 }, // knight on b6
    { -1, -2 }, // knight on c6
    { 1, 1 }, // knight on d6
    { -1, -1 }, // knight on a7
    { 0, 0 }, // knight on b7
    { -4, -2 }, // knight on c7
    { 0, -1 }, // knight on d7
    { 0, 0 }, // knight on a8
    { 0, 0 }, // knight on b8
    { 0, 0 }, // knight on c8
    { 0, 0 }, // knight on d8
    { -1, 0 }, // bishop on a1
    { -1, 0 }, // bishop on b1
    { -2, -2 }, // bishop on c1
    { 1, -2 }, // bishop on d1
    { -1, 0 }, // bishop on a2
    { 2, -1 }, // bishop on b2
    { 1, -2 }, // bishop on c2
    { -4, -4 }, // bishop on d2
    { 3, 0 }, // bishop on a3
    { 2, 3 }, // bishop on b3
    { -1, -1 }, // bishop on c3
    { 3, 3 }, // bishop on d3
    { 0, -1 }, // bishop on a4
    { 0, 0 }, // bishop on b4
    { 2, 0 }, // bishop on c4
    { 2, 1 }, // bishop on d4
    { -1, -1 }, // bishop on a5
    { -1, -2 }, // bishop on b5
    { 4, 1 }, // bishop on c5
    { 1, 3 }, // bishop on d5
    { 0, 0 }, // bishop on a6
    { 0, 0 }, // bishop on b6
    { -1, 0 }, // bishop on c6
    { 0, 2 }, // bishop on d6
    { -2, -1 }, // bishop on a7
    { 0, 0 }, // bishop on b7
    { 0, -1 }, // bishop on c7
    { 1, 1 }, // bishop on d7
    { 0, 0 }, // bishop on a8
    { 0, 1 }, // bishop on b8
    { 0, 0 }, // bishop on c8
    { 0, -1 }, // bishop on d8
    { -11, -5 }, // rook on a1
    { -1, 2 }, // rook on b1
    { 8, -2 }, // rook on c1
    { 6, 4 }, // rook on d1
    { -5, -4 }, // rook on a2
    { -3, -3 }, // rook on b2
    { 0, -2 }, // rook on c2
    { 0, 1 }, // rook on d2
    { 4, 0 }, // rook on a3
    { 0, 1 }, // rook on b3
    { 0, 0 }, // rook on c3
    { 1, 2 }, // rook on d3
    { 0, 0 }, // rook on a4
    { 0, 1 }, // rook on b4
    { 1, 1 }, // rook on c4
    { 1, 0 }, // rook on d4
    { 1, -1 }, // rook on a5
    { -2, -1 }, // rook on b5
    { 0, 1 }, // rook on c5
    { -1, -2 }, // rook on d5
    { 0, 0 }, // rook on a6
    { 1, 2 }, // rook on b6
    { 1, 2 }, // rook on c6
    { 0, 0 }, // rook on d6
    { -1, -1 }, // rook on a7
    { -1, 0 }, // rook on b7
    { 0, 1 }, // rook on c7
    { 1, 2 }, // rook on d7
    { 0, 1 }, // rook on a8
    { 0, 2 }, // rook on b8
    { 0, 0 }, // rook on c8
    { 0, -1 }, // rook on d8
    { 1, 0 }, // queen on a1
    { -5, -1 }, // queen on b1
    { 3, 1 }, // queen on c1
    { 5, 1 }, // queen on d1
    { -1, 0 }, // queen on a2
    { -5, -1 }, // queen on b2
    { -3, 0 }, // queen on c2
    { -2, -1 }, // queen on d2
    { 6, 1 }, // queen on a3
    { 4, 0 }, // queen on b3
    { 5, 1 }, // queen on c3
    { 2, 1 }, // queen on d3
    { 1, 0 }, // queen on a4
    { -1, -1 }, // queen on b4
    { -5, -1 }, // queen on c4
    { 0, 1 }, // queen on d4
    { -1, 0 }, // queen on a5
    { 0, 0 }, // queen on b5
    { 1, 1 }, // queen on c5
    { -3, 0 }, // queen on d5
    { 0, 0 }, // queen on a6
    { -1, 0 }, // queen on b6
    { 1, 0 }, // queen on c6
    { 0, 0 }, // queen on d6
    { -1, 0 }, // queen on a7
    { -2, -1 }, // queen on b7
    { 0, 0 }, // queen on c7
    { 0, 0 }, // queen on d7
    { 0, 0 }, // queen on a8
    { 0, 0 }, // queen on b8
    { 0, 0 }, // queen on c8
    { 0, 0 }, // queen on d8
    { 0, 0 }, // king on a1
    { 5, -4 }, // king on b1
    { 2, 1 }, // king on c1
    { -2, -3 }, // king on d1
    { 0, -2 }, // king on a2
    { 0, -5 }, // king on b2
    { 1, 3 }, // king on c2
    { 0, 4 }, // king on d2
    { -1, -2 }, // king on a3
    { 0, 0 }, // king on b3
    { 4, 6 }, // king on c3
    { -7, -4 }, // king on d3
    { 0, 1 }, // king on a4
    { 0, 0 }, // king on b4
    { -1, 0 }, // king on c4
    { -1, -2 }, // king on d4
    { 0, 0 }, // king on a5
    { 0, 2 }, // king on b5
    { 0, 2 }, // king on c5
    { 0, 2 }, // king on d5
    { 0, 0 }, // king on a6
    { 0, 1 }, // king on b6
    { 0, 1 }, // king on c6
    { 0, 1 }, // king on d6
    { 0, 0 }, // king on a7
    { 0, 0 }, // king on b7
    { 0, -1 }, // king on c7
    { 0, 0 }, // king on d7
    { 0, 0 }, // king on a8
    { 0, -1 }, // king on b8
    { 0, 0 }, // king on c8
    { 0, 0 }, // king on d8
    { 0, -4 }, // isolated pawn
    { -8, -22 }, // doubled pawn
    { -14, -11 }, // backward pawn
    { -10, -1 }, // supported pawn
    { 2, 10 }, // passed pawn rank 2
    { 7, 14 }, // passed pawn rank 3
    { 5, 23 }, // passed pawn rank 4
    { 24, 55 }, // passed pawn rank 5
    { 37, 81 }, // passed pawn rank 6
    { 53, 111 }, // passed pawn rank 7
    { 0, 13 }, // passed pawn king distance
    { 31, 38 }, // bishop pair
    { 18, 10 }, // rook open file
    { 13, 8 }, // rook half-open file
    { 19, 22 }, // rook on 7th
    { 18, 0 }, // king shelter pawn
    { -18, 0 }, // king open file
    { 9, -2 }, // king zone attack
    { 1, -2 }, // tempo
    { 40, 30 }, // threat by pawn
    { 30, 20 }, // threat by minor
    { 30, 20 }, // threat by rook
    { 20, 20 }, // hanging piece
    { 5, 15 }, // weak pawn attacked
    { 0, 0 }, // 1 king attackers with the queen
    { 10, 0 }, // 2 king attackers with the queen
    { 30, 0 }, // 3 king attackers with the queen
    { 60, 0 }, // 4 king attackers with the queen
    { 90, 0 }, // 5 king attackers with the queen
    { 120, 0 }, // 6 king attackers with the queen
    { 0, 0 }, // free passed pawn rank 2
    { 2, 5 }, // free passed pawn rank 3
    { 5, 10 }, // free passed pawn rank 4
    { 10, 20 }, // free passed pawn rank 5
    { 17, 35 }, // free passed pawn rank 6
    { 30, 60 }, // free passed pawn rank 7
    { 5, 15 }, // rook behind passed pawn
    { 20, 10 }, // knight outpost
    { 10, 5 }, // bishop outpost
    { -2, -4 }, // own pawn on the bishop's colour
    { 6, 1 }, // knight mobility
    { 9, 0 }, // bishop mobility
    { 6, 4 }, // rook mobility
    { 0, 10 }, // queen mobility
    { 10, 0 }, // centre control
    { -40, -40 }, // knight reaching 0 squares
    { -20, -20 }, // knight reaching 1 squares
    { -10, -10 }, // knight reaching 2 squares
    { -5, -5 }, // knight reaching 3 squares
    { -40, -40 }, // bishop reaching 0 squares
    { -20, -20 }, // bishop reaching 1 squares
    { -10, -10 }, // bishop reaching 2 squares
    { -5, -5 }, // bishop reaching 3 squares
    { -40, -40 }, // rook reaching 0 squares
    { -20, -20 }, // rook reaching 1 squares
    { -10, -10 }, // rook reaching 2 squares
    { -5, -5 }, // rook reaching 3 squares
    { -40, -40 }, // queen reaching 0 squares
    { -20, -20 }, // queen reaching 1 squares
    { -10, -10 }, // queen reaching 2 squares
    { -5, -5 }, // queen reaching 3 squares
} };

} // namespace

const FullWeights& tunedFullWeights() {
    static const FullWeights weights = [] {
        FullWeights w;
        for (std::size_t i = 0; i < kTunedWeights.size(); ++i) {
            w.mg[i] = kTunedWeights[i][0];
            w.eg[i] = kTunedWeights[i][1];
        }
        return w;
    }();
    return weights;
}

} // namespace rochade::engine
