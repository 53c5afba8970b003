// SPDX-License-Identifier: GPL-3.0-or-later
// Writing PGN files atomically.
#include "rochade/cli/pgn_writer.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace rochade::cli {

Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games) {
    const std::string tmpPath = path + ".tmp";
    {
        std::ofstream file(tmpPath, std::ios::binary | std::ios::trunc);
        if (!file) return Error { "cannot open '" + tmpPath + "' for writing" };
        for (const PgnGame& game : games)
            file << writePgn(game);
        file.flush();
        if (!file) return Error { "cannot write '" + tmpPath + "'" };
    }
    std::error_code ec;
    std::filesystem::rename(tmpPath, path, ec);
    if (ec) {
        const std::string reason = ec.message();
        std::filesystem::remove(tmpPath, ec);
        return Error { "cannot rename '" + tmpPath + "' to '" + path + "': " + reason };
    }
    return true;
}

std::string pgnDateToday() {
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd { today };
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d.%02u.%02u", static_cast<int>(ymd.year()),
        static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return buffer;
}

} // namespace rochade::cli
