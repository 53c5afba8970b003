// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the CLI's PGN files: atomic writes, and match records that read back whole.
#include "rochade/cli/pgn_writer.h"

#include "rochade/cli/match.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

using namespace rochade;
using namespace rochade::cli;

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// A scratch directory removed again when the test ends.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& name)
        : m_path(std::filesystem::temp_directory_path() / name) {
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~ScratchDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

PgnGame gameFromMoves(std::initializer_list<const char*> uciMoves, const char* result) {
    PgnGame game;
    game.setTag("White", "A");
    game.setTag("Black", "B");
    for (const char* text : uciMoves) {
        auto move = parseUciMove(game.game.position(), text);
        EXPECT_TRUE(move.ok()) << text;
        if (!move) break;
        EXPECT_TRUE(game.game.playMove(move.value()).ok()) << text;
    }
    game.result = result;
    return game;
}

} // namespace

TEST(PgnFile, HoldsEveryGameAsTheCoreWritesIt) {
    ScratchDir dir("rochade_pgn_file_test");
    const auto path = dir.path() / "games.pgn";
    const PgnGame first = gameFromMoves({ "e2e4", "e7e5", "g1f3" }, "1-0");
    const PgnGame second = gameFromMoves({ "d2d4" }, "*");
    auto written = writePgnFile(path.string(), { first, second });
    ASSERT_TRUE(written.ok()) << written.error().message;
    const std::string text = readFile(path);
    EXPECT_EQ(text, writePgn(first) + writePgn(second));
    EXPECT_NE(text.find("1. e4 e5 2. Nf3 1-0"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}

TEST(PgnFile, ReplacesAnOldFileWhole) {
    ScratchDir dir("rochade_pgn_replace_test");
    const auto path = dir.path() / "games.pgn";
    {
        std::ofstream old(path);
        old << std::string(10000, 'x');
    }
    const PgnGame game = gameFromMoves({ "c2c4" }, "1/2-1/2");
    ASSERT_TRUE(writePgnFile(path.string(), { game }).ok());
    EXPECT_EQ(readFile(path), writePgn(game));
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}

TEST(PgnFile, ReportsAnUnwritablePath) {
    auto written = writePgnFile("/nonexistent-dir/for/sure/games.pgn", {});
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().message.find("games.pgn"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists("/nonexistent-dir/for/sure/games.pgn.tmp"));
}

TEST(PgnFile, ReportsAFailedRenameAndLeavesNoTemporaryFile) {
    ScratchDir dir("rochade_pgn_rename_test");
    // A non-empty directory where the file should go: the rename over it must fail.
    const auto path = dir.path() / "taken";
    std::filesystem::create_directories(path / "inside");
    auto written = writePgnFile(path.string(), { gameFromMoves({ "e2e4" }, "*") });
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().message.find("rename"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
    EXPECT_TRUE(std::filesystem::is_directory(path / "inside"));
}

TEST(PgnFile, MatchGamesReadBackWithTheSameMovesResultsAndTags) {
    MatchOptions options;
    options.first = engine::Level::Easy;
    options.second = engine::Level::Medium;
    options.games = 2;
    options.maxPlies = 30;
    options.limits.depth = 1;
    options.hashMiB = 1;
    // A FEN opening with Black to move: the record must carry SetUp/FEN and "N..." numbers.
    options.openings = { Opening {
        "fen start", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", {} } };
    const MatchResult result = playMatch(options);
    ASSERT_EQ(result.games.size(), 2u);

    ScratchDir dir("rochade_pgn_match_test");
    const auto path = dir.path() / "match.pgn";
    std::vector<PgnGame> records;
    for (const MatchGame& game : result.games)
        records.push_back(game.pgn);
    ASSERT_TRUE(writePgnFile(path.string(), records).ok());

    const std::string text = readFile(path);
    const PgnParseResult parsed = parsePgn(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error->message << " at line " << parsed.error->line;
    ASSERT_EQ(parsed.games.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        const MatchGame& game = result.games[i];
        const PgnGame& back = parsed.games[i];
        EXPECT_FALSE(game.pgn.moves().empty());
        EXPECT_EQ(back.moves(), game.pgn.moves()) << "game " << i + 1;
        EXPECT_EQ(back.result, resultString(game.result));
        EXPECT_EQ(toFen(back.start()), options.openings[0].fen);
        EXPECT_EQ(back.tag("SetUp"), "1");
        EXPECT_EQ(back.tag("Round"), std::to_string(i + 1));
        EXPECT_EQ(back.tag("Event"), "Rochade self-play match");
        EXPECT_TRUE(
            std::regex_match(back.tag("Date").value_or(""), std::regex(R"(\d{4}\.\d{2}\.\d{2})")));
        const bool adjudicated = game.reason.starts_with("adjudicated");
        EXPECT_EQ(back.tag("Termination"), adjudicated ? "adjudication" : "normal");
    }
    EXPECT_EQ(parsed.games[0].tag("White"), "Rochade Easy");
    EXPECT_EQ(parsed.games[0].tag("Black"), "Rochade Medium");
    EXPECT_EQ(parsed.games[1].tag("White"), "Rochade Medium");
    EXPECT_EQ(parsed.games[1].tag("Black"), "Rochade Easy");
    EXPECT_NE(text.find("\n1... "), std::string::npos);
}

TEST(PgnFile, TodayIsAPgnDate) {
    EXPECT_TRUE(std::regex_match(pgnDateToday(), std::regex(R"(20\d\d\.[01]\d\.[0-3]\d)")));
}
