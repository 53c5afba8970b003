// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI client's lines against Stockfish itself: it reads our "position" commands back as
// the same positions, and every "info" and "bestmove" line it writes during real searches
// reads back with all its moves legal.
#include "child_process.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/uci_client_protocol.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace rochade {
namespace {

using testing::ChildProcess;

constexpr int kStockfishReplyMs = 30'000;

std::string uciCrosscheckStockfish() {
    const char* env = std::getenv("STOCKFISH");
    return env && *env ? env : "/usr/games/stockfish";
}

Position uciCrosscheckPosition(std::string_view fen) {
    auto parsed = parseFen(fen);
    EXPECT_TRUE(parsed.ok()) << fen;
    return parsed.ok() ? parsed.value() : Position::startPosition();
}

std::vector<Move> uciCrosscheckMoves(Position pos, const std::vector<std::string>& texts) {
    std::vector<Move> moves;
    for (const std::string& text : texts) {
        const Result<Move> move = parseUciMove(pos, text);
        EXPECT_TRUE(move.ok()) << text;
        if (!move.ok()) break;
        moves.push_back(move.value());
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
    }
    return moves;
}

/// Stockfish after its handshake, ready for commands.
class StockfishClient {
public:
    StockfishClient() {
        m_process = std::make_unique<ChildProcess>(uciCrosscheckStockfish());
        if (!m_process->isRunning()) return;
        m_process->writeLine("uci");
        m_ready = waitFor("uciok");
    }
    bool isReady() const { return m_ready; }
    void send(const std::string& line) { EXPECT_TRUE(m_process->writeLine(line)) << line; }
    /// Every line up to and including the first that starts with `prefix`.
    std::vector<std::string> linesThrough(std::string_view prefix) {
        std::vector<std::string> lines;
        while (const auto line = m_process->readLine(kStockfishReplyMs)) {
            lines.push_back(*line);
            if (line->starts_with(prefix)) return lines;
        }
        ADD_FAILURE() << "Stockfish sent no '" << prefix << "'";
        return lines;
    }
    /// The FEN Stockfish's "d" shows for the position it has now.
    std::string fen() {
        send("d");
        for (const std::string& line : linesThrough("Checkers:"))
            if (line.starts_with("Fen: ")) return line.substr(5);
        return {};
    }

private:
    bool waitFor(std::string_view reply) {
        while (const auto line = m_process->readLine(kStockfishReplyMs))
            if (*line == reply) return true;
        return false;
    }

    std::unique_ptr<ChildProcess> m_process;
    bool m_ready = false;
};

/// The number of words after "pv" in an info line.
std::size_t uciCrosscheckPvLength(const std::string& line) {
    const std::vector<std::string_view> words = engine::uciWords(line);
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i] == "pv") return words.size() - i - 1;
    return 0;
}

} // namespace

