// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Solve Puzzles: the file chosen, the puzzle window opened.
#include "app/puzzle_actions.h"

#include "board/board_widget.h"
#include "game/game_controller.h"
#include "puzzles/puzzle_window.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace rochade::gui {

PuzzleActions::PuzzleActions(GameController* controller, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_board(board)
    , m_window(window) {
    m_solveAction = new QAction(tr("&Solve Puzzles…"), this);
    m_solveAction->setObjectName(QStringLiteral("solvePuzzlesAction"));
    m_solveAction->setStatusTip(tr("Open a PGN or EPD file of puzzles and solve them"));
    connect(m_solveAction, &QAction::triggered, this, &PuzzleActions::chooseFile);
}

void PuzzleActions::chooseFile() {
    QSettings settings;
    // The folder Open Game last used: puzzles and games often live side by side.
    const QString dir
        = settings.value(QStringLiteral("files/lastDir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Puzzles"), dir,
        tr("Puzzle files (*.pgn *.epd);;PGN files (*.pgn);;EPD files (*.epd);;All files (*)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    openPuzzleFile(path);
}

PuzzleWindow* PuzzleActions::openPuzzleFile(const QString& path) {
    const bool made = !m_puzzleWindow;
    if (made) {
        m_puzzleWindow = new PuzzleWindow(m_window);
        m_puzzleWindow->takeLooksFrom(*m_board);
    }
    QString error;
    if (!m_puzzleWindow->session()->openFile(path, &error)) {
        if (made) delete m_puzzleWindow;
        emit statusMessage(error);
        QMessageBox::warning(m_window, tr("Open Puzzles"), error);
        return nullptr;
    }
    if (made && m_controller) {
        m_controller->clockKeeper()->hold();
        connect(m_puzzleWindow, &QObject::destroyed, this, [this] {
            if (m_controller) m_controller->clockKeeper()->release();
        });
    }
    m_puzzleWindow->show();
    m_puzzleWindow->raise();
    m_puzzleWindow->activateWindow();
    m_puzzleWindow->board()->setFocus(Qt::OtherFocusReason);
    emit statusMessage(tr("Puzzles opened from %1.").arg(QFileInfo(path).fileName()));
    return m_puzzleWindow;
}

} // namespace rochade::gui
