// SPDX-License-Identifier: GPL-3.0-or-later
// A child process speaking the xboard (CECP) protocol, driven over a socket pair (POSIX).
#pragma once

#include "rochade/cli/engine_process.h"
#include "rochade/core/error.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace rochade::cli {

/// The score of an xboard thinking line ("ply score time nodes pv", sent in `post` mode,
/// columns possibly padded with blanks), in centipawns from the engine's point of view;
/// nullopt for any other line. Matches use the engine's last one for its draw claims.
std::optional<int> xboardThinkingScore(std::string_view line);

/// The move in a line where an xboard engine announces its move: "move MOVE", or the older
/// "NUMBER ... MOVE" the protocol still accepts ("12. ... e7e5"; the dots also for White),
/// which is the only way GNU Chess 6 announces its moves. nullopt for any other line, such as
/// the "NUMBER MOVE" echo of a move sent to the engine or "My move is : MOVE".
std::optional<std::string_view> xboardMoveText(std::string_view line);

/// An xboard engine running as a child process. start() forks and execs it with its stdin
/// and stdout connected to us, and performs the `xboard` / `protover 2` handshake. Used from
/// one thread. Destroying it ends the process (see EngineProcess).
class XboardEngine {
public:
    /// Starts `path` (no arguments) and waits for its `feature ... done=1`; after `done=0` for
    /// up to a minute. Until the engine's first feature line, `protover 2` is repeated (from
    /// half a second on, ten times a second; GNU Chess 6 can miss the first). An engine that
    /// writes something but no feature within `handshakeTimeout` is taken for a protocol
    /// version 1 engine. Errors: cannot fork/exec, silence or exit, or no done=1 after done=0.
    static Result<std::unique_ptr<XboardEngine>> start(const std::string& path,
        std::chrono::milliseconds handshakeTimeout = std::chrono::seconds(10));

    ~XboardEngine() = default;
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
    XboardEngine(std::unique_ptr<EngineProcess> process, std::string name);

    std::unique_ptr<EngineProcess> m_process;
    std::string m_name;
};

} // namespace rochade::cli
