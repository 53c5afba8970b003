// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game records: open and save PGN, clipboard FEN and PGN, recent files, the
// autosave and the window title.
#pragma once

#include "files/game_files.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace rochade::gui {

class GameController;

/// Owns the file and clipboard actions and the Open recent menu, and puts the games they
/// read into the controller. Lives in the GUI thread.
class FileActions : public QObject {
    Q_OBJECT
public:
    /// Loads into `controller` (not owned); asks with dialogs over `window` (unless
    /// setFilePrompts() says otherwise) and keeps its title.
    FileActions(GameController* controller, QWidget* window);

    QAction* openAction() const { return m_openAction; }
    QAction* saveAction() const { return m_saveAction; }
    QMenu* recentMenu() const { return m_recentMenu; }
    QAction* copyFenAction() const { return m_copyFenAction; }
    QAction* pasteFenAction() const { return m_pasteFenAction; }
    QAction* copyPgnAction() const { return m_copyPgnAction; }
    QAction* pastePgnAction() const { return m_pastePgnAction; }

    /// Replaces the questions the file actions ask (dialogs by default).
    void setFilePrompts(FilePrompts prompts);
    /// Saves the game as PGN to `path` (atomically) and lists it in the recent files.
    /// False, with the reason shown, if it cannot be written.
    bool savePgnFile(const QString& path);
    /// Reads `path` and puts a game from it on the board after the prompts agree (a game
    /// chosen among several, the valid part after an error). False if nothing was loaded;
    /// the running game is then untouched.
    bool openPgnFile(const QString& path);
    /// As openPgnFile() for PGN text (pasted).
    bool loadPgnText(const QString& text);
    /// Sets up the position of a FEN record, keeping the running setup. An invalid FEN
    /// changes nothing and its error is shown in the status bar. False if refused.
    bool pasteFen(const QString& text);
    /// The shown position as FEN, and the game as PGN (also what Copy puts on the clipboard).
    QString currentFen() const;
    QString currentPgn() const;
    /// Autosaves to `path` from now on after every change of the game; first, if `path`
    /// holds an unfinished game, resumes it (saying so in the status bar). True if resumed.
    bool enableAutosave(const QString& path);
    QString autosavePath() const { return m_autosavePath; }

public slots:
    /// Writes the game to the autosave file if it changed (removes the file once the game
    /// leaves nothing to resume).
    void autosave();
    /// "White – Black — Rochade".
    void updateTitle();

signals:
    /// A game read from a file or the clipboard is about to replace the running one.
    void replacingGame();
    void statusMessage(const QString& text);

private:
    void updateRecentMenu();
    bool applyPgnRead(PgnRead read, const QString& source);
    /// Replaces the running game by `record`'s.
    void loadRecord(const GameRecord& record);
    void openFileDialog();
    void saveFileDialog();
    void copyFen();
    void copyPgn();
    void pastePgnFromClipboard();
    void showFileError(const QString& title, const QString& text);

    GameController* m_controller;
    QWidget* m_window;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_copyFenAction = nullptr;
    QAction* m_pasteFenAction = nullptr;
    QAction* m_copyPgnAction = nullptr;
    QAction* m_pastePgnAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    FilePrompts m_prompts;
    QString m_autosavePath; ///< empty: no autosave
    QString m_lastAutosave; ///< the text last written, so unchanged games are not rewritten
};

} // namespace rochade::gui
