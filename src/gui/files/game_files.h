// SPDX-License-Identifier: GPL-3.0-or-later
// Game records for the window: PGN text and files, the autosave, and the recent files list.
#pragma once

#include "game/game_setup.h"
#include "rochade/core/game.h"
#include "rochade/core/pgn.h"

#include <QByteArray>
#include <QDate>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace rochade::gui {

/// A game ready to be put on the board: its history and who plays it (the human's colour is
/// resolved, never Random).
struct GameRecord {
    Game game;
    GameSetup setup;
};

/// What reading PGN text or a file found. Nothing here touches the running game: the
/// caller decides what to apply.
struct PgnRead {
    /// The games read, in order; after an error the last one may be the partial game.
    std::vector<PgnGame> games;
    /// Where and why parsing stopped.
    std::optional<PgnError> error;
    /// The file could not be read at all (then `games` is empty and `error` unset).
    QString ioError;
    /// The file's bytes as read (empty for text), so a game's place in it can be found.
    QByteArray bytes;
    /// Where each of `games` lies in `bytes` (PgnRange), in the same order.
    std::vector<PgnRange> ranges;

    bool ok() const { return !error && ioError.isEmpty(); }
};

class GameListModel;

/// The answers to "Save the changes before leaving the game?".
enum class SaveChoice {
    Save,
    Discard,
    Cancel
};

/// The questions the file actions ask. The window installs dialogs; tests install plain
/// functions, so no modal dialog ever blocks them.
struct FilePrompts {
    /// Picks one of the games of `games` (its index there, in file order); -1 cancels. The
    /// list may still be being read (GameListModel::isReading()): rows arrive while it asks,
    /// and an index beyond those read so far is waited for.
    std::function<int(GameListModel& games)> chooseGame;
    /// After a read error of the game to load (`text` says where and what): true loads its
    /// valid part.
    std::function<bool(const QString& text)> acceptPartial;
    /// Before leaving a game with unsaved changes (closing, a new game, another game).
    std::function<SaveChoice(const QString& question)> askSaveChanges;
    /// The file to save to, `suggested` offered first (a full path); empty cancels.
    std::function<QString(const QString& suggested)> chooseSavePath;
    /// The game cannot be saved where it came from (`text` says why): true saves it under
    /// another name instead.
    std::function<bool(const QString& text)> offerSaveAs;
    /// Reports a failure that nothing can be done about.
    std::function<void(const QString& title, const QString& text)> showError;
};

/// The most entries kept in the recent files list.
inline constexpr int kMaxRecentFiles = 8;

/// The tags Rochade writes: the seven-tag roster with the players' shown names and `date`,
/// then Mode, HumanColor (against the computer) and Level, from which toRecord() restores
/// the setup, and TimeControl ("300+3") when the game has a clock. Result is filled in by
/// writePgn().
std::vector<PgnTag> gameTags(const GameSetup& setup, Color human, const QString& whiteName,
    const QString& blackName, const QDate& date);

/// The game (start position and moves up to the current one) as PGN export text, with
/// `tags` and, when the line reaches a named opening, its ECO and Opening tags (those of
/// `tags`, if any, give way: they may describe another line).
QString gameToPgn(const Game& game, std::vector<PgnTag> tags);

/// Parses PGN text; never throws, whatever the input.
PgnRead readPgnText(const QString& text);
/// Reads and parses a PGN file (refusing files over 64 MiB).
PgnRead readPgnFile(const QString& path);

/// Writes `text` as UTF-8 through QSaveFile: either the whole new file is there afterwards
/// or the old one is left intact. The error in words, or nullopt on success.
std::optional<QString> writeTextFile(const QString& path, const QString& text);
/// As writeTextFile() for bytes written as they are.
std::optional<QString> writeBytesFile(const QString& path, const QByteArray& bytes);

/// "Line 12, column 5: <what is wrong>".
QString pgnErrorText(const PgnError& error);
/// One line for a game, as its file's list says it (gameListSummary()): "Morphy – Duke, 1-0,
/// 1858.??.??, moves: 17", or its event, round and first moves where it names no players.
QString pgnGameSummary(const PgnGame& game);

/// The game replayed, ended as its record says when the moves alone do not end it (the
/// result marker, for the reason its Termination tag names: PgnGame::toGame()). The setup
/// comes from the Mode/HumanColor/Level tags Rochade writes; a game from elsewhere is
/// hot-seat with the names from the White and Black tags.
GameRecord toRecord(const PgnGame& game);

/// True if a record is worth keeping as an autosave: moves played or a set-up start
/// position, and not over.
bool isResumable(const Game& game);

/// True if pasted `text` is meant as a FEN (its first word has the slashes of a FEN's
/// placement), whether or not it is a valid one; otherwise it is read as PGN.
bool looksLikeFen(const QString& text);
/// True if pasted `text` is a position or a game rather than a move for the move field: it
/// has more than one word, a slash or a tag.
bool isGameRecordText(const QString& text);

/// AppDataLocation/autosave.pgn (the directory is not created here).
QString defaultAutosavePath();

/// The recent files, newest first (from QSettings "files/recent").
QStringList recentFiles(QSettings& settings);
/// Puts `path` first in the recent files list, at most kMaxRecentFiles kept; returns it.
QStringList addRecentFile(QSettings& settings, const QString& path);

} // namespace rochade::gui
