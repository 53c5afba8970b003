// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Solve Puzzles: a PGN or EPD file of puzzles chosen and opened in the puzzle window.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class PuzzleWindow;

/// Owns the Solve Puzzles action: it asks for a PGN or EPD file of puzzles (the Open Game
/// chooser's folder) and opens it in the PuzzleWindow, made over `window` in the looks of
/// `board`; one puzzle window at a time, raised again if open. The game's clocks are held
/// while it is open (the player is not at the game meanwhile). Lives in the GUI thread.
class PuzzleActions : public QObject {
    Q_OBJECT
public:
    /// Neither `controller`, `board` nor `window` is owned.
    PuzzleActions(GameController* controller, BoardWidget* board, QWidget* window);

    QAction* solveAction() const { return m_solveAction; }
    /// The open puzzle window, or nullptr.
    PuzzleWindow* puzzleWindow() const { return m_puzzleWindow; }
    /// Opens `path` in the puzzle window (made and shown if needed); the window, or nullptr
    /// with the error shown if the file holds no puzzle.
    PuzzleWindow* openPuzzleFile(const QString& path);

signals:
    void statusMessage(const QString& text);

private:
    void chooseFile();

    QPointer<GameController> m_controller; ///< may go before the puzzle window
    BoardWidget* m_board;
    QWidget* m_window;
    QAction* m_solveAction = nullptr;
    QPointer<PuzzleWindow> m_puzzleWindow;
};

} // namespace rochade::gui
