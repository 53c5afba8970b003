// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the UCI lines the GUI writes and reads: Stockfish's own "info" and "bestmove"
// lines (copied from its output), and "position" commands that Stockfish itself reads back.
#include "engines/uci_protocol.h"
#include "gui_fixture.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <QFileInfo>
#include <QProcess>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using rochade::gui::test::fromFen;
using rochade::gui::test::kStockfish;

namespace {

std::vector<Move> uciMoves(Position pos, const QStringList& texts) {
    std::vector<Move> moves;
    for (const QString& text : texts) {
        const Result<Move> move = parseUciMove(pos, text.toStdString());
        EXPECT_TRUE(move.ok()) << text.toStdString();
        if (!move.ok()) break;
        moves.push_back(move.value());
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
    }
    return moves;
}

/// The FEN Stockfish reports ("d") after reading `command`.
QString stockfishFenAfter(const QString& command) {
    QProcess stockfish;
    stockfish.start(kStockfish, {});
    if (!stockfish.waitForStarted(5000)) return {};
    stockfish.write((command + QStringLiteral("\nd\nquit\n")).toUtf8());
    stockfish.closeWriteChannel();
    stockfish.waitForFinished(5000);
    for (const QString& line : QString::fromUtf8(stockfish.readAllStandardOutput()).split('\n'))
        if (line.startsWith(QStringLiteral("Fen: "))) return line.mid(5).trimmed();
    return {};
}

/// parseUciInfo() on one line of text.
std::optional<engine::SearchInfo> readInfo(const char* line, const Position& pos) {
    return parseUciInfo(uciTokens(QString::fromUtf8(line)), pos);
}

} // namespace

TEST(UciInfo, ReadsStockfishsCentipawnLineWithItsPrincipalVariation) {
    // Stockfish 15 after "position startpos moves e2e4" / "go depth 3".
    const Position pos = fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    const auto info = readInfo("info depth 3 seldepth 3 multipv 1 score cp 46 nodes 126 "
                               "nps 42000 hashfull 0 tbhits 0 time 3 pv g8f6 b1c3 c7c5",
        pos);
    ASSERT_TRUE(info.has_value());
    EXPECT_EQ(info->depth, 3);
    EXPECT_EQ(info->selectiveDepth, 3);
    EXPECT_EQ(info->score, 46);
    EXPECT_FALSE(info->isMate);
    EXPECT_EQ(info->nodes, 126u);
    EXPECT_EQ(info->nodesPerSecond, 42000u);
    EXPECT_EQ(info->timeMs, 3);
    ASSERT_EQ(info->principalVariation.size(), 3u);
    EXPECT_EQ(toUci(pos, info->principalVariation[0], false), "g8f6");
}

TEST(UciInfo, TurnsMateInMovesIntoAnEngineMateScore) {
    const Position pos = fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    const auto mates = readInfo("info depth 6 seldepth 2 multipv 1 score mate 1 nodes "
                                "120 nps 24000 hashfull 0 tbhits 0 time 5 pv a1a8",
        pos);
    ASSERT_TRUE(mates.has_value());
    EXPECT_TRUE(mates->isMate);
    EXPECT_EQ(mates->mateInMoves, 1);
    EXPECT_EQ(mates->score, engine::kMateScore - 1);
    const auto mated = readInfo("info depth 9 score mate -2 pv a1b1", pos);
    ASSERT_TRUE(mated.has_value());
    EXPECT_EQ(mated->score, -(engine::kMateScore - 4));
    // A centipawn score never reaches the mate range.
    const auto huge = readInfo("info depth 9 score cp 500000", pos);
    ASSERT_TRUE(huge.has_value());
    EXPECT_LT(huge->score, engine::kMateThreshold);
}

TEST(UciInfo, CutsThePrincipalVariationAtItsFirstIllegalMove) {
    const auto info
        = readInfo("info depth 4 score cp 10 pv e2e4 e7e5 e4e5 g1f3", fromFen(kStartFen));
    ASSERT_TRUE(info.has_value());
    EXPECT_EQ(info->principalVariation.size(), 2u); // e4e5: a pawn cannot take straight ahead
}

TEST(UciInfo, IgnoresLinesWithoutDepthAndScore) {
    EXPECT_FALSE(readInfo("info string NNUE evaluation using "
                          "nn-ad9b42354671.nnue enabled",
        fromFen(kStartFen)));
    EXPECT_FALSE(readInfo("info depth 12 currmove e2e4 currmovenumber 1", fromFen(kStartFen)));
    EXPECT_FALSE(readInfo("info depth x score cp 30", fromFen(kStartFen)));
    // "string" ends the line: a depth in the text after it does not count.
    EXPECT_FALSE(readInfo("info score cp 30 string depth 5", fromFen(kStartFen)));
}

/// parseUciInfoLine() on one line of text.
std::optional<UciInfoLine> readLine(const char* line, const Position& pos) {
    return parseUciInfoLine(uciTokens(QString::fromUtf8(line)), pos);
}

