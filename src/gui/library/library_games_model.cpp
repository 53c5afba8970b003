// SPDX-License-Identifier: GPL-3.0-or-later
// The library's games, a page at a time.
#include "library/library_games_model.h"

#include "files/game_list.h"
#include "library/library_service.h"

#include <array>

namespace rochade::gui {

namespace {

/// Request ids: the model's number in the high bits, its generation in the low ones, so two
/// tables over one service never take each other's pages.
quint64 gamesModelNumber() {
    static quint64 next = 0;
    return ++next << 40;
}

/// A tag's value as the chooser shows it: PGN's "unknown" as an empty cell.
QString gamesModelText(const std::string& s) {
    return isUnknownTagValue(s) ? QString() : QString::fromStdString(s);
}

} // namespace

QString gameRowText(const library::GameRow& row, int column) {
    switch (column) {
    case GameColumn::Number:
        return QString::number(row.id);
    case GameColumn::White:
        return gamesModelText(row.white);
    case GameColumn::Black:
        return gamesModelText(row.black);
    case GameColumn::Result: {
        const std::string_view r = library::resultText(row.result);
        return QString::fromLatin1(r.data(), qsizetype(r.size()));
    }
    case GameColumn::Date:
        return QString::fromStdString(row.date); // "1992.??.??" says the year
    case GameColumn::Event:
        return gamesModelText(row.event);
    case GameColumn::Round:
        return gamesModelText(row.round);
    case GameColumn::Eco:
        return gamesModelText(row.eco);
    case GameColumn::Opening:
        return gamesModelText(row.opening);
    case GameColumn::Moves:
        return QString::number((row.plies + 1) / 2);
    case GameColumn::FirstMoves:
        return QString::fromStdString(row.firstMoves);
    default:
        return {};
    }
}

LibraryGamesModel::LibraryGamesModel(LibraryService* service, QObject* parent)
    : QAbstractTableModel(parent)
    , m_service(service)
    , m_generation(gamesModelNumber()) {
    connect(m_service, &LibraryService::gamesCounted, this, &LibraryGamesModel::onCounted);
    connect(m_service, &LibraryService::gamesFetched, this, &LibraryGamesModel::onFetched);
}

void LibraryGamesModel::setFilter(const library::GameFilter& filter) {
    m_filter = filter;
    reload();
}

void LibraryGamesModel::reload() {
    ++m_generation;
    m_pending.clear();
    m_counted = false;
    m_service->countGames(m_generation, m_filter);
}

void LibraryGamesModel::onCounted(quint64 requestId, std::size_t count) {
    if (requestId != m_generation) return;
    beginResetModel();
    m_pages.clear();
    m_pending.clear();
    m_count = count;
    m_counted = true;
    endResetModel();
}

void LibraryGamesModel::onFetched(
    quint64 requestId, std::size_t offset, const std::vector<library::GameRow>& rows) {
    if (requestId != m_generation) return;
    const std::size_t page = offset / kPageRows;
    m_pending.erase(page);
    m_pages[page] = rows;
    // The page's rows, wherever the order puts them in the view.
    const std::size_t first = page * kPageRows;
    const std::size_t last = std::min(m_count, first + kPageRows);
    if (last <= first) return;
    int top = int(first), bottom = int(last - 1);
    if (m_descending) {
        top = int(m_count - last);
        bottom = int(m_count - 1 - first);
    }
    emit dataChanged(index(top, 0), index(bottom, GameColumn::Count - 1));
}

void LibraryGamesModel::requestPage(std::size_t page) const {
    if (m_pages.count(page) || m_pending.count(page)) return;
    m_pending.insert(page);
    m_service->fetchGames(m_generation, m_filter, m_order, page * kPageRows, kPageRows);
}

std::size_t LibraryGamesModel::ascendingIndex(int row) const {
    return m_descending ? m_count - 1 - std::size_t(row) : std::size_t(row);
}

std::optional<library::GameRow> LibraryGamesModel::gameRow(int row) const {
    if (row < 0 || std::size_t(row) >= m_count) return std::nullopt;
    const std::size_t at = ascendingIndex(row);
    const auto page = m_pages.find(at / kPageRows);
    if (page == m_pages.end()) {
        requestPage(at / kPageRows);
        return std::nullopt;
    }
    const std::size_t inPage = at % kPageRows;
    if (inPage >= page->second.size()) return std::nullopt;
    return page->second[inPage];
}

int LibraryGamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_count);
}

int LibraryGamesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : GameColumn::Count;
}

QVariant LibraryGamesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    if (role != Qt::DisplayRole && role != Qt::TextAlignmentRole) return {};
    if (role == Qt::TextAlignmentRole)
        return isNumericGameColumn(index.column())
            ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
            : QVariant();
    const auto row = gameRow(index.row());
    if (!row) return QStringLiteral("…");
    return gameRowText(*row, index.column());
}

QVariant LibraryGamesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return gameColumnTitle(section);
}

void LibraryGamesModel::sort(int column, Qt::SortOrder order) {
    // The library sorts by each column (GameColumn's order).
    static constexpr std::array<library::GameOrder, GameColumn::Count> kOrderOfColumn {
        library::GameOrder::Id, library::GameOrder::White, library::GameOrder::Black,
        library::GameOrder::Result, library::GameOrder::Date, library::GameOrder::Event,
        library::GameOrder::Round, library::GameOrder::Eco, library::GameOrder::Opening,
        library::GameOrder::Plies, library::GameOrder::FirstMoves
    };
    m_order = column >= 0 && column < GameColumn::Count ? kOrderOfColumn[std::size_t(column)]
                                                        : library::GameOrder::Id;
    m_descending = order == Qt::DescendingOrder;
    reload(); // the rows change when the new count arrives
}

} // namespace rochade::gui
