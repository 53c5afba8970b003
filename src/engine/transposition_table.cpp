// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: a fixed-size hash of search results, never larger than asked,
// shared by every thread of a search without a lock (see TtSlot for why that is safe).
#include "transposition_table.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <utility>

namespace rochade::engine {

namespace {

// An entry packed into one 64-bit word:
//
//   bits  0..20  the move (Move::raw(): 21 bits)
//   bits 21..40  the score + 2^19 (scores, mates included, stay within +-2^19)
//   bits 41..48  the depth, 0..255
//   bits 49..50  the bound (Bound::None = 0: an all-zero word is the empty entry)
//   bits 51..58  the generation
constexpr unsigned kScoreShift = 21;
constexpr unsigned kDepthShift = 41;
constexpr unsigned kBoundShift = 49;
constexpr unsigned kGenerationShift = 51;
constexpr std::int64_t kScoreOffset = std::int64_t { 1 } << 19;
constexpr std::uint64_t kMoveMask = (std::uint64_t { 1 } << 21) - 1;
constexpr std::uint64_t kScoreMask = (std::uint64_t { 1 } << 20) - 1;

std::uint64_t packTtEntry(std::uint32_t move, int score, int depth, Bound bound, std::uint8_t gen) {
    assert(move <= kMoveMask);
    assert(score > -kScoreOffset && score < kScoreOffset);
    const auto storedDepth = static_cast<std::uint64_t>(std::clamp(depth, 0, 255));
    return std::uint64_t { move } | static_cast<std::uint64_t>(score + kScoreOffset) << kScoreShift
        | storedDepth << kDepthShift
        | std::uint64_t { static_cast<std::uint8_t>(bound) } << kBoundShift
        | std::uint64_t { gen } << kGenerationShift;
}

Bound ttBound(std::uint64_t data) {
    return static_cast<Bound>((data >> kBoundShift) & 3);
}
std::uint8_t ttGeneration(std::uint64_t data) {
    return static_cast<std::uint8_t>(data >> kGenerationShift);
}
int ttDepth(std::uint64_t data) {
    return static_cast<int>((data >> kDepthShift) & 0xFF);
}

TtEntry unpackTtEntry(std::uint64_t data) {
    TtEntry e;
    e.move = static_cast<std::uint32_t>(data & kMoveMask);
    e.score = static_cast<std::int32_t>(
        static_cast<std::int64_t>((data >> kScoreShift) & kScoreMask) - kScoreOffset);
    e.depth = static_cast<std::int16_t>(ttDepth(data));
    e.bound = ttBound(data);
    e.generation = ttGeneration(data);
    return e;
}

/// One slot's two words, each loaded on its own (relaxed): they may come from two stores.
struct LoadedSlot {
    std::uint64_t key; ///< the hash this slot claims to hold (keyXorData ^ data)
    std::uint64_t data;
};

LoadedSlot loadTtSlot(TtSlot& slot) {
    const std::uint64_t keyXorData
        = std::atomic_ref<std::uint64_t>(slot.keyXorData).load(std::memory_order_relaxed);
    const std::uint64_t data
        = std::atomic_ref<std::uint64_t>(slot.data).load(std::memory_order_relaxed);
    return { keyXorData ^ data, data };
}

void storeTtSlot(TtSlot& slot, std::uint64_t key, std::uint64_t data) {
    std::atomic_ref<std::uint64_t>(slot.keyXorData).store(key ^ data, std::memory_order_relaxed);
    std::atomic_ref<std::uint64_t>(slot.data).store(data, std::memory_order_relaxed);
}

} // namespace

static_assert(std::atomic_ref<std::uint64_t>::required_alignment <= alignof(TtSlot));

TranspositionTable::TranspositionTable(std::size_t mib) {
    resize(mib);
}

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t bytes = std::max<std::size_t>(mib, 1) * 1024 * 1024;
    const std::size_t bucketBytes = kBucketSize * sizeof(TtSlot);
    std::size_t buckets = 1;
    while (buckets * 2 * bucketBytes <= bytes)
        buckets *= 2;
    replaceStorage(buckets * kBucketSize, buckets - 1);
    m_generation = 0;
}

void TranspositionTable::replaceStorage(std::size_t count, std::size_t mask) {
    // Asked for before the old pages go: if the kernel refuses, bad_alloc leaves the table as
    // it was. The new pages are only address space until written, so both at once cost nothing.
    ZeroedPages pages(count * sizeof(TtSlot));
    m_pages = std::move(pages);
    m_slots = static_cast<TtSlot*>(m_pages.data());
    m_count = count;
    m_mask = mask;
}

void TranspositionTable::clear() {
    // New zero pages instead of writing every entry: instant, and nothing resident.
    replaceStorage(m_count, m_mask);
    m_generation = 0;
}

std::optional<TtEntry> TranspositionTable::probe(std::uint64_t hash) const {
    TtSlot* bucket = &m_slots[bucketIndex(hash) * kBucketSize];
    for (std::size_t i = 0; i < kBucketSize; ++i) {
        const LoadedSlot slot = loadTtSlot(bucket[i]);
        if (slot.key == hash && ttBound(slot.data) != Bound::None) return unpackTtEntry(slot.data);
    }
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t hash, Move move, int score, int depth, Bound bound) {
    TtSlot* bucket = &m_slots[bucketIndex(hash) * kBucketSize];
    std::array<LoadedSlot, kBucketSize> loaded;
    for (std::size_t i = 0; i < kBucketSize; ++i)
        loaded[i] = loadTtSlot(bucket[i]);
    // Same position: overwrite in place. Otherwise replace the entry that is worth least:
    // an empty one, else one from an older search, else the shallower one. (Another thread
    // may change the bucket meanwhile; then this choice was made on an old view, which
    // costs at most a useful entry, never a wrong one.)
    std::size_t target = kBucketSize;
    for (std::size_t i = 0; i < kBucketSize; ++i)
        if (loaded[i].key == hash && ttBound(loaded[i].data) != Bound::None) {
            target = i;
            break;
        }
    if (target < kBucketSize) {
        const std::uint64_t old = loaded[target].data;
        // A shallow look (quiescence) does not replace a deeper result of this search,
        // unless it is exact.
        if (depth + 2 < ttDepth(old) && bound != Bound::Exact && ttGeneration(old) == m_generation)
            return;
        // Keep a known best move when the new result has none.
        if (move.isNull()) move = Move::fromRaw(static_cast<std::uint32_t>(old & kMoveMask));
    } else {
        auto worth = [this](std::uint64_t data) {
            if (ttBound(data) == Bound::None) return -1000;
            return ttDepth(data) - (ttGeneration(data) == m_generation ? 0 : 256);
        };
        target = 0;
        for (std::size_t i = 1; i < kBucketSize; ++i)
            if (worth(loaded[i].data) < worth(loaded[target].data)) target = i;
    }
    storeTtSlot(bucket[target], hash, packTtEntry(move.raw(), score, depth, bound, m_generation));
}

int TranspositionTable::hashfull() const {
    const std::size_t n = std::min<std::size_t>(1000, m_count);
    int used = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t data = loadTtSlot(m_slots[i]).data;
        if (ttBound(data) != Bound::None && ttGeneration(data) == m_generation) ++used;
    }
    return n == 0 ? 0 : static_cast<int>(used * 1000 / static_cast<int>(n));
}

} // namespace rochade::engine
