// SPDX-License-Identifier: GPL-3.0-or-later
// The shown ply of a game, and the reach of undo and redo.
#include "game/game_browser.h"

namespace rochade::gui {

bool GameBrowser::isOffTheGameLine() const {
    if (!m_shown || m_shown->ply > m_game.ply()) return m_shown != nullptr;
    return &m_game.nodeAt(m_shown->ply) != m_shown;
}

QString GameBrowser::viewingText() const {
    const Game::Node& node = shownNode();
    const int moveNumber = node.previous ? node.previous->position.fullmoveNumber() : 0;
    if (isOffTheGameLine())
        return tr("Viewing a side line at move %1 — the game goes on elsewhere.").arg(moveNumber);
    return tr("Viewing move %1 — the game goes on after it.").arg(moveNumber);
}

GameBrowser::Step GameBrowser::undoStep(const HumanSides& humans) const {
    if (!m_game.canUndo())
        return { 0, true, tr("Nothing to undo: this is the start of the game.") };
    // The side that made the last move is the one to move after one ply back.
    const Color lastMover = ~m_game.position().sideToMove();
    const int plies = humans[static_cast<std::size_t>(index(lastMover))] ? 1 : 2;
    if (m_game.ply() < plies)
        return { 0, true, tr("Nothing to undo: the computer's first move opened the game.") };
    return { plies, true,
        plies == 2 ? tr("Took back the computer's reply and your move.")
                   : tr("Took back one move.") };
}

GameBrowser::Step GameBrowser::redoStep() const {
    if (!m_game.canRedo()) return { 0, false, tr("Nothing to redo.") };
    return { 1, false, tr("Replayed.") };
}

void GameBrowser::apply(const Step& step, const HumanSides& humans) {
    if (step.back) {
        for (int i = 0; i < step.plies; ++i)
            m_game.undo();
        return;
    }
    m_game.redo();
    const Color toMove = m_game.position().sideToMove();
    if (!humans[static_cast<std::size_t>(index(toMove))] && m_game.canRedo() && !m_game.isOver())
        m_game.redo();
}

} // namespace rochade::gui
