// SPDX-License-Identifier: GPL-3.0-or-later
// The position index: sorted segments of (position hash, game, next move) entries, stored
// as delta-coded blocks of a few KB in the table index_blocks.
#pragma once

#include "index_block.h"
#include "sqlite.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace rochade::library {

/// Bytes of entries a block holds before the next one starts.
constexpr std::size_t kBlockBytes = 4096;
/// Segments of one level that make a merge into one of the next level.
constexpr int kSegmentsPerMerge = 8;
/// Segments above this level (a million entries and more: an import's checkpoints) are not
/// merged. A lookup reads a few blocks of each segment, so twenty of them cost well under a
/// millisecond, while merging them would rewrite the whole index again and again during a
/// large import and leave as much free space in the file.
constexpr int kHighestMergedLevel = 3;

/// The index tables of one database. Lives in the thread that uses the Database.
class PositionIndex {
public:
    explicit PositionIndex(Database& db);
    ~PositionIndex();
    PositionIndex(const PositionIndex&) = delete;
    PositionIndex& operator=(const PositionIndex&) = delete;

    /// Sorts `entries` and writes them as a new segment, of the level its size gives
    /// (inside the caller's transaction). Empties `entries`.
    void writeSegment(std::vector<IndexEntry>& entries);
    /// Calls `visit(game, next)` for every entry of `hash`, segment by segment.
    void lookup(std::uint64_t hash, const std::function<void(std::uint32_t, std::uint8_t)>& visit);
    /// Merges the segments of any level up to kHighestMergedLevel that has kSegmentsPerMerge
    /// or more into one, leaving out the entries of games `isLive` rejects (inside the
    /// caller's transaction). True if it merged anything.
    bool mergeIfNeeded(const std::function<bool(std::uint32_t)>& isLive);
    /// Rewrites the segments whose games include any of `games` without the entries of the
    /// games `isLive` rejects (inside the caller's transaction). A segment of an import holds
    /// a range of games, so removing games rewrites only the segments of their batches.
    void dropGames(
        std::span<const std::int64_t> games, const std::function<bool(std::uint32_t)>& isLive);
    /// Forgets the cached list of segments (after a rollback).
    void reloadSegments();
    std::size_t segmentCount();

private:
    struct Segment {
        std::int64_t id = 0;
        int level = 0;
        std::int64_t firstGame = 0; ///< smallest and largest game with entries in it
        std::int64_t lastGame = 0;
    };
    /// Writes sorted, distinct entries as blocks of segment `segment`.
    void writeBlocks(std::int64_t segment, const std::vector<IndexEntry>& sorted);
    void ensureSegments();
    void mergeSegments(
        const std::vector<std::int64_t>& ids, const std::function<bool(std::uint32_t)>& isLive);

    Database& m_db;
    Statement m_insertSegment;
    Statement m_insertBlock;
    Statement m_findBlocks;
    std::vector<Segment> m_segments;
    bool m_segmentsLoaded = false;
};

/// Sorts entries in the index's order: by hash as a signed number (as SQLite compares the
/// stored hashes), then game, then next; removes repeats.
void sortEntries(std::vector<IndexEntry>& entries);

} // namespace rochade::library
