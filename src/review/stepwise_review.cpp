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
    m_hashes.reserve(m_positions.size());
    for (const Position& position : m_positions)
        m_hashes.push_back(position.hash());
}

int StepwiseReview::total() const {
    return static_cast<int>(m_positions.size() + (m_secondLook ? m_secondLook->size() : 0));
}

int StepwiseReview::done() const {
    return static_cast<int>(m_judgements.size() + m_secondLookDone);
}

bool StepwiseReview::isFinished() const {
    return m_secondLook && m_secondLookDone == m_secondLook->size();
}

std::optional<StepwiseReview::Search> StepwiseReview::nextSearch(
    const engine::SearchLimits& limits) {
    while (!firstSearchesDone()) {
        const std::size_t index = m_judgements.size();
        const Position& position = m_positions[index];
        if (MoveGenerator::hasLegalMove(position))
            return Search { position, std::span(m_hashes).first(index), reviewLimits(limits) };
        m_judgements.push_back(judgementWithoutMoves(position));
    }
    if (!m_secondLook)
        m_secondLook = positionsForSecondLook(judgeMoves(m_positions, m_played, m_judgements));
    while (m_secondLookDone < m_secondLook->size()) {
        const auto index = static_cast<std::size_t>((*m_secondLook)[m_secondLookDone]);
        const Position& position = m_positions[index];
        // Judged by the rules already: nothing to look at again.
        if (MoveGenerator::hasLegalMove(position))
            return Search { position, std::span(m_hashes).first(index), secondLookLimits(limits) };
        ++m_secondLookDone;
    }
    return std::nullopt;
}

void StepwiseReview::record(const engine::SearchResult& result) {
    if (!firstSearchesDone()) {
        m_judgements.push_back(judgementOf(m_positions[m_judgements.size()], result));
    } else if (m_secondLook && m_secondLookDone < m_secondLook->size()) {
        const auto index = static_cast<std::size_t>((*m_secondLook)[m_secondLookDone]);
        m_judgements[index] = judgementOf(m_positions[index], result);
        ++m_secondLookDone;
    }
}

bool StepwiseReview::run(engine::Searcher& searcher, const engine::SearchLimits& limits,
    const std::stop_token& stop, const Progress& progress) {
    // The table of an earlier run may hold another game's searches (the Searcher is shared).
    searcher.clearHash();
    while (!stop.stop_requested()) {
        const std::optional<Search> next = nextSearch(limits);
        if (!next) break;
        const engine::SearchResult result
            = searcher.search(next->position, next->history, next->limits, {}, stop);
        // Stopped midway: the result is a shallower search's, so it is not kept.
        if (stop.stop_requested()) break;
        record(result);
        if (progress) progress(done(), total());
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
