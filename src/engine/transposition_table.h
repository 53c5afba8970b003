// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: a fixed-size hash of search results, never larger than asked,
// shared by every thread of a search without a lock.
#pragma once

#include "rochade/core/move.h"
#include "zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

namespace rochade::engine {

enum class Bound : std::uint8_t {
    None,
    Upper,
    Lower,
    Exact
};

/// One stored search result, as probe() reads it back (the table packs it into a TtSlot).
struct TtEntry {
    std::uint32_t move = 0; ///< Move::raw()
    std::int32_t score = 0; ///< mate scores relative to the stored node (see search_impl.h)
    std::int16_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

/// How an entry lies in the table: two 64-bit words, `data` (the entry packed, see
/// transposition_table.cpp) and `keyXorData` (the position's whole hash XOR data). Every
/// thread of a search reads and writes the words with relaxed atomic loads and stores, so
/// there is no data race (and nothing for ThreadSanitizer to find), but two threads may
/// interleave: a reader can see one word of one store and the other word of another. Such
/// a torn slot decodes to hash ^ dataA ^ dataB, which matches the probed hash only if the
/// two data words are equal (then the slot is whole after all) or by a chance of 2^-64,
/// far below the chance of two positions sharing a hash. So a torn slot reads as empty,
/// and what probe() returns is always one store's data for the probed position. No lock,
/// no ordering: all the search needs of the table is that what it finds is consistent.
struct TtSlot {
    std::uint64_t keyXorData;
    std::uint64_t data;
};
static_assert(sizeof(TtSlot) == 16);
// The table lives in zero-filled pages: all-zero words must be the empty entry (data 0
// decodes to Bound::None).
static_assert(std::is_trivially_copyable_v<TtSlot> && std::is_trivially_destructible_v<TtSlot>);
static_assert(static_cast<int>(Bound::None) == 0);

/// A table of two-entry buckets. resize(), clear() and newSearch() belong to one thread
/// while no search runs; probe(), prefetch(), store() and hashfull() may run in any number
/// of threads at once (see TtSlot).
class TranspositionTable {
public:
    static constexpr std::size_t kBucketSize = 2;

    /// Allocates the largest power-of-two number of buckets that fits in `mib` MiB (at
    /// least one bucket; 0 is read as 1 MiB).
    explicit TranspositionTable(std::size_t mib = 64);

    void resize(std::size_t mib);
    void clear();
    /// Bytes held by the entries (what the size limit bounds).
    std::size_t sizeBytes() const { return m_count * sizeof(TtSlot); }
    /// Marks a new search so entries of earlier searches are replaced first.
    void newSearch() { ++m_generation; }

    /// The entry stored for `hash`, or nullopt.
    std::optional<TtEntry> probe(std::uint64_t hash) const;
    /// Starts loading `hash`'s bucket into the cache: called right after a move is made, the
    /// bucket arrives while the node does its first checks instead of stalling the probe.
    void prefetch(std::uint64_t hash) const {
        __builtin_prefetch(&m_slots[bucketIndex(hash) * kBucketSize]);
    }
    /// `depth` is clamped to 0..255 and `score` must lie within +-2^19.
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
    TtSlot* m_slots = nullptr;
    std::size_t m_count = 0;
    std::size_t m_mask = 0; ///< bucket count - 1
    std::uint8_t m_generation = 0;
};

} // namespace rochade::engine
