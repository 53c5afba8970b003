// SPDX-License-Identifier: GPL-3.0-or-later
// One block of the position index: sorted entries packed into bits.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace rochade::library {

/// One position of one game: the Zobrist hash, the game, and the canonical index of the
/// move played from it (kGameEnds where the game ends).
struct IndexEntry {
    std::uint64_t hash = 0;
    std::uint32_t game = 0;
    std::uint8_t next = 0;
};

/// Packs entries sorted in the index's order (hash as a signed number, game, next; no
/// repeats). The first entry's hash is not stored: it is the block's first_hash column.
///
/// Layout: varint count, varint base (the smallest game), one byte k, one byte w, then bits
/// (least significant first). The first entry: game - base in w bits, next in 8 bits. Each
/// further entry: one bit "same position as the previous entry"; if set, the game's
/// difference to the previous game (entries are sorted by game within a position) in Elias
/// gamma code of difference + 1; else the hash's difference to the previous hash minus one
/// in Rice code with k low bits (a quotient of 32 or more is written as 32 ones and the
/// whole 64-bit value), then game - base in w bits; then next in 8 bits.
///
/// Why bits: the hashes of a segment are random, so a difference needs about
/// 64 - log2(entries) bits, which varints round up to whole 7-bit groups; game numbers need
/// log2(games) bits, not three bytes. On 100,000 games of 87 plies this made the index
/// about a fifth smaller than varints (see docs/architecture.md).
std::vector<std::uint8_t> encodeBlock(std::span<const IndexEntry> sorted);

/// Calls `visit` for the entries of a block in order (its first hash given) until it
/// returns false. A damaged block gives fewer or wrong entries, never a read outside `data`.
void scanBlock(std::uint64_t firstHash, std::span<const std::uint8_t> data,
    const std::function<bool(const IndexEntry&)>& visit);
/// The entries of a block (its first hash given). A damaged block gives fewer or wrong
/// entries, never a read outside `data`.
std::vector<IndexEntry> decodeBlock(std::uint64_t firstHash, std::span<const std::uint8_t> data);

} // namespace rochade::library
