// SPDX-License-Identifier: GPL-3.0-or-later
// Importing a PGN file: streamed, checkpointed (games, their index segment and the file
// offset in one transaction), resumable, duplicates and bad games reported with their place.
// Two threads share the work: one reads and parses the PGN, the caller's thread encodes and
// stores each game; a bounded queue between them is all they share.
#include "bounded_queue.h"
#include "library_impl.h"

#include <array>
#include <chrono>
#include <exception>
#include <fstream>
#include <thread>

namespace rochade::library {

namespace {

/// Turns byte offsets of a file into line and column, reading the file once from the start
/// as the offsets asked for grow (it is asked only for duplicates and a resumed start).
class LineCounter {
public:
    explicit LineCounter(const std::filesystem::path& file)
        : m_file(file, std::ios::binary) { }

    /// The 1-based line and column of byte `offset`. Offsets must not decrease.
    std::pair<int, int> at(std::uint64_t offset) {
        std::array<char, 65536> buffer;
        while (m_offset < offset && m_file) {
            const auto want = static_cast<std::streamsize>(
                std::min<std::uint64_t>(buffer.size(), offset - m_offset));
            m_file.read(buffer.data(), want);
            const std::streamsize got = m_file.gcount();
            for (std::streamsize i = 0; i < got; ++i) {
                if (buffer[static_cast<std::size_t>(i)] == '\n') {
                    ++m_line;
                    m_column = 1;
                } else {
                    ++m_column;
                }
            }
            m_offset += static_cast<std::uint64_t>(got);
            if (got == 0) break;
        }
        return { m_line, m_column };
    }

private:
    std::ifstream m_file;
    std::uint64_t m_offset = 0;
    int m_line = 1;
    int m_column = 1;
};

/// What the reading thread hands over for one game, or, without a game, for the end.
struct ReadGame {
    std::optional<PgnGame> game;
    PgnRange range;
    bool complete = false;
    /// The reader's errors found since the previous hand-over, in file order.
    std::vector<PgnError> errors;
    /// At the end: the input could not be read to its end, or the reader threw.
    bool readFailed = false;
    std::exception_ptr failure;
};

/// Games are handed over in chunks, so that the threads meet once every few dozen games
/// rather than at every game (each meeting can cost a wake-up and a switch of thread); the
/// queue holds 8 chunks, 256 games: enough to smooth out long games, little memory.
constexpr std::size_t kGamesPerChunk = 32;
constexpr std::size_t kChunksReadAhead = 8;
using GameChunk = std::vector<ReadGame>;

/// The two ways between the threads: read chunks to the storing thread, and the chunks it
/// has stored back, so that the reading thread frees the games it allocated (freed on the
/// other thread, each free took the lock of the reader's malloc arena against the reader's
/// allocations: a quarter more CPU time, much of it waiting, in `perf`).
struct ChunkQueues {
    BoundedQueue<GameChunk> read { kChunksReadAhead };
    BoundedQueue<GameChunk> stored { 2 * kChunksReadAhead };
};

/// Reads every game of `in` into `queues.read`, the last chunk ending with an item without a
/// game; stops early when the queue is closed. Runs on its own thread and touches nothing else.
void readGamesInto(std::istream& in, ChunkQueues& queues) {
    GameChunk chunk;
    ReadGame end;
    try {
        PgnReader reader(in);
        std::size_t errorsSeen = 0;
        const auto newErrors = [&] {
            const std::vector<PgnError>& all = reader.errors();
            std::vector<PgnError> fresh(
                all.begin() + static_cast<std::ptrdiff_t>(errorsSeen), all.end());
            errorsSeen = all.size();
            return fresh;
        };
        for (;;) {
            std::optional<PgnGame> game = reader.next();
            if (!game) break;
            chunk.push_back({ std::move(game), reader.lastGameRange(), reader.lastGameComplete(),
                newErrors(), false, nullptr });
            if (chunk.size() == kGamesPerChunk) {
                if (!queues.read.push(std::move(chunk))) return;
                chunk = {};
                while (queues.stored.tryPop()) { } // freed here, where they were allocated
            }
        }
        end.errors = newErrors();
        end.readFailed = in.bad();
    } catch (...) {
        end.readFailed = true;
        end.failure = std::current_exception();
    }
    chunk.push_back(std::move(end));
    queues.read.push(std::move(chunk));
}

/// The reading thread, closed and joined however the import ends (an SQLite failure too).
class ReadingThread {
public:
    ReadingThread(std::istream& in, ChunkQueues& queues)
        : m_queues(queues)
        , m_thread([&in, &queues] { readGamesInto(in, queues); }) { }
    ~ReadingThread() {
        m_queues.read.close();
        m_thread.join();
    }
    ReadingThread(const ReadingThread&) = delete;
    ReadingThread& operator=(const ReadingThread&) = delete;

private:
    ChunkQueues& m_queues;
    std::thread m_thread;
};

struct ImportRow {
    std::uint64_t offset = 0;
    std::size_t games = 0;
    std::size_t duplicates = 0;
    std::size_t errors = 0;
};

} // namespace

ImportReport Library::importPgn(const std::filesystem::path& pgn, const ImportOptions& options) {
    ImportReport report;
    Impl& d = *m_impl;
    const std::string name = pgn.string();
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(pgn, ec)) in.open(pgn, std::ios::binary);
    if (!in.is_open()) {
        report.failure = Error { "cannot open '" + name + "'" };
        return report;
    }
    const std::uint64_t size = std::filesystem::file_size(pgn, ec);
    const auto mtime = static_cast<std::int64_t>(
        std::filesystem::last_write_time(pgn, ec).time_since_epoch().count());
    const std::string key = std::filesystem::weakly_canonical(pgn, ec).string();

