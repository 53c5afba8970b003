// SPDX-License-Identifier: GPL-3.0-or-later
// The library's games as a table that fetches pages as they are shown.
#pragma once

#include "files/game_table.h"
#include "rochade/library/library.h"

#include <QAbstractTableModel>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace rochade::gui {

class LibraryService;

/// The games `filter` lets through, in the columns of GameColumn, sorted by a column: the row count
/// comes from Library::countGames(), the rows from Library::games() a page at a time, asked of the
/// library's thread when a view first needs a row of the page (a million games never load at
/// once; rows not here yet show "…"). A descending order reads the ascending pages from the
/// other end. Lives in the GUI thread.
class LibraryGamesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr std::size_t kPageRows = 200;

    explicit LibraryGamesModel(LibraryService* service, QObject* parent = nullptr);

    void setFilter(const library::GameFilter& filter);
    const library::GameFilter& filter() const { return m_filter; }
    /// Counts and fetches again (the library changed).
    void reload();
    /// The row's game, if its page is here.
    std::optional<library::GameRow> gameRow(int row) const;
    /// True once the count has arrived and no page is being fetched.
    bool isSettled() const { return m_counted && m_pending.empty(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

private:
    void onCounted(quint64 requestId, std::size_t count);
    void onFetched(
        quint64 requestId, std::size_t offset, const std::vector<library::GameRow>& rows);
    /// Asks for the page holding `row` unless it is here or on its way.
    void requestPage(std::size_t page) const;
    /// The ascending position of view row `row`.
    std::size_t ascendingIndex(int row) const;

    LibraryService* m_service;
    library::GameFilter m_filter;
    library::GameOrder m_order = library::GameOrder::Id;
    bool m_descending = false;
    std::size_t m_count = 0;
    bool m_counted = false;
    /// Every answer carries the generation it was asked in; older ones are dropped.
    quint64 m_generation = 0;
    mutable std::map<std::size_t, std::vector<library::GameRow>> m_pages; ///< by page
    mutable std::set<std::size_t> m_pending;
};

/// The column's text of `row` (a GameColumn), as the table shows it.
QString gameRowText(const library::GameRow& row, int column);

} // namespace rochade::gui
