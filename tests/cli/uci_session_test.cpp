// SPDX-License-Identifier: GPL-3.0-or-later
// UCI sessions scripted end to end from string streams, in process.
#include "rochade/cli/uci_session.h"

#include "cli_test_support.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <streambuf>

using namespace rochade;
using namespace rochade::cli;
using rochade::cli::test::lines;

namespace {

std::vector<std::string> linesStartingWith(const std::string& text, const std::string& prefix) {
    std::vector<std::string> result;
    for (const std::string& line : lines(text))
        if (line.starts_with(prefix)) result.push_back(line);
    return result;
}

/// The move of the only bestmove line, checked to be legal in `pos`.
void expectOneLegalBestMove(const std::string& text, const Position& pos) {
    const auto best = linesStartingWith(text, "bestmove ");
    ASSERT_EQ(best.size(), 1u) << text;
    std::istringstream words(best[0]);
    std::string keyword;
    std::string move;
    words >> keyword >> move;
    EXPECT_TRUE(parseUciMove(pos, move).ok()) << best[0] << " in " << toFen(pos);
}

Position fromFenForTest(std::string_view fen) {
    auto pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startPosition();
}

Position afterMoves(std::vector<std::string> moves) {
    Position pos = Position::startPosition();
    for (const std::string& text : moves) {
        auto move = parseUciMove(pos, text);
        EXPECT_TRUE(move.ok());
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
    }
    return pos;
}

/// An output the test reads line by line while the session's search thread writes to it,
/// as a client reads the engine's pipe: waitForLine() returns the moment a line arrives.
class LineChannel : public std::streambuf {
public:
    /// The next complete line starting with `prefix`, skipping others (kept in seen()), or
    /// "" if none arrives within the timeout.
    std::string waitForLine(std::string_view prefix, std::chrono::milliseconds timeout) {
        std::unique_lock lock(m_mutex);
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            while (m_next < m_lines.size()) {
                const std::string& line = m_lines[m_next++];
                if (line.starts_with(prefix)) return line;
            }
            if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout
                && m_next == m_lines.size())
                return {};
        }
    }
    /// Every complete line so far.
    std::vector<std::string> seen() {
        const std::lock_guard lock(m_mutex);
        return m_lines;
    }

protected:
    int_type overflow(int_type c) override {
        if (c == traits_type::eof()) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        xsputn(&ch, 1);
        return c;
    }
    std::streamsize xsputn(const char* text, std::streamsize n) override {
        const std::lock_guard lock(m_mutex);
        for (std::streamsize i = 0; i < n; ++i) {
            if (text[i] == '\n') {
                m_lines.push_back(m_partial);
                m_partial.clear();
            } else {
                m_partial += text[i];
            }
        }
        m_changed.notify_all();
        return n;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<std::string> m_lines;
    std::string m_partial;
    std::size_t m_next = 0;
};

std::string moveOf(const std::string& bestmoveLine) {
    std::istringstream words(bestmoveLine);
    std::string keyword;
    std::string move;
    words >> keyword >> move;
    return move;
}

} // namespace

TEST(UciSession, HandshakeAnnouncesIdOptionsAndUciok) {
    std::ostringstream out;
    UciSession session(out);
    EXPECT_TRUE(session.handleLine("uci"));
    const auto all = lines(out.str());
    ASSERT_FALSE(all.empty());
    EXPECT_TRUE(all.front().starts_with("id name Rochade"));
    EXPECT_EQ(all.back(), "uciok");
    const std::string text = out.str();
    EXPECT_NE(
        text.find("option name Hash type spin default 64 min 1 max 1024\n"), std::string::npos);
    EXPECT_NE(text.find("option name Level type combo default Full var Easy var Medium var Hard "
                        "var Full\n"),
        std::string::npos);
    EXPECT_NE(
        text.find("option name MultiPV type spin default 1 min 1 max 256\n"), std::string::npos);
    session.handleLine("isready");
    EXPECT_EQ(lines(out.str()).back(), "readyok");
}

