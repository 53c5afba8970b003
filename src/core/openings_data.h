// SPDX-License-Identifier: GPL-3.0-or-later
// The opening tables compiled into the core (resources/openings/*.tsv, made into a source
// file by embed_openings.cmake at build time).
#pragma once

#include <span>
#include <string_view>

namespace rochade::detail {

/// One embedded file: its name ("a.tsv") and its whole text.
struct EmbeddedTable {
    std::string_view name;
    std::string_view text;
};

/// The five ECO volumes, A to E, in that order. The texts live as long as the program.
std::span<const EmbeddedTable> embeddedOpeningTables();

} // namespace rochade::detail
