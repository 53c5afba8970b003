// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli solve` as a user runs it: the real binary on small files in a temporary folder.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct SolveRun {
    int status = -1;
    std::vector<std::string> lines; ///< stdout
    std::string err;
};

/// A folder of its own for each test, removed afterwards.
class SolveFolder {
public:
    SolveFolder() {
        std::string pattern = (fs::temp_directory_path() / "rochade-solve-XXXXXX").string();
        m_path = mkdtemp(pattern.data()) ? pattern : std::string {};
    }
    ~SolveFolder() {
        std::error_code ec;
        if (!m_path.empty()) fs::remove_all(m_path, ec);
    }
    fs::path file(const std::string& name, const std::string& text) const {
        const fs::path path = m_path / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

std::string readSolveFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Runs rochade-cli solve with `args` (each one quoted), its output in files of `folder`.
SolveRun runSolve(const SolveFolder& folder, const std::vector<std::string>& args) {
    std::string command = std::string("'") + ROCHADE_CLI_PATH + "' solve";
    for (const std::string& a : args)
        command += " '" + a + "'";
    const fs::path out = folder.path() / "out.txt";
    const fs::path err = folder.path() / "err.txt";
    command += " >'" + out.string() + "' 2>'" + err.string() + "' </dev/null";
    const int status = std::system(command.c_str());
    SolveRun run;
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::istringstream lines(readSolveFile(out));
    for (std::string line; std::getline(lines, line);)
        run.lines.push_back(line);
    run.err = readSolveFile(err);
    return run;
}

std::vector<std::string> tabFields(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream stream(line);
    for (std::string field; std::getline(stream, field, '\t');)
        fields.push_back(field);
    return fields;
}

TEST(SolveCommand, SolvesAPgnFileAndNamesTheUnreadablePuzzle) {
    SolveFolder folder;
    const fs::path pgn = folder.file("puzzles.pgn",
        "[Event \"Back rank\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n\n"
        "[Event \"Broken\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Rb9 *\n\n"
        "[Event \"Goal\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n"
        "[Termination \"mate in 1\"]\n\n*\n");
    const SolveRun run = runSolve(folder, { pgn.string(), "--nodes", "2000" });
    EXPECT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 3u) << run.err;
    EXPECT_EQ(tabFields(run.lines[0]),
        (std::vector<std::string> { "1", "Back rank", "solved", "Ra8#", "Ra8#" }));
    EXPECT_EQ(tabFields(run.lines[1]),
        (std::vector<std::string> { "3", "Goal", "solved", "Ra8#", "mate in 1" }));
    EXPECT_EQ(run.lines[2], "# solved 2/2 (1 unreadable, named on stderr)");
    EXPECT_NE(run.err.find("puzzle 2 skipped"), std::string::npos) << run.err;
}

TEST(SolveCommand, SolvesEpdAndCountsAFailure) {
    SolveFolder folder;
    const fs::path epd = folder.file("suite.epd",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"back rank\";\n"
        "4k3/8/8/8/8/8/3q4/4K3 w - - am Kf1; id \"take it\";\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Na3; id \"rim\";\n");
    const SolveRun run = runSolve(folder, { epd.string(), "--nodes", "2000" });
    EXPECT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 4u) << run.err;
    EXPECT_EQ(tabFields(run.lines[0]),
        (std::vector<std::string> { "1", "back rank", "solved", "Ra8#", "bm Ra8#" }));
    EXPECT_EQ(tabFields(run.lines[1]),
        (std::vector<std::string> { "2", "take it", "solved", "Kxd2", "am Kf1" }));
    const std::vector<std::string> rim = tabFields(run.lines[2]);
    ASSERT_EQ(rim.size(), 5u);
    EXPECT_EQ(rim[2], "failed");
    EXPECT_TRUE(rim[3].ends_with("?")) << "the refused move is marked: " << rim[3];
    EXPECT_EQ(rim[4], "bm Na3");
    EXPECT_EQ(run.lines[3], "# solved 2/3");
    EXPECT_EQ(run.err, "");
}

TEST(SolveCommand, ExitsWithTwoForAMissingFileOrBadArguments) {
    SolveFolder folder;
    const SolveRun missing = runSolve(folder, { (folder.path() / "none.pgn").string() });
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos) << missing.err;
    EXPECT_TRUE(missing.lines.empty());

    const fs::path pgn
        = folder.file("one.pgn", "[FEN \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"]\n\n1. Ra8# *\n");
    EXPECT_EQ(runSolve(folder, {}).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--nodes", "0" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--nodes", "10", "--movetime", "10" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), "--depth", "3" }).status, 2);
    EXPECT_EQ(runSolve(folder, { pgn.string(), pgn.string() }).status, 2);
}

} // namespace
