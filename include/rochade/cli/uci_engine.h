// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine (such as Stockfish) as a child process, for gauntlet matches.
#pragma once

#include "rochade/cli/engine_process.h"
#include "rochade/core/error.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rochade::cli {

/// "Name=Value" split at the first '='; the name may contain blanks ("Skill Level=0").
/// Errors: no '=' or an empty name.
Result<std::pair<std::string, std::string>> parseEngineOption(const std::string& text);

/// The score of a UCI `info` line in centipawns from the engine's view (a mate counts as
/// +-30000 minus its distance), nullopt if the line carries none.
std::optional<int> uciInfoScore(const std::string& line);

/// A UCI engine running as a child process; used from one thread. start() performs the
/// `uci` / `uciok` handshake, sets the options (each must be one the engine announced) and
/// waits for `readyok`.
class UciEngine {
public:
    static Result<std::unique_ptr<UciEngine>> start(const std::string& path,
        const std::vector<std::pair<std::string, std::string>>& options,
        std::chrono::milliseconds handshakeTimeout = std::chrono::seconds(5));

    /// From `id name`, or the program path.
    const std::string& name() const { return m_name; }

    /// `ucinewgame` and `isready`; false if the engine does not answer.
    bool newGame(std::chrono::milliseconds timeout = std::chrono::seconds(5));

    struct Answer {
        std::string move; ///< the bestmove text, not yet checked against the rules
        std::optional<int> score; ///< of its last info line with a score
    };

    /// Sends `position` then `go`, and waits for `bestmove`. Errors: the engine crashed or
    /// did not answer within `timeout`.
    Result<Answer> think(const std::string& positionCommand, const std::string& goCommand,
        std::chrono::milliseconds timeout);

private:
    UciEngine(std::unique_ptr<EngineProcess> process, std::string name);
    bool waitFor(std::string_view reply, std::chrono::milliseconds timeout);

    std::unique_ptr<EngineProcess> m_process;
    std::string m_name;
};

} // namespace rochade::cli
