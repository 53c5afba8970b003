// SPDX-License-Identifier: GPL-3.0-or-later
// The Texel tuner: which positions it takes, that its gradient is the loss's derivative, and
// that descending it lowers the loss.
#include "rochade/engine/texel_tuner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace rochade::engine {
namespace {

// Two games of rochade-cli match (Full against Hard at 400 nodes), kept as written.
constexpr const char* kGames = R"(
[Event "Rochade self-play match"]
[Site "rochade-cli"]
[Date "2026.12.01"]
[Round "1"]
[White "Rochade Full"]
[Black "Rochade Hard"]
[Result "1-0"]
[SetUp "1"]
[FEN "rnbqkb1r/ppp1pp1p/5np1/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R b KQkq - 1 4"]
[Termination "normal"]

4... dxc4 5. Bf4 Bf5 6. e4 Nxe4 7. Nxe4 Bxe4 8. Bxc4 Nc6 9. Ke2 e6 10. h4 a5
11. a4 h5 12. g3 b6 13. Kd2 Bxf3 14. Qxf3 Qxd4+ 15. Qd3 Qxb2+ 16. Ke3 Rd8
17. Qe4 Qd2+ 18. Kf3 Qc3+ 19. Kg2 Ne5 20. Bxe5 Qd2 21. Bb5+ Ke7 22. Bxh8 f5
23. Qe3 Bh6 24. Qxd2 Bxd2 25. Be5 c5 26. f4 Be3 27. Rad1 Bd4 28. Bc6 Rc8
29. Bb7 Rd8 30. Rb1 Bxe5 31. fxe5 Rd4 32. Rhd1 Rxa4 33. Rxb6 Rd4 34. Rd6 Rxd6
35. Rxd6 a4 36. Ra6 a3 37. Bc6 c4 38. Rxa3 Kf7 39. Rc3 Kf8 40. Rxc4 Kf7 41. Rd4
Kg8 42. Kf2 Kf7 43. Ke3 Ke7 44. Rd7+ Kf8 45. Rd1 Kf7 46. Rd8 Kg7 47. Rd4 Kf7
48. Rd1 Ke7 49. Rd2 Kf7 50. Bb7 Kf8 51. Rd4 Ke8 52. Bf3 Ke7 53. Bg2 Ke8 54. Rd1
Ke7 55. Bb7 Kf7 56. Rd7+ Kf8 57. Bc6 Kg8 58. Re7 Kf8 59. Rxe6 Kf7 60. Rd6 Kg7
61. Rd7+ Kf8 62. Bf3 Kg8 63. Bd5+ Kf8 64. Rc7 Ke8 65. Rg7 Kf8 66. Rxg6 Ke7
67. Rf6 Kd7 68. Rxf5 Ke7 69. Rxh5 Kd7 70. Rh7+ Kd8 71. Ra7 Ke8 72. g4 Kf8
73. g5 Ke8 74. g6 Kd8 75. g7 Kc8 76. g8=Q# 1-0

[Event "Rochade self-play match"]
[Site "rochade-cli"]
[Date "2026.12.01"]
[Round "2"]
[White "Rochade Hard"]
[Black "Rochade Full"]
[Result "1-0"]
[SetUp "1"]
[FEN "rnbqkb1r/ppp1pp1p/5np1/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R b KQkq - 1 4"]
[Termination "normal"]

4... dxc4 5. Bf4 Bf5 6. e4 Nxe4 7. Nxe4 Bxe4 8. Bxc4 Nc6 9. Ke2 e6 10. h4 a5
11. a4 h5 12. g3 b6 13. Kd2 Bxf3 14. Qxf3 Qxd4+ 15. Qd3 Qxb2+ 16. Ke3 Rd8
17. Qe4 Qd2+ 18. Kf3 Qc3+ 19. Kg2 Ne5 20. Bxe5 Qd2 21. Bb5+ Ke7 22. Bxh8 f5
23. Qe3 Bh6 24. Qxd2 Bxd2 25. Be5 c5 26. f4 Be3 27. Rad1 Bd4 28. Bc6 Rc8
29. Bb7 Rd8 30. Rb1 Bxe5 31. fxe5 Rd4 32. Rhd1 Rxa4 33. Rxb6 Rd4 34. Rd6 Rxd6
35. Rxd6 a4 36. Ra6 a3 37. Bc6 c4 38. Rxa3 Kf7 39. Rc3 Kf8 40. Rxc4 Kf7 41. Rd4
Kg8 42. Kf2 Kf7 43. Ke3 Ke7 44. Rd7+ Kf8 45. Rd1 Kf7 46. Rd8 Kg7 47. Rd4 Kf7
48. Rd1 Ke7 49. Rd2 Kf7 50. Bb7 Kf8 51. Rd4 Ke8 52. Bf3 Ke7 53. Bg2 Ke8 54. Rd1
Ke7 55. Bb7 Kf7 56. Rd7+ Kf8 57. Bc6 Kg8 58. Re7 Kf8 59. Rxe6 Kf7 60. Rd6 Kg7
61. Rd7+ Kf8 62. Bf3 Kg8 63. Bd5+ Kf8 64. Rc7 Ke8 65. Rg7 Kf8 66. Rxg6 Ke7
67. Rf6 Kd7 68. Rxf5 Ke7 69. Rxh5 Kd7 70. Rh7+ Kd8 71. Ra7 Ke8 72. g4 Kf8
73. g5 Ke8 74. g6 Kd8 75. g7 Kc8 76. g8=Q# 1-0

)";

