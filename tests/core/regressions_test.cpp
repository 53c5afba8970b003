// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs found by the fuzz targets in tests/fuzz, kept so the behaviour they probed stays put.
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <string>

namespace rochade {
namespace {

// pgn_fuzz: the reader takes any symbol as a tag name ("FE=" here), the writer keeps only
// standard names (letters, digits, '_'). The written game must still read back whole.
TEST(FuzzRegression, PgnWithNonStandardTagNameWritesOutputThatReadsBack) {
    const PgnParseResult read = parsePgn("[FE= \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 e5 *\n");
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 1u);
    const std::string written = writePgn(read.games.front());
    const PgnParseResult again = parsePgn(written);
    ASSERT_TRUE(again.ok()) << written;
    ASSERT_EQ(again.games.size(), 1u);
    EXPECT_EQ(again.games.front().moves(), read.games.front().moves());
    EXPECT_EQ(again.games.front().result, "*");
}

// pgn_fuzz: a ';' comment may hold '}', which a brace comment cannot; the writer drops it
// rather than end the comment early, so the words after it stay inside the comment.
TEST(FuzzRegression, PgnLineCommentWithClosingBraceSurvivesWriting) {
    const PgnParseResult read = parsePgn("1. e4 e5 2. Nf3 Nc6 ; c } still comment\n*\n");
    ASSERT_TRUE(read.ok()) << read.error->message;
    const PgnParseResult again = parsePgn(writePgn(read.games.front()));
    ASSERT_TRUE(again.ok());
    const std::vector<const Game::Node*> line = again.games.front().game.mainLine();
    ASSERT_EQ(line.size(), 4u);
    EXPECT_EQ(line[3]->annotation.comment, "c still comment");
}

} // namespace
} // namespace rochade
