// SPDX-License-Identifier: GPL-3.0-or-later
// A child process spoken to line by line over pipes (POSIX), for driving a reference engine.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace rochade::testing {

/// Runs `path` with its stdin and stdout connected to this object. Lives in one thread.
/// The destructor closes its stdin, waits briefly for it to exit, then kills it.
class ChildProcess {
public:
    /// Starts the program with `arguments` (argv[1] on); check isRunning(). A path that is
    /// not executable fails at once.
    explicit ChildProcess(const std::string& path, const std::vector<std::string>& arguments = {});
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool isRunning() const { return m_pid > 0; }
    /// Writes `line` and a newline. False if the child has gone away.
    bool writeLine(std::string_view line);
    /// The next line of output without its newline, or nullopt on end of output or when
    /// nothing arrives within `timeoutMs` milliseconds.
    std::optional<std::string> readLine(int timeoutMs);

private:
    pid_t m_pid = -1;
    int m_toChild = -1;
    int m_fromChild = -1;
    std::string m_buffer; ///< output read but not yet returned
};

} // namespace rochade::testing
