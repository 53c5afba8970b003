// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the UCI lines a client writes and reads, with the engines' own lines as input:
// Stockfish 15 and 15.1 "info", "bestmove" and "id" lines (copied from its output), and
// mate scores checked against the Searcher's own scale.
#include "engine_test_helpers.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"
#include "rochade/engine/uci_client_protocol.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;

/// The moves of a parsed line in UCI, as the position they start from writes them.
std::vector<std::string> uciTextOfLine(Position pos, const std::vector<Move>& line) {
    std::vector<std::string> out;
    for (Move m : line) {
        out.push_back(toUci(pos, m, false));
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return out;
}

const char* const kAfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
const char* const kBackRankMate = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

} // namespace

TEST(UciInfoLine, ReadsEveryFieldOfAStockfishLineAndSkipsTheWordsItDoesNotKnow) {
    const auto parsed = parseUciInfoLine("info depth 20 seldepth 28 multipv 1 score cp 35 "
                                         "upperbound nodes 1234567 nps 987654 hashfull 412 "
                                         "tbhits 0 time 1250 pv e2e4 e7e5 g1f3",
        Position::startPosition());
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(parsed->info.depth, 20);
    EXPECT_EQ(parsed->info.selectiveDepth, 28);
    EXPECT_EQ(parsed->multiPv, 1);
    EXPECT_EQ(parsed->info.score, 35);
    EXPECT_FALSE(parsed->info.isMate);
    EXPECT_TRUE(parsed->isBound);
    EXPECT_EQ(parsed->info.nodes, 1234567u);
    EXPECT_EQ(parsed->info.nodesPerSecond, 987654u);
    EXPECT_EQ(parsed->hashfull, 412);
    EXPECT_EQ(parsed->info.timeMs, 1250);
    EXPECT_EQ(uciTextOfLine(Position::startPosition(), parsed->info.principalVariation),
        (std::vector<std::string> { "e2e4", "e7e5", "g1f3" }));
    ASSERT_EQ(parsed->info.lines.size(), 1u);
    EXPECT_EQ(parsed->info.lines[0].score, 35);
    EXPECT_EQ(parsed->info.lines[0].principalVariation, parsed->info.principalVariation);
}

TEST(UciInfoLine, ReadsStockfishsCentipawnLineWithItsPrincipalVariation) {
    // Stockfish 15 after "position startpos moves e2e4" / "go depth 3".
    const Position pos = fromFen(kAfterE4);
    const auto parsed = parseUciInfoLine("info depth 3 seldepth 3 multipv 1 score cp 46 nodes 126 "
                                         "nps 42000 hashfull 0 tbhits 0 time 3 pv g8f6 b1c3 c7c5",
        pos);
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(parsed->info.depth, 3);
    EXPECT_EQ(parsed->info.score, 46);
    EXPECT_FALSE(parsed->isBound);
    EXPECT_EQ(parsed->hashfull, 0);
    EXPECT_EQ(uciTextOfLine(pos, parsed->info.principalVariation),
        (std::vector<std::string> { "g8f6", "b1c3", "c7c5" }));
    // Without the words, the fields keep their "not sent" values.
    const auto bare = parseUciInfoLine("info depth 2 score cp -5", pos);
    ASSERT_TRUE(bare.has_value());
    EXPECT_EQ(bare->multiPv, 1);
    EXPECT_EQ(bare->hashfull, -1);
    EXPECT_EQ(bare->info.score, -5);
    EXPECT_TRUE(bare->info.principalVariation.empty());
}

TEST(UciInfoLine, MateScoresLandOnTheSearchersScale) {
    const Position pos = fromFen(kBackRankMate);
    const auto mates = parseUciInfoLine("info depth 6 seldepth 2 multipv 1 score mate 1 nodes "
                                        "120 nps 24000 hashfull 0 tbhits 0 time 5 pv a1a8",
        pos);
    ASSERT_TRUE(mates.has_value());
    EXPECT_TRUE(mates->info.isMate);
    EXPECT_EQ(mates->info.mateInMoves, 1);
    EXPECT_EQ(mates->info.score, kMateScore - 1); // one ply to the mate
    const auto mated = parseUciInfoLine("info depth 9 score mate -2 pv a1b1", pos);
    ASSERT_TRUE(mated.has_value());
    EXPECT_EQ(mated->info.mateInMoves, -2);
    EXPECT_EQ(mated->info.score, -(kMateScore - 4)); // mated after four plies
    EXPECT_LE(std::abs(mated->info.score), kMateScore);
    EXPECT_GE(std::abs(mated->info.score), kMateThreshold);
    // A centipawn score never reaches the mate range, a huge mate distance never leaves it.
    const auto huge = parseUciInfoLine("info depth 9 score cp 500000", pos);
    ASSERT_TRUE(huge.has_value());
    EXPECT_LT(huge->info.score, kMateThreshold);
    const auto far = parseUciInfoLine("info depth 9 score mate 2000000000", pos);
    ASSERT_TRUE(far.has_value());
    EXPECT_GE(far->info.score, kMateThreshold);
    EXPECT_LT(far->info.score, kMateScore);
}

