// SPDX-License-Identifier: GPL-3.0-or-later
// The tutor: two short searches on its own engine thread, judged by the review's code.
#include "insight/tutor.h"

#include "engines/analysis_engine.h"
#include "game/game_controller.h"
#include "insight/game_review.h"

#include <array>

namespace rochade::gui {

Tutor::Tutor(GameController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller) {
    // Connected before the controller asks the computer to think: moveMade() comes first
    // (GameController::afterMove()), so the clocks are held before the computer could start.
    connect(m_controller, &GameController::moveMade, this, &Tutor::onMoveMade);
    connect(m_controller, &GameController::positionChanged, this, &Tutor::onPositionChanged);
    m_root = &m_controller->game().root();
}

Tutor::~Tutor() {
    shutdown();
}

AnalysisEngine* Tutor::engine() {
    if (!m_engine && !m_shutDown) {
        m_engine = std::make_unique<AnalysisEngine>(kHashMiB);
        connect(m_engine.get(), &AnalysisEngine::finished, this, &Tutor::onSearchFinished);
    }
    return m_engine.get();
}

void Tutor::setEnabled(bool on) {
    if (on == m_enabled) return;
    m_enabled = on;
    if (!on) drop();
    emit enabledChanged(on);
}

void Tutor::setThreshold(review::MoveClass threshold) {
    m_threshold = threshold == review::MoveClass::Good ? review::MoveClass::Inaccuracy : threshold;
}

bool Tutor::isActive() const {
    return m_enabled && !m_shutDown && m_controller && m_controller->isVsComputer();
}

void Tutor::onMoveMade() {
    if (!isActive()) return;
    const Game& game = m_controller->game();
    const Game::Node& node = game.currentNode();
    if (game.isOver() || node.previous == nullptr || node.isNullMove()) return;
    // Only a human's move against the computer: the computer's replies are not judged.
    const Color mover = node.previous->position.sideToMove();
    if (!m_controller->isHumanSide(mover) || m_controller->isHumanSide(~mover)) return;
    drop();
    m_root = &game.root();
    m_node = &node;
    m_hash = node.position.hash();
    m_before = node.previous->position;
    // A list of its own each time, never the last one cleared and refilled: the engine's
    // thread may still hold the last one's buffer, and Qt decides whether to reuse a buffer
    // by a relaxed count that orders nothing between the threads (ThreadSanitizer says so).
    QList<quint64> history;
    for (const Game::Node* earlier = node.previous->previous; earlier; earlier = earlier->previous)
        history.prepend(earlier->position.hash());
    m_history = std::move(history);
    m_state = State::Judging;
    // The computer waits, and its clock stands, while the move is judged.
    m_holdingClocks = true;
    m_controller->clockKeeper()->hold();
    judge();
}

void Tutor::judge() {
    engine::SearchLimits limits = m_limits;
    if (!limits.infinite && limits.depth == 0 && limits.moveTimeMs == 0 && limits.nodes == 0) {
        limits.depth = kDefaultDepth;
        limits.moveTimeMs = kDefaultTimeMs;
    }
    // First the position before the move (the best move and its line), then the one after
    // it (the refutation): the two judgements review::judgeMoves() compares.
    if (!m_beforeJudgement) {
        m_request = engine()->analyse(m_before, m_history, limits);
    } else {
        QList<quint64> history = m_history;
        history << m_before.hash();
        m_request = engine()->analyse(m_node->position, history, limits);
    }
    if (m_request == 0) drop();
}

void Tutor::onSearchFinished(quint64 id, const engine::SearchResult& result) {
    if (m_state != State::Judging || id != m_request) return;
    m_request = 0;
    if (!isStillAtJudgedNode()) {
        drop();
        return;
    }
    if (!m_beforeJudgement) {
        m_beforeJudgement = review::judgementOf(m_before, result);
        judge();
        return;
    }
    const std::array<Position, 2> positions { m_before, m_node->position };
    const std::array<Move, 1> played { m_node->move };
    const std::array<review::PositionJudgement, 2> judgements { *m_beforeJudgement,
        review::judgementOf(m_node->position, result) };
    std::vector<review::MoveReview> moves = review::judgeMoves(positions, played, judgements);
    if (moves.size() != 1 || moves.front().moveClass == review::MoveClass::Good
        || moves.front().moveClass < m_threshold) {
        drop(); // the computer replies now
        return;
    }
    m_warning = std::move(moves.front());
    m_warning.ply = m_node->ply;
    m_state = State::Warning;
    emit warned(m_warning);
}

bool Tutor::isStillAtJudgedNode() const {
    const Game& game = m_controller->game();
    return &game.root() == m_root && &game.currentNode() == m_node
        && game.position().hash() == m_hash;
}

void Tutor::onPositionChanged() {
    const void* root = &m_controller->game().root();
    if (root != m_root) {
        // A new or loaded game: whatever was judged belongs to the old one.
        m_root = root;
        drop();
        return;
    }
    if (m_state != State::Idle && !isStillAtJudgedNode()) drop();
}

void Tutor::takeBack() {
    if (m_state != State::Warning) return;
    // Idle first, so the undo's positionChanged() finds nothing to drop; the clocks stay
    // held through the undo, so the computer never starts thinking about the taken-back move.
    m_state = State::Idle;
    m_node = nullptr;
    m_beforeJudgement.reset();
    emit warningClosed();
    m_controller->undo();
    releaseClocks();
    emit statusMessage(tr("Move taken back: play again."));
    emit tookBack();
}

void Tutor::playOn() {
    if (m_state != State::Warning) return;
    drop();
}

void Tutor::drop() {
    if (m_engine) m_engine->cancel();
    m_request = 0;
    const bool wasWarning = m_state == State::Warning;
    m_state = State::Idle;
    m_node = nullptr;
    m_beforeJudgement.reset();
    if (wasWarning) emit warningClosed();
    releaseClocks();
}

void Tutor::releaseClocks() {
    if (!m_holdingClocks) return;
    m_holdingClocks = false;
    if (m_controller) m_controller->clockKeeper()->release();
}

void Tutor::shutdown() {
    if (m_shutDown) return;
    m_shutDown = true;
    drop();
    if (m_engine) m_engine->shutdown();
}

QString Tutor::warningText(const review::MoveReview& move) {
    QString text = GameReview::sentence(move.moveClass, QString::fromStdString(move.bestSan));
    const QString why = GameReview::explanationText(move.explanation);
    if (!why.isEmpty()) return text + u' ' + why;
    // No simple sentence is true: the better move (said above) and the evaluation only, from
    // the mover's side.
    const auto moverView = [&move](int whiteScore) {
        return QString::fromStdString(
            review::evalText(move.mover == Color::White ? whiteScore : -whiteScore));
    };
    return text + u' '
        + tr("Evaluation for you: %1 after your move, %2 before it.")
              .arg(moverView(move.whiteScore), moverView(move.whiteScoreBefore));
}

} // namespace rochade::gui
