// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a PGN file as a table, read as a stream on a worker thread.
#include "files/game_list_model.h"

#include "engines/thread_hand_off.h"
#include "files/game_files.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QStyle>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <optional>
#include <utility>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rochade::gui {

namespace {

using ListingClock = std::chrono::steady_clock;

/// How often the worker hands over what it read, and the most rows a batch holds.
constexpr auto kListingBatchInterval = std::chrono::milliseconds(50);
constexpr std::size_t kMaxListingBatchRows = 8192;
/// A list long enough that giving its memory back is worth the walk through the heap.
constexpr std::size_t kRowsWorthTrimming = 4096;

/// Reads the games of `file` and hands them over in batches to `deliver` (called on this
/// thread), until the end of the file or a stop. Runs on the worker thread.
void readGameListing(std::stop_token stop, const std::string& file,
    const std::function<void(GameListModel::Batch)>& deliver) {
    std::ifstream input(file, std::ios::binary);
    GameListModel::Batch batch;
    if (!input) {
        batch.last = true;
        batch.errors.push_back({ { "The file cannot be read.", 0, 0, std::nullopt }, 0, false });
        deliver(std::move(batch));
        return;
    }
    PgnReader reader(input);
    int rows = 0;
    std::size_t errorsSeen = 0;
    bool delivered = false;
    auto lastDelivery = ListingClock::now();
    // New errors of the reader: those of the game just read if it is incomplete, else (and
    // at the end) errors between games.
    auto takeErrors = [&](bool ofRow, int row) {
        const std::vector<PgnError>& errors = reader.errors();
        for (; errorsSeen < errors.size(); ++errorsSeen)
            batch.errors.push_back({ errors[errorsSeen], row, ofRow });
    };
    while (!stop.stop_requested()) {
        std::optional<PgnGame> game = reader.next();
        if (!game) break;
        GameListRow row(*game, reader.lastGameRange(), reader.lastGameComplete());
        batch.bytesRead = reader.lastGameRange().end;
        if (row.isEmpty() && !row.isComplete()) {
            takeErrors(false, rows); // an error before anything of a game: no row to show
            continue;
        }
        takeErrors(!row.isComplete(), rows);
        batch.rows.push_back(std::move(row));
        ++rows;
        // The first two rows at once: the window decides from them whether to ask at all.
        const auto now = ListingClock::now();
        if ((!delivered && rows >= 2) || batch.rows.size() >= kMaxListingBatchRows
            || now - lastDelivery >= kListingBatchInterval) {
            deliver(std::exchange(batch, {}));
            delivered = true;
            lastDelivery = now;
        }
    }
    takeErrors(false, rows);
    batch.last = true;
    deliver(std::move(batch));
}

/// Gives the memory freed back to the system: glibc keeps freed small blocks in its arenas
/// (the worker thread's too), so the resident size would stay where the biggest list left it.
void returnFreedMemoryToSystem() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace

std::optional<ListedGame> readListedGame(const QString& path, PgnRange range) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(qint64(range.begin))) return std::nullopt;
    ListedGame listed;
    listed.bytes = file.read(qint64(range.size()));
    if (listed.bytes.size() != qint64(range.size())) return std::nullopt;
    PgnReader reader(std::string_view(listed.bytes.constData(), std::size_t(listed.bytes.size())));
    std::optional<PgnGame> game = reader.next();
    if (!game) return std::nullopt;
    listed.game = std::move(*game);
    return listed;
}

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_mailbox(new HandOffMailbox(this)) {
}

GameListModel::~GameListModel() {
    stopWorker();
    const bool big = m_rows.size() > kRowsWorthTrimming;
    std::vector<GameListRow>().swap(m_rows);
    if (big) returnFreedMemoryToSystem();
}

void GameListModel::stopWorker() {
    if (!m_worker.joinable()) return;
    m_worker.request_stop();
    m_worker.join();
}

bool GameListModel::read(const QString& path) {
    stopWorker();
    ++m_generation;
    beginResetModel();
    std::vector<GameListRow>().swap(m_rows);
    m_errors.clear();
    endResetModel();
    const QFileInfo info(path);
    m_path = info.absoluteFilePath();
    m_name = info.fileName();
    m_fileSize = info.size();
    m_fileTime = info.lastModified();
    m_bytesRead = 0;
    m_cancelled = false;
    m_ioError.clear();
    QFile probe(m_path);
    if (!probe.open(QIODevice::ReadOnly)) {
        m_ioError = QObject::tr("Cannot open %1: %2").arg(path, probe.errorString());
        m_reading = false;
        return false;
    }
    probe.close();
    m_reading = true;
    const std::uint64_t generation = m_generation;
    HandOffMailbox* mailbox = m_mailbox;
    auto deliver = [this, mailbox, generation](Batch batch) {
        mailbox->post([this, generation, batch = std::move(batch)]() mutable {
            receive(generation, std::move(batch));
        });
    };
    m_worker = std::jthread([file = QFile::encodeName(m_path).toStdString(), deliver](
                                std::stop_token stop) { readGameListing(stop, file, deliver); });
    return true;
}

