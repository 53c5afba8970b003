// SPDX-License-Identifier: GPL-3.0-or-later
// The game on the board as a document: Save (in place, in a file of many games), Save As,
// unsaved changes, the title and the autosave.
#pragma once

#include "files/game_document.h"
#include "files/game_files.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>
#include <string>

class QAction;
class QWidget;

namespace rochade::gui {

class GameController;

/// Owns Save and Save As and keeps the game on the board as a GameDocument: Save writes it
/// back where it came from (only its own game in a file of many), the title names the file
/// and marks unsaved changes, and leaving unsaved changes asks first. FileActions hands it
/// each game it reads. Lives in the GUI thread.
///
/// Save writes the whole game as the controller holds it: the line played through the
/// moves redo would replay (a user who takes moves back to look, then saves, keeps the
/// rest of the game; a new move in their place is what replaces them), with its variations,
/// comments and NAGs, the tags read, and the clocks' readings as %clk. The autosave writes
/// the same record, and the settings note beside it the node the game stands at (a resumed
/// game goes on there, with the moves taken back still to redo) and which file the game
/// belongs to (a game resumed after a crash is saved back into its own place there); it
/// does not count as saving.
class DocumentActions : public QObject {
    Q_OBJECT
public:
    /// Keeps the document of `controller`'s game (not owned); asks with dialogs over
    /// `window` (unless setFilePrompts() says otherwise) and keeps its title.
    DocumentActions(GameController* controller, QWidget* window);

    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }

    /// Replaces the questions Save and leaving a game ask (dialogs by default).
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
    /// True if leaving the game would lose changes: a game in a file that changed since it was
    /// read or saved (any change of the game or its tags counts, also one undone since: the
    /// changes are counted, not compared), or a game in no file that has a move.
    bool isModified() const;
    /// Sets the tag `name` of the game's record to `value` (or adds it); Save writes it.
    void setTag(const std::string& name, const QString& value);
    /// Before the game is left: asks Save, Discard or Cancel if it has unsaved changes. True
    /// if the game may be left (saved, discarded, or nothing to lose).
    bool maybeSaveChanges();
    /// As maybeSaveChanges() before the program quits. Discard there means the game is gone:
    /// the autosave is removed and no longer written, so the next start does not resume it.
    bool maybeSaveChangesBeforeQuit();
    /// The file the game belongs to (empty: none) and its index there.
    const GameDocument& document() const { return m_document; }
    /// A new game was started on the board: it belongs to no file, with fresh tags.
    void beginNewDocument();
    /// Replaces the running game by `record`'s, as `document`.
    void loadRecord(const GameRecord& record, GameDocument document);
    /// The game as PGN as Save writes it (also what Copy puts on the clipboard).
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
    /// A game loaded by loadRecord() (read from a file or the clipboard, or resumed) is
    /// about to replace the running one.
    void replacingGame();
    /// The game became another document, or was saved (so its file may have changed): a new
    /// game, a game loaded, Save and Save As.
    void documentChanged();
    void statusMessage(const QString& text);

private:
    /// Asks Save, Discard or Cancel if the game has unsaved changes and saves on Save;
    /// nullopt if there was nothing to ask. Cancel also stands for a save that failed.
    std::optional<SaveChoice> askToSaveChanges();
    /// Removes the autosave file and its notes, and stops autosaving.
    void forgetAutosave();
    /// The game as its record: the whole line with `wholeLine`, else up to the current node.
    PgnGame record(bool wholeLine) const;
    /// The game's and the tags' revisions now.
    DocumentRevision revision() const;
    /// After the game was written to `path` as `bytes`: it is saved there now.
    void noteSaved(const QString& path, const QByteArray& bytes);
    /// Notes beside the autosave which file the game belongs to (or that it belongs to none).
    void rememberAutosavedDocument() const;
    /// The document noted for the autosave at m_autosavePath (empty if none).
    GameDocument autosavedDocument() const;
    /// Notes beside the autosave where `game` stands: the child numbers from its start.
    void rememberShownPath(const Game& game) const;
    /// The child numbers noted for the autosave at m_autosavePath (empty if none).
    QList<int> autosavedShownPath() const;
    /// The node those numbers lead to in `game`, or null if the path is empty or leads off it.
    static const Game::Node* nodeAtPath(const Game& game, const QList<int>& path);
    /// The suggested path for Save As: the game's file, else "White - Black date.pgn".
    QString suggestedPath() const;
    void showFileError(const QString& title, const QString& text);

    GameController* m_controller;
    QWidget* m_window;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    FilePrompts m_prompts;
    GameDocument m_document;
    QString m_autosavePath; ///< empty: no autosave
    QByteArray m_lastAutosave; ///< the text last written, so unchanged games are not rewritten
};

} // namespace rochade::gui
