// SPDX-License-Identifier: GPL-3.0-or-later
// A game's review done one search at a time, stopped at any moment and resumed later: the
// window's review (each search on its engine thread), the background review of the player's
// games and the command line's GameReviewer all go through it.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/review/move_review.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace rochade::review {

/// The review of one game's main line: every position searched with the review's limits
/// (reviewLimits()), the repetition history of the line passed along, then the second look
/// (positionsForSecondLook() searched again with secondLookLimits()), then judgeMoves().
/// The caller searches: nextSearch() says what, record() takes the finished search. A search
/// that was stopped is never recorded, so a review stopped any number of times judges every
/// position from a whole search.
/// run() does it all on the caller's Searcher, ending as soon as its stop token is set; the
/// next run() goes on from the first search not yet recorded. Each run() clears the table
/// first, as GameReviewer::review() does once: an unbroken run gives GameReviewer's
/// judgements; after a stop the later positions are searched from an empty table, which may
/// change a score by what the table's move ordering changes at the limit.
/// Not thread-safe: one thread at a time.
class StepwiseReview {
public:
    explicit StepwiseReview(const Game& game);

    /// One search to make: a position of the line, the hashes of the line's positions before
    /// it (for repetitions) and the limits. Valid until the next call of a non-const member.
    struct Search {
        const Position& position;
        std::span<const std::uint64_t> history;
        engine::SearchLimits limits;
    };

    /// Searches to make: one a position of the line, and one a position of the second look
    /// (known once the first searches are done: the total grows then).
    int total() const;
    int done() const;
    bool isFinished() const;

    /// The next search to make with `limits` (the review's limits; the second look's are made
    /// from them), or none when the review is finished. Positions without a legal move are
    /// judged by the rules on the way, not searched. Asking again without record() gives the
    /// same search.
    std::optional<Search> nextSearch(const engine::SearchLimits& limits);
    /// The whole search of nextSearch()'s position (never one that was stopped).
    void record(const engine::SearchResult& result);

    /// Called after each search recorded: done(), total().
    using Progress = std::function<void(int done, int total)>;

    /// Searches until isFinished() or `stop` is requested (checked before each search; the
    /// search itself ends within Searcher::kPollInterval nodes of it). Returns isFinished().
    bool run(engine::Searcher& searcher, const engine::SearchLimits& limits,
        const std::stop_token& stop, const Progress& progress = {});

    /// judgeMoves() of the whole line. Empty until isFinished().
    std::vector<MoveReview> moves() const;

private:
    bool firstSearchesDone() const { return m_judgements.size() == m_positions.size(); }

    std::vector<Position> m_positions;
    std::vector<Move> m_played;
    std::vector<std::uint64_t> m_hashes; ///< of m_positions
    std::vector<PositionJudgement> m_judgements;
    /// The second look's positions, planned when the first searches are done.
    std::optional<std::vector<int>> m_secondLook;
    std::size_t m_secondLookDone = 0;
};

/// Writes `moves` into `game`'s main line as `rochade-cli review` writes them (the NAGs, the
/// English sentences, %eval): the record cardsFromReviewedGame() reads. False if the moves
/// are not this game's.
bool writeEnglishReview(Game& game, std::span<const MoveReview> moves);

} // namespace rochade::review
