// SPDX-License-Identifier: GPL-3.0-or-later
// Soak: thousands of seeded random games played through Game, every position checked
// against the independent rules in independent_rules.h.
//
// The number of games is kDefaultGames (10,000: about a minute in Release); the environment
// variable ROCHADE_SOAK_GAMES overrides it. Sanitizers make it several times slower, so the
// sanitizer test presets and scripts set a smaller count; an AddressSanitizer or
// ThreadSanitizer build that sets none falls back to kSanitizedGames.
#include "../sanitizer_build.h"
#include "independent_rules.h"

#include "rochade/core/fen.h"
#include "rochade/core/game.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

constexpr bool kSanitized = test::kSanitizedBuild;

constexpr int kDefaultGames = 10'000;
constexpr int kSanitizedGames = 1'000;
constexpr unsigned kSeed = 0x50a4;

int soakGames() {
    const char* env = std::getenv("ROCHADE_SOAK_GAMES");
    if (env && *env) {
        const int n = std::atoi(env);
        if (n > 0) return n;
    }
    return kSanitized ? kSanitizedGames : kDefaultGames;
}

/// Mostly the initial position; the others reach castling, en passant, promotions and
/// lone-bishop endings sooner.
const std::vector<std::string>& soakStarts() {
    static const std::vector<std::string> fens = {
        std::string(kStartFen),
        std::string(kStartFen),
        std::string(kStartFen),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "4k3/1b6/8/2P5/8/8/5B2/4K3 w - - 0 1",
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    };
    return fens;
}

std::vector<std::uint32_t> sortedRaw(const std::vector<Move>& moves) {
    std::vector<std::uint32_t> raw;
    for (const Move m : moves)
        raw.push_back(m.raw());
    std::sort(raw.begin(), raw.end());
    return raw;
}

/// Reasons for which the game must be over now, by the independent rules; empty if it must
/// go on. `repetitions` counts the current position among the positions of the game;
/// `legalMoves` is the number of legal moves found by filtering pseudo-legal ones.
std::vector<GameEndReason> expectedEndReasons(
    const Position& pos, int repetitions, std::size_t legalMoves) {
    std::vector<GameEndReason> reasons;
    if (legalMoves == 0) {
        if (soak::attackedBy(pos, soak::findKing(pos, pos.sideToMove()), ~pos.sideToMove()))
            return { GameEndReason::Checkmate }; // mate outranks every draw rule
        reasons.push_back(GameEndReason::Stalemate);
    }
    if (pos.halfmoveClock() >= 150) reasons.push_back(GameEndReason::SeventyFiveMoveRule);
    if (repetitions >= 5) reasons.push_back(GameEndReason::FivefoldRepetition);
    if (soak::insufficientMaterial(pos)) reasons.push_back(GameEndReason::InsufficientMaterial);
    return reasons;
}

/// Checks one position of a game; returns what is wrong, or an empty string.
std::string checkPosition(const Game& game, const Position& pos, int repetitions) {
    std::ostringstream problems;
    if (!pos.isConsistent()) problems << "isConsistent() is false; ";
    if (pos.hash() != pos.computeHash()) problems << "hash differs from computeHash(); ";
    if (!(game.position() == pos)) problems << "Game's position differs from the replay; ";

    // FEN round trip.
    const std::string fen = toFen(pos);
    const Result<Position> reparsed = parseFen(fen);
    if (!reparsed.ok())
        problems << "toFen does not parse back: " << reparsed.error().message << "; ";
    else if (!(reparsed.value() == pos) || reparsed.value().hash() != pos.hash())
        problems << "FEN round trip changes the position; ";

    // Legal moves two ways; make/unmake identity for each of them.
    const MoveList generated = MoveGenerator::legalMoves(pos);
    const std::vector<Move> generatedMoves(generated.begin(), generated.end());
    const std::vector<Move> filtered = soak::legalByFiltering(pos);
    if (sortedRaw(generatedMoves) != sortedRaw(filtered))
        problems << "legalMoves has " << generatedMoves.size() << " moves, filtered pseudo-legal "
                 << filtered.size() << "; ";
    Position work = pos;
    for (const Move m : generatedMoves) {
        UndoInfo undo;
        work.makeMove(m, undo);
        if (work.hash() != work.computeHash()) problems << "hash wrong after " << toUci(m) << "; ";
        work.unmakeMove(m, undo);
        if (!(work == pos) || work.hash() != pos.hash())
            problems << "make/unmake of " << toUci(m) << " is not an identity; ";
    }

    // The status, against the independent rules.
    const GameStatus status = game.status();
    const std::vector<GameEndReason> reasons
        = expectedEndReasons(pos, repetitions, filtered.size());
    if (reasons.empty()) {
        if (status.isOver())
            problems << "game over (" << statusText(status) << ") but no rule ends it; ";
    } else if (std::find(reasons.begin(), reasons.end(), status.reason) == reasons.end()) {
        problems << "game must be over but status is '" << statusText(status) << "'; ";
    } else {
        const Color mover = pos.sideToMove();
        const GameResult expected = status.reason != GameEndReason::Checkmate ? GameResult::Draw
            : mover == Color::White ? GameResult::BlackWins
                                    : GameResult::WhiteWins;
        if (status.result != expected) problems << "wrong result " << statusText(status) << "; ";
    }
    if (!status.isOver()) {
        const bool claimable = repetitions >= 3 || pos.halfmoveClock() >= 100;
        if (claimable != (status.claimable != DrawClaim::None))
            problems << "draw claim availability wrong (repetitions " << repetitions
                     << ", halfmove clock " << pos.halfmoveClock() << "); ";
    }
    return problems.str();
}

