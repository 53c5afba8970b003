// SPDX-License-Identifier: GPL-3.0-or-later
// Game: the linked history, undo/redo/jump, refusals, claims, resignation and flag fall.
#include "rochade/core/game.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/square.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace rochade {
namespace {

const char* const kAfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
const char* const kAfterE4E5Nf3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

Position gamePositionFrom(std::string_view fen) {
    const Result<Position> pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startPosition();
}

Move san(const Game& game, std::string_view text) {
    const Result<Move> m = parseSan(game.position(), text);
    EXPECT_TRUE(m.ok()) << text << ": " << (m.ok() ? "" : m.error().message);
    return m.ok() ? m.value() : Move();
}

/// Plays SAN moves, expecting each to be accepted.
void play(Game& game, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const Result<bool> played = game.playMove(san(game, text));
        EXPECT_TRUE(played.ok()) << text << ": " << (played.ok() ? "" : played.error().message);
    }
}

TEST(Game, AChess960CastlingWithThePlainKingMovesSquaresStaysACastling) {
    // King d8, rook b8: O-O-O takes the king to c8 like the plain Kc8 (Stockfish with
    // UCI_Chess960 lists both: d8b8 and d8c8). The flag decides; without it, the plain move.
    const Position pos = parseFen("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1").value();
    const Square d8 = parseSquare("d8").value();
    const Square c8 = parseSquare("c8").value();
    Game castles(pos);
    ASSERT_TRUE(castles.playMove(Move(d8, c8, Move::Castling)).ok());
    EXPECT_EQ(castles.currentNode().san, "O-O-O");
    EXPECT_EQ(toFen(castles.position()), "2kr1r2/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2");
    Game steps(pos);
    ASSERT_TRUE(steps.playMove(Move(d8, c8)).ok());
    EXPECT_EQ(steps.currentNode().san, "Kc8");
    const auto added = steps.addMove(steps.root(), Move(d8, c8, Move::Castling));
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(added.value()->san, "O-O-O");
}

TEST(Game, StartsAtPlyZero) {
    const Game game;
    EXPECT_EQ(game.ply(), 0);
    EXPECT_EQ(game.position(), Position::startPosition());
    EXPECT_EQ(game.startPosition(), Position::startPosition());
    EXPECT_FALSE(game.canUndo());
    EXPECT_FALSE(game.canRedo());
    EXPECT_TRUE(game.moves().empty());
    EXPECT_TRUE(game.hashHistory().empty());
    EXPECT_FALSE(game.isOver());
    EXPECT_TRUE(game.currentNode().move.isNull());
}

TEST(Game, RecordsMovesSanAndPositions) {
    Game game;
    play(game, { "e4", "e5", "Nf3" });
    EXPECT_EQ(game.ply(), 3);
    EXPECT_EQ(toFen(game.position()), kAfterE4E5Nf3);
    EXPECT_EQ(game.sanMoves(), (std::vector<std::string> { "e4", "e5", "Nf3" }));
    std::vector<std::string> uci;
    for (Move m : game.moves())
        uci.push_back(toUci(m));
    EXPECT_EQ(uci, (std::vector<std::string> { "e2e4", "e7e5", "g1f3" }));
    EXPECT_EQ(toFen(game.positionAt(1)), kAfterE4);
    EXPECT_EQ(game.positionAt(0), Position::startPosition());
    EXPECT_EQ(game.nodeAt(3).san, "Nf3");
    EXPECT_EQ(game.nodeAt(2).ply, 2);

    const std::vector<std::uint64_t> history = game.hashHistory();
    ASSERT_EQ(history.size(), 3U);
    for (int ply = 0; ply < 3; ++ply)
        EXPECT_EQ(history[static_cast<std::size_t>(ply)], game.positionAt(ply).hash());
}

TEST(Game, UndoAndRedoWalkTheLine) {
    Game game;
    play(game, { "e4", "e5", "Nf3" });
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.ply(), 2);
    EXPECT_TRUE(game.canRedo());
    ASSERT_EQ(game.redoLine().size(), 1U);
    EXPECT_EQ(game.redoLine().front()->san, "Nf3");
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.undo());
    EXPECT_EQ(game.ply(), 0);
    EXPECT_EQ(game.position(), Position::startPosition());
    ASSERT_EQ(game.redoLine().size(), 3U);
    EXPECT_EQ(game.redoLine().front()->san, "e4"); // the next redo comes first
    EXPECT_TRUE(game.redo());
    EXPECT_EQ(toFen(game.position()), kAfterE4);
    EXPECT_TRUE(game.redo());
    EXPECT_TRUE(game.redo());
    EXPECT_FALSE(game.redo());
    EXPECT_EQ(toFen(game.position()), kAfterE4E5Nf3);
}

TEST(Game, NewMoveDiscardsTheRedoLine) {
    Game game;
    play(game, { "e4", "e5", "Nf3" });
    game.undo();
    game.undo();
    play(game, { "c5" });
    EXPECT_FALSE(game.canRedo());
    EXPECT_EQ(game.sanMoves(), (std::vector<std::string> { "e4", "c5" }));
    EXPECT_FALSE(game.redo());
}

