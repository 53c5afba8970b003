// SPDX-License-Identifier: GPL-3.0-or-later
// FEN reading, writing and position validation.
#include "rochade/core/fen.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace rochade {
namespace {

// Canonical FENs (as our writer emits them: all six fields, an en-passant square only
// where a pawn can capture) must come back unchanged.
const std::vector<std::string> kRoundTripFens = {
    std::string(kStartFen),
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2",
    "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/4K2R w K - 99 150",
    "r3k3/8/8/8/8/8/8/4K2R w Kq - 5 30",
    "8/P7/8/8/8/8/7p/K6k w - - 0 60",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 12 40",
    "4k3/8/8/8/8/8/8/4K3 b - - 65535 65535",
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "2kr3r/ppp2ppp/2n1bn2/2b1p3/4P3/2NP1N2/PPP1BPPP/R1B2RK1 w - - 4 9",
    "8/8/8/8/8/8/6k1/4K2R w K - 0 1",
};

TEST(Fen, RoundTripsCanonicalRecords) {
    for (const std::string& fen : kRoundTripFens) {
        const Result<Position> pos = parseFen(fen);
        ASSERT_TRUE(pos.ok()) << fen << ": " << pos.error().message;
        EXPECT_EQ(toFen(pos.value()), fen);
        EXPECT_TRUE(pos.value().isConsistent()) << fen;
        EXPECT_FALSE(validatePosition(pos.value()).has_value()) << fen;
    }
}

TEST(Fen, StartFenEqualsStartPosition) {
    const Result<Position> pos = parseFen(kStartFen);
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(pos.value(), Position::startPosition());
    EXPECT_EQ(toFen(Position::startPosition()), kStartFen);
}

struct Normalisation {
    const char* input;
    const char* canonical;
};

TEST(Fen, NormalisesTolerableInput) {
    const std::vector<Normalisation> cases = {
        // The move counters may be omitted ...
        { "8/8/8/4k3/8/8/8/4K3 w - -", "8/8/8/4k3/8/8/8/4K3 w - - 0 1" },
        { "8/8/8/4k3/8/8/8/4K3 b - - 7", "8/8/8/4k3/8/8/8/4K3 b - - 7 1" },
        // ... blanks around and between fields do not matter ...
        { "  8/8/8/4k3/8/8/8/4K3   w  -  -  3  9 ", "8/8/8/4k3/8/8/8/4K3 w - - 3 9" },
        // ... castling letters in any order are written in KQkq order ...
        { "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" },
        // ... and an en-passant square no pawn can use is dropped.
        { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" },
        { "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3" },
    };
    for (const Normalisation& c : cases) {
        const Result<Position> pos = parseFen(c.input);
        ASSERT_TRUE(pos.ok()) << c.input << ": " << pos.error().message;
        EXPECT_EQ(toFen(pos.value()), c.canonical) << c.input;
    }
}

TEST(Fen, UnusableEnPassantSquareDoesNotChangeTheHash) {
    const Result<Position> with
        = parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const Result<Position> without
        = parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    ASSERT_TRUE(with.ok() && without.ok());
    EXPECT_EQ(with.value().hash(), without.value().hash());
}

TEST(Fen, ReadsEveryField) {
    const Result<Position> pos
        = parseFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w Kq f6 4 17");
    ASSERT_TRUE(pos.ok());
    const Position& p = pos.value();
    EXPECT_EQ(p.pieceAt(sq::E1), Piece::WhiteKing);
    EXPECT_EQ(p.pieceAt(makeSquare(4, 4)), Piece::WhitePawn);
    EXPECT_EQ(p.pieceAt(makeSquare(5, 4)), Piece::BlackPawn);
    EXPECT_EQ(p.pieceAt(makeSquare(4, 3)), Piece::Empty);
    EXPECT_EQ(p.sideToMove(), Color::White);
    EXPECT_EQ(
        p.castlingRights(), bit(CastlingRight::WhiteKingside) | bit(CastlingRight::BlackQueenside));
    EXPECT_EQ(p.enPassantSquare(), makeSquare(5, 5));
    EXPECT_EQ(p.halfmoveClock(), 4);
    EXPECT_EQ(p.fullmoveNumber(), 17);
}

struct Malformed {
    const char* fen;
    const char* expected; ///< a substring of the error message
};

TEST(Fen, RejectsMalformedRecordsNamingFieldAndReason) {
    const std::vector<Malformed> cases = {
        { "", "FEN is empty" },
        { "   ", "FEN is empty" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "3 fields" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "7 fields" },
        { "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): expected 8 ranks separated by '/', got 7" },
        { "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "got 9" },
        { "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN field 1 (piece placement): rank 8 has 9 squares" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "rank 1 has 7 squares" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR7 w KQkq - 0 1", "rank 1 has 15 squares" },
        { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 7 has an invalid character 'x'" },
        { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "the digit '9'" },
        { "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "the digit '0'" },
        { "rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6 is empty" },
        { "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "two digits in a row" },
        { "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR w kq - 0 1", "White has 2 kings" },
        { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "Black has 0 kings" },
        { "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
            "White has 9 pawns (at most 8)" },
        { "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "White has 17 pieces (at most 16)" },
        { "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a white pawn stands on a8" },
        { "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "a black pawn stands on a1" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "FEN field 2 (side to move): expected 'w' or 'b', got 'x'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", "got 'W'" },
        { "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "FEN field 2 (side to move): Black is in check although it is White's move" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
            "FEN field 3 (castling): the letter 'K' repeats" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KX - 0 1",
            "expected '-', letters from 'KQkq' or rook files ('A'-'H', 'a'-'h'), got 'X'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "FEN field 4 (en passant): expected '-' or a square" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "FEN field 4 (en passant): e3 is not on rank 6" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "no Black pawn on e5" },
        { "rn1qkbnr/pppbpppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 4",
            "d6 and d7 must be empty" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
            "FEN field 5 (halfmove clock): expected a number from 0 to 65535, got '-1'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abc 1",
            "FEN field 5 (halfmove clock)" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 70000 1", "got '70000'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1",
            "FEN field 6 (fullmove number): expected a number from 0 to 65535, got '-1'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65536",
            "FEN field 6 (fullmove number): expected a number from 0 to 65535, got '65536'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x",
            "FEN field 6 (fullmove number)" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 +1",
            "FEN field 6 (fullmove number)" },
    };
    for (const Malformed& c : cases) {
        const Result<Position> pos = parseFen(c.fen);
        ASSERT_FALSE(pos.ok()) << "accepted: " << c.fen;
        EXPECT_NE(pos.error().message.find(c.expected), std::string::npos)
            << c.fen << "\n  message:  " << pos.error().message << "\n  expected: " << c.expected;
    }
}

struct DroppedRights {
    const char* fen;
    std::vector<FenVariant> variants; ///< each read the same
    const char* read; ///< the position read, as toFen() writes it
    std::size_t dropped; ///< how many rights are dropped, each with a warning
    const char* warning; ///< a substring of the first warning
};

TEST(Fen, DropsTheCastlingRightsThePositionCannotHaveWithAWarning) {
    // Standard-game answers as python-chess's Board(fen) reads them: its
    // clean_castling_rights() keeps a right only with the king on e1/e8 and the rook in its
    // corner.
    const std::vector<DroppedRights> cases = {
        { "4k3/8/8/8/8/8/8/4K3 w K - 0 1", { FenVariant::Detect }, "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            1, "castling right 'K' dropped: it needs the white king on e1 and a rook on h1" },
        { "r3k2r/8/8/8/8/8/8/R3KB2 w KQkq - 0 1", { FenVariant::Detect },
            "r3k2r/8/8/8/8/8/8/R3KB2 w Qkq - 0 1", 1, "'K' dropped" },
        // A stale 'K' after the rook went to g1: dropped, never read as a Chess960 right
        // (which would make e1g1 castling).
        { "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", { FenVariant::Detect, FenVariant::Standard },
            "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1", 1, "rook on h1" },
        // "KQkq" left standing after Black castled: with the king on g8 and the a8 rook,
        // 'q' would be a Chess960 right, but 'k' is possible in no game, so this is the
        // standard game with two stale rights.
        { "r4rk1/8/8/8/8/8/8/R3K2R w KQkq - 0 1", { FenVariant::Detect },
            "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", 2, "'k' dropped" },
        // White's king moved to f1, Black's did not: kings on two files fit no Chess960
        // start, so White's rights are stale.
        { "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", { FenVariant::Detect },
            "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", 2, "'K' dropped" },
        // Shredder-FEN letters of the corner rooks are the standard rights; others are not.
        { "4k3/8/8/8/8/8/8/4K1RR w G - 0 1", { FenVariant::Standard },
            "4k3/8/8/8/8/8/8/4K1RR w - - 0 1", 1, "Chess960 right" },
        { "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", { FenVariant::Standard },
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 0, "" },
        // Chess960: 'K' is the outermost rook on the king's h-side, if there is one.
        { "4k3/8/8/8/8/8/8/1R2K3 w KQ - 0 1", { FenVariant::Chess960 },
            "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1", 1, "kingside of the king on e1" },
    };
    for (const DroppedRights& c : cases) {
        for (const FenVariant variant : c.variants) {
            std::vector<std::string> warnings;
            const Result<Position> pos = parseFen(c.fen, variant, warnings);
            ASSERT_TRUE(pos.ok()) << c.fen << ": " << pos.error().message;
            EXPECT_EQ(toFen(pos.value()), c.read) << c.fen;
            EXPECT_EQ(pos.value().isChess960(), variant == FenVariant::Chess960) << c.fen;
            ASSERT_EQ(warnings.size(), c.dropped) << c.fen;
            for (const std::string& w : warnings)
                EXPECT_NE(w.find("dropped"), std::string::npos) << w;
            if (c.dropped > 0) {
                EXPECT_NE(warnings[0].find(c.warning), std::string::npos) << warnings[0];
            }
            // The reading without a warning channel (Detect) drops them alike.
            if (variant == FenVariant::Detect) {
                EXPECT_EQ(toFen(parseFen(c.fen).value()), c.read) << c.fen;
            }
        }
    }
}

TEST(Fen, ReadForChess960TheSameKNamesTheRookOnG1AndIsWrittenAsItsFile) {
    std::vector<std::string> warnings;
    const Result<Position> pos
        = parseFen("4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", FenVariant::Chess960, warnings);
    ASSERT_TRUE(pos.ok()) << pos.error().message;
    EXPECT_TRUE(warnings.empty());
    EXPECT_TRUE(pos.value().isChess960());
    EXPECT_EQ(pos.value().castlingRookSquare(CastlingRight::WhiteKingside), sq::G1);
    // Written with the file letter, so a reader that is not told it is Chess960 (Detect)
    // still reads the right of the g1 rook.
    EXPECT_EQ(toFen(pos.value()), "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1");
    const Result<Position> back = parseFen(toFen(pos.value()));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back.value().isChess960());
    EXPECT_EQ(back.value().castlingRookSquare(CastlingRight::WhiteKingside), sq::G1);
}

TEST(Fen, FullmoveNumberZeroIsReadAsOne) {
    // As Stockfish, python-chess and pgn-extract read it; puzzle collections write it.
    const Result<Position> pos = parseFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 0");
    ASSERT_TRUE(pos.ok()) << pos.error().message;
    EXPECT_EQ(pos.value().fullmoveNumber(), 1);
    EXPECT_EQ(toFen(pos.value()), "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    const Result<Position> black = parseFen("6k1/5ppp/8/8/8/8/8/R5K1 b - - 3 0");
    ASSERT_TRUE(black.ok()) << black.error().message;
    EXPECT_EQ(black.value().fullmoveNumber(), 1);
    EXPECT_EQ(black.value().halfmoveClock(), 3);
}

TEST(Fen, NeverCrashesOnTruncatedRecords) {
    // Every prefix of a valid record is either accepted or refused with a message.
    const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for (std::size_t n = 0; n < fen.size(); ++n) {
        const Result<Position> pos = parseFen(fen.substr(0, n));
        if (!pos.ok()) {
            EXPECT_FALSE(pos.error().message.empty()) << n;
        }
    }
}

TEST(Fen, MutatedRecordsAreRefusedOrValid) {
    // Seeded single-character mutations of a record: whatever is accepted must be a valid,
    // consistent position that writes back to a record reading as the same position.
    const std::string original
        = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqa-h0e3x9";
    std::mt19937 random(7);
    int accepted = 0;
    for (int i = 0; i < 3000; ++i) {
        std::string fen = original;
        for (int edits = 0; edits < 1 + i % 3; ++edits)
            fen[random() % fen.size()] = alphabet[random() % alphabet.size()];
        const Result<Position> pos = parseFen(fen);
        if (!pos.ok()) {
            EXPECT_FALSE(pos.error().message.empty()) << fen;
            continue;
        }
        ++accepted;
        EXPECT_FALSE(validatePosition(pos.value()).has_value()) << fen;
        EXPECT_TRUE(pos.value().isConsistent()) << fen;
        const Result<Position> again = parseFen(toFen(pos.value()));
        ASSERT_TRUE(again.ok()) << fen;
        EXPECT_EQ(again.value(), pos.value()) << fen;
    }
    EXPECT_GT(accepted, 0); // the mutations must also reach the accepting paths
}

Position setUp(std::initializer_list<std::pair<Square, Piece>> pieces, Color side) {
    Position pos;
    for (const auto& [square, piece] : pieces)
        EXPECT_TRUE(pos.putPiece(square, piece));
    pos.setSideToMove(side);
    return pos;
}

TEST(Fen, ValidationAcceptsPlayablePositions) {
    EXPECT_FALSE(validatePosition(Position::startPosition()).has_value());
    const Position pos
        = setUp({ { sq::E1, Piece::WhiteKing }, { sq::E8, Piece::BlackKing } }, Color::Black);
    EXPECT_FALSE(validatePosition(pos).has_value());
}

TEST(Fen, ValidationNamesTheProblem) {
    struct Case {
        Position pos;
        const char* expected;
    };
    Position castling = setUp({ { sq::E1, Piece::WhiteKing }, { sq::E8, Piece::BlackKing },
                                  { sq::A8, Piece::BlackRook } },
        Color::White);
    castling.setCastlingRights(bit(CastlingRight::BlackKingside));
    const std::vector<Case> cases = {
        { setUp({ { sq::E8, Piece::BlackKing } }, Color::White), "White has 0 kings" },
        { setUp({ { sq::E1, Piece::WhiteKing } }, Color::White), "Black has 0 kings" },
        { setUp({ { sq::E1, Piece::WhiteKing }, { sq::E8, Piece::BlackKing },
                    { sq::H8, Piece::WhiteRook } },
              Color::White),
            "Black is in check although it is White's move" },
        { setUp({ { sq::E1, Piece::WhiteKing }, { sq::E8, Piece::BlackKing },
                    { sq::C1, Piece::BlackPawn } },
              Color::White),
            "black pawn stands on c1" },
        { castling, "the right 'k' needs the black king on e8 and its rook on h8" },
    };
    for (const Case& c : cases) {
        const std::optional<Error> error = validatePosition(c.pos);
        ASSERT_TRUE(error.has_value()) << c.expected;
        EXPECT_NE(error->message.find(c.expected), std::string::npos) << error->message;
    }
}

} // namespace
} // namespace rochade
