// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of games: its columns and how it looks.
#include "files/game_table.h"

#include <QCoreApplication>
#include <QHeaderView>

#include <array>

namespace rochade::gui {

QString gameColumnTitle(int column) {
    // One context for the titles of every table of games.
    static constexpr std::array<const char*, GameColumn::Count> kTitles { QT_TRANSLATE_NOOP(
                                                                              "GameTable", "No."),
        QT_TRANSLATE_NOOP("GameTable", "White"), QT_TRANSLATE_NOOP("GameTable", "Black"),
        QT_TRANSLATE_NOOP("GameTable", "Result"), QT_TRANSLATE_NOOP("GameTable", "Date"),
        QT_TRANSLATE_NOOP("GameTable", "Event"), QT_TRANSLATE_NOOP("GameTable", "Round"),
        QT_TRANSLATE_NOOP("GameTable", "ECO"), QT_TRANSLATE_NOOP("GameTable", "Opening"),
        QT_TRANSLATE_NOOP("GameTable", "Moves"), QT_TRANSLATE_NOOP("GameTable", "First moves") };
    if (column < 0 || column >= GameColumn::Count) return {};
    return QCoreApplication::translate("GameTable", kTitles[std::size_t(column)]);
}

bool isNumericGameColumn(int column) {
    return column == GameColumn::Number || column == GameColumn::Moves;
}

GameTableView::GameTableView(QWidget* parent)
    : QTableView(parent) {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // The model's own order until a column is clicked.
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    setSortingEnabled(true);
}

void GameTableView::setModel(QAbstractItemModel* model) {
    QTableView::setModel(model);
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    static constexpr std::array<int, GameColumn::Count> kWidthInDigits { 7, 18, 18, 7, 11, 22, 6, 5,
        26, 6, 26 };
    for (int c = 0; c < GameColumn::Count; ++c)
        horizontalHeader()->resizeSection(c, kWidthInDigits[std::size_t(c)] * digit);
}

} // namespace rochade::gui
