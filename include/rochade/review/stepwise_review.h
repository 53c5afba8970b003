// SPDX-License-Identifier: GPL-3.0-or-later
// A game's review done one position at a time, stopped at any moment and resumed later: the
// background review of the player's games.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/review/move_review.h"

#include <cstdint>
#include <span>
#include <stop_token>
#include <vector>

namespace rochade::review {

/// The review of one game's main line, searched position by position with the caller's
/// Searcher, like GameReviewer::review(), except that run() ends as soon as its stop token is
/// set and the next run() goes on from the first position not yet judged. A search the stop
/// cut short is thrown away, never half-used, so a review stopped any number of times judges
/// every position from a whole search. Each run() clears the table first, as
/// GameReviewer::review() does once: an unbroken run gives GameReviewer's judgements; after a
/// stop the later positions are searched from an empty table, which may change a score by
/// what the table's move ordering changes at the limit.
/// Not thread-safe: one thread at a time (the background review's worker).
class StepwiseReview {
public:
    explicit StepwiseReview(const Game& game);

    /// Positions to judge: the start and one after each main-line move.
    int total() const { return static_cast<int>(m_positions.size()); }
    int done() const { return static_cast<int>(m_judgements.size()); }
    bool isFinished() const { return done() == total(); }

    /// Judges the positions not judged yet until all are or `stop` is requested (checked
    /// before each search; the search itself ends within Searcher::kPollInterval nodes of it).
    /// Returns isFinished().
    bool run(engine::Searcher& searcher, const engine::SearchLimits& limits, std::stop_token stop);

    /// judgeMoves() of the whole line. Empty until isFinished().
    std::vector<MoveReview> moves() const;

private:
    std::vector<Position> m_positions;
    std::vector<Move> m_played;
    std::vector<PositionJudgement> m_judgements;
    std::vector<std::uint64_t> m_history;
};

/// Writes `moves` into `game`'s main line as `rochade-cli review` writes them (the NAGs, the
/// English sentences, %eval): the record cardsFromReviewedGame() reads. False if the moves
/// are not this game's.
bool writeEnglishReview(Game& game, std::span<const MoveReview> moves);

} // namespace rochade::review
