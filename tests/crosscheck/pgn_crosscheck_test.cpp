// SPDX-License-Identifier: GPL-3.0-or-later
// PGN files no one here wrote: the pychess collections read, round-trip, and replay to the
// final positions that pgn-extract, an independent reader, computes.
// Needs the Debian packages pychess (/usr/share/pychess) and pgn-extract; without them the
// tests fail and say so.
#include "../core/pgn_equivalence.h"
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

namespace fs = std::filesystem;

const char* const kPychessDir = "/usr/share/pychess/learn";
constexpr std::size_t kMinFiles = 25;
constexpr std::size_t kMinGames = 1300;

std::string pgnExtractPath() {
    const char* env = std::getenv("PGN_EXTRACT");
    return env && *env ? env : "/usr/games/pgn-extract";
}

std::string readFile(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// Every .pgn file of the pychess collections, sorted; empty (and the test failed) if the
/// package is missing.
std::vector<fs::path> pychessFiles() {
    std::vector<fs::path> files;
    std::error_code ec;
    if (!fs::is_directory(kPychessDir, ec)) {
        ADD_FAILURE() << kPychessDir
                      << " is missing: install the PGN collections with "
                         "'apt-get install --no-install-recommends pychess'";
        return files;
    }
    for (const auto& entry : fs::recursive_directory_iterator(kPychessDir))
        if (entry.is_regular_file() && entry.path().extension() == ".pgn")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    EXPECT_GE(files.size(), kMinFiles)
        << "the pychess collections in " << kPychessDir << " are incomplete: reinstall pychess";
    return files;
}

/// A scratch directory removed again when the test ends.
class ScratchDir {
public:
    ScratchDir()
        : m_path(fs::temp_directory_path()
            / ("rochade_pgn_crosscheck_"
                + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()))) {
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    fs::path operator/(const std::string& name) const { return m_path / name; }

private:
    fs::path m_path;
};

/// Runs pgn-extract with `options` on `input`, writing `output`. False (and the test
/// failed) if it cannot run.
bool runPgnExtract(const std::string& options, const fs::path& input, const fs::path& output) {
    const std::string program = pgnExtractPath();
    if (!fs::exists(program)) {
        ADD_FAILURE() << program
                      << " is missing: install it with 'apt-get install --no-install-recommends "
                         "pgn-extract' (or set PGN_EXTRACT)";
        return false;
    }
    const std::string command = "'" + program + "' " + options + " '" + input.string() + "' -o '"
        + output.string() + "' 2> '" + output.string() + ".log'";
    const int status = std::system(command.c_str());
    EXPECT_EQ(status, 0) << command;
    return status == 0;
}

/// FEN fields 1, 2 and 4 always; the castling field unless the reader repaired it.
void expectSamePosition(
    const std::string& ours, const std::string& theirs, bool repairedCastling, std::size_t game) {
    std::istringstream a(ours);
    std::istringstream b(theirs);
    for (int field = 1; field <= 4; ++field) {
        std::string x;
        std::string y;
        a >> x;
        b >> y;
        if (field == 3 && repairedCastling) continue;
        if (field == 3 && x != y) {
            // X-FEN ("Kq") and Shredder-FEN ("Kb") can name the same Chess960 rights.
            const Result<Position> p = parseFen(ours);
            const Result<Position> q = parseFen(theirs);
            ASSERT_TRUE(p.ok() && q.ok()) << ours << " vs " << theirs;
            EXPECT_TRUE(p.value().samePositionAs(q.value()))
                << "game " << game + 1 << ": " << ours << " vs pgn-extract's " << theirs;
            continue;
        }
        EXPECT_EQ(x, y) << "game " << game + 1 << ", FEN field " << field << ": " << ours
                        << " vs pgn-extract's " << theirs;
    }
}

/// pgn-extract's final positions: with -F it writes each game's last FEN as a comment
/// { "FEN" } after the last move (none for a game without moves: then its FEN tag).
std::vector<std::string> pgnExtractFinalPositions(const fs::path& file) {
    std::vector<std::string> fens;
    const PgnParseResult parsed = parsePgn(readFile(file));
    EXPECT_TRUE(parsed.ok()) << parsed.error->message;
    for (const PgnGame& game : parsed.games) {
        const std::vector<const Game::Node*> line = game.game.mainLine();
        std::string comment = line.empty() ? "" : line.back()->annotation.comment;
        if (comment.size() >= 2 && comment.front() == '"' && comment.back() == '"')
            fens.push_back(comment.substr(1, comment.size() - 2));
        else
            fens.push_back(game.tag("FEN").value_or(std::string(kStartFen)));
    }
    return fens;
}

TEST(PychessCollections, EveryGameReadsAndRoundTrips) {
    std::size_t complete = 0;
    std::size_t errors = 0;
    for (const fs::path& path : pychessFiles()) {
        SCOPED_TRACE(path.string());
        const PgnParseResult parsed = parsePgn(readFile(path));
        // The collections hold a few lichess studies with moves that no position allows;
        // those are the only errors there may be.
        for (const PgnError& e : parsed.errors) {
            EXPECT_EQ(e.message.rfind("illegal move", 0), 0u)
                << e.line << ":" << e.column << ": " << e.message;
            ++errors;
        }
        for (std::size_t i = 0; i < parsed.games.size(); ++i) {
            if (!parsed.isComplete(i)) continue;
            ++complete;
            const PgnGame& game = parsed.games[i];
            const std::string written = writePgn(game);
            const PgnParseResult back = parsePgn(written);
            ASSERT_TRUE(back.ok()) << back.error->message << "\n" << written;
            ASSERT_EQ(back.games.size(), 1u);
            EXPECT_EQ(testing::gameDifference(game, back.games[0]), "") << "game " << i + 1 << "\n"
                                                                        << written;
            EXPECT_EQ(writePgn(back.games[0]), written);
        }
    }
    EXPECT_GE(complete, kMinGames);
    EXPECT_LE(errors, 10u);
}

TEST(PychessCollections, FinalPositionsMatchPgnExtract) {
    const std::vector<fs::path> files = pychessFiles();
    ASSERT_FALSE(files.empty());
    ScratchDir dir;
    {
        std::ofstream all(dir / "all.pgn", std::ios::binary);
        for (const fs::path& path : files)
            all << readFile(path) << "\n";
    }
    // 1. pgn-extract's export of the collections (it leaves out the games it rejects).
    ASSERT_TRUE(runPgnExtract("-s", dir / "all.pgn", dir / "clean.pgn"));
    const PgnParseResult ours = parsePgn(readFile(dir / "clean.pgn"));
    ASSERT_TRUE(ours.ok()) << ours.error->line << ":" << ours.error->column << ": "
                           << ours.error->message;
    ASSERT_GE(ours.games.size(), kMinGames);
    // What another tool wrote comes back out the same.
    for (std::size_t i = 0; i < ours.games.size(); ++i) {
        const std::string written = writePgn(ours.games[i]);
        const PgnParseResult back = parsePgn(written);
        ASSERT_TRUE(back.ok() && back.games.size() == 1) << written;
        EXPECT_EQ(testing::gameDifference(ours.games[i], back.games[0]), "") << written;
    }
    std::vector<bool> repaired(ours.games.size(), false);
    for (const PgnError& w : ours.warnings)
        if (w.game && w.message.find("castling") != std::string::npos) repaired[*w.game] = true;

    // 2. The final position of each game, by pgn-extract and by us.
    const std::string fenOptions = "-s -7 -C -N -V -F --nofauxep -w 10000";
    ASSERT_TRUE(runPgnExtract(fenOptions, dir / "clean.pgn", dir / "final.pgn"));
    const std::vector<std::string> theirs = pgnExtractFinalPositions(dir / "final.pgn");
    ASSERT_EQ(theirs.size(), ours.games.size());
    for (std::size_t i = 0; i < theirs.size(); ++i)
        expectSamePosition(toFen(ours.games[i].game.position()), theirs[i], repaired[i], i);

    // 3. pgn-extract reads what we write, every game, to the same final positions.
    {
        std::ofstream written(dir / "ours.pgn", std::ios::binary);
        for (const PgnGame& game : ours.games)
            written << writePgn(game);
    }
    ASSERT_TRUE(runPgnExtract(fenOptions, dir / "ours.pgn", dir / "ours-final.pgn"));
    const std::vector<std::string> again = pgnExtractFinalPositions(dir / "ours-final.pgn");
    ASSERT_EQ(again.size(), ours.games.size());
    for (std::size_t i = 0; i < again.size(); ++i)
        expectSamePosition(toFen(ours.games[i].game.position()), again[i], repaired[i], i);
}

} // namespace
} // namespace rochade
