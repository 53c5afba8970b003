// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: a fixed-size hash of search results, never larger than asked.
#include "transposition_table.h"

#include <algorithm>
#include <utility>

namespace rochade::engine {

namespace {
std::uint32_t verifier(std::uint64_t hash) {
    return static_cast<std::uint32_t>(hash >> 32);
}
} // namespace

TranspositionTable::TranspositionTable(std::size_t mib) {
    resize(mib);
}

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t bytes = std::max<std::size_t>(mib, 1) * 1024 * 1024;
    const std::size_t bucketBytes = kBucketSize * sizeof(TtEntry);
    std::size_t buckets = 1;
    while (buckets * 2 * bucketBytes <= bytes)
        buckets *= 2;
    replaceStorage(buckets * kBucketSize, buckets - 1);
    m_generation = 0;
}

void TranspositionTable::replaceStorage(std::size_t count, std::size_t mask) {
    // Asked for before the old pages go: if the kernel refuses, bad_alloc leaves the table as
    // it was. The new pages are only address space until written, so both at once cost nothing.
    ZeroedPages pages(count * sizeof(TtEntry));
    m_pages = std::move(pages);
    m_entries = static_cast<TtEntry*>(m_pages.data());
    m_count = count;
    m_mask = mask;
}

void TranspositionTable::clear() {
    // New zero pages instead of writing every entry: instant, and nothing resident.
    replaceStorage(m_count, m_mask);
    m_generation = 0;
}

const TtEntry* TranspositionTable::probe(std::uint64_t hash) const {
    const TtEntry* bucket = &m_entries[bucketIndex(hash) * kBucketSize];
    const std::uint32_t key = verifier(hash);
    for (std::size_t i = 0; i < kBucketSize; ++i)
        if (bucket[i].bound != Bound::None && bucket[i].key == key) return &bucket[i];
    return nullptr;
}

void TranspositionTable::store(std::uint64_t hash, Move move, int score, int depth, Bound bound) {
    TtEntry* bucket = &m_entries[bucketIndex(hash) * kBucketSize];
    const std::uint32_t key = verifier(hash);
    // Same position: overwrite in place. Otherwise replace the entry that is worth least:
    // an empty one, else one from an older search, else the shallower one.
    TtEntry* target = nullptr;
    for (std::size_t i = 0; i < kBucketSize; ++i)
        if (bucket[i].bound != Bound::None && bucket[i].key == key) {
            target = &bucket[i];
            break;
        }
    if (target) {
        // A shallow look (quiescence) does not replace a deeper result of this search,
        // unless it is exact.
        if (depth + 2 < target->depth && bound != Bound::Exact
            && target->generation == m_generation)
            return;
        // Keep a known best move when the new result has none.
        if (move.isNull()) move = Move::fromRaw(target->move);
    } else {
        auto worth = [this](const TtEntry& e) {
            if (e.bound == Bound::None) return -1000;
            return e.depth - (e.generation == m_generation ? 0 : 256);
        };
        target = &bucket[0];
        for (std::size_t i = 1; i < kBucketSize; ++i)
            if (worth(bucket[i]) < worth(*target)) target = &bucket[i];
    }
    target->key = key;
    target->move = move.raw();
    target->score = score;
    target->depth = static_cast<std::int16_t>(depth);
    target->bound = bound;
    target->generation = m_generation;
}

int TranspositionTable::hashfull() const {
    const std::size_t n = std::min<std::size_t>(1000, m_count);
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (m_entries[i].bound != Bound::None && m_entries[i].generation == m_generation) ++used;
    return n == 0 ? 0 : static_cast<int>(used * 1000 / static_cast<int>(n));
}

} // namespace rochade::engine
