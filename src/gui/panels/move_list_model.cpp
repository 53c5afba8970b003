// SPDX-License-Identifier: GPL-3.0-or-later
// The numbered move list model.
#include "panels/move_list_model.h"

#include "panels/colour_scheme.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace rochade::gui {

MoveListModel::MoveListModel(QObject* parent)
    : QAbstractTableModel(parent) {
}

void MoveListModel::setMoves(const QStringList& san, Color firstMover, int firstNumber) {
    if (san == m_san && firstMover == m_firstMover && firstNumber == m_firstNumber) return;
    // Appending one move (the common case) keeps the view's scroll and selection.
    const bool appended = firstMover == m_firstMover && firstNumber == m_firstNumber
        && san.size() == m_san.size() + 1 && san.mid(0, m_san.size()) == m_san;
    if (!appended) {
        beginResetModel();
        m_san = san;
        m_firstMover = firstMover;
        m_firstNumber = firstNumber;
        m_current = std::min(m_current, static_cast<int>(m_san.size()));
        endResetModel();
        return;
    }
    const int oldRows = rowCount();
    const int cell = static_cast<int>(m_san.size()) + offset();
    const int row = cell / 2;
    if (row >= oldRows) {
        beginInsertRows({}, row, row);
        m_san = san;
        endInsertRows();
    } else {
        m_san = san;
        const QModelIndex i = index(row, cell % 2);
        emit dataChanged(i, i);
    }
}

void MoveListModel::setCurrentPly(int ply) {
    ply = std::clamp(ply, 0, static_cast<int>(m_san.size()));
    if (ply == m_current) return;
    const QModelIndex before = indexForPly(m_current);
    m_current = ply;
    const QModelIndex after = indexForPly(m_current);
    if (before.isValid()) emit dataChanged(before, before);
    if (after.isValid()) emit dataChanged(after, after);
}

QModelIndex MoveListModel::indexForPly(int ply) const {
    if (ply < 1 || ply > m_san.size()) return {};
    const int cell = ply - 1 + offset();
    return index(cell / 2, cell % 2);
}

int MoveListModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this) return 0;
    const int ply = index.row() * 2 + index.column() - offset() + 1;
    return ply >= 1 && ply <= m_san.size() ? ply : 0;
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    const int cells = static_cast<int>(m_san.size()) + offset();
    return (cells + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 2;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int ply = plyAt(index);
    switch (role) {
    case Qt::DisplayRole:
        if (ply == 0)
            return index.row() == 0 && index.column() == 0 && offset() == 1
                ? QVariant(QStringLiteral("…"))
                : QVariant();
        return m_san.at(ply - 1);
    case Qt::FontRole:
        if (ply != 0 && ply == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (ply != 0 && ply == m_current)
            // A tint of the highlight over the list's base: the text colour stays
            // readable in light and dark palettes alike.
            return QBrush(mixColours(
                QPalette().color(QPalette::Base), QPalette().color(QPalette::Highlight), 0.35));
        return {};
    case Qt::ToolTipRole:
        if (ply != 0) return tr("Show the position after %1").arg(m_san.at(ply - 1));
        return {};
    case PlyRole:
        return ply;
    default:
        return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Horizontal) return section == 0 ? tr("White") : tr("Black");
    return QStringLiteral("%1.").arg(m_firstNumber + section);
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return plyAt(index) != 0 ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

} // namespace rochade::gui
