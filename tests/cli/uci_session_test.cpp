// SPDX-License-Identifier: GPL-3.0-or-later
// UCI sessions scripted end to end from string streams, in process.
#include "rochade/cli/uci_session.h"
#include "rochade/core/notation.h"
#include "rochade/core/openings.h"
#include "rochade/engine/uci_client_protocol.h"

#include "uci_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

using namespace rochade;
using namespace rochade::cli;
using namespace rochade::cli::test;

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
    EXPECT_NE(
        text.find("option name Level type combo default Full var Beginner var Novice var Improver "
                  "var Level 1 "
                  "var Easy var Level 3 var Medium var Level 5 var Hard var Level 7 var Level 8 "
                  "var Level 9 "
                  "var Full\n"),
        std::string::npos);
    EXPECT_NE(
        text.find("option name MultiPV type spin default 1 min 1 max 256\n"), std::string::npos);
    session.handleLine("isready");
    EXPECT_EQ(lines(out.str()).back(), "readyok");
}

TEST(UciSession, AClientReadsEveryAnnouncedOptionAsTheTableDeclaresIt) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("uci");
    std::vector<engine::UciOption> read;
    for (const std::string& line : linesStartingWith(out.str(), "option ")) {
        const auto option = engine::parseUciOption(line);
        ASSERT_TRUE(option.has_value()) << line;
        EXPECT_TRUE(engine::knownUciOption(*option).has_value()) << line;
        read.push_back(*option);
    }
    std::vector<engine::UciOption> announced;
    for (const engine::UciOptionRow& row : engine::uciOptionTable())
        if (row.rochadeAnnounces) announced.push_back(row.declaration);
    EXPECT_EQ(read, announced);
    // An option of the table that the session does not announce is not set either.
    session.handleLine("setoption name Skill Level value 3");
    EXPECT_NE(out.str().find("info string error: unknown option 'Skill Level'"), std::string::npos)
        << out.str();
}

