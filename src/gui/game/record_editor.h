// SPDX-License-Identifier: GPL-3.0-or-later
// RecordEditor: the changes a user makes to the record of a game besides playing moves.
#pragma once

#include "game/game_browser.h"
#include "rochade/core/game.h"
#include "rochade/review/review_record.h"

#include <QObject>
#include <QRegularExpression>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rochade::gui {

/// Promotes and deletes variations and writes comments and move symbols (NAGs) into the
/// game's tree. It never changes the position the game is at: a move on the way to it must
/// be taken back with Undo first, so the clocks, the computer and the draw talk, which follow
/// that position, stay right. A deletion can be undone while nothing else changed since
/// (restoreRemoved()). Lives in the GUI thread, a part of the GameController; every change is
/// announced with changed(), every refusal with statusMessage().
class RecordEditor : public QObject {
    Q_OBJECT
public:
    /// The move-quality symbols the short menu offers: !, ?, !!, ??, !?, ?! (NAGs 1 to 6).
    static constexpr int kFirstMoveNag = 1;
    static constexpr int kLastMoveNag = 6;

    RecordEditor(Game& game, GameBrowser& browser, QObject* parent = nullptr);

    /// What a move played from a shown earlier position (or a side line) does to the record.
    enum class BranchChoice {
        Variation,
        Replace,
        Cancel
    };
    struct Branch {
        BranchChoice choice = BranchChoice::Cancel;
        /// The continuation that already plays the move: it is entered, nothing is added.
        const Game::Node* existing = nullptr;
    };
    /// The answer for `move` (legal at `from`): an existing continuation is entered; against
    /// the computer the rest of the line is replaced, as an undo would; in hot-seat the
    /// prompt asks whether to start a variation or replace the rest (a variation without a
    /// prompt); where nothing follows, the move simply continues the line.
    Branch branchFor(const Game::Node& from, Move move, bool vsComputer) const;
    /// Asks how a move played from an earlier position enters the record (`san` names it).
    void setBranchPrompt(std::function<BranchChoice(const QString& san)> prompt) {
        m_branchPrompt = std::move(prompt);
    }

    /// Moves the variation that starts with `node` one place up among its siblings (at the
    /// top it becomes the main line there).
    bool promote(const Game::Node& node);
    /// Removes `node` and everything after it; refused for a move on the way to the game's
    /// position. The moves can be brought back with restoreRemoved().
    bool remove(const Game::Node& node);
    /// True if restoreRemoved() can bring back what remove() deleted last: the game is still
    /// as that removal left it (no move played or taken back since, no other edit, no end).
    bool canRestoreRemoved() const;
    /// Undoes the last remove() (earlier ones too, one a call, while nothing else changed in
    /// between): the moves come back where they stood, with their comments and variations,
    /// and the node shown before the removal is shown again. False, with nothing changed, if
    /// canRestoreRemoved() is false.
    bool restoreRemoved();
    /// Another game replaces this one: its deletions are no longer this game's to restore,
    /// even where the new game looks like the one a deletion left.
    void forgetRemovals() { m_removals.clear(); }
    /// Replaces the comment after `node` (on the start node: before the first move). Refused
    /// (false) for a text with a "}", which a PGN comment cannot hold (commentRefusal()).
    bool setComment(const Game::Node& node, const QString& text);
    /// Sets the move-quality symbol of `node` (kFirstMoveNag..kLastMoveNag), or removes it
    /// (0); other NAGs stay.
    bool setMoveNag(const Game::Node& node, int nag);

    /// Writes a review onto the main line at once: on every marked move its %eval, and its
    /// NAG and sentence if it has one. An earlier review's sentence (a comment starting with
    /// a match of `reviewSentence`) is removed with the ?!, ? or ?? it came with, so the new
    /// review replaces it; the user's own comments and other NAGs stay. Refused (nothing
    /// written) if a marked move is no longer the position it was, which the review then
    /// did not judge. The rules are the Qt-free review's (review::writeReview()), the same
    /// as `rochade-cli review` follows.
    bool writeReview(
        const std::vector<review::ReviewMark>& marks, const QRegularExpression& reviewSentence);

signals:
    void changed();
    void statusMessage(const QString& text);

private:
    /// One remove(): the game before and after it, and the node shown before it (its child
    /// numbers from the start; none while the game itself was shown).
    struct Removal {
        Game before;
        Game after;
        std::optional<std::vector<std::size_t>> shownPath;
    };

    Game& m_game;
    GameBrowser& m_browser;
    std::function<BranchChoice(const QString&)> m_branchPrompt;
    /// The removals that can be undone, the last one at the back. An entry whose `after` is
    /// no longer the game is stale, and so are all under it.
    std::vector<Removal> m_removals;
};

} // namespace rochade::gui
