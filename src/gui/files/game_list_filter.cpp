// SPDX-License-Identifier: GPL-3.0-or-later
// The chooser's view of a file's games: sorted and filtered.
#include "files/game_list_filter.h"

#include "files/game_list_model.h"

namespace rochade::gui {

GameListFilter::GameListFilter(GameListModel* games, QObject* parent)
    : QSortFilterProxyModel(parent)
    , m_games(games) {
    setSourceModel(games);
    setSortRole(GameListModel::kSortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void GameListFilter::setFilterWords(const QString& text) {
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_text) return;
    m_text = words;
    m_words.clear();
    for (const QString& word : words)
        m_words.emplace_back(word);
    invalidateFilter();
}

int GameListFilter::gameAt(int proxyRow) const {
    if (proxyRow < 0 || proxyRow >= rowCount()) return -1;
    return mapToSource(index(proxyRow, 0)).row();
}

bool GameListFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    return !sourceParent.isValid() && m_games->rowMatches(sourceRow, m_words);
}

} // namespace rochade::gui
