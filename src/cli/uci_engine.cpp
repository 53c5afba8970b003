// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine as a child process: the process and its deadlines here, the lines
// themselves in engine/uci_client_protocol.h.
#include "rochade/cli/uci_engine.h"

#include "rochade/engine/uci_client_protocol.h"

#include <algorithm>

namespace rochade::cli {

namespace {

using UciClock = std::chrono::steady_clock;

std::chrono::milliseconds uciTimeLeftUntil(UciClock::time_point deadline) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(deadline - UciClock::now());
}

/// Why a bestmove line gives no move, for the match's record of the game.
std::string bestMoveFailure(const engine::UciBestMove& answer) {
    switch (answer.error) {
    case engine::UciBestMoveError::Missing:
        return "engine sent 'bestmove' without a move";
    case engine::UciBestMoveError::GaveUp:
        return "engine gave up ('bestmove " + answer.text + "') although it has legal moves";
    case engine::UciBestMoveError::IllegalMove:
    case engine::UciBestMoveError::NotAMove:
        break;
    }
    return "engine played an illegal move '" + answer.text + "'";
}

} // namespace

Result<std::pair<std::string, std::string>> parseEngineOption(const std::string& text) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
        return Error { "engine option '" + text + "' is not NAME=VALUE" };
    return std::pair { text.substr(0, eq), text.substr(eq + 1) };
}

UciEngine::UciEngine(std::unique_ptr<EngineProcess> process, std::string name)
    : m_process(std::move(process))
    , m_name(std::move(name)) {
}

Result<std::unique_ptr<UciEngine>> UciEngine::start(const std::string& path,
    const std::vector<std::pair<std::string, std::string>>& options,
    std::chrono::milliseconds handshakeTimeout) {
    auto process = EngineProcess::start(path);
    if (!process) return process.error();
    std::unique_ptr<UciEngine> client(new UciEngine(std::move(process).value(), path));
    client->m_process->send("uci");
    std::vector<std::string> announced;
    const auto deadline = UciClock::now() + handshakeTimeout;
    for (;;) {
        const auto left = uciTimeLeftUntil(deadline);
        auto line = left.count() > 0 ? client->m_process->readLine(left) : std::nullopt;
        if (!line) return Error { "engine '" + path + "' did not answer the UCI handshake" };
        const engine::UciReply kind = engine::uciReplyKind(*line);
        if (kind == engine::UciReply::UciOk) break;
        if (auto name = engine::parseUciIdName(*line)) client->m_name = std::move(*name);
        if (auto option = engine::parseUciOption(*line))
            announced.push_back(std::move(option->name));
    }
    for (const auto& [name, value] : options) {
        // A named copy: clang 14 (the fuzz build's compiler) cannot capture a structured binding.
        const std::string& wanted = name;
        const bool known
            = std::any_of(announced.begin(), announced.end(), [&wanted](const std::string& option) {
                  return engine::isSameUciOptionName(option, wanted);
              });
        if (!known) return Error { "engine '" + client->m_name + "' has no option '" + name + "'" };
        client->m_process->send(engine::uciSetOptionCommand(name, value));
    }
    client->m_process->send("isready");
    if (!client->waitFor("readyok", handshakeTimeout))
        return Error { "engine '" + path + "' did not answer isready" };
    return client;
}

bool UciEngine::waitFor(std::string_view reply, std::chrono::milliseconds timeout) {
    const auto deadline = UciClock::now() + timeout;
    for (;;) {
        const auto left = uciTimeLeftUntil(deadline);
        if (left.count() <= 0) return false;
        auto line = m_process->readLine(left);
        if (!line) return false;
        if (*line == reply) return true;
    }
}

bool UciEngine::newGame(std::chrono::milliseconds timeout) {
    if (!m_process->send("ucinewgame") || !m_process->send("isready")) return false;
    return waitFor("readyok", timeout);
}

Result<UciEngine::Answer> UciEngine::think(const Position& start, const std::vector<Move>& moves,
    const engine::SearchLimits& limits, std::chrono::milliseconds timeout) {
    const engine::UciPositionCommand position = engine::uciPositionCommand(start, moves);
    if (!m_process->send(position.command) || !m_process->send(engine::uciGoCommand(limits)))
        return Error { "engine crashed" };
    Answer answer;
    const auto deadline = UciClock::now() + timeout;
    for (;;) {
        const auto left = uciTimeLeftUntil(deadline);
        if (left.count() <= 0) return Error { "engine did not move in time" };
        auto line = m_process->readLine(left);
        if (!line) return Error { "engine did not move in time or crashed" };
        const engine::UciReply kind = engine::uciReplyKind(*line);
        if (kind == engine::UciReply::Info) {
            // Line 1's exact score: a bound is sent while the engine re-searches that depth.
            const auto info = engine::parseUciInfoLine(*line, position.position);
            if (info && info->multiPv == 1 && !info->isBound) answer.score = info->info.score;
            continue;
        }
        if (kind != engine::UciReply::BestMove) continue;
        const engine::UciBestMove best = engine::parseUciBestMove(*line, position.position);
        if (!best.result) return Error { bestMoveFailure(best) };
        // The match never asks in a finished game, so "no move" is no answer either.
        if (best.result->noLegalMove) return Error { "engine found no move to play" };
        answer.move = best.result->bestMove;
        return answer;
    }
}

} // namespace rochade::cli
