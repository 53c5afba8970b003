// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Set Up Position: the board editor opened, and the game it asks for started.
#include "app/editor_actions.h"

#include "app/document_actions.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "rochade/core/game.h"

#include <QAction>
#include <QMessageBox>
#include <QWidget>

namespace rochade::gui {

EditorActions::EditorActions(GameController* controller, BoardWidget* board,
    DocumentActions* documentActions, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_board(board)
    , m_documentActions(documentActions)
    , m_window(window) {
    m_setUpAction = new QAction(tr("Set &Up Position…"), this);
    m_setUpAction->setObjectName(QStringLiteral("setUpPositionAction"));
    m_setUpAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_setUpAction->setToolTip(tr("Set up a position on a board of its own and play it"));
    connect(m_setUpAction, &QAction::triggered, this, &EditorActions::showEditor);
    m_confirmReplace = [this](const QString& question) {
        return QMessageBox::question(m_window, tr("Set Up Position"), question,
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            == QMessageBox::Yes;
    };
}

void EditorActions::showEditor() {
    if (m_editor) {
        m_editor->raise();
        m_editor->activateWindow();
        return;
    }
    auto* editor = new BoardEditorDialog(m_window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setPosition(m_controller->displayedPosition());
    editor->setLooks(m_board->theme(), m_board->pieceSetId(), m_board->isFlipped());
    const GameSetup& setup = m_controller->setup();
    GameSetup vsComputer = setup;
    vsComputer.mode = PlayMode::VsComputer;
    const Color human = m_controller->humanColor();
    editor->setPlayChoice(
        playChoiceFor(setup, human), defaultPlayerName(vsComputer, human, ~human));
    connect(editor, &BoardEditorDialog::playRequested, this,
        [this](const Position& position, PlayChoice choice) {
            m_request = Request { position, choice };
        });
    connect(editor, &BoardEditorDialog::analyseRequested, this, [this](const Position& position) {
        m_request = Request { position, PlayChoice::HotSeat, true };
    });
    connect(
        editor, &BoardEditorDialog::playablePositionChanged, this, &EditorActions::editedPosition);
    connect(editor, &QDialog::finished, this, &EditorActions::onEditorFinished);
    m_editor = editor;
    m_request.reset();
    m_controller->clockKeeper()->hold();
    editor->open();
}

void EditorActions::onEditorFinished() {
    m_editor.clear(); // it deletes itself later; the next Set Up Position opens a new one
    m_controller->clockKeeper()->release();
    emit editorClosed();
    if (!m_request) return;
    const Request request = *m_request;
    m_request.reset();
    const Game& running = m_controller->game();
    if (m_documentActions->isModified()) {
        // The question New Game asks: Save, Discard or Cancel. It is the question about
        // leaving the game too, so the one below is not asked after it.
        if (!m_documentActions->maybeSaveChanges()) {
            emit statusMessage(tr("The position set up was not played: the game goes on."));
            return;
        }
    } else if (running.ply() > 0 && !running.isOver() && m_confirmReplace
        && !m_confirmReplace(tr("The game in progress will be abandoned. Play the position "
                                "set up instead?"))) {
        return;
    }
    emit replacingGame();
    m_controller->loadGame(
        Game(request.position), setupForPlay(m_controller->setup(), request.choice));
    // The position set up is a game of its own: Save must not write it over the file's game.
    m_documentActions->beginNewDocument();
    emit gameStarted();
    if (request.analyse) {
        emit analysisRequested();
        emit statusMessage(tr("Analysing the position set up."));
        return;
    }
    emit statusMessage(tr("Playing the position set up."));
}

} // namespace rochade::gui
