// SPDX-License-Identifier: GPL-3.0-or-later
// Two FIDE rules that are easy to get wrong: en passant rights that exist only on paper
// (9.2.3) and which material can still mate when a flag falls (6.9).
#include "rochade/core/fen.h"
#include "rochade/core/game.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

Position fideFromFen(std::string_view fen) {
    const Result<Position> pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message);
    return pos.ok() ? pos.value() : Position::startPosition();
}

/// A game from `fen` after the UCI moves in `moves`, each checked to be legal.
Game fidePlayedGame(std::string_view fen, const std::string& moves) {
    Game game(fideFromFen(fen));
    std::istringstream in(moves);
    for (std::string text; in >> text;) {
        const Result<Move> m = parseUciMove(game.position(), text);
        EXPECT_TRUE(m.ok()) << text;
        if (!m.ok() || !game.playMove(m.value()).ok()) {
            ADD_FAILURE() << "cannot play " << text;
            break;
        }
    }
    return game;
}

// --- 9.2.3: positions are the same when the same moves are possible ---------------------

TEST(FideRules, APaperEnPassantRightDoesNotMakeADifferentPosition) {
    // After ...d5 White's e5 pawn "could" take en passant, but exd6 would uncover the
    // rook's check along the fifth rank: no such move exists, so the position after ...d5
    // is the same as the two that follow, and the third occurrence may be claimed.
    const Game game = fidePlayedGame(
        "8/3p4/8/K3P2r/8/8/8/6k1 b - - 0 1", "d7d5 a5a4 h5h6 a4a5 h6h5 a5a4 h5h6 a4a5 h6h5");
    EXPECT_EQ(game.status().claimable, DrawClaim::ThreefoldRepetition);
    EXPECT_EQ(game.positionAt(1).enPassantSquare(), kNoSquare);
    EXPECT_EQ(game.positionAt(1).hash(), game.position().hash());
    EXPECT_TRUE(game.positionAt(1).samePositionAs(game.positionAt(5)));
    // One cycle short: only two occurrences.
    const Game shorter
        = fidePlayedGame("8/3p4/8/K3P2r/8/8/8/6k1 b - - 0 1", "d7d5 a5a4 h5h6 a4a5 h6h5");
    EXPECT_EQ(shorter.status().claimable, DrawClaim::None);
}

TEST(FideRules, APinnedCapturerGivesNoEnPassantRight) {
    // The e5 pawn is pinned to its king on c3 by the bishop on g7: exd6 is illegal.
    const Game game = fidePlayedGame(
        "4k3/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1", "d7d5 c3b3 e8e7 b3c3 e7e8 c3b3 e8e7 b3c3 e7e8");
    EXPECT_EQ(game.positionAt(1).enPassantSquare(), kNoSquare);
    EXPECT_EQ(toFen(game.positionAt(1)), "4k3/6b1/8/3pP3/8/2K5/8/8 w - - 0 2");
    EXPECT_EQ(game.status().claimable, DrawClaim::ThreefoldRepetition);
}

