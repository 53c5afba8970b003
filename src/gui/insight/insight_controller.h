// SPDX-License-Identifier: GPL-3.0-or-later
// Help from the engine: hints, the evaluation bar, the evaluation history and statistics.
#pragma once

#include "insight/evaluation_history.h"
#include "rochade/core/move.h"
#include "rochade/engine/search.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <memory>

class QAction;
class QWidget;

namespace rochade::gui {

class AnalysisEngine;
class BoardWidget;
class EvaluationBar;
class GameController;
class StatisticsDialog;

/// Ties the engine's advice to the running game. Lives in the GUI thread; every search runs
/// on an AnalysisEngine's thread (one for hints, one for the bar, each created on first use),
/// never on the GUI thread and never on the computer opponent's worker.
///
/// - Hint: on a human's turn, searches the game's position and draws the suggestion as an
///   arrow on the board; the arrow (or a hint still being searched) goes as soon as the
///   shown position changes.
/// - Evaluation bar: when enabled, every shown position (browsing too) is searched in the
///   background and the bar shows the result; finished games show their result.
/// - Evaluation history: what the computer opponent and the bar learned about each ply.
class InsightController : public QObject {
    Q_OBJECT
public:
    /// A hint searches this deep, or this long, whichever ends first.
    static constexpr int kHintDepth = 8;
    static constexpr int kHintTimeMs = 1000;
    /// The bar's search of each shown position.
    static constexpr int kBarDepth = 10;
    static constexpr int kBarTimeMs = 1500;

    /// Follows `controller`'s game and draws on `board`; neither is owned. Connect to the
    /// controller's positionChanged() after whatever repaints the board, since the board
    /// forgets its arrow when it is given a position.
    InsightController(GameController* controller, BoardWidget* board, QObject* parent = nullptr);
    /// Calls shutdown().
    ~InsightController() override;

    /// The bar to drive (owned by its parent widget); null for none.
    void setEvaluationBar(EvaluationBar* bar);
    EvaluationBar* evaluationBar() const;

    QAction* hintAction() const { return m_hintAction; }
    QAction* evaluationBarAction() const { return m_barAction; }
    QAction* statisticsAction() const { return m_statisticsAction; }

    /// Starts a hint search. False, with the reason in statusMessage(), when it is not a
    /// human's turn (the computer's turn, browsing, the game over).
    bool requestHint();
    /// The hint shown (null if none), and whether one is being searched.
    Move hintMove() const { return m_hint; }
    bool isHintPending() const { return m_hintRequest != 0; }
    /// The engine hints are searched on, created by the first requestHint() (for tests).
    AnalysisEngine* hintAnalysisEngine() const { return m_hintEngine.get(); }

    /// Turns the evaluation bar (and its background analysis) on or off.
    void setEvaluationBarEnabled(bool on);
    bool isEvaluationBarEnabled() const { return m_barEnabled; }
    /// While held, the bar waits to search (the window's first frame comes first); letting go
    /// starts the search it was asked for meanwhile.
    void holdBarAnalysis(bool held);
    /// True while the bar's search runs (for tests).
    bool isBarSearching() const { return m_barRequest != 0; }

    const EvaluationHistory& evaluationHistory() const { return m_history; }
    /// Adds what another search (a game review) found about the position after `ply` moves.
    void recordEvaluation(int ply, std::uint64_t hash, int whiteScore);

    /// Opens (or raises) the statistics window, a child of `parent`; a click on its
    /// evaluation chart shows that move.
    void showStatistics(QWidget* parent);
    StatisticsDialog* statisticsDialog() const;

    /// Tighter limits for the searches (tests); zero fields keep the defaults.
    void setHintLimits(const engine::SearchLimits& limits) { m_hintLimits = limits; }
    void setBarLimits(const engine::SearchLimits& limits) { m_barLimits = limits; }

    /// Cancels the searches and joins their threads. Idempotent.
    void shutdown();

signals:
    void statusMessage(const QString& text);
    /// The evaluation history gained or lost entries.
    void evaluationHistoryChanged();

private:
    struct ShownKey {
        int ply = -1;
        std::uint64_t hash = 0;
        bool browsing = false;
        bool over = false;
        bool operator==(const ShownKey&) const = default;
    };
    ShownKey shownKey() const;

    void onPositionChanged();
    void onMoveMade();
    void onHintFinished(quint64 id, const engine::SearchResult& result);
    void onBarProgress(quint64 id, const engine::SearchInfo& info);
    void onBarFinished(quint64 id, const engine::SearchResult& result);
    void clearHint();
    void analyseShownPosition();
    void historyChanged();
    QList<quint64> historyBeforeShown() const;
    AnalysisEngine* hintEngine();
    AnalysisEngine* barEngine();

    GameController* m_controller;
    QPointer<BoardWidget> m_board;
    QPointer<EvaluationBar> m_bar;
    QPointer<StatisticsDialog> m_statistics;
    QAction* m_hintAction = nullptr;
    QAction* m_barAction = nullptr;
    QAction* m_statisticsAction = nullptr;

    std::unique_ptr<AnalysisEngine> m_hintEngine;
    std::unique_ptr<AnalysisEngine> m_barEngine;
    bool m_shutDown = false;

    Move m_hint;
    quint64 m_hintRequest = 0;
    ShownKey m_hintKey; ///< the position the hint (or its search) is for

    bool m_barEnabled = false;
    quint64 m_barRequest = 0;
    ShownKey m_barKey; ///< the position the bar shows or analyses
    bool m_barKeyValid = false;
    bool m_barHeld = false;

    EvaluationHistory m_history;
    /// The game's start node: a different one means a new or loaded game.
    const void* m_startNode = nullptr;
    engine::SearchLimits m_hintLimits;
    engine::SearchLimits m_barLimits;
};

} // namespace rochade::gui
