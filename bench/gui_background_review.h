// SPDX-License-Identifier: GPL-3.0-or-later
// rochade_gui_bench --background-review FILE [DEPTH]: the player's games reviewed in the
// background while the window's event loop is timed.
#pragma once

#include <QString>

namespace rochade::gui::bench {

/// Imports the games of `pgn` into a library in a temporary folder, queues every one of them
/// for the background review (White's mistakes), opens a window with the background review on
/// those files, and lets it review them all while nobody touches anything. Prints the games,
/// the cards made, the total time, and the event loop's longest gap and the GUI thread's
/// longest own work between two 1 ms ticks. `depth` 0: the review's default limits (depth
/// 10 or 300 ms a position). Returns the exit status.
int measureBackgroundReview(const QString& pgn, int depth);

} // namespace rochade::gui::bench
