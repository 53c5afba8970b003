// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the library tests: a temporary folder per test, the real PGN files other tools
// ship, and the brute-force count the explorer and the search are checked against.
#pragma once

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/library/library.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace rochade::library::fixtures {

class LibraryFolder : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("rochade_library_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_"
                + info->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name);
    }
    std::filesystem::path m_dir;
};

inline std::string readText(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// pychess's game collections and lessons, and pgn-extract's ECO file: PGN written by
/// other programs. Sorted, so every run reads them in the same order.
inline std::vector<std::string> referencePgnFiles() {
    std::vector<std::string> files;
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator("/usr/share/pychess", ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".pgn")
            files.push_back(it->path().string());
    if (std::filesystem::exists("/usr/share/pgn-extract/eco.pgn"))
        files.push_back("/usr/share/pgn-extract/eco.pgn");
    std::sort(files.begin(), files.end());
    return files;
}

/// The complete games of `files` that differ in what the writer writes (same tags and same
/// moves make a duplicate, which the library stores once), in file order; a comment standing
/// alone between games (read as a game without tags or moves) is none.
inline std::vector<PgnGame> distinctGames(const std::vector<std::string>& files) {
    std::vector<PgnGame> games;
    std::set<std::string> seen;
    for (const std::string& file : files) {
        PgnParseResult parsed = parsePgn(readText(file));
        for (std::size_t i = 0; i < parsed.games.size(); ++i)
            if (parsed.isComplete(i)
                && !(parsed.games[i].tags.empty() && parsed.games[i].game.root().childCount() == 0)
                && seen.insert(writePgn(parsed.games[i])).second)
                games.push_back(std::move(parsed.games[i]));
    }
    return games;
}

/// What the explorer should say about one position, counted by replaying every game.
struct BruteMove {
    std::set<std::size_t> games;
    std::size_t white = 0;
    std::size_t draws = 0;
    std::size_t black = 0;
};
struct BrutePosition {
    Position position;
    std::map<std::string, BruteMove> moves; ///< by SAN
    std::map<std::size_t, int> firstPly; ///< game -> first ply where it stands here
};

/// The position as a key of its own, independent of the hash: the FEN without its clocks.
inline std::string positionKey(const Position& p) {
    std::istringstream fields(toFen(p));
    std::string key;
    for (int i = 0; i < 4; ++i) {
        std::string field;
        fields >> field;
        key += field + ' ';
    }
    return key;
}

inline std::map<std::string, BrutePosition> bruteForce(const std::vector<PgnGame>& games) {
    std::map<std::string, BrutePosition> positions;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const PgnGame& game = games[g];
        const Game::Node* node = &game.game.root();
        for (int ply = 0; node; ++ply) {
            BrutePosition& here = positions[positionKey(node->position)];
            here.position = node->position;
            here.firstPly.emplace(g, ply);
            const Game::Node* next = node->mainChild();
            if (next && !next->isNullMove()) {
                BruteMove& m = here.moves[toSan(node->position, next->move)];
                if (m.games.insert(g).second) {
                    m.white += game.result == "1-0";
                    m.draws += game.result == "1/2-1/2";
                    m.black += game.result == "0-1";
                }
            }
            node = next;
        }
    }
    return positions;
}

} // namespace rochade::library::fixtures
