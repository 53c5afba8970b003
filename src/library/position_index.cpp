// SPDX-License-Identifier: GPL-3.0-or-later
// The position index's segments: writing, looking up, merging (blocks: index_block.h).
#include "position_index.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <map>
#include <optional>

namespace rochade::library {

namespace {

std::int64_t signedHash(std::uint64_t hash) {
    return std::bit_cast<std::int64_t>(hash);
}

bool entryLess(const IndexEntry& a, const IndexEntry& b) {
    const std::int64_t ha = signedHash(a.hash);
    const std::int64_t hb = signedHash(b.hash);
    if (ha != hb) return ha < hb;
    if (a.game != b.game) return a.game < b.game;
    return a.next < b.next;
}

bool entryEqual(const IndexEntry& a, const IndexEntry& b) {
    return a.hash == b.hash && a.game == b.game && a.next == b.next;
}

/// Builds blocks from entries given in index order and hands each finished one on.
class BlockWriter {
public:
    explicit BlockWriter(
        std::function<void(std::uint64_t, std::uint64_t, const std::vector<std::uint8_t>&)> flush)
        : m_flush(std::move(flush)) { }

    void add(const IndexEntry& e) {
        if (!m_pending.empty() && m_bytes >= kBlockBytes) finish();
        // Rough size: enough to cut blocks near kBlockBytes.
        m_bytes += m_pending.empty() || e.hash != m_pending.back().hash ? 8 : 2;
        m_pending.push_back(e);
    }
    void finish() {
        if (m_pending.empty()) return;
        const std::vector<std::uint8_t> data = encodeBlock(m_pending);
        m_flush(m_pending.front().hash, m_pending.back().hash, data);
        m_pending.clear();
        m_bytes = 0;
    }

private:
    std::function<void(std::uint64_t, std::uint64_t, const std::vector<std::uint8_t>&)> m_flush;
    std::vector<IndexEntry> m_pending;
    std::size_t m_bytes = 0;
};

/// A segment's tier by its size: 0 below 2,048 entries, then one more for each factor of 8,
/// so that a game added alone never makes a merge rewrite an import's large segments.
int levelOf(std::int64_t entries) {
    int level = 0;
    for (std::int64_t size = 2048; entries >= size && level < 20; size *= kSegmentsPerMerge)
        ++level;
    return level;
}

} // namespace

void sortEntries(std::vector<IndexEntry>& entries) {
    std::sort(entries.begin(), entries.end(), entryLess);
    entries.erase(std::unique(entries.begin(), entries.end(), entryEqual), entries.end());
}

PositionIndex::PositionIndex(Database& db)
    : m_db(db)
    , m_insertSegment(db,
          "INSERT INTO index_segments(level, entries, first_game, last_game) "
          "VALUES(?1, ?2, ?3, ?4)")
    , m_insertBlock(
          db, "INSERT INTO index_blocks(segment, first_hash, last_hash, data) VALUES(?1,?2,?3,?4)")
    , m_findBlocks(db,
          "SELECT first_hash, data FROM index_blocks WHERE segment = ?1 AND last_hash >= ?2 "
          "ORDER BY last_hash") {
}

PositionIndex::~PositionIndex() = default;

void PositionIndex::ensureSegments() {
    if (m_segmentsLoaded) return;
    m_segments.clear();
    Statement list(m_db, "SELECT id, level, first_game, last_game FROM index_segments ORDER BY id");
    while (list.step())
        m_segments.push_back({ list.integer(0), static_cast<int>(list.integer(1)), list.integer(2),
            list.integer(3) });
    m_segmentsLoaded = true;
}

void PositionIndex::reloadSegments() {
    m_segmentsLoaded = false;
}

std::size_t PositionIndex::segmentCount() {
    ensureSegments();
    return m_segments.size();
}

void PositionIndex::writeBlocks(std::int64_t segment, const std::vector<IndexEntry>& sorted) {
    BlockWriter writer(
        [&](std::uint64_t first, std::uint64_t last, const std::vector<std::uint8_t>& data) {
            m_insertBlock.reset()
                .bind(1, segment)
                .bind(2, signedHash(first))
                .bind(3, signedHash(last))
                .bindBlob(4, data)
                .run();
        });
    for (const IndexEntry& e : sorted)
        writer.add(e);
    writer.finish();
}

void PositionIndex::writeSegment(std::vector<IndexEntry>& entries) {
    if (entries.empty()) return;
    ensureSegments();
    sortEntries(entries);
    const auto size = static_cast<std::int64_t>(entries.size());
    std::int64_t firstGame = entries.front().game;
    std::int64_t lastGame = firstGame;
    for (const IndexEntry& e : entries) {
        firstGame = std::min<std::int64_t>(firstGame, e.game);
        lastGame = std::max<std::int64_t>(lastGame, e.game);
    }
    m_insertSegment.reset()
        .bind(1, levelOf(size))
        .bind(2, size)
        .bind(3, firstGame)
        .bind(4, lastGame)
        .run();
    const std::int64_t id = m_db.lastInsertId();
    writeBlocks(id, entries);
    m_segments.push_back({ id, levelOf(size), firstGame, lastGame });
    entries.clear();
    entries.shrink_to_fit();
}

void PositionIndex::lookup(
    std::uint64_t hash, const std::function<void(std::uint32_t, std::uint8_t)>& visit) {
    ensureSegments();
    const std::int64_t key = signedHash(hash);
    for (const Segment& segment : m_segments) {
        m_findBlocks.reset().bind(1, segment.id).bind(2, key);
        // Blocks in hash order from the first that may hold `hash`; a position with many
        // games spans several blocks.
        while (m_findBlocks.step()) {
            if (m_findBlocks.integer(0) > key) break;
            const auto first = std::bit_cast<std::uint64_t>(m_findBlocks.integer(0));
            // Entries are in hash order: the scan stops past `hash`.
            scanBlock(first, m_findBlocks.blob(1), [&](const IndexEntry& e) {
                if (e.hash == hash) visit(e.game, e.next);
                return signedHash(e.hash) <= key;
            });
        }
    }
    m_findBlocks.reset();
}

bool PositionIndex::mergeIfNeeded(const std::function<bool(std::uint32_t)>& isLive) {
    ensureSegments();
    bool merged = false;
    for (bool again = true; again;) {
        again = false;
        std::map<int, std::vector<std::int64_t>> byLevel;
        for (const Segment& s : m_segments)
            byLevel[s.level].push_back(s.id);
        for (const auto& [level, ids] : byLevel) {
            if (level > kHighestMergedLevel
                || ids.size() < static_cast<std::size_t>(kSegmentsPerMerge))
                continue;
            mergeSegments(ids, isLive);
            merged = again = true;
            break;
        }
    }
    return merged;
}

void PositionIndex::dropGames(
    std::span<const std::int64_t> games, const std::function<bool(std::uint32_t)>& isLive) {
    ensureSegments();
    std::vector<std::int64_t> affected;
    for (const Segment& s : m_segments)
        for (std::int64_t g : games)
            if (g >= s.firstGame && g <= s.lastGame) {
                affected.push_back(s.id);
                break;
            }
    for (std::int64_t id : affected)
        mergeSegments({ id }, isLive);
}

void PositionIndex::mergeSegments(
    const std::vector<std::int64_t>& ids, const std::function<bool(std::uint32_t)>& isLive) {
    // A k-way merge that holds one decoded block per segment, so a merge of large segments
    // costs no more memory than a small one.
    struct Cursor {
        std::unique_ptr<Statement> blocks;
        std::vector<IndexEntry> entries;
        std::size_t at = 0;
        bool done = false;
    };
    std::vector<Cursor> cursors;
    for (std::int64_t id : ids) {
        Cursor c;
        c.blocks = std::make_unique<Statement>(m_db,
            "SELECT first_hash, data FROM index_blocks WHERE segment = ?1 ORDER BY last_hash");
        c.blocks->bind(1, id);
        cursors.push_back(std::move(c));
    }
    const auto refill = [](Cursor& c) {
        while (c.at >= c.entries.size()) {
            if (!c.blocks->step()) {
                c.done = true;
                return;
            }
            c.entries = decodeBlock(
                std::bit_cast<std::uint64_t>(c.blocks->integer(0)), c.blocks->blob(1));
            c.at = 0;
        }
    };
    for (Cursor& c : cursors)
        refill(c);

    m_insertSegment.reset().bind(1, 0).bind(2, 0).bind(3, 0).bind(4, 0).run();
    const std::int64_t target = m_db.lastInsertId();
    std::int64_t written = 0;
    std::int64_t firstGame = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastGame = 0;
    BlockWriter writer(
        [&](std::uint64_t first, std::uint64_t last, const std::vector<std::uint8_t>& data) {
            m_insertBlock.reset()
                .bind(1, target)
                .bind(2, signedHash(first))
                .bind(3, signedHash(last))
                .bindBlob(4, data)
                .run();
        });
    std::optional<IndexEntry> previous;
    for (;;) {
        Cursor* best = nullptr;
        for (Cursor& c : cursors)
            if (!c.done && (!best || entryLess(c.entries[c.at], best->entries[best->at])))
                best = &c;
        if (!best) break;
        const IndexEntry e = best->entries[best->at++];
        refill(*best);
        if (previous && entryEqual(*previous, e)) continue;
        previous = e;
        if (!isLive(e.game)) continue;
        writer.add(e);
        ++written;
        firstGame = std::min<std::int64_t>(firstGame, e.game);
        lastGame = std::max<std::int64_t>(lastGame, e.game);
    }
    writer.finish();
    cursors.clear();

    // A merge goes at least one level up, so that one that dropped many removed games'
    // entries does not leave a level as full as it was; a segment rewritten alone keeps its.
    int level = levelOf(written);
    for (const Segment& s : m_segments)
        if (std::find(ids.begin(), ids.end(), s.id) != ids.end())
            level = std::max(level, ids.size() > 1 ? s.level + 1 : s.level);
    if (written == 0) firstGame = 0;
    Statement count(m_db,
        "UPDATE index_segments SET entries = ?2, level = ?3, first_game = ?4, last_game = ?5 "
        "WHERE id = ?1");
    count.bind(1, target)
        .bind(2, written)
        .bind(3, level)
        .bind(4, firstGame)
        .bind(5, lastGame)
        .run();
    Statement dropBlocks(m_db, "DELETE FROM index_blocks WHERE segment = ?1");
    Statement dropSegment(m_db, "DELETE FROM index_segments WHERE id = ?1");
    for (std::int64_t id : ids) {
        dropBlocks.reset().bind(1, id).run();
        dropSegment.reset().bind(1, id).run();
    }
    std::erase_if(m_segments,
        [&](const Segment& s) { return std::find(ids.begin(), ids.end(), s.id) != ids.end(); });
    m_segments.push_back({ target, level, firstGame, lastGame });
}

} // namespace rochade::library
