// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Set Up Position: the board editor opened on the shown position, its game started.
#pragma once

#include "editor/board_editor_dialog.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class DocumentActions;
class GameController;

/// Owns the Set Up Position action. It opens the board editor (window-modal, not blocking)
/// on the position shown on `board`, in its looks, the clocks held while it is open; Play
/// there starts the position in the controller with the running setup's level, opponent and
/// clock and the sides chosen in the editor (setupForPlay()); Analyse there starts it hot-seat
/// (nobody's opponent thinks) and asks for the Analysis dock. Before the running game is left,
/// its unsaved changes are asked about as New Game asks (Save, Discard or Cancel, through
/// DocumentActions); Cancel keeps it. The game started belongs to no file. Lives in the GUI
/// thread.
class EditorActions : public QObject {
    Q_OBJECT
public:
    /// Drives `controller` and asks `documentActions` about unsaved changes (neither owned);
    /// the editor opens over `window` with `board`'s looks.
    EditorActions(GameController* controller, BoardWidget* board, DocumentActions* documentActions,
        QWidget* window);

    QAction* setUpAction() const { return m_setUpAction; }
    /// The open editor, or nullptr.
    BoardEditorDialog* editor() const { return m_editor; }
    /// Replaces the question asked before a game in progress without unsaved changes is
    /// abandoned (a dialog by default; return true to go on).
    void setConfirmReplace(std::function<bool(const QString& question)> confirm) {
        m_confirmReplace = std::move(confirm);
    }

public slots:
    /// Opens the editor (or raises the open one).
    void showEditor();

signals:
    /// A game from the editor is about to replace the running one.
    void replacingGame();
    /// It has started.
    void gameStarted();
    /// The game started from the editor's Analyse: show the Analysis dock on it.
    void analysisRequested();
    void statusMessage(const QString& text);
    /// The position being set up, each time it is one that can be played; editorClosed()
    /// when the editor is gone (the game's position is the one shown again).
    void editedPosition(const rochade::Position& position);
    void editorClosed();

private:
    void onEditorFinished();

    GameController* m_controller;
    BoardWidget* m_board;
    DocumentActions* m_documentActions;
    QWidget* m_window;
    QAction* m_setUpAction = nullptr;
    QPointer<BoardEditorDialog> m_editor;
    /// What Play asked for, started once the editor has closed and the clocks run again.
    struct Request {
        Position position;
        PlayChoice choice;
        bool analyse = false;
    };
    std::optional<Request> m_request;
    std::function<bool(const QString&)> m_confirmReplace;
};

} // namespace rochade::gui
