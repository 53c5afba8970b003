// SPDX-License-Identifier: GPL-3.0-or-later
// A child process speaking the xboard protocol.
#include "rochade/cli/xboard_engine.h"

#include <algorithm>
#include <charconv>

namespace rochade::cli {

namespace {

using Clock = std::chrono::steady_clock;
using Milliseconds = std::chrono::milliseconds;

// Until the engine's first feature line, protover is sent again: after kFirstRepeat (engines
// that start slowly answer by then), then after kProtoverRepeat, each interval twice the last,
// up to kProtoverRepeatMax. GNU Chess 6 reads its input in one thread while, as it starts,
// another thread makes that input unbuffered and waits for the reader to let go of it, which
// the reader does only for a moment when a line comes: until the other thread gets in it
// answers nothing, and it drops the lines that arrive in the same read as that one. A repeated
// protover is such a line; on a busy machine about half of them let the other thread in, and a
// dozen in a row have failed, hence the short first interval. But GNU Chess also aborts ("buffer
// overflow detected") when 16 lines wait for one read, which a starved engine met at one line
// every 100 ms (2 handshakes in 45 on a loaded machine), hence the growing interval: with the
// default 10 s handshake, "xboard" and all the protovers up to the quiet end are 14 lines, so
// they fit however long the engine is starved.
constexpr Milliseconds kFirstRepeat(500);
constexpr Milliseconds kProtoverRepeat(100);
constexpr Milliseconds kProtoverRepeatMax(800);
// No repeats in this last part of the handshake, so an engine that answers each unknown
// command with an error has answered them all before the game's commands are sent.
constexpr Milliseconds kQuietEnd(2000);
// Features without done=0 end with this much silence, as before protocol version 2 had done.
constexpr Milliseconds kFeatureSilence(2000);
// The protocol lets an engine take an hour from done=0 to done=1; a match waits a minute.
constexpr Milliseconds kReadyTimeout(60000);

void skipBlanks(std::string_view& text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
}

bool isXboardDigit(char c) {
    return c >= '0' && c <= '9';
}

} // namespace

std::optional<int> xboardThinkingScore(std::string_view line) {
    skipBlanks(line); // engines right-align the columns
    if (line.empty() || !isXboardDigit(line.front())) return std::nullopt;
    const auto firstEnd = line.find_first_of(" \t");
    if (firstEnd == line.npos) return std::nullopt;
    line.remove_prefix(firstEnd);
    skipBlanks(line);
    int score = 0;
    const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), score);
    if (ec != std::errc {} || (end != line.data() + line.size() && *end != ' ' && *end != '\t'))
        return std::nullopt;
    return score;
}

std::optional<std::string_view> xboardMoveText(std::string_view line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    if (line.starts_with("move ")) {
        line.remove_prefix(5);
    } else {
        // NUMBER, then "..." after an optional '.': "1. ... e7e5", "1...e7e5".
        std::size_t digits = 0;
        while (digits < line.size() && isXboardDigit(line[digits]))
            ++digits;
        if (digits == 0) return std::nullopt;
        line.remove_prefix(digits);
        if (!line.starts_with("...") && line.starts_with('.')) line.remove_prefix(1);
        skipBlanks(line);
        if (!line.starts_with("...")) return std::nullopt;
        line.remove_prefix(3);
    }
    skipBlanks(line);
    if (line.empty() || line.find_first_of(" \t") != std::string_view::npos) return std::nullopt;
    return line;
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
    // protover 2 engines announce features and end with done=1 (done=0 first asks for time);
    // older ones announce none, so output without features until the deadline is accepted.
    const auto started = Clock::now();
    auto deadline = started + handshakeTimeout;
    const auto repeatUntil = deadline - kQuietEnd;
    auto repeatAt = started + kFirstRepeat;
    Milliseconds repeatInterval = kProtoverRepeat;
    bool heardAnything = false;
    bool heardFeature = false;
    bool waitingForDone = false;
    for (;;) {
        auto now = Clock::now();
        if (now >= deadline) break;
        const bool repeating = !heardFeature && now < repeatUntil;
        if (repeating && now >= repeatAt) {
            engine->send("protover 2");
            repeatAt = now + repeatInterval;
            repeatInterval = std::min(2 * repeatInterval, kProtoverRepeatMax);
        }
        const auto wakeAt = repeating ? std::min(deadline, repeatAt) : deadline;
        auto line = engine->readLine(std::chrono::ceil<Milliseconds>(wakeAt - now));
        if (!line) {
            if (engine->m_process->isOutputClosed()) break;
            continue;
        }
        heardAnything = true;
        if (!line->starts_with("feature ")) continue;
        heardFeature = true;
        const auto at = line->find("myname=\"");
        if (at != std::string::npos) {
            const auto end = line->find('"', at + 8);
            if (end != std::string::npos) engine->m_name = line->substr(at + 8, end - at - 8);
        }
        if (line->find("done=1") != std::string::npos) return engine;
        now = Clock::now();
        if (line->find("done=0") != std::string::npos) {
            waitingForDone = true;
            deadline = now + kReadyTimeout;
        } else if (!waitingForDone) {
            deadline = now + kFeatureSilence;
        }
    }
    if (!heardAnything)
        return Error { "engine '" + path
            + (engine->m_process->isOutputClosed() ? "' exited during" : "' did not answer")
            + " the xboard handshake" };
    if (waitingForDone)
        return Error { "engine '" + path + "' said feature done=0 but never done=1" };
    return engine;
}

bool XboardEngine::send(std::string_view line) {
    return m_process->send(line);
}

std::optional<std::string> XboardEngine::readLine(std::chrono::milliseconds timeout) {
    return m_process->readLine(timeout);
}

} // namespace rochade::cli