TEST(UciInfoLine, ReadsStockfishsMultiPvLinesOfAMateInOne) {
    // Stockfish 15.1, "setoption name MultiPV value 3", "go depth 3" on a back-rank mate.
    const Position pos = fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    const auto first = readLine("info depth 1 seldepth 1 multipv 1 score mate 1 nodes 57 nps "
                                "57000 hashfull 0 tbhits 0 time 1 pv a1a8",
        pos);
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->multiPv, 1);
    EXPECT_FALSE(first->isBound);
    ASSERT_EQ(first->info.lines.size(), 1u);
    EXPECT_TRUE(first->info.lines[0].isMate);
    EXPECT_EQ(first->info.lines[0].mateInMoves, 1);
    ASSERT_EQ(first->info.lines[0].principalVariation.size(), 1u);
    EXPECT_EQ(toUci(pos, first->info.lines[0].principalVariation[0], false), "a1a8");

    const auto third = readLine("info depth 3 seldepth 3 multipv 3 score cp 608 nodes 314 nps "
                                "314000 hashfull 0 tbhits 0 time 1 pv a1b1 g7g5 b1b8 g8g7",
        pos);
    ASSERT_TRUE(third.has_value());
    EXPECT_EQ(third->multiPv, 3);
    EXPECT_EQ(third->info.depth, 3);
    ASSERT_EQ(third->info.lines.size(), 1u);
    EXPECT_FALSE(third->info.lines[0].isMate);
    EXPECT_EQ(third->info.lines[0].score, 608);
    EXPECT_EQ(third->info.lines[0].principalVariation.size(), 4u);
    // Without the word, a line is the first.
    const auto plain = readLine("info depth 2 score cp 5 pv a1a8", pos);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(plain->multiPv, 1);
}

TEST(UciInfoLine, MarksABoundScore) {
    // Stockfish 15.1 after "position startpos moves e2e4", an aspiration window failing low.
    const Position pos = fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    const auto bound = readLine("info depth 16 seldepth 22 multipv 1 score cp -44 upperbound "
                                "nodes 500758 nps 136001 hashfull 190 tbhits 0 time 3682 pv "
                                "c7c5 g1f3",
        pos);
    ASSERT_TRUE(bound.has_value());
    EXPECT_TRUE(bound->isBound);
    EXPECT_EQ(bound->info.score, -44);
    EXPECT_EQ(bound->info.principalVariation.size(), 2u);
}

TEST(UciInfoLine, GarbageGivesNoLineOrOnlyItsLegalPart) {
    const Position start = fromFen(kStartFen);
    for (const char* garbage : { "info", "info multipv", "info depth 5 multipv x score cp 3",
             "info depth 5 multipv 0 score cp 3 pv e2e4", "info depth 5 multipv -2 score cp 3",
             "info depth 5 multipv 999999999999 score cp 3", "info depth 5 score",
             "info depth 5 score cp", "info depth 5 score mate", "info depth 5 score cp abc",
             "info score cp 3 pv e2e4", "info depth 7", "info pv e2e4 depth", "info depth -",
             "info \x01\x02 depth 3 \xff", "info depth 5 multipv 2" }) {
        EXPECT_FALSE(readLine(garbage, start).has_value()) << garbage;
        EXPECT_FALSE(readInfo(garbage, start).has_value()) << garbage;
    }
    // Whatever follows a real depth and score: the line is kept, its moves only while legal.
    const auto odd = readLine("info depth 3 score cp 20 bogus 12 pv e2e4 zz99 e7e5", start);
    ASSERT_TRUE(odd.has_value());
    EXPECT_EQ(odd->info.principalVariation.size(), 1u);
    const auto wrongSide = readLine("info depth 3 multipv 2 score cp 20 pv e7e5 e2e4", start);
    ASSERT_TRUE(wrongSide.has_value());
    EXPECT_TRUE(wrongSide->info.principalVariation.empty());
    EXPECT_TRUE(wrongSide->info.lines[0].principalVariation.empty());
}

TEST(UciMultiPvOption, ReadsStockfishsAnnouncementAndRejectsOtherLines) {
    const auto option = parseUciMultiPvOption(
        uciTokens(QStringLiteral("option name MultiPV type spin default 1 min 1 max 500")));
    ASSERT_TRUE(option.has_value());
    EXPECT_EQ(option->defaultValue, 1);
    EXPECT_EQ(option->min, 1);
    EXPECT_EQ(option->max, 500);
    for (const char* other : { "option name Threads type spin default 1 min 1 max 1024",
             "option name MultiPV type check default false",
             "option name MultiPV type spin default 1 min 0 max 5",
             "option name MultiPV type spin default 1 min 5 max 2",
             "option name MultiPV type spin default 1 min x max 3",
             "option name MultiPV type spin default 1", "option name MultiPV" }) {
        EXPECT_FALSE(parseUciMultiPvOption(uciTokens(QString::fromLatin1(other))).has_value())
            << other;
    }
}

