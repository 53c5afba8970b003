// SPDX-License-Identifier: GPL-3.0-or-later
// PGN game trees: variations, comments, NAGs and clocks read and written back; reading on
// after errors; the inputs other readers accept.
#include "rochade/core/pgn.h"

#include "pgn_equivalence.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

using testing::gameDifference;

std::vector<std::string> pgnChildrenSan(const Game::Node& node) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < node.childCount(); ++i)
        out.push_back(node.child(i).san);
    return out;
}

/// The only game of `text`, which must read without an error.
PgnGame readOne(const std::string& text) {
    const PgnParseResult parsed = parsePgn(text);
    EXPECT_TRUE(parsed.ok()) << parsed.error->message << " at " << parsed.error->line << ":"
                             << parsed.error->column << "\n"
                             << text;
    EXPECT_EQ(parsed.games.size(), 1u) << text;
    return parsed.games.empty() ? PgnGame {} : parsed.games.front();
}

/// The movetext lines of written PGN, joined by spaces.
std::string movetextOf(const std::string& pgn) {
    std::istringstream in(pgn);
    std::string out;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.front() == '[') continue;
        if (!out.empty()) out += ' ';
        out += line;
    }
    return out;
}

/// Writes, reads back and writes again: the game must say the same and the text repeat.
void expectRoundTrip(const PgnGame& game) {
    const std::string written = writePgn(game);
    const PgnGame back = readOne(written);
    EXPECT_EQ(gameDifference(game, back), "") << written;
    EXPECT_EQ(writePgn(back), written);
}

const char* const kAnnotatedGame = R"([Event "Game two"]
[Site "Brno"]
[Date "2024.05.01"]
[Round "2"]
[White "Novak, \"Jan\""]
[Black "Back\\slash"]
[Result "1-0"]
[Annotator "R"]
[TimeControl "300+2"]

{Before the first move} 1. e4 {[%clk 0:05:00] [%eval 0.3] King's pawn} 1... c5 $1
(1... e5 $2 {classical} 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Qh5) 3. d3) 2... Nc6)
(1... e6 {[%clk 0:04:58]}) 2. Nf3!? d6 3. d4!N cxd4 4. Nxd4 Nf6 5. Nc3 a6 1-0
)";