TEST(Game, JumpsToAnyPlyWithinReach) {
    Game game;
    play(game, { "e4", "e5", "Nf3", "Nc6" });
    EXPECT_TRUE(game.jumpToPly(1));
    EXPECT_EQ(toFen(game.position()), kAfterE4);
    EXPECT_TRUE(game.jumpToPly(3));
    EXPECT_EQ(toFen(game.position()), kAfterE4E5Nf3);
    EXPECT_TRUE(game.jumpToPly(0));
    EXPECT_EQ(game.position(), Position::startPosition());
    EXPECT_TRUE(game.jumpToPly(4));
    EXPECT_EQ(game.ply(), 4);
    EXPECT_FALSE(game.jumpToPly(5));
    EXPECT_FALSE(game.jumpToPly(-1));
    EXPECT_EQ(game.ply(), 4);
    EXPECT_TRUE(game.jumpToPly(4));
}

TEST(Game, RefusesIllegalMovesAndChangesNothing) {
    Game game;
    play(game, { "e4", "e5" });
    game.undo(); // Black to move after 1.e4, with a redo line
    const std::string fenBefore = toFen(game.position());
    const std::vector<Move> illegal = {
        Move(makeSquare(4, 6), makeSquare(4, 3)), // e7e4: three squares
        Move(makeSquare(3, 1), makeSquare(3, 3)), // d2d4: not White's turn
        Move(sq::E8, sq::G8, Move::Castling), // the path is blocked
        Move(makeSquare(2, 2), makeSquare(2, 3)), // c3c4: from an empty square
        Move(makeSquare(3, 7), makeSquare(7, 3)), // Qd8-h4: through its own pawn
        Move(),
    };
    for (Move m : illegal) {
        const Result<bool> r = game.playMove(m);
        ASSERT_FALSE(r.ok()) << toUci(m);
        EXPECT_NE(r.error().message.find("illegal move"), std::string::npos) << r.error().message;
        EXPECT_EQ(toFen(game.position()), fenBefore);
        EXPECT_EQ(game.ply(), 1);
        EXPECT_TRUE(game.canRedo()); // a refused move keeps the redo line
    }
}

TEST(Game, AcceptsAMoveBuiltFromSquaresAlone) {
    // The GUI knows only the two squares; the generator's flags are filled in.
    Game game(gamePositionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    ASSERT_TRUE(game.playMove(Move(sq::E1, sq::G1)).ok());
    EXPECT_TRUE(game.currentNode().move.isCastling());
    EXPECT_EQ(game.position().pieceAt(sq::F1), Piece::WhiteRook);
    EXPECT_EQ(game.sanMoves().back(), "O-O");
}

TEST(Game, RefusesMovesOnceOverAndUndoReopens) {
    Game game;
    play(game, { "f3", "e5", "g4", "Qh4#" });
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(game.status().result, GameResult::BlackWins);
    const Result<bool> r = game.playMove(Move(makeSquare(0, 1), makeSquare(0, 2)));
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("the game is over"), std::string::npos);
    EXPECT_EQ(game.ply(), 4);

    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.isOver());
    play(game, { "Nc6" });
    EXPECT_EQ(game.ply(), 4);
    EXPECT_FALSE(game.isOver());
}

TEST(Game, ResignationEndsAndUndoClearsIt) {
    Game game;
    play(game, { "e4" });
    game.resign(Color::Black);
    EXPECT_EQ(game.status(),
        (GameStatus { GameResult::WhiteWins, GameEndReason::Resignation, DrawClaim::None }));
    EXPECT_FALSE(game.playMove(san(game, "e5")).ok());
    game.agreeDraw(); // a finished game stays as it ended
    EXPECT_EQ(game.status().reason, GameEndReason::Resignation);
    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.isOver());
    EXPECT_TRUE(game.redo());
    EXPECT_FALSE(game.isOver()); // the declaration is not part of the history
}

TEST(Game, ADeclaredEndTravelsWithCopiesAndOutlivesAComment) {
    Game game;
    play(game, { "e4" });
    game.resign(Color::White);
    Game copy = game;
    EXPECT_EQ(copy.status().reason, GameEndReason::Resignation);
    const Game moved = std::move(copy);
    EXPECT_EQ(moved.status().result, GameResult::BlackWins);
    // A comment changes the record, not how the game ended.
    Annotation note;
    note.comment = "Too soon";
    ASSERT_TRUE(game.annotate(game.currentNode(), note));
    EXPECT_EQ(game.status().reason, GameEndReason::Resignation);
}

