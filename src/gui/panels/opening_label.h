// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the shown line, above the move list: ECO code and name.
#pragma once

#include "panels/eliding_label.h"
#include "rochade/core/game.h"

#include <QString>

namespace rochade {
struct OpeningEntry;
}

namespace rochade::gui {

/// One line, "C00 French Defense": the opening of the line from the start to the shown
/// position (OpeningCatalogue::builtin().classify()), which stays after the game leaves the
/// book. The names are proper names from the data and stay in English. Lives in the GUI
/// thread.
class OpeningLabel : public ElidingLabel {
    Q_OBJECT
public:
    explicit OpeningLabel(QWidget* parent = nullptr);

    /// Shows the opening of the line that ends at `node`; in a Chess960 game "Chess960, start
    /// position N" instead (N from the game's start, if it is one of the 960).
    void showOpeningOf(const Game::Node& node);

    /// "C00 French Defense", or the translated "No named opening yet" for null.
    static QString openingText(const OpeningEntry* entry);
};

} // namespace rochade::gui
