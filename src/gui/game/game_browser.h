// SPDX-License-Identifier: GPL-3.0-or-later
// GameBrowser: which ply of a game is shown, and how far undo and redo go.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace rochade::gui {

/// The view on one Game (owned elsewhere, it must outlive the browser): the game's own
/// position, or another node of its tree (an earlier move, a variation) while the user
/// browses, read-only. Undo and redo move until a human is to move again. Says what it did
/// in a translated sentence; never touches the clocks or the computer (the game controller
/// does around it).
class GameBrowser {
    Q_DECLARE_TR_FUNCTIONS(GameBrowser)
public:
    /// The sides a human moves at the board, by index(Color): both in hot-seat, one against
    /// the computer.
    using HumanSides = std::array<bool, 2>;

    /// An undo or redo: `plies` to take back or replay (0: refused), and the sentence that
    /// says what it does or why not.
    struct Step {
        int plies = 0;
        bool back = true;
        QString message;
    };

    explicit GameBrowser(Game& game)
        : m_game(game) { }

    bool isBrowsing() const { return m_shown != nullptr; }
    /// The node shown: the game's current one unless browsing.
    const Game::Node& shownNode() const { return m_shown ? *m_shown : m_game.currentNode(); }
    /// The ply shown: the game's ply unless browsing.
    int viewPly() const { return shownNode().ply; }
    /// The ply browsed to, -1 when showing the game.
    int browsedPly() const { return m_shown ? m_shown->ply : -1; }
    /// True while a node off the line that leads to the game's position is shown (a
    /// variation, or a move that redo would replay).
    bool isOffTheGameLine() const;
    const Position& displayedPosition() const { return shownNode().position; }
    /// The move that led to the shown position (null at the start).
    Move displayedLastMove() const { return shownNode().move; }
    /// Shows the position after `ply` moves, an earlier one than the game's (0 <= ply < the
    /// game's ply).
    void show(int ply) { m_shown = &m_game.nodeAt(ply); }
    /// Shows `node`, a node of the game other than its current one, read-only.
    void show(const Game::Node& node) { m_shown = &node; }
    /// Shows the game's own position again. Call it before a change of the game's tree
    /// that may free the shown node.
    void showGame() { m_shown = nullptr; }
    /// "Viewing move 3 — the game goes on after it." for the browsed ply, or the sentence
    /// for a variation.
    QString viewingText() const;
    /// What undo does now: back to a position a human is to move in (`humans`): one ply
    /// when a human made the last move (always in hot-seat; against the computer while it is
    /// to move, thinking, or after the human's move ended the game), else the computer's
    /// reply and the human's move. Refused at the start, or when only the computer's opening
    /// move stands before the human's turn.
    Step undoStep(const HumanSides& humans) const;
    /// What redo does now: replays a move, refused when there is none to replay.
    Step redoStep() const;
    /// Carries out `step` (from undoStep() or redoStep(), not refused). A redo that leaves
    /// the computer to move replays its reply too, so a human is to move again.
    void apply(const Step& step, const HumanSides& humans);

private:
    Game& m_game;
    const Game::Node* m_shown = nullptr; ///< null: showing the game
};

} // namespace rochade::gui
