// SPDX-License-Identifier: GPL-3.0-or-later
// Chess960: start positions by number, X-FEN/Shredder-FEN, castling rules, perft vs Stockfish.
#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace rochade {
namespace {

std::string backRank(int number) {
    std::string s;
    for (PieceType t : chess960BackRank(number))
        s += pieceTypeLetter(t);
    return s;
}

Position fen(std::string_view text) {
    auto p = parseFen(text);
    EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error().message);
    return p.ok() ? p.value() : Position();
}

/// `text` read as a Chess960 FEN, as a caller that knows the game is Chess960 reads it:
/// 'K'/'Q' name the outermost rook even with the king on e1/e8 (where a reader that is
/// not told takes them for the corner rook), and kings on two files are allowed.
Position chess960Fen(std::string_view text) {
    std::vector<std::string> warnings;
    auto p = parseFen(text, FenVariant::Chess960, warnings);
    EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error().message);
    EXPECT_TRUE(warnings.empty()) << text << ": " << warnings.front();
    return p.ok() ? p.value() : Position();
}

std::optional<Move> castling(const Position& pos, bool kingside) {
    for (Move m : MoveGenerator::legalMoves(pos))
        if (m.isCastling() && (fileOf(m.to()) == 6) == kingside) return m;
    return std::nullopt;
}

TEST(Chess960Numbering, KnownNumbers) {
    EXPECT_EQ(backRank(518), "RNBQKBNR");
    EXPECT_EQ(backRank(0), "BBQNNRKR");
    EXPECT_EQ(backRank(1), "BQNBNRKR");
    EXPECT_EQ(backRank(959), "RKRNNQBB");
    EXPECT_FALSE(chess960StartPosition(960).ok());
    EXPECT_FALSE(chess960StartPosition(-1).ok());
}

TEST(Chess960Numbering, AllNumbersAreDistinctLegalStartPositions) {
    std::set<std::string> seen;
    for (int n = 0; n < kChess960Positions; ++n) {
        const std::string r = backRank(n);
        seen.insert(r);
        const auto b1 = r.find('B');
        const auto b2 = r.rfind('B');
        EXPECT_NE(b1 % 2, b2 % 2) << n << " " << r; // bishops on opposite colours
        const auto k = r.find('K');
        EXPECT_LT(r.find('R'), k) << r;
        EXPECT_GT(r.rfind('R'), k) << r;
        // The light-squared bishop's file is the number's last base-4 digit.
        EXPECT_EQ(r[static_cast<std::size_t>(2 * (n % 4) + 1)], 'B') << n;
    }
    EXPECT_EQ(seen.size(), 960u);
}

