// SPDX-License-Identifier: GPL-3.0-or-later
#include "rochade/cli/text_file.h"

#include <algorithm>
#include <fstream>

namespace rochade::cli {

Result<std::string> readWholeFile(const std::string& path) {
    std::ifstream file(path, std::ios::binary | std::ios::ate);
    if (!file) return Error { "cannot open '" + path + "'" };
    // Read in one piece into a string of the right size: no second copy of a large file.
    const std::streamoff size = file.tellg();
    if (size < 0) return Error { "cannot read '" + path + "'" };
    std::string text(static_cast<std::size_t>(size), '\0');
    file.seekg(0);
    if (!file.read(text.data(), size)) return Error { "cannot read '" + path + "'" };
    return text;
}

std::string tabSeparatedField(std::string text) {
    std::replace_if(
        text.begin(), text.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    return text;
}

} // namespace rochade::cli
