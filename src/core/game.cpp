// SPDX-License-Identifier: GPL-3.0-or-later
// Game: a tree of position nodes with undo, redo, variations, annotations and the result.
#include "rochade/core/game.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <optional>

namespace rochade {

namespace {

/// The move of `legal` that `m` means: `m` itself if it is one (flags included), else the
/// one with m's from, to and promotion, since callers such as the GUI may build a Move from
/// two squares without the flags the generator sets. In Chess960 a castling king may go where
/// a plain king move goes (king d8, rook b8: O-O-O and Kc8 are both d8-c8); a move without the
/// castling flag then means the plain one.
std::optional<Move> matchLegal(const MoveList& legal, Move m) {
    for (Move candidate : legal)
        if (candidate == m) return candidate;
    std::optional<Move> castling;
    for (Move candidate : legal) {
        if (candidate.from() == m.from() && candidate.to() == m.to()
            && candidate.promotion() == m.promotion()) {
            if (!candidate.isCastling()) return candidate;
            castling = candidate;
        }
    }
    return castling;
}

std::optional<Move> findLegal(const Position& pos, Move m) {
    return matchLegal(MoveGenerator::legalMoves(pos), m);
}

/// The last revision any Game took. Shared by the Games of every thread (a PGN file is read
/// on a pool thread while the window's game changes), so it is atomic.
std::atomic<std::uint64_t> lastGameRevision { 0 };

/// Position::startPosition() reads a FEN; a PGN file makes one Game per game.
const Position& initialPosition() {
    static const Position initial = Position::startPosition();
    return initial;
}

/// The index of `child` among the continuations of its parent.
std::size_t indexOf(const Game::Node& child) {
    const Game::Node& parent = *child.previous;
    for (std::size_t i = 0; i < parent.childCount(); ++i)
        if (&parent.child(i) == &child) return i;
    assert(false);
    return 0;
}

/// The child indices that lead from the start node to `node`.
std::vector<std::size_t> pathTo(const Game::Node* node) {
    std::vector<std::size_t> path;
    for (; node->previous; node = node->previous)
        path.push_back(indexOf(*node));
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

bool Game::Node::isMainLine() const {
    for (const Node* n = this; n->previous; n = n->previous)
        if (n->previous->mainChild() != n) return false;
    return true;
}

std::unique_ptr<Game::Node> Game::makeChild(const Node& parent, Move m, const MoveList& legal) {
    auto node = std::make_unique<Node>();
    node->position = parent.position;
    UndoInfo undo;
    if (m.isNull()) {
        node->position.makeNullMove(undo);
        // makeNullMove() serves the search and leaves the move number alone.
        if (parent.position.sideToMove() == Color::Black)
            node->position.setFullmoveNumber(parent.position.fullmoveNumber() + 1);
        node->san = "--";
    } else {
        node->san = toSan(parent.position, m, legal);
        node->position.makeMove(m, undo);
    }
    node->move = m;
    node->previous = &parent;
    node->ply = parent.ply + 1;
    return node;
}

Game::Game()
    : Game(initialPosition()) {
}

Game::Game(const Position& start)
    : m_root(std::make_unique<Node>()) {
    m_root->position = start;
    setCurrent(m_root.get());
}

Game::Game(const Game& other)
    : m_root(std::make_unique<Node>()) {
    // Iterative, so that a line of any length copies without deep recursion.
    std::vector<std::pair<const Node*, Node*>> pending { { other.m_root.get(), m_root.get() } };
    while (!pending.empty()) {
        const auto [from, to] = pending.back();
        pending.pop_back();
        to->position = from->position;
        to->move = from->move;
        to->san = from->san;
        to->ply = from->ply;
        to->annotation = from->annotation;
        to->m_children.reserve(from->m_children.size());
        for (const auto& child : from->m_children) {
            to->m_children.push_back(std::make_unique<Node>());
            to->m_children.back()->previous = to;
            pending.emplace_back(child.get(), to->m_children.back().get());
        }
    }
    const Node* current = m_root.get();
    for (std::size_t i : pathTo(other.m_current))
        current = &current->child(i);
    m_current = current;
    const Node* next = current;
    for (const Node* redo : other.m_redo) {
        next = &next->child(indexOf(*redo));
        m_redo.push_back(next);
    }
    m_declared = other.m_declared;
    m_evaluated = other.m_evaluated;
    m_revision = other.m_revision;
}

Game& Game::operator=(const Game& other) {
    if (this != &other) *this = Game(other);
    return *this;
}

Game& Game::operator=(Game&& other) noexcept {
    std::swap(m_root, other.m_root);
    std::swap(m_current, other.m_current);
    std::swap(m_redo, other.m_redo);
    std::swap(m_declared, other.m_declared);
    std::swap(m_evaluated, other.m_evaluated);
    std::swap(m_revision, other.m_revision);
    return *this;
}

Game::~Game() {
    // Unlinks the tree node by node: the default destructor would recurse once per ply.
    std::vector<std::unique_ptr<Node>> pending;
    if (m_root) pending.push_back(std::move(m_root));
    while (!pending.empty()) {
        std::unique_ptr<Node> node = std::move(pending.back());
        pending.pop_back();
        for (auto& child : node->m_children)
            pending.push_back(std::move(child));
    }
}

const Position& Game::startPosition() const {
    return m_root->position;
}

std::vector<Move> Game::moves() const {
    std::vector<Move> result;
    for (const Node* n = m_current; n->previous; n = n->previous)
        result.push_back(n->move);
    std::reverse(result.begin(), result.end());
    return result;
}

std::vector<std::string> Game::sanMoves() const {
    std::vector<std::string> result;
    for (const Node* n = m_current; n->previous; n = n->previous)
        result.push_back(n->san);
    std::reverse(result.begin(), result.end());
    return result;
}

std::vector<std::uint64_t> Game::hashHistory() const {
    std::vector<std::uint64_t> result;
    for (const Node* n = m_current->previous; n; n = n->previous)
        result.push_back(n->position.hash());
    std::reverse(result.begin(), result.end());
    return result;
}

const Position& Game::positionAt(int ply) const {
    return nodeAt(ply).position;
}

const Game::Node& Game::nodeAt(int ply) const {
    assert(ply >= 0 && ply <= this->ply());
    const Node* n = m_current;
    while (n->ply > ply && n->previous)
        n = n->previous;
    return *n;
}

Result<bool> Game::playMove(Move m) {
    if (isOver()) return Error { "the game is over (" + statusText(status()) + ")" };
    const std::optional<Move> legal = findLegal(position(), m);
    if (!legal) return Error { "illegal move " + toUci(m) + " in this position" };
    Node* current = edit(*m_current);
    auto& children = current->m_children;
    // The redo line's first move is replaced in its place; a variation playing the same
    // move is entered instead, so no two continuations repeat one another.
    std::size_t at = children.size();
    if (!m_redo.empty()) {
        at = indexOf(*m_redo.front());
        children.erase(children.begin() + static_cast<std::ptrdiff_t>(at));
        m_redo.clear();
    }
    for (const auto& child : children) {
        if (child->move == *legal) {
            goTo(*child);
            return true;
        }
    }
    children.insert(children.begin() + static_cast<std::ptrdiff_t>(at),
        makeChild(*current, *legal, MoveGenerator::legalMoves(current->position)));
    setCurrent(children[at].get());
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
    const Node* next = m_redo.front();
    m_redo.erase(m_redo.begin());
    setCurrent(next);
    return true;
}

bool Game::owns(const Node& node) const {
    const Node* n = &node;
    while (n->previous)
        n = n->previous;
    return n == m_root.get();
}

Game::Node* Game::edit(const Node& node) {
    assert(owns(node));
    changed(); // a node is edited only to change it
    // Every node is created non-const by this Game and reached only through const views.
    return const_cast<Node*>(&node);
}

const Game::Node* Game::adopt(const Node& parent, std::unique_ptr<Node> child) {
    Node* node = edit(parent);
    node->m_children.push_back(std::move(child));
    return node->m_children.back().get();
}

Result<const Game::Node*> Game::addMove(const Node& parent, Move m) {
    if (!owns(parent)) return Error { "the node belongs to another game" };
    const MoveList legal = MoveGenerator::legalMoves(parent.position);
    if (const std::optional<Move> candidate = matchLegal(legal, m))
        return adopt(parent, makeChild(parent, *candidate, legal));
    return Error { "illegal move " + toUci(m) + " in this position" };
}

Result<const Game::Node*> Game::addSanMove(const Node& parent, std::string_view san) {
    if (!owns(parent)) return Error { "the node belongs to another game" };
    // One generation of the legal moves serves reading the text and writing the SAN.
    const MoveList legal = MoveGenerator::legalMoves(parent.position);
    const Result<Move> move = parseSan(parent.position, san, legal);
    if (!move) return move.error();
    return adopt(parent, makeChild(parent, move.value(), legal));
}

Result<const Game::Node*> Game::addNullMove(const Node& parent) {
    if (!owns(parent)) return Error { "the node belongs to another game" };
    if (parent.position.isInCheck()) return Error { "a null move is impossible in check" };
    return adopt(parent, makeChild(parent, Move {}, MoveList {}));
}

Result<bool> Game::addVariation(Move m) {
    if (isOver()) return Error { "the game is over (" + statusText(status()) + ")" };
    const std::optional<Move> legal = findLegal(position(), m);
    if (!legal) return Error { "illegal move " + toUci(m) + " in this position" };
    for (std::size_t i = 0; i < m_current->childCount(); ++i) {
        if (m_current->child(i).move == *legal) {
            goTo(m_current->child(i));
            return true;
        }
    }
    const Result<const Node*> added = addMove(*m_current, *legal);
    goTo(*added.value());
    return true;
}

bool Game::goTo(const Node& node) {
    if (!owns(node)) return false;
    m_redo.clear();
    for (const Node* n = node.mainChild(); n; n = n->mainChild())
        m_redo.push_back(n);
    setCurrent(&node);
    return true;
}

bool Game::promoteVariation(const Node& node) {
    if (!node.previous || !owns(node)) return false;
    const std::size_t at = indexOf(node);
    if (at == 0) return false;
    auto& siblings = edit(*node.previous)->m_children;
    std::swap(siblings[at - 1], siblings[at]);
    return true;
}

bool Game::makeMainLine(const Node& node) {
    if (!owns(node)) return false;
    for (const Node* n = &node; n->previous; n = n->previous) {
        auto& siblings = edit(*n->previous)->m_children;
        const std::size_t at = indexOf(*n);
        std::rotate(siblings.begin(), siblings.begin() + static_cast<std::ptrdiff_t>(at),
            siblings.begin() + static_cast<std::ptrdiff_t>(at) + 1);
    }
    return true;
}

bool Game::deleteVariation(const Node& node) {
    if (!node.previous || !owns(node)) return false;
    const Node* parent = node.previous;
    bool currentInside = false;
    for (const Node* n = m_current; n; n = n->previous)
        currentInside = currentInside || n == &node;
    const bool redoInside = std::find(m_redo.begin(), m_redo.end(), &node) != m_redo.end();
    // Detached first, then freed by a Game destructor so that a long line does not recurse.
    auto& siblings = edit(*parent)->m_children;
    const auto at = siblings.begin() + static_cast<std::ptrdiff_t>(indexOf(node));
    Game doomed;
    doomed.m_root->m_children.push_back(std::move(*at));
    siblings.erase(at);
    if (currentInside) {
        goTo(*parent);
    } else if (redoInside) {
        m_redo.erase(std::find(m_redo.begin(), m_redo.end(), &node), m_redo.end());
    }
    return true;
}

bool Game::annotate(const Node& node, Annotation annotation) {
    if (!owns(node)) return false;
    edit(node)->annotation = std::move(annotation);
    return true;
}

std::vector<const Game::Node*> Game::mainLine() const {
    std::vector<const Node*> line;
    for (const Node* n = m_root->mainChild(); n; n = n->mainChild())
        line.push_back(n);
    return line;
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
    if (m_declared) return *m_declared;
    // Evaluated when first asked: a game read from a file may never be asked at all.
    if (!m_evaluated) m_evaluated = evaluateStatus(m_current->position, hashHistory());
    return *m_evaluated;
}

void Game::declare(GameStatus end) {
    assert(!isOver() && end.isOver());
    m_declared = end;
    changed();
}

void Game::changed() {
    m_revision = lastGameRevision.fetch_add(1, std::memory_order_relaxed) + 1;
}

bool Game::claimDraw() {
    const GameStatus now = status();
    if (now.isOver() || now.claimable == DrawClaim::None) return false;
    const GameEndReason reason = now.claimable == DrawClaim::FiftyMoves
        ? GameEndReason::FiftyMoveRule
        : GameEndReason::ThreefoldRepetition;
    declare(GameStatus { GameResult::Draw, reason, DrawClaim::None });
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
    declare(GameStatus { loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins,
        GameEndReason::Resignation, DrawClaim::None });
}

void Game::agreeDraw() {
    if (isOver()) return;
    declare(GameStatus { GameResult::Draw, GameEndReason::DrawAgreed, DrawClaim::None });
}

void Game::flagFell(Color loser) {
    if (isOver()) return;
    if (cannotMate(position(), ~loser))
        declare(GameStatus {
            GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial, DrawClaim::None });
    else
        declare(GameStatus { loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins,
            GameEndReason::Timeout, DrawClaim::None });
}

void Game::endAsRecorded(GameResult result, GameEndReason reason) {
    if (isOver() || result == GameResult::Ongoing) return;
    declare(GameStatus { result, reason == GameEndReason::None ? GameEndReason::AsRecorded : reason,
        DrawClaim::None });
}

void Game::setCurrent(const Node* node) {
    m_current = node;
    m_declared.reset();
    m_evaluated.reset();
    changed();
}

std::string numberedMainLine(const Game& game, int maxPlies) {
    std::string out;
    int moveNumber = game.startPosition().fullmoveNumber();
    bool whiteToMove = game.startPosition().sideToMove() == Color::White;
    int plies = 0;
    for (const Game::Node* n = game.root().mainChild(); n && plies < maxPlies;
         n = n->mainChild(), ++plies) {
        if (!out.empty()) out += ' ';
        if (whiteToMove)
            out += std::to_string(moveNumber) + ". ";
        else if (plies == 0)
            out += std::to_string(moveNumber) + "... ";
        out += n->san;
        if (!whiteToMove) ++moveNumber;
        whiteToMove = !whiteToMove;
    }
    return out;
}

} // namespace rochade
