// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a game: one position at a time on the analysis engine, then the record.
#include "insight/game_review.h"

#include "engines/analysis_engine.h"
#include "game/game_controller.h"
#include "game/record_editor.h"
#include "insight/evaluation_history.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

namespace rochade::gui {

namespace {

/// A White's-view score as PGN's %eval writes it: pawns with two decimals, or "#n" / "#-n".
std::string evalText(int whiteScore) {
    if (isMateScore(whiteScore))
        return QStringLiteral("#%1").arg(mateInMoves(whiteScore)).toStdString();
    return QString::number(whiteScore / 100.0, 'f', 2).toStdString();
}

/// The score of a position without a legal move: mated (from White's view) or stalemate.
int scoreWithoutMoves(const Position& position) {
    if (!position.isInCheck()) return 0;
    return position.sideToMove() == Color::White ? -engine::kMateScore : engine::kMateScore;
}

} // namespace

GameReview::GameReview(GameController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller) {
    connect(m_controller, &GameController::positionChanged, this, &GameReview::onPositionChanged);
}

GameReview::~GameReview() {
    shutdown();
}

AnalysisEngine* GameReview::engine() {
    if (!m_engine && !m_shutDown) {
        m_engine = std::make_unique<AnalysisEngine>(kHashMiB);
        connect(m_engine.get(), &AnalysisEngine::finished, this, &GameReview::onSearchFinished);
    }
    return m_engine.get();
}

bool GameReview::canStart() const {
    const GameController& c = *m_controller;
    if (m_running || m_shutDown || !c.game().root().mainChild()) return false;
    return c.game().isOver() || c.isPaused() || !c.isVsComputer();
}

bool GameReview::start() {
    if (!canStart()) {
        if (m_running)
            emit statusMessage(tr("A review is already running."));
        else if (!m_controller->game().root().mainChild())
            emit statusMessage(tr("There is no move to review."));
        else
            emit statusMessage(tr("Pause the game or finish it before reviewing it."));
        return false;
    }
    reset();
    const Game& game = m_controller->game();
    m_root = &game.root();
    QList<quint64> history;
    for (const Game::Node* node = &game.root(); node; node = node->mainChild()) {
        const Game::Node* next = node->mainChild();
        m_positions.push_back({ node->position, history, next ? next->move : Move {} });
        history << node->position.hash();
    }
    m_running = true;
    emit started(total());
    emit progress(0, total());
    searchNext();
    return true;
}

void GameReview::searchNext() {
    // Positions without a legal move are judged by the rules, not searched.
    while (done() < total() && !MoveGenerator::hasLegalMove(m_positions[done()].position)) {
        m_scores.push_back(scoreWithoutMoves(m_positions[done()].position));
        m_bestMoves.push_back(Move {});
    }
    if (done() == total()) {
        emit progress(done(), total());
        finish();
        return;
    }
    engine::SearchLimits limits = m_limits;
    if (limits.depth == 0 && limits.moveTimeMs == 0 && limits.nodes == 0) {
        limits.depth = kDefaultDepth;
        limits.moveTimeMs = kDefaultTimeMs;
    }
    const Snapshot& next = m_positions[done()];
    m_request = engine()->analyse(next.position, next.history, limits);
    if (m_request == 0) reset();
}

void GameReview::onSearchFinished(quint64 id, const engine::SearchResult& result) {
    if (!m_running || id != m_request) return;
    m_request = 0;
    const Position& position = m_positions[done()].position;
    m_scores.push_back(whiteView(result.score, position.sideToMove()));
    m_bestMoves.push_back(result.bestMove);
    emit progress(done(), total());
    searchNext();
}

void GameReview::finish() {
    std::vector<ReviewedMove> moves;
    std::vector<ReviewMark> marks;
    for (int ply = 1; ply < total(); ++ply) {
        const Snapshot& before = m_positions[ply - 1];
        const Position& after = m_positions[ply].position;
        ReviewedMove move;
        move.ply = ply;
        move.hash = after.hash();
        move.mover = before.position.sideToMove();
        move.whiteScore = m_scores[ply];
        // A mate on the board needs no evaluation (lichess writes none either).
        const bool mated = after.isInCheck() && !MoveGenerator::hasLegalMove(after);
        if (!mated) move.evalText = evalText(move.whiteScore);
        const double loss = review::moverLoss(m_scores[ply - 1], m_scores[ply], move.mover);
        move.best = m_bestMoves[ply - 1];
        // The engine's own choice is never a mistake, whatever a deeper look says.
        const bool playedBest = !move.best.isNull() && move.best == before.played;
        move.moveClass = playedBest ? review::MoveClass::Good : review::classify(loss);
        const double sign = move.mover == Color::White ? 1.0 : -1.0;
        const double winBefore = 50.0 + sign * (review::winPercent(m_scores[ply - 1]) - 50.0);
        const double winAfter = 50.0 + sign * (review::winPercent(m_scores[ply]) - 50.0);
        move.accuracy = playedBest ? 100.0 : review::moveAccuracy(winBefore, winAfter);
        if (!move.best.isNull()) move.bestSan = toSan(before.position, move.best);

        ReviewMark mark;
        mark.ply = ply;
        mark.hash = move.hash;
        mark.eval = move.evalText;
        mark.nag = review::nagOf(move.moveClass);
        if (mark.nag != 0)
            mark.sentence = sentence(move.moveClass, QString::fromStdString(move.bestSan));
        marks.push_back(std::move(mark));
        moves.push_back(std::move(move));
    }
    m_running = false;
    m_positions.clear();
    if (!m_controller->record()->writeReview(marks, sentencePattern())) {
        reset();
        emit cancelled();
        return;
    }
    m_moves = std::move(moves);
    emit finished();
}

void GameReview::cancel() {
    if (!m_running) return;
    reset();
    emit cancelled();
}

void GameReview::reset() {
    if (m_engine) m_engine->cancel();
    m_running = false;
    m_request = 0;
    m_positions.clear();
    m_scores.clear();
    m_bestMoves.clear();
}

void GameReview::shutdown() {
    m_shutDown = true;
    reset();
    if (m_engine) m_engine->shutdown();
}

void GameReview::onPositionChanged() {
    // A new or loaded game: the running review and the last one's marks are of another game.
    const void* root = &m_controller->game().root();
    if (root == m_root) return;
    m_root = root;
    m_moves.clear();
    if (m_running) {
        reset();
        emit statusMessage(tr("Review cancelled: another game was started."));
        emit cancelled();
    }
}

std::optional<double> GameReview::accuracy(Color side) const {
    double sum = 0;
    int count = 0;
    for (const ReviewedMove& move : m_moves) {
        if (move.mover != side) continue;
        sum += move.accuracy;
        ++count;
    }
    if (count == 0) return std::nullopt;
    return sum / count;
}

const ReviewedMove* GameReview::reviewedMove(const Game::Node& node) const {
    if (node.ply < 1 || node.ply > static_cast<int>(m_moves.size()) || !node.isMainLine())
        return nullptr;
    const ReviewedMove& move = m_moves[node.ply - 1];
    return move.hash == node.position.hash() ? &move : nullptr;
}

QString GameReview::sentence(review::MoveClass moveClass, const QString& bestSan) {
    switch (moveClass) {
    case review::MoveClass::Inaccuracy:
        return tr("Inaccuracy. %1 was best.").arg(bestSan);
    case review::MoveClass::Mistake:
        return tr("Mistake. %1 was best.").arg(bestSan);
    case review::MoveClass::Blunder:
        return tr("Blunder. %1 was best.").arg(bestSan);
    case review::MoveClass::Good:
        break;
    }
    return {};
}

QRegularExpression GameReview::sentencePattern() {
    QStringList alternatives;
    for (review::MoveClass c :
        { review::MoveClass::Inaccuracy, review::MoveClass::Mistake, review::MoveClass::Blunder }) {
        // The sentence with its move as a placeholder, escaped around it.
        const QStringList parts = sentence(c, QStringLiteral("\x01")).split(QChar(1));
        QStringList escaped;
        for (const QString& part : parts)
            escaped << QRegularExpression::escape(part);
        alternatives << escaped.join(QStringLiteral("\\S+"));
    }
    return QRegularExpression(
        QStringLiteral("^(?:%1)\\s*").arg(alternatives.join(QLatin1Char('|'))));
}

} // namespace rochade::gui
