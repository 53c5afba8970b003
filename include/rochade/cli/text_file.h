// SPDX-License-Identifier: GPL-3.0-or-later
// A whole file read into memory, for the commands that read PGN.
#pragma once

#include "rochade/core/error.h"

#include <string>

namespace rochade::cli {

/// The bytes of `path`, or an error that names it.
Result<std::string> readWholeFile(const std::string& path);

} // namespace rochade::cli
