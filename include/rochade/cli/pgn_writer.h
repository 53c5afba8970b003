// SPDX-License-Identifier: GPL-3.0-or-later
// What the CLI adds to the core's PGN writer: atomic file writes and today's date.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/pgn.h"

#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace rochade::cli {

/// Writes games one at a time to `path` atomically: into `path`.tmp, renamed over `path` by
/// commit(). Without a successful commit the temporary file is removed and `path` stays as
/// it was. Lives in one thread.
class PgnFileWriter {
public:
    /// Opens `path`.tmp; the error names the file that cannot be opened.
    static Result<std::unique_ptr<PgnFileWriter>> open(const std::string& path);
    ~PgnFileWriter();
    PgnFileWriter(const PgnFileWriter&) = delete;
    PgnFileWriter& operator=(const PgnFileWriter&) = delete;

    void write(const PgnGame& game);
    /// Flushes and renames; the error says what failed.
    Result<bool> commit();

private:
    explicit PgnFileWriter(std::string path);

    std::string m_path;
    std::string m_tmpPath;
    std::ofstream m_file;
    bool m_committed = false;
};

/// Writes all games with the core's rochade::writePgn() to `path` atomically: first to
/// `path`.tmp, then renamed over `path`, so a reader never sees a half-written file. The
/// error says what failed.
Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games);

/// Today's date in UTC as PGN writes it ("2026.11.30").
std::string pgnDateToday();

} // namespace rochade::cli