TEST(UciClientCrosscheck, StockfishReadsOurPositionCommandsAsTheSamePositions) {
    StockfishClient stockfish;
    ASSERT_TRUE(stockfish.isReady()) << "Stockfish is needed: " << uciCrosscheckStockfish();
    struct Case {
        std::string_view fen;
        std::vector<std::string> moves;
    };
    const Case cases[] = {
        { kStartFen, { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1" } },
        { kStartFen, {} },
        // Castling and en passant from a set-up position, promotion to a knight.
        { "r3k2r/6pp/8/3pP3/8/8/1p3PPP/R3K2R w KQkq d6 0 1", { "e5d6", "e8c8", "e1g1", "b2b1n" } },
    };
    for (const Case& c : cases) {
        const Position start = uciCrosscheckPosition(c.fen);
        const engine::UciPositionCommand out
            = engine::uciPositionCommand(start, uciCrosscheckMoves(start, c.moves));
        EXPECT_EQ(out.command.starts_with("position startpos"), c.fen == kStartFen);
        stockfish.send(out.command);
        EXPECT_EQ(stockfish.fen(), toFen(out.position)) << out.command;
    }
}

TEST(UciClientCrosscheck, AChess960GameIsSentKingOntoRookAndStockfishReadsItSo) {
    StockfishClient stockfish;
    ASSERT_TRUE(stockfish.isReady()) << "Stockfish is needed: " << uciCrosscheckStockfish();
    stockfish.send("setoption name UCI_Chess960 value true");
    // King d1/d8, rooks b and f: O-O is the king onto f1, O-O-O onto b8; then 518 (the
    // standard set-up as Chess960), where O-O is "e1h1", not "e1g1".
    struct Case {
        std::string_view fen;
        std::vector<std::string> moves; ///< as parseUciMove() reads them
        std::string sent; ///< how the command must end
    };
    const Case cases[] = {
        { "1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1", { "d1f1", "d8b8" },
            " moves d1f1 d8b8" },
        { kStartFen, { "e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1g1" },
            " moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1" },
    };
    for (const Case& c : cases) {
        Position start = uciCrosscheckPosition(c.fen);
        start.setChess960(true);
        const engine::UciPositionCommand out
            = engine::uciPositionCommand(start, uciCrosscheckMoves(start, c.moves));
        EXPECT_TRUE(out.command.ends_with(c.sent)) << out.command;
        stockfish.send(out.command);
        EXPECT_EQ(stockfish.fen(), toShredderFen(out.position)) << out.command;
    }
}

TEST(UciClientCrosscheck, EveryLineOfAStockfishSearchReadsBackWithItsWholeLine) {
    StockfishClient stockfish;
    ASSERT_TRUE(stockfish.isReady()) << "Stockfish is needed: " << uciCrosscheckStockfish();
    stockfish.send("setoption name MultiPV value 3");
    const Position start = Position::startPosition();
    const engine::UciPositionCommand position
        = engine::uciPositionCommand(start, uciCrosscheckMoves(start, { "e2e4", "c7c5" }));
    stockfish.send(position.command);
    engine::SearchLimits limits;
    limits.depth = 12;
    stockfish.send(engine::uciGoCommand(limits));
    const std::vector<std::string> lines = stockfish.linesThrough("bestmove");
    int scored = 0;
    for (const std::string& line : lines) {
        if (engine::uciReplyKind(line) != engine::UciReply::Info
            || line.find(" score ") == line.npos)
            continue;
        const auto info = engine::parseUciInfoLine(line, position.position);
        ASSERT_TRUE(info.has_value()) << line;
        ++scored;
        EXPECT_GE(info->multiPv, 1) << line;
        EXPECT_LE(info->multiPv, 3) << line;
        EXPECT_EQ(info->info.principalVariation.size(), uciCrosscheckPvLength(line)) << line;
    }
    EXPECT_GE(scored, 12); // every depth reports its lines
    const engine::UciBestMove best = engine::parseUciBestMove(lines.back(), position.position);
    ASSERT_TRUE(best.result.has_value()) << lines.back();
    EXPECT_FALSE(best.result->bestMove.isNull());
}

TEST(UciClientCrosscheck, StockfishsMatesAndItsNoMoveReadAsTheSearcherWouldSayThem) {
    StockfishClient stockfish;
    ASSERT_TRUE(stockfish.isReady()) << "Stockfish is needed: " << uciCrosscheckStockfish();
    const Position mateInOne = uciCrosscheckPosition("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    stockfish.send(engine::uciPositionCommand(mateInOne, {}).command);
    stockfish.send("go depth 6");
    const std::vector<std::string> lines = stockfish.linesThrough("bestmove");
    ASSERT_GE(lines.size(), 2u);
    const auto last = engine::parseUciInfoLine(lines[lines.size() - 2], mateInOne);
    ASSERT_TRUE(last.has_value()) << lines[lines.size() - 2];
    EXPECT_TRUE(last->info.isMate);
    EXPECT_EQ(last->info.score, engine::kMateScore - 1);
    const engine::UciBestMove best = engine::parseUciBestMove(lines.back(), mateInOne);
    ASSERT_TRUE(best.result.has_value()) << lines.back();
    EXPECT_EQ(toUci(best.result->bestMove), "a1a8");

    // Fool's mate: White has no move, and Stockfish says so.
    const Position mated
        = uciCrosscheckPosition("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    stockfish.send(engine::uciPositionCommand(mated, {}).command);
    stockfish.send("go depth 3");
    const std::vector<std::string> none = stockfish.linesThrough("bestmove");
    const engine::UciBestMove noMove = engine::parseUciBestMove(none.back(), mated);
    ASSERT_TRUE(noMove.result.has_value()) << none.back();
    EXPECT_TRUE(noMove.result->noLegalMove);
}

} // namespace rochade
