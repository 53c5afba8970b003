// SPDX-License-Identifier: GPL-3.0-or-later
// UCI and SAN: writing, round trips over many positions, tolerant reading and its errors.
#include "rochade/core/notation.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include "random_games.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

namespace rochade {
namespace {

Position positionFrom(std::string_view fen) {
    const Result<Position> pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message);
    return pos.ok() ? pos.value() : Position::startPosition();
}

const char* const kKiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const char* const kEnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
const char* const kPromotion = "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1";
const char* const kTwoBlackKnights
    = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 2 3";
const char* const kKnightsOnOneFile = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
const char* const kThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
const char* const kTwoRooks = "4k3/8/8/R7/8/8/4K3/R6R w - - 0 1";
const char* const kPawnOrBishop = "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1";

// The perft suite's positions plus a few with promotions, en passant and castling.
const std::vector<const char*> kSanRoundTripFens = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    kKiwipete,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    kEnPassant,
    kPromotion,
    kTwoBlackKnights,
    kKnightsOnOneFile,
    kThreeQueens,
    kTwoRooks,
    kPawnOrBishop,
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/8/8/8/8/6k1/4K2R w K - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
};

/// Every legal move must have a distinct SAN that reads back as the same move, and a UCI
/// string that does the same.
void expectRoundTrips(const Position& pos) {
    const MoveList legal = MoveGenerator::legalMoves(pos);
    std::set<std::string> seen;
    for (Move m : legal) {
        const std::string san = toSan(pos, m);
        EXPECT_TRUE(seen.insert(san).second) << "duplicate SAN " << san << " in " << toFen(pos);
        const Result<Move> back = parseSan(pos, san);
        ASSERT_TRUE(back.ok()) << san << " in " << toFen(pos) << ": " << back.error().message;
        EXPECT_EQ(back.value(), m) << san << " in " << toFen(pos);

        const Result<Move> uci = parseUciMove(pos, toUci(m));
        ASSERT_TRUE(uci.ok()) << toUci(m) << " in " << toFen(pos);
        EXPECT_EQ(uci.value(), m) << toUci(m) << " in " << toFen(pos);
        // UCI text is also accepted by the SAN reader.
        const Result<Move> long_ = parseSan(pos, toUci(m));
        ASSERT_TRUE(long_.ok()) << toUci(m) << " in " << toFen(pos);
        EXPECT_EQ(long_.value(), m);

        // The check suffix tells the truth.
        Position after = pos;
        UndoInfo undo;
        after.makeMove(m, undo);
        const char last = san.back();
        if (!after.isInCheck()) {
            EXPECT_TRUE(last != '+' && last != '#') << san;
        } else {
            EXPECT_EQ(last, MoveGenerator::hasLegalMove(after) ? '+' : '#') << san;
        }
    }
}

TEST(Notation, SanAndUciRoundTripInTestPositions) {
    for (const char* fen : kSanRoundTripFens) {
        SCOPED_TRACE(fen);
        expectRoundTrips(positionFrom(fen));
    }
}

TEST(Notation, SanAndUciRoundTripAlongSeededRandomGames) {
    // 12 games of up to 100 plies: about a thousand positions, some 30 000 moves.
    testing::forEachPlayoutPosition(20261130U, 12, 100, [](const Position& pos) {
        if (!::testing::Test::HasFatalFailure()) expectRoundTrips(pos);
    });
}

TEST(Notation, RandomTextIsRefusedOrNamesALegalMove) {
    // Seeded random words from the characters of move notation: never a crash, and
    // anything accepted is a legal move.
    const std::string alphabet = "KQRBNPkqrbnpabcdefgh12345678xX=+#!?-O0o.: ";
    std::mt19937 random(11);
    for (const char* fen : { kKiwipete, kPromotion, kEnPassant, kTwoBlackKnights }) {
        const Position pos = positionFrom(fen);
        const MoveList legal = MoveGenerator::legalMoves(pos);
        for (int i = 0; i < 1500; ++i) {
            std::string text;
            for (std::size_t n = 1 + random() % 8; n > 0; --n)
                text += alphabet[random() % alphabet.size()];
            for (const Result<Move>& m : { parseSan(pos, text), parseUciMove(pos, text) }) {
                if (m.ok()) {
                    EXPECT_TRUE(legal.contains(m.value())) << text;
                } else {
                    EXPECT_FALSE(m.error().message.empty()) << text;
                }
            }
        }
    }
}

