// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of `rochade-cli pgn`: writing games back, --out, --check with file:line:col, --fen.
#include "cli_test_support.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace rochade;
using namespace rochade::cli;
using rochade::cli::test::lines;
using rochade::cli::test::runCommand;

namespace {

class PgnCommand : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = std::filesystem::temp_directory_path()
            / ("rochade_pgn_command_test_"
                + std::to_string(::testing::UnitTest::GetInstance()->random_seed())
                + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    std::string write(const std::string& name, const std::string& text) {
        const std::string path = (m_dir / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    static std::string read(const std::string& path) {
        std::ifstream file(path, std::ios::binary);
        std::ostringstream text;
        text << file.rdbuf();
        return text.str();
    }
    std::filesystem::path m_dir;
};

// The example of issue 13: everything a PGN holds beyond the main line.
const char* const kAnnotated = "[Event \"Game two\"] [Site \"Brno\"] [Date \"2024.01.02\"] "
                               "[Round \"2\"] [White \"A\"] [Black \"B\"] [Result \"1-0\"]\n"
                               "[Opening \"Sicilian\"]\n\n"
                               "1. e4 {best by test} c5 $1 (1... e5 2. Nf3) 2. Nf3 1-0\n\n";
const char* const kFool = "[Event \"Fool\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n";
const char* const kBad = "[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n\n";

TEST_F(PgnCommand, WritesEveryGameBackWithTagsCommentsNagsAndVariations) {
    const std::string path = write("in.pgn", kAnnotated + std::string(kFool));
    const auto run = runCommand({ "pgn", path });
    EXPECT_EQ(run.status, kExitOk) << run.err;
    EXPECT_EQ(run.err, "");
    for (const char* part : { "[Event \"Game two\"]\n[Site \"Brno\"]\n[Date \"2024.01.02\"]\n"
                              "[Round \"2\"]\n",
             "[Opening \"Sicilian\"]\n",
             "1. e4 {best by test} 1... c5 $1 (1... e5 2. Nf3) 2. Nf3 1-0", "[Event \"Fool\"]",
             "1. f3 e5 2. g4 Qh4# 0-1" }) {
        EXPECT_NE(run.out.find(part), std::string::npos) << part << "\n" << run.out;
    }
}

TEST_F(PgnCommand, OutWritesTheFileAndItReadsBackTheSame) {
    const std::string in = write("in.pgn", kAnnotated + std::string(kFool));
    const std::string out = (m_dir / "out.pgn").string();
    const auto run = runCommand({ "pgn", in, "--out", out });
    EXPECT_EQ(run.status, kExitOk) << run.err;
    EXPECT_EQ(run.out, "");
    const PgnParseResult back = parsePgn(read(out));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.games.size(), 2u);
    EXPECT_EQ(back.games[0].tag("Round"), "2");
    EXPECT_EQ(back.games[0].game.nodeAt(1).childCount(), 2u);
    // What Rochade writes reads back identically.
    const auto again = runCommand({ "pgn", out });
    EXPECT_EQ(again.out, read(out));
}

TEST_F(PgnCommand, CheckReportsEveryErrorWithFileLineAndColumn) {
    const std::string path
        = write("three.pgn", kFool + std::string(kBad) + kAnnotated + "1. e4 {open *\n");
    const auto run = runCommand({ "pgn", "--check", path });
    EXPECT_EQ(run.status, kExitUsage);
    EXPECT_EQ(run.out, "");
    const std::vector<std::string> err = lines(run.err);
    ASSERT_EQ(err.size(), 3u) << run.err;
    EXPECT_EQ(err[0].rfind(path + ":7:13: illegal move 2. Ke3", 0), 0u) << err[0];
    EXPECT_EQ(err[1].rfind(path + ":14:7: unterminated comment", 0), 0u) << err[1];
    EXPECT_EQ(err[2], "2 games read, 2 errors");

    const auto clean = runCommand({ "pgn", "--check", write("good.pgn", kFool) });
    EXPECT_EQ(clean.status, kExitOk);
    EXPECT_EQ(clean.err, "1 game read, 0 errors\n");
}

TEST_F(PgnCommand, BadGamesAreLeftOutAndTheOthersWritten) {
    const std::string in = write("in.pgn", kFool + std::string(kBad) + kAnnotated);
    const std::string out = (m_dir / "out.pgn").string();
    const auto run = runCommand({ "pgn", in, "--out", out });
    EXPECT_EQ(run.status, kExitUsage);
    EXPECT_NE(run.err.find(":7:13: illegal move"), std::string::npos) << run.err;
    const PgnParseResult back = parsePgn(read(out));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.games.size(), 2u);
    EXPECT_EQ(back.games[0].tag("Event"), "Fool");
    EXPECT_EQ(back.games[1].tag("Event"), "Game two");
}

TEST_F(PgnCommand, FenPrintsEachGamesFinalPosition) {
    const std::string path = write("in.pgn",
        kFool
            + std::string("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K2R b K - 0 30\"]\n\n"
                          "30... Kd7 (30... Kf7) 31. e4 *\n\n"));
    const auto run = runCommand({ "pgn", "--fen", path });
    EXPECT_EQ(run.status, kExitOk) << run.err;
    // From /usr/games/stockfish: "position startpos moves f2f3 e7e5 g2g4 d8h4", then "d".
    EXPECT_EQ(lines(run.out),
        (std::vector<std::string> { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "8/3k4/8/8/4P3/8/8/4K2R b K - 0 31" }));
}

TEST_F(PgnCommand, RefusesMissingFilesAndBadArguments) {
    const auto missing = runCommand({ "pgn", (m_dir / "nope.pgn").string() });
    EXPECT_EQ(missing.status, kExitFailure);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos) << missing.err;
    EXPECT_EQ(runCommand({ "pgn" }).status, kExitUsage);
    const std::string path = write("in.pgn", kFool);
    EXPECT_EQ(runCommand({ "pgn", path, "--check", "--out", "x.pgn" }).status, kExitUsage);
    EXPECT_EQ(runCommand({ "pgn", path, "--bogus" }).status, kExitUsage);
    EXPECT_FALSE(std::filesystem::exists("x.pgn"));
}

