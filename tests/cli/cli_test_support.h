// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the rochade-cli tests: run a command in process, split output lines,
// wrap an engine's command line in a script.
#pragma once

#include "../support/program_run.h"
#include "rochade/cli/commands.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
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
    return rochade::program_run::linesOf(text);
}

/// Engines are started without arguments: a script `fileName` in this test process's
/// temporary folder that runs `commandLine` instead. Returns the script's path.
inline std::string engineWrapper(const std::string& fileName, const std::string& commandLine) {
    const auto dir = std::filesystem::temp_directory_path()
        / ("rochade_cli_engines_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / fileName;
    std::ofstream(path) << "#!/bin/sh\nexec " << commandLine << '\n';
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path.string();
}

} // namespace rochade::cli::test
