// SPDX-License-Identifier: GPL-3.0-or-later
// Perft divide of positions from seeded random games, compared move by move with Stockfish.
#include "child_process.h"

#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

using testing::ChildProcess;
using Divide = std::map<std::string, std::uint64_t>; ///< UCI move -> leaf count

constexpr int kPositionCount = 240;
constexpr int kDepth4Every = 2; ///< every n-th position is also compared at depth 4
constexpr int kMaxRandomPlies = 140;
constexpr unsigned kSeed = 20261130;
constexpr int kReplyTimeoutMs = 60'000;

std::string stockfishPath() {
    const char* env = std::getenv("STOCKFISH");
    return env && *env ? env : "/usr/games/stockfish";
}

/// Positions reached by random legal play from starts rich in castling, en passant and
/// promotions; each game stops after a random number of plies or at its end.
std::vector<Position> randomGamePositions();

/// Plays up to `maxPlies` random legal moves.
void playRandomly(Position& pos, std::mt19937& rng, int maxPlies) {
    const int plies = std::uniform_int_distribution<int>(0, maxPlies)(rng);
    for (int ply = 0; ply < plies; ++ply) {
        const MoveList moves = MoveGenerator::legalMoves(pos);
        if (moves.empty()) break;
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        UndoInfo undo;
        pos.makeMove(moves[pick(rng)], undo);
    }
}

/// Chess960 positions: random start numbers, then random play short enough (at most 40
/// plies) that castling rights on inner files usually survive.
std::vector<Position> randomChess960Positions() {
    std::mt19937 rng(kSeed + 960);
    std::uniform_int_distribution<int> number(0, kChess960Positions - 1);
    std::vector<Position> positions;
    for (int g = 0; g < kPositionCount; ++g) {
        Position pos = chess960StartPosition(number(rng)).value();
        playRandomly(pos, rng, 40);
        positions.push_back(pos);
    }
    return positions;
}

std::vector<Position> randomGamePositions() {
    const std::vector<std::string> starts = {
        std::string(kStartFen),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "r3k2r/8/8/8/3pPp2/8/8/R3K2R b KQkq e3 0 1",
    };
    std::mt19937 rng(kSeed);
    std::uniform_int_distribution<int> length(0, kMaxRandomPlies);
    std::vector<Position> positions;
    for (int g = 0; g < kPositionCount; ++g) {
        Position pos = parseFen(starts[static_cast<std::size_t>(g) % starts.size()]).value();
        const int plies = length(rng);
        for (int ply = 0; ply < plies; ++ply) {
            const MoveList moves = MoveGenerator::legalMoves(pos);
            if (moves.empty()) break;
            std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
            UndoInfo undo;
            pos.makeMove(moves[pick(rng)], undo);
        }
        positions.push_back(pos);
    }
    return positions;
}

Divide rochadeDivide(const Position& pos, int depth, bool chess960) {
    Divide divide;
    for (const Move m : MoveGenerator::legalMoves(pos)) {
        Position child = pos;
        UndoInfo undo;
        child.makeMove(m, undo);
        divide[toUci(pos, m, chess960)] = depth <= 1 ? 1 : perft(child, depth - 1);
    }
    return divide;
}

/// Stockfish's `go perft` divide for `fen`: "e2e4: 20" lines, then "Nodes searched: N".
Divide stockfishDivide(ChildProcess& stockfish, const std::string& fen, int depth) {
    Divide divide;
    EXPECT_TRUE(stockfish.writeLine("position fen " + fen));
    EXPECT_TRUE(stockfish.writeLine("go perft " + std::to_string(depth)));
    for (;;) {
        const std::optional<std::string> line = stockfish.readLine(kReplyTimeoutMs);
        if (!line) {
            ADD_FAILURE() << "Stockfish stopped answering during perft of " << fen;
            return divide;
        }
        if (line->starts_with("Nodes searched: ")) {
            std::uint64_t sum = 0;
            for (const auto& entry : divide)
                sum += entry.second;
            EXPECT_EQ(std::to_string(sum), line->substr(16)) << "unreadable divide for " << fen;
            return divide;
        }
        const std::size_t colon = line->find(": ");
        if (colon == std::string::npos || colon < 4 || colon > 5) continue;
        divide[line->substr(0, colon)] = std::stoull(line->substr(colon + 2));
    }
}

