// SPDX-License-Identifier: GPL-3.0-or-later
// A level's error profile: the figures from judged moves, with bootstrap intervals.
#include "rochade/cli/error_profile.h"

#include "rochade/core/move_generator.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/see.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <random>

namespace rochade::cli {

namespace {

constexpr int kEnPriseMaterialLoss = 100; // a pawn, on the static exchange's scale

/// The mover's material less the opponent's, on the static exchange's scale (no king).
int materialBalance(const Position& pos, Color side) {
    constexpr std::array<PieceType, 5> kCounted { PieceType::Pawn, PieceType::Knight,
        PieceType::Bishop, PieceType::Rook, PieceType::Queen };
    int balance = 0;
    for (const PieceType type : kCounted)
        balance
            += engine::seeValue(type) * (pos.pieceCount(side, type) - pos.pieceCount(~side, type));
    return balance;
}

/// What one game adds up to; the figures are ratios of sums over games.
struct GameTally {
    double moves = 0;
    double lossCp = 0;
    double blunders = 0;
    double enPrise = 0;
    double mateChances = 0;
    double missedMates = 0;
    double bookMoves = 0;

    GameTally& operator+=(const GameTally& other) {
        moves += other.moves;
        lossCp += other.lossCp;
        blunders += other.blunders;
        enPrise += other.enPrise;
        mateChances += other.mateChances;
        missedMates += other.missedMates;
        bookMoves += other.bookMoves;
        return *this;
    }
};

GameTally tallyOf(const std::vector<JudgedMove>& moves) {
    GameTally tally;
    for (const JudgedMove& move : moves) {
        tally.moves += 1;
        tally.lossCp += centipawnLoss(move);
        tally.blunders += isBlunder(move) ? 1 : 0;
        tally.enPrise += isEnPriseMistake(move) ? 1 : 0;
        tally.mateChances += move.hadMateInOne ? 1 : 0;
        tally.missedMates += isMissedMateInOne(move) ? 1 : 0;
        tally.bookMoves += move.fromBook ? 1 : 0;
    }
    return tally;
}

constexpr std::size_t kFigureCount = 5;

/// The five figures of a sum over `games` games of one side, in profileFigures()'s order.
std::array<double, kFigureCount> figuresOf(const GameTally& sum, double games) {
    const double moves = std::max(sum.moves, 1.0);
    const double perGame = std::max(games, 1.0);
    return { sum.lossCp / moves, 40.0 * sum.blunders / moves, sum.enPrise / perGame,
        sum.missedMates / perGame, sum.bookMoves / moves };
}

std::string countText(double count) {
    return std::to_string(static_cast<long long>(std::llround(count)));
}

} // namespace

int profileCentipawns(int engineScore) {
    if (engineScore >= engine::kMateThreshold) return kProfileMateCp;
    if (engineScore <= -engine::kMateThreshold) return -kProfileMateCp;
    return engineScore;
}

bool leavesPieceEnPrise(const Position& before, Move move) {
    const Color mover = before.sideToMove();
    const int balanceBefore = materialBalance(before, mover);
    Position after = before;
    UndoInfo undo;
    after.makeMove(move, undo);
    const int balanceAfter = materialBalance(after, mover);
    for (const Move reply : MoveGenerator::legalMoves(after)) {
        const Piece target = after.pieceAt(reply.to());
        if (!hasColor(target, mover) || reply.isEnPassant()) continue;
        const PieceType type = pieceType(target);
        if (type == PieceType::Pawn || type == PieceType::King) continue;
        const int opponentGain = engine::staticExchange(after, reply);
        if (balanceAfter - opponentGain <= balanceBefore - kEnPriseMaterialLoss) return true;
    }
    return false;
}

bool givesMate(const Position& before, Move move) {
    Position after = before;
    UndoInfo undo;
    after.makeMove(move, undo);
    return after.isInCheck() && !MoveGenerator::hasLegalMove(after);
}

bool hasMateInOne(const Position& pos) {
    for (const Move move : MoveGenerator::legalMoves(pos))
        if (givesMate(pos, move)) return true;
    return false;
}

int centipawnLoss(const JudgedMove& move) {
    return std::clamp(move.beforeCp - move.afterCp, 0, kMaxMoveLossCp);
}

bool isBlunder(const JudgedMove& move) {
    // A hair below the line, so that a drop of exactly 0.3 computed in doubles counts.
    return review::winningChances(move.beforeCp) - review::winningChances(move.afterCp)
        >= kBlunderChanceDrop - 1e-9;
}

bool isEnPriseMistake(const JudgedMove& move) {
    return move.leftPieceEnPrise && move.beforeCp - move.afterCp >= kEnPriseJudgedLossCp;
}

bool isMissedMateInOne(const JudgedMove& move) {
    return move.hadMateInOne && !move.mated;
}

std::vector<ProfileFigure> profileFigures(const std::vector<std::vector<JudgedMove>>& games,
    std::uint32_t seed, int sidesPerGame, int resamples) {
    std::vector<GameTally> tallies;
    GameTally total;
    for (const auto& game : games) {
        tallies.push_back(tallyOf(game));
        total += tallies.back();
    }
    const double gameCount = static_cast<double>(games.size());
    const double sideGames = gameCount * std::max(sidesPerGame, 1);
    const std::array<double, kFigureCount> values = figuresOf(total, sideGames);

    // Bootstrap over games: resample the games with replacement, recompute every figure.
    std::array<std::vector<double>, kFigureCount> samples;
    std::mt19937 rng(seed);
    for (int r = 0; r < resamples && !tallies.empty(); ++r) {
        GameTally sum;
        for (std::size_t g = 0; g < tallies.size(); ++g)
            sum += tallies[rng() % tallies.size()]; // rng() % n: the same on every library
        const auto resampled = figuresOf(sum, sideGames);
        for (std::size_t f = 0; f < kFigureCount; ++f)
            samples[f].push_back(resampled[f]);
    }
    const auto quantile = [](std::vector<double>& sorted, double q) {
        if (sorted.empty()) return 0.0;
        const auto at = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5);
        return sorted[at];
    };

    const std::array<std::string, kFigureCount> names { "acpl", "blunders_per_40",
        "en_prise_per_game", "missed_mates_in_1", "book_share" };
    const std::string gamesText = sidesPerGame > 1
        ? countText(gameCount) + " games x " + std::to_string(sidesPerGame) + " sides"
        : countText(gameCount) + " games";
    const std::array<std::string, kFigureCount> counted {
        countText(total.moves) + " moves",
        countText(total.blunders) + " blunders in " + countText(total.moves) + " moves",
        countText(total.enPrise) + " in " + gamesText,
        countText(total.missedMates) + " of " + countText(total.mateChances)
            + " mates in one missed in " + gamesText,
        countText(total.bookMoves) + " of " + countText(total.moves) + " moves",
    };
    std::vector<ProfileFigure> figures;
    for (std::size_t f = 0; f < kFigureCount; ++f) {
        std::sort(samples[f].begin(), samples[f].end());
        figures.push_back({ names[f], values[f], quantile(samples[f], 0.025),
            quantile(samples[f], 0.975), counted[f] });
    }
    return figures;
}

std::string formatProfileFigure(const ProfileFigure& figure) {
    const int decimals = figure.name == "acpl" ? 1 : figure.name == "book_share" ? 3 : 2;
    char text[128];
    std::snprintf(text, sizeof text, "%.*f\t%.*f..%.*f", decimals, figure.value, decimals,
        figure.low, decimals, figure.high);
    return figure.name + '\t' + text + '\t' + figure.counted;
}

} // namespace rochade::cli