TEST(UciSession, AClientReadsItsScoresOnTheSearchersScale) {
    std::ostringstream out;
    UciSession session(out);
    const Position pos = fromFenForTest("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    session.handleLine("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    session.handleLine("go depth 3");
    session.waitForSearch();
    const auto infos = linesStartingWith(out.str(), "info depth ");
    ASSERT_FALSE(infos.empty()) << out.str();
    const auto last = engine::parseUciInfoLine(infos.back(), pos);
    ASSERT_TRUE(last.has_value()) << infos.back();
    EXPECT_EQ(last->info.score, engine::kMateScore - 1) << infos.back(); // mate in one ply
    const auto best = engine::parseUciBestMove(lines(out.str()).back(), pos);
    ASSERT_TRUE(best.result.has_value());
    EXPECT_EQ(toUci(best.result->bestMove), "a1a8");
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
        // A bad `go` still answers with a move: GoWithBadParametersStillAnswersWithALegalMove.
        "setoption",
        "setoption name Hash value 99999",
        "setoption name Hash value lots",
        "setoption name Level value Grandmaster",
        "setoption name Level value Level 10",
        "setoption name Nonsense value 1",
        "setoption name MultiPV value 0",
        "setoption name MultiPV value 257",
        "setoption name Evaluation value Best",
        "setoption name UCI_LimitStrength value maybe",
        "setoption name UCI_Elo value 99",
        "setoption name UCI_Elo value 9999",
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

TEST(UciSession, AnImpossibleCastlingRightIsDroppedWithAWarningNotRefused) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("position fen 4k3/8/8/8/8/8/8/4K3 w K - 0 1");
    EXPECT_NE(
        out.str().find("info string warning: FEN: castling right 'K' dropped"), std::string::npos)
        << out.str();
    EXPECT_EQ(toFen(session.position()), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // A stale 'K' with the rook on g1 (none on h1) was read as a Chess960 right, and e1g1
    // castled. In the standard game the right is dropped: e1g1 is the king taking its rook.
    out.str("");
    session.handleLine("position fen 4k3/8/8/8/8/8/8/4K1R1 w K - 0 1 moves e1g1");
    EXPECT_NE(
        out.str().find("info string warning: FEN: castling right 'K' dropped"), std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("info string error"), std::string::npos) << out.str();
    EXPECT_EQ(toFen(session.position()), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    out.str("");
    session.handleLine("position fen 4k3/8/8/8/8/8/8/4K1R1 w K - 0 1");
    EXPECT_FALSE(session.position().isChess960());
    EXPECT_EQ(session.position().castlingRights(), 0);
    // With UCI_Chess960 the same 'K' is X-FEN's outermost rook, and e1g1 castles.
    session.handleLine("setoption name UCI_Chess960 value true");
    session.handleLine("position fen 4k3/8/8/8/8/8/8/4K1R1 w K - 0 1 moves e1g1");
    EXPECT_EQ(toFen(session.position()), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
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
    session.handleLine("setoption name Level value Level 3"); // as the combo lists it
    EXPECT_EQ(session.level(), engine::Level::Three);
    session.handleLine("setoption name Level value 7");
    EXPECT_EQ(session.level(), engine::Level::Seven);
    session.handleLine("setoption name Level value easy");
    EXPECT_EQ(session.level(), engine::Level::Easy);
    session.handleLine("setoption name hash value 1");
    session.handleLine("go depth 2");
    session.waitForSearch();
    EXPECT_EQ(linesStartingWith(out.str(), "info string error").size(), 0u) << out.str();
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, BeginnerAsTheComboNamesItAnswersGoWithAnInfoLineAndALegalMove) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("setoption name Level value Beginner");
    EXPECT_EQ(session.level(), engine::Level::Beginner);
    session.handleLine("position startpos moves e2e4 e7e5");
    session.handleLine("go movetime 1000");
    session.waitForSearch();
    EXPECT_EQ(linesStartingWith(out.str(), "info string error").size(), 0u) << out.str();
    EXPECT_EQ(linesStartingWith(out.str(), "info depth 1").size(), 1u) << out.str();
    expectOneLegalBestMove(out.str(), afterMoves({ "e2e4", "e7e5" }));
}

TEST(UciSession, EvaluationOptionSwitchesToTheThesisReference) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("uci");
    EXPECT_NE(out.str().find("option name Evaluation type combo default Full var Reference var "
                             "Full\n"),
        std::string::npos)
        << out.str();
    EXPECT_EQ(session.evaluationMode(), engine::EvaluationMode::Full);
    session.handleLine("setoption name Evaluation value Reference");
    EXPECT_EQ(session.evaluationMode(), engine::EvaluationMode::Reference);
    session.handleLine("setoption name Evaluation value Nonsense");
    EXPECT_EQ(session.evaluationMode(), engine::EvaluationMode::Reference);
    session.handleLine("go infinite");
    out.str("");
    session.handleLine("setoption name Evaluation value Full");
    EXPECT_NE(out.str().find("info string error: cannot change Evaluation during a search"),
        std::string::npos)
        << out.str();
    EXPECT_EQ(session.evaluationMode(), engine::EvaluationMode::Reference);
    session.handleLine("stop");
    session.waitForSearch();
}

TEST(UciSession, LimitStrengthPlaysTheLevelNearestToUciElo) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("uci");
    EXPECT_NE(out.str().find("option name UCI_LimitStrength type check default false\n"),
        std::string::npos);
    EXPECT_NE(out.str().find("option name UCI_Elo type spin default 1600 min 250 max 2600\n"),
        std::string::npos)
        << out.str();
    const auto eloOf = [](engine::Level level) {
        return "setoption name UCI_Elo value " + std::to_string(engine::levelElo(level));
    };
    session.handleLine("setoption name UCI_Elo value 1000"); // nearest: level 1
    EXPECT_EQ(session.playingLevel(), engine::Level::Full); // not limited yet
    session.handleLine("setoption name UCI_LimitStrength value true");
    EXPECT_EQ(session.playingLevel(), engine::Level::One);
    for (engine::Level level : engine::kAllLevels) {
        session.handleLine(eloOf(level));
        EXPECT_EQ(session.playingLevel(), level) << engine::levelElo(level);
    }
    session.handleLine("setoption name UCI_Elo value 2600");
    EXPECT_EQ(session.playingLevel(), engine::Level::Full);
    session.handleLine("setoption name UCI_Elo value 3000"); // out of range: changes nothing
    EXPECT_EQ(session.playingLevel(), engine::Level::Full);
    session.handleLine(eloOf(engine::Level::Medium));
    EXPECT_EQ(session.playingLevel(), engine::Level::Medium);
    session.handleLine("setoption name UCI_LimitStrength value false");
    EXPECT_EQ(session.playingLevel(), engine::Level::Full);

    // A limited search plays the level: level 1 caps the depth at 2 even when asked for 6.
    ASSERT_EQ(engine::levelSettings(engine::Level::One).maxDepth, 2);
    session.handleLine("setoption name UCI_LimitStrength value true");
    session.handleLine("setoption name UCI_Elo value 800");
    out.str("");
    session.handleLine("go depth 6");
    session.waitForSearch();
    EXPECT_EQ(out.str().find("info depth 3"), std::string::npos) << out.str();
    expectOneLegalBestMove(out.str(), Position::startPosition());
}

TEST(UciSession, OwnBookPlaysVariedMovesOfTheNamedLinesThenSearches) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("setoption name OwnBook value maybe");
    EXPECT_NE(out.str().find("OwnBook must be true or false"), std::string::npos);
    // Off by default: a search, no book.
    session.handleLine("position startpos");
    session.handleLine("go depth 2");
    session.waitForSearch();
    EXPECT_EQ(out.str().find("book move"), std::string::npos);

    session.handleLine("setoption name OwnBook value true");
    std::set<std::string> firstMoves;
    for (int game = 0; game < 12; ++game) {
        out.str({});
        session.handleLine("ucinewgame");
        session.handleLine("position startpos");
        session.handleLine("go wtime 60000 btime 60000");
        session.waitForSearch();
        const std::string text = out.str();
        EXPECT_NE(text.find("info string book move"), std::string::npos) << text;
        EXPECT_TRUE(linesStartingWith(text, "info depth ").empty()) << text;
        expectOneLegalBestMove(text, Position::startPosition());
        const std::string move = moveOf(linesStartingWith(text, "bestmove ").back());
        const auto book = OpeningCatalogue::builtin().bookMoves(Position::startPosition());
        EXPECT_TRUE(std::any_of(book.begin(), book.end(), [&](const BookMove& b) {
            return toUci(b.move) == move;
        })) << move;
        firstMoves.insert(move);
    }
    EXPECT_GT(firstMoves.size(), 1U) << "the book plays the same first move every game";

    // Off the named lines it searches.
    out.str({});
    session.handleLine("position startpos moves h2h4 h7h5 h1h3");
    session.handleLine("go depth 2");
    session.waitForSearch();
    EXPECT_EQ(out.str().find("book move"), std::string::npos);
    expectOneLegalBestMove(out.str(), afterMoves({ "h2h4", "h7h5", "h1h3" }));
    // Only as far into the lines as the level knows them: Easy four plies, Full all.
    const auto answerAfterFourPliesAt = [&](const std::string& level) {
        session.handleLine("setoption name Level value " + level);
        out.str({});
        session.handleLine("position startpos moves e2e4 e7e5 g1f3 b8c6");
        session.handleLine("go depth 2");
        session.waitForSearch();
        expectOneLegalBestMove(out.str(), afterMoves({ "e2e4", "e7e5", "g1f3", "b8c6" }));
        return out.str();
    };
    EXPECT_EQ(answerAfterFourPliesAt("Easy").find("book move"), std::string::npos);
    EXPECT_NE(answerAfterFourPliesAt("Full").find("info string book move"), std::string::npos);
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

TEST(UciSession, Chess960CastlingIsReadAndWrittenAsKingOntoRook) {
    std::ostringstream out;
    UciSession session(out);
    session.handleLine("uci");
    EXPECT_NE(
        out.str().find("option name UCI_Chess960 type check default false\n"), std::string::npos);
    // Standard mode: the king's two-square step, also in the PV.
    session.handleLine("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    session.handleLine("go depth 2 searchmoves e1g1");
    session.waitForSearch();
    EXPECT_TRUE(lines(out.str()).back().starts_with("bestmove e1g1 ")) << out.str();

    session.handleLine("setoption name UCI_Chess960 value true");
    session.handleLine("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    session.handleLine("go depth 2 searchmoves e1h1");
    session.waitForSearch();
    EXPECT_TRUE(lines(out.str()).back().starts_with("bestmove e1h1 ")) << out.str();
    EXPECT_NE(
        linesStartingWith(out.str(), "info depth 2").back().find(" pv e1h1"), std::string::npos)
        << out.str();

    // Shredder-FEN and moves in king-onto-rook form: the white king on g1 castles without
    // moving (g1h1), then Black's b8 king castles queenside onto a8.
    out.str("");
    session.handleLine("position fen rk4kr/pppppppp/8/8/8/8/PPPPPPPP/RK4KR w HAha - 0 1");
    EXPECT_NE(out.str().find("error"), std::string::npos) << "two white kings must be rejected";
    out.str("");
    session.handleLine(
        "position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/6KR w Ha - 0 1 moves g1h1 b8a8");
    session.handleLine("go depth 1");
    session.waitForSearch();
    EXPECT_EQ(out.str().find("error"), std::string::npos) << out.str();
    expectOneLegalBestMove(
        out.str(), fromFenForTest("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/5RK1 w - - 2 2"));

    session.handleLine("setoption name UCI_Chess960 value maybe");
    EXPECT_NE(out.str().find("UCI_Chess960 must be true or false"), std::string::npos);
}