TEST(UciBestMoveLine, ReadsALegalMoveAndRejectsTheRest) {
    const UciBestMove good
        = parseUciBestMove(uciTokens(QStringLiteral("bestmove g8f6 ponder b1c3")),
            fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    ASSERT_TRUE(good.result.has_value());
    EXPECT_EQ(good.result->principalVariation.size(), 1u);
    EXPECT_FALSE(good.result->noLegalMove);

    const auto error = [](const char* line, const Position& pos) {
        const UciBestMove answer = parseUciBestMove(uciTokens(QString::fromUtf8(line)), pos);
        EXPECT_FALSE(answer.result.has_value()) << line;
        return answer.error;
    };
    EXPECT_EQ(error("bestmove", fromFen(kStartFen)), UciBestMoveError::Missing);
    EXPECT_EQ(error("bestmove e2e5", fromFen(kStartFen)), UciBestMoveError::IllegalMove);
    EXPECT_EQ(error("bestmove hello", fromFen(kStartFen)), UciBestMoveError::NotAMove);
    EXPECT_EQ(error("bestmove (none)", fromFen(kStartFen)), UciBestMoveError::GaveUp);
}

TEST(UciBestMoveLine, AcceptsNoMoveWhenThereIsNone) {
    // Black is checkmated (fool's mate): Stockfish answers "bestmove (none)".
    const Position mated = fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    const UciBestMove answer
        = parseUciBestMove(uciTokens(QStringLiteral("bestmove (none)")), mated);
    ASSERT_TRUE(answer.result.has_value());
    EXPECT_TRUE(answer.result->noLegalMove);
    EXPECT_TRUE(answer.result->bestMove.isNull());
}

TEST(UciPosition, StockfishReadsOurCommandsAsTheSamePosition) {
    if (!QFileInfo(kStockfish).isExecutable()) GTEST_SKIP() << "no Stockfish";
    struct Case {
        std::string_view fen;
        QStringList moves;
    };
    const Case cases[] = {
        { kStartFen, { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1" } },
        { kStartFen, {} },
        // Castling and en passant from a set-up position, promotion to a knight.
        { "r3k2r/6pp/8/3pP3/8/8/1p3PPP/R3K2R w KQkq d6 0 1", { "e5d6", "e8c8", "e1g1", "b2b1n" } },
    };
    for (const Case& c : cases) {
        const Position start = fromFen(c.fen);
        const UciPositionCommand out = uciPositionCommand(start, uciMoves(start, c.moves));
        EXPECT_EQ(out.command.startsWith(QStringLiteral("position startpos")), c.fen == kStartFen);
        EXPECT_EQ(stockfishFenAfter(out.command).toStdString(), toFen(out.position))
            << out.command.toStdString();
    }
}

TEST(UciPosition, AChess960GameIsSentKingOntoRookAndStockfishReadsItSo) {
    if (!QFileInfo(kStockfish).isExecutable()) GTEST_SKIP() << "no Stockfish";
    // King d1/d8, rooks b and f: O-O is the king onto f1, O-O-O onto b8; then 518 (the
    // standard set-up as Chess960), where O-O is "e1h1", not "e1g1".
    struct Case {
        std::string_view fen;
        QStringList moves; ///< as parseUciMove() reads them
        QString sent; ///< what the command must say
    };
    const Case cases[] = {
        { "1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1", { "d1f1", "d8b8" },
            QStringLiteral(" moves d1f1 d8b8") },
        { kStartFen, { "e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1g1" },
            QStringLiteral(" moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1") },
    };
    for (const Case& c : cases) {
        Position start = fromFen(c.fen);
        start.setChess960(true);
        const UciPositionCommand out = uciPositionCommand(start, uciMoves(start, c.moves));
        EXPECT_TRUE(out.command.endsWith(c.sent)) << out.command.toStdString();
        EXPECT_EQ(stockfishFenAfter(
                      QStringLiteral("setoption name UCI_Chess960 value true\n") + out.command)
                      .toStdString(),
            toShredderFen(out.position))
            << out.command.toStdString();
    }
}

TEST(UciSearchBudget, FollowsTheLimitsTheGoCommandSends) {
    engine::SearchLimits clock;
    clock.timeLeftMs = { 60000, 59000 };
    clock.incrementMs = { 2000, 1000 };
    EXPECT_EQ(uciSearchBudgetMs(clock, Color::Black), 60000);
    engine::SearchLimits moveTime;
    moveTime.moveTimeMs = 250;
    EXPECT_EQ(uciSearchBudgetMs(moveTime, Color::White), 250);
    engine::SearchLimits none;
    EXPECT_EQ(uciSearchBudgetMs(none, Color::White), 1000); // "go movetime 1000"
    EXPECT_EQ(uciGoCommand(none), QStringLiteral("go movetime 1000"));
    engine::SearchLimits depth;
    depth.depth = 7;
    EXPECT_EQ(uciSearchBudgetMs(depth, Color::White), 0);
    engine::SearchLimits infinite;
    infinite.infinite = true;
    infinite.moveTimeMs = 100;
    EXPECT_EQ(uciSearchBudgetMs(infinite, Color::White), 0);
}
