// SPDX-License-Identifier: GPL-3.0-or-later
// Text in and out of the commands: a whole file read into memory, a field of an output line.
#pragma once

#include "rochade/core/error.h"

#include <string>

namespace rochade::cli {

/// The bytes of `path`, or an error that names it.
Result<std::string> readWholeFile(const std::string& path);

/// `text` as one field of a tab-separated output line: tabs and line breaks become spaces, so
/// a name or a tag can never split the line that scripts read.
std::string tabSeparatedField(std::string text);

} // namespace rochade::cli