struct KnownSan {
    const char* fen;
    const char* uci;
    const char* san;
};

TEST(Notation, WritesKnownSan) {
    const std::vector<KnownSan> cases = {
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e4" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3", "Nf3" },
        { kKiwipete, "e1g1", "O-O" },
        { kKiwipete, "e1c1", "O-O-O" },
        { kKiwipete, "e5f7", "Nxf7" },
        { kKiwipete, "d5e6", "dxe6" },
        { kKiwipete, "g2h3", "gxh3" },
        { kKiwipete, "e2a6", "Bxa6" },
        { kKiwipete, "f3f6", "Qxf6" },
        { kEnPassant, "e5f6", "exf6" },
        { kPromotion, "e7e8q", "e8=Q" },
        { kPromotion, "e7e8n", "e8=N" },
        { kPromotion, "e7d8r", "exd8=R" },
        { kTwoBlackKnights, "b8d7", "Nbd7" },
        { kTwoBlackKnights, "f6d7", "Nfd7" },
        { kKnightsOnOneFile, "g1f3", "N1f3" },
        { kKnightsOnOneFile, "g5f3", "N5f3" },
        { kThreeQueens, "a1b2", "Qa1b2" },
        { kThreeQueens, "a3b2", "Q3b2" },
        { kThreeQueens, "c1b2", "Qcb2" },
        { kTwoRooks, "a1d1", "Rad1" },
        { kTwoRooks, "h1d1", "Rhd1" },
        { kTwoRooks, "a1a3", "R1a3" },
        { kTwoRooks, "a5a3", "R5a3" },
        { kPawnOrBishop, "b2c3", "bxc3" },
        { kPawnOrBishop, "e1c3", "Bxc3" },
        { "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#" },
        { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", "Qxf7#" },
        { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "c4f7", "Bxf7+" },
        { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+" },
        { "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "g2h1q", "gxh1=Q" },
        { "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "g2g1n", "g1=N+" },
    };
    for (const KnownSan& c : cases) {
        const Position pos = positionFrom(c.fen);
        const Result<Move> m = parseUciMove(pos, c.uci);
        ASSERT_TRUE(m.ok()) << c.uci << " in " << c.fen << ": " << m.error().message;
        EXPECT_EQ(toSan(pos, m.value()), c.san) << c.fen;
        EXPECT_EQ(toUci(m.value()), c.uci);
    }
}

TEST(Notation, NullMoveIsWrittenAsFourZeros) {
    EXPECT_EQ(toUci(Move()), "0000");
}

struct Tolerant {
    const char* fen;
    const char* input;
    const char* uci; ///< the move it must be read as
};

TEST(Notation, ReadsTolerantSan) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const std::vector<Tolerant> cases = {
        { start, "e4", "e2e4" },
        { start, " e4 ", "e2e4" },
        { start, "e2-e4", "e2e4" },
        { start, "e2e4", "e2e4" },
        { start, "Pe4", "e2e4" },
        { start, "Ng1-f3", "g1f3" },
        { start, "Ng1f3", "g1f3" },
        { start, "Nf3!?", "g1f3" },
        { start, "Nf3+", "g1f3" },
        { start, "Nf3?!", "g1f3" },
        { kKiwipete, "O-O", "e1g1" },
        { kKiwipete, "0-0", "e1g1" },
        { kKiwipete, "O-O+", "e1g1" },
        { kKiwipete, "0-0-0", "e1c1" },
        { kKiwipete, "O-O-O!", "e1c1" },
        { kKiwipete, "e1h1", "e1g1" },
        { kKiwipete, "e1a1", "e1c1" },
        { kKiwipete, "Ke1h1", "e1g1" },
        { kKiwipete, "Nf7", "e5f7" },
        { kKiwipete, "Nxf7", "e5f7" },
        { kKiwipete, "Nxb5", "c3b5" },
        { kKiwipete, "de6", "d5e6" },
        { kKiwipete, "d5xe6", "d5e6" },
        { kKiwipete, "d6", "d5d6" },
        { kKiwipete, "Qf3xf6", "f3f6" },
        { kPromotion, "e8Q", "e7e8q" },
        { kPromotion, "e8=Q", "e7e8q" },
        { kPromotion, "e8q", "e7e8q" },
        { kPromotion, "e8=N", "e7e8n" },
        { kPromotion, "e8b", "e7e8b" },
        { kPromotion, "exd8=Q", "e7d8q" },
        { kPromotion, "exd8N", "e7d8n" },
        { kPromotion, "ed8r", "e7d8r" },
        { kPromotion, "e7e8q", "e7e8q" },
        { kPromotion, "e7-e8=Q+", "e7e8q" },
        { kEnPassant, "exf6", "e5f6" },
        { kEnPassant, "exf6e.p.", "e5f6" },
        { kEnPassant, "exf6 e.p.", "e5f6" },
        { kEnPassant, "exf6ep", "e5f6" },
        { kEnPassant, "ef6", "e5f6" },
        { kTwoBlackKnights, "Nbd7", "b8d7" },
        { kTwoBlackKnights, "N8d7", "b8d7" },
        { kTwoBlackKnights, "Nfd7", "f6d7" },
        { kTwoBlackKnights, "Nb8d7", "b8d7" },
        { kTwoBlackKnights, "Nb8-d7", "b8d7" },
        { kKnightsOnOneFile, "N1f3", "g1f3" },
        { kKnightsOnOneFile, "N5f3", "g5f3" },
        { kPawnOrBishop, "bxc3", "b2c3" },
        { kPawnOrBishop, "bc3", "b2c3" },
        { kPawnOrBishop, "Bxc3", "e1c3" },
        { kPawnOrBishop, "Bc3", "e1c3" },
    };
    for (const Tolerant& c : cases) {
        const Position pos = positionFrom(c.fen);
        const Result<Move> m = parseSan(pos, c.input);
        ASSERT_TRUE(m.ok()) << "'" << c.input << "' in " << c.fen << ": " << m.error().message;
        EXPECT_EQ(toUci(m.value()), c.uci) << "'" << c.input << "' in " << c.fen;
    }
}

enum class Kind {
    Malformed,
    NoLegalMove,
    Ambiguous
};

struct BadSan {
    const char* fen;
    const char* input;
    Kind kind;
};

const char* kindText(Kind k) {
    switch (k) {
    case Kind::Malformed:
        return "malformed";
    case Kind::NoLegalMove:
        return "no legal move";
    case Kind::Ambiguous:
        return "ambiguous";
    }
    return "";
}

TEST(Notation, RejectsBadSanSayingWhy) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const std::vector<BadSan> cases = {
        { start, "", Kind::Malformed },
        { start, "   ", Kind::Malformed },
        { start, "++", Kind::Malformed },
        { start, "Z4", Kind::Malformed },
        { start, "e9", Kind::Malformed },
        { start, "E4", Kind::Malformed },
        { start, "nf3", Kind::Malformed },
        { start, "qd4", Kind::Malformed },
        { start, "Nf3x", Kind::Malformed },
        { start, "xyz", Kind::Malformed },
        { start, "O-O-O-O", Kind::Malformed },
        { start, "Nxxf3", Kind::Malformed },
        { start, "Ngg1f3", Kind::Malformed },
        { kPromotion, "e8=K", Kind::Malformed },
        { kPromotion, "Ke2=Q", Kind::Malformed },
        { start, "e5", Kind::NoLegalMove },
        { start, "Nf4", Kind::NoLegalMove },
        { start, "O-O", Kind::NoLegalMove },
        { start, "0-0-0", Kind::NoLegalMove },
        { start, "Ke2", Kind::NoLegalMove },
        { start, "Bc4", Kind::NoLegalMove },
        { start, "Qxd7", Kind::NoLegalMove },
        { start, "e2e5", Kind::NoLegalMove },
        { start, "e1g1", Kind::NoLegalMove },
        { start, "Ng1-f3=Q", Kind::NoLegalMove },
        { start, "Bg1f3", Kind::NoLegalMove },
        { start, "e7e5", Kind::NoLegalMove },
        { start, "exd3", Kind::NoLegalMove },
        { kPromotion, "e8", Kind::NoLegalMove },
        { kPromotion, "exd8", Kind::NoLegalMove },
        { "8/8/8/8/8/8/6k1/4K2R w K - 0 1", "O-O", Kind::NoLegalMove },
        { kTwoBlackKnights, "Nd7", Kind::Ambiguous },
        { kTwoBlackKnights, "Nxd7", Kind::Ambiguous },
        { kThreeQueens, "Qb2", Kind::Ambiguous },
        { kThreeQueens, "Qab2", Kind::Ambiguous },
        { kThreeQueens, "Q1b2", Kind::Ambiguous },
        { kTwoRooks, "Rd1", Kind::Ambiguous },
        { kTwoRooks, "Ra3", Kind::Ambiguous },
    };
    for (const BadSan& c : cases) {
        const Position pos = positionFrom(c.fen);
        const Result<Move> m = parseSan(pos, c.input);
        ASSERT_FALSE(m.ok()) << "accepted '" << c.input << "' in " << c.fen;
        EXPECT_NE(m.error().message.find(kindText(c.kind)), std::string::npos)
            << "'" << c.input << "': " << m.error().message;
    }
}

TEST(Notation, AmbiguityErrorListsTheCandidates) {
    const Result<Move> m = parseSan(positionFrom(kTwoBlackKnights), "Nd7");
    ASSERT_FALSE(m.ok());
    EXPECT_NE(m.error().message.find("Nbd7"), std::string::npos) << m.error().message;
    EXPECT_NE(m.error().message.find("Nfd7"), std::string::npos) << m.error().message;
}

struct BadUci {
    const char* input;
    const char* expected;
};

TEST(Notation, RejectsBadUciSayingWhy) {
    const Position start = Position::startPosition();
    const std::vector<BadUci> cases = {
        { "", "malformed UCI move" },
        { "e2", "malformed UCI move" },
        { "e2e4qq", "malformed UCI move" },
        { "z2e4", "'z2' is not a square" },
        { "e2e9", "'e9' is not a square" },
        { "e2e4x", "'x' is not a promotion piece" },
        { "0000", "null move" },
        { "e2e5", "illegal move 'e2e5'" },
        { "e3e4", "no piece on e3" },
        { "e7e5", "belongs to the side not to move" },
        { "e2e4q", "not a promotion" },
    };
    for (const BadUci& c : cases) {
        const Result<Move> m = parseUciMove(start, c.input);
        ASSERT_FALSE(m.ok()) << "accepted " << c.input;
        EXPECT_NE(m.error().message.find(c.expected), std::string::npos)
            << c.input << ": " << m.error().message;
    }
    const Result<Move> missing = parseUciMove(positionFrom(kPromotion), "e7e8");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("promotion piece is missing"), std::string::npos)
        << missing.error().message;
}

TEST(Notation, UciAcceptsUpperCasePromotionLetter) {
    const Result<Move> m = parseUciMove(positionFrom(kPromotion), "e7e8Q");
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m.value().promotion(), PieceType::Queen);
}

} // namespace
} // namespace rochade