TEST(UciSession, GoDepthAfterPositionGivesInfoAndALegalBestMove) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("ucinewgame");
    session.handleLine("position startpos moves e2e4 e7e5 g1f3");
    session.handleLine("go depth 3");
    session.waitForSearch();
    EXPECT_FALSE(session.isSearching());
    const std::string text = out.str();
    const auto infos = linesStartingWith(text, "info depth ");
    ASSERT_FALSE(infos.empty()) << text;
    EXPECT_TRUE(infos.back().starts_with("info depth 3 ")) << infos.back();
    EXPECT_NE(infos.back().find(" score "), std::string::npos);
    EXPECT_NE(infos.back().find(" nodes "), std::string::npos);
    EXPECT_NE(infos.back().find(" pv "), std::string::npos);
    expectOneLegalBestMove(text, afterMoves({ "e2e4", "e7e5", "g1f3" }));
    EXPECT_EQ(lines(text).back().rfind("bestmove ", 0), 0u);
}

TEST(UciSession, GoWithoutPositionSearchesTheStartPosition) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("go nodes 2000");
    session.waitForSearch();
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, GarbageLinesGetAnErrorAndChangeNothing) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position startpos moves d2d4");
    const std::string before = toFen(session.position());
    const std::vector<std::string> garbage = {
        "xyzzy",
        "position",
        "position banana",
        "position startpos e2e4",
        "position fen",
        "go depth abc",
        "go sideways",
        "go depth",
        "setoption",
        "setoption name Hash value 99999",
        "setoption name Hash value lots",
        "setoption name Level value Grandmaster",
        "setoption name Nonsense value 1",
        "setoption name MultiPV value 0",
        "setoption name MultiPV value 257",
        std::string("\x01\xff\xfe garbage"),
        std::string(5000, 'x'),
    };
    for (const std::string& line : garbage) {
        out.str("");
        EXPECT_TRUE(session.handleLine(line));
        const auto all = lines(out.str());
        ASSERT_EQ(all.size(), 1u) << line;
        EXPECT_TRUE(all[0].starts_with("info string error: ")) << line << " -> " << all[0];
        EXPECT_LT(all[0].size(), 200u);
        EXPECT_EQ(toFen(session.position()), before) << line;
        EXPECT_EQ(session.level(), engine::Level::Full);
        EXPECT_FALSE(session.isSearching());
    }
    out.str("");
    session.handleLine("");
    session.handleLine("   \t ");
    EXPECT_TRUE(out.str().empty());
}

TEST(UciSession, StopWithoutGoIsHarmless) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("stop");
    session.handleLine("isready");
    EXPECT_EQ(out.str(), "readyok\n");
}

TEST(UciSession, IllegalMoveInPositionLeavesThePositionUnchanged) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position startpos moves e2e4");
    const std::string before = toFen(session.position());
    session.handleLine("position startpos moves e2e4 e7e5 e1e3");
    EXPECT_EQ(toFen(session.position()), before);
    EXPECT_NE(out.str().find("info string error: position: move 3"), std::string::npos)
        << out.str();
}

TEST(UciSession, InvalidFenLeavesThePositionUnchanged) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    const std::string before = toFen(session.position());
    EXPECT_EQ(before, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    for (const char* bad :
        { "position fen 4k3/8/8/8/8/8/8/4K3 q - - 0 1", "position fen 4k3/8/8/8/8/8/8/8 w - - 0 1",
            "position fen 8/8/8/8 w - - 0 1 moves e2e4",
            "position fen 4kk2/8/8/8/8/8/8/4K3 w - - 0 1" }) {
        out.str("");
        session.handleLine(bad);
        EXPECT_TRUE(out.str().starts_with("info string error: invalid FEN")) << bad << out.str();
        EXPECT_EQ(toFen(session.position()), before);
    }
}

