// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of games: the columns and the view that the game chooser (a PGN file's games)
// and the Library window (the library's games) both show, so a player reads them alike.
#pragma once

#include <QString>
#include <QTableView>

namespace rochade::gui {

/// The columns of every table of games, in this order. Each model of games answers them all.
struct GameColumn {
    enum : int {
        Number, ///< the game's number in its file, or in the library
        White,
        Black,
        Result,
        Date,
        Event,
        Round,
        Eco,
        Opening,
        Moves, ///< full moves; the models sort by plies
        FirstMoves, ///< "1. e4 e5 2. Nf3": tells apart games without names (a study's chapters)
        Count
    };
};

/// The column's title, translated.
QString gameColumnTitle(int column);
/// True for the columns whose text is a number (shown right-aligned).
bool isNumericGameColumn(int column);

/// A table of games: one row a game, chosen whole; the model's own order (file or library)
/// until a header is clicked; row heights and column widths from the font, so that nothing
/// measures the rows of a big file or a big library.
class GameTableView : public QTableView {
    Q_OBJECT
public:
    explicit GameTableView(QWidget* parent = nullptr);
    /// Sets the model, then the columns' widths.
    void setModel(QAbstractItemModel* model) override;
};

} // namespace rochade::gui
