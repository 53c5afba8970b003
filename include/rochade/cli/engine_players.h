// SPDX-License-Identifier: GPL-3.0-or-later
// External engines as match players: a UCI engine (Stockfish, an older rochade-cli) and an
// xboard engine (Fairy-Max, Phalanx, GNU Chess), each a fresh child process per game.
#pragma once

#include "rochade/cli/game_player.h"
#include "rochade/cli/uci_engine.h"
#include "rochade/cli/xboard_engine.h"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace rochade::cli {

/// A UCI engine, sent the whole game with every `position` command; told both clocks, a
/// node count or a move time with `go`. Gives up on an answer after the mover's clock plus
/// 5 s, ten move times plus 5 s, or a minute for a node count.
class UciPlayer final : public GamePlayer {
public:
    UciPlayer(std::string path, std::vector<std::pair<std::string, std::string>> options);

    std::string name() const override;
    Result<bool> startGame(int number, const Opening& opening, const Game& game) override;
    MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) override;

private:
    std::string m_path;
    std::vector<std::pair<std::string, std::string>> m_options;
    std::unique_ptr<UciEngine> m_engine;
};

/// An xboard engine, kept in `force` mode except while it thinks and told every move as it
/// is played; told the clocks with `level`, `time` and `otim`, or a move time with `st`.
/// Games must start from the standard position (`setboard` is not assumed).
class XboardPlayer final : public GamePlayer {
public:
    struct Options {
        std::string path;
        int baseMs = 0; ///< > 0: a game clock (`level 0 M:SS INC`); else `st stSeconds`
        int incrementMs = 0;
        int stSeconds = 1;
        int moveTimeMs = 1000; ///< without a clock it must answer in ten of these plus 5 s
    };

    explicit XboardPlayer(Options options);

    /// An error naming the first opening that starts from a FEN: xboard engines are sent
    /// move lines from the standard position only.
    static Result<bool> checkOpenings(const std::vector<Opening>& openings);
    /// The whole seconds of `st` for a move time (at least 1).
    static int stSecondsFor(int moveTimeMs) { return std::max(1, (moveTimeMs + 500) / 1000); }

    std::string name() const override;
    Result<bool> startGame(int number, const Opening& opening, const Game& game) override;
    MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) override;
    std::string opponentMoved(const Game& game) override;
    void finishGame(GameResult result, const std::string& reason) override;

private:
    Options m_options;
    std::unique_ptr<XboardEngine> m_engine;
};

} // namespace rochade::cli
