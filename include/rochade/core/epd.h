// SPDX-License-Identifier: GPL-3.0-or-later
// Extended Position Description: one position a line, with operations such as bm, am, id.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace rochade {

/// One EPD operation: `bm Qxf7+ Nd5;` is opcode "bm" with operands {"Qxf7+", "Nd5"}; a
/// quoted operand (`id "WAC.001";`) is given without its quotes.
struct EpdOperation {
    std::string opcode;
    std::vector<std::string> operands;
};

/// One EPD record: the position and its operations in the order written.
struct EpdRecord {
    Position position;
    std::vector<EpdOperation> operations;

    /// The first operation with `opcode`, or nullptr.
    const EpdOperation* find(std::string_view opcode) const;
};

/// Reads one EPD line: the four position fields of FEN (placement, side, castling, en
/// passant), then operations `opcode operand...;`. Also accepted, as the test suites in
/// circulation write them: the two FEN clock fields after the four (when both are numbers),
/// a last operation without its ';', operands in double quotes holding spaces or ';'.
/// `hmvc` and `fmvn` operations set the clocks. Errors name the field or operation; the
/// position is checked as parseFen() checks it. SAN operands are not read here: they need
/// the position (parseSan()).
Result<EpdRecord> parseEpd(std::string_view line);

/// True if `line` holds no record: empty, only blanks, or a comment starting with '#'.
bool isEpdBlankOrComment(std::string_view line);

} // namespace rochade
