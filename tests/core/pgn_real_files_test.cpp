// SPDX-License-Identifier: GPL-3.0-or-later
// PGN files written by other tools, from the Debian package pychess: the mate-in-N
// collections, whose FEN tags nearly all end in a full-move number of 0, and the lichess
// studies, whose comments have line breaks and paragraphs.
#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

/// Where the Debian package pychess installs its lessons (lichess studies).
constexpr const char* kLessonDir = "/usr/share/pychess/learn/lessons/";

/// The {...} comments of a PGN text, found without our reader (tag lines and ';' comments
/// skipped), each with its whitespace made plain: CRLF as LF, no blanks at the ends of a
/// line, other runs of blanks as one space, a run of blank lines as one.
std::vector<std::string> lessonCommentsInFileText(const std::string& text) {
    std::vector<std::string> comments;
    std::size_t i = 0;
    while (i < text.size()) {
        const bool lineStart = i == 0 || text[i - 1] == '\n';
        if ((lineStart && text[i] == '[') || text[i] == ';') {
            i = std::min(text.find('\n', i), text.size());
            continue;
        }
        if (text[i] != '{') {
            ++i;
            continue;
        }
        const std::size_t close = std::min(text.find('}', i), text.size());
        std::vector<std::string> lines;
        std::istringstream raw(text.substr(i + 1, close - i - 1));
        for (std::string line; std::getline(raw, line);) {
            std::istringstream words(line);
            std::string plain;
            for (std::string word; words >> word;)
                plain += (plain.empty() ? "" : " ") + word;
            lines.push_back(plain);
        }
        std::string comment;
        bool blankLine = false;
        for (const std::string& line : lines) {
            if (line.empty()) {
                blankLine = true;
                continue;
            }
            if (!comment.empty()) comment += blankLine ? "\n\n" : "\n";
            comment += line;
            blankLine = false;
        }
        comments.push_back(comment);
        i = close + 1;
    }
    return comments;
}

/// Every comment of a game's tree (before and after each move), in tree order.
void collectLessonComments(const Game::Node& node, std::vector<std::string>& out) {
    out.push_back(node.annotation.commentBefore);
    out.push_back(node.annotation.comment);
    for (std::size_t i = 0; i < node.childCount(); ++i)
        collectLessonComments(node.child(i), out);
}

TEST(PychessLichessStudies, CommentsKeepTheirLineBreaksAndParagraphsThroughARoundTrip) {
    // Before, 42 games of these studies came back with every comment on one line.
    std::size_t filesRead = 0;
    std::size_t commentsWithBreaks = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kLessonDir)) {
        const std::string path = entry.path().string();
        if (entry.path().extension() != ".pgn") continue;
        SCOPED_TRACE(path);
        ++filesRead;
        std::ifstream in(path, std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        const PgnParseResult read = parsePgn(text);
        ASSERT_TRUE(read.ok()) << read.error->message;
        std::vector<std::string> comments;
        for (const PgnGame& game : read.games)
            collectLessonComments(game.game.root(), comments);
        // Each comment of the file with a line break is a comment of ours, breaks and all.
        for (const std::string& fileComment : lessonCommentsInFileText(text)) {
            if (fileComment.find('\n') == std::string::npos) continue;
            ++commentsWithBreaks;
            bool found = false;
            for (const std::string& ours : comments)
                found = found || ours.find(fileComment) != std::string::npos;
            EXPECT_TRUE(found) << fileComment;
        }
        // Written and read back, every comment is the same.
        std::string written;
        for (const PgnGame& game : read.games)
            written += writePgn(game);
        const PgnParseResult back = parsePgn(written);
        ASSERT_TRUE(back.ok()) << back.error->message;
        ASSERT_EQ(back.games.size(), read.games.size());
        std::vector<std::string> again;
        for (const PgnGame& game : back.games)
            collectLessonComments(game.game.root(), again);
        EXPECT_EQ(again, comments);
    }
    // Not skipped: no files means the test machine lacks a package it needs.
    EXPECT_GT(filesRead, 0u) << kLessonDir << " is empty: install the Debian package 'pychess'";
    EXPECT_GE(commentsWithBreaks, 40u) << "the files no longer show the case under test";
}

} // namespace
} // namespace rochade
