// SPDX-License-Identifier: GPL-3.0-or-later
// Game: a chain of immutable position nodes with undo, redo and the result.
#include "rochade/core/game.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <cassert>
#include <optional>

namespace rochade {

namespace {

/// The generator's own move for m's from, to and promotion: callers such as the GUI
/// may build a Move from two squares without the flags the generator sets.
std::optional<Move> findLegal(const Position& pos, Move m) {
    for (Move legal : MoveGenerator::legalMoves(pos))
        if (legal.from() == m.from() && legal.to() == m.to() && legal.promotion() == m.promotion())
            return legal;
    return std::nullopt;
}

std::shared_ptr<const Game::Node> makeChild(
    const std::shared_ptr<const Game::Node>& parent, Move m) {
    auto node = std::make_shared<Game::Node>();
    node->position = parent->position;
    UndoInfo undo;
    node->position.makeMove(m, undo);
    node->move = m;
    node->san = toSan(parent->position, m);
    node->previous = parent;
    node->ply = parent->ply + 1;
    return node;
}

} // namespace

Game::Game(const Position& start) {
    auto node = std::make_shared<Node>();
    node->position = start;
    setCurrent(std::move(node));
}

const Position& Game::startPosition() const {
    return nodeAt(0).position;
}

std::vector<Move> Game::moves() const {
    std::vector<Move> result;
    for (const Node* n = m_current.get(); n->previous; n = n->previous.get())
        result.push_back(n->move);
    std::reverse(result.begin(), result.end());
    return result;
}

std::vector<std::string> Game::sanMoves() const {
    std::vector<std::string> result;
    for (const Node* n = m_current.get(); n->previous; n = n->previous.get())
        result.push_back(n->san);
    std::reverse(result.begin(), result.end());
    return result;
}

std::vector<std::uint64_t> Game::hashHistory() const {
    std::vector<std::uint64_t> result;
    for (const Node* n = m_current->previous.get(); n; n = n->previous.get())
        result.push_back(n->position.hash());
    std::reverse(result.begin(), result.end());
    return result;
}

const Position& Game::positionAt(int ply) const {
    return nodeAt(ply).position;
}

const Game::Node& Game::nodeAt(int ply) const {
    assert(ply >= 0 && ply <= this->ply());
    const Node* n = m_current.get();
    while (n->ply > ply && n->previous)
        n = n->previous.get();
    return *n;
}

Result<bool> Game::playMove(Move m) {
    if (isOver()) return Error { "the game is over (" + statusText(m_status) + ")" };
    const std::optional<Move> legal = findLegal(position(), m);
    if (!legal) return Error { "illegal move " + toUci(m) + " in this position" };
    m_redo.clear();
    setCurrent(makeChild(m_current, *legal));
    return true;
}

bool Game::undo() {
    if (!canUndo()) return false;
    m_redo.insert(m_redo.begin(), m_current);
    setCurrent(m_current->previous);
    return true;
}

bool Game::redo() {
    if (!canRedo()) return false;
    std::shared_ptr<const Node> next = m_redo.front();
    m_redo.erase(m_redo.begin());
    setCurrent(std::move(next));
    return true;
}

bool Game::jumpToPly(int target) {
    if (target < 0 || target > ply() + static_cast<int>(m_redo.size())) return false;
    while (ply() > target)
        undo();
    while (ply() < target)
        redo();
    return true;
}

GameStatus Game::status() const {
    return m_status;
}

bool Game::claimDraw() {
    if (m_status.isOver() || m_status.claimable == DrawClaim::None) return false;
    const GameEndReason reason = m_status.claimable == DrawClaim::FiftyMoves
        ? GameEndReason::FiftyMoveRule
        : GameEndReason::ThreefoldRepetition;
    m_status = GameStatus { GameResult::Draw, reason, DrawClaim::None };
    m_declared = true;
    return true;
}

bool Game::moveAllowsDrawClaim(Move m) const {
    if (isOver()) return false;
    const std::optional<Move> legal = findLegal(position(), m);
    if (!legal) return false;
    Position after = position();
    UndoInfo undo;
    after.makeMove(*legal, undo);
    std::vector<std::uint64_t> history = hashHistory();
    history.push_back(position().hash());
    return evaluateStatus(after, history).claimable != DrawClaim::None;
}

bool Game::playMoveAndClaimDraw(Move m) {
    if (!moveAllowsDrawClaim(m)) return false;
    const Result<bool> played = playMove(m);
    assert(played.ok());
    (void)played;
    return claimDraw();
}

void Game::resign(Color loser) {
    if (isOver()) return;
    m_status = GameStatus { loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins,
        GameEndReason::Resignation, DrawClaim::None };
    m_declared = true;
}

void Game::agreeDraw() {
    if (isOver()) return;
    m_status = GameStatus { GameResult::Draw, GameEndReason::DrawAgreed, DrawClaim::None };
    m_declared = true;
}

void Game::flagFell(Color loser) {
    if (isOver()) return;
    if (cannotMate(position(), ~loser))
        m_status = GameStatus { GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial,
            DrawClaim::None };
    else
        m_status
            = GameStatus { loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins,
                  GameEndReason::Timeout, DrawClaim::None };
    m_declared = true;
}

void Game::setCurrent(std::shared_ptr<const Node> node) {
    m_current = std::move(node);
    m_declared = false;
    const std::vector<std::uint64_t> history = hashHistory();
    m_status = evaluateStatus(m_current->position, history);
}

} // namespace rochade