TEST(Game, EveryChangeTakesANewRevisionThatNoOtherGameHas) {
    Game game;
    std::set<std::uint64_t> seen { game.revision() };
    const auto expectNew
        = [&](const char* change) { EXPECT_TRUE(seen.insert(game.revision()).second) << change; };
    play(game, { "e4" });
    expectNew("a move");
    ASSERT_TRUE(game.undo());
    expectNew("undo");
    ASSERT_TRUE(game.redo());
    expectNew("redo");
    Annotation note;
    note.comment = "Best by test";
    ASSERT_TRUE(game.annotate(game.currentNode(), note));
    expectNew("a comment");
    ASSERT_TRUE(game.addMove(game.root(), parseSan(game.root().position, "d4").value()).ok());
    expectNew("a variation");
    ASSERT_TRUE(game.promoteVariation(game.root().child(1)));
    expectNew("a variation promoted");
    ASSERT_TRUE(game.deleteVariation(game.root().child(0)));
    expectNew("a variation deleted");
    game.resign(Color::White);
    expectNew("a resignation");

    // Reading changes nothing; a copy is the same game until one of the two changes.
    const std::uint64_t before = game.revision();
    EXPECT_TRUE(game.isOver());
    EXPECT_EQ(game.moves().size(), 1U);
    EXPECT_EQ(game.revision(), before);
    Game copy = game;
    EXPECT_EQ(copy.revision(), game.revision());
    ASSERT_TRUE(copy.undo());
    ASSERT_TRUE(game.undo());
    EXPECT_NE(copy.revision(), game.revision()); // the same change, yet not the same revision
    EXPECT_TRUE(seen.insert(copy.revision()).second);
    EXPECT_TRUE(seen.insert(game.revision()).second);
}

TEST(Game, DrawByAgreement) {
    Game game;
    game.agreeDraw();
    EXPECT_EQ(game.status(),
        (GameStatus { GameResult::Draw, GameEndReason::DrawAgreed, DrawClaim::None }));
}

TEST(Game, ClaimsThreefoldRepetition) {
    Game game;
    EXPECT_FALSE(game.claimDraw());
    play(game, { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1" });
    EXPECT_FALSE(game.claimDraw());
    EXPECT_TRUE(game.moveAllowsDrawClaim(san(game, "Ng8")));
    EXPECT_FALSE(game.moveAllowsDrawClaim(san(game, "Nc6")));
    EXPECT_FALSE(game.playMoveAndClaimDraw(san(game, "Nc6")));
    EXPECT_EQ(game.ply(), 7);

    Game announced = game; // copies share the history
    EXPECT_TRUE(announced.playMoveAndClaimDraw(san(announced, "Ng8")));
    EXPECT_EQ(announced.ply(), 8);
    EXPECT_EQ(announced.status(),
        (GameStatus { GameResult::Draw, GameEndReason::ThreefoldRepetition, DrawClaim::None }));
    EXPECT_EQ(game.ply(), 7); // the original is untouched

    play(game, { "Ng8" });
    EXPECT_EQ(game.status().claimable, DrawClaim::ThreefoldRepetition);
    EXPECT_FALSE(game.isOver());
    EXPECT_TRUE(game.claimDraw());
    EXPECT_EQ(game.status().result, GameResult::Draw);
    EXPECT_EQ(game.status().reason, GameEndReason::ThreefoldRepetition);
    EXPECT_FALSE(game.claimDraw());
}

TEST(Game, ClaimsTheFiftyMoveRule) {
    Game game(gamePositionFrom("8/8/8/4k3/8/8/8/R3K3 w - - 99 80"));
    EXPECT_FALSE(game.claimDraw());
    EXPECT_TRUE(game.moveAllowsDrawClaim(san(game, "Ra2")));
    play(game, { "Ra2" });
    EXPECT_TRUE(game.claimDraw());
    EXPECT_EQ(game.status().reason, GameEndReason::FiftyMoveRule);
}

struct FlagCase {
    const char* fen;
    Color loser;
    GameStatus expected;
};

TEST(Game, FlagFallLosesUnlessTheOpponentCannotMate) {
    const std::vector<FlagCase> cases = {
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Color::White,
            { GameResult::BlackWins, GameEndReason::Timeout, DrawClaim::None } },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Color::Black,
            { GameResult::WhiteWins, GameEndReason::Timeout, DrawClaim::None } },
        { "8/8/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::White,
            { GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial, DrawClaim::None } },
        { "8/8/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::Black,
            { GameResult::WhiteWins, GameEndReason::Timeout, DrawClaim::None } },
        { "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", Color::Black,
            { GameResult::Draw, GameEndReason::InsufficientMaterial, DrawClaim::None } },
        { "8/8/8/3nk3/8/8/Q7/4K3 w - - 0 1", Color::White,
            { GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial, DrawClaim::None } },
        { "8/8/8/3nk3/8/8/P7/4K3 w - - 0 1", Color::White, // a pawn can block
            { GameResult::BlackWins, GameEndReason::Timeout, DrawClaim::None } },
    };
    for (const FlagCase& c : cases) {
        Game game(gamePositionFrom(c.fen));
        game.flagFell(c.loser);
        EXPECT_EQ(game.status(), c.expected) << c.fen;
    }
}

} // namespace
} // namespace rochade