TEST(PgnTree, KeepsTagsCommentsNagsClocksAndNestedVariations) {
    const PgnGame game = readOne(kAnnotatedGame);
    ASSERT_EQ(game.tags.size(), 9u);
    EXPECT_EQ(game.tags[0], (PgnTag { "Event", "Game two" }));
    EXPECT_EQ(game.tags[1], (PgnTag { "Site", "Brno" }));
    EXPECT_EQ(game.tags[3], (PgnTag { "Round", "2" }));
    EXPECT_EQ(game.tags[4], (PgnTag { "White", "Novak, \"Jan\"" }));
    EXPECT_EQ(game.tags[5], (PgnTag { "Black", "Back\\slash" }));
    EXPECT_EQ(game.tags[8], (PgnTag { "TimeControl", "300+2" }));
    EXPECT_EQ(game.result, "1-0");

    const Game::Node& root = game.game.root();
    EXPECT_EQ(root.annotation.comment, "Before the first move");
    const Game::Node& e4 = root.child(0);
    EXPECT_EQ(e4.annotation.comment, "King's pawn");
    EXPECT_EQ(e4.annotation.clock, std::chrono::milliseconds(300'000));
    EXPECT_EQ(e4.annotation.eval, "0.3");
    EXPECT_EQ(pgnChildrenSan(e4), (std::vector<std::string> { "c5", "e5", "e6" }));
    EXPECT_EQ(e4.child(0).annotation.nags, std::vector<int> { 1 });
    const Game::Node& e5 = e4.child(1);
    EXPECT_EQ(e5.annotation.nags, std::vector<int> { 2 });
    EXPECT_EQ(e5.annotation.comment, "classical");
    EXPECT_EQ(pgnChildrenSan(e5), (std::vector<std::string> { "Nf3", "Bc4" }));
    EXPECT_EQ(pgnChildrenSan(e5.child(0)), std::vector<std::string> { "Nc6" });
    const Game::Node& bc4 = e5.child(1);
    EXPECT_EQ(pgnChildrenSan(bc4), (std::vector<std::string> { "Nf6", "Bc5" }));
    EXPECT_EQ(pgnChildrenSan(bc4.child(0)), std::vector<std::string> { "d3" });
    EXPECT_EQ(pgnChildrenSan(bc4.child(1)), std::vector<std::string> { "Qh5" });
    EXPECT_EQ(e4.child(2).annotation.clock, std::chrono::milliseconds(298'000));
    EXPECT_EQ(e4.child(2).annotation.comment, "");

    const std::vector<const Game::Node*> line = game.game.mainLine();
    ASSERT_EQ(line.size(), 10u);
    EXPECT_EQ(line[2]->annotation.nags, std::vector<int> { 5 }); // 2. Nf3!?
    EXPECT_EQ(line[4]->annotation.nags, (std::vector<int> { 1, 146 })); // 3. d4!N
    EXPECT_EQ(&game.game.currentNode(), line.back());
    expectRoundTrip(game);
}

TEST(PgnTree, WritesVariationsInParenthesesAfterTheMoveTheyReplace) {
    EXPECT_EQ(movetextOf(writePgn(readOne("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 $1 {good} Nc6 *"))),
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 $1 {good} 2... Nc6 *");
    EXPECT_EQ(movetextOf(writePgn(readOne("1. e4 ( {Or} 1. d4 d5 ) e5 *"))),
        "1. e4 ({Or} 1. d4 d5) 1... e5 *");
    EXPECT_EQ(movetextOf(writePgn(readOne("1. e4 (1. d4) {after the variation} 1... e5 *"))),
        "1. e4 (1. d4) {after the variation} 1... e5 *");
    const PgnGame clocked = readOne("1. e4 {[%clk 1:02:03.4]} e5 {[%eval #-3] [%clk 0:00:05]} *");
    EXPECT_EQ(clocked.game.nodeAt(1).annotation.clock, std::chrono::milliseconds(3'723'400));
    EXPECT_EQ(clocked.game.nodeAt(2).annotation.eval, "#-3");
    EXPECT_EQ(movetextOf(writePgn(clocked)),
        "1. e4 {[%clk 1:02:03.4]} 1... e5 {[%eval #-3] [%clk 0:00:05]} *");
    // Commands other than %clk and %eval stay comment text.
    const PgnGame arrows = readOne("1. e4 {[%cal Ge2e4] [%clk 0:1:00] best} *");
    EXPECT_EQ(arrows.game.nodeAt(1).annotation.comment, "[%cal Ge2e4] best");
    EXPECT_EQ(arrows.game.nodeAt(1).annotation.clock, std::chrono::milliseconds(60'000));
}

TEST(PgnTree, ASecondClockOrEvalOfAMoveStaysCommentTextAndRoundTrips) {
    // Only the last %clk was kept before; now the first is the reading and every other
    // command stays in the comment, so the written file says all the read one said.
    const PgnGame game = readOne("1. e4 {[%clk 0:03:00] [%clk 0:02:59] fast} e5 "
                                 "{[%eval 0.2] [%eval 0.3]} {[%clk 0:02:58]} {[%clk 0:02:57]} *");
    const Annotation& e4 = game.game.nodeAt(1).annotation;
    EXPECT_EQ(e4.clock, std::chrono::milliseconds(180'000));
    EXPECT_EQ(e4.comment, "[%clk 0:02:59] fast");
    const Annotation& e5 = game.game.nodeAt(2).annotation;
    EXPECT_EQ(e5.eval, "0.2");
    EXPECT_EQ(e5.clock, std::chrono::milliseconds(178'000));
    EXPECT_EQ(e5.comment, "[%eval 0.3] [%clk 0:02:57]");
    std::string written = writePgn(game);
    std::replace(written.begin(), written.end(), '\n', ' '); // the writer wraps at 80
    EXPECT_NE(written.find("1. e4 {[%clk 0:03:00] [%clk 0:02:59] fast} 1... e5 {[%eval 0.2] "
                           "[%clk 0:02:58] [%eval 0.3] [%clk 0:02:57]} *"),
        std::string::npos)
        << written;
    expectRoundTrip(game);
}

TEST(PgnTree, CommentParagraphsAndACommentOnlyGameRoundTrip) {
    // A file's first entry that is only a comment (as pgn-extract's eco.pgn opens), a game
    // whose comments have a line break and a blank line (lichess studies write both), and
    // a tagged game with no moves but a comment.
    const std::string text = "{A collection of openings.\r\n"
                             "Read it slowly.\r\n\r\n\r\n"
                             "David}\r\n\r\n"
                             "[Event \"One\"]\n\n"
                             "{Before the first move:\n  two lines} 1. e4 {First paragraph.\n\n"
                             "Second paragraph,\n   in two lines.} e5 *\n\n"
                             "[Event \"Two\"]\n\n{Nothing was played.\n\nNothing at all.} *\n";
    const PgnParseResult read = parsePgn(text);
    ASSERT_TRUE(read.ok()) << read.error->message;
    ASSERT_EQ(read.games.size(), 3u);
    EXPECT_TRUE(read.games[0].tags.empty());
    EXPECT_TRUE(read.games[0].moves().empty());
    EXPECT_EQ(read.games[0].game.root().annotation.comment,
        "A collection of openings.\nRead it slowly.\n\nDavid");
    EXPECT_EQ(read.games[1].game.root().annotation.comment, "Before the first move:\ntwo lines");
    EXPECT_EQ(read.games[1].game.nodeAt(1).annotation.comment,
        "First paragraph.\n\nSecond paragraph,\nin two lines.");
    EXPECT_TRUE(read.games[2].moves().empty());
    EXPECT_EQ(
        read.games[2].game.root().annotation.comment, "Nothing was played.\n\nNothing at all.");

    std::string written;
    for (const PgnGame& game : read.games)
        written += writePgn(game);
    EXPECT_NE(
        written.find("{First paragraph.\n\nSecond paragraph,\nin two lines.}"), std::string::npos)
        << written;
    EXPECT_NE(
        written.find("{A collection of openings.\nRead it slowly.\n\nDavid} *"), std::string::npos)
        << written;
    const PgnParseResult back = parsePgn(written);
    ASSERT_TRUE(back.ok()) << back.error->message;
    ASSERT_EQ(back.games.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_EQ(gameDifference(read.games[i], back.games[i]), "") << i << "\n" << written;
    // A line of a comment that starts with '%' gets a space first, or it would read as an
    // escape line; the space is not part of the comment read back.
    PgnGame percent;
    percent.game.annotate(percent.game.root(), Annotation { "", "50\n%of it", {}, {}, {} });
    const std::string escaped = writePgn(percent);
    EXPECT_NE(escaped.find("{50\n %of it}"), std::string::npos) << escaped;
    EXPECT_EQ(readOne(escaped).game.root().annotation.comment, "50\n%of it");
}

TEST(PgnTree, SetUpPositionsEscapesAndLongLinesRoundTrip) {
    PgnGame game = readOne("[White \"A \\\"B\\\" C\\\\D\"]\n[SetUp \"1\"]\n"
                           "[FEN \"4k3/8/8/8/8/8/4P3/4K2R b K - 0 30\"]\n\n"
                           "30... Kd7 (30... Kf7 31. O-O+) 31. e4 *");
    const std::string written = writePgn(game);
    EXPECT_NE(written.find("[White \"A \\\"B\\\" C\\\\D\"]\n"), std::string::npos) << written;
    EXPECT_NE(written.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K2R b K - 0 30\"]\n"),
        std::string::npos)
        << written;
    EXPECT_EQ(movetextOf(written), "30... Kd7 (30... Kf7 31. O-O+) 31. e4 *");
    expectRoundTrip(game);

    // Many variations wrap at 80 columns, never inside a [%...] command. A comment is
    // never broken, however long: a break would read back as one the comment has.
    // Appended piecewise: GCC 12's -Wrestrict misfires on "{" + std::string at -O3.
    std::string text(1, '{');
    text.append(30, 'x').append(1, ' ').append(100, 'y').append("} 1. e4 ");
    for (int i = 0; i < 30; ++i)
        text.append("(1. d4 {[%cal Gd2d4,Gc2c4,Gg1f3,Gb1c3,Gc1f4] plan ")
            .append(std::to_string(i))
            .append("} d5) ");
    text.append("e5 {").append(200, 'z').append(" [%clk 0:00:01]} *");
    game = readOne(text);
    EXPECT_EQ(game.game.root().childCount(), 31u);
    const std::string wrapped = writePgn(game);
    bool inComment = false;
    std::string line;
    bool lineHasComment = false;
    for (char c : wrapped) {
        if (c == '\n') {
            if (!lineHasComment) {
                EXPECT_LE(line.size(), 80u) << line;
            }
            line.clear();
            lineHasComment = inComment;
            continue;
        }
        if (c == '{') inComment = true;
        lineHasComment = lineHasComment || inComment;
        if (c == '}') inComment = false;
        line += c;
    }
    EXPECT_NE(wrapped.find(std::string(1, '{').append(30, 'x').append(1, ' ').append(100, 'y')),
        std::string::npos);
    std::istringstream lines(wrapped);
    for (std::string each; std::getline(lines, each);) {
        EXPECT_EQ(each.find("[%cal") == std::string::npos, each.find("Gc1f4]") == std::string::npos)
            << each;
    }
    expectRoundTrip(game);
}

TEST(PgnTree, GameOverloadWritesTheLineToTheCurrentNodeWithItsVariations) {
    PgnGame pgn = readOne("1. e4 e5 2. Nf3 Nc6 *");
    Game game = pgn.toGame();
    ASSERT_TRUE(game.jumpToPly(2));
    ASSERT_TRUE(game.addVariation(parseSan(game.position(), "Nc3").value()).ok());
    EXPECT_EQ(movetextOf(writePgn(game, {})), "1. e4 e5 2. Nc3 (2. Nf3 Nc6) *");
    EXPECT_TRUE(game.nodeAt(2).child(0).isMainLine()); // the game itself is unchanged
    ASSERT_TRUE(game.goTo(game.nodeAt(2)));
    EXPECT_EQ(movetextOf(writePgn(game, {})), "1. e4 e5 *");
}

TEST(PgnTree, VariationsNestToTheLimitAndNoDeeper) {
    auto nested = [](int depth) {
        std::string text = "1. e4 ";
        for (int i = 0; i < depth; ++i)
            text += "(1. d4 ";
        text.append(static_cast<std::size_t>(depth), ')');
        return text + " e5 *";
    };
    // Each variation replaces the d4 before it, so all are continuations of the start.
    const PgnGame deep = readOne(nested(kMaxPgnVariationDepth));
    EXPECT_EQ(deep.game.root().childCount(), static_cast<std::size_t>(kMaxPgnVariationDepth) + 1);
    expectRoundTrip(deep);
    const PgnParseResult tooDeep = parsePgn(nested(kMaxPgnVariationDepth + 1));
    ASSERT_EQ(tooDeep.errors.size(), 1u);
    EXPECT_NE(tooDeep.errors[0].message.find("nested deeper"), std::string::npos)
        << tooDeep.errors[0].message;
    EXPECT_EQ(tooDeep.errors[0].column, 7 + 7 * kMaxPgnVariationDepth);
}

// --- reading on after errors --------------------------------------------------------------

TEST(PgnRecovery, OneBadGameAmongEighteenLeavesTheOtherSeventeen) {
    std::string text;
    for (int i = 1; i <= 18; ++i) {
        text += "[Event \"Study chapter " + std::to_string(i) + "\"]\n\n";
        text += i == 7 ? "1. e4 e5 2. Qxf7 Nc6 *\n\n" : "1. d4 d5 2. c4 e6 *\n\n";
    }
    const PgnParseResult parsed = parsePgn(text);
    ASSERT_EQ(parsed.errors.size(), 1u);
    const PgnError& e = parsed.errors.front();
    EXPECT_EQ(e.line, 7 * 4 - 1);
    EXPECT_EQ(e.column, 13);
    EXPECT_NE(e.message.find("2. Qxf7"), std::string::npos) << e.message;
    ASSERT_EQ(parsed.games.size(), 18u);
    ASSERT_EQ(e.game, std::optional<std::size_t>(6));
    EXPECT_EQ(parsed.games[6].moves().size(), 2u); // its valid part
    std::size_t complete = 0;
    for (std::size_t i = 0; i < parsed.games.size(); ++i) {
        complete += parsed.isComplete(i) ? 1 : 0;
        EXPECT_EQ(parsed.games[i].tag("Event"), "Study chapter " + std::to_string(i + 1));
    }
    EXPECT_EQ(complete, 17u);
}

TEST(PgnRecovery, ReadsOnAfterBadTagsMissingResultsAndBadBytes) {
    struct Case {
        const char* text;
        int line;
        int column;
        const char* messagePart;
    };
    const std::vector<Case> cases = {
        { "[Event \"x\"]\n[Site Brno]\n\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *", 2, 7,
            "double quotes" },
        { "[Event \"x\"]\n\n1. e4 e5\n\n[Event \"next\"]\n\n1. d4 *", 5, 1, "result" },
        { "[Event \"x\"]\n\n1. e4 \xC3\xA9 e5 *\n\n[Event \"next\"]\n\n1. d4 *", 3, 7, "0xC3" },
        { "[Event \"x\"]\n\n1. e4 ) e5 *\n\n[Event \"next\"]\n\n1. d4 *", 3, 7, "')'" },
        { "[Event \"x\"]\n\n1. e4 (1. d4 (1... e5)) *\n[Event \"next\"]\n\n1. d4 *", 3, 20,
            "illegal move 1. e5" },
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text);
        const PgnParseResult parsed = parsePgn(c.text);
        ASSERT_EQ(parsed.errors.size(), 1u) << parsed.errors.back().message;
        EXPECT_EQ(parsed.errors[0].line, c.line);
        EXPECT_EQ(parsed.errors[0].column, c.column);
        EXPECT_NE(parsed.errors[0].message.find(c.messagePart), std::string::npos)
            << parsed.errors[0].message;
        ASSERT_FALSE(parsed.games.empty());
        const PgnGame& last = parsed.games.back();
        EXPECT_TRUE(parsed.isComplete(parsed.games.size() - 1));
        EXPECT_EQ(last.tag("Event"), "next");
        EXPECT_EQ(last.moves().size(), 1u);
    }
}

// --- what other readers accept ---------------------------------------------------------

TEST(PgnTolerance, ReadsTheFormsOtherReadersRead) {
    EXPECT_EQ(readOne("1. e4 e5 2. Nf3 \xC2\xBD-\xC2\xBD").result, "1/2-1/2");
    const PgnParseResult halves = parsePgn("1. e4 \xC2\xBD-\xC2\xBD\n\n1. d4 \xC2\xBD-\xC2\xBD\n");
    ASSERT_TRUE(halves.ok()) << halves.error->message;
    ASSERT_EQ(halves.games.size(), 2u);
    EXPECT_EQ(halves.games[0].result, "1/2-1/2");
    EXPECT_EQ(halves.games[1].moves().size(), 1u);
    EXPECT_EQ(readOne("1. e4 1 ... e5 2 . Nf3 *").moves().size(), 3u);

    const PgnGame nulls = readOne("1. e4 -- 2. d4 Z0 3. c4 *");
    EXPECT_EQ(
        toFen(nulls.game.position()), "rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq - 0 3");
    EXPECT_TRUE(nulls.game.nodeAt(2).isNullMove());
    EXPECT_EQ(movetextOf(writePgn(nulls)), "1. e4 -- 2. d4 -- 3. c4 *");

    // UCI's null move "0000" is a null move too, not the move number 0: read as pgn-extract
    // reads "--", and written back as "--".
    const PgnGame uciNulls = readOne("1. e4 0000 2. d4 0000 3. c4 *");
    EXPECT_EQ(uciNulls.game.position(), nulls.game.position());
    EXPECT_TRUE(uciNulls.game.nodeAt(2).isNullMove());
    EXPECT_TRUE(uciNulls.game.nodeAt(4).isNullMove());
    EXPECT_EQ(movetextOf(writePgn(uciNulls)), "1. e4 -- 2. d4 -- 3. c4 *");
    // A null move while in check is refused with an error naming the token.
    const PgnParseResult inCheck = parsePgn("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ 0000 *");
    ASSERT_TRUE(inCheck.error);
    EXPECT_NE(inCheck.error->message.find("null move 3... 0000"), std::string::npos)
        << inCheck.error->message;
    EXPECT_EQ(inCheck.error->column, 30);

    const PgnGame glyphs = readOne("1. e4!N e5 N 2. Nf3 !? Nc6?! *");
    EXPECT_EQ(glyphs.game.nodeAt(1).annotation.nags, (std::vector<int> { 1, 146 }));
    EXPECT_EQ(glyphs.game.nodeAt(2).annotation.nags, std::vector<int> { 146 });
    EXPECT_EQ(glyphs.game.nodeAt(3).annotation.nags, std::vector<int> { 5 });
    EXPECT_EQ(glyphs.game.nodeAt(4).annotation.nags, std::vector<int> { 6 });

    const PgnGame quotes = readOne("[Event \"The \"Big\" Game\"] [Site \"a\"]\n\n*");
    EXPECT_EQ(quotes.tag("Event"), "The \"Big\" Game");
    EXPECT_EQ(quotes.tag("Site"), "a");
    EXPECT_NE(writePgn(quotes).find("[Event \"The \\\"Big\\\" Game\"]"), std::string::npos);

    const PgnGame zero = readOne("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 0\"]\n\n"
                                 "1. Rh2 *");
    EXPECT_EQ(zero.start().fullmoveNumber(), 1);
}

TEST(PgnTolerance, DropsCastlingRightsTheFenPositionCannotHaveAndSaysSo) {
    const PgnParseResult parsed
        = parsePgn("[Event \"x\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O *");
    ASSERT_TRUE(parsed.ok()) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 1u);
    EXPECT_EQ(toFen(parsed.games[0].start()), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(parsed.games[0].moves().size(), 1u);
    ASSERT_EQ(parsed.warnings.size(), 3u);
    for (const PgnError& w : parsed.warnings) {
        EXPECT_EQ(w.line, 2);
        EXPECT_EQ(w.column, 1);
        EXPECT_NE(w.message.find("castling right"), std::string::npos) << w.message;
    }
    EXPECT_NE(parsed.warnings[0].message.find("'Q'"), std::string::npos);
    // A FEN that is wrong for another reason is still an error.
    EXPECT_FALSE(parsePgn("[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1 x\"]\n\n*").ok());
}

} // namespace
} // namespace rochade
