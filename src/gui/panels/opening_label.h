// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the shown line, above the move list: ECO code and name.
#pragma once

#include "panels/eliding_label.h"
#include "rochade/core/game.h"

#include <QString>
#include <QTimer>

namespace rochade {
struct OpeningEntry;
}

namespace rochade::gui {

/// One line, "C00 French Defense": the opening of the line from the start to the shown
/// position (OpeningCatalogue::builtin().classify()), which stays after the game leaves the
/// book. The names are proper names from the data and stay in English. The catalogue is
/// built on a pool thread (prepareCatalogue()); until it is there the label shows an
/// ellipsis and then emits catalogueReady(), so the window's first picture does not wait for
/// it. Lives in the GUI thread.
class OpeningLabel : public ElidingLabel {
    Q_OBJECT
public:
    explicit OpeningLabel(QWidget* parent = nullptr);

    /// Shows the opening of the line that ends at `node`, or waits for the catalogue.
    void showOpeningOf(const Game::Node& node);
    /// True while the label waits for the catalogue (it will emit catalogueReady()).
    bool isWaitingForCatalogue() const { return m_waitForCatalogue.isActive(); }

    /// Starts building the built-in catalogue on a pool thread, once; the window calls it
    /// first thing, so the catalogue is built while the widgets are made.
    static void prepareCatalogue();

    /// "C00 French Defense", or the translated "No named opening yet" for null.
    static QString openingText(const OpeningEntry* entry);

signals:
    /// The catalogue is built: show the opening of the shown node again.
    void catalogueReady();

private:
    QTimer m_waitForCatalogue; ///< looks every few ms whether the pool thread is done
};

} // namespace rochade::gui
