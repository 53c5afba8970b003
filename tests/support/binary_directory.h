// SPDX-License-Identifier: GPL-3.0-or-later
// The test binaries find their data by paths relative to their own directory (the
// definitions that rochade_test_path() in tests/CMakeLists.txt makes), so their objects name
// no checkout and a second clone takes the first one's from the compiler cache. Each test
// main() therefore starts in the binary's directory, wherever it was started from.
#pragma once

#include <filesystem>
#include <iostream>
#include <system_error>

namespace rochade::test {

/// Makes the directory of the running executable the working directory. False (and a
/// message) if the executable cannot be found.
inline bool enterBinaryDirectory() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) std::filesystem::current_path(self.parent_path(), error);
    if (error) {
        std::cerr << "error: cannot enter the test binary's directory: " << error.message() << '\n';
        return false;
    }
    return true;
}

} // namespace rochade::test