TEST(Chess960Fen, StartPositionsRoundTripAsXFenAndShredderFen) {
    for (int n : { 0, 100, 518, 959 }) {
        const Position p = chess960StartPosition(n).value();
        EXPECT_TRUE(p.isChess960());
        EXPECT_EQ(validatePosition(p), std::nullopt) << n;
        const std::string x = toFen(p);
        EXPECT_NE(x.find(" KQkq "), std::string::npos) << x; // outermost rooks: plain letters
        EXPECT_TRUE(fen(x).samePositionAs(p)) << x;
        EXPECT_TRUE(fen(toShredderFen(p)).samePositionAs(p)) << toShredderFen(p);
    }
    EXPECT_EQ(toShredderFen(chess960StartPosition(518).value()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    const std::string shredder = toShredderFen(chess960StartPosition(959).value());
    EXPECT_EQ(shredder.substr(shredder.find(" w ") + 3, 4), "CAca");
}

TEST(Chess960Fen, EveryStartPositionRoundTripsThroughFenWithoutBeingToldItIsChess960) {
    // 203 start positions have the king on the e-file; where a rook stands off its corner,
    // the written FEN names its file, or a reader taking 'K'/'Q' for the corner rooks (the
    // standard game) would drop the right.
    for (int n = 0; n < kChess960Positions; ++n) {
        if (n == 518) continue; // the standard start, read back as the standard game
        const Position p = chess960StartPosition(n).value();
        for (const std::string& text : { toFen(p), toShredderFen(p) }) {
            std::vector<std::string> warnings;
            const Result<Position> back = parseFen(text, FenVariant::Detect, warnings);
            ASSERT_TRUE(back.ok()) << text << ": " << back.error().message;
            EXPECT_TRUE(warnings.empty()) << text << ": " << warnings.front();
            // The same rights with the same rooks (samePositionAs compares the rook
            // squares). A start with the king on e1 and both rooks in the corners reads as
            // the standard game, where castling is the same.
            EXPECT_TRUE(back.value().samePositionAs(p)) << n << ": " << text;
        }
    }
}

TEST(Chess960Fen, InnerRookGetsItsFileLetter) {
    // Two white rooks on the kingside: the right of the inner one is written 'D'.
    const Position inner = fen("4k3/8/8/8/8/8/8/1K1R3R w D - 0 1");
    EXPECT_EQ(inner.castlingRookSquare(CastlingRight::WhiteKingside), sq::D1);
    EXPECT_EQ(toFen(inner), "4k3/8/8/8/8/8/8/1K1R3R w D - 0 1");
    const Position outer = fen("4k3/8/8/8/8/8/8/1K1R3R w H - 0 1");
    EXPECT_EQ(toFen(outer), "4k3/8/8/8/8/8/8/1K1R3R w K - 0 1");
    EXPECT_TRUE(fen("4k3/8/8/8/8/8/8/1K1R3R w K - 0 1").samePositionAs(outer));
    // A file letter needs a rook there; without one the right is dropped, with a warning.
    std::vector<std::string> warnings;
    const Result<Position> noRook
        = parseFen("4k3/8/8/8/8/8/8/1K1R3R w G - 0 1", FenVariant::Chess960, warnings);
    ASSERT_TRUE(noRook.ok()) << noRook.error().message;
    EXPECT_EQ(noRook.value().castlingRights(), 0);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("rook on g1"), std::string::npos) << warnings[0];
    // The standard game stays standard.
    EXPECT_FALSE(fen(kStartFen).isChess960());
    EXPECT_EQ(toFen(fen(kStartFen)), kStartFen);
}

TEST(Chess960Castling, RookShieldingTheKingsTargetCannotLeave) {
    // King c1 stays, rook b1 would go to d1 and open the a1 rook's line to c1.
    const Position p = fen("4k3/8/8/8/8/8/8/rRK5 w B - 0 1");
    EXPECT_FALSE(castling(p, false));
    // Without the black rook it is legal.
    EXPECT_TRUE(castling(fen("4k3/8/8/8/8/8/8/1RK5 w B - 0 1"), false));
    // The same when the king moves: d1 to c1, the b1 rook to d1 behind it.
    EXPECT_FALSE(castling(fen("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1"), false));
    EXPECT_TRUE(castling(fen("4k3/8/8/8/8/8/8/1R1K4 w B - 0 1"), false));
}

TEST(Chess960Castling, KingAlreadyOnTargetAndSwapAndRookOnTarget) {
    struct Case {
        const char* before;
        bool kingside;
        const char* after;
        const char* uci960;
    };
    const Case cases[] = {
        { "4k3/8/8/8/8/8/8/6KR w K - 0 1", true, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", "g1h1" },
        { "4k3/8/8/8/8/8/8/5KR1 w K - 0 1", true, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", "f1g1" },
        { "4k3/8/8/8/8/8/8/3RK3 w Q - 0 1", false, "4k3/8/8/8/8/8/8/2KR4 b - - 1 1", "e1d1" },
        { "2rk4/8/8/8/8/8/8/4K3 b q - 0 1", false, "2kr4/8/8/8/8/8/8/4K3 w - - 1 2", "d8c8" },
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.before);
        Position p = chess960Fen(c.before);
        const std::optional<Move> m = castling(p, c.kingside);
        ASSERT_TRUE(m);
        EXPECT_EQ(toUci(p, *m, true), c.uci960);
        EXPECT_NE(toUci(p, *m, false).substr(0, 2), toUci(p, *m, false).substr(2, 2));
        EXPECT_EQ(toSan(p, *m), c.kingside ? "O-O" : "O-O-O");
        const Result<Move> parsed = parseUciMove(p, c.uci960);
        ASSERT_TRUE(parsed.ok());
        EXPECT_EQ(parsed.value(), *m);
        const Position before = p;
        UndoInfo undo;
        p.makeMove(*m, undo);
        EXPECT_TRUE(p.isConsistent());
        EXPECT_EQ(toFen(p), c.after);
        p.unmakeMove(*m, undo);
        EXPECT_TRUE(p.isConsistent());
        EXPECT_TRUE(p == before);
    }
}

TEST(Chess960Castling, UciTellsCastlingFromAPlainKingStepToTheSameSquare) {
    // Found by fen_fuzz: king f1, rook h1, g1 empty. O-O and Kg1 both take the king f1 -> g1,
    // so standard UCI names castling king-onto-rook there, and "f1g1" is the plain step.
    for (const char* text : { "rkrbnbqn/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RB1NQK1R w KQkq f6 0 3",
             "rnkqBbnr/pppppppp/8/8/8/8/PBnPPPBP/NRBBQK1R w KQkq - 100 1" }) {
        SCOPED_TRACE(text);
        const Position p = chess960Fen(text);
        const std::optional<Move> castle = castling(p, true);
        ASSERT_TRUE(castle);
        for (const bool chess960 : { false, true }) {
            EXPECT_EQ(toUci(p, *castle, chess960), "f1h1");
            const Result<Move> back = parseUciMove(p, toUci(p, *castle, chess960));
            ASSERT_TRUE(back.ok());
            EXPECT_EQ(back.value(), *castle);
        }
        const Result<Move> step = parseUciMove(p, "f1g1");
        ASSERT_TRUE(step.ok());
        EXPECT_FALSE(step.value().isCastling());
        EXPECT_EQ(toUci(p, step.value(), false), "f1g1");
    }
    // Where the squares differ, standard UCI keeps the king's target (e1g1).
    const Position standard = fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    const std::optional<Move> castle = castling(standard, true);
    ASSERT_TRUE(castle);
    EXPECT_EQ(toUci(standard, *castle, false), "e1g1");
    EXPECT_EQ(toUci(standard, *castle, true), "e1h1");
}

TEST(Chess960Castling, PathMustBeEmptyButForKingAndRook) {
    // The b1 knight blocks the rook's way from a1 to d1 though the king on c1 need not move.
    EXPECT_FALSE(castling(fen("4k3/8/8/8/8/8/8/RNK5 w A - 0 1"), false));
    EXPECT_TRUE(castling(fen("4k3/8/8/8/8/8/8/R1K5 w A - 0 1"), false));
    // The king may not cross an attacked square: b1 king, rook h1, f-file attacked.
    EXPECT_FALSE(castling(fen("4kr2/8/8/8/8/8/8/1K5R w H - 0 1"), true));
    EXPECT_TRUE(castling(fen("4k3/8/8/8/8/8/8/1K5R w H - 0 1"), true));
}

TEST(Chess960Perft, MatchesStockfishSuite) {
    std::ifstream in(std::string(ROCHADE_TEST_DATA_DIR) + "/perft_chess960.txt");
    std::string line;
    int cases = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto a = line.find(';');
        const auto b = line.find(';', a + 1);
        const std::string text = line.substr(0, a);
        SCOPED_TRACE(text);
        Position pos = fen(text);
        EXPECT_EQ(
            perft(pos, std::stoi(line.substr(a + 1, b - a - 1))), std::stoull(line.substr(b + 1)));
        EXPECT_TRUE(pos.isConsistent());
        ++cases;
    }
    EXPECT_GE(cases, 20);
}

} // namespace
} // namespace rochade

