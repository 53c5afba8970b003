// SPDX-License-Identifier: GPL-3.0-or-later
// A chess engine running as a child process, driven line by line over a socket pair (POSIX).
#pragma once

#include "rochade/core/error.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace rochade::cli {

/// The process half shared by the xboard and UCI clients: start() forks and execs the
/// program with its stdin and stdout connected to us (stderr to /dev/null). Used from one
/// thread. The destructor sends `quit`, waits briefly, and kills the child if needed.
class EngineProcess {
public:
    /// Starts `path` (no arguments). Errors: not an executable file, cannot fork.
    static Result<std::unique_ptr<EngineProcess>> start(const std::string& path);

    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    /// Sends one line (a newline is appended). False if the engine has gone away.
    bool send(std::string_view line);

    /// The next line the engine writes, without the newline; nullopt on timeout or when the
    /// engine has closed its output.
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);

    /// True once the engine has closed its output (it exited, or closed stdout): after a
    /// readLine() that returned nullopt, no line will come any more.
    bool isOutputClosed() const { return m_closed; }

private:
    EngineProcess(pid_t pid, int socket);

    pid_t m_pid;
    int m_socket;
    std::string m_buffer;
    bool m_closed = false;
};

} // namespace rochade::cli
