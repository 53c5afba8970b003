// SPDX-License-Identifier: GPL-3.0-or-later
// Edits of a game's record: variations, comments and move symbols.
#include "game/record_editor.h"

#include "panels/move_notation.h"
#include "rochade/core/notation.h"

#include <utility>

namespace rochade::gui {

namespace {

/// True if `node` is `ancestor` or comes after it.
bool isInside(const Game::Node& node, const Game::Node& ancestor) {
    for (const Game::Node* n = &node; n; n = n->previous)
        if (n == &ancestor) return true;
    return false;
}

} // namespace

RecordEditor::RecordEditor(Game& game, GameBrowser& browser, QObject* parent)
    : QObject(parent)
    , m_game(game)
    , m_browser(browser) {
}

RecordEditor::Branch RecordEditor::branchFor(
    const Game::Node& from, Move move, bool vsComputer) const {
    for (std::size_t i = 0; i < from.childCount(); ++i)
        if (from.child(i).move == move) return { BranchChoice::Replace, &from.child(i) };
    if (vsComputer || from.childCount() == 0) return { BranchChoice::Replace, nullptr };
    if (!m_branchPrompt) return { BranchChoice::Variation, nullptr };
    return { m_branchPrompt(MoveNotation::shown(toSan(from.position, move))), nullptr };
}

bool RecordEditor::promote(const Game::Node& node) {
    if (!m_game.promoteVariation(node)) {
        emit statusMessage(tr("This line is already the main one."));
        return false;
    }
    emit changed();
    emit statusMessage(tr("Variation promoted."));
    return true;
}

bool RecordEditor::remove(const Game::Node& node) {
    if (!m_game.owns(node) || !node.previous) return false;
    if (isInside(m_game.currentNode(), node)) {
        emit statusMessage(
            tr("This move leads to the game's position: take it back with Undo first."));
        return false;
    }
    // The shown node may be freed with the line.
    if (isInside(m_browser.shownNode(), node)) m_browser.showGame();
    m_game.deleteVariation(node);
    emit changed();
    emit statusMessage(tr("Moves deleted."));
    return true;
}

bool RecordEditor::setComment(const Game::Node& node, const QString& text) {
    // A "}" cannot be written inside a PGN comment (the comment editor says so); taken here
    // it would be dropped on saving without a word.
    if (!m_game.owns(node) || text.contains(QLatin1Char('}'))) return false;
    Annotation annotation = node.annotation;
    annotation.comment = text.trimmed().toStdString();
    if (annotation == node.annotation) return true;
    m_game.annotate(node, std::move(annotation));
    emit changed();
    return true;
}

bool RecordEditor::setMoveNag(const Game::Node& node, int nag) {
    if (!m_game.owns(node) || !node.previous) return false;
    if (nag != 0 && (nag < kFirstMoveNag || nag > kLastMoveNag)) return false;
    Annotation annotation = node.annotation;
    std::erase_if(annotation.nags, [](int n) { return n >= kFirstMoveNag && n <= kLastMoveNag; });
    // A move's quality comes first, as PGN writers put it.
    if (nag != 0) annotation.nags.insert(annotation.nags.begin(), nag);
    if (annotation == node.annotation) return true;
    m_game.annotate(node, std::move(annotation));
    emit changed();
    return true;
}

bool RecordEditor::writeReview(
    const std::vector<ReviewMark>& marks, const QRegularExpression& reviewSentence) {
    const std::vector<const Game::Node*> line = m_game.mainLine();
    for (const ReviewMark& mark : marks) {
        const bool same = mark.ply >= 1 && mark.ply <= static_cast<int>(line.size())
            && line[mark.ply - 1]->position.hash() == mark.hash;
        if (!same) {
            emit statusMessage(tr("The game changed during the review: nothing was written."));
            return false;
        }
    }
    const auto isReviewNag = [](int n) { return n == 2 || n == 4 || n == 6; };
    bool any = false;
    for (const ReviewMark& mark : marks) {
        const Game::Node& node = *line[mark.ply - 1];
        Annotation annotation = node.annotation;
        QString comment = QString::fromStdString(annotation.comment);
        const QRegularExpressionMatch old = reviewSentence.match(comment);
        if (old.hasMatch() && old.capturedLength() > 0) {
            comment.remove(0, old.capturedLength());
            std::erase_if(annotation.nags, isReviewNag);
        }
        if (mark.nag != 0) {
            std::erase_if(
                annotation.nags, [](int n) { return n >= kFirstMoveNag && n <= kLastMoveNag; });
            annotation.nags.insert(annotation.nags.begin(), mark.nag);
        }
        if (!mark.sentence.isEmpty())
            comment = comment.isEmpty() ? mark.sentence : mark.sentence + u' ' + comment;
        annotation.comment = comment.toStdString();
        if (!mark.eval.empty()) annotation.eval = mark.eval;
        if (annotation == node.annotation) continue;
        m_game.annotate(node, std::move(annotation));
        any = true;
    }
    if (any) emit changed();
    return true;
}

} // namespace rochade::gui
