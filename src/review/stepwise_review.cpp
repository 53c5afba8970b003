// SPDX-License-Identifier: GPL-3.0-or-later
// A review that can stop between and inside its searches and go on later.
#include "rochade/review/stepwise_review.h"

#include "rochade/core/move_generator.h"
#include "rochade/review/review_record.h"

namespace rochade::review {

StepwiseReview::StepwiseReview(const Game& game) {
    m_positions.push_back(game.startPosition());
    for (const Game::Node* node : game.mainLine()) {
        m_positions.push_back(node->position);
        m_played.push_back(node->move);
    }
}

bool StepwiseReview::run(
    engine::Searcher& searcher, const engine::SearchLimits& limits, std::stop_token stop) {
    const engine::SearchLimits searchLimits = reviewLimits(limits);
    // The table of an earlier run may hold another game's searches (the Searcher is shared).
    searcher.clearHash();
    while (!isFinished() && !stop.stop_requested()) {
        const Position& position = m_positions[m_judgements.size()];
        PositionJudgement judgement;
        if (!MoveGenerator::hasLegalMove(position)) {
            judgement = judgementWithoutMoves(position);
        } else {
            const engine::SearchResult result
                = searcher.search(position, m_history, searchLimits, {}, stop);
            // Stopped midway: the result is a shallower search's, so it is not kept.
            if (stop.stop_requested()) break;
            judgement = judgementOf(position, result);
        }
        m_judgements.push_back(std::move(judgement));
        m_history.push_back(position.hash());
    }
    return isFinished();
}

std::vector<MoveReview> StepwiseReview::moves() const {
    if (!isFinished()) return {};
    return judgeMoves(m_positions, m_played, m_judgements);
}

bool writeEnglishReview(Game& game, std::span<const MoveReview> moves) {
    std::vector<ReviewMark> marks;
    marks.reserve(moves.size());
    for (const MoveReview& move : moves)
        marks.push_back(markOf(move, englishSentence(move)));
    bool changed = false;
    return writeReview(game, marks, englishSentenceLength, changed);
}

} // namespace rochade::review
