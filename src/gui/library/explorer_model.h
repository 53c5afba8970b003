// SPDX-License-Identifier: GPL-3.0-or-later
// The opening explorer's table: the moves played from a position, with how they scored.
#pragma once

#include "rochade/library/library.h"

#include <QAbstractTableModel>
#include <QStyledItemDelegate>

#include <vector>

namespace rochade::gui {

/// One row a move (most games first, as the library sorts them): SAN, games, the White /
/// draw / Black share (drawn as a bar by ScoreBarDelegate; the text gives the percentages),
/// average rating, last year. The moves are written in the window's notation (MoveNotation).
/// Lives in the GUI thread.
class ExplorerModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        MoveColumn,
        GamesColumn,
        ScoreColumn,
        RatingColumn,
        YearColumn,
        ColumnCount
    };
    /// The ScoreColumn's shares for the delegate: a QList<double> of White, draw, Black.
    static constexpr int kSharesRole = Qt::UserRole + 1;

    explicit ExplorerModel(QObject* parent = nullptr);

    void setMoves(std::vector<library::ExplorerMove> moves);
    const std::vector<library::ExplorerMove>& moves() const { return m_moves; }
    /// The games of every row together.
    std::size_t totalGames() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<library::ExplorerMove> m_moves;
};

/// Paints a QList<double> of White, draw and Black shares as a three-colour bar.
class ScoreBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
        const QModelIndex& index) const override;
};

} // namespace rochade::gui
