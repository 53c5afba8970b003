// SPDX-License-Identifier: GPL-3.0-or-later
// Opening games: PGN files (one of many in a file), clipboard FEN and PGN, recent files and
// dropped files.
#pragma once

#include "files/game_files.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QMimeData;
class QWidget;

namespace rochade::gui {

class DocumentActions;
class GameController;

/// Owns the Open and clipboard actions and the Open recent menu, and puts the games they
/// read into the controller through DocumentActions, which keeps them as documents (and asks
/// about unsaved changes before one is left). Lives in the GUI thread.
class FileActions : public QObject {
    Q_OBJECT
public:
    /// Loads into `controller` and `documentActions` (neither owned); asks with dialogs over
    /// `window` (unless setFilePrompts() says otherwise).
    FileActions(GameController* controller, DocumentActions* documentActions, QWidget* window);

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
    /// Reads `path` and puts a game from it on the board after the prompts agree (unsaved
    /// changes saved or discarded first, a game chosen among several, the valid part after
    /// an error). False if nothing was loaded; the running game is then untouched.
    bool openPgnFile(const QString& path);
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
    /// Puts a game of `read` on the board; `path` names its file (empty: pasted text).
    bool applyPgnRead(PgnRead read, const QString& source, const QString& path);
    void openFileDialog();
    void copyFen();
    void copyPgn();
    void pastePgnFromClipboard();
    void showFileError(const QString& title, const QString& text);

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
};

} // namespace rochade::gui
