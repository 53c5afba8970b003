// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's weights, as printed by `rochade-cli tune` (see docs/evaluation.md):
// { middlegame, endgame } per feature, in the order of full_evaluation.h.
#include "rochade/engine/full_evaluation.h"

namespace rochade::engine {

namespace {

// Tuned by rochade-cli tune on 316862 positions of 4000 games.
constexpr std::array<std::array<int, 2>, full::kFeatureCount> kTunedWeights { {
    { 103, 122 }, // pawn
    { 372, 227 }, // knight
    { 418, 240 }, // bishop
    { 567, 398 }, // rook
    { 986, 969 }, // queen
    { 0, 0 }, // pawn on a1
    { 0, 0 }, // pawn on b1
    { 0, 0 }, // pawn on c1
    { 0, 0 }, // pawn on d1
    { -11, 2 }, // pawn on a2
    { -29, 15 }, // pawn on b2
    { 5, 1 }, // pawn on c2
    { -42, -1 }, // pawn on d2
    { -7, -12 }, // pawn on a3
    { -14, -9 }, // pawn on b3
    { -10, -2 }, // pawn on c3
    { -21, -18 }, // pawn on d3
    { 1, 5 }, // pawn on a4
    { -14, -2 }, // pawn on b4
    { 8, -12 }, // pawn on c4
    { 19, -10 }, // pawn on d4
    { 10, -6 }, // pawn on a5
    { 2, 15 }, // pawn on b5
    { -15, -3 }, // pawn on c5
    { 27, -12 }, // pawn on d5
    { 27, 18 }, // pawn on a6
    { 10, 5 }, // pawn on b6
    { 16, 19 }, // pawn on c6
    { 38, -4 }, // pawn on d6
    { 0, -11 }, // pawn on a7
    { 3, 14 }, // pawn on b7
    { 3, 0 }, // pawn on c7
    { 9, 18 }, // pawn on d7
    { 0, 0 }, // pawn on a8
    { 0, 0 }, // pawn on b8
    { 0, 0 }, // pawn on c8
    { 0, 0 }, // pawn on d8
    { -4, -3 }, // knight on a1
    { 5, -17 }, // knight on b1
    { 12, -10 }, // knight on c1
    { 3, -14 }, // knight on d1
    { -7, -10 }, // knight on a2
    { -16, -12 }, // knight on b2
    { 5, -5 }, // knight on c2
    { 15, 2 }, // knight on d2
    { -5, 0 }, // knight on a3
    { 7, 11 }, // knight on b3
    { -7, 1 }, // knight on c3
    { 18, 16 }, // knight on d3
    { 6, 10 }, // knight on a4
    { 13, -11 }, // knight on b4
    { 23, 8 }, // knight on c4
    { 14, 18 }, // knight on d4
    { 3, 0 }, // knight on a5
    { -3, -8 }, // knight on b5
    { -8, 31 }, // knight on c5
    { 4, 9 }, // knight on d5
    { -8, -12 }, // knight on a6
    { 3, -1 }, // knight on b6
    { 0, -8 }, // knight on c6
    { -2, 1 }, // knight on d6
    { -1, -4 }, // knight on a7
    { -9, -18 }, // knight on b7
    { 1, -12 }, // knight on c7
    { 1, -6 }, // knight on d7
    { -5, -13 }, // knight on a8
    { -1, -5 }, // knight on b8
    { -1, -11 }, // knight on c8
    { -2, -3 }, // knight on d8
    { -9, 6 }, // bishop on a1
    { 3, -19 }, // bishop on b1
    { 1, -19 }, // bishop on c1
    { 0, -21 }, // bishop on d1
    { 11, -2 }, // bishop on a2
    { 6, -3 }, // bishop on b2
    { 16, -40 }, // bishop on c2
    { 2, -7 }, // bishop on d2
    { -1, -8 }, // bishop on a3
    { -5, -10 }, // bishop on b3
    { 10, -6 }, // bishop on c3
    { 15, -3 }, // bishop on d3
    { 8, -16 }, // bishop on a4
    { 3, -6 }, // bishop on b4
    { 1, 23 }, // bishop on c4
    { 12, 5 }, // bishop on d4
    { -2, -1 }, // bishop on a5
    { 0, -9 }, // bishop on b5
    { 6, 6 }, // bishop on c5
    { 4, 18 }, // bishop on d5
    { 18, 15 }, // bishop on a6
    { -1, -5 }, // bishop on b6
    { 4, 7 }, // bishop on c6
    { -4, -3 }, // bishop on d6
    { -6, -4 }, // bishop on a7
    { -8, 3 }, // bishop on b7
    { 2, -2 }, // bishop on c7
    { 0, 4 }, // bishop on d7
    { -1, 2 }, // bishop on a8
    { 1, 6 }, // bishop on b8
    { 3, 5 }, // bishop on c8
    { 0, 4 }, // bishop on d8
    { -16, -2 }, // rook on a1
    { 3, -12 }, // rook on b1
    { 5, 3 }, // rook on c1
    { -3, -13 }, // rook on d1
    { -5, -32 }, // rook on a2
    { 6, -28 }, // rook on b2
    { -8, -11 }, // rook on c2
    { 5, -14 }, // rook on d2
    { 3, -17 }, // rook on a3
    { 7, -8 }, // rook on b3
    { 5, 1 }, // rook on c3
    { -11, 1 }, // rook on d3
    { -10, -9 }, // rook on a4
    { -6, -13 }, // rook on b4
    { 0, 7 }, // rook on c4
    { 9, 4 }, // rook on d4
    { -6, 1 }, // rook on a5
    { 0, 2 }, // rook on b5
    { 9, 7 }, // rook on c5
    { 7, 4 }, // rook on d5
    { -2, 7 }, // rook on a6
    { 14, -5 }, // rook on b6
    { 10, 11 }, // rook on c6
    { 20, 19 }, // rook on d6
    { -9, -13 }, // rook on a7
    { 2, -8 }, // rook on b7
    { 14, 4 }, // rook on c7
    { 13, 9 }, // rook on d7
    { 7, -14 }, // rook on a8
    { 10, -11 }, // rook on b8
    { 10, 4 }, // rook on c8
    { 5, 3 }, // rook on d8
    { 10, -6 }, // queen on a1
    { 26, -6 }, // queen on b1
    { -2, -1 }, // queen on c1
    { 7, 0 }, // queen on d1
    { 0, -9 }, // queen on a2
    { 24, -4 }, // queen on b2
    { 9, -6 }, // queen on c2
    { 5, -3 }, // queen on d2
    { -9, -3 }, // queen on a3
    { -4, -4 }, // queen on b3
    { 3, 6 }, // queen on c3
    { 2, 13 }, // queen on d3
    { -3, 2 }, // queen on a4
    { 0, 3 }, // queen on b4
    { 0, 15 }, // queen on c4
    { 3, 6 }, // queen on d4
    { -16, -2 }, // queen on a5
    { 0, 0 }, // queen on b5
    { 1, -2 }, // queen on c5
    { -6, 3 }, // queen on d5
    { -8, -5 }, // queen on a6
    { 2, 0 }, // queen on b6
    { 8, 5 }, // queen on c6
    { -5, 4 }, // queen on d6
    { 3, 0 }, // queen on a7
    { -20, -3 }, // queen on b7
    { -3, -1 }, // queen on c7
    { 4, 7 }, // queen on d7
    { -1, -2 }, // queen on a8
    { 1, 0 }, // queen on b8
    { 5, 7 }, // queen on c8
    { 2, 5 }, // queen on d8
    { -16, 4 }, // king on a1
    { -12, -13 }, // king on b1
    { -17, -19 }, // king on c1
    { -17, -13 }, // king on d1
    { 6, -13 }, // king on a2
    { 20, -6 }, // king on b2
    { 8, -4 }, // king on c2
    { 6, -7 }, // king on d2
    { -8, -9 }, // king on a3
    { 9, -23 }, // king on b3
    { 6, -5 }, // king on c3
    { -3, -1 }, // king on d3
    { -1, -16 }, // king on a4
    { 7, -20 }, // king on b4
    { 0, -7 }, // king on c4
    { 0, 15 }, // king on d4
    { 4, -19 }, // king on a5
    { -1, -23 }, // king on b5
    { 5, 17 }, // king on c5
    { -2, 24 }, // king on d5
    { -1, -34 }, // king on a6
    { 9, -11 }, // king on b6
    { 1, 21 }, // king on c6
    { -2, 40 }, // king on d6
    { -4, -24 }, // king on a7
    { 0, -2 }, // king on b7
    { 0, 14 }, // king on c7
    { 1, 64 }, // king on d7
    { -1, -3 }, // king on a8
    { 0, 4 }, // king on b8
    { 1, 25 }, // king on c8
    { 3, 45 }, // king on d8
    { -22, -7 }, // isolated pawn
    { 0, -19 }, // doubled pawn
    { -3, 0 }, // backward pawn
    { 15, -5 }, // supported pawn
    { 0, 8 }, // passed pawn rank 2
    { 0, 4 }, // passed pawn rank 3
    { 4, 19 }, // passed pawn rank 4
    { 28, 50 }, // passed pawn rank 5
    { 59, 75 }, // passed pawn rank 6
    { 64, 122 }, // passed pawn rank 7
    { 0, 11 }, // passed pawn king distance
    { 53, 60 }, // bishop pair
    { 35, 0 }, // rook open file
    { 10, 24 }, // rook half-open file
    { 40, 13 }, // rook on 7th
    { 15, 0 }, // king shelter pawn
    { -23, 0 }, // king open file
    { 47, -21 }, // king zone attack
    { 3, -1 }, // tempo
    { 51, 23 }, // threat by pawn
    { 46, 6 }, // threat by minor
    { 41, 22 }, // threat by rook
    { 19, 44 }, // hanging piece
    { 17, 47 }, // weak pawn attacked
    { -32, 23 }, // 1 king attackers with the queen
    { -22, 15 }, // 2 king attackers with the queen
    { 27, 1 }, // 3 king attackers with the queen
    { 61, 0 }, // 4 king attackers with the queen
    { 90, 0 }, // 5 king attackers with the queen
    { 120, 0 }, // 6+ king attackers with the queen
    { 0, 1 }, // free passed pawn rank 2
    { 0, 15 }, // free passed pawn rank 3
    { 0, 8 }, // free passed pawn rank 4
    { 13, 31 }, // free passed pawn rank 5
    { 16, 55 }, // free passed pawn rank 6
    { 39, 101 }, // free passed pawn rank 7
    { 8, 27 }, // rook behind passed pawn
    { 31, 31 }, // knight outpost
    { 20, 41 }, // bishop outpost
    { -5, 4 }, // own pawn on the bishop's colour
    { 0, 300 }, // unstoppable passed pawn
    { 14, 0 }, // knight mobility
    { 4, 0 }, // bishop mobility
    { 7, 0 }, // rook mobility
    { 1, 5 }, // queen mobility
    { 6, 0 }, // centre control
    { -38, -40 }, // knight reaching 0 squares
    { -16, -29 }, // knight reaching 1 squares
    { -3, -38 }, // knight reaching 2 squares
    { 4, -10 }, // knight reaching 3 squares
    { -7, -45 }, // bishop reaching 0 squares
    { -17, -33 }, // bishop reaching 1 squares
    { 1, -13 }, // bishop reaching 2 squares
    { -2, -3 }, // bishop reaching 3 squares
    { -6, -37 }, // rook reaching 0 squares
    { 12, -15 }, // rook reaching 1 squares
    { 11, -9 }, // rook reaching 2 squares
    { 4, -6 }, // rook reaching 3 squares
    { -38, -40 }, // queen reaching 0 squares
    { -13, -20 }, // queen reaching 1 squares
    { -18, -10 }, // queen reaching 2 squares
    { -12, -6 }, // queen reaching 3 squares
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
