// SPDX-License-Identifier: GPL-3.0-or-later
// Hints, the evaluation bar and the evaluation history, driven by the game controller.
#include "insight/insight_controller.h"

#include "board/board_widget.h"
#include "engines/analysis_engine.h"
#include "game/game_controller.h"
#include "insight/evaluation_bar.h"
#include "insight/statistics_dialog.h"
#include "panels/move_notation.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <QAction>
#include <QApplication>
#include <QStyle>

namespace rochade::gui {

namespace {

/// `extra`'s non-zero fields override the defaults.
engine::SearchLimits limitsWith(int depth, int timeMs, const engine::SearchLimits& extra) {
    engine::SearchLimits limits;
    limits.depth = extra.depth > 0 ? extra.depth : depth;
    limits.moveTimeMs = extra.moveTimeMs > 0 ? extra.moveTimeMs : timeMs;
    limits.nodes = extra.nodes;
    return limits;
}

/// The bar starts showing numbers from this depth on; shallower ones jump about too much.
constexpr int kBarFirstShownDepth = 4;

} // namespace

InsightController::InsightController(
    GameController* controller, BoardWidget* board, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_board(board) {
    const QStyle* style = QApplication::style();
    m_hintAction = new QAction(QIcon::fromTheme(QStringLiteral("help-hint"),
                                   style->standardIcon(QStyle::SP_MessageBoxQuestion)),
        tr("&Hint"), this);
    m_hintAction->setObjectName(QStringLiteral("hintAction"));
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    m_hintAction->setToolTip(tr("Ask the engine for a move (H)"));
    connect(m_hintAction, &QAction::triggered, this, &InsightController::requestHint);

    m_barAction = new QAction(tr("&Evaluation Bar"), this);
    m_barAction->setObjectName(QStringLiteral("evaluationBarAction"));
    m_barAction->setCheckable(true);
    m_barAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_barAction->setToolTip(tr("Show the engine's view of the position beside the board"));
    connect(m_barAction, &QAction::toggled, this, &InsightController::setEvaluationBarEnabled);

    m_statisticsAction = new QAction(tr("Stat&istics…"), this);
    m_statisticsAction->setObjectName(QStringLiteral("statisticsAction"));
    m_statisticsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_statisticsAction->setToolTip(tr("Material and evaluation over the game"));

    connect(m_controller, &GameController::positionChanged, this,
        &InsightController::onPositionChanged);
    connect(m_controller, &GameController::moveMade, this, &InsightController::onMoveMade);
}

InsightController::~InsightController() {
    shutdown();
}

void InsightController::shutdown() {
    m_shutDown = true;
    m_hintRequest = 0;
    m_barRequest = 0;
    if (m_hintEngine) m_hintEngine->shutdown();
    if (m_barEngine) m_barEngine->shutdown();
}

AnalysisEngine* InsightController::hintEngine() {
    if (!m_hintEngine && !m_shutDown) {
        m_hintEngine = std::make_unique<AnalysisEngine>();
        connect(m_hintEngine.get(), &AnalysisEngine::finished, this,
            &InsightController::onHintFinished);
    }
    return m_hintEngine.get();
}

AnalysisEngine* InsightController::barEngine() {
    if (!m_barEngine && !m_shutDown) {
        m_barEngine = std::make_unique<AnalysisEngine>();
        connect(
            m_barEngine.get(), &AnalysisEngine::progress, this, &InsightController::onBarProgress);
        connect(
            m_barEngine.get(), &AnalysisEngine::finished, this, &InsightController::onBarFinished);
    }
    return m_barEngine.get();
}

void InsightController::setEvaluationBar(EvaluationBar* bar) {
    m_bar = bar;
    m_barKeyValid = false;
    if (m_bar) {
        m_bar->setVisible(m_barEnabled);
        if (m_barEnabled) analyseShownPosition();
    }
}

EvaluationBar* InsightController::evaluationBar() const {
    return m_bar;
}

StatisticsDialog* InsightController::statisticsDialog() const {
    return m_statistics;
}

InsightController::ShownKey InsightController::shownKey() const {
    ShownKey key;
    key.ply = m_controller->viewPly();
    key.hash = m_controller->displayedPosition().hash();
    key.browsing = m_controller->isBrowsing();
    key.over = !key.browsing && m_controller->game().isOver();
    return key;
}

QList<quint64> InsightController::historyBeforeShown() const {
    // Along the shown node's own line: a variation's positions, not the game's.
    QList<quint64> hashes;
    for (const Game::Node* n = m_controller->shownNode().previous; n; n = n->previous)
        hashes.prepend(n->position.hash());
    return hashes;
}

// --- Following the game -------------------------------------------------------------------

void InsightController::onPositionChanged() {
    const ShownKey key = shownKey();
    if (!m_hint.isNull() || m_hintRequest != 0) {
        if (key == m_hintKey) {
            // The board forgets its arrow whenever it is given a position, even this one.
            if (m_board && !m_hint.isNull()) m_board->setHintMove(m_hint);
        } else {
            clearHint();
        }
    }
    // A new or loaded game starts a new history from what its record says (a saved review's
    // %eval on every move), so a game opened again charts what was found before; within a
    // game, entries that no longer describe its positions (a different move after undo) are
    // dropped.
    const Game& game = m_controller->game();
    const void* start = &game.nodeAt(0);
    if (start != m_startNode) {
        m_startNode = start;
        const bool hadEntries = !m_history.isEmpty();
        m_history.clear();
        if (m_history.recordAnnotated(game) || hadEntries) historyChanged();
    } else if (m_history.sync(game)) {
        historyChanged();
    }
    if (m_bar) m_bar->setFlipped(m_board && m_board->isFlipped());
    if (m_barEnabled && (!m_barKeyValid || !(key == m_barKey))) analyseShownPosition();
    if (m_statistics) m_statistics->refresh();
}

void InsightController::onMoveMade() {
    // The computer's own judgement of the position it moved from, if it was its move.
    const GameController& c = *m_controller;
    const Game& game = c.game();
    const int ply = game.ply() - 1;
    if (ply < 0 || !c.computer()->lastScore()) return;
    const Position& before = game.positionAt(ply);
    if (c.isHumanSide(before.sideToMove())) return;
    m_history.record(
        ply, before.hash(), whiteView(*c.computer()->lastScore(), before.sideToMove()));
    historyChanged();
}

void InsightController::recordEvaluation(int ply, std::uint64_t hash, int whiteScore) {
    m_history.record(ply, hash, whiteScore);
    historyChanged();
}

void InsightController::historyChanged() {
    emit evaluationHistoryChanged();
    if (m_statistics) m_statistics->refresh();
}

// --- Hint ---------------------------------------------------------------------------------

bool InsightController::requestHint() {
    if (!m_controller->canHumanMove()) {
        const QString why = m_controller->whyNoMove();
        emit statusMessage(tr("No hint now: %1").arg(why));
        return false;
    }
    AnalysisEngine* engine = hintEngine();
    if (!engine) return false;
    clearHint();
    m_hintKey = shownKey();
    m_hintRequest = engine->analyse(m_controller->displayedPosition(), historyBeforeShown(),
        limitsWith(kHintDepth, kHintTimeMs, m_hintLimits));
    emit statusMessage(tr("Looking for a good move…"));
    return m_hintRequest != 0;
}

void InsightController::onHintFinished(quint64 id, const engine::SearchResult& result) {
    if (id != m_hintRequest) return;
    m_hintRequest = 0;
    // A late answer for a position no longer on the board is of no use.
    if (!(shownKey() == m_hintKey) || !m_controller->canHumanMove()) return;
    const Position& pos = m_controller->displayedPosition();
    if (result.bestMove.isNull() || !MoveGenerator::isLegal(pos, result.bestMove)) {
        emit statusMessage(tr("The engine has no hint for this position."));
        return;
    }
    m_hint = result.bestMove;
    if (m_board) m_board->setHintMove(m_hint);
    emit statusMessage(tr("Hint: %1").arg(MoveNotation::shown(toSan(pos, m_hint))));
}

void InsightController::clearHint() {
    if (m_hintRequest != 0 && m_hintEngine) m_hintEngine->cancel();
    m_hintRequest = 0;
    if (!m_hint.isNull() && m_board) m_board->setHintMove({});
    m_hint = Move();
}

// --- Evaluation bar -----------------------------------------------------------------------

void InsightController::setEvaluationBarEnabled(bool on) {
    if (m_barAction->isChecked() != on) m_barAction->setChecked(on); // comes back here
    if (m_barEnabled == on) return;
    m_barEnabled = on;
    m_barKeyValid = false;
    if (m_bar) m_bar->setVisible(on);
    if (on) {
        analyseShownPosition();
    } else {
        if (m_barEngine) m_barEngine->cancel();
        m_barRequest = 0;
    }
}

void InsightController::holdBarAnalysis(bool held) {
    m_barHeld = held;
    if (!held && m_barEnabled && !m_barKeyValid) analyseShownPosition();
}

void InsightController::analyseShownPosition() {
    const ShownKey key = shownKey();
    m_barKey = key;
    m_barKeyValid = true;
    if (m_barEngine) m_barEngine->cancel();
    m_barRequest = 0;
    if (!m_bar) return;

    // A finished game shows its result, not a search.
    if (key.over) {
        m_bar->setResult(m_controller->status().result);
        return;
    }
    const Position& pos = m_controller->displayedPosition();
    if (!MoveGenerator::hasLegalMove(pos)) {
        const GameResult result = !pos.isInCheck() ? GameResult::Draw
            : pos.sideToMove() == Color::White     ? GameResult::BlackWins
                                                   : GameResult::WhiteWins;
        m_bar->setResult(result);
        return;
    }
    m_bar->setPending();
    if (m_barHeld) {
        m_barKeyValid = false; // asked for: holdBarAnalysis(false) starts it
        return;
    }
    AnalysisEngine* engine = barEngine();
    if (!engine) return;
    m_barRequest = engine->analyse(
        pos, historyBeforeShown(), limitsWith(kBarDepth, kBarTimeMs, m_barLimits));
}

void InsightController::onBarProgress(quint64 id, const engine::SearchInfo& info) {
    if (id != m_barRequest || !m_bar || info.depth < kBarFirstShownDepth) return;
    // A provisional figure: the bar moves, the label keeps saying "…" until the end.
    // info.score holds the raw score, mates included, from the side to move's view.
    const Color mover = m_controller->displayedPosition().sideToMove();
    m_bar->setEvaluation(whiteView(info.score, mover), info.depth);
    m_bar->setPending();
}

void InsightController::onBarFinished(quint64 id, const engine::SearchResult& result) {
    if (id != m_barRequest) return;
    m_barRequest = 0;
    if (!m_bar || result.bestMove.isNull()) return;
    const Position& pos = m_controller->displayedPosition();
    const int white = whiteView(result.score, pos.sideToMove());
    m_bar->setEvaluation(white, result.depth);
    m_history.record(m_barKey.ply, m_barKey.hash, white);
    historyChanged();
}

// --- Statistics ---------------------------------------------------------------------------

void InsightController::showStatistics(QWidget* parent) {
    if (!m_statistics) {
        m_statistics = new StatisticsDialog(m_controller, &m_history, parent);
        m_statistics->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_statistics, &StatisticsDialog::plyClicked, m_controller,
            [this](int ply) { m_controller->browseTo(ply); });
    }
    m_statistics->refresh();
    m_statistics->show();
    m_statistics->raise();
    m_statistics->activateWindow();
}

} // namespace rochade::gui
