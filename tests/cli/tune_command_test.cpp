// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of `rochade-cli tune`: bad input is refused with a reason, a PGN file gives the table.
#include "cli_test_support.h"
#include "rochade/engine/full_evaluation.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using rochade::cli::test::lines;
using rochade::cli::test::runCommand;

namespace {

std::string writeTemp(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path()
        / (name + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

TEST(TuneCommand, RefusesBadArgumentsWithAReason) {
    EXPECT_EQ(runCommand({ "tune" }).status, 2);
    EXPECT_NE(runCommand({ "tune" }).err.find("no PGN file"), std::string::npos);
    const auto badFrom = runCommand({ "tune", "x.pgn", "--from", "stockfish" });
    EXPECT_EQ(badFrom.status, 2);
    EXPECT_NE(badFrom.err.find("--from"), std::string::npos);
    EXPECT_EQ(runCommand({ "tune", "x.pgn", "--iterations", "-3" }).status, 2);
    const auto missing = runCommand({ "tune", "/nonexistent/games.pgn" });
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos);
    // Games without a result give nothing to tune on.
    const std::string unfinished = writeTemp("rochade_tune_unfinished",
        "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n");
    const auto empty = runCommand({ "tune", unfinished });
    std::filesystem::remove(unfinished);
    EXPECT_EQ(empty.status, 2);
    EXPECT_NE(empty.err.find("no position"), std::string::npos);
}

TEST(TuneCommand, PrintsTheTunedTable) {
    const std::string games = writeTemp("rochade_tune_games",
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
        "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1-0\n\n"
        "[Result \"0-1\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 "
        "7. O-O Nc6 8. a3 Bxc3 9. bxc3 dxc4 10. Bxc4 Qc7 0-1\n");
    const auto r = runCommand({ "tune", games, "--iterations", "10" });
    std::filesystem::remove(games);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find("2 games (0 skipped)"), std::string::npos) << r.err;
    const auto table = lines(r.out);
    ASSERT_EQ(table.size(), static_cast<std::size_t>(rochade::engine::full::kFeatureCount) + 3);
    EXPECT_NE(table[1].find("kTunedWeights"), std::string::npos);
    EXPECT_NE(table[2].find("// pawn"), std::string::npos);
}

} // namespace
