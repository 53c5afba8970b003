// SPDX-License-Identifier: GPL-3.0-or-later
// rochade_gui_bench --open FILE and --make-pgn OUT GAMES: a big PGN file opened in the window.
#pragma once

#include <QString>

namespace rochade::gui::bench {

/// Opens `path` in a window as a user does (File ▸ Open, the chooser, a game, then a new
/// game) and prints: the time to the chooser's first rows and to the whole list, the games
/// listed, and the resident memory before, with the list, with the game loaded and after
/// the new game (the list freed). Returns the exit status.
int measureOpenFile(const QString& path);

/// Writes `games` games to `out`: the games of pychess's mate puzzles over and over, each
/// copy's Event numbered. Returns the exit status.
int makeBigPgn(const QString& out, int games);

} // namespace rochade::gui::bench