TEST(UciInfoLine, ScoreMateMeansWhatTheSearcherMeansByItsMateInMoves) {
    // The Searcher's own mates: White mates in two with its rooks (Rb7, then Ra8), Black to
    // move is mated in one whatever it plays (Kg8, then Rb8), and the back-rank mate in one.
    const char* const positions[]
        = { "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", "7k/R7/1R6/8/8/8/8/6K1 b - - 0 1", kBackRankMate };
    for (const char* fen : positions) {
        Searcher searcher(1);
        SearchLimits limits;
        limits.depth = 6;
        const SearchResult result = searcher.search(fromFen(fen), {}, limits);
        ASSERT_FALSE(result.lines.empty()) << fen;
        const SearchLine& line = result.lines.front();
        ASSERT_TRUE(line.isMate) << fen;
        EXPECT_EQ(uciMateScore(line.mateInMoves), line.score) << fen;
        const auto read = parseUciInfoLine(
            "info depth 6 score mate " + std::to_string(line.mateInMoves), fromFen(fen));
        ASSERT_TRUE(read.has_value());
        EXPECT_EQ(read->info.score, line.score) << fen;
    }
}

TEST(UciInfoLine, CutsThePrincipalVariationAtItsFirstIllegalMove) {
    const auto parsed = parseUciInfoLine(
        "info depth 4 score cp 10 pv e2e4 e7e5 e4e5 g1f3", Position::startPosition());
    ASSERT_TRUE(parsed.has_value());
    // e4e5: a pawn cannot take straight ahead; g1f3 after it is not taken either.
    EXPECT_EQ(uciTextOfLine(Position::startPosition(), parsed->info.principalVariation),
        (std::vector<std::string> { "e2e4", "e7e5" }));
}

TEST(UciInfoLine, IgnoresLinesWithoutDepthAndScore) {
    const Position start = Position::startPosition();
    for (const char* line : { "info string NNUE evaluation using nn-ad9b42354671.nnue enabled",
             "info depth 12 currmove e2e4 currmovenumber 1", "info depth x score cp 30",
             // "string" ends the line: a depth in the text after it does not count.
             "info score cp 30 string depth 5", "info depth 5 score wdl 30 pv e2e4" }) {
        EXPECT_FALSE(parseUciInfoLine(line, start).has_value()) << line;
    }
}

TEST(UciInfoLine, ReadsStockfishsMultiPvLinesOfAMateInOne) {
    // Stockfish 15.1, "setoption name MultiPV value 3", "go depth 3" on a back-rank mate.
    const Position pos = fromFen(kBackRankMate);
    const auto first = parseUciInfoLine("info depth 1 seldepth 1 multipv 1 score mate 1 nodes 57 "
                                        "nps 57000 hashfull 0 tbhits 0 time 1 pv a1a8",
        pos);
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->multiPv, 1);
    EXPECT_TRUE(first->info.lines[0].isMate);
    EXPECT_EQ(first->info.lines[0].mateInMoves, 1);
    const auto third = parseUciInfoLine("info depth 3 seldepth 3 multipv 3 score cp 608 nodes 314 "
                                        "nps 314000 hashfull 0 tbhits 0 time 1 pv a1b1 g7g5 b1b8 "
                                        "g8g7",
        pos);
    ASSERT_TRUE(third.has_value());
    EXPECT_EQ(third->multiPv, 3);
    EXPECT_EQ(third->info.lines[0].score, 608);
    EXPECT_EQ(third->info.lines[0].principalVariation.size(), 4u);
}

