// SPDX-License-Identifier: GPL-3.0-or-later
// Edits of a game's record: variations, comments and move symbols.
#include "game/record_editor.h"

#include "panels/move_notation.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <utility>

namespace rochade::gui {

namespace {

/// True if `node` is `ancestor` or comes after it.
bool isInside(const Game::Node& node, const Game::Node& ancestor) {
    for (const Game::Node* n = &node; n; n = n->previous)
        if (n == &ancestor) return true;
    return false;
}

/// The child numbers that lead from the start node to `node`.
std::vector<std::size_t> recordChildPathTo(const Game::Node& node) {
    std::vector<std::size_t> path;
    for (const Game::Node* n = &node; n->previous; n = n->previous) {
        const Game::Node& parent = *n->previous;
        std::size_t i = 0;
        while (&parent.child(i) != n)
            ++i;
        path.push_back(i);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

/// The node of `game` that `path` (from recordChildPathTo()) leads to; null if it leads out
/// of the tree.
const Game::Node* recordNodeAlongPath(const Game& game, const std::vector<std::size_t>& path) {
    const Game::Node* node = &game.root();
    for (std::size_t i : path) {
        if (i >= node->childCount()) return nullptr;
        node = &node->child(i);
    }
    return node;
}

/// True if `a` and `b` are the same record at the same place: the same tree (moves and
/// annotations), the same current node, redo line and status. Iterative: a line of any length.
bool isSameRecordAndPlace(const Game& a, const Game& b) {
    if (a.startPosition() != b.startPosition() || a.ply() != b.ply() || a.status() != b.status()
        || a.redoLine().size() != b.redoLine().size())
        return false;
    for (std::size_t i = 0; i < a.redoLine().size(); ++i)
        if (a.redoLine()[i]->move != b.redoLine()[i]->move) return false;
    std::vector<std::pair<const Game::Node*, const Game::Node*>> pending { { &a.root(),
        &b.root() } };
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (x->move != y->move || !(x->annotation == y->annotation)
            || x->childCount() != y->childCount()
            || (x == &a.currentNode()) != (y == &b.currentNode()))
            return false;
        for (std::size_t i = 0; i < x->childCount(); ++i)
            pending.emplace_back(&x->child(i), &y->child(i));
    }
    return true;
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
    // Undone one after another, newest first, as long as nothing else changed in between.
    if (!canRestoreRemoved()) m_removals.clear();
    Removal removal { m_game, Game(), std::nullopt };
    if (m_browser.isBrowsing()) removal.shownPath = recordChildPathTo(m_browser.shownNode());
    // The shown node may be freed with the line.
    if (isInside(m_browser.shownNode(), node)) m_browser.showGame();
    m_game.deleteVariation(node);
    removal.after = m_game;
    m_removals.push_back(std::move(removal));
    emit changed();
    emit statusMessage(tr("Moves deleted."));
    return true;
}

bool RecordEditor::canRestoreRemoved() const {
    return !m_removals.empty() && isSameRecordAndPlace(m_removals.back().after, m_game);
}

bool RecordEditor::restoreRemoved() {
    if (!canRestoreRemoved()) {
        m_removals.clear(); // stale: the game changed since
        return false;
    }
    Removal removal = std::move(m_removals.back());
    m_removals.pop_back();
    // The whole record as it was: every node the removal kept is still where it stood there,
    // and the game's position, redo line and result are those of today.
    m_browser.showGame(); // before the tree it points into is freed
    m_game = std::move(removal.before);
    if (removal.shownPath) {
        const Game::Node* shown = recordNodeAlongPath(m_game, *removal.shownPath);
        if (shown && shown != &m_game.currentNode()) m_browser.show(*shown);
    }
    emit changed();
    emit statusMessage(tr("Deleted moves restored."));
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
    const std::vector<review::ReviewMark>& marks, const QRegularExpression& reviewSentence) {
    // The pattern matches a translated sentence; its length in the UTF-8 comment is the
    // length of the matched text's UTF-8.
    const auto oldSentenceLength = [&reviewSentence](std::string_view comment) -> std::size_t {
        const QString text = QString::fromUtf8(comment.data(), qsizetype(comment.size()));
        const QRegularExpressionMatch old = reviewSentence.match(text);
        if (!old.hasMatch()) return 0;
        return static_cast<std::size_t>(old.captured(0).toUtf8().size());
    };
    bool changed = false;
    if (!review::writeReview(m_game, marks, oldSentenceLength, changed)) {
        emit statusMessage(tr("The game changed during the review: nothing was written."));
        return false;
    }
    if (changed) emit this->changed();
    return true;
}

} // namespace rochade::gui
