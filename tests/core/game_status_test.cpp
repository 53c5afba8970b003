// SPDX-License-Identifier: GPL-3.0-or-later
// Every game-end rule, as (start FEN, moves) -> (result, reason, claim) tables.
#include "rochade/core/game_status.h"

#include "rochade/core/fen.h"
#include "rochade/core/game.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

const char* const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A game from `fen` after the SAN moves in `moves` (separated by blanks).
Game playedGame(std::string_view fen, const std::string& moves) {
    const Result<Position> start = parseFen(fen);
    EXPECT_TRUE(start.ok()) << fen;
    Game game(start.ok() ? start.value() : Position::startPosition());
    std::istringstream in(moves);
    std::string san;
    while (in >> san) {
        const Result<Move> m = parseSan(game.position(), san);
        EXPECT_TRUE(m.ok()) << san << ": " << (m.ok() ? "" : m.error().message);
        if (!m.ok()) break;
        const Result<bool> played = game.playMove(m.value());
        EXPECT_TRUE(played.ok()) << san << ": " << (played.ok() ? "" : played.error().message);
        if (!played.ok()) break;
    }
    return game;
}

/// `times` rounds of the knights going out and back: each round repeats the position.
std::string knightShuffles(int times) {
    std::string moves;
    for (int i = 0; i < times; ++i)
        moves += "Nf3 Nf6 Ng1 Ng8 ";
    return moves;
}

struct Case {
    const char* name;
    const char* fen;
    std::string moves;
    GameResult result;
    GameEndReason reason;
    DrawClaim claim;
};

TEST(GameStatus, DecidesEveryRule) {
    const std::vector<Case> cases = {
        { "start", kStart, "", GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "fool's mate", kStart, "f3 e5 g4 Qh4#", GameResult::BlackWins, GameEndReason::Checkmate,
            DrawClaim::None },
        { "scholar's mate", kStart, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#", GameResult::WhiteWins,
            GameEndReason::Checkmate, DrawClaim::None },
        { "back-rank mate", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#", GameResult::WhiteWins,
            GameEndReason::Checkmate, DrawClaim::None },
        { "stalemate on the board", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", GameResult::Draw,
            GameEndReason::Stalemate, DrawClaim::None },
        { "stalemate by a queen move", "7k/8/8/5Q2/8/8/8/6K1 w - - 0 1", "Qf7", GameResult::Draw,
            GameEndReason::Stalemate, DrawClaim::None },
        { "king against king", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "", GameResult::Draw,
            GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "king and knight against king", "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", "", GameResult::Draw,
            GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "king and bishop against king", "8/8/3b4/4k3/8/8/8/4K3 w - - 0 1", "", GameResult::Draw,
            GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "bishops on one colour, both sides", "8/8/8/2b1k3/8/8/8/2B1K3 w - - 0 1", "",
            GameResult::Draw, GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "several bishops on one colour", "8/8/8/2b1k3/8/4B3/8/2B1K3 w - - 0 1", "",
            GameResult::Draw, GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "capture leaving bishops on one colour", "8/8/8/2b1k3/8/8/3n4/2B1K3 w - - 0 1", "Kxd2",
            GameResult::Draw, GameEndReason::InsufficientMaterial, DrawClaim::None },
        { "bishops on opposite colours", "8/8/8/3bk3/8/8/8/2B1K3 w - - 0 1", "",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "two knights can mate with help", "8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", "",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "knight against knight can mate with help", "8/8/8/4k3/8/8/3n4/1N2K3 w - - 0 1", "",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "bishop against knight can mate with help", "8/8/8/4k3/8/8/3n4/2B1K3 w - - 0 1", "",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "a pawn can promote", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "", GameResult::Ongoing,
            GameEndReason::None, DrawClaim::None },
        { "a rook mates", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "", GameResult::Ongoing,
            GameEndReason::None, DrawClaim::None },
        { "99 plies: no claim yet", "8/8/8/4k3/8/8/8/R3K3 w - - 98 80", "Ra2", GameResult::Ongoing,
            GameEndReason::None, DrawClaim::None },
        { "100 plies: fifty-move claim", "8/8/8/4k3/8/8/8/R3K3 w - - 99 80", "Ra2",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::FiftyMoves },
        { "149 plies: still only a claim", "8/8/8/4k3/8/8/8/R3K3 w - - 148 80", "Ra2",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::FiftyMoves },
        { "150 plies: seventy-five-move rule", "8/8/8/4k3/8/8/8/R3K3 w - - 149 80", "Ra2",
            GameResult::Draw, GameEndReason::SeventyFiveMoveRule, DrawClaim::None },
        { "a pawn move resets the count", "8/8/8/4k3/8/8/P7/R3K3 w - - 149 80", "a3",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::None },
        { "mate on the 150th ply is mate", "6k1/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra8#",
            GameResult::WhiteWins, GameEndReason::Checkmate, DrawClaim::None },
        { "twofold: nothing", kStart, knightShuffles(1), GameResult::Ongoing, GameEndReason::None,
            DrawClaim::None },
        { "threefold: claimable", kStart, knightShuffles(2), GameResult::Ongoing,
            GameEndReason::None, DrawClaim::ThreefoldRepetition },
        { "fourfold: claimable", kStart, knightShuffles(3), GameResult::Ongoing,
            GameEndReason::None, DrawClaim::ThreefoldRepetition },
        { "fivefold: automatic", kStart, knightShuffles(4), GameResult::Draw,
            GameEndReason::FivefoldRepetition, DrawClaim::None },
        { "threefold of a later position", kStart, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3",
            GameResult::Ongoing, GameEndReason::None, DrawClaim::ThreefoldRepetition },
        { "repetitions start afresh after a pawn move", kStart,
            "Nf3 Nf6 Ng1 Ng8 e4 e5 Nf3 Nf6 Ng1 Ng8", GameResult::Ongoing, GameEndReason::None,
            DrawClaim::None },
        { "lost castling rights make a new position", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8", GameResult::Ongoing, GameEndReason::None,
            DrawClaim::None },
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.name);
        const Game game = playedGame(c.fen, c.moves);
        const GameStatus status = game.status();
        EXPECT_EQ(status.result, c.result);
        EXPECT_EQ(status.reason, c.reason);
        EXPECT_EQ(status.claimable, c.claim);
        // The free function, given the same history, agrees with the game's cache.
        const std::vector<std::uint64_t> history = game.hashHistory();
        EXPECT_EQ(evaluateStatus(game.position(), history), status);
    }
}

