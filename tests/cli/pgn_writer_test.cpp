// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the PGN writer: tag roster, move numbers, line wrapping, atomic file writes.
#include "rochade/cli/pgn_writer.h"

#include "cli_test_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace rochade::cli;

namespace {

std::string toText(const PgnGame& game) {
    std::ostringstream out;
    writePgn(out, game);
    return out.str();
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace

TEST(PgnWriter, WritesTheSevenTagRosterAndMovetext) {
    PgnGame game;
    game.event = "Test";
    game.site = "Here";
    game.date = "2026.11.30";
    game.round = "1";
    game.white = "A";
    game.black = "B \"quoted\"";
    game.result = "1-0";
    game.sanMoves = { "e4", "e5", "Nf3" };
    EXPECT_EQ(toText(game),
        "[Event \"Test\"]\n[Site \"Here\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
        "[White \"A\"]\n[Black \"B \\\"quoted\\\"\"]\n[Result \"1-0\"]\n\n"
        "1. e4 e5 2. Nf3 1-0\n\n");
}

TEST(PgnWriter, StartsWithEllipsisWhenBlackMovesFirstFromAFen) {
    PgnGame game;
    game.startFen = "4k3/8/8/8/8/8/8/4K2R b K - 0 7";
    game.firstMoveNumber = 7;
    game.blackMovesFirst = true;
    game.sanMoves = { "Kd7", "O-O" };
    game.result = "*";
    const std::string text = toText(game);
    EXPECT_NE(
        text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 7\"]\n"), std::string::npos);
    EXPECT_NE(text.find("\n7... Kd7 8. O-O *\n"), std::string::npos);
}

TEST(PgnWriter, WrapsMovetextAtEightyColumns) {
    PgnGame game;
    game.result = "1/2-1/2";
    std::string expectedTokens;
    for (int i = 0; i < 120; ++i)
        game.sanMoves.push_back(i % 2 == 0 ? "Nf3" : "Nf6");
    const std::string text = toText(game);
    const auto all = test::lines(text);
    const auto blank = std::find(all.begin(), all.end(), "");
    ASSERT_NE(blank, all.end());
    std::string joined;
    int movetextLines = 0;
    for (auto it = blank + 1; it != all.end() && !it->empty(); ++it) {
        EXPECT_LE(it->size(), 80u) << *it;
        EXPECT_NE(it->front(), ' ');
        joined += (joined.empty() ? "" : " ") + *it;
        ++movetextLines;
    }
    EXPECT_GT(movetextLines, 1);
    EXPECT_EQ(joined.substr(0, 19), "1. Nf3 Nf6 2. Nf3 N");
    EXPECT_NE(joined.find("60. Nf3 Nf6 1/2-1/2"), std::string::npos);
}

TEST(PgnWriter, WritesTheFileAtomically) {
    const auto dir = std::filesystem::temp_directory_path() / "rochade_pgn_writer_test";
    std::filesystem::create_directories(dir);
    const auto path = dir / "games.pgn";
    PgnGame game;
    game.sanMoves = { "d4" };
    auto written = writePgnFile(path.string(), { game, game });
    ASSERT_TRUE(written.ok()) << written.error().message;
    EXPECT_EQ(readFile(path), toText(game) + toText(game));
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
    std::filesystem::remove_all(dir);
}

TEST(PgnWriter, ReportsAnUnwritablePath) {
    auto written = writePgnFile("/nonexistent-dir/for/sure/games.pgn", {});
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().message.find("games.pgn"), std::string::npos);
}
