// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a game's main line below the GUI: every move judged by the drop in its
// mover's winning chances, with the better move, its line and why the move was bad.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/review/explanation.h"
#include "rochade/review/review_classifier.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace rochade::review {

/// Every position is searched this deep, or until this many nodes, whichever ends first (the
/// window's review and `rochade-cli review` by default). Depth 12 with the second look below
/// finds 95 % of the blunders Stockfish finds at depth 16 in low-level games, depth 12 alone 87 %
/// (docs/review.md); a node cap rather than a time cap, so that a review says the same on a busy
/// machine as on an idle one, and a rare position whose depth 12 takes long ends all the same.
inline constexpr int kDefaultDepth = 12;
inline constexpr std::uint64_t kDefaultNodes = 3'000'000;
/// A forced mate in this many moves or fewer that the move played gives away is always at
/// least a mistake, whatever the winning-chance arithmetic says (a mate and a ten-pawn lead
/// are both "winning" on lichess's curve).
inline constexpr int kMissedMateMaxMoves = 3;

/// `limits`, or the default review limits when it sets no depth, time or node limit.
engine::SearchLimits reviewLimits(const engine::SearchLimits& limits);

/// The second look: the positions on both sides of a move the first searches class as an
/// inaccuracy are searched again this much deeper (and with this many times the nodes or the
/// time), and the moves judged again. Most of the blunders a depth-12 search misses are ones it
/// sees as inaccuracies: a tactic just beyond its horizon (docs/review.md).
inline constexpr int kSecondLookExtraDepth = 3;
inline constexpr int kSecondLookLimitFactor = 4;
/// reviewLimits(`limits`) made deeper for the second look.
engine::SearchLimits secondLookLimits(const engine::SearchLimits& limits);

/// What the search said about one position of the line.
struct PositionJudgement {
    int whiteScore = 0; ///< White's view: centipawns or a mate score (engine::kMateScore)
    /// The engine's best line, its choice first; empty without a legal move.
    std::vector<Move> line;
};

/// A finished search of `position` as the review keeps it.
PositionJudgement judgementOf(const Position& position, const engine::SearchResult& result);
/// A position without a legal move, judged by the rules: mated, or stalemate (0).
PositionJudgement judgementWithoutMoves(const Position& position);

/// True for a score that announces a mate.
bool isMateScore(int score);
/// The mate a score announces, in the mating side's moves: > 0 when the score's side mates,
/// < 0 when it is mated, 0 for no mate.
int mateInMoves(int score);
/// A White's-view score as PGN's %eval writes it: pawns with two decimals ("0.17", "-1.50"),
/// or "#3" / "#-3".
std::string evalText(int whiteScore);

/// What the review found about one move of the main line.
struct MoveReview {
    int ply = 0; ///< the move's node: the position after `ply` moves
    std::uint64_t hash = 0; ///< that position's hash, to recognise it later
    Color mover = Color::White;
    Move played;
    int whiteScoreBefore = 0; ///< the evaluation before the move, White's view
    int whiteScore = 0; ///< the evaluation after the move, White's view
    /// The evaluation as a PGN %eval writes it ("0.17", "#-3"); empty after a checkmate.
    std::string evalText;
    MoveClass moveClass = MoveClass::Good;
    double accuracy = 100.0;
    Move best; ///< the engine's choice in the position before the move (null: none)
    std::string bestSan;
    std::vector<Move> bestLine; ///< the better line from the position before, `best` first
    std::vector<Move> refutation; ///< the best line after the move played, the reply first
    /// The mover's forced mate before the move, in moves (0: none found).
    int mateBefore = 0;
    /// After the move, from the mover's view: > 0 it still mates in n, < 0 it is mated in n.
    int mateAfter = 0;
    /// A mate in kMissedMateMaxMoves or fewer was there and the move gave it away: the move
    /// is at least a mistake.
    bool missedMate = false;
    Explanation explanation; ///< for a classed move; kind None otherwise
};

/// Judges the moves of a line: `positions` are the line's positions from its start (ply 0)
/// to its end, `judgements` one for each of them, `played` the moves between them (one
/// fewer). Each move is classed by the drop in its mover's winning chances, the engine's
/// own choice is never a mistake, a missed mate in three or less at least a mistake; a
/// classed move gets its explanation (none about material when the scores say a mate is at
/// stake that the lines do not show). Returns nothing if the sizes do not fit. Pure: no
/// search.
std::vector<MoveReview> judgeMoves(std::span<const Position> positions,
    std::span<const Move> played, std::span<const PositionJudgement> judgements);

/// The positions (indices into judgeMoves()'s `positions`, in order, each once) to search
/// again with secondLookLimits(): both sides of every move `moves` class as an inaccuracy.
std::vector<int> positionsForSecondLook(std::span<const MoveReview> moves);

/// The mean accuracy of `side`'s moves, none if it made none.
std::optional<double> accuracyOf(std::span<const MoveReview> moves, Color side);
/// How many of `side`'s moves are of `moveClass`.
int countOf(std::span<const MoveReview> moves, Color side, MoveClass moveClass);

/// Reviews games on the calling thread with a Searcher of its own (the command line; the
/// window makes StepwiseReview's searches on its engine thread). One game at a time.
class GameReviewer {
public:
    /// Called after each search: searches done, searches in all (StepwiseReview's).
    using Progress = std::function<void(int done, int total)>;

    explicit GameReviewer(std::size_t hashMiB = 16);

    /// Searches every position of `game`'s main line with `limits` (reviewLimits()), the
    /// repetition history of the line passed along, takes the second look, and judges its
    /// moves: StepwiseReview run unbroken. The table is cleared first, so a depth or node limit
    /// gives the same review every time.
    std::vector<MoveReview> review(
        const Game& game, const engine::SearchLimits& limits, const Progress& progress = {});

private:
    engine::Searcher m_searcher;
};

} // namespace rochade::review
