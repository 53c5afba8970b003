// SPDX-License-Identifier: GPL-3.0-or-later
// Game: the tree of positions (main line and variations), with undo, redo and the result.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade {

/// What a record says about one move besides the move itself (PGN comments, NAGs, and the
/// %clk and %eval commands that PGN writers put inside comments).
struct Annotation {
    /// Stands before the move. PGN needs it only where no earlier move can carry it: at the
    /// start of a variation, or after a variation that ended before this move.
    std::string commentBefore;
    /// Stands after the move (on the start node: before the game's first move).
    std::string comment;
    /// Numeric annotation glyphs in the order read: 1 = "!", 2 = "?", 146 = novelty, ...
    std::vector<int> nags;
    /// The mover's clock after the move ([%clk 1:02:03.4]).
    std::optional<std::chrono::milliseconds> clock;
    /// An evaluation as written ([%eval 0.17], [%eval #-3]), kept as text.
    std::optional<std::string> eval;

    bool isEmpty() const {
        return commentBefore.empty() && comment.empty() && nags.empty() && !clock && !eval;
    }
    friend bool operator==(const Annotation&, const Annotation&) = default;
};

/// A game from a start position: a tree of positions. As in the thesis, every position after
/// a move is a node that points back to its predecessor; the main line follows each node's
/// first child, and the other children are variations (siblings of the main move). Undo
/// moves the current node back one node, redo moves it forward again along the line that was
/// undone. Copying a Game copies the tree (time linear in its size). Not thread-safe; lives
/// in the thread that owns it (the GUI thread in the application).
class Game {
public:
    /// One node of the tree. Only the Game that owns it changes it.
    struct Node {
        Position position;
        Move move; ///< the move that led here (null for the start node and for a null move)
        std::string san; ///< that move in SAN ("--" for a null move), written before it was played
        const Node* previous = nullptr; ///< the parent; null for the start node
        int ply = 0; ///< number of moves from the start node
        Annotation annotation;

        /// Number of continuations: the main one and the variations.
        std::size_t childCount() const { return m_children.size(); }
        /// Continuation i; 0 is the main one. Precondition: i < childCount().
        const Node& child(std::size_t i) const { return *m_children[i]; }
        /// The main continuation, or null at the end of a line.
        const Node* mainChild() const { return m_children.empty() ? nullptr : m_children[0].get(); }
        /// True for the start node and every node reached through first children only.
        bool isMainLine() const;
        /// True if this node was reached by a null move ("--" in PGN).
        bool isNullMove() const { return previous != nullptr && move.isNull(); }

    private:
        friend class Game;
        std::vector<std::unique_ptr<Node>> m_children;
    };

    /// A game from the initial position.
    Game();
    explicit Game(const Position& start);
    Game(const Game& other);
    Game& operator=(const Game& other);
    Game(Game&&) noexcept = default;
    /// Swaps, so that `other` frees the old tree without deep recursion.
    Game& operator=(Game&& other) noexcept;
    ~Game();

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

    /// Plays a legal move as the game's continuation: it replaces the line that redo would
    /// replay (variations at this node stay). An illegal move, or any move once the game is
    /// over, is refused with a reason and changes nothing.
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
    const std::vector<const Node*>& redoLine() const { return m_redo; }

    // --- the tree -----------------------------------------------------------------------
    /// The start node, root of the tree.
    const Node& root() const { return *m_root; }
    /// True if `node` is a node of this game's tree.
    bool owns(const Node& node) const;
    /// Adds `m` as the last continuation of `parent` (the main one if it has none) without
    /// changing the current node, even if another continuation plays the same move. Refused
    /// if `parent` is not of this game or `m` is not legal there.
    Result<const Node*> addMove(const Node& parent, Move m);
    /// Adds the move written `san` (as parseSan() reads it) like addMove(); the error says
    /// why the text names no legal move.
    Result<const Node*> addSanMove(const Node& parent, std::string_view san);
    /// Adds a null move (the side to move passes, as "--" in PGN). Refused in check.
    Result<const Node*> addNullMove(const Node& parent);
    /// Plays `m` from the current node as a variation: the existing continuations stay, and
    /// a continuation that already plays `m` is entered instead of added. Refused like
    /// playMove().
    Result<bool> addVariation(Move m);
    /// Makes `node` current; redo then follows its main line. False if it is not of this game.
    bool goTo(const Node& node);
    /// Moves `node` one place towards the main continuation among its siblings. False if it
    /// is the start node, already first, or not of this game.
    bool promoteVariation(const Node& node);
    /// Makes `node`, and every node on the way to it, the main continuation of its parent.
    bool makeMainLine(const Node& node);
    /// Removes `node` with everything after it. If the current node is among them, the
    /// parent of `node` becomes current. False for the start node or a node of another game.
    bool deleteVariation(const Node& node);
    /// Replaces what the record says about `node`. False if it is not of this game.
    bool annotate(const Node& node, Annotation annotation);
    /// The main line from the start: the first child at every node, the start node excluded.
    std::vector<const Node*> mainLine() const;

    /// A number that changes with every change of the game: a move, undo, redo, a jump, an
    /// edit of the tree or of an annotation, a declared end. It never comes back: every change
    /// takes a number no Game in the process had, and a copy has its original's until either
    /// changes. So an equal revision means the same game, unchanged (a document compares it
    /// with the one it saved); a different one means a change, even one undone since.
    std::uint64_t revision() const { return m_revision; }

    /// Mate, stalemate, automatic draws, claims, or an end declared at the current node
    /// (resign, agreeDraw, claimDraw, flagFell, endAsRecorded).
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
    /// Ends the game as its record says it ended (a PGN file's result marker after moves that
    /// do not end the game): `result` for `reason`, which is AsRecorded when the record names
    /// none Rochade knows. No change if the game is over or `result` is Ongoing.
    void endAsRecorded(GameResult result, GameEndReason reason);

private:
    void setCurrent(const Node* node);
    /// `node` as the mutable node it is. Precondition: owns(node).
    Node* edit(const Node& node);
    /// Creates the child of `parent` reached by `m` (legal there, or null for a null move);
    /// `legal` holds the legal moves at `parent` unless `m` is null.
    static std::unique_ptr<Node> makeChild(const Node& parent, Move m, const MoveList& legal);
    /// Appends `child` to the continuations of `parent` and returns it.
    const Node* adopt(const Node& parent, std::unique_ptr<Node> child);
    /// Ends the game at the current node with `end`. Precondition: the game is not over.
    void declare(GameStatus end);
    /// Takes a new revision(): called by every change.
    void changed();

    std::unique_ptr<Node> m_root;
    const Node* m_current = nullptr;
    std::vector<const Node*> m_redo; ///< front() is the next redo
    /// The end declared at the current node (resignation, agreement, a claim, a fallen flag,
    /// the record's result), the one place that fact lives: status() gives it before what the
    /// board says, and a change of the current node clears it.
    std::optional<GameStatus> m_declared;
    /// What the current node's position and history say, evaluated when first asked.
    mutable std::optional<GameStatus> m_evaluated;
    std::uint64_t m_revision = 0;
};

/// The first `maxPlies` moves of the main line as a record numbers them: "1. e4 e5 2. Nf3",
/// or "12... Kd7 13. e4" from a set-up position with Black to move. Lists and tables of games
/// show it where a game has no names to tell it by.
std::string numberedMainLine(const Game& game, int maxPlies);
/// How many plies of a game's main line its row in a table shows.
inline constexpr int kListedMainLinePlies = 6;

} // namespace rochade
