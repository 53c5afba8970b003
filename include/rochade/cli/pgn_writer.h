// SPDX-License-Identifier: GPL-3.0-or-later
// What the CLI adds to the core's PGN writer: atomic file writes and today's date.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/pgn.h"

#include <string>
#include <vector>

namespace rochade::cli {

/// Writes all games with the core's rochade::writePgn() to `path` atomically: first to
/// `path`.tmp, then renamed over `path`, so a reader never sees a half-written file. The
/// error says what failed.
Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games);

/// Today's date in UTC as PGN writes it ("2026.11.30").
std::string pgnDateToday();

} // namespace rochade::cli
