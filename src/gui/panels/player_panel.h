// SPDX-License-Identifier: GPL-3.0-or-later
// The players: names, whose turn it is, captured pieces and the material difference.
#pragma once

#include "rochade/core/position.h"

#include <QString>
#include <QWidget>

#include <array>
#include <optional>

class QGridLayout;
class QLabel;

namespace rochade::gui {

class ClockLabel;

/// Two rows, Black above White as on an unflipped board (see setFlipped()). Lives in the GUI
/// thread.
class PlayerPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayerPanel(QWidget* parent = nullptr);

    /// Shows `pos` (reached from `start`, which fixes what counts as captured) with the
    /// players' names. `turn`: whose turn it is in the game, marked on that row (none: the
    /// game is over); while an earlier move is shown it is not `pos`'s side to move.
    /// `thinking`: that side is the computer and it is thinking.
    void showPosition(const Position& pos, const Position& start, const QString& whiteName,
        const QString& blackName, std::optional<Color> turn, bool thinking);

    /// White's row on top when true, to match a board with Black at the bottom.
    void setFlipped(bool flipped);

    /// The label with `side`'s name (for tests: it must show the whole name).
    const QLabel* nameLabel(Color side) const;
    /// "thinking…" under the name of the computer while it thinks, else empty.
    QString stateText(Color side) const;
    /// The captured-pieces text of the pieces `capturer` has taken, one symbol a piece (for
    /// tests).
    QString capturedText(Color capturer) const;
    /// The label that shows them (for tests: it must show every piece).
    const QLabel* capturedLabel(Color capturer) const;
    /// Whether `side`'s row shows the turn marker (for tests).
    bool isTurnMarked(Color side) const;
    /// "+3" for the side ahead in material, "" when level (for tests).
    QString materialText(Color side) const;

    /// The pieces of `victim` missing from `pos` compared with `start`, as counts by
    /// PieceType index (a promoted pawn counts as a missing pawn). Material in pawns.
    static std::array<int, 7> missingPieces(
        const Position& pos, const Position& start, Color victim);
    static int material(const Position& pos, Color side);

    /// `side`'s clock, right of its name (set by the main window from the controller).
    ClockLabel* clockLabel(Color side) const;

private:
    struct Row {
        QLabel* turn = nullptr;
        QLabel* name = nullptr;
        QLabel* state = nullptr; ///< "thinking…"
        QLabel* captured = nullptr;
        QLabel* material = nullptr;
        QWidget* takenRow = nullptr; ///< captured and material side by side
        ClockLabel* clock = nullptr;
    };
    static constexpr int kRowsPerPlayer = 3;
    /// Puts `r`'s widgets in the grid rows from `firstRow`.
    static void place(Row& r, int firstRow, QGridLayout* grid);

    std::array<Row, 2> m_rows; ///< by index(Color)
    QGridLayout* m_grid = nullptr;
    bool m_flipped = false;
};

} // namespace rochade::gui
