// SPDX-License-Identifier: GPL-3.0-or-later
// The game library on its own thread: every call to rochade::library::Library runs there,
// never on the GUI thread, and its answers come back as signals.
#pragma once

#include "engines/thread_hand_off.h"
#include "rochade/library/library.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rochade::gui {

/// A game of the library, and which of its sides bear the player's name.
struct MarkedGame {
    library::GameId id = 0;
    bool whiteIsPlayer = false;
    bool blackIsPlayer = false;
};

/// What LibraryService::importOwnGames() did with a file.
struct OwnGamesImport {
    enum class Outcome {
        Imported, ///< every game is in the library (`added` of them new)
        Cancelled, ///< stopped (the program closing): `games` holds those read so far
        Unreadable, ///< the file could not be opened: nothing changed
        BadGame, ///< `error` names the first error: nothing changed
        NoGames, ///< the file holds no game: nothing changed
        LibraryFailed, ///< the library could not be written (`libraryError`)
    };
    QString path;
    Outcome outcome = Outcome::Imported;
    /// Each game of the file once (a game the file repeats, once), in file order: its id in
    /// the library and the sides with the player's name.
    std::vector<MarkedGame> games;
    /// How many of `games` the library did not hold before.
    std::size_t added = 0;
    PgnError error;
    QString libraryError;
};

/// Owns one QThread and the Library object used in it (opened by open(), at
/// <data dir>/library.sqlite in the window, in a temporary folder in the tests). Lives in the
/// GUI thread; each request is a function posted to the worker thread (HandOffMailbox), each
/// answer one posted back and emitted here. Requests run in the order they were made.
///
/// The explorer and the position search are superseded: each request gets an id, and only
/// the answer to the latest one is emitted (the worker also skips a request that a newer one
/// replaced before it started), so the dock never shows the moves of a position the board
/// has left. An import is cancelled by cancelImport() (a direct, thread-safe flag the
/// library polls between games) and resumes where it stopped when started again.
class LibraryService : public QObject {
    Q_OBJECT
public:
    explicit LibraryService(QObject* parent = nullptr);
    /// Calls shutdown().
    ~LibraryService() override;

    /// Opens (creating it if missing) the library file `path`; opened() or failed() answers.
    void open(const QString& path);
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }

    /// The moves played from `position` in the games `filter` lets through: explored().
    void explore(const Position& position, const library::GameFilter& filter);
    /// The games reaching `position`, or with the material `pattern` (if it parses):
    /// positionsFound().
    void findPosition(const Position& position, std::size_t limit);
    void findMaterial(const QString& pattern, std::size_t limit);
    /// A page of the game table: gamesFetched() with `requestId` echoed.
    void fetchGames(quint64 requestId, const library::GameFilter& filter, library::GameOrder order,
        std::size_t offset, std::size_t limit);
    void countGames(quint64 requestId, const library::GameFilter& filter);
    /// One whole game: gameLoaded() with the returned request id and `ply` echoed (the ply
    /// to show it at).
    quint64 loadGame(library::GameId id, int ply);

    /// Imports the PGN file `path`: importProgress() after each checkpoint, importFinished().
    void importPgn(const QString& path);
    /// "These are my games": the PGN file `path` read whole first and refused at its first
    /// error (nothing imported); then imported from its start (never resumed), so that every
    /// game's id is known, whether new or held already, and each White and Black tag asked
    /// of `isPlayer` (in the library's thread, once a name: it must be thread-safe), so that
    /// a big file costs the GUI thread nothing per game: ownGamesImported().
    void importOwnGames(const QString& path, std::function<bool(const std::string&)> isPlayer);
    /// Thread-safe: stops the running import after the game being read (what is read stays).
    void cancelImport() { m_cancelImport.store(true); }
    /// Adds a game played in the window (a duplicate is reported, not stored twice):
    /// gameAdded() or failed().
    void addGame(const PgnGame& game);
    void removeGames(const std::vector<library::GameId>& ids);
    void setTags(library::GameId id, const std::vector<PgnTag>& tags);
    /// Writes the games `ids` (in that order) to `path` atomically, as writePgn() writes them.
    void exportGames(const std::vector<library::GameId>& ids, const QString& path);

    /// Joins the thread (after cancelling an import) and closes the library. Idempotent.
    void shutdown();

signals:
    void opened(const QString& path);
    /// Something could not be done: the library's own words.
    void failed(const QString& text);
    void explored(const Position& position, const std::vector<library::ExplorerMove>& moves);
    void positionsFound(const std::vector<library::PositionHit>& hits);
    void gamesFetched(
        quint64 requestId, std::size_t offset, const std::vector<library::GameRow>& rows);
    void gamesCounted(quint64 requestId, std::size_t count);
    void gameLoaded(quint64 requestId, library::GameId id, const PgnGame& game, int ply);
    void importProgress(std::size_t games, std::uint64_t bytes, std::uint64_t fileBytes);
    void importFinished(const library::ImportReport& report);
    void ownGamesImported(const rochade::gui::OwnGamesImport& result);
    void gameAdded(library::GameId id);
    /// Games were added, removed or changed: tables showing them should fetch again.
    void libraryChanged();
    void exported(std::size_t games, const QString& path);

private:
    /// Runs `work` in the worker thread with the library (skipped, with failed(), when none
    /// is open).
    void post(std::function<void(library::Library&)> work);
    /// Emits in the GUI thread what `emitter` emits.
    void answer(std::function<void()> emitter) { m_fromWorker.post(std::move(emitter)); }

    QThread m_thread;
    HandOffMailbox* m_toWorker = nullptr; ///< lives in m_thread
    HandOffMailbox m_fromWorker; ///< lives in the GUI thread
    /// Touched only in m_thread (created and destroyed there, or after the join).
    std::unique_ptr<library::Library> m_library;
    std::atomic<bool> m_cancelImport { false };
    std::atomic<quint64> m_latestExplore { 0 };
    std::atomic<quint64> m_latestSearch { 0 };
    quint64 m_nextId = 0;
    bool m_open = false;
    QString m_path;
    int m_threadEnd = 0; ///< the ThreadSanitizer edge of the join
};

} // namespace rochade::gui
