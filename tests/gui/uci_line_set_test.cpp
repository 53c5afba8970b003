// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of gathering a search's MultiPV "info" lines into complete sets, from Stockfish's own
// lines (copied from /usr/games/stockfish 15.1 with "setoption name MultiPV value 3").
#include "engines/uci_line_set.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

namespace {

Position lineSetFromFen(std::string_view fen) {
    const Result<Position> pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : lineSetFromFen(kStartFen);
}

/// One line of Stockfish's text, parsed as UciEngineProcess parses it.
engine::UciInfoLine info(const char* line, const Position& pos) {
    std::optional<engine::UciInfoLine> parsed = engine::parseUciInfoLine(line, pos);
    EXPECT_TRUE(parsed.has_value()) << line;
    return parsed.value_or(engine::UciInfoLine {});
}

std::string firstMove(const engine::SearchLine& line) {
    return line.principalVariation.empty() ? std::string() : toUci(line.principalVariation.front());
}

} // namespace

TEST(UciLineSet, ASetIsCompleteOnlyAtItsLastLine) {
    const Position start = lineSetFromFen(kStartFen);
    UciLineSet lines;
    lines.begin(start, 3);
    EXPECT_FALSE(lines.add(info("info depth 1 seldepth 1 multipv 1 score cp 18 nodes 57 nps 14250 "
                                "hashfull 0 tbhits 0 time 4 pv e2e4",
        start)));
    EXPECT_FALSE(lines.add(info("info depth 1 seldepth 1 multipv 2 score cp 12 nodes 57 nps 14250 "
                                "hashfull 0 tbhits 0 time 4 pv g1f3",
        start)));
    const std::optional<engine::SearchInfo> set
        = lines.add(info("info depth 1 seldepth 1 multipv "
                         "3 score cp 11 nodes 57 nps 14250 "
                         "hashfull 0 tbhits 0 time 4 pv d2d4",
            start));
    ASSERT_TRUE(set.has_value());
    EXPECT_EQ(set->depth, 1);
    EXPECT_EQ(set->score, 18);
    ASSERT_EQ(set->lines.size(), 3U);
    EXPECT_EQ(firstMove(set->lines[0]), "e2e4");
    EXPECT_EQ(firstMove(set->lines[1]), "g1f3");
    EXPECT_EQ(firstMove(set->lines[2]), "d2d4");
    EXPECT_EQ(set->lines[2].score, 11);

    // The next iteration's line 1 alone is no set; with its lines 2 and 3 it is, and line 1 is
    // the new one.
    EXPECT_FALSE(lines.add(info("info depth 2 seldepth 2 multipv 1 score cp 45 nodes 165 nps 41250 "
                                "hashfull 0 tbhits 0 time 4 pv d2d4",
        start)));
    EXPECT_EQ(lines.bestDepth(), 2);
    EXPECT_EQ(lines.bestScore(), 45);
    EXPECT_FALSE(lines.add(info("info depth 2 seldepth 2 multipv 2 score cp 18 nodes 165 nps "
                                "41250 hashfull 0 tbhits 0 time 4 pv e2e4",
        start)));
    const auto next = lines.add(info("info depth 2 seldepth 2 multipv 3 score cp 4 nodes 165 nps "
                                     "41250 hashfull 0 tbhits 0 time 4 pv g1f3 a7a6",
        start));
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ(next->depth, 2);
    EXPECT_EQ(firstMove(next->lines[0]), "d2d4");
    EXPECT_EQ(next->lines[2].principalVariation.size(), 2U);
}

TEST(UciLineSet, ALineThatNeverCameKeepsTheSetIncomplete) {
    const Position start = lineSetFromFen(kStartFen);
    UciLineSet lines;
    lines.begin(start, 2);
    // Line 2 without line 1 (an engine that skipped it) is the last line, but no set.
    EXPECT_FALSE(lines.add(info("info depth 1 multipv 2 score cp 12 pv g1f3", start)));
    EXPECT_FALSE(lines.add(info("info depth 1 multipv 1 score cp 18 pv e2e4", start)));
    EXPECT_TRUE(lines.add(info("info depth 2 multipv 2 score cp 10 pv g1f3", start)).has_value());
}

TEST(UciLineSet, NoMoreLinesThanThePositionHasLegalMoves) {
    // The white king on a1, checked by the rook on h1, has two moves: Stockfish asked for
    // three lines reports two.
    const Position pos = lineSetFromFen("7k/8/8/8/8/8/8/K6r w - - 0 1");
    UciLineSet lines;
    lines.begin(pos, 3);
    EXPECT_EQ(lines.size(), 2U);
    EXPECT_FALSE(lines.add(info("info depth 1 seldepth 1 multipv 1 score cp -464 nodes 3 nps 3000 "
                                "hashfull 0 tbhits 0 time 1 pv a1b2",
        pos)));
    const auto set = lines.add(info("info depth 1 seldepth 1 multipv 2 score cp -469 nodes 3 nps "
                                    "3000 hashfull 0 tbhits 0 time 1 pv a1a2",
        pos));
    ASSERT_TRUE(set.has_value());
    EXPECT_EQ(set->lines.size(), 2U);
}

TEST(UciLineSet, BoundsAndLinesBeyondTheSetAreIgnored) {
    const Position start = lineSetFromFen(kStartFen);
    UciLineSet lines;
    lines.begin(start, 1);
    EXPECT_FALSE(lines.add(info("info depth 1 multipv 2 score cp 12 pv g1f3", start)));
    EXPECT_FALSE(lines.add(info("info depth 5 multipv 1 score cp 90 lowerbound pv e2e4", start)));
    EXPECT_EQ(lines.bestDepth(), 0) << "a bound is not line 1's score";
    const auto set = lines.add(info("info depth 5 multipv 1 score cp 30 pv d2d4", start));
    ASSERT_TRUE(set.has_value());
    EXPECT_EQ(set->score, 30);
    EXPECT_EQ(lines.bestScore(), 30);
}

TEST(UciLineSet, BeginStartsOver) {
    const Position start = lineSetFromFen(kStartFen);
    UciLineSet lines;
    lines.begin(start, 2);
    lines.add(info("info depth 3 multipv 1 score cp 18 pv e2e4", start));
    lines.begin(start, 2);
    EXPECT_EQ(lines.bestDepth(), 0);
    EXPECT_FALSE(lines.add(info("info depth 1 multipv 2 score cp 12 pv g1f3", start)))
        << "line 1 of the earlier search does not count";
}
