// SPDX-License-Identifier: GPL-3.0-or-later
// A child process speaking the xboard protocol.
#include "rochade/cli/xboard_engine.h"

#include <charconv>

namespace rochade::cli {

namespace {
using Clock = std::chrono::steady_clock;
} // namespace

std::optional<int> xboardThinkingScore(std::string_view line) {
    const auto skipSpaces = [](std::string_view& text) {
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
            text.remove_prefix(1);
    };
    skipSpaces(line); // engines right-align the columns
    if (line.empty() || line.front() < '0' || line.front() > '9') return std::nullopt;
    const auto firstEnd = line.find_first_of(" \t");
    if (firstEnd == line.npos) return std::nullopt;
    line.remove_prefix(firstEnd);
    skipSpaces(line);
    int score = 0;
    const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), score);
    if (ec != std::errc {} || (end != line.data() + line.size() && *end != ' ' && *end != '\t'))
        return std::nullopt;
    return score;
}

XboardEngine::XboardEngine(std::unique_ptr<EngineProcess> process, std::string name)
    : m_process(std::move(process))
    , m_name(std::move(name)) {
}

Result<std::unique_ptr<XboardEngine>> XboardEngine::start(
    const std::string& path, std::chrono::milliseconds handshakeTimeout) {
    auto process = EngineProcess::start(path);
    if (!process) return process.error();
    std::unique_ptr<XboardEngine> engine(new XboardEngine(std::move(process).value(), path));

    engine->send("xboard");
    engine->send("protover 2");
    // protover 2 engines announce features and end with done=1; older ones say nothing, so
    // silence after some output is accepted too.
    const auto deadline = Clock::now() + handshakeTimeout;
    bool heardAnything = false;
    for (;;) {
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) break;
        auto line = engine->readLine(
            heardAnything ? std::min(left, std::chrono::milliseconds(2000)) : left);
        if (!line) break;
        heardAnything = true;
        if (line->starts_with("feature ")) {
            const auto at = line->find("myname=\"");
            if (at != std::string::npos) {
                const auto end = line->find('"', at + 8);
                if (end != std::string::npos) engine->m_name = line->substr(at + 8, end - at - 8);
            }
            if (line->find("done=1") != std::string::npos) break;
        }
    }
    if (!heardAnything)
        return Error { "engine '" + path + "' did not answer the xboard handshake" };
    return engine;
}

bool XboardEngine::send(std::string_view line) {
    return m_process->send(line);
}

std::optional<std::string> XboardEngine::readLine(std::chrono::milliseconds timeout) {
    return m_process->readLine(timeout);
}

} // namespace rochade::cli
