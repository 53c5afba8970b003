// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the FEN reader: any accepted FEN must be a sound, writable position.
#include "fuzz_check.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace rochade;
using rochade::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Result<Position> parsed = parseFen(text);
    if (!parsed.ok()) {
        check(!parsed.error().message.empty(), "a rejected FEN must say why", text);
        return 0;
    }
    const Position& pos = parsed.value();
    check(pos.isConsistent(), "parsed position is inconsistent", text);
    check(!validatePosition(pos).has_value(), "parsed position fails validatePosition", text);

    // 1. The written FEN reads back as the same position and is written identically again.
    const std::string fen = toFen(pos);
    Result<Position> again = parseFen(fen);
    check(again.ok(), "toFen output does not parse", fen);
    check(again.value() == pos, "toFen round trip changes the position", fen);
    check(toFen(again.value()) == fen, "toFen is not stable", fen);

    // 2. Every legal move can be played, written in SAN and UCI, read back, and taken back.
    const MoveList moves = MoveGenerator::legalMoves(pos);
    check(static_cast<int>(moves.size()) == MoveGenerator::countLegalMoves(pos),
        "countLegalMoves disagrees with legalMoves", fen);
    check(moves.empty() != MoveGenerator::hasLegalMove(pos),
        "hasLegalMove disagrees with legalMoves", fen);
    Position work = pos;
    for (const Move m : moves) {
        check(MoveGenerator::isLegal(pos, m), "generated move is not isLegal", fen);
        const std::string san = toSan(pos, m);
        Result<Move> fromSan = parseSan(pos, san);
        check(fromSan.ok() && fromSan.value() == m, "SAN of a legal move does not read back", fen);
        for (const bool chess960 : { false, true }) {
            Result<Move> fromUci = parseUciMove(pos, toUci(pos, m, chess960));
            check(fromUci.ok() && fromUci.value() == m, "UCI of a legal move does not read back",
                fen);
        }

        UndoInfo undo;
        work.makeMove(m, undo);
        check(work.isConsistent(), "position inconsistent after makeMove", fen);
        check(!validatePosition(work).has_value(), "legal move leads to an invalid position", fen);
        static_cast<void>(MoveGenerator::countLegalMoves(work));
        work.unmakeMove(m, undo);
        check(work == pos, "unmakeMove does not restore the position", fen);
    }
    return 0;
}
