// SPDX-License-Identifier: GPL-3.0-or-later
// One game of the corpus: a named opening line, then moves by a cheap rule, then an end.
#pragma once

#include "corpus_world.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rochade::corpus {

/// Appends game number `number` of the corpus of `seed` to `out`, as PGN export format (the
/// tags, a blank line, the movetext wrapped at 79 columns, a blank line). The game depends
/// only on (world, seed, number), never on the games before it. For each fraction f of
/// `fenAt` (in [0, 1)), appends to `fens` the FEN of the main line's position after
/// floor(f * (plies + 1)) plies: positions drawn from the games, for the explorer benchmark.
void writeCorpusGame(const CorpusWorld& world, std::uint64_t seed, std::uint64_t number,
    std::span<const double> fenAt, std::string& out, std::vector<std::string>& fens);

} // namespace rochade::corpus