TEST(UciInfoLine, GarbageGivesNoLineOrOnlyItsLegalPart) {
    const Position start = Position::startPosition();
    for (const char* garbage : { "", "info", "info multipv", "info depth 5 multipv x score cp 3",
             "info depth 5 multipv 0 score cp 3 pv e2e4", "info depth 5 multipv -2 score cp 3",
             "info depth 5 multipv 999999999999 score cp 3", "info depth 5 score",
             "info depth 5 score cp", "info depth 5 score mate", "info depth 5 score cp abc",
             "info score cp 3 pv e2e4", "info depth 7", "info pv e2e4 depth", "info depth -",
             "info \x01\x02 depth 3 \xff", "info depth 5 multipv 2", "bestmove e2e4",
             "information depth 3 score cp 1" }) {
        EXPECT_FALSE(parseUciInfoLine(garbage, start).has_value()) << garbage;
    }
    const auto odd = parseUciInfoLine("info depth 3 score cp 20 bogus 12 pv e2e4 zz99 e7e5", start);
    ASSERT_TRUE(odd.has_value());
    EXPECT_EQ(odd->info.principalVariation.size(), 1u);
    const auto wrongSide = parseUciInfoLine("info depth 3 multipv 2 score cp 20 pv e7e5", start);
    ASSERT_TRUE(wrongSide.has_value());
    EXPECT_TRUE(wrongSide->info.principalVariation.empty());
    // Tabs and runs of blanks separate words as a blank does.
    const auto spaced = parseUciInfoLine("info\tdepth  4 \t score cp 7   pv  e2e4 ", start);
    ASSERT_TRUE(spaced.has_value());
    EXPECT_EQ(spaced->info.depth, 4);
    EXPECT_EQ(spaced->info.principalVariation.size(), 1u);
}

TEST(UciBestMoveLine, ReadsALegalMoveWithItsPonderMove) {
    const Position pos = fromFen(kAfterE4);
    const UciBestMove good = parseUciBestMove("bestmove g8f6 ponder b1c3", pos);
    ASSERT_TRUE(good.result.has_value());
    EXPECT_EQ(toUci(pos, good.result->bestMove, false), "g8f6");
    EXPECT_EQ(good.result->principalVariation.size(), 1u);
    EXPECT_FALSE(good.result->noLegalMove);
    ASSERT_FALSE(good.result->ponderMove.isNull());
    EXPECT_EQ(toUci(good.result->ponderMove), "b1c3");
    // An illegal ponder move is dropped; the best move still counts.
    const UciBestMove oddPonder = parseUciBestMove("bestmove g8f6 ponder e7e5", pos);
    ASSERT_TRUE(oddPonder.result.has_value());
    EXPECT_TRUE(oddPonder.result->ponderMove.isNull());
}

TEST(UciBestMoveLine, RejectsWhatIsNoMoveHereAndSaysWhy) {
    const Position start = Position::startPosition();
    const auto error = [&start](const char* line) {
        const UciBestMove answer = parseUciBestMove(line, start);
        EXPECT_FALSE(answer.result.has_value()) << line;
        return answer.error;
    };
    EXPECT_EQ(error("bestmove"), UciBestMoveError::Missing);
    EXPECT_EQ(error("bestmove e2e5"), UciBestMoveError::IllegalMove);
    EXPECT_EQ(parseUciBestMove("bestmove e2e5", start).text, "e2e5");
    EXPECT_EQ(error("bestmove e7e8q"), UciBestMoveError::IllegalMove);
    EXPECT_EQ(error("bestmove hello"), UciBestMoveError::NotAMove);
    EXPECT_EQ(error("bestmove e2e4x"), UciBestMoveError::NotAMove);
    EXPECT_EQ(error("bestmove (none)"), UciBestMoveError::GaveUp);
    EXPECT_EQ(error("bestmove 0000"), UciBestMoveError::GaveUp);
}

TEST(UciBestMoveLine, AcceptsNoMoveWhenThereIsNone) {
    // White is checkmated (fool's mate): Stockfish answers "bestmove (none)", rochade-cli
    // "bestmove 0000".
    const Position mated = fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    for (const char* line : { "bestmove (none)", "bestmove 0000" }) {
        const UciBestMove answer = parseUciBestMove(line, mated);
        ASSERT_TRUE(answer.result.has_value()) << line;
        EXPECT_TRUE(answer.result->noLegalMove);
        EXPECT_TRUE(answer.result->bestMove.isNull());
    }
}

