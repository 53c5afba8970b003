// SPDX-License-Identifier: GPL-3.0-or-later
// What `go` searches, in process: back to back with the last answer, after a rejected
// position, with MultiPV and searchmoves.
#include "rochade/cli/uci_session.h"

#include "../sanitizer_build.h"
#include "uci_test_support.h"

#include "rochade/core/move_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <sstream>

using namespace rochade;
using namespace rochade::cli;
using namespace rochade::cli::test;

TEST(UciSession, GoSentTheInstantBestmoveIsReadStartsTheNextSearch) {
    // A client sends the next command the moment it reads bestmove; the session must by
    // then count the search as finished. A thousand times in a row, positions changing.
    LineChannel channel;
    std::ostream out(&channel);
    UciSession session(out);
    Position pos = Position::startPosition();
    std::string moves;
    // A quarter of that under the sanitizers (see kSearches in uci_client_test.cpp).
    const int searches = rochade::test::kSanitizedBuild ? 250 : 1000;
    for (int i = 0; i < searches; ++i) {
        session.handleLine("position startpos" + (moves.empty() ? "" : " moves" + moves));
        session.handleLine(i % 2 == 0 ? "go depth 1" : "go nodes 200");
        const std::string best = channel.waitForLine("bestmove ", std::chrono::seconds(5));
        ASSERT_FALSE(best.empty()) << "search " << i << " was never answered";
        const auto move = parseUciMove(pos, moveOf(best));
        ASSERT_TRUE(move.ok()) << best << " in " << toFen(pos);
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
        moves += ' ' + moveOf(best);
        if (!MoveGenerator::hasLegalMove(pos) || i % 40 == 39) {
            pos = Position::startPosition();
            moves.clear();
        }
    }
    session.handleLine("quit");
    for (const std::string& line : channel.seen())
        EXPECT_FALSE(line.starts_with("info string error")) << line;
}

TEST(UciSession, StopSentTheInstantAfterGoIsNeverLost) {
    // "go infinite" then "stop" at once: the stop may land before the search thread has
    // started; each search has its own stop token set by the session, so it still ends.
    LineChannel channel;
    std::ostream out(&channel);
    UciSession session(out);
    for (int i = 0; i < 300; ++i) {
        session.handleLine("go infinite");
        session.handleLine("stop");
        const std::string best = channel.waitForLine("bestmove ", std::chrono::seconds(5));
        ASSERT_FALSE(best.empty()) << "search " << i << " was never answered";
        EXPECT_TRUE(parseUciMove(Position::startPosition(), moveOf(best)).ok()) << best;
    }
}

TEST(UciSession, AfterARejectedPositionGoAnswersNullMoveUntilAValidPosition) {
    // The client now believes in a position the engine does not have: any real move could
    // be illegal there, so the answer is the null move, with the reason.
    for (const char* bad : { "position startpos moves e2e4 e7e5 e1e3",
             "position fen 4k3/8/8/8/8/8/8/8 w - - 0 1", "position fen", "position sideways" }) {
        std::ostringstream out;
        UciSession session(out);
        session.handleLine("position startpos moves e2e4");
        session.handleLine(bad);
        EXPECT_FALSE(session.hasValidPosition()) << bad;
        out.str("");
        session.handleLine("go depth 2");
        session.waitForSearch();
        const auto all = lines(out.str());
        ASSERT_EQ(all.size(), 2u) << bad << "\n" << out.str();
        EXPECT_TRUE(all[0].starts_with("info string error: no valid position")) << all[0];
        EXPECT_EQ(all[1], "bestmove 0000") << bad;
        // A second go: still no position.
        out.str("");
        session.handleLine("go depth 2");
        EXPECT_EQ(lines(out.str()).back(), "bestmove 0000");
        // A valid position is searched again.
        out.str("");
        session.handleLine("position startpos moves d2d4");
        EXPECT_TRUE(session.hasValidPosition());
        session.handleLine("go depth 2");
        session.waitForSearch();
        expectOneLegalBestMove(out.str(), afterMoves({ "d2d4" }));
    }
}

TEST(UciSession, GoWithBadParametersStillAnswersWithALegalMove) {
    // A client waits for a bestmove after every go: garbage in the line is reported, then
    // ignored, and the remaining limits (or a short fallback) are searched.
    for (const char* go : { "go depth abc", "go sideways", "go wtime 5000 btime",
             "go nodes 500 frobnicate", "go depth two nodes 400" }) {
        std::ostringstream out;
        UciSession session(out);
        session.handleLine("position startpos moves e2e4");
        session.handleLine(go);
        session.waitForSearch();
        EXPECT_FALSE(linesStartingWith(out.str(), "info string error: go: ignoring").empty())
            << go << "\n"
            << out.str();
        expectOneLegalBestMove(out.str(), afterMoves({ "e2e4" }));
    }
}

