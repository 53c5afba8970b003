// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game records: open and save PGN (in place, in a file of many games), clipboard
// FEN and PGN, recent files, dropped files, the autosave, unsaved changes and the title.
#pragma once

#include "files/game_document.h"
#include "files/game_files.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QMimeData;
class QWidget;

namespace rochade::gui {

class GameController;

/// Owns the file and clipboard actions and the Open recent menu, puts the games they read
/// into the controller, and keeps the game on the board as a GameDocument: Save writes it
/// back where it came from (only its own game in a file of many), the title names the file
/// and marks unsaved changes, and leaving unsaved changes asks first. Lives in the GUI thread.
///
/// Save writes the whole game as the controller holds it: the line played through the
/// moves redo would replay (a user who takes moves back to look, then saves, keeps the
/// rest of the game; a new move in their place is what replaces them), with its variations,
/// comments and NAGs, the tags read, and the clocks' readings as %clk. The autosave instead
/// keeps the game as it stands, so a resumed game goes on where it was left, and does not
/// count as saving; the settings note beside it which file the game belongs to, so a game
/// resumed after a crash is saved back into its own place there.
class FileActions : public QObject {
    Q_OBJECT
public:
    /// Loads into `controller` (not owned); asks with dialogs over `window` (unless
    /// setFilePrompts() says otherwise) and keeps its title.
    FileActions(GameController* controller, QWidget* window);

    QAction* openAction() const { return m_openAction; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }
    QMenu* recentMenu() const { return m_recentMenu; }
    QAction* copyFenAction() const { return m_copyFenAction; }
    QAction* pasteFenAction() const { return m_pasteFenAction; }
    QAction* copyPgnAction() const { return m_copyPgnAction; }
    QAction* pastePgnAction() const { return m_pastePgnAction; }

    /// Replaces the questions the file actions ask (dialogs by default).
    void setFilePrompts(FilePrompts prompts);
    /// Save As: writes the game as PGN to `path` (atomically; a file holding this one game)
    /// and lists it in the recent files; the game belongs to that file from then on. False,
    /// with the reason shown, if it cannot be written.
    bool savePgnFile(const QString& path);
    /// Save: writes the game back to its file, replacing only its own game there (the other
    /// games' bytes kept); asks for a name when it has no file yet. If the file no longer
    /// holds the game where it was read, says so and offers Save As. True if saved.
    bool save();
    /// Save As with the name asked (FilePrompts::chooseSavePath). True if saved.
    bool saveAs();
    /// True if leaving the game would lose changes: a game in a file that differs from what
    /// the file holds, or a game in no file that has a move.
    bool isModified() const;
    /// Before the game is left: asks Save, Discard or Cancel if it has unsaved changes. True
    /// if the game may be left (saved, discarded, or nothing to lose).
    bool maybeSaveChanges();
    /// The file the game belongs to (empty: none) and its index there.
    const GameDocument& document() const { return m_document; }
    /// A new game was started on the board: it belongs to no file, with fresh tags.
    void beginNewDocument();
    /// True if `data` (a drag) brings a local file to open.
    static bool canOpenDropped(const QMimeData* data);
    /// Opens the file `data` brings, once the drop has finished (the prompts may be modal).
    void openDropped(const QMimeData* data);
    /// Reads `path` and puts a game from it on the board after the prompts agree (unsaved
    /// changes saved or discarded first, a game chosen among several, the valid part after
    /// an error). False if nothing was loaded; the running game is then untouched.
    bool openPgnFile(const QString& path);
    /// As openPgnFile() for PGN text (pasted); the game belongs to no file.
    bool loadPgnText(const QString& text);
    /// Sets up the position of a FEN record, keeping the running setup. An invalid FEN
    /// changes nothing and its error is shown in the status bar. False if refused.
    bool pasteFen(const QString& text);
    /// The shown position as FEN, and the game as PGN as Save writes it (also what Copy puts
    /// on the clipboard).
    QString currentFen() const;
    QString currentPgn() const;
    /// The same as bytes: tag values read from a file that is not UTF-8 stay as they were.
    QByteArray currentPgnBytes() const;
    /// Autosaves to `path` from now on after every change of the game; first, if `path`
    /// holds an unfinished game, resumes it (saying so in the status bar). True if resumed.
    bool enableAutosave(const QString& path);
    QString autosavePath() const { return m_autosavePath; }

public slots:
    /// Writes the game to the autosave file if it changed (removes the file once the game
    /// leaves nothing to resume).
    void autosave();
    /// "game.pgn[*] — White – Black — Rochade" ("White – Black[*] — Rochade" without a
    /// file), with the window's modified mark set as isModified() says.
    void updateTitle();

signals:
    /// A game read from a file or the clipboard is about to replace the running one.
    void replacingGame();
    void statusMessage(const QString& text);

private:
    void updateRecentMenu();
    /// Puts a game of `read` on the board; `path` names its file (empty: pasted text).
    bool applyPgnRead(PgnRead read, const QString& source, const QString& path);
    /// Replaces the running game by `record`'s, as `document`.
    void loadRecord(const GameRecord& record, GameDocument document);
    /// The game as its record: the whole line with `wholeLine`, else up to the current node.
    PgnGame record(bool wholeLine) const;
    /// Notes beside the autosave which file the game belongs to (or that it belongs to none).
    void rememberAutosavedDocument() const;
    /// The document noted for the autosave at m_autosavePath (empty if none).
    GameDocument autosavedDocument() const;
    /// The suggested path for Save As: the game's file, else "White - Black date.pgn".
    QString suggestedPath() const;
    void openFileDialog();
    void copyFen();
    void copyPgn();
    void pastePgnFromClipboard();
    void showFileError(const QString& title, const QString& text);

    GameController* m_controller;
    QWidget* m_window;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_copyFenAction = nullptr;
    QAction* m_pasteFenAction = nullptr;
    QAction* m_copyPgnAction = nullptr;
    QAction* m_pastePgnAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    FilePrompts m_prompts;
    GameDocument m_document;
    QString m_autosavePath; ///< empty: no autosave
    QByteArray m_lastAutosave; ///< the text last written, so unchanged games are not rewritten
};

} // namespace rochade::gui
