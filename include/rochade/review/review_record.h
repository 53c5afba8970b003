// SPDX-License-Identifier: GPL-3.0-or-later
// How a review is written into a game's record, the same for the window and the command line.
#pragma once

#include "rochade/core/game.h"
#include "rochade/review/move_review.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::review {

/// What a review writes on one move of the main line.
struct ReviewMark {
    int ply = 0; ///< the move's node: the position after `ply` moves
    std::uint64_t hash = 0; ///< that position's hash when it was reviewed
    std::string eval; ///< the %eval text; empty: none
    int nag = 0; ///< the move-quality NAG (0: the move was good)
    std::string sentence; ///< UTF-8, put before the comment; empty: none
};

/// The mark of a reviewed move with `sentence` (empty for a good move).
ReviewMark markOf(const MoveReview& move, std::string sentence);

/// Finds the length of an earlier review's sentence at the start of a comment (with the
/// blanks after it), 0 if the comment does not start with one.
using ReviewSentenceLength = std::function<std::size_t(std::string_view comment)>;

/// `annotation` with `mark` written into it: an earlier review's sentence
/// (`oldSentenceLength` characters at the start of the comment) and its NAG replaced, the
/// move's other move-quality NAG replaced by the mark's, the sentence put before the rest of
/// the comment, the %eval set. A good move keeps a NAG the user gave it.
Annotation reviewedAnnotation(
    Annotation annotation, const ReviewMark& mark, std::size_t oldSentenceLength);

/// Writes `marks` into `game`'s main line. Writes nothing and returns false if a mark's
/// move is no longer that position (the game changed since the review); otherwise returns
/// true and sets `changed` to whether any annotation changed.
bool writeReview(Game& game, std::span<const ReviewMark> marks,
    const ReviewSentenceLength& oldSentenceLength, bool& changed);

/// The English sentence after a classed move: "Blunder. Nf3 was best.", followed by the
/// explanation when there is one ("Blunder. Nf3 was best. Loses the knight on c3 after
/// ...d4."); empty for a good move.
std::string englishSentence(const MoveReview& move);
/// The length of an English review sentence (as englishSentence() writes them) at the start
/// of `comment`, with the blanks after it; 0 if there is none.
std::size_t englishSentenceLength(std::string_view comment);

} // namespace rochade::review
