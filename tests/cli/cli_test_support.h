// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the rochade-cli tests: run a command in process, split output lines.
#pragma once

#include "rochade/cli/commands.h"

#include <sstream>
#include <string>
#include <vector>

namespace rochade::cli::test {

struct CommandOutput {
    int status = -1;
    std::string out;
    std::string err;
};

inline CommandOutput runCommand(
    const std::vector<std::string>& args, const std::string& input = {}) {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    CommandOutput result;
    result.status = runCli(args, in, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

inline std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);)
        result.push_back(line);
    return result;
}

} // namespace rochade::cli::test