TEST(GameStatus, RepetitionNeedsTheSameHashInTheHistory) {
    const Position pos = Position::startPosition();
    const std::uint64_t other = pos.hash() ^ 1;
    Position shifted = pos;
    shifted.setHalfmoveClock(8);
    // Same position 4 and 8 plies back, with the clock reaching that far: threefold.
    const std::vector<std::uint64_t> history
        = { pos.hash(), other, other, other, pos.hash(), other, other, other };
    EXPECT_EQ(evaluateStatus(shifted, history).claimable, DrawClaim::ThreefoldRepetition);
    // With a clock of 4 the oldest occurrence lies before an irreversible move.
    shifted.setHalfmoveClock(4);
    EXPECT_EQ(evaluateStatus(shifted, history).claimable, DrawClaim::None);
}

TEST(GameStatus, OnlyPositionsWithTheSameSideToMoveCount) {
    Position pos = Position::startPosition();
    pos.setHalfmoveClock(20);
    const std::uint64_t other = pos.hash() ^ 1;
    // The hash appears three times, but always an odd number of plies back.
    const std::vector<std::uint64_t> history
        = { other, pos.hash(), other, pos.hash(), other, pos.hash() };
    EXPECT_EQ(evaluateStatus(pos, history).claimable, DrawClaim::None);
}

struct Material {
    const char* fen;
    bool insufficient;
    bool whiteCannotMate;
    bool blackCannotMate;
};

TEST(GameStatus, JudgesMaterial) {
    const std::vector<Material> cases = {
        { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, true, true },
        { "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1", true, true, true },
        { "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, true, true },
        { "8/8/8/2b1k3/8/8/8/2B1K3 w - - 0 1", true, true, true },
        { "8/8/8/3bk3/8/8/8/2B1K3 w - - 0 1", false, false, false },
        { "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1", false, false, true },
        { "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", false, false, true },
        { "8/8/8/4k3/8/8/8/1B2KB2 w - - 0 1", true, true, true },
        { "8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1", false, false, true },
        { "8/8/8/4k3/8/8/3p4/1N2K3 w - - 0 1", false, false, false },
        { "8/8/8/4k3/8/8/Q7/4K3 w - - 0 1", false, false, true },
        // A lone knight cannot mate a king whose only helper is a queen ...
        { "8/8/8/3nk3/8/8/Q7/4K3 w - - 0 1", false, false, true },
        // ... but a pawn can block its own king's flight square.
        { "8/8/8/3nk3/8/8/P7/4K3 w - - 0 1", false, false, false },
        { "8/8/8/4k3/8/8/8/4K2R w - - 0 1", false, false, true },
        { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false, false, true },
        // K+B against K+R: the bishop cannot mate (no position has the rook's king mated).
        { "8/8/8/4k3/8/8/3r4/2B1K3 w - - 0 1", false, true, false },
    };
    for (const Material& c : cases) {
        const Result<Position> pos = parseFen(c.fen);
        ASSERT_TRUE(pos.ok()) << c.fen;
        EXPECT_EQ(isInsufficientMaterial(pos.value()), c.insufficient) << c.fen;
        EXPECT_EQ(cannotMate(pos.value(), Color::White), c.whiteCannotMate) << c.fen;
        EXPECT_EQ(cannotMate(pos.value(), Color::Black), c.blackCannotMate) << c.fen;
    }
}

TEST(GameStatus, WritesResultsAndSentences) {
    EXPECT_EQ(resultString(GameResult::WhiteWins), "1-0");
    EXPECT_EQ(resultString(GameResult::BlackWins), "0-1");
    EXPECT_EQ(resultString(GameResult::Draw), "1/2-1/2");
    EXPECT_EQ(resultString(GameResult::Ongoing), "*");
    EXPECT_EQ(statusText({ GameResult::WhiteWins, GameEndReason::Checkmate, DrawClaim::None }),
        "White wins by checkmate.");
    EXPECT_EQ(statusText({ GameResult::Draw, GameEndReason::Stalemate, DrawClaim::None }),
        "Draw by stalemate.");
    EXPECT_EQ(statusText({ GameResult::BlackWins, GameEndReason::Resignation, DrawClaim::None }),
        "Black wins by resignation.");
    EXPECT_EQ(reasonText(GameEndReason::ThreefoldRepetition), "threefold repetition");
    EXPECT_EQ(reasonText(GameEndReason::FivefoldRepetition), "fivefold repetition");
}

} // namespace
} // namespace rochade
