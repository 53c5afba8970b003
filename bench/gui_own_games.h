// SPDX-License-Identifier: GPL-3.0-or-later
// rochade_gui_bench --own-games FILE: Learn ▸ These Are My Games… on a big PGN file while the
// window's event loop is timed.
#pragma once

#include <QString>

namespace rochade::gui::bench {

/// Opens a window with an empty library and the background review in a temporary folder (the
/// review itself held back), takes the games of `pgn` as the player's twice (the second time
/// they are all in the library and queued), and prints for each run the games, how many were
/// new and queued, the time to the status line's last word, and the event loop's longest gap
/// and the GUI thread's longest own work between two 1 ms ticks. Returns the exit status.
int measureOwnGames(const QString& pgn);

} // namespace rochade::gui::bench
