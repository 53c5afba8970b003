// SPDX-License-Identifier: GPL-3.0-or-later
// Writing PGN files atomically.
#include "rochade/cli/pgn_writer.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <utility>

namespace rochade::cli {

PgnFileWriter::PgnFileWriter(std::string path)
    : m_path(std::move(path))
    , m_tmpPath(m_path + ".tmp")
    , m_file(m_tmpPath, std::ios::binary | std::ios::trunc) {
}

Result<std::unique_ptr<PgnFileWriter>> PgnFileWriter::open(const std::string& path) {
    std::unique_ptr<PgnFileWriter> writer(new PgnFileWriter(path));
    if (!writer->m_file) return Error { "cannot open '" + writer->m_tmpPath + "' for writing" };
    return writer;
}

PgnFileWriter::~PgnFileWriter() {
    if (m_committed) return;
    m_file.close();
    std::error_code ec;
    std::filesystem::remove(m_tmpPath, ec);
}

void PgnFileWriter::write(const PgnGame& game) {
    m_file << writePgn(game);
}

Result<bool> PgnFileWriter::commit() {
    m_file.flush();
    if (!m_file) return Error { "cannot write '" + m_tmpPath + "'" };
    m_file.close();
    std::error_code ec;
    std::filesystem::rename(m_tmpPath, m_path, ec);
    if (ec)
        return Error { "cannot rename '" + m_tmpPath + "' to '" + m_path + "': " + ec.message() };
    m_committed = true;
    return true;
}

Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games) {
    auto writer = PgnFileWriter::open(path);
    if (!writer) return writer.error();
    for (const PgnGame& game : games)
        writer.value()->write(game);
    return writer.value()->commit();
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
