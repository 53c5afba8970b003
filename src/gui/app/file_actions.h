// SPDX-License-Identifier: GPL-3.0-or-later
// Opening games: PGN files (one of many in a file), clipboard FEN and PGN, recent files and
// dropped files.
#pragma once

#include "files/game_files.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QMimeData;
class QWidget;

namespace rochade::gui {

class DocumentActions;
class GameController;
class GameListModel;

/// Owns the Open and clipboard actions and the Open recent menu, and puts the games they
/// read into the controller through DocumentActions, which keeps them as documents (and asks
/// about unsaved changes before one is left). Lives in the GUI thread.
///
/// A PGN file is listed by a GameListModel, read as a stream on its worker thread: the game
/// chooser shows the rows as they come, and only the chosen game is read whole, again, from
/// its place in the file. The list is kept while the game on the board belongs to its file,
/// so the file's other games are offered again without reading it again (unless it changed),
/// and it is freed (its memory given back) once the game belongs to another file or none.
class FileActions : public QObject {
    Q_OBJECT
public:
    /// Loads into `controller` and `documentActions` (neither owned); asks with dialogs over
    /// `window` (unless setFilePrompts() says otherwise).
    FileActions(GameController* controller, DocumentActions* documentActions, QWidget* window);
    ~FileActions() override;

    QAction* openAction() const { return m_openAction; }
    QMenu* recentMenu() const { return m_recentMenu; }
    QAction* copyFenAction() const { return m_copyFenAction; }
    QAction* pasteFenAction() const { return m_pasteFenAction; }
    QAction* copyPgnAction() const { return m_copyPgnAction; }
    QAction* pastePgnAction() const { return m_pastePgnAction; }

    /// Replaces the questions opening a game asks (dialogs by default).
    void setFilePrompts(FilePrompts prompts);
    /// True if `data` (a drag) brings a local file to open.
    static bool canOpenDropped(const QMimeData* data);
    /// Opens the file `data` brings, once the drop has finished (the prompts may be modal).
    void openDropped(const QMimeData* data);
    /// Lists `path` and puts a game from it on the board after the prompts agree (unsaved
    /// changes saved or discarded first, a game chosen among several while the file is read,
    /// the valid part of a game with an error). False if nothing was loaded; the running game
    /// is then untouched.
    bool openPgnFile(const QString& path);
    /// The list of the games of the file the game on the board belongs to, or null (none
    /// kept: the game belongs to no file, or the list was freed).
    const GameListModel* keptGameList() const { return m_keptList.get(); }
    /// As openPgnFile() for PGN text (pasted); the game belongs to no file.
    bool loadPgnText(const QString& text);
    /// Sets up the position of a FEN record, keeping the running setup. An invalid FEN
    /// changes nothing and its error is shown in the status bar. False if refused.
    bool pasteFen(const QString& text);
    /// The shown position as FEN (also what Copy Position puts on the clipboard).
    QString currentFen() const;

signals:
    /// A position pasted as FEN is about to replace the running game (a game read is
    /// announced by DocumentActions::replacingGame()).
    void replacingGame();
    void statusMessage(const QString& text);

private:
    void updateRecentMenu();
    /// Puts a game of pasted PGN `read` on the board (`source` names where it came from).
    bool applyPgnRead(PgnRead read, const QString& source);
    void openFileDialog();
    void copyFen();
    void copyPgn();
    void pastePgnFromClipboard();
    void showFileError(const QString& title, const QString& text);
    /// The list of `path`: the kept one if it lists the file as it is, else a new reading
    /// (null, with the error shown, if the file cannot be opened).
    std::unique_ptr<GameListModel> gameListOf(const QString& path);
    /// Runs the event loop until `done` or the end of the reading of `games`.
    static void waitForGameList(GameListModel& games, const std::function<bool()>& done);
    /// Asks which game of `games` to open (one game: that one); -1 if none.
    int chooseGame(GameListModel& games);
    /// Frees the kept list unless the game on the board belongs to its file as listed.
    void dropStaleGameList();

    GameController* m_controller;
    DocumentActions* m_documentActions;
    QWidget* m_window;
    QAction* m_openAction = nullptr;
    QAction* m_copyFenAction = nullptr;
    QAction* m_pasteFenAction = nullptr;
    QAction* m_copyPgnAction = nullptr;
    QAction* m_pastePgnAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    FilePrompts m_prompts;
    /// The list of the file of the game on the board (see keptGameList()).
    std::unique_ptr<GameListModel> m_keptList;
};

} // namespace rochade::gui