TuningData collect(const std::string& pgn, int skipPlies = 8) {
    TuningData data;
    collectTuningPositions(pgn, tunedFullWeights(), skipPlies, data);
    return data;
}

TEST(TexelTuner, TakesQuietPositionsOfFinishedGamesOnly) {
    const TuningData data = collect(kGames);
    EXPECT_EQ(data.games, 2u);
    EXPECT_EQ(data.skippedGames, 0u);
    EXPECT_GT(data.positions.size(), 50u);
    // Both games have checks and captures to answer, so some positions are left out.
    EXPECT_GT(data.skippedPositions, 10u);
    const std::string unfinished
        = "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n\n";
    const std::string adjudicated = "[Result \"1/2-1/2\"]\n[Termination \"adjudication\"]\n\n"
                                    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1/2-1/2\n\n";
    const TuningData skipped = collect(unfinished + adjudicated, 0);
    EXPECT_EQ(skipped.games, 0u);
    EXPECT_EQ(skipped.skippedGames, 2u);
    EXPECT_TRUE(skipped.positions.empty());
}

TEST(TexelTuner, SkipsTheOpeningPliesAndPositionsWithACaptureToMake) {
    // Scholar's mate: seven positions before a move; in the last one (after 3...Nf6)
    // Qxf7 wins a pawn, so a capture changes the score and it is not quiet.
    const std::string scholar
        = "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
    const TuningData all = collect(scholar, 0);
    EXPECT_EQ(all.games, 1u);
    EXPECT_EQ(all.positions.size() + all.skippedPositions, 7u);
    EXPECT_GE(all.skippedPositions, 1u);
    const TuningData late = collect(scholar, 6);
    EXPECT_EQ(late.positions.size(), 0u); // only the position before 4. Qxf7# is left
    EXPECT_EQ(late.skippedPositions, 1u);
    for (const TuningPosition& p : all.positions)
        EXPECT_EQ(p.result, 1.0);
}

TEST(TexelTuner, GradientMatchesFiniteDifferences) {
    const TuningData data = collect(kGames);
    ASSERT_FALSE(data.positions.empty());
    const std::vector<double> weights = toTuningVector(tunedFullWeights());
    const double scale = 1.1;
    const std::vector<double> gradient = tuningGradient(data.positions, weights, scale);
    const int checked[] = { full::kMaterial, full::kMaterial + 3, full::kPieceSquare + 12,
        full::kMobility, full::kKingShelter, full::kTempo };
    int nonZero = 0;
    for (int feature : checked)
        for (int half : { 0, full::kFeatureCount }) {
            const auto i = static_cast<std::size_t>(feature + half);
            const double h = 0.01;
            std::vector<double> up = weights;
            std::vector<double> down = weights;
            up[i] += h;
            down[i] -= h;
            const double numeric
                = (tuningLoss(data.positions, up, scale) - tuningLoss(data.positions, down, scale))
                / (2 * h);
            EXPECT_NEAR(gradient[i], numeric, 1e-7 + 1e-4 * std::abs(numeric))
                << feature << '+' << half;
            if (std::abs(numeric) > 1e-7) ++nonZero;
        }
    EXPECT_GT(nonZero, 4); // the check is not vacuous
}

TEST(TexelTuner, DescentLowersTheLoss) {
    const TuningData data = collect(kGames);
    const std::vector<double> start = toTuningVector(thesisFullWeights());
    const double scale = fitScale(data.positions, start);
    EXPECT_GT(scale, 0.05);
    EXPECT_LT(scale, 4.0);
    const double before = tuningLoss(data.positions, start, scale);
    // The fitted scale is the best one for these weights.
    EXPECT_LE(before, tuningLoss(data.positions, start, scale * 1.2));
    EXPECT_LE(before, tuningLoss(data.positions, start, scale / 1.2));
    int reports = 0;
    const std::vector<double> tuned = tuneWeights(data.positions, start, scale, 100, 1.0, 0.0,
        [&](int, const std::vector<double>&) { ++reports; });
    EXPECT_EQ(reports, 2); // after passes 50 and 100
    const double after = tuningLoss(data.positions, tuned, scale);
    EXPECT_LT(after, before * 0.95);
}

TEST(TexelTuner, PrintsEveryWeightAsACppTable) {
    FullWeights w = thesisFullWeights();
    w.mg[full::kBishopPair] = 31;
    w.eg[full::kBishopPair] = -7;
    const std::string table = weightsAsCpp(w);
    EXPECT_NE(table.find("{ 31, -7 }, // bishop pair\n"), std::string::npos);
    EXPECT_NE(table.find("{ 275, 275 }, // knight\n"), std::string::npos);
    std::size_t lines = 0;
    for (char ch : table)
        lines += ch == '\n' ? 1 : 0;
    EXPECT_EQ(lines, static_cast<std::size_t>(full::kFeatureCount) + 2);
    // Rounding back gives the same weights.
    const FullWeights back = fromTuningVector(toTuningVector(w));
    EXPECT_EQ(back.mg, w.mg);
    EXPECT_EQ(back.eg, w.eg);
}

} // namespace
} // namespace rochade::engine