void GameListModel::listGames(const std::vector<PgnGame>& games, const QString& name) {
    stopWorker();
    ++m_generation;
    beginResetModel();
    m_rows.clear();
    m_errors.clear();
    for (const PgnGame& game : games)
        m_rows.emplace_back(game, PgnRange {}, true);
    endResetModel();
    m_path.clear();
    m_name = name;
    m_fileSize = 0;
    m_bytesRead = 0;
    m_reading = false;
    m_cancelled = false;
    m_ioError.clear();
}

void GameListModel::cancel() {
    if (!m_reading) return;
    stopWorker();
    ++m_generation; // what the worker posted before it stopped is dropped
    m_reading = false;
    m_cancelled = true;
    emit readingFinished();
}

void GameListModel::receive(std::uint64_t generation, Batch batch) {
    if (generation != m_generation || !m_reading) return;
    if (!batch.rows.empty()) {
        const int first = gameCount();
        beginInsertRows({}, first, first + int(batch.rows.size()) - 1);
        m_rows.insert(m_rows.end(), std::make_move_iterator(batch.rows.begin()),
            std::make_move_iterator(batch.rows.end()));
        endInsertRows();
    }
    m_errors.insert(m_errors.end(), batch.errors.begin(), batch.errors.end());
    m_bytesRead = qint64(batch.bytesRead);
    if (batch.last) {
        m_bytesRead = m_fileSize;
        m_rows.shrink_to_fit();
        stopWorker(); // it has ended: joined at once
        m_reading = false;
        emit readingFinished();
    }
}

bool GameListModel::listsFileAsItIs() const {
    if (m_path.isEmpty() || m_cancelled || !m_ioError.isEmpty()) return false;
    const QFileInfo info(m_path);
    return info.exists() && info.size() == m_fileSize && info.lastModified() == m_fileTime;
}

const PgnError* GameListModel::errorOf(int i) const {
    for (const GameListError& e : m_errors)
        if (e.ofRow && e.row == i) return &e.error;
    return nullptr;
}

bool GameListModel::hasErrorUpTo(int i) const {
    return !m_errors.empty() && m_errors.front().row <= i;
}

bool GameListModel::rowMatches(int i, const std::vector<GameListWord>& words) const {
    const GameListRow& r = row(i);
    return std::all_of(
        words.begin(), words.end(), [&](const GameListWord& word) { return word.isFoundIn(r); });
}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : gameCount();
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : GameColumn::Count;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= gameCount()) return {};
    const GameListRow& r = row(index.row());
    const int column = index.column();
    const PgnError* error = r.isComplete() ? nullptr : errorOf(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case kSortRole:
        switch (column) {
        case GameColumn::Number:
            return index.row() + 1;
        case GameColumn::White:
            return r.known(GameListField::White);
        case GameColumn::Black:
            return r.known(GameListField::Black);
        case GameColumn::Result:
            return gameListResultText(r.result());
        case GameColumn::Date:
            return r.text(GameListField::Date);
        case GameColumn::Event:
            return r.known(GameListField::Event);
        case GameColumn::Round:
            return r.known(GameListField::Round);
        case GameColumn::Eco:
            return r.known(GameListField::Eco);
        case GameColumn::Opening:
            return r.known(GameListField::Opening);
        case GameColumn::Moves:
            return role == kSortRole ? QVariant(r.plies()) : QVariant(int(r.plies() + 1) / 2);
        case GameColumn::FirstMoves:
            return r.text(GameListField::FirstMoves);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (error) return pgnErrorText(*error);
        return summary(index.row());
    case Qt::DecorationRole:
        if (error && column == GameColumn::Number)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::TextAlignmentRole:
        if (isNumericGameColumn(column)) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::InitialSortOrderRole) return int(Qt::AscendingOrder);
    if (role != Qt::DisplayRole) return {};
    return gameColumnTitle(section);
}

} // namespace rochade::gui
