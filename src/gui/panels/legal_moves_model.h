// SPDX-License-Identifier: GPL-3.0-or-later
// Every legal move of a position in SAN, grouped by the piece that moves, for a tree view.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QAbstractItemModel>
#include <QString>

#include <vector>

namespace rochade::gui {

/// Two levels: one top-level row per piece type that can move (King, Queen, Rook, Bishop,
/// Knight, Pawn — in that order, only those with moves), labelled with the count, and under
/// it that piece type's moves in SAN, sorted by from-square and SAN, except that the
/// promotions on one square are listed queen, rook, bishop, knight. Lives in the GUI thread.
class LegalMovesModel : public QAbstractItemModel {
    Q_OBJECT
public:
    /// Data role of a move row: Move::raw() as a quint32 (invalid for a group row).
    static constexpr int MoveRole = Qt::UserRole + 1;
    /// Data role of both kinds of row: the PieceType as int.
    static constexpr int PieceTypeRole = Qt::UserRole + 2;

    explicit LegalMovesModel(QObject* parent = nullptr);

    /// Lists the legal moves of `pos` (all of them, whoever is to move).
    void setPosition(const Position& pos);
    /// Lists no move: the position shown is where a game ended (on time, by resignation or
    /// agreement too, where the board's rules still allow moves but the game allows none).
    void clear();
    int moveCount() const { return m_total; }
    /// The move in a move row; the null move for a group row or an invalid index.
    Move moveAt(const QModelIndex& index) const;
    /// The move rows whose move starts on `from`.
    QModelIndexList indexesFrom(Square from) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry {
        Move move;
        QString san; ///< English SAN (sorted by it, shown in the notation)
    };
    struct Group {
        PieceType type;
        std::vector<Entry> moves;
    };
    std::vector<Group> m_groups;
    int m_total = 0;
};

} // namespace rochade::gui
