// SPDX-License-Identifier: GPL-3.0-or-later
// A review written into a record: NAGs, %eval, the sentence before the user's comment.
#include "rochade/review/review_record.h"

#include <algorithm>
#include <regex>

namespace rochade::review {

namespace {

bool isMoveQualityNag(int nag) {
    return nag >= 1 && nag <= 6;
}

bool isReviewNag(int nag) {
    return nag == 2 || nag == 4 || nag == 6;
}

std::string classWord(MoveClass moveClass) {
    switch (moveClass) {
    case MoveClass::Inaccuracy:
        return "Inaccuracy";
    case MoveClass::Mistake:
        return "Mistake";
    case MoveClass::Blunder:
        return "Blunder";
    case MoveClass::Good:
        break;
    }
    return {};
}

} // namespace

ReviewMark markOf(const MoveReview& move, std::string sentence) {
    ReviewMark mark;
    mark.ply = move.ply;
    mark.hash = move.hash;
    mark.eval = move.evalText;
    mark.nag = nagOf(move.moveClass);
    if (mark.nag != 0) mark.sentence = std::move(sentence);
    return mark;
}

Annotation reviewedAnnotation(
    Annotation annotation, const ReviewMark& mark, std::size_t oldSentenceLength) {
    std::string comment = annotation.comment;
    if (oldSentenceLength > 0) {
        comment.erase(0, std::min(oldSentenceLength, comment.size()));
        std::erase_if(annotation.nags, isReviewNag);
    }
    if (mark.nag != 0) {
        // A move's quality comes first, as PGN writers put it.
        std::erase_if(annotation.nags, isMoveQualityNag);
        annotation.nags.insert(annotation.nags.begin(), mark.nag);
    }
    if (!mark.sentence.empty())
        comment = comment.empty() ? mark.sentence : mark.sentence + ' ' + comment;
    annotation.comment = std::move(comment);
    if (!mark.eval.empty()) annotation.eval = mark.eval;
    return annotation;
}

bool writeReview(Game& game, std::span<const ReviewMark> marks,
    const ReviewSentenceLength& oldSentenceLength, bool& changed) {
    changed = false;
    const std::vector<const Game::Node*> line = game.mainLine();
    for (const ReviewMark& mark : marks) {
        const bool same = mark.ply >= 1 && mark.ply <= static_cast<int>(line.size())
            && line[mark.ply - 1]->position.hash() == mark.hash;
        if (!same) return false;
    }
    for (const ReviewMark& mark : marks) {
        const Game::Node& node = *line[mark.ply - 1];
        Annotation annotation = reviewedAnnotation(node.annotation, mark,
            oldSentenceLength ? oldSentenceLength(node.annotation.comment) : 0);
        if (annotation == node.annotation) continue;
        game.annotate(node, std::move(annotation));
        changed = true;
    }
    return true;
}

std::string englishSentence(const MoveReview& move) {
    if (move.moveClass == MoveClass::Good) return {};
    std::string sentence = classWord(move.moveClass) + ". ";
    if (!move.bestSan.empty()) sentence += move.bestSan + " was best.";
    const std::string explanation = englishText(move.explanation);
    if (!explanation.empty()) sentence += ' ' + explanation + '.';
    if (sentence.back() == ' ') sentence.pop_back();
    return sentence;
}

std::size_t englishSentenceLength(std::string_view comment) {
    // The class, the better move, then perhaps one of englishText()'s sentences, whose cited
    // line ends at the first stop followed by a blank or the end.
    static const std::regex pattern(
        "^(?:Inaccuracy|Mistake|Blunder)\\.(?: \\S+ was best\\.)?"
        "(?: (?:Allows mate in \\d+: |Misses mate in \\d+: |Loses the (?:knight|bishop|rook|queen) "
        "on [a-h][1-8] after |Leaves the (?:knight|bishop|rook|queen) on [a-h][1-8] to be taken: "
        "|Loses the exchange after |Loses a pawn after |Loses \\d+ pawns "
        "after )[\\s\\S]+?\\.(?=\\s|$))?\\s*");
    std::match_results<std::string_view::const_iterator> match;
    if (!std::regex_search(comment.begin(), comment.end(), match, pattern)) return 0;
    return static_cast<std::size_t>(match.length(0));
}

} // namespace rochade::review
