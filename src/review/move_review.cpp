// SPDX-License-Identifier: GPL-3.0-or-later
// The review's judgement of a line's moves, and the command line's driver over a Searcher.
#include "rochade/review/move_review.h"

#include "rochade/review/stepwise_review.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace rochade::review {

namespace {

int whiteViewOf(int sideToMoveScore, Color sideToMove) {
    return sideToMove == Color::White ? sideToMoveScore : -sideToMoveScore;
}

/// The mover's win percentage for one of the engine's White's-view scores.
double moverWinPercent(int whiteScore, Color mover) {
    const double white = winPercent(onStockfishScale(whiteScore));
    return mover == Color::White ? white : 100.0 - white;
}

} // namespace

engine::SearchLimits reviewLimits(const engine::SearchLimits& limits) {
    engine::SearchLimits result = limits;
    if (result.depth == 0 && result.moveTimeMs == 0 && result.nodes == 0) {
        result.depth = kDefaultDepth;
        result.nodes = kDefaultNodes;
    }
    return result;
}

engine::SearchLimits secondLookLimits(const engine::SearchLimits& limits) {
    engine::SearchLimits result = reviewLimits(limits);
    if (result.depth > 0) result.depth += kSecondLookExtraDepth;
    result.nodes *= kSecondLookLimitFactor;
    result.moveTimeMs *= kSecondLookLimitFactor;
    return result;
}

PositionJudgement judgementOf(const Position& position, const engine::SearchResult& result) {
    if (result.noLegalMove || result.bestMove.isNull()) return judgementWithoutMoves(position);
    PositionJudgement judgement;
    judgement.whiteScore = whiteViewOf(result.score, position.sideToMove());
    judgement.line = result.principalVariation;
    if (judgement.line.empty() || judgement.line.front() != result.bestMove)
        judgement.line.assign(1, result.bestMove);
    return judgement;
}

PositionJudgement judgementWithoutMoves(const Position& position) {
    PositionJudgement judgement;
    if (position.isInCheck())
        judgement.whiteScore = whiteViewOf(-engine::kMateScore, position.sideToMove());
    return judgement;
}

bool isMateScore(int score) {
    return std::abs(score) >= engine::kMateThreshold;
}

int mateInMoves(int score) {
    if (!isMateScore(score)) return 0;
    const int plies = engine::kMateScore - std::abs(score);
    const int moves = (plies + 1) / 2;
    return score > 0 ? moves : -moves;
}

std::string evalText(int whiteScore) {
    if (isMateScore(whiteScore)) {
        std::string text(1, '#');
        text += std::to_string(mateInMoves(whiteScore));
        return text;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", whiteScore / 100.0);
    return text;
}

std::vector<MoveReview> judgeMoves(std::span<const Position> positions,
    std::span<const Move> played, std::span<const PositionJudgement> judgements) {
    std::vector<MoveReview> moves;
    if (positions.size() != judgements.size() || played.size() + 1 != positions.size())
        return moves;
    for (std::size_t ply = 1; ply < positions.size(); ++ply) {
        const Position& before = positions[ply - 1];
        const Position& after = positions[ply];
        const PositionJudgement& judgedBefore = judgements[ply - 1];
        const PositionJudgement& judgedAfter = judgements[ply];
        MoveReview move;
        move.ply = static_cast<int>(ply);
        move.hash = after.hash();
        move.mover = before.sideToMove();
        move.played = played[ply - 1];
        move.whiteScoreBefore = judgedBefore.whiteScore;
        move.whiteScore = judgedAfter.whiteScore;
        // A mate on the board needs no evaluation (lichess writes none either).
        const bool mated = after.isInCheck() && !MoveGenerator::hasLegalMove(after);
        if (!mated) move.evalText = evalText(move.whiteScore);
        move.bestLine = judgedBefore.line;
        move.refutation = judgedAfter.line;
        if (!move.bestLine.empty()) {
            move.best = move.bestLine.front();
            move.bestSan = toSan(before, move.best);
        }
        const int sign = move.mover == Color::White ? 1 : -1;
        move.mateBefore = std::max(0, sign * mateInMoves(move.whiteScoreBefore));
        move.mateAfter = sign * mateInMoves(move.whiteScore);
        // The engine's own choice is never a mistake, whatever a deeper look says.
        const bool playedBest = !move.best.isNull() && move.best == move.played;
        const double loss = moverLoss(
            onStockfishScale(move.whiteScoreBefore), onStockfishScale(move.whiteScore), move.mover);
        move.moveClass = playedBest ? MoveClass::Good : classify(loss);
        move.missedMate = !playedBest && move.mateBefore > 0
            && move.mateBefore <= kMissedMateMaxMoves && move.mateAfter <= 0;
        if (move.missedMate && move.moveClass < MoveClass::Mistake)
            move.moveClass = MoveClass::Mistake;
        move.accuracy = playedBest
            ? 100.0
            : moveAccuracy(moverWinPercent(move.whiteScoreBefore, move.mover),
                moverWinPercent(move.whiteScore, move.mover));
        if (move.moveClass != MoveClass::Good) {
            move.explanation = explainMove(before, move.played, move.refutation, move.bestLine);
            // A mate the lines do not show (the engine's line cut short by its table) is the
            // point of the move: a sentence about material would be true and beside it.
            const bool mateAtStake = move.mateAfter < 0 || move.missedMate;
            const bool aboutMate = move.explanation.kind == ExplanationKind::AllowsMate
                || move.explanation.kind == ExplanationKind::MissesMate;
            if (mateAtStake && !aboutMate) move.explanation = {};
        }
        moves.push_back(std::move(move));
    }
    return moves;
}

std::vector<int> positionsForSecondLook(std::span<const MoveReview> moves) {
    std::vector<int> positions;
    for (const MoveReview& move : moves) {
        if (move.moveClass != MoveClass::Inaccuracy) continue;
        // The position before this move is the one after the last: listed once.
        if (positions.empty() || positions.back() != move.ply - 1)
            positions.push_back(move.ply - 1);
        positions.push_back(move.ply);
    }
    return positions;
}

std::optional<double> accuracyOf(std::span<const MoveReview> moves, Color side) {
    double sum = 0;
    int count = 0;
    for (const MoveReview& move : moves) {
        if (move.mover != side) continue;
        sum += move.accuracy;
        ++count;
    }
    if (count == 0) return std::nullopt;
    return sum / count;
}

int countOf(std::span<const MoveReview> moves, Color side, MoveClass moveClass) {
    int count = 0;
    for (const MoveReview& move : moves)
        if (move.mover == side && move.moveClass == moveClass) ++count;
    return count;
}

GameReviewer::GameReviewer(std::size_t hashMiB)
    : m_searcher(hashMiB) {
}

std::vector<MoveReview> GameReviewer::review(
    const Game& game, const engine::SearchLimits& limits, const Progress& progress) {
    StepwiseReview review(game);
    review.run(m_searcher, limits, {}, progress);
    return review.moves();
}

} // namespace rochade::review