TEST_F(PgnCommand, IndexSaysWhereEachGameLiesAndHowItEnded) {
    const std::string text = "\xEF\xBB\xBF" + std::string(kAnnotated) + kBad + kFool;
    const std::string path = write("three.pgn", text);
    const auto run = runCommand({ "pgn", "--index", path });
    EXPECT_EQ(run.status, kExitOk) << run.err;
    EXPECT_NE(run.err.find(path + ":8:13: illegal move 2. Ke3"), std::string::npos) << run.err;
    const std::vector<std::string> out = lines(run.out);
    ASSERT_EQ(out.size(), 4u) << run.out;
    EXPECT_EQ(out.back(), "# 3 games, 1 error");
    const std::vector<std::string> names { "A\tB\t1-0", "\t\t*", "\t\t0-1" };
    for (std::size_t i = 0; i < 3; ++i) {
        std::istringstream fields(out[i]);
        std::size_t index = 0;
        std::size_t begin = 0;
        std::size_t end = 0;
        fields >> index >> begin >> end;
        EXPECT_EQ(index, i);
        EXPECT_TRUE(out[i].ends_with("\t" + names[i])) << out[i];
        // The range read alone is the game.
        const PgnParseResult alone = parsePgn(text.substr(begin, end - begin));
        ASSERT_EQ(alone.games.size(), 1u) << out[i];
        EXPECT_EQ(alone.ok(), i != 1) << out[i];
    }
    EXPECT_TRUE(out[0].starts_with("0\t3\t")) << out[0]; // after the byte order mark
}

TEST_F(PgnCommand, IndexRefusesAFileItCannotReadAndOtherOptions) {
    const auto missing = runCommand({ "pgn", "--index", (m_dir / "nope.pgn").string() });
    EXPECT_EQ(missing.status, kExitUsage);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos) << missing.err;
    EXPECT_EQ(missing.out, "");
    EXPECT_EQ(runCommand({ "pgn", "--index", m_dir.string() }).status, kExitUsage);
    const std::string path = write("in.pgn", kFool);
    EXPECT_EQ(runCommand({ "pgn", "--index", path, path }).status, kExitUsage);
    EXPECT_EQ(runCommand({ "pgn", "--index", path, "--fen" }).status, kExitUsage);
    const auto empty = runCommand({ "pgn", "--index", write("empty.pgn", "") });
    EXPECT_EQ(empty.status, kExitOk) << empty.err;
    EXPECT_EQ(empty.out, "# 0 games, 0 errors\n");
}

} // namespace

TEST_F(PgnCommand, ControlBytesBetweenGamesAndInMovetextAreWarnedOfAndEveryGameIsWritten) {
    // Two NULs between the games, ESC between two moves, a DOS end-of-file byte at the end.
    const std::string path = write("control.pgn",
        kFool + std::string(2, '\0') + "\n[Event \"Next\"]\n\n1. e4\x1B" + "e5 *\n\x1A");
    const std::string out = (m_dir / "out.pgn").string();
    const auto run = runCommand({ "pgn", path, "--out", out });
    EXPECT_EQ(run.status, kExitOk) << run.err;
    EXPECT_NE(run.err.find(path + ":5:1: warning: control byte 0x00 and 1 more"), std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find(path + ":8:6: warning: control byte 0x1B"), std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find(path + ":9:1: warning: control byte 0x1A"), std::string::npos)
        << run.err;
    const PgnParseResult back = parsePgn(read(out));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.games.size(), 2u);
    EXPECT_EQ(back.games[1].tag("Event"), "Next");
    EXPECT_EQ(back.games[1].moves().size(), 2u);
}
