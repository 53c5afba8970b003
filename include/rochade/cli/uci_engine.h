// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine (such as Stockfish) as a child process, for gauntlet matches.
#pragma once

#include "rochade/cli/engine_process.h"
#include "rochade/core/error.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

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

/// A UCI engine running as a child process; used from one thread. start() performs the
/// `uci` / `uciok` handshake, sets the options (each must be one the engine announced) and
/// waits for `readyok`. The lines are written and read by engine/uci_client_protocol.h, the
/// reader the GUI's external engines use too.
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
        Move move; ///< legal in the position searched
        /// Line 1's score of the last exact info line, on the engine's scale (a mate is
        /// engine::uciMateScore()); nullopt if the engine sent none.
        std::optional<int> score;
    };

    /// Sends the game (`start` and `moves`, see engine::uciPositionCommand()) and `go` for
    /// `limits`, and waits for `bestmove`. Errors: the engine crashed, did not answer within
    /// `timeout`, or answered with no legal move.
    Result<Answer> think(const Position& start, const std::vector<Move>& moves,
        const engine::SearchLimits& limits, std::chrono::milliseconds timeout);

private:
    UciEngine(std::unique_ptr<EngineProcess> process, std::string name);
    bool waitFor(std::string_view reply, std::chrono::milliseconds timeout);

    std::unique_ptr<EngineProcess> m_process;
    std::string m_name;
};

} // namespace rochade::cli
