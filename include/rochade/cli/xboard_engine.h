// SPDX-License-Identifier: GPL-3.0-or-later
// A child process speaking the xboard (CECP) protocol, driven over a socket pair (POSIX).
#pragma once

#include "rochade/core/error.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace rochade::cli {

/// An xboard engine running as a child process. start() forks and execs it with its stdin
/// and stdout connected to us, and performs the `xboard` / `protover 2` handshake. Used from
/// one thread. The destructor sends `quit`, waits briefly, and kills the child if needed.
class XboardEngine {
public:
    /// Starts `path` (no arguments). Errors: cannot fork/exec, or no reply to the handshake
    /// within `handshakeTimeout`.
    static Result<std::unique_ptr<XboardEngine>> start(const std::string& path,
        std::chrono::milliseconds handshakeTimeout = std::chrono::seconds(5));

    ~XboardEngine();
    XboardEngine(const XboardEngine&) = delete;
    XboardEngine& operator=(const XboardEngine&) = delete;

    /// The name from `feature myname=...`, or the program path.
    const std::string& name() const { return m_name; }

    /// Sends one line (a newline is appended). False if the engine has gone away.
    bool send(std::string_view line);

    /// The next line the engine writes, without the newline; nullopt on timeout or when the
    /// engine has closed its output.
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);

private:
    XboardEngine(pid_t pid, int socket, std::string name);

    pid_t m_pid;
    int m_socket;
    std::string m_name;
    std::string m_buffer;
    bool m_closed = false;
};

} // namespace rochade::cli
