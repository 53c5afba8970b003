// SPDX-License-Identifier: GPL-3.0-or-later
// The moves of the game as numbered SAN pairs, for a table view.
#pragma once

#include "rochade/core/types.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace rochade::gui {

/// One row per move number, column 0 White's move and column 1 Black's; the vertical header
/// holds the number. A game that starts with Black to move leaves the first White cell as
/// "…". The move that led to the shown position is the current one (bold, highlighted).
/// Lives in the GUI thread.
class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// Extra data role: the ply a cell's move leads to (1 = the first move), 0 for none.
    static constexpr int PlyRole = Qt::UserRole + 1;

    explicit MoveListModel(QObject* parent = nullptr);

    /// Replaces the moves. `firstMover` plays the first of them, numbered `firstNumber`.
    void setMoves(const QStringList& san, Color firstMover = Color::White, int firstNumber = 1);
    /// The ply shown (0 = the start, no move highlighted).
    void setCurrentPly(int ply);
    int currentPly() const { return m_current; }
    int moveCount() const { return static_cast<int>(m_san.size()); }
    /// The cell of the move leading to `ply`; invalid for 0 or out of range.
    QModelIndex indexForPly(int ply) const;
    /// The ply the move in `index` leads to; 0 for an empty or invalid cell.
    int plyAt(const QModelIndex& index) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    int offset() const { return m_firstMover == Color::Black ? 1 : 0; }

    QStringList m_san;
    Color m_firstMover = Color::White;
    int m_firstNumber = 1;
    int m_current = 0;
};

} // namespace rochade::gui
