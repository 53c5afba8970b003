// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of rochade-cli's dispatch, help, perft and moves commands, run in process.
#include "cli_test_support.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>

using namespace rochade;
using namespace rochade::cli;
using rochade::cli::test::lines;
using rochade::cli::test::runCommand;

namespace {

constexpr const char* kKiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

struct PerftCase {
    const char* fen;
    int depth;
    std::uint64_t nodes; // from the chessprogramming wiki's "Perft Results" page
};

const PerftCase kPerftCases[] = {
    { "startpos", 3, 8902 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281 },
    { kKiwipete, 2, 2039 },
    { "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238 },
    { "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467 },
    { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379 },
    { "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890 },
};

std::uint64_t lastLineCount(const std::string& out) {
    const auto all = lines(out);
    const std::string prefix = "Nodes searched: ";
    if (all.empty() || !all.back().starts_with(prefix)) return 0;
    return std::stoull(all.back().substr(prefix.size()));
}

void expectUsageError(const std::vector<std::string>& args, const std::string& expectedText) {
    const auto result = runCommand(args);
    EXPECT_EQ(result.status, kExitUsage) << result.out;
    EXPECT_NE(result.err.find(expectedText), std::string::npos) << result.err;
    EXPECT_TRUE(result.out.empty()) << result.out;
}

} // namespace

TEST(CliDispatch, HelpListsEveryCommand) {
    for (const char* word : { "help", "--help", "-h" }) {
        const auto result = runCommand({ word });
        EXPECT_EQ(result.status, kExitOk);
        for (const char* command : { "perft", "moves", "uci", "bench", "match", "opening",
                 "library", "solve", "cards", "review" })
            EXPECT_NE(result.out.find(command), std::string::npos) << command;
    }
}

TEST(CliDispatch, MissingOrUnknownCommandIsAUsageError) {
    const auto none = runCommand({});
    EXPECT_EQ(none.status, kExitUsage);
    EXPECT_NE(none.err.find("no command"), std::string::npos);
    expectUsageError({ "frobnicate" }, "unknown command 'frobnicate'");
}

TEST(PerftCommand, MatchesReferenceCountsOfTheStandardPositions) {
    for (const PerftCase& c : kPerftCases) {
        const auto result
            = runCommand({ "perft", "--fen", c.fen, "--depth", std::to_string(c.depth) });
        ASSERT_EQ(result.status, kExitOk) << c.fen << ": " << result.err;
        EXPECT_EQ(lastLineCount(result.out), c.nodes) << c.fen;
        EXPECT_NE(result.err.find("nodes/s"), std::string::npos);
    }
}

TEST(PerftCommand, AcceptsAFenWithFullmoveNumberZero) {
    // Puzzle collections write 0 there; it is read as 1, as other tools read it.
    const auto result
        = runCommand({ "perft", "--fen", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 0", "--depth", "2" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    // Stockfish 15.1: "go perft 2" from this position (full-move 1) searches 152 nodes.
    EXPECT_EQ(lastLineCount(result.out), 152u);
    const auto bad
        = runCommand({ "perft", "--fen", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 x", "--depth", "1" });
    EXPECT_NE(bad.status, kExitOk);
    EXPECT_NE(bad.err.find("fullmove number"), std::string::npos) << bad.err;
}

TEST(PerftCommand, ReadsShredderFenAndDividesCastlingAsKingOntoRook) {
    // Stockfish 15.1 with UCI_Chess960 on this position, 'go perft 2': 25 moves, 625 nodes,
    // castling listed as e1b1 and e1g1 with 25 replies each.
    const auto result = runCommand({ "perft", "--fen",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", "--depth", "2", "--divide" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    EXPECT_NE(result.out.find("e1b1: 25\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("e1g1: 25\n"), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("e1c1"), std::string::npos) << result.out;
    EXPECT_EQ(lastLineCount(result.out), 625u);
    // The standard position writes e1g1 unless --chess960 asks for the king-onto-rook form.
    const char* const castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const auto standard = runCommand({ "moves", "--fen", castles });
    EXPECT_NE(standard.out.find("O-O      e1g1\n"), std::string::npos) << standard.out;
    const auto chess960 = runCommand({ "moves", "--fen", castles, "--chess960" });
    EXPECT_NE(chess960.out.find("O-O      e1h1\n"), std::string::npos) << chess960.out;
    EXPECT_NE(chess960.out.find("O-O-O    e1a1\n"), std::string::npos) << chess960.out;
}

TEST(PerftCommand, DivideListsEveryMoveAndSumsToTheTotal) {
    const auto result = runCommand({ "perft", "--fen", kKiwipete, "--depth", "2", "--divide" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    const auto all = lines(result.out);
    auto position = parseFen(kKiwipete);
    ASSERT_TRUE(position.ok());
    std::uint64_t sum = 0;
    std::set<std::string> moves;
    for (const std::string& line : all) {
        const auto colon = line.find(": ");
        if (line.empty() || line.starts_with("Nodes searched")) continue;
        ASSERT_NE(colon, std::string::npos) << line;
        const std::string move = line.substr(0, colon);
        EXPECT_TRUE(parseUciMove(position.value(), move).ok()) << move;
        moves.insert(move);
        sum += std::stoull(line.substr(colon + 2));
    }
    EXPECT_EQ(moves.size(), 48u);
    EXPECT_EQ(sum, 2039u);
    EXPECT_EQ(lastLineCount(result.out), 2039u);
}

TEST(PerftCommand, AcceptsAnUnquotedFenAndDepthZero) {
    const auto result = runCommand({ "perft", "--depth", "1", "--fen",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8", "w", "-", "-", "0", "1" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    EXPECT_EQ(lastLineCount(result.out), 14u);
    const auto zero = runCommand({ "perft", "--depth", "0" });
    EXPECT_EQ(lastLineCount(zero.out), 1u);
}

TEST(PerftCommand, BadArgumentsExitWithStatusTwo) {
    expectUsageError({ "perft" }, "--depth");
    expectUsageError({ "perft", "--depth", "three" }, "whole number");
    expectUsageError({ "perft", "--depth", "-1" }, "out of range");
    expectUsageError({ "perft", "--depth", "2", "--fen", "not a fen" }, "invalid FEN");
    expectUsageError(
        { "perft", "--depth", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1" }, "invalid FEN");
    expectUsageError({ "perft", "--depth", "2", "--speed", "9" }, "unknown option --speed");
    expectUsageError({ "perft", "--depth", "2", "stray" }, "unexpected argument 'stray'");
}

TEST(MovesCommand, ListsTheTwentyOpeningMovesInSanAndUci) {
    const auto result = runCommand({ "moves" });
    ASSERT_EQ(result.status, kExitOk) << result.err;
    const auto all = lines(result.out);
    ASSERT_EQ(all.size(), 21u);
    EXPECT_EQ(all.back(), "Legal moves: 20");
    const Position start = Position::startPosition();
    std::set<std::string> seen;
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        std::istringstream words(all[i]);
        std::string san;
        std::string uci;
        words >> san >> uci;
        auto fromSan = parseSan(start, san);
        auto fromUci = parseUciMove(start, uci);
        ASSERT_TRUE(fromSan.ok() && fromUci.ok()) << all[i];
        EXPECT_EQ(fromSan.value(), fromUci.value()) << all[i];
        EXPECT_EQ(toSan(start, fromUci.value()), san);
        seen.insert(uci);
    }
    EXPECT_EQ(seen.size(), 20u);
    EXPECT_TRUE(seen.contains("g1f3"));
}

TEST(MovesCommand, ReportsMateWithNoMoves) {
    const auto result = runCommand(
        { "moves", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" });
    ASSERT_EQ(result.status, kExitOk);
    EXPECT_EQ(result.out, "Legal moves: 0 (checkmate)\n");
}

TEST(MovesCommand, BadFenExitsWithStatusTwo) {
    expectUsageError(
        { "moves", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1" },
        "invalid FEN");
    expectUsageError({ "moves", "--fen" }, "needs a value");
}

TEST(MovesCommand, DropsACastlingRightWithoutItsRookWithAWarningAsThePgnReaderDoes) {
    // The user's report: moves and perft refused this FEN, which the PGN reader reads.
    for (const char* command : { "moves", "perft" }) {
        const auto result = command == std::string("moves")
            ? runCommand({ "moves", "--fen", "4k3/8/8/8/8/8/8/4K3 w K - 0 1" })
            : runCommand({ "perft", "--fen", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "--depth", "1" });
        EXPECT_EQ(result.status, kExitOk) << command << ": " << result.err;
        EXPECT_NE(result.err.find(std::string("rochade-cli ") + command
                      + ": warning: FEN: castling right 'K' dropped"),
            std::string::npos)
            << result.err;
        EXPECT_NE(result.out.find(
                      command == std::string("moves") ? "Legal moves: 5" : "Nodes searched: 5"),
            std::string::npos)
            << result.out;
    }
}

TEST(MovesCommand, AStaleKWithTheRookOnG1CastlesOnlyWhenToldTheGameIsChess960) {
    const char* fen = "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1";
    const auto standard = runCommand({ "moves", "--fen", fen });
    ASSERT_EQ(standard.status, kExitOk) << standard.err;
    EXPECT_EQ(standard.out.find("O-O"), std::string::npos) << standard.out;
    EXPECT_NE(standard.err.find("castling right 'K' dropped"), std::string::npos);
    // Told it is Chess960, 'K' is X-FEN's outermost rook: castling onto g1 is legal.
    const auto chess960 = runCommand({ "moves", "--fen", fen, "--chess960" });
    ASSERT_EQ(chess960.status, kExitOk) << chess960.err;
    EXPECT_NE(chess960.out.find("O-O      e1g1"), std::string::npos) << chess960.out;
    EXPECT_TRUE(chess960.err.empty()) << chess960.err;
}