/// Plays one seeded random game to its end through Game; returns what went wrong.
std::string soakOneGame(int index, GameStatus& finalStatus, int& plies) {
    std::mt19937 rng(kSeed + static_cast<unsigned>(index));
    const auto& starts = soakStarts();
    Position pos = parseFen(starts[static_cast<std::size_t>(index) % starts.size()]).value();
    Game game(pos);
    std::map<std::string, int> seen; ///< repetition keys since the last irreversible move
    ++seen[soak::repetitionKey(pos)];
    std::vector<std::string> played;
    auto failure = [&](const std::string& what) {
        std::ostringstream out;
        out << "game " << index << " (seed " << kSeed + static_cast<unsigned>(index) << ") at ply "
            << played.size() << ", FEN " << toFen(pos) << "\n  " << what << "\n  moves from "
            << starts[static_cast<std::size_t>(index) % starts.size()] << ":";
        for (const std::string& uci : played)
            out << ' ' << uci;
        return out.str();
    };

    for (;;) {
        const std::string problems = checkPosition(game, pos, seen[soak::repetitionKey(pos)]);
        if (!problems.empty()) return failure(problems);
        if (game.isOver()) break;

        const MoveList moves = MoveGenerator::legalMoves(pos);
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        const Move m = moves[pick(rng)];

        // SAN round trip, and its check suffix against the independent attack test.
        const std::string san = toSan(pos, m);
        const Result<Move> back = parseSan(pos, san);
        if (!back.ok() || back.value() != m)
            return failure("SAN '" + san + "' of " + toUci(m) + " does not read back");
        Position after = pos;
        UndoInfo undo;
        after.makeMove(m, undo);
        const bool check
            = soak::attackedBy(after, soak::findKing(after, after.sideToMove()), pos.sideToMove());
        const bool mate = check && !MoveGenerator::hasLegalMove(after);
        const char suffix = san.back();
        if ((suffix == '#') != mate || (suffix == '+') != (check && !mate))
            return failure("SAN '" + san + "' has the wrong check suffix");

        const Result<bool> playedOk = game.playMove(m);
        if (!playedOk.ok())
            return failure("Game refused legal move " + san + ": " + playedOk.error().message);
        if (game.currentNode().san != san)
            return failure("Game wrote SAN " + game.currentNode().san);
        played.push_back(toUci(m));
        pos = after;
        if (pos.halfmoveClock() == 0) seen.clear();
        ++seen[soak::repetitionKey(pos)];
    }

    // A finished game takes no further move.
    const MoveList moves = MoveGenerator::legalMoves(pos);
    if (!moves.empty() && game.playMove(moves[0]).ok())
        return failure("Game accepted a move after the end: " + statusText(game.status()));
    finalStatus = game.status();
    plies = game.ply();
    return {};
}

TEST(Soak, RandomGamesKeepEveryInvariantAndEndWithTheRightResult) {
    const int games = soakGames();
    std::map<GameEndReason, int> endings;
    long long totalPlies = 0;
    for (int g = 0; g < games; ++g) {
        GameStatus status;
        int plies = 0;
        const std::string problem = soakOneGame(g, status, plies);
        ASSERT_TRUE(problem.empty()) << problem;
        ++endings[status.reason];
        totalPlies += plies;
    }
    std::ostringstream summary;
    summary << games << " games, " << totalPlies << " plies; endings:";
    for (const auto& [reason, count] : endings)
        summary << ' ' << reasonText(reason) << '=' << count;
    std::cout << summary.str() << '\n';
    // Random play mates rarely but surely; with enough games every automatic ending occurs.
    if (games >= 1000) {
        EXPECT_GT(endings[GameEndReason::Checkmate], 0);
        EXPECT_GT(endings[GameEndReason::Stalemate], 0);
        EXPECT_GT(endings[GameEndReason::InsufficientMaterial], 0);
        EXPECT_GT(endings[GameEndReason::SeventyFiveMoveRule], 0);
    }
}

} // namespace
} // namespace rochade
