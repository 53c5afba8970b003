// SPDX-License-Identifier: GPL-3.0-or-later
// rochade-cli: the command-line front end (perft, moves, uci, bench, match).
#include "rochade/cli/commands.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    return rochade::cli::runCli(args, std::cin, std::cout, std::cerr);
}