TEST(UciReplies, AreToldApartByTheirFirstWord) {
    EXPECT_EQ(uciReplyKind("id name Stockfish 15.1"), UciReply::Id);
    EXPECT_EQ(
        uciReplyKind("option name Hash type spin default 16 min 1 max 33554432"), UciReply::Option);
    EXPECT_EQ(uciReplyKind("uciok"), UciReply::UciOk);
    EXPECT_EQ(uciReplyKind("  readyok "), UciReply::ReadyOk);
    EXPECT_EQ(uciReplyKind("info string hello"), UciReply::Info);
    EXPECT_EQ(uciReplyKind("bestmove (none)"), UciReply::BestMove);
    EXPECT_EQ(uciReplyKind("copyprotection ok"), UciReply::CopyProtection);
    EXPECT_EQ(uciReplyKind("registration checking"), UciReply::Registration);
    EXPECT_EQ(uciReplyKind("Stockfish 15.1 by the Stockfish developers"), UciReply::Unknown);
    EXPECT_EQ(uciReplyKind(" \t"), UciReply::Empty);
}

TEST(UciReplies, TheEnginesNameIsTheRestOfItsIdLine) {
    EXPECT_EQ(parseUciIdName("id name Stockfish 15.1"), "Stockfish 15.1");
    EXPECT_EQ(parseUciIdName("id name  Fake UCI  (good) "), "Fake UCI  (good)");
    EXPECT_EQ(
        parseUciIdName("id author the Stockfish developers (see AUTHORS file)"), std::nullopt);
    EXPECT_EQ(parseUciIdName("id name"), std::nullopt);
    // A name too long for a title is cut, never inside a UTF-8 character ("é" is two bytes).
    const std::string longName = std::string(79, 'x') + "\xc3\xa9" + "tail";
    const auto cut = parseUciIdName("id name " + longName);
    ASSERT_TRUE(cut.has_value());
    EXPECT_EQ(*cut, std::string(79, 'x'));
}

TEST(UciCommands, GoFollowsTheLimitsAndTheBudgetFollowsTheGo) {
    SearchLimits clock;
    clock.timeLeftMs = { 60000, 59000 };
    clock.incrementMs = { 2000, 1000 };
    clock.movesToGo = 20;
    EXPECT_EQ(uciGoCommand(clock), "go wtime 60000 btime 59000 winc 2000 binc 1000 movestogo 20");
    EXPECT_EQ(uciSearchBudgetMs(clock, Color::Black), 60000);
    SearchLimits moveTime;
    moveTime.moveTimeMs = 250;
    EXPECT_EQ(uciGoCommand(moveTime), "go movetime 250");
    EXPECT_EQ(uciSearchBudgetMs(moveTime, Color::White), 250);
    SearchLimits none;
    EXPECT_EQ(uciGoCommand(none), "go movetime 1000");
    EXPECT_EQ(uciSearchBudgetMs(none, Color::White), 1000);
    SearchLimits depthAndNodes;
    depthAndNodes.depth = 7;
    depthAndNodes.nodes = 5000;
    EXPECT_EQ(uciGoCommand(depthAndNodes), "go depth 7 nodes 5000");
    EXPECT_EQ(uciSearchBudgetMs(depthAndNodes, Color::White), 0);
    SearchLimits infinite;
    infinite.infinite = true;
    infinite.moveTimeMs = 100;
    EXPECT_EQ(uciGoCommand(infinite), "go infinite");
    EXPECT_EQ(uciSearchBudgetMs(infinite, Color::White), 0);
}

TEST(UciCommands, PositionIsStartposOrFenWithTheMovesAndEndsWhereTheyLead) {
    const Position start = Position::startPosition();
    std::vector<Move> moves;
    Position pos = start;
    for (const char* text : { "e2e4", "e7e5", "g1f3" }) {
        moves.push_back(parseUciMove(pos, text).value());
        UndoInfo undo;
        pos.makeMove(moves.back(), undo);
    }
    const UciPositionCommand fromStart = uciPositionCommand(start, moves);
    EXPECT_EQ(fromStart.command, "position startpos moves e2e4 e7e5 g1f3");
    EXPECT_EQ(toFen(fromStart.position), toFen(pos));
    const UciPositionCommand fromFenOnly = uciPositionCommand(fromFen(kAfterE4), {});
    EXPECT_EQ(fromFenOnly.command, std::string("position fen ") + kAfterE4);
    EXPECT_EQ(uciPositionCommand(start, {}).command, "position startpos");
}

} // namespace rochade::engine
