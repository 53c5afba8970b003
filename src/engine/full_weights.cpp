// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's weights, as printed by `rochade-cli tune` (see docs/evaluation.md):
// { middlegame, endgame } per feature, in the order of full_evaluation.h.
#include "rochade/engine/full_evaluation.h"

namespace rochade::engine {

namespace {

// Tuned by rochade-cli tune on 47578 positions of 699 games.
constexpr std::array<std::array<int, 2>, full::kFeatureCount> kTunedWeights { {
    { 58, 121 }, // pawn
    { 284, 288 }, // knight
    { 351, 293 }, // bishop
    { 459, 549 }, // rook
    { 953, 954 }, // queen
    { 0, 0 }, // pawn on a1
    { 0, 0 }, // pawn on b1
    { 0, 0 }, // pawn on c1
    { 0, 0 }, // pawn on d1
    { -30, 1 }, // pawn on a2
    { 22, -14 }, // pawn on b2
    { -25, -25 }, // pawn on c2
    { -27, 6 }, // pawn on d2
    { -42, 20 }, // pawn on a3
    { -2, -3 }, // pawn on b3
    { -46, -30 }, // pawn on c3
    { 5, -59 }, // pawn on d3
    { -64, -16 }, // pawn on a4
    { 8, 1 }, // pawn on b4
    { -9, -18 }, // pawn on c4
    { 14, -93 }, // pawn on d4
    { 6, 4 }, // pawn on a5
    { 64, 29 }, // pawn on b5
    { 42, 60 }, // pawn on c5
    { 11, -17 }, // pawn on d5
    { 10, 34 }, // pawn on a6
    { -15, 5 }, // pawn on b6
    { 27, 64 }, // pawn on c6
    { -12, -21 }, // pawn on d6
    { 11, 11 }, // pawn on a7
    { 12, 31 }, // pawn on b7
    { 7, 26 }, // pawn on c7
    { 2, 14 }, // pawn on d7
    { 0, 0 }, // pawn on a8
    { 0, 0 }, // pawn on b8
    { 0, 0 }, // pawn on c8
    { 0, 0 }, // pawn on d8
    { 4, -1 }, // knight on a1
    { -14, -27 }, // knight on b1
    { 5, 4 }, // knight on c1
    { 6, 4 }, // knight on d1
    { -3, -2 }, // knight on a2
    { 4, 18 }, // knight on b2
    { 26, 19 }, // knight on c2
    { -22, -44 }, // knight on d2
    { -6, 12 }, // knight on a3
    { -7, 7 }, // knight on b3
    { -11, 10 }, // knight on c3
    { -9, 10 }, // knight on d3
    { 30, 13 }, // knight on a4
    { -12, -11 }, // knight on b4
    { 3, 36 }, // knight on c4
    { 6, -10 }, // knight on d4
    { -13, -3 }, // knight on a5
    { -5, -23 }, // knight on b5
    { -7, -11 }, // knight on c5
    { 3, 42 }, // knight on d5
    { 0, 0 }, // knight on a6
    { 31, 7 }, // knight on b6
    { -12, -19 }, // knight on c6
    { 12, 12 }, // knight on d6
    { -12, -10 }, // knight on a7
    { 0, -4 }, // knight on b7
    { -28, -24 }, // knight on c7
    { -6, -12 }, // knight on d7
    { -3, -7 }, // knight on a8
    { -1, -2 }, // knight on b8
    { 3, 4 }, // knight on c8
    { 1, 2 }, // knight on d8
    { -15, -5 }, // bishop on a1
    { -12, -6 }, // bishop on b1
    { -11, -16 }, // bishop on c1
    { 12, -12 }, // bishop on d1
    { -9, -2 }, // bishop on a2
    { 9, -13 }, // bishop on b2
    { 11, -5 }, // bishop on c2
    { -27, -25 }, // bishop on d2
    { 30, -5 }, // bishop on a3
    { 6, 27 }, // bishop on b3
    { -17, -3 }, // bishop on c3
    { 0, 10 }, // bishop on d3
    { 5, -7 }, // bishop on a4
    { 3, 1 }, // bishop on b4
    { 9, -1 }, // bishop on c4
    { 15, 5 }, // bishop on d4
    { -15, -3 }, // bishop on a5
    { -4, -25 }, // bishop on b5
    { 41, 7 }, // bishop on c5
    { 8, 31 }, // bishop on d5
    { 3, 4 }, // bishop on a6
    { 5, 0 }, // bishop on b6
    { -14, -5 }, // bishop on c6
    { 3, 23 }, // bishop on d6
    { -21, -14 }, // bishop on a7
    { 1, 1 }, // bishop on b7
    { 0, -7 }, // bishop on c7
    { 7, 16 }, // bishop on d7
    { -2, 3 }, // bishop on a8
    { 3, 10 }, // bishop on b8
    { -3, 1 }, // bishop on c8
    { -2, -10 }, // bishop on d8
    { -26, -10 }, // rook on a1
    { -12, 17 }, // rook on b1
    { 37, -23 }, // rook on c1
    { 18, 9 }, // rook on d1
    { -24, -38 }, // rook on a2
    { -33, -27 }, // rook on b2
    { 0, -15 }, // rook on c2
    { -8, 11 }, // rook on d2
    { 28, -5 }, // rook on a3
    { -10, 10 }, // rook on b3
    { -12, 0 }, // rook on c3
    { -2, 11 }, // rook on d3
    { -7, -7 }, // rook on a4
    { 3, 15 }, // rook on b4
    { 11, 10 }, // rook on c4
    { 12, -9 }, // rook on d4
    { 15, -6 }, // rook on a5
    { -18, -5 }, // rook on b5
    { 6, 6 }, // rook on c5
    { -11, -12 }, // rook on d5
    { 4, 1 }, // rook on a6
    { 9, 24 }, // rook on b6
    { 7, 21 }, // rook on c6
    { -4, -6 }, // rook on d6
    { -2, -10 }, // rook on a7
    { -16, 8 }, // rook on b7
    { -6, 8 }, // rook on c7
    { 14, 10 }, // rook on d7
    { 5, 14 }, // rook on a8
    { 2, 31 }, // rook on b8
    { 2, -2 }, // rook on c8
    { -3, -5 }, // rook on d8
    { 5, 2 }, // queen on a1
    { -39, -6 }, // queen on b1
    { 36, 12 }, // queen on c1
    { 21, 3 }, // queen on d1
    { -4, -2 }, // queen on a2
    { -37, -15 }, // queen on b2
    { -18, 1 }, // queen on c2
    { -4, -12 }, // queen on d2
    { 55, 9 }, // queen on a3
    { 28, 0 }, // queen on b3
    { 31, 8 }, // queen on c3
    { 12, 5 }, // queen on d3
    { 6, 2 }, // queen on a4
    { -4, -7 }, // queen on b4
    { -44, -2 }, // queen on c4
    { 0, 5 }, // queen on d4
    { -9, 2 }, // queen on a5
    { 0, 4 }, // queen on b5
    { 14, 9 }, // queen on c5
    { -33, -1 }, // queen on d5
    { 8, 3 }, // queen on a6
    { -8, 2 }, // queen on b6
    { 16, 4 }, // queen on c6
    { 1, -3 }, // queen on d6
    { -8, -4 }, // queen on a7
    { -26, -8 }, // queen on b7
    { 6, -2 }, // queen on c7
    { 0, 1 }, // queen on d7
    { 7, 2 }, // queen on a8
    { -4, -2 }, // queen on b8
    { -2, 0 }, // queen on c8
    { -3, -4 }, // queen on d8
    { 0, 8 }, // king on a1
    { 23, -37 }, // king on b1
    { 15, 2 }, // king on c1
    { 15, -17 }, // king on d1
    { 0, -17 }, // king on a2
    { 12, -26 }, // king on b2
    { 4, 21 }, // king on c2
    { -6, 25 }, // king on d2
    { -11, -30 }, // king on a3
    { -6, 3 }, // king on b3
    { 24, 25 }, // king on c3
    { -54, -6 }, // king on d3
    { 0, 7 }, // king on a4
    { 2, 1 }, // king on b4
    { -13, 4 }, // king on c4
    { -10, -18 }, // king on d4
    { -3, -2 }, // king on a5
    { 3, 18 }, // king on b5
    { 2, 15 }, // king on c5
    { 3, 18 }, // king on d5
    { -2, -6 }, // king on a6
    { 3, 17 }, // king on b6
    { 3, 8 }, // king on c6
    { 2, 8 }, // king on d6
    { -1, 0 }, // king on a7
    { -1, 0 }, // king on b7
    { -2, -6 }, // king on c7
    { -1, -4 }, // king on d7
    { 0, 2 }, // king on a8
    { 0, -5 }, // king on b8
    { -1, -3 }, // king on c8
    { -1, -2 }, // king on d8
    { 0, 0 }, // isolated pawn
    { 0, -29 }, // doubled pawn
    { -24, -21 }, // backward pawn
    { -16, 3 }, // supported pawn
    { 0, 13 }, // passed pawn rank 2
    { 17, 8 }, // passed pawn rank 3
    { 0, 52 }, // passed pawn rank 4
    { 16, 81 }, // passed pawn rank 5
    { 42, 121 }, // passed pawn rank 6
    { 82, 182 }, // passed pawn rank 7
    { 0, 20 }, // passed pawn king distance
    { 29, 13 }, // bishop pair
    { 0, 13 }, // rook open file
    { 0, 19 }, // rook half-open file
    { 11, 37 }, // rook on 7th
    { 32, 0 }, // king shelter pawn
    { -23, 0 }, // king open file
    { 11, -4 }, // king zone attack
    { -7, -7 }, // tempo
    { 9, 0 }, // knight mobility
    { 5, 2 }, // bishop mobility
    { 5, 2 }, // rook mobility
    { 0, 9 }, // queen mobility
    { 12, 5 }, // centre control
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