TEST(UciSession, UciNewGameAfterARejectedPositionSearchesTheStartPosition) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen nonsense");
    session.handleLine("ucinewgame");
    out.str("");
    session.handleLine("go depth 1");
    session.waitForSearch();
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, FenWithFullmoveNumberZeroIsAccepted) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 0");
    EXPECT_TRUE(out.str().empty()) << out.str();
    EXPECT_EQ(toFen(session.position()), "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    session.handleLine("go depth 2");
    session.waitForSearch();
    EXPECT_NE(out.str().find("bestmove a1a8"), std::string::npos) << out.str();
}

TEST(UciSession, MultiPvReportsThatManyLinesBestFirst) {
    // Two back-rank mates in one (Ra8#, Rb8#), as Stockfish's MultiPV 3 also reports them;
    // the third line is no mate in one.
    constexpr std::string_view kFen = "6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1";
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("setoption name MultiPV value 3");
    EXPECT_EQ(session.multiPv(), 3);
    const Position pos = fromFenForTest(kFen);
    session.handleLine("position fen " + std::string(kFen));
    session.handleLine("go depth 4");
    session.waitForSearch();
    const std::string text = out.str();
    const auto lastDepth = linesStartingWith(text, "info depth 4 ");
    ASSERT_EQ(lastDepth.size(), 3u) << text;
    std::vector<std::string> firstMoves;
    for (std::size_t k = 0; k < 3; ++k) {
        const std::string& line = lastDepth[k];
        ASSERT_NE(line.find(" multipv " + std::to_string(k + 1) + " "), std::string::npos) << line;
        EXPECT_EQ(line.find(" score mate 1 ") != std::string::npos, k < 2) << line;
        const std::string pv = line.substr(line.find(" pv ") + 4);
        firstMoves.push_back(pv.substr(0, pv.find(' ')));
        // Every line is a legal sequence from the position.
        Position walk = pos;
        std::istringstream pvWords(pv);
        for (std::string m; pvWords >> m;) {
            const auto move = parseUciMove(walk, m);
            ASSERT_TRUE(move.ok()) << line;
            UndoInfo undo;
            walk.makeMove(move.value(), undo);
        }
    }
    std::vector<std::string> mates = { firstMoves[0], firstMoves[1] };
    std::sort(mates.begin(), mates.end());
    EXPECT_EQ(mates, (std::vector<std::string> { "a1a8", "b1b8" }));
    EXPECT_EQ(moveOf(linesStartingWith(text, "bestmove ").at(0)), firstMoves[0]);
}

TEST(UciSession, MultiPvOfOneKeepsTheSingleLineFormat) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("go depth 3");
    session.waitForSearch();
    EXPECT_EQ(out.str().find(" multipv "), std::string::npos) << out.str();
}

TEST(UciSession, SearchMovesRestrictsTheRootAndReportsIllegalOnes) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    // Without the restriction the mate Ra8 is played; with it, one of the two moves given.
    session.handleLine("go depth 3 searchmoves h2h3 e2e5 g2g4");
    session.waitForSearch();
    const std::string text = out.str();
    const auto errors = linesStartingWith(text, "info string error: searchmoves: ignoring 'e2e5'");
    EXPECT_EQ(errors.size(), 1u) << text;
    const auto best = linesStartingWith(text, "bestmove ");
    ASSERT_EQ(best.size(), 1u) << text;
    const std::string move = moveOf(best[0]);
    EXPECT_TRUE(move == "h2h3" || move == "g2g4") << text;
    for (const std::string& info : linesStartingWith(text, "info depth ")) {
        const std::string pv = info.substr(info.find(" pv ") + 4);
        const std::string first = pv.substr(0, pv.find(' '));
        EXPECT_TRUE(first == "h2h3" || first == "g2g4") << info;
    }
}

TEST(UciSession, SearchMovesFollowedByOtherLimitsStillHonoursThem) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("go searchmoves a2a3 depth 2");
    session.waitForSearch();
    const std::string text = out.str();
    EXPECT_EQ(linesStartingWith(text, "info string error").size(), 0u) << text;
    EXPECT_EQ(linesStartingWith(text, "info depth 3 ").size(), 0u) << text;
    EXPECT_EQ(moveOf(linesStartingWith(text, "bestmove ").at(0)), "a2a3");
}
