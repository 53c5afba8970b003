// SPDX-License-Identifier: GPL-3.0-or-later
// The games of a PGN file as a table, read on a worker thread as a stream: rows appear as the
// file is read, and memory grows by a small row a game, not by the games.
#pragma once

#include "files/game_list.h"
#include "files/game_table.h"
#include "rochade/core/pgn.h"

#include <QAbstractTableModel>
#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

namespace rochade::gui {

class HandOffMailbox;

/// A game read again from where its file's list says it lies.
struct ListedGame {
    PgnGame game;
    QByteArray bytes; ///< the game's bytes in the file (PgnRange)
};

/// Reads the game at `range` of the file `path`: the bytes there, read alone (a game with an
/// error gives its valid part, as it did in the list). Nullopt if the file cannot be read
/// there or holds no game there.
std::optional<ListedGame> readListedGame(const QString& path, PgnRange range);

/// An error of a file listed, and the row it concerns.
struct GameListError {
    PgnError error;
    /// The row of the game that had it; or, when `ofRow` is false (an error before anything
    /// of a game was read, such as binary data), the row of the next game.
    int row = 0;
    bool ofRow = true;
};

/// The games of one PGN file, one GameListRow a game in file order, in the columns of
/// GameColumn, read by the core's
/// streaming reader (PgnReader over a stream) on a thread of its own: read() returns at
/// once, and the rows arrive in batches (rowsInserted), the first ones within a few
/// milliseconds, the rest every 50 ms or so. Memory: the rows (about 150 bytes a game) and
/// the reader's piece of the file; no game is kept. Lives in the GUI thread; the worker
/// thread touches nothing of it but a mailbox, and is stopped and joined by cancel(), by
/// read() and by the destructor. The memory freed by the destructor is given back to the
/// system (glibc keeps it otherwise: the window stayed at 721 MB after a big file).
class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// The data to sort by: the number for Number and Moves, else the text shown.
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit GameListModel(QObject* parent = nullptr);
    ~GameListModel() override;

    /// Forgets the rows and begins reading `path` on the worker thread. False (with
    /// ioError() set, nothing read) if the file cannot be opened.
    bool read(const QString& path);
    /// Lists the games of a text already read (pasted PGN), named `name` ("The clipboard").
    void listGames(const std::vector<PgnGame>& games, const QString& name);
    /// Stops the reading at once; the rows read so far stay, and readingFinished() is emitted.
    void cancel();
    bool isReading() const { return m_reading; }
    /// True if the reading was stopped by cancel() before the end of the file.
    bool wasCancelled() const { return m_cancelled; }
    /// The file read (absolute path); empty before read() and for a text.
    QString path() const { return m_path; }
    /// What the games are named by: the file's name, or the name given to listGames().
    QString name() const { return m_name; }
    /// Why the file could not be read, or empty.
    QString ioError() const { return m_ioError; }
    /// The file's size when reading began, and how far the reading has come (bytes).
    qint64 fileSize() const { return m_fileSize; }
    qint64 bytesRead() const { return m_bytesRead; }
    /// True if the rows are (or, while reading, will be) the games of the file as it is: it
    /// has the size and the time of last change it had when reading began, and the reading
    /// was not cancelled.
    bool listsFileAsItIs() const;

    int gameCount() const { return int(m_rows.size()); }
    /// Precondition: 0 <= i < gameCount().
    const GameListRow& row(int i) const { return m_rows[std::size_t(i)]; }
    /// The errors found so far, in file order.
    const std::vector<GameListError>& errors() const { return m_errors; }
    /// The error of the game in row `i`, or null if it was read whole.
    const PgnError* errorOf(int i) const;
    /// True if the file had an error up to and including the game of row `i`: where that
    /// game begins and ends is then the reader's guess.
    bool hasErrorUpTo(int i) const;
    /// True if every word of `words` appears (ignoring case) in a text of row `i`.
    bool rowMatches(int i, const std::vector<GameListWord>& words) const;
    /// One line for row `i` (gameListSummary()).
    QString summary(int i) const { return gameListSummary(row(i)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// One batch of the worker's reading; public for the worker's hand-off only.
    struct Batch {
        std::vector<GameListRow> rows;
        std::vector<GameListError> errors;
        std::uint64_t bytesRead = 0;
        bool last = false;
    };

signals:
    /// The reading ended: the end of the file, cancel(), or a read error.
    void readingFinished();

private:
    void stopWorker();
    void receive(std::uint64_t generation, Batch batch);

    HandOffMailbox* m_mailbox;
    std::vector<GameListRow> m_rows;
    std::vector<GameListError> m_errors;
    QString m_path;
    QString m_name;
    QString m_ioError;
    qint64 m_fileSize = 0;
    qint64 m_bytesRead = 0;
    QDateTime m_fileTime;
    /// Counts the readings: a batch posted by an earlier one is dropped.
    std::uint64_t m_generation = 0;
    bool m_reading = false;
    bool m_cancelled = false;
    std::jthread m_worker; ///< last: stopped and joined before the rest is destroyed
};

} // namespace rochade::gui
