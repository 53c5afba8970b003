// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a game: one position at a time on the analysis engine, then the record.
#include "insight/game_review.h"

#include "engines/analysis_engine.h"
#include "game/game_controller.h"
#include "game/record_editor.h"
#include "rochade/review/review_record.h"

#include <QList>

namespace rochade::gui {

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
    m_review.emplace(game);
    m_running = true;
    emit started(total());
    emit progress(0, total());
    searchNext();
    return true;
}

void GameReview::searchNext() {
    const std::optional<review::StepwiseReview::Search> next = m_review->nextSearch(m_limits);
    if (!next) {
        emit progress(done(), total());
        finish();
        return;
    }
    const QList<quint64> history(next->history.begin(), next->history.end());
    m_request = engine()->analyse(next->position, history, next->limits);
    if (m_request == 0) reset();
}

void GameReview::onSearchFinished(quint64 id, const engine::SearchResult& result) {
    if (!m_running || id != m_request) return;
    m_request = 0;
    m_review->record(result);
    emit progress(done(), total());
    searchNext();
}

void GameReview::finish() {
    std::vector<ReviewedMove> moves = m_review->moves();
    std::vector<review::ReviewMark> marks;
    marks.reserve(moves.size());
    for (const ReviewedMove& move : moves)
        marks.push_back(review::markOf(move, comment(move).toStdString()));
    m_running = false;
    m_review.reset();
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
    m_review.reset();
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
    return review::accuracyOf(m_moves, side);
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

QString GameReview::explanationText(const review::Explanation& explanation) {
    const QString line = QString::fromStdString(explanation.lineSan);
    switch (explanation.kind) {
    case review::ExplanationKind::AllowsMate:
        return tr("Allows mate in %1: %2.").arg(explanation.count).arg(line);
    case review::ExplanationKind::MissesMate:
        return tr("Misses mate in %1: %2.").arg(explanation.count).arg(line);
    case review::ExplanationKind::LosesPiece: {
        const QString square = QString::fromStdString(squareName(explanation.square));
        switch (explanation.piece) {
        case PieceType::Knight:
            return tr("Loses the knight on %1 after %2.").arg(square, line);
        case PieceType::Bishop:
            return tr("Loses the bishop on %1 after %2.").arg(square, line);
        case PieceType::Rook:
            return tr("Loses the rook on %1 after %2.").arg(square, line);
        case PieceType::Queen:
            return tr("Loses the queen on %1 after %2.").arg(square, line);
        default:
            return {};
        }
    }
    case review::ExplanationKind::LeavesPiece: {
        const QString square = QString::fromStdString(squareName(explanation.square));
        switch (explanation.piece) {
        case PieceType::Knight:
            return tr("Leaves the knight on %1 to be taken: %2.").arg(square, line);
        case PieceType::Bishop:
            return tr("Leaves the bishop on %1 to be taken: %2.").arg(square, line);
        case PieceType::Rook:
            return tr("Leaves the rook on %1 to be taken: %2.").arg(square, line);
        case PieceType::Queen:
            return tr("Leaves the queen on %1 to be taken: %2.").arg(square, line);
        default:
            return {};
        }
    }
    case review::ExplanationKind::LosesExchange:
        return tr("Loses the exchange after %1.").arg(line);
    case review::ExplanationKind::LosesPawns:
        if (explanation.count == 1) return tr("Loses a pawn after %1.").arg(line);
        return tr("Loses %1 pawns after %2.").arg(explanation.count).arg(line);
    case review::ExplanationKind::None:
        break;
    }
    return {};
}

QString GameReview::comment(const ReviewedMove& move) {
    if (move.moveClass == review::MoveClass::Good) return {};
    QString text = sentence(move.moveClass, QString::fromStdString(move.bestSan));
    const QString explanation = explanationText(move.explanation);
    if (!explanation.isEmpty()) text += u' ' + explanation;
    return text;
}

QRegularExpression GameReview::sentencePattern() {
    // Each text escaped, its placeholders made patterns: the better move a word, a cited
    // line anything up to the stop that ends the explanation, a count digits, a square a
    // square.
    constexpr int kSampleCount = 7;
    const auto patternOf = [](const QString& text) {
        const QStringList parts = text.split(QChar(1));
        QStringList escaped;
        for (const QString& part : parts)
            escaped << QRegularExpression::escape(part)
                           .replace(QString::number(kSampleCount), QStringLiteral("\\d+"))
                           .replace(QStringLiteral("a1"), QStringLiteral("[a-h][1-8]"));
        return escaped.join(QStringLiteral(".+?"));
    };
    QStringList classes;
    for (review::MoveClass c :
        { review::MoveClass::Inaccuracy, review::MoveClass::Mistake, review::MoveClass::Blunder }) {
        const QStringList parts = sentence(c, QChar(1)).split(QChar(1));
        QStringList escaped;
        for (const QString& part : parts)
            escaped << QRegularExpression::escape(part);
        classes << escaped.join(QStringLiteral("\\S+"));
    }
    QStringList explanations;
    review::Explanation sample;
    sample.lineSan = "\x01";
    sample.square = makeSquare(0, 0);
    sample.count = kSampleCount;
    for (review::ExplanationKind kind :
        { review::ExplanationKind::AllowsMate, review::ExplanationKind::MissesMate,
            review::ExplanationKind::LosesExchange, review::ExplanationKind::LosesPawns }) {
        sample.kind = kind;
        explanations << patternOf(explanationText(sample));
    }
    sample.count = 1;
    explanations << patternOf(explanationText(sample)); // one pawn
    for (review::ExplanationKind kind :
        { review::ExplanationKind::LosesPiece, review::ExplanationKind::LeavesPiece }) {
        sample.kind = kind;
        for (PieceType piece :
            { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen }) {
            sample.piece = piece;
            explanations << patternOf(explanationText(sample));
        }
    }
    return QRegularExpression(
        QStringLiteral("^(?:%1)(?: (?:%2)(?=\\s|$))?\\s*")
            .arg(classes.join(QLatin1Char('|')), explanations.join(QLatin1Char('|'))));
}

} // namespace rochade::gui