    try {
        // An unfinished import of this same file goes on where it stopped.
        ImportRow row;
        {
            Statement q(*d.db,
                "SELECT size, mtime, offset, games, duplicates, errors, finished FROM imports "
                "WHERE path = ?1");
            q.bind(1, key);
            if (options.resume && q.step() && static_cast<std::uint64_t>(q.integer(0)) == size
                && q.integer(1) == mtime && q.integer(6) == 0) {
                row.offset = static_cast<std::uint64_t>(q.integer(2));
                row.games = static_cast<std::size_t>(q.integer(3));
                row.duplicates = static_cast<std::size_t>(q.integer(4));
                row.errors = static_cast<std::size_t>(q.integer(5));
            }
        }
        report.resumedFrom = row.offset;
        LineCounter lines(pgn);
        const auto [baseLine, baseColumn] = lines.at(row.offset);
        in.seekg(static_cast<std::streamoff>(row.offset));
        const auto place = [&, baseLine = baseLine, baseColumn = baseColumn](int line, int column) {
            return std::pair<int, int> { line + baseLine - 1,
                line == 1 ? column + baseColumn - 1 : column };
        };

        Statement saveRow(*d.db,
            "INSERT OR REPLACE INTO imports(path, size, mtime, offset, games, duplicates, "
            "errors, finished) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
        const std::int64_t collection = options.collection.empty() ? 0 : [&] {
            Transaction t(*d.db);
            const std::int64_t id = d.collectionId(options.collection);
            t.commit();
            return id;
        }();

        std::vector<IndexEntry> entries;
        std::size_t inBatch = 0;
        std::uint64_t offset = row.offset;
        bool readFailed = false;
        auto batch = std::make_unique<Transaction>(*d.db);
        const auto checkpoint = [&](bool finished) {
            d.index->writeSegment(entries);
            saveRow.reset()
                .bind(1, key)
                .bind(2, static_cast<std::int64_t>(size))
                .bind(3, mtime)
                .bind(4, static_cast<std::int64_t>(offset))
                .bind(5, static_cast<std::int64_t>(row.games))
                .bind(6, static_cast<std::int64_t>(row.duplicates))
                .bind(7, static_cast<std::int64_t>(row.errors))
                .bind(8, finished ? 1 : 0)
                .run();
            batch->commit();
            batch.reset();
            d.applyPendingFacts();
            d.mergeIndex();
            inBatch = 0;
            if (options.progress) options.progress(row.games + row.duplicates + row.errors, offset);
        };
        const auto reportErrors = [&](const std::vector<PgnError>& errors) {
            for (const PgnError& e : errors) {
                const auto [line, column] = place(e.line, e.column);
                ImportIssue issue { name, line, column, e.message, 0 };
                if (options.issue)
                    options.issue(issue);
                else if (report.errors.size() < kMaxReportedIssues)
                    report.errors.push_back(std::move(issue));
            }
        };

        // The queues outlive the thread that fills them; the thread ends before `in` does.
        // `offset` (what a checkpoint commits) is the end of the last game stored here, so
        // games read ahead but not yet stored are read again on resume.
        ChunkQueues queues;
        std::exception_ptr readerThrew;
        {
            const ReadingThread readingThread(in, queues);
            GameChunk chunk;
            std::size_t inChunk = 0;
            for (;;) {
                if (options.cancel && options.cancel->load()) {
                    report.cancelled = true;
                    break;
                }
                if (!batch) batch = std::make_unique<Transaction>(*d.db);
                if (inChunk == chunk.size()) {
                    // Back to the reading thread to be freed; if it is behind, freed here.
                    if (!chunk.empty() && !queues.stored.tryPush(chunk)) chunk.clear();
                    std::optional<GameChunk> next = queues.read.pop();
                    if (!next) break;
                    chunk = std::move(*next);
                    inChunk = 0;
                }
                ReadGame* const read = &chunk[inChunk++];
                reportErrors(read->errors);
                if (!read->game) {
                    readFailed = read->readFailed;
                    readerThrew = read->failure;
                    break;
                }
                const PgnGame& game = *read->game;
                const PgnRange range = read->range;
                offset = row.offset + range.end;
                if (game.tags.empty() && game.game.root().childCount() == 0) {
                    // A comment standing alone between games: no game to keep.
                } else if (!read->complete) {
                    ++report.skipped;
                    ++row.errors;
                } else {
                    const StoreOutcome outcome = d.store(game, entries, collection);
                    if (outcome.duplicate) {
                        const auto [line, column] = lines.at(row.offset + range.begin);
                        ImportIssue issue { name, line, column,
                            "duplicate of game " + std::to_string(outcome.id), outcome.id };
                        if (options.issue)
                            options.issue(issue);
                        else if (report.duplicates.size() < kMaxReportedIssues)
                            report.duplicates.push_back(std::move(issue));
                        ++report.duplicateCount;
                        ++row.duplicates;
                    } else {
                        ++report.imported;
                        ++row.games;
                    }
                    if (options.stored) options.stored(outcome.id, game, outcome.duplicate);
                }
                ++inBatch;
                if (inBatch >= std::max<std::size_t>(options.checkpointGames, 1)
                    || entries.size() >= kMaxHeldEntries)
                    checkpoint(false);
            }
        }
        if (readerThrew) std::rethrow_exception(readerThrew);
        if (readFailed) report.failure = Error { "cannot read '" + name + "'" };
        if (!batch) batch = std::make_unique<Transaction>(*d.db);
        checkpoint(!report.cancelled && !readFailed);
    } catch (const SqliteFailure& failure) {
        d.afterRollback();
        report.failure = Error { "library: " + failure.message };
    }
    return report;
}

} // namespace rochade::library