/// Empty if the two agree, else one line per differing move.
std::string describeMismatch(const Divide& ours, const Divide& theirs) {
    std::ostringstream out;
    for (const auto& [move, count] : ours) {
        const auto it = theirs.find(move);
        if (it == theirs.end())
            out << "  " << move << ": rochade " << count << ", stockfish has no such move\n";
        else if (it->second != count)
            out << "  " << move << ": rochade " << count << ", stockfish " << it->second << '\n';
    }
    for (const auto& [move, count] : theirs)
        if (!ours.contains(move))
            out << "  " << move << ": stockfish " << count << ", rochade has no such move\n";
    return out.str();
}

class PerftCrosscheck : public ::testing::Test {
protected:
    void SetUp() override {
        m_stockfish = std::make_unique<ChildProcess>(stockfishPath());
        ASSERT_TRUE(m_stockfish->isRunning())
            << "Stockfish is required for the cross-check and was not found at '" << stockfishPath()
            << "' (apt-get install stockfish, or set STOCKFISH=path)";
        ASSERT_TRUE(m_stockfish->writeLine("uci"));
        for (;;) {
            const std::optional<std::string> line = m_stockfish->readLine(kReplyTimeoutMs);
            ASSERT_TRUE(line.has_value()) << "'" << stockfishPath() << "' does not speak UCI";
            if (*line == "uciok") break;
        }
    }

    /// Compares every position whose index is a multiple of `every` at `depth`.
    /// With `chess960`, the random Chess960 positions, Stockfish in UCI_Chess960 mode.
    void compareAll(int depth, int every, bool chess960 = false) {
        int compared = 0;
        int mismatches = 0;
        if (chess960) {
            ASSERT_TRUE(m_stockfish->writeLine("setoption name UCI_Chess960 value true"));
        }
        const std::vector<Position> positions
            = chess960 ? randomChess960Positions() : randomGamePositions();
        for (std::size_t i = 0; i < positions.size(); i += static_cast<std::size_t>(every)) {
            const std::string fen = toFen(positions[i]);
            const Divide ours = rochadeDivide(positions[i], depth, chess960);
            const Divide theirs = stockfishDivide(*m_stockfish, fen, depth);
            if (HasFailure()) return;
            const std::string diff = describeMismatch(ours, theirs);
            if (!diff.empty()) {
                ++mismatches;
                ADD_FAILURE() << "perft divide " << depth << " differs from Stockfish for\n  "
                              << fen << "\n"
                              << diff;
            }
            ++compared;
        }
        EXPECT_EQ(mismatches, 0);
        EXPECT_GE(compared, kPositionCount / every);
    }

    std::unique_ptr<ChildProcess> m_stockfish;
};

TEST_F(PerftCrosscheck, DivideAtDepthThreeMatchesStockfishOnEveryRandomGamePosition) {
    compareAll(3, 1);
}

TEST_F(PerftCrosscheck, DivideAtDepthFourMatchesStockfishOnASubset) {
    compareAll(4, kDepth4Every);
}

TEST_F(PerftCrosscheck, Chess960DivideAtDepthThreeMatchesStockfish) {
    compareAll(3, 1, true);
}

TEST_F(PerftCrosscheck, Chess960DivideAtDepthFourMatchesStockfishOnASubset) {
    compareAll(4, 4, true);
}

TEST(PerftCrosscheckPositions, RandomChess960PositionsAreValidAndKeepInnerRights) {
    int innerRights = 0;
    for (const Position& pos : randomChess960Positions()) {
        EXPECT_FALSE(validatePosition(pos).has_value()) << toFen(pos);
        const std::string fen = toFen(pos);
        if (fen.find(" KQkq ") != std::string::npos) continue;
        for (const CastlingRight r : { CastlingRight::WhiteKingside, CastlingRight::WhiteQueenside,
                 CastlingRight::BlackKingside, CastlingRight::BlackQueenside })
            if (pos.hasCastlingRight(r) && fileOf(pos.castlingRookSquare(r)) % 7 != 0)
                ++innerRights;
    }
    EXPECT_GE(innerRights, kPositionCount / 4); // rooks off the corners are well covered
}

TEST(PerftCrosscheckPositions, RandomGamesGiveDistinctValidPositions) {
    const std::vector<Position> positions = randomGamePositions();
    ASSERT_EQ(static_cast<int>(positions.size()), kPositionCount);
    std::map<std::string, int> seen;
    for (const Position& pos : positions) {
        EXPECT_FALSE(validatePosition(pos).has_value()) << toFen(pos);
        ++seen[toFen(pos)];
    }
    // A few games may end in the same place (e.g. zero plies); most must differ.
    EXPECT_GE(static_cast<int>(seen.size()), kPositionCount * 9 / 10);
}

} // namespace
} // namespace rochade