TEST(FideRules, AnEnPassantCaptureThatIsLegalMakesADifferentPosition) {
    // The same manoeuvre with exd6 possible: the position after ...d5 differs from its
    // later look-alikes, so after two cycles there are only two equal positions.
    const std::string fen = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    const Game twice = fidePlayedGame(fen, "d7d5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
    EXPECT_EQ(twice.positionAt(1).enPassantSquare(), makeSquare(3, 5));
    EXPECT_NE(twice.positionAt(1).hash(), twice.position().hash());
    EXPECT_EQ(twice.status().claimable, DrawClaim::None);
    const Game thrice
        = fidePlayedGame(fen, "d7d5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
    EXPECT_EQ(thrice.status().claimable, DrawClaim::ThreefoldRepetition);
}

TEST(FideRules, AnEnPassantCaptureOfTheCheckingPawnIsARealRight) {
    // ...d5 gives check; exd6 takes the checker and is legal, so the right is real.
    const Position pos = fideFromFen("4k3/3p4/8/4P3/4K3/8/8/8 b - - 0 1");
    Position after = pos;
    UndoInfo undo;
    after.makeMove(parseUciMove(pos, "d7d5").value(), undo);
    EXPECT_TRUE(after.isInCheck());
    EXPECT_EQ(after.enPassantSquare(), makeSquare(3, 5));
    EXPECT_TRUE(parseUciMove(after, "e5d6").ok());
    EXPECT_TRUE(after.isConsistent());
    after.unmakeMove(parseUciMove(pos, "d7d5").value(), undo);
    EXPECT_EQ(after, pos);
    EXPECT_TRUE(after.isConsistent());
}

TEST(FideRules, TheEnPassantKeyEntersTheHashOnlyWhenTheCaptureIsLegal) {
    struct Case {
        const char* fen;
        const char* sameWithoutRight; ///< the same position written with '-'
        bool legal;
    };
    const std::vector<Case> cases = {
        // Horizontal: both pawns leave the king's rank.
        { "8/8/8/K2pP2r/8/8/8/6k1 w - d6 0 2", "8/8/8/K2pP2r/8/8/8/6k1 w - - 0 2", false },
        // Diagonal pin.
        { "4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2", "4k3/6b1/8/3pP3/8/2K5/8/8 w - - 0 2", false },
        // The king in check from a knight that the capture does not address.
        { "4k3/8/8/3pP3/8/5n2/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/5n2/8/4K3 w - - 0 2", false },
        // Two capturers, one of them pinned: the other makes the right real.
        { "4k3/6b1/8/2PpP3/8/2K5/8/8 w - d6 0 2", "4k3/6b1/8/2PpP3/8/2K5/8/8 w - - 0 2", true },
        // Black to move, pinned along the file? No: along the rank to its king on a4.
        { "4K3/8/8/8/k2pP2R/8/8/8 b - e3 0 1", "4K3/8/8/8/k2pP2R/8/8/8 b - - 0 1", false },
        { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", true },
    };
    for (const Case& c : cases) {
        const Position with = fideFromFen(c.fen);
        const Position without = fideFromFen(c.sameWithoutRight);
        EXPECT_TRUE(with.isConsistent()) << c.fen;
        EXPECT_EQ(with.enPassantSquare() != kNoSquare, c.legal) << c.fen;
        EXPECT_EQ(with.hash() == without.hash(), !c.legal) << c.fen;
        EXPECT_EQ(with.samePositionAs(without), !c.legal) << c.fen;
        // Whether the capture is generated agrees with the right.
        bool generated = false;
        for (Move m : MoveGenerator::legalMoves(with))
            generated = generated || m.isEnPassant();
        EXPECT_EQ(generated, c.legal) << c.fen;
    }
}

// --- 6.9: a flag falls; can the opponent still mate by any series of legal moves? ---------

TEST(FideRules, FlagFallAgainstBishopsOfOneColourAndALoneRookOrQueenIsADraw) {
    // White has K+B, Black K+R. If Black's flag falls, White would need to mate with the
    // bishop, which no position allows (see cannotMate): a draw. If White's falls, Black
    // can still mate with the rook: Black wins.
    Game blackFlag(fideFromFen("8/8/3k4/5Kr1/8/8/B7/8 w - - 0 1"));
    blackFlag.flagFell(Color::Black);
    EXPECT_EQ(blackFlag.status().result, GameResult::Draw);
    EXPECT_EQ(blackFlag.status().reason, GameEndReason::TimeoutInsufficientMaterial);
    Game whiteFlag(fideFromFen("8/8/3k4/5Kr1/8/8/B7/8 w - - 0 1"));
    whiteFlag.flagFell(Color::White);
    EXPECT_EQ(whiteFlag.status().result, GameResult::BlackWins);
    EXPECT_EQ(whiteFlag.status().reason, GameEndReason::Timeout);
}

TEST(FideRules, WhichMaterialCanStillMateAtFlagFall) {
    struct Case {
        const char* fen;
        bool whiteCannotMate; ///< judged for White, the side with the bishops
    };
    const std::vector<Case> cases = {
        { "8/8/3k4/5Kr1/8/8/B7/8 w - - 0 1", true }, // K+B v K+R
        { "8/8/3k4/5Kq1/8/8/B7/8 w - - 0 1", true }, // K+B v K+Q
        { "8/8/3k4/5Kr1/8/8/B7/1B6 w - - 0 1", true }, // K+B+B, both light, v K+R
        { "8/8/3k4/5Kq1/8/8/8/B1B5 w - - 0 1", true }, // K+B+B, both dark, v K+Q
        { "8/8/3k4/5Kr1/8/5b2/B7/8 w - - 0 1", true }, // K+B v K+R+B of the same colour
        { "8/8/3k4/5Kr1/8/8/B7/7r w - - 0 1", true }, // K+B v K+R+R: heavy men never block
        // Men that can block a flight square of the other colour without reaching the
        // square the check passes through: mate is possible.
        { "8/8/3k4/5Kr1/8/8/B6p/8 w - - 0 1", false }, // K+B v K+R+P
        { "8/8/3k4/5K2/8/8/B7/7n w - - 0 1", false }, // K+B v K+N
        { "8/8/3k4/5Kr1/8/8/B6b/8 w - - 0 1", false }, // K+B v K+R+B of the other colour
        { "8/8/3k4/5Kr1/8/8/B7/B7 w - - 0 1", false }, // bishops on both colours
    };
    for (const Case& c : cases)
        EXPECT_EQ(cannotMate(fideFromFen(c.fen), Color::White), c.whiteCannotMate) << c.fen;
}

TEST(FideRules, FlagFallAgainstBishopsOfOneColourAndTwoRooksIsADraw) {
    // The position a user reported: Black's flag fell and the game was scored 1-0, but
    // White's light-squared bishop can never mate a king whose helpers are only rooks.
    Game game(fromFen("8/2r5/8/8/1K2B3/8/4k3/r7 w - - 0 1"));
    game.flagFell(Color::Black);
    EXPECT_EQ(game.status().result, GameResult::Draw);
    EXPECT_EQ(game.status().reason, GameEndReason::TimeoutInsufficientMaterial);
}

TEST(FideRules, CannotMateAgreesWithPythonChess) {
    struct Case {
        const char* fen;
        bool whiteCannotMate;
        bool blackCannotMate;
    };
    // The answers are python-chess's Board.has_insufficient_material(WHITE) and (BLACK)
    // for each position, computed outside this test with that function's rule as written
    // in python-chess 1.x (chess/__init__.py): bishops all on one colour cannot mate
    // unless some pawn, knight or bishop of the other colour is on the board.
    const std::vector<Case> cases = {
        { "8/2r5/8/8/1K2B3/8/4k3/r7 w - - 0 1", true, false }, // K+B v K+R+R
        { "8/8/3k4/5Kq1/8/8/B7/6q1 w - - 0 1", true, false }, // K+B v K+Q+Q
        { "8/8/3k4/5Kr1/8/8/B7/1B4q1 w - - 0 1", true, false }, // K+B+B (light) v K+R+Q
        { "8/8/3k4/5Kr1/8/5b2/B6q/8 w - - 0 1", true, false }, // v K+R+Q+B, all light
        { "rrqq4/8/3k4/5K2/8/8/B7/1B6 w - - 0 1", true, false }, // v two rooks, two queens
        { "8/8/3k4/5Kr1/8/8/B6p/7r w - - 0 1", false, false }, // a pawn can block
        { "8/8/3k4/5Kq1/8/8/B7/5n1r w - - 0 1", false, false }, // a knight can block
        { "8/8/3k4/5Kr1/8/8/B6b/7r w - - 0 1", false, false }, // a dark bishop can block
        { "8/8/3k4/5Kr1/8/8/B7/B6r w - - 0 1", false, false }, // bishops on both colours
        { "8/8/3k4/5Kq1/8/8/N7/6q1 w - - 0 1", true, false }, // K+N v K+Q+Q
        { "8/8/3k4/5Kr1/8/8/N7/8 w - - 0 1", false, false }, // K+N v K+R
        { "8/8/3k4/5K2/8/8/NB6/8 w - - 0 1", false, true }, // K+B+N v K
        { "8/8/3k4/5K2/8/8/B7/8 w - - 0 1", true, true }, // K+B v K
        { "8/8/3k4/5K2/8/8/8/8 w - - 0 1", true, true }, // K v K
    };
    for (const Case& c : cases) {
        const Position pos = fromFen(c.fen);
        EXPECT_EQ(cannotMate(pos, Color::White), c.whiteCannotMate) << c.fen;
        EXPECT_EQ(cannotMate(pos, Color::Black), c.blackCannotMate) << c.fen;
    }
}

TEST(FideRules, TheBlockersThatAllowABishopMateReallyDo) {
    // Mates found by enumerating every K+B v K+N and K+B v K+P position: a knight or pawn
    // takes the king's flight square of the other colour and cannot reach the bishop's line.
    for (const char* fen : { "8/8/8/8/8/8/nBK5/k7 b - - 0 1", "8/8/8/8/8/8/pB6/k1K5 b - - 0 1" }) {
        const Position pos = fideFromFen(fen);
        EXPECT_EQ(evaluateStatus(pos, {}).reason, GameEndReason::Checkmate) << fen;
        EXPECT_FALSE(cannotMate(pos, Color::White)) << fen;
    }
}

/// Every legal placement of White K + a light-squared bishop against Black K + `heavy`,
/// Black to move: the number in which Black is checkmated.
int bishopMatesAgainst(PieceType heavy) {
    int mates = 0;
    const auto square = [](int i) { return static_cast<Square>(21 + i % 8 + 10 * (i / 8)); };
    const auto isLight = [](int i) { return (i % 8 + i / 8) % 2 == 1; };
    for (int bishop = 0; bishop < 64; ++bishop) {
        if (!isLight(bishop)) continue;
        for (int king = 0; king < 64; ++king) {
            // A bishop only checks a king on its own colour.
            if (!isLight(king) || king == bishop) continue;
            for (int whiteKing = 0; whiteKing < 64; ++whiteKing) {
                if (whiteKing == bishop || whiteKing == king) continue;
                Position base;
                base.clear();
                const bool placed = base.putPiece(square(whiteKing), Piece::WhiteKing)
                    && base.putPiece(square(bishop), Piece::WhiteBishop)
                    && base.putPiece(square(king), Piece::BlackKing);
                EXPECT_TRUE(placed);
                base.setSideToMove(Color::Black);
                // Black's own piece can only block a check, never give one to its king.
                if (!base.isInCheck()) continue;
                for (int piece = 0; piece < 64; ++piece) {
                    if (piece == bishop || piece == king || piece == whiteKing) continue;
                    Position pos = base;
                    EXPECT_TRUE(pos.putPiece(square(piece), makePiece(Color::Black, heavy)));
                    if (!pos.isInCheck() || pos.isAttacked(square(whiteKing), Color::Black))
                        continue;
                    if (!MoveGenerator::hasLegalMove(pos)) ++mates;
                }
            }
        }
    }
    return mates;
}

TEST(FideRules, NoPlacementOfKingAndBishopMatesALoneRookOrQueen) {
    // The proof behind cannotMate(), by exhaustion (dark-squared bishops are the mirror
    // image). The same enumeration does find mates against a knight or a pawn.
    EXPECT_EQ(bishopMatesAgainst(PieceType::Rook), 0);
    EXPECT_EQ(bishopMatesAgainst(PieceType::Queen), 0);
    EXPECT_GT(bishopMatesAgainst(PieceType::Knight), 0);
}

} // namespace
} // namespace rochade
