// SPDX-License-Identifier: GPL-3.0-or-later
// The library's worker thread: requests posted to it, answers posted back.
#include "library/library_service.h"

#include <QFileInfo>
#include <QSaveFile>

#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>

namespace rochade::gui {

namespace {

std::filesystem::path libraryFsPath(const QString& path) {
    return std::filesystem::path(path.toStdU16String());
}

/// Reads the whole PGN file of `result.path` before anything is imported: sets the outcome
/// to Unreadable, BadGame (with the first error) or NoGames, or leaves it Imported when
/// every game reads. Stops early, as Cancelled, when `cancel` is set.
void checkOwnGamesFile(OwnGamesImport& result, const std::atomic<bool>& cancel) {
    using Outcome = OwnGamesImport::Outcome;
    const std::filesystem::path file = libraryFsPath(result.path);
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(file, ec)) in.open(file, std::ios::binary);
    if (!in.is_open()) {
        result.outcome = Outcome::Unreadable;
        return;
    }
    PgnReader reader(in);
    std::size_t games = 0;
    while (const std::optional<PgnGame> game = reader.next()) {
        if (!reader.errors().empty()) {
            result.outcome = Outcome::BadGame;
            result.error = reader.errors().front();
            return;
        }
        if (cancel.load()) {
            result.outcome = Outcome::Cancelled;
            return;
        }
        // A comment standing alone between games is no game (the import skips it too).
        if (!game->tags.empty() || game->game.root().childCount() > 0) ++games;
    }
    if (!reader.errors().empty()) {
        result.outcome = Outcome::BadGame;
        result.error = reader.errors().front();
    } else if (games == 0) {
        result.outcome = Outcome::NoGames;
    }
}

} // namespace

LibraryService::LibraryService(QObject* parent)
    : QObject(parent) {
    m_toWorker = new HandOffMailbox();
    m_toWorker->moveToThread(&m_thread);
    // Emitted in m_thread as its last act: everything the worker did happens before the join.
    connect(
        &m_thread, &QThread::finished, this, [this] { tsanRelease(&m_threadEnd); },
        Qt::DirectConnection);
    m_thread.setObjectName(QStringLiteral("library"));
    m_thread.start(QThread::LowPriority);
}

LibraryService::~LibraryService() {
    shutdown();
}

void LibraryService::shutdown() {
    if (!m_toWorker) return;
    m_cancelImport.store(true);
    m_thread.quit();
    m_thread.wait();
    tsanAcquire(&m_threadEnd);
    // The thread has finished: nothing runs with the library any more.
    delete m_toWorker;
    m_toWorker = nullptr;
    m_library.reset();
    m_open = false;
}

void LibraryService::post(std::function<void(library::Library&)> work) {
    if (!m_toWorker) return;
    m_toWorker->post([this, work = std::move(work)] {
        if (!m_library) {
            answer([this] { emit failed(tr("No library is open.")); });
            return;
        }
        work(*m_library);
    });
}

void LibraryService::open(const QString& path) {
    if (!m_toWorker) return;
    m_path = path;
    m_toWorker->post([this, path] {
        m_library.reset();
        auto result = library::Library::open(libraryFsPath(path));
        if (!result.ok()) {
            const QString text = QString::fromStdString(result.error().message);
            answer([this, text] { emit failed(text); });
            return;
        }
        m_library = std::move(result).value();
        answer([this, path] {
            m_open = true;
            emit opened(path);
        });
    });
}

void LibraryService::explore(const Position& position, const library::GameFilter& filter) {
    const quint64 id = ++m_nextId;
    m_latestExplore.store(id);
    post([this, id, position, filter](library::Library& lib) {
        if (m_latestExplore.load() != id) return; // a newer request replaced it
        auto moves = lib.explore(position, filter);
        answer([this, id, position, moves = std::move(moves)] {
            if (m_latestExplore.load() == id) emit explored(position, moves);
        });
    });
}

void LibraryService::findPosition(const Position& position, std::size_t limit) {
    const quint64 id = ++m_nextId;
    m_latestSearch.store(id);
    post([this, id, position, limit](library::Library& lib) {
        if (m_latestSearch.load() != id) return;
        auto hits = lib.findPosition(position, limit);
        answer([this, id, hits = std::move(hits)] {
            if (m_latestSearch.load() == id) emit positionsFound(hits);
        });
    });
}

void LibraryService::findMaterial(const QString& pattern, std::size_t limit) {
    const auto parsed = library::MaterialPattern::parse(pattern.toStdString());
    if (!parsed.ok()) {
        emit failed(QString::fromStdString(parsed.error().message));
        return;
    }
    const quint64 id = ++m_nextId;
    m_latestSearch.store(id);
    post([this, id, material = parsed.value(), limit](library::Library& lib) {
        if (m_latestSearch.load() != id) return;
        auto hits = lib.findMaterial(material, limit);
        answer([this, id, hits = std::move(hits)] {
            if (m_latestSearch.load() == id) emit positionsFound(hits);
        });
    });
}

void LibraryService::fetchGames(quint64 requestId, const library::GameFilter& filter,
    library::GameOrder order, std::size_t offset, std::size_t limit) {
    post([this, requestId, filter, order, offset, limit](library::Library& lib) {
        auto rows = lib.games(filter, order, offset, limit);
        answer([this, requestId, offset, rows = std::move(rows)] {
            emit gamesFetched(requestId, offset, rows);
        });
    });
}

void LibraryService::countGames(quint64 requestId, const library::GameFilter& filter) {
    post([this, requestId, filter](library::Library& lib) {
        const std::size_t count = lib.countGames(filter);
        answer([this, requestId, count] { emit gamesCounted(requestId, count); });
    });
}

