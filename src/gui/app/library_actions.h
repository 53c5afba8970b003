// SPDX-License-Identifier: GPL-3.0-or-later
// The game library in the window: the Opening explorer dock, Game ▸ Library…, Game ▸ Find
// This Position in Library, and finished games added as they end.
#pragma once

#include "rochade/library/library.h"

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace rochade::gui {

class DocumentActions;
class ExplorerPanel;
class GameController;
class LibraryService;
class LibraryWindow;
class PositionSearchDialog;

/// Owns the library's service (its thread), the explorer dock, the Library window and the
/// position search, and wires them to the game: the explorer follows the shown position (in
/// a game or while browsing, after any move order), a move clicked there is played as a board
/// click plays it (GameController::playHumanMove()), a game chosen in the window or the
/// search opens on the board (at the ply where the position occurs), and a game played here
/// goes into the library when it ends (while "Add my finished games" is on). Nothing happens
/// until enableLibrary() names the file. Lives in the GUI thread.
class LibraryActions : public QObject {
    Q_OBJECT
public:
    LibraryActions(GameController* controller, DocumentActions* documents, QWidget* window);
    ~LibraryActions() override;

    /// Opens (or creates) the library file `path`: <data dir>/library.sqlite in the program.
    void enableLibrary(const QString& path);
    /// Joins the library's thread. Idempotent.
    void shutdown();

    LibraryService* service() const { return m_service; }
    ExplorerPanel* explorer() const { return m_explorer; }
    /// Game ▸ Library…: the window, made on first use.
    QAction* libraryAction() const { return m_libraryAction; }
    QAction* findPositionAction() const { return m_findAction; }
    /// Preferences: "Add my finished games to the library" (on by default, in QSettings).
    QAction* addFinishedGamesAction() const { return m_addFinishedAction; }
    /// The window and the search dialog once opened, else null.
    LibraryWindow* libraryWindow() const;
    PositionSearchDialog* searchDialog() const;

public slots:
    void showLibraryWindow();
    /// Lists the games reaching the shown position.
    void findShownPosition();
    /// Opens game `id` of the library on the board, showing ply `ply`.
    void openGame(rochade::library::GameId id, int ply);
    /// Opens the game that begins at byte `offset` of the PGN file `path` on the board,
    /// showing ply `ply` (a practice card's game from a file); false, said in
    /// statusMessage(), if it cannot be read.
    bool openGameInFile(const QString& path, qint64 offset, int ply);

signals:
    void statusMessage(const QString& text);
    /// The Library window's These Are My Games.
    void gamesMarkedAsMine(const std::vector<rochade::library::GameRow>& rows);

private:
    void onGameLoaded(quint64 requestId, const PgnGame& game, int ply);
    void onGameOver();

    GameController* m_controller;
    DocumentActions* m_documents;
    QWidget* m_parentWindow;
    LibraryService* m_service;
    ExplorerPanel* m_explorer;
    QAction* m_libraryAction;
    QAction* m_findAction;
    QAction* m_addFinishedAction;
    QPointer<LibraryWindow> m_window;
    QPointer<PositionSearchDialog> m_search;
    quint64 m_openRequest = 0;
    /// A move was played on the board since a game was last loaded: the game is one played
    /// here, not one read from a file or the library.
    bool m_playedHere = false;
};

/// <data dir>/library.sqlite, beside the autosave.
QString defaultLibraryPath();

} // namespace rochade::gui
