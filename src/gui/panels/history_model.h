// SPDX-License-Identifier: GPL-3.0-or-later
// The game's history as a table: one row per move with piece, squares, capture, time, state.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/types.h"

#include <QAbstractTableModel>

#include <functional>
#include <optional>
#include <vector>

namespace rochade::gui {

/// The Czech document's History: every move with the piece, from, to, the captured piece,
/// the time it took and the state it caused (check, mate, stalemate, or the draw that ended
/// the game). Fed by setGame() after every change; rows that stay the same are kept, so a
/// view keeps its scroll position. Lives in the GUI thread.
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        SideColumn,
        PieceColumn,
        FromColumn,
        ToColumn,
        CapturedColumn,
        TimeColumn,
        StateColumn,
        ColumnCount
    };
    /// The ply (1 = the first move) of a row's move, as an int.
    static constexpr int PlyRole = Qt::UserRole + 1;

    /// One move, as the table shows it.
    struct Entry {
        int ply = 0;
        int moveNumber = 0; ///< the full-move number
        Color side = Color::White;
        PieceType piece = PieceType::None;
        Square from = 0;
        Square to = 0;
        PieceType captured = PieceType::None; ///< None when nothing was taken
        PieceType promotion = PieceType::None;
        bool castling = false;
        bool enPassant = false;
        std::optional<qint64> timeMs;
        QString state;
        friend bool operator==(const Entry&, const Entry&) = default;
    };

    explicit HistoryModel(QObject* parent = nullptr);

    /// Shows the moves of `game` from the start to its current ply. `moveTimeMs(ply)` gives the
    /// time each move took (nullopt: unknown, shown empty); it may be empty.
    void setGame(const Game& game, const std::function<std::optional<qint64>(int ply)>& moveTimeMs);
    const Entry& entry(int row) const { return m_entries.at(static_cast<std::size_t>(row)); }

    /// "3.2 s" under a minute, "1:05" above.
    static QString timeText(qint64 ms);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static QString stateText(const Game& game, int ply);

    std::vector<Entry> m_entries;
};

} // namespace rochade::gui
