// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis panel's table: score, depth and line in SAN of each of the best lines.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace rochade::gui {

/// The best lines of one position, as the engine last reported them. Every line is checked
/// against the position with the core: it is cut at the first move that is not legal where it
/// is played, and dropped if its first move is not, so the table never shows an illegal
/// line. Lives in the GUI thread.
class AnalysisLinesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ScoreColumn,
        DepthColumn,
        LineColumn,
        ColumnCount
    };

    struct Line {
        QString score; ///< White's view: "+0.35", "-1.20", "#3" (White mates), "#-3"
        int depth = 0;
        std::vector<Move> moves; ///< legal from position(), in order
        QString san; ///< the moves in SAN with move numbers: "1. e4 e5 2. Nf3"
    };

    explicit AnalysisLinesModel(QObject* parent = nullptr);

    /// Shows `info`'s lines (scores from `position`'s side to move's view) for `position`.
    void setLines(const Position& position, const engine::SearchInfo& info);
    /// Empties the table for `position` (a new position whose first lines are still coming).
    void clear(const Position& position);

    const Position& position() const { return m_position; }
    const std::vector<Line>& lines() const { return m_lines; }

    /// A score in centipawns or a mate from the mover's view, written from White's.
    static QString whiteScoreText(int score, bool isMate, int mateInMoves, Color mover);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Position m_position = Position::startPosition();
    std::vector<Line> m_lines;
};

} // namespace rochade::gui