namespace rochade {
namespace {

constexpr const char* kChess960Pgn = R"([Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "VARIANT"]
[SetUp "1"]
[FEN "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1"]

1. O-O-O O-O-O 2. h3 h6 *
)";

std::string withVariant(std::string_view variant) {
    std::string text = kChess960Pgn;
    text.replace(text.find("VARIANT"), 7, variant);
    return text;
}

TEST(Chess960Pgn, VariantTagsAreReadAndTheGameCastles) {
    for (const char* variant : { "Chess960", "chess 960", "Fischerandom" }) {
        SCOPED_TRACE(variant);
        const PgnParseResult read = parsePgn(withVariant(variant));
        ASSERT_TRUE(read.ok()) << read.error->message;
        ASSERT_EQ(read.games.size(), 1u);
        EXPECT_TRUE(read.warnings.empty());
        EXPECT_EQ(toFen(read.games[0].game.position()),
            "2kr3r/ppppppp1/7p/8/8/7P/PPPPPPP1/2KR3R w - - 0 3");
    }
}

TEST(Chess960Pgn, WritesVariantSetUpAndXFenAndReadsItBack) {
    const PgnParseResult read = parsePgn(withVariant("Fischerandom"));
    ASSERT_TRUE(read.ok());
    const std::string written = writePgn(read.games[0]);
    EXPECT_NE(written.find("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk5r/pppppppp/8/8/8/"
                           "8/PPPPPPPP/RK5R w KQkq - 0 1\"]"),
        std::string::npos)
        << written;
    EXPECT_EQ(written.find("Fischerandom"), std::string::npos) << written;
    EXPECT_NE(written.find("1. O-O-O O-O-O"), std::string::npos) << written;
    const PgnParseResult back = parsePgn(written);
    ASSERT_TRUE(back.ok() && back.games.size() == 1u);
    EXPECT_TRUE(back.games[0].game.position() == read.games[0].game.position());
    // Number 518 looks like the standard start but stays a Chess960 game.
    PgnGame game;
    game.game = Game(chess960StartPosition(518).value());
    EXPECT_NE(writePgn(game).find("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/"
                                  "pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]"),
        std::string::npos)
        << writePgn(game);
}

TEST(Chess960Pgn, StandardGameDropsChess960RightsAndSaysSo) {
    const PgnParseResult read = parsePgn(withVariant("Standard"));
    // Without castling rights O-O-O is no legal move: the game stops with an error.
    EXPECT_FALSE(read.ok() && read.warnings.empty());
    bool noted = false;
    for (const PgnError& w : read.warnings)
        noted = noted || w.message.find("dropped") != std::string::npos;
    EXPECT_TRUE(noted);
}

TEST(Chess960, EveryStartPositionIsKnownByItsNumberAndNothingElseIs) {
    for (int number = 0; number < kChess960Positions; ++number) {
        const Result<Position> start = chess960StartPosition(number);
        ASSERT_TRUE(start.ok());
        EXPECT_EQ(chess960NumberOf(start.value()), number);
    }
    // The standard start is not a Chess960 position (no Chess960 castling), so no number.
    EXPECT_EQ(chess960NumberOf(Position::startPosition()), -1);
    // A start position with a right given up is not one of the 960 any more.
    const Result<Position> lost
        = parseFen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Hh - 0 1");
    ASSERT_TRUE(lost.ok()) << (lost.ok() ? "" : lost.error().message);
    EXPECT_EQ(chess960NumberOf(lost.value()), -1);
}

} // namespace
} // namespace rochade
