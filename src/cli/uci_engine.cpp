// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine as a child process.
#include "rochade/cli/uci_engine.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace rochade::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::chrono::milliseconds leftUntil(Clock::time_point deadline) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
}

/// The name in "option name <name> type ...".
std::optional<std::string> announcedOption(const std::string& line) {
    if (!line.starts_with("option name ")) return std::nullopt;
    const auto typeAt = line.find(" type ");
    if (typeAt == std::string::npos) return std::nullopt;
    return line.substr(12, typeAt - 12);
}

bool sameName(std::string_view a, std::string_view b) {
    // UCI option names are case-insensitive.
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
        [](char x, char y) { return std::tolower(x) == std::tolower(y); });
}

} // namespace

Result<std::pair<std::string, std::string>> parseEngineOption(const std::string& text) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
        return Error { "engine option '" + text + "' is not NAME=VALUE" };
    return std::pair { text.substr(0, eq), text.substr(eq + 1) };
}

std::optional<int> uciInfoScore(const std::string& line) {
    if (!line.starts_with("info ")) return std::nullopt;
    std::istringstream words(line);
    std::string word;
    while (words >> word) {
        if (word != "score") continue;
        std::string kind;
        int value = 0;
        if (!(words >> kind >> value)) return std::nullopt;
        if (kind == "cp") return value;
        if (kind == "mate") return value > 0 ? 30000 - value : -30000 - value;
        return std::nullopt;
    }
    return std::nullopt;
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
    std::unique_ptr<UciEngine> engine(new UciEngine(std::move(process).value(), path));
    engine->m_process->send("uci");
    std::vector<std::string> announced;
    const auto deadline = Clock::now() + handshakeTimeout;
    for (;;) {
        const auto left = leftUntil(deadline);
        auto line = left.count() > 0 ? engine->m_process->readLine(left) : std::nullopt;
        if (!line) return Error { "engine '" + path + "' did not answer the UCI handshake" };
        if (*line == "uciok") break;
        if (line->starts_with("id name ")) engine->m_name = line->substr(8);
        if (auto name = announcedOption(*line)) announced.push_back(std::move(*name));
    }
    for (const auto& [name, value] : options) {
        // A named copy: clang 14 (the fuzz build's compiler) cannot capture a structured binding.
        const std::string& wanted = name;
        const bool known = std::any_of(announced.begin(), announced.end(),
            [&wanted](const std::string& option) { return sameName(option, wanted); });
        if (!known) return Error { "engine '" + engine->m_name + "' has no option '" + name + "'" };
        engine->m_process->send("setoption name " + name + " value " + value);
    }
    engine->m_process->send("isready");
    if (!engine->waitFor("readyok", handshakeTimeout))
        return Error { "engine '" + path + "' did not answer isready" };
    return engine;
}

bool UciEngine::waitFor(std::string_view reply, std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        const auto left = leftUntil(deadline);
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

Result<UciEngine::Answer> UciEngine::think(const std::string& positionCommand,
    const std::string& goCommand, std::chrono::milliseconds timeout) {
    if (!m_process->send(positionCommand) || !m_process->send(goCommand))
        return Error { "engine crashed" };
    Answer answer;
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        const auto left = leftUntil(deadline);
        if (left.count() <= 0) return Error { "engine did not move in time" };
        auto line = m_process->readLine(left);
        if (!line) return Error { "engine did not move in time or crashed" };
        if (const auto score = uciInfoScore(*line)) answer.score = score;
        if (!line->starts_with("bestmove")) continue;
        std::istringstream words(*line);
        std::string keyword;
        words >> keyword >> answer.move;
        return answer;
    }
}

} // namespace rochade::cli
