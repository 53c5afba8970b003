// SPDX-License-Identifier: GPL-3.0-or-later
// The list of a file's games as the chooser shows it: sorted by any column, filtered by words.
#pragma once

#include "files/game_list.h"

#include <QSortFilterProxyModel>
#include <QString>
#include <QStringList>

#include <vector>

namespace rochade::gui {

class GameListModel;

/// A GameListModel sorted by the column clicked (numbers as numbers, texts ignoring case;
/// file order until a column is chosen) and filtered by the words typed: a game is shown when
/// each word appears in one of its texts (players, event, site, date, round, ECO, opening,
/// first moves, result). Rows arriving while the file is read are sorted and filtered as they
/// come. Lives in the GUI thread.
class GameListFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit GameListFilter(GameListModel* games, QObject* parent = nullptr);

    /// Shows only the games whose texts hold every word of `text` (split at blanks).
    void setFilterWords(const QString& text);
    /// The game (its row in the model, in file order) shown at `proxyRow`, or -1.
    int gameAt(int proxyRow) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    GameListModel* m_games;
    QStringList m_text;
    std::vector<GameListWord> m_words;
};

} // namespace rochade::gui
