// SPDX-License-Identifier: GPL-3.0-or-later
// The best lines, checked move by move with the core and written in SAN from White's view.
#include "insight/analysis_lines_model.h"

#include "panels/move_notation.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <QLocale>
#include <QStringList>

#include <cstdlib>

namespace rochade::gui {

namespace {

/// The legal prefix of `pv` from `start`, with its SAN and move numbers.
AnalysisLinesModel::Line lineFrom(const Position& start, const std::vector<Move>& pv) {
    AnalysisLinesModel::Line line;
    Position pos = start;
    QStringList words;
    for (const Move m : pv) {
        const MoveList legal = MoveGenerator::legalMoves(pos);
        if (!legal.contains(m)) break;
        const bool white = pos.sideToMove() == Color::White;
        if (white || words.isEmpty())
            words << QString::number(pos.fullmoveNumber())
                    + (white ? QStringLiteral(".") : QStringLiteral("..."));
        words << QString::fromStdString(toSan(pos, m, legal));
        line.moves.push_back(m);
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    // "1." and the move belong together: "1. e4 e5 2. Nf3", "3... Nc6 4. Bb5".
    QString text;
    for (const QString& w : words) {
        if (!text.isEmpty()) text += QLatin1Char(' ');
        text += w;
    }
    line.san = text;
    return line;
}

} // namespace

AnalysisLinesModel::AnalysisLinesModel(QObject* parent)
    : QAbstractTableModel(parent) {
    // The lines are kept in English SAN and written in the notation when shown.
    connect(&MoveNotation::instance(), &MoveNotation::lettersChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, LineColumn), index(rowCount() - 1, LineColumn));
    });
}

QString AnalysisLinesModel::whiteScoreText(int score, bool isMate, int mateInMoves, Color mover) {
    const int sign = mover == Color::White ? 1 : -1;
    if (isMate) return QStringLiteral("#%1").arg(sign * mateInMoves);
    const int white = sign * score;
    QString number = QLocale().toString(std::abs(white) / 100.0, 'f', 2);
    if (white == 0) return number;
    return (white > 0 ? QStringLiteral("+") : QStringLiteral("-")) + number;
}

void AnalysisLinesModel::setLines(const Position& position, const engine::SearchInfo& info) {
    beginResetModel();
    m_position = position;
    m_lines.clear();
    for (const engine::SearchLine& found : info.lines) {
        Line line = lineFrom(position, found.principalVariation);
        if (line.moves.empty()) continue;
        line.score
            = whiteScoreText(found.score, found.isMate, found.mateInMoves, position.sideToMove());
        line.depth = info.depth;
        m_lines.push_back(std::move(line));
    }
    endResetModel();
}

void AnalysisLinesModel::clear(const Position& position) {
    beginResetModel();
    m_position = position;
    m_lines.clear();
    endResetModel();
}

int AnalysisLinesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

int AnalysisLinesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisLinesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Line& line = m_lines[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ScoreColumn:
            return line.score;
        case DepthColumn:
            return line.depth;
        case LineColumn:
            return MoveNotation::shown(line.san);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != LineColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == LineColumn)
        return MoveNotation::shown(line.san);
    return {};
}

QVariant AnalysisLinesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ScoreColumn:
        return tr("Score");
    case DepthColumn:
        return tr("Depth");
    case LineColumn:
        return tr("Line");
    default:
        return {};
    }
}

} // namespace rochade::gui
