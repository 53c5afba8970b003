// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop application's command line: --help, --version, the Qt options and a PGN file
// to open, parsed by QCommandLineParser so that `rochade --version` works on a machine
// without a display.
#pragma once

#include <QString>
#include <QStringList>

namespace rochade::gui {

// Fills in the application's name, organisation and version (QSettings and the parser's
// --version output both read them). Call before any QSettings or parser use.
void setApplicationIdentity();

// Handles the options that only print text (--help, --version, and errors such as an unknown
// option) before any window system is touched: prints to stdout/stderr and returns the exit
// status to end with. Returns -1 when the application should start normally.
int handleTextOnlyCommandLine(int& argc, char** argv);

// The PGN file named on the command line (`rochade game.pgn`, as the desktop entry's
// "Exec=rochade %f" gives it), or empty. `arguments` as QCoreApplication::arguments() has
// them once QApplication has taken its own options.
QString fileToOpen(const QStringList& arguments);

} // namespace rochade::gui
