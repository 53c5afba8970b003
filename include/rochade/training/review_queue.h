// SPDX-License-Identifier: GPL-3.0-or-later
// The games waiting for the background review, and the ones it has done, in one durable file.
#pragma once

#include "rochade/core/error.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// Whose mistakes a queued game is reviewed for.
enum class ReviewSide {
    White,
    Black,
    /// The record says: a game played in Rochade against the computer (tags Mode
    /// "VsComputer" and HumanColor); any other game is skipped.
    FromRecord,
};

enum class ReviewState {
    Queued,
    Reviewed,
    /// Not reviewed and never tried again: the game is gone, or its player is not known.
    Skipped,
};

/// One game of the queue: a game of the library, by id.
struct QueuedGame {
    std::int64_t libraryGameId = 0;
    ReviewSide side = ReviewSide::FromRecord;
    ReviewState state = ReviewState::Queued;
    /// Cards the review added (Reviewed only).
    int cards = 0;

    friend bool operator==(const QueuedGame&, const QueuedGame&) = default;
};

/// The background review's memory: every game ever queued, in the order queued, with what
/// became of it, so that no game is reviewed twice, also after a restart. Read whole by
/// open(), written whole and atomically by save() (writeFileAtomically()). The file is text:
///
///     rochade-review-queue	1
///     game	4711	record	reviewed	2
///     game	4712	white	queued	0
///     count	2
///
/// (library game id, side, state, cards added). A file cut short, of a later version, or
/// damaged anywhere is refused with its line, and never written over by open()'s caller
/// (save() is the only writer). Lives in one thread.
class ReviewQueue {
public:
    /// The queue of the file at `path`; an empty queue if there is no file yet.
    static Result<ReviewQueue> open(std::string path);
    /// The queue read from `text` (for tests), `path` only for its messages and save().
    static Result<ReviewQueue> parse(std::string path, std::string_view text);

    const std::string& path() const { return m_path; }
    const std::vector<QueuedGame>& games() const { return m_games; }

    /// Queues the game; false (and nothing changes) if it was ever queued, whatever became
    /// of it: a game is never reviewed twice.
    bool add(std::int64_t libraryGameId, ReviewSide side);
    /// The first game still queued, or null.
    const QueuedGame* next() const;
    /// Records what became of a queued game; false if it is not in the queue.
    bool finish(std::int64_t libraryGameId, ReviewState state, int cards = 0);
    /// Games still queued.
    std::size_t pending() const;

    /// The file's text.
    std::string text() const;
    /// Writes the file atomically; the error says what failed (the file is then as it was).
    Result<bool> save() const;

private:
    explicit ReviewQueue(std::string path)
        : m_path(std::move(path)) { }

    std::string m_path;
    std::vector<QueuedGame> m_games;
};

} // namespace rochade::training
