// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: a fixed-size hash of search results, never larger than asked.
#pragma once

#include "rochade/core/move.h"
#include "zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace rochade::engine {

enum class Bound : std::uint8_t {
    None,
    Upper,
    Lower,
    Exact
};

/// One stored search result. 16 bytes: the key's upper half verifies the slot (its lower
/// bits chose the bucket).
struct TtEntry {
    std::uint32_t key = 0;
    std::uint32_t move = 0; ///< Move::raw()
    std::int32_t score = 0; ///< mate scores relative to the stored node (see search.cpp)
    std::int16_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};
static_assert(sizeof(TtEntry) == 16);
// The table lives in zero-filled pages: an all-zero entry must be the empty entry.
static_assert(std::is_trivially_copyable_v<TtEntry> && std::is_trivially_destructible_v<TtEntry>);
static_assert(static_cast<int>(Bound::None) == 0);

/// A table of two-entry buckets. Lives in the searcher's thread; not thread-safe.
class TranspositionTable {
public:
    static constexpr std::size_t kBucketSize = 2;

    /// Allocates the largest power-of-two number of buckets that fits in `mib` MiB (at
    /// least one bucket; 0 is read as 1 MiB).
    explicit TranspositionTable(std::size_t mib = 64);

    void resize(std::size_t mib);
    void clear();
    /// Bytes held by the entries (what the size limit bounds).
    std::size_t sizeBytes() const { return m_count * sizeof(TtEntry); }
    /// Marks a new search so entries of earlier searches are replaced first.
    void newSearch() { ++m_generation; }

    /// The entry for `hash`, or nullptr.
    const TtEntry* probe(std::uint64_t hash) const;
    /// Starts loading `hash`'s bucket into the cache: called right after a move is made, the
    /// bucket arrives while the node does its first checks instead of stalling the probe.
    void prefetch(std::uint64_t hash) const {
        __builtin_prefetch(&m_entries[bucketIndex(hash) * kBucketSize]);
    }
    void store(std::uint64_t hash, Move move, int score, int depth, Bound bound);

    /// Permille of the first 1000 entries used by the current search (UCI "hashfull").
    int hashfull() const;

private:
    /// Fresh zero pages for `count` entries with bucket mask `mask`; throws std::bad_alloc
    /// and changes nothing if they are refused.
    void replaceStorage(std::size_t count, std::size_t mask);
    std::size_t bucketIndex(std::uint64_t hash) const {
        return static_cast<std::size_t>(hash) & m_mask;
    }

    /// Fresh zero pages on each resize() and clear(): see ZeroedPages for why.
    ZeroedPages m_pages;
    TtEntry* m_entries = nullptr;
    std::size_t m_count = 0;
    std::size_t m_mask = 0; ///< bucket count - 1
    std::uint8_t m_generation = 0;
};

} // namespace rochade::engine
