// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Statistics: both players' material and the engine's evaluation over the game.
#pragma once

#include "rochade/core/game.h"

#include <QDialog>
#include <QList>
#include <QPoint>

#include <array>
#include <optional>
#include <vector>

class QChart;
class QCheckBox;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace rochade::gui {

class GameController;
class EvaluationHistory;

/// Each side's material after every ply of `game`'s moves played (index 0 = the start),
/// in centipawns, indexed by index(Color). Piece values are the engine's own
/// (engine::pieceValue: the thesis's 100/275/325/465/900); kings count nothing.
std::vector<std::array<int, 2>> materialByPly(const Game& game);

/// Each side's number of pieces (the king included) after every ply, as materialByPly().
std::vector<std::array<int, 2>> piecesByPly(const Game& game);

/// A non-modal window with two charts over the plies of the game: each player's material,
/// and the engine's evaluation (White's view, in pawns, mates drawn at the chart's edge)
/// where it is known, gaps where it is not. refresh() redraws from the controller's game
/// and the history; the owner calls it when either changes. GUI thread.
class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    /// Evaluations beyond this many pawns (and mates) are drawn at this value.
    static constexpr double kEvaluationCapPawns = 10.0;

    StatisticsDialog(
        const GameController* controller, const EvaluationHistory* history, QWidget* parent);

    void refresh();
    /// Counts pieces instead of weighing them (the Czech document's "Stats" graph).
    void setCountingPieces(bool on);
    bool isCountingPieces() const;

    QLineSeries* materialSeries(rochade::Color c) const;
    /// One series per run of consecutive known plies.
    const QList<QLineSeries*>& evaluationSeries() const { return m_evaluation; }
    QChartView* materialView() const { return m_materialView; }
    QChartView* evaluationView() const { return m_evaluationView; }

    /// The ply under `viewportPos` of the evaluation chart's viewport, if that point is in
    /// its plot area and the game has such a ply.
    std::optional<int> evaluationPlyAt(QPoint viewportPos) const;

signals:
    /// A click on the evaluation chart at the ply `ply` (0 = the start position).
    void plyClicked(int ply);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyTheme();
    void refreshEvaluation(int plies);
    /// Range and ticks of the y axes from what refresh() found and the room for the labels.
    void fitMaterialAxis();
    void fitEvaluationAxis();

    const GameController* m_controller;
    const EvaluationHistory* m_history;
    QCheckBox* m_countPieces = nullptr;
    QChartView* m_materialView = nullptr;
    QChartView* m_evaluationView = nullptr;
    QChart* m_materialChart = nullptr;
    QChart* m_evaluationChart = nullptr;
    std::array<QLineSeries*, 2> m_material {};
    QList<QLineSeries*> m_evaluation;
    QValueAxis* m_materialX = nullptr;
    QValueAxis* m_materialY = nullptr;
    QValueAxis* m_evaluationX = nullptr;
    QValueAxis* m_evaluationY = nullptr;
    /// The most and least material of either side in the game, in centipawns (or pieces
    /// times 100).
    int m_materialMost = 0;
    int m_materialLeast = 0;
    /// The evaluation axis runs from -this to +this, in pawns.
    double m_evaluationBound = 2.0;
};

} // namespace rochade::gui
