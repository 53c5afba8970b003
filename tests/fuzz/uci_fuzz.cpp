// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the UCI session: any sequence of lines, and no crash, no hang, and no
// search left running once it is stopped.
//
// Each input is split into lines (at most kMaxLines) and fed to an in-process UciSession,
// exactly as rochade-cli's input thread does; `go` searches run on the session's own thread
// meanwhile. The session is made once and reused: a fresh one per input (with its 64 MiB
// table) ran at about one input per second under ASan. Each input therefore starts from
// `stop` and `position startpos`, so only the table's contents carry over. The harness sets
// Hash to 1 MiB and drops `setoption ... Hash ...` lines, which could allocate up to 1 GiB
// per input; the option's parsing is covered by the UCI session tests.
#include "fuzz_check.h"

#include "rochade/cli/uci_session.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

using rochade::fuzz::check;

namespace {

constexpr std::size_t kMaxLines = 48;

std::string lowerCase(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

bool setsHashOption(std::string_view line) {
    const std::string lower = lowerCase(line);
    return lower.find("setoption") != std::string::npos && lower.find("hash") != std::string::npos;
}

struct Fixture {
    std::ostringstream out;
    rochade::cli::UciSession session { out };
    Fixture() { static_cast<void>(session.handleLine("setoption name Hash value 1")); }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Fixture fixture;
    rochade::cli::UciSession& session = fixture.session;
    // No search runs between inputs, so nothing writes to the stream while it is reset.
    fixture.out.str({});
    static_cast<void>(session.handleLine("position startpos"));

    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    bool running = true;
    for (std::size_t lines = 0; running && lines < kMaxLines && start < text.size(); ++lines) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (setsHashOption(line)) continue;
        running = session.handleLine(line);
        check(running || !session.isSearching(), "a search is still running after quit", text);
    }
    static_cast<void>(session.handleLine("stop"));
    check(!session.isSearching(), "a search is still running after stop", text);
    return 0;
}
