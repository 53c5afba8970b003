// SPDX-License-Identifier: GPL-3.0-or-later
// Game: the linked history of positions, with undo, redo and the result.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace rochade {

/// A game from a start position. As in the thesis, every position after a move is a new
/// node that points back to its predecessor; undo moves the anchor back one node, redo moves
/// it forward again along the line that was undone. Playing a move discards that redo line.
/// Nodes are immutable and shared, so copying a Game is cheap. Not thread-safe; lives in the
/// thread that owns it (the GUI thread in the application).
class Game {
public:
    /// One node of the history.
    struct Node {
        Position position;
        Move move; ///< the move that led here (null for the start node)
        std::string san; ///< that move in SAN, written before it was played
        std::shared_ptr<const Node> previous; ///< null for the start node
        int ply = 0; ///< number of moves from the start node
    };

    explicit Game(const Position& start = Position::startPosition());

    const Position& position() const { return m_current->position; }
    const Position& startPosition() const;
    /// Moves played from the start to the current node.
    int ply() const { return m_current->ply; }
    const Node& currentNode() const { return *m_current; }
    /// The moves from the start to the current node, in order.
    std::vector<Move> moves() const;
    /// Their SAN, in order.
    std::vector<std::string> sanMoves() const;
    /// Hashes of the positions before the current one, oldest first (for repetition checks).
    std::vector<std::uint64_t> hashHistory() const;
    /// The position after `ply` moves (0 = start). Precondition: 0 <= ply <= this->ply().
    const Position& positionAt(int ply) const;
    const Node& nodeAt(int ply) const;

    /// Plays a legal move. An illegal move, or any move once the game is over, is refused
    /// with a reason and changes nothing.
    Result<bool> playMove(Move m);
    bool canUndo() const { return m_current->previous != nullptr; }
    bool canRedo() const { return !m_redo.empty(); }
    /// Takes back one move (and re-opens a finished game). False at the start.
    bool undo();
    /// Replays the last undone move. False if there is none.
    bool redo();
    /// Undoes or redoes until ply() == ply. False (and no change) if it is out of reach.
    bool jumpToPly(int ply);
    /// Moves available to redo, the next one first.
    const std::vector<std::shared_ptr<const Node>>& redoLine() const { return m_redo; }

    /// Mate, stalemate, automatic draws, claims, or a result set by resign/agree/claim/flag.
    GameStatus status() const;
    bool isOver() const { return status().isOver(); }
    /// Ends the game as a draw if the side to move may claim one now. False otherwise.
    bool claimDraw();
    /// True if playing `m` would let the mover claim a draw (threefold or fifty moves),
    /// as the FIDE rules allow by announcing the move.
    bool moveAllowsDrawClaim(Move m) const;
    /// Plays `m` and ends the game as a draw by claim. False (nothing changed) if the move is
    /// illegal or allows no claim.
    bool playMoveAndClaimDraw(Move m);
    void resign(Color loser);
    void agreeDraw();
    /// The flag of `loser` fell: a loss, or a draw when the opponent cannot mate.
    void flagFell(Color loser);

private:
    void setCurrent(std::shared_ptr<const Node> node);

    std::shared_ptr<const Node> m_current;
    std::vector<std::shared_ptr<const Node>> m_redo; ///< front() is the next redo
    GameStatus m_status; ///< cached status of the current node, incl. a declared result
    bool m_declared = false; ///< status set by resign/agree/claim/flag, cleared by undo
};

} // namespace rochade