TEST(UciSession, PositionWithFenAndMovesIsApplied) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4 e8d7");
    EXPECT_EQ(toFen(session.position()), "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2");
    EXPECT_TRUE(out.str().empty()) << out.str();
}

TEST(UciSession, StopEndsAHugeDepthSearchWithALegalMove) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position startpos moves g1f3");
    session.handleLine("go depth 60");
    session.handleLine("isready");
    session.handleLine("stop");
    EXPECT_FALSE(session.isSearching());
    const std::string text = out.str();
    EXPECT_NE(text.find("readyok\n"), std::string::npos);
    expectOneLegalBestMove(text, afterMoves({ "g1f3" }));
}

TEST(UciSession, GoInfiniteAnswersOnlyAfterStop) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position startpos");
    session.handleLine("go infinite");
    EXPECT_TRUE(session.isSearching());
    session.handleLine("go depth 2"); // refused while searching
    session.handleLine("stop");
    const std::string text = out.str();
    EXPECT_NE(text.find("info string error: a search is already running"), std::string::npos);
    expectOneLegalBestMove(text, Position::startPosition());
}

TEST(UciSession, GoInAFinishedGameSaysSoAndAnswersNullMove) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position startpos moves f2f3 e7e5 g2g4 d8h4");
    session.handleLine("go depth 3");
    session.waitForSearch();
    const auto all = lines(out.str());
    ASSERT_EQ(all.size(), 2u) << out.str();
    EXPECT_TRUE(all[0].starts_with("info string ")) << all[0];
    EXPECT_NE(all[0].find("checkmate"), std::string::npos);
    EXPECT_EQ(all[1], "bestmove 0000");

    out.str("");
    session.handleLine("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    session.handleLine("go movetime 50");
    EXPECT_NE(out.str().find("stalemate"), std::string::npos);
    EXPECT_EQ(lines(out.str()).back(), "bestmove 0000");
}

TEST(UciSession, FindsAMateInOne) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    session.handleLine("go depth 3");
    session.waitForSearch();
    EXPECT_NE(out.str().find("score mate 1"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("bestmove a1a8"), std::string::npos) << out.str();
}

TEST(UciSession, OptionsChangeLevelAndHash) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("setoption name Level value easy");
    EXPECT_EQ(session.level(), engine::Level::Easy);
    session.handleLine("setoption name hash value 1");
    session.handleLine("go depth 2");
    session.waitForSearch();
    EXPECT_EQ(linesStartingWith(out.str(), "info string error").size(), 0u) << out.str();
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, QuitStopsTheSearchAndEndsTheSession) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("go infinite");
    EXPECT_FALSE(session.handleLine("quit"));
    EXPECT_FALSE(session.isSearching());
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, EndOfInputCountsAsQuit) {
    std::istringstream in("uci\nisready\nposition startpos\ngo depth 60\n");
    std::ostringstream out;
    EXPECT_EQ(runUci(in, out), 0);
    EXPECT_NE(out.str().find("uciok\n"), std::string::npos);
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, CommandLineUciRunsAScript) {
    const auto result
        = test::runCommand({ "uci" }, "isready\nposition startpos moves e2e4\ngo depth 2\nquit\n");
    EXPECT_EQ(result.status, kExitOk);
    EXPECT_NE(result.out.find("readyok"), std::string::npos);
    expectOneLegalBestMove(result.out, afterMoves({ "e2e4" }));
    EXPECT_EQ(test::runCommand({ "uci", "--fast" }).status, kExitUsage);
}

TEST(UciSession, GoSentTheInstantBestmoveIsReadStartsTheNextSearch) {
    // A client sends the next command the moment it reads bestmove; the session must by
    // then count the search as finished. A thousand times in a row, positions changing.
    LineChannel channel;
    std::ostream out(&channel);
    UciSession session(out);
    Position pos = Position::startPosition();
    std::string moves;
    for (int i = 0; i < 1000; ++i) {
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
