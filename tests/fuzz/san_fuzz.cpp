// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the SAN and UCI move readers on a few fixed positions.
//
// Input: the first byte picks the start position, the rest is whitespace-separated move text.
// Each word is read with both parseSan() and parseUciMove(); an accepted move must be legal
// and must read back from its own SAN and UCI text. The move is then played, so the fuzzer
// can walk into positions deeper than the fixed ones.
#include "fuzz_check.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace rochade;
using rochade::fuzz::check;

namespace {

// Castling both ways, en passant, promotions with and without capture, and pieces that need
// file, rank or full-square disambiguation.
constexpr std::array<std::string_view, 8> kStarts = {
    kStartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "Q6Q/8/3k4/8/8/8/1K6/Q6Q w - - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "1r2k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1",
    "3k4/8/8/2N1N3/1N3N2/8/2N1N3/3K4 w - - 0 1",
};
constexpr std::size_t kMaxWords = 64;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    Position pos = parseFen(kStarts[data[0] % kStarts.size()]).value();
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    std::size_t start = 0;
    for (std::size_t words = 0; words < kMaxWords && start < text.size(); ++words) {
        std::size_t end = text.find_first_of(" \t\n\r", start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view word = text.substr(start, end - start);
        start = end + 1;
        if (word.empty()) continue;

        const Result<Move> san = parseSan(pos, word);
        const Result<Move> uci = parseUciMove(pos, word);
        if (!san.ok()) check(!san.error().message.empty(), "SAN error without a message", word);
        if (!uci.ok()) check(!uci.error().message.empty(), "UCI error without a message", word);
        for (const Result<Move>* r : { &san, &uci }) {
            if (!r->ok()) continue;
            const Move m = r->value();
            check(MoveGenerator::isLegal(pos, m), "reader returned an illegal move", word);
            const std::string written = toSan(pos, m);
            const Result<Move> back = parseSan(pos, written);
            check(back.ok() && back.value() == m, "toSan of the move does not read back", word);
            const Result<Move> backUci = parseUciMove(pos, toUci(pos, m, false));
            check(
                backUci.ok() && backUci.value() == m, "toUci of the move does not read back", word);
        }
        if (!san.ok() && !uci.ok()) continue;
        const Move m = san.ok() ? san.value() : uci.value();
        UndoInfo undo;
        pos.makeMove(m, undo);
        check(pos.isConsistent(), "position inconsistent after a parsed move", word);
        if (!MoveGenerator::hasLegalMove(pos)) break;
    }
    return 0;
}