quint64 LibraryService::loadGame(library::GameId id, int ply) {
    const quint64 requestId = ++m_nextId;
    post([this, requestId, id, ply](library::Library& lib) {
        auto game = lib.game(id);
        if (!game.ok()) {
            const QString text = QString::fromStdString(game.error().message);
            answer([this, text] { emit failed(text); });
            return;
        }
        answer([this, requestId, id, game = std::move(game).value(), ply] {
            emit gameLoaded(requestId, id, game, ply);
        });
    });
    return requestId;
}

void LibraryService::importPgn(const QString& path) {
    m_cancelImport.store(false);
    const auto fileBytes = std::uint64_t(QFileInfo(path).size());
    post([this, path, fileBytes](library::Library& lib) {
        library::ImportOptions options;
        options.cancel = &m_cancelImport;
        // Small checkpoints: the window shows progress often, and Cancel keeps what is read.
        options.checkpointGames = 2000;
        options.progress = [this, fileBytes](std::size_t games, std::uint64_t bytes) {
            answer(
                [this, games, bytes, fileBytes] { emit importProgress(games, bytes, fileBytes); });
        };
        auto report = lib.importPgn(libraryFsPath(path), options);
        answer([this, report = std::move(report)] {
            emit importFinished(report);
            emit libraryChanged();
        });
    });
}

void LibraryService::importOwnGames(
    const QString& path, std::function<bool(const std::string&)> isPlayer) {
    m_cancelImport.store(false);
    const auto fileBytes = std::uint64_t(QFileInfo(path).size());
    post([this, path, fileBytes, isPlayer = std::move(isPlayer)](library::Library& lib) {
        using Outcome = OwnGamesImport::Outcome;
        OwnGamesImport result;
        result.path = path;
        checkOwnGamesFile(result, m_cancelImport);
        if (result.outcome != Outcome::Imported) {
            answer([this, result = std::move(result)] { emit ownGamesImported(result); });
            return;
        }
        std::set<library::GameId> seen;
        // A file of one's own games names the same few people again and again.
        std::unordered_map<std::string, bool> named;
        const auto namesPlayer = [&](std::string_view tag) {
            const auto [known, added] = named.try_emplace(std::string(tag), false);
            if (added && isPlayer) known->second = isPlayer(known->first);
            return known->second;
        };
        library::ImportOptions options;
        options.cancel = &m_cancelImport;
        options.checkpointGames = 2000;
        options.resume = false;
        // Duplicates are expected here (the file imported before): counted, not listed.
        options.issue = [](const library::ImportIssue&) {};
        options.stored = [&](library::GameId id, const PgnGame& game, bool) {
            if (!seen.insert(id).second) return;
            result.games.push_back({ id, namesPlayer(game.tag("White").value_or("")),
                namesPlayer(game.tag("Black").value_or("")) });
        };
        options.progress = [this, fileBytes](std::size_t games, std::uint64_t bytes) {
            answer(
                [this, games, bytes, fileBytes] { emit importProgress(games, bytes, fileBytes); });
        };
        const library::ImportReport report = lib.importPgn(libraryFsPath(path), options);
        result.added = report.imported;
        if (report.failure) {
            result.outcome = Outcome::LibraryFailed;
            result.libraryError = QString::fromStdString(report.failure->message);
        } else if (report.cancelled) {
            result.outcome = Outcome::Cancelled;
        }
        answer([this, result = std::move(result)] {
            emit ownGamesImported(result);
            emit libraryChanged();
        });
    });
}

void LibraryService::addGame(const PgnGame& game) {
    post([this, game](library::Library& lib) {
        const auto added = lib.addGame(game);
        if (!added.ok()) {
            const QString text = QString::fromStdString(added.error().message);
            answer([this, text] { emit failed(text); });
            return;
        }
        const library::GameId id = added.value();
        answer([this, id] {
            emit gameAdded(id);
            emit libraryChanged();
        });
    });
}

void LibraryService::removeGames(const std::vector<library::GameId>& ids) {
    post([this, ids](library::Library& lib) {
        const auto removed = lib.removeGames(ids);
        const QString text
            = removed.ok() ? QString() : QString::fromStdString(removed.error().message);
        answer([this, text] {
            if (!text.isEmpty()) emit failed(text);
            emit libraryChanged();
        });
    });
}

void LibraryService::setTags(library::GameId id, const std::vector<PgnTag>& tags) {
    post([this, id, tags](library::Library& lib) {
        const auto set = lib.setTags(id, tags);
        const QString text = set.ok() ? QString() : QString::fromStdString(set.error().message);
        answer([this, text] {
            if (!text.isEmpty()) emit failed(text);
            emit libraryChanged();
        });
    });
}

void LibraryService::exportGames(const std::vector<library::GameId>& ids, const QString& path) {
    post([this, ids, path](library::Library& lib) {
        // Written whole or not at all: QSaveFile replaces the file only on commit().
        QSaveFile file(path);
        QString error;
        std::size_t written = 0;
        if (!file.open(QIODevice::WriteOnly)) error = file.errorString();
        for (std::size_t i = 0; error.isEmpty() && i < ids.size(); ++i) {
            auto game = lib.game(ids[i]);
            if (!game.ok()) {
                error = QString::fromStdString(game.error().message);
                break;
            }
            std::string text = writePgn(game.value());
            if (i + 1 < ids.size()) text += '\n';
            if (file.write(text.data(), qint64(text.size())) != qint64(text.size()))
                error = file.errorString();
            ++written;
        }
        if (error.isEmpty() && !file.commit()) error = file.errorString();
        answer([this, error, written, path] {
            if (error.isEmpty())
                emit exported(written, path);
            else
                emit failed(error);
        });
    });
}

} // namespace rochade::gui
