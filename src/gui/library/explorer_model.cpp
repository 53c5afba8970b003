// SPDX-License-Identifier: GPL-3.0-or-later
// The opening explorer's table and its score bar.
#include "library/explorer_model.h"

#include "panels/move_notation.h"

#include <QFont>
#include <QPainter>

namespace rochade::gui {

ExplorerModel::ExplorerModel(QObject* parent)
    : QAbstractTableModel(parent) {
    // The moves are written as everywhere else in the window: a change of notation rewrites
    // the column at once.
    connect(&MoveNotation::instance(), &MoveNotation::lettersChanged, this, [this] {
        if (!m_moves.empty())
            emit dataChanged(index(0, MoveColumn), index(rowCount() - 1, MoveColumn));
    });
}

void ExplorerModel::setMoves(std::vector<library::ExplorerMove> moves) {
    beginResetModel();
    m_moves = std::move(moves);
    endResetModel();
}

std::size_t ExplorerModel::totalGames() const {
    std::size_t total = 0;
    for (const auto& m : m_moves)
        total += m.games;
    return total;
}

int ExplorerModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_moves.size());
}

int ExplorerModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ExplorerModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_moves.size())) return {};
    const library::ExplorerMove& m = m_moves[std::size_t(index.row())];
    // Unfinished games count in `games` only: the shares are of the finished ones.
    const double finished = double(m.whiteWins + m.draws + m.blackWins);
    const auto percent = [finished](std::size_t n) {
        return finished > 0 ? qRound(100.0 * double(n) / finished) : 0;
    };
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MoveColumn:
            return MoveNotation::shown(m.san);
        case GamesColumn:
            return qulonglong(m.games);
        case ScoreColumn:
            return finished > 0 ? tr("%1% / %2% / %3%")
                                      .arg(percent(m.whiteWins))
                                      .arg(percent(m.draws))
                                      .arg(percent(m.blackWins))
                                : QString();
        case RatingColumn:
            return m.averageRating ? QVariant(*m.averageRating) : QVariant();
        case YearColumn:
            return m.lastYear ? QVariant(*m.lastYear) : QVariant();
        default:
            return {};
        }
    }
    if (role == Qt::FontRole && index.column() == MoveColumn) return MoveNotation::fontFor(QFont());
    if (role == Qt::ToolTipRole && index.column() == ScoreColumn)
        return tr("White wins %1, draws %2, Black wins %3 (of %4 games)")
            .arg(m.whiteWins)
            .arg(m.draws)
            .arg(m.blackWins)
            .arg(m.games);
    if (role == kSharesRole && index.column() == ScoreColumn && finished > 0)
        return QVariant::fromValue(QList<double> { double(m.whiteWins) / finished,
            double(m.draws) / finished, double(m.blackWins) / finished });
    if (role == Qt::TextAlignmentRole && index.column() != MoveColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ExplorerModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case MoveColumn:
        return tr("Move");
    case GamesColumn:
        return tr("Games");
    case ScoreColumn:
        return tr("Score");
    case RatingColumn:
        return tr("Rating");
    case YearColumn:
        return tr("Last");
    default:
        return {};
    }
}

void ScoreBarDelegate::paint(
    QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QList<double> shares = index.data(ExplorerModel::kSharesRole).value<QList<double>>();
    if (shares.size() != 3) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // White's share in white, the draws in grey, Black's in black, left to right; the
    // percentages stay readable in the tooltip and to screen readers (DisplayRole).
    const QRectF bar = QRectF(option.rect).adjusted(2, 4, -2, -4);
    const QColor colours[] = { QColor(250, 250, 250), QColor(150, 150, 150), QColor(30, 30, 30) };
    painter->save();
    double x = bar.left();
    for (int i = 0; i < 3; ++i) {
        const double width = bar.width() * shares[i];
        painter->fillRect(QRectF(x, bar.top(), width, bar.height()), colours[i]);
        x += width;
    }
    painter->setPen(option.palette.color(QPalette::Mid));
    painter->drawRect(bar);
    painter->restore();
}

} // namespace rochade::gui
