// SPDX-License-Identifier: GPL-3.0-or-later
// PGN files written by other tools: the mate-in-N collections that the Debian package
// pychess ships, whose FEN tags nearly all end in a full-move number of 0.
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace rochade {
namespace {

/// Where the Debian package pychess installs its puzzle collections.
constexpr const char* kPuzzleDir = "/usr/share/pychess/learn/puzzles/";

class PychessMateCollection : public ::testing::TestWithParam<const char*> { };

TEST_P(PychessMateCollection, EveryGameAndEveryFenTagIsRead) {
    const std::string path = std::string(kPuzzleDir) + GetParam();
    std::ifstream in(path, std::ios::binary);
    // Not skipped: a missing file means the test machine lacks a package it needs.
    ASSERT_TRUE(in.good()) << path << " is missing: install the Debian package 'pychess'";
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();

    // The FEN tags as they stand in the file, counted without our reader.
    int fenTags = 0;
    int endingInZero = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.starts_with("[FEN \"")) continue;
        ++fenTags;
        const std::string fen = line.substr(6, line.rfind('"') - 6);
        if (fen.ends_with(" 0")) ++endingInZero;
        const Result<Position> pos = parseFen(fen);
        EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message);
        if (pos.ok() && fen.ends_with(" 0")) {
            EXPECT_EQ(pos.value().fullmoveNumber(), 1) << fen;
        }
    }
    ASSERT_GT(fenTags, 100) << path;
    EXPECT_GT(endingInZero, fenTags / 2) << "the file no longer shows the case under test";

    // The whole file through the PGN reader: every game, from its FEN tag.
    const PgnParseResult result = parsePgn(text);
    ASSERT_TRUE(result.ok()) << path << ":" << result.error->line << ":" << result.error->column
                             << ": " << result.error->message;
    int gamesWithFen = 0;
    for (const PgnGame& game : result.games) {
        const auto fen = game.tag("FEN");
        if (!fen) continue;
        ++gamesWithFen;
        const Result<Position> pos = parseFen(*fen);
        ASSERT_TRUE(pos.ok()) << *fen;
        EXPECT_TRUE(game.start().samePositionAs(pos.value())) << *fen;
        EXPECT_FALSE(game.moves().empty()) << *fen;
    }
    EXPECT_EQ(gamesWithFen, fenTags);
}

INSTANTIATE_TEST_SUITE_P(MateInN, PychessMateCollection,
    ::testing::Values("mate_in_2.pgn", "mate_in_3.pgn", "mate_in_4.pgn"));

} // namespace
} // namespace rochade
