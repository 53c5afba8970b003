// SPDX-License-Identifier: GPL-3.0-or-later
// The game panel, the legal moves and the board, kept in step with the shown position.
#include "app/game_panel.h"

#include "board/board_widget.h"
#include "dialogs/comment_dialog.h"
#include "files/game_files.h"
#include "game/clock_pause_guard.h"
#include "game/game_controller.h"
#include "panels/legal_moves_model.h"
#include "panels/legal_moves_view.h"
#include "panels/move_notation.h"
#include "panels/opening_label.h"
#include "panels/player_panel.h"
#include "panels/record_view.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QVBoxLayout>

namespace rochade::gui {

GamePanel::GamePanel(GameController* controller, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_board(board) {
    // The game panel: players, the opening, moves, move entry.
    m_playerPanel = new PlayerPanel;
    m_openingLabel = new OpeningLabel;
    m_recordView = new RecordView;
    m_recordView->setObjectName(QStringLiteral("moveList"));
    m_recordView->setMinimumWidth(200);
    m_moveEntry = new QLineEdit;
    m_moveEntry->setObjectName(QStringLiteral("moveEntry"));
    m_moveEntry->setClearButtonEnabled(true);
    m_moveEntry->installEventFilter(this);
    auto* gamePanel = new QWidget;
    auto* gameLayout = new QVBoxLayout(gamePanel);
    gameLayout->setContentsMargins(2, 2, 2, 2);
    gameLayout->addWidget(m_playerPanel);
    gameLayout->addWidget(m_openingLabel);
    gameLayout->addWidget(m_recordView, 1);
    gameLayout->addWidget(m_moveEntry);
    m_gameDock = new QDockWidget(tr("Game"), window);
    m_gameDock->setObjectName(QStringLiteral("gameDock"));
    m_gameDock->setWidget(gamePanel);

    // The legal moves, grouped by piece.
    m_legalModel = new LegalMovesModel(this);
    m_legalView = new LegalMovesView;
    m_legalView->setObjectName(QStringLiteral("legalMoves"));
    m_legalView->setModel(m_legalModel);
    m_legalView->setHeaderHidden(true); // the dock title carries the count
    m_legalView->viewport()->installEventFilter(this);
    m_legalDock = new QDockWidget(tr("Legal Moves"), window);
    m_legalDock->setObjectName(QStringLiteral("legalDock"));
    m_legalDock->setWidget(m_legalView);

    connect(m_board, &BoardWidget::moveChosen, m_controller, &GameController::playHumanMove);
    connect(m_board, &BoardWidget::selectionChanged, this, &GamePanel::onBoardSelection);
    // A click (or the arrow keys) shows a move on the board; only activation plays it.
    connect(m_legalView, &QTreeView::activated, this, &GamePanel::onLegalMoveActivated);
    connect(m_legalView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& current) {
            m_board->setHighlightedMove(m_legalModel->moveAt(current));
        });
    connect(m_legalView, &QTreeView::entered, this, [this](const QModelIndex& index) {
        m_board->setHighlightedMove(m_legalModel->moveAt(index));
    });
    connect(m_openingLabel, &OpeningLabel::catalogueReady, this,
        [this] { m_openingLabel->showOpeningOf(m_controller->shownNode()); });
    connect(m_recordView, &RecordView::nodeActivated, m_controller,
        [this](const Game::Node* node) { m_controller->showNode(*node); });
    RecordEditor* record = m_controller->record();
    connect(m_recordView, &RecordView::promoteRequested, record,
        [record](const Game::Node* node) { record->promote(*node); });
    connect(m_recordView, &RecordView::deleteRequested, record,
        [record](const Game::Node* node) { record->remove(*node); });
    connect(m_recordView, &RecordView::moveNagRequested, record,
        [record](const Game::Node* node, int nag) { record->setMoveNag(*node, nag); });
    connect(m_recordView, &RecordView::commentRequested, this, &GamePanel::editComment);
    m_commentPrompt = [window](const QString& san, const QString& current) {
        CommentDialog dialog(tr("Comment"), tr("Comment after %1:").arg(san), current, window);
        return dialog.exec() == QDialog::Accepted ? std::optional(dialog.text()) : std::nullopt;
    };
    connect(m_moveEntry, &QLineEdit::returnPressed, this, &GamePanel::onMoveEntered);
    followNotationFont();
    connect(&MoveNotation::instance(), &MoveNotation::lettersChanged, this, [this] {
        followNotationFont();
        refresh();
    });
}

void GamePanel::followNotationFont() {
    m_recordView->setFont(MoveNotation::fontFor(QApplication::font(m_recordView)));
    m_legalView->setFont(MoveNotation::fontFor(QApplication::font(m_legalView)));
}

void GamePanel::refresh() {
    const GameController& c = *m_controller;
    const Position& shown = c.displayedPosition();
    m_board->setPosition(shown, c.displayedLastMove());
    m_board->setLegalMoves(c.playableMoves());
    m_board->setInputEnabled(c.canHumanMove(), c.whyNoMove());

    // Where the game ended no move is legal any more, also after a flag fall, a resignation
    // or an agreed draw, whose position the board's rules alone would still let play on.
    // An earlier position of a finished game lists its moves: one may branch off there.
    const bool atGameEnd = c.game().isOver() && !c.isBrowsing();
    if (atGameEnd)
        m_legalModel->clear();
    else
        m_legalModel->setPosition(shown);
    m_legalView->expandAll();
    m_legalView->scrollToTop(); // a new list is read from its top
    m_legalDock->setWindowTitle(atGameEnd ? tr("Legal Moves (none: game over)")
                                          : tr("Legal Moves (%1)").arg(m_legalModel->moveCount()));

    const Game& game = c.game();
    m_recordView->setGame(game, c.shownNode());
    // The opening of the shown line, also while browsing: it names what is on the board.
    m_openingLabel->showOpeningOf(c.shownNode());
    const Position& start = game.startPosition();

    // The turn marker says whose turn it is in the game, like the running clock beside it,
    // also while an earlier position is shown: browsing changes neither.
    const std::optional<Color> turn
        = game.isOver() ? std::nullopt : std::optional(game.position().sideToMove());
    m_playerPanel->showPosition(
        shown, start, c.playerName(Color::White), c.playerName(Color::Black), turn, c.isThinking());
    updateMoveEntry();
}

void GamePanel::updateMoveEntry() {
    // Read-only, never disabled: a disabled field would hand the keyboard focus on to the
    // next widget, and the keys the user types next for this field would drive that one.
    const bool canType = m_controller->canHumanMove();
    m_moveEntry->setReadOnly(!canType);
    m_moveEntry->setPlaceholderText(canType
            ? tr("Type a move: %1, e2e4 …").arg(MoveNotation::shown(std::string_view("Nf3")))
            : m_controller->whyNoMove());
}

void GamePanel::onBoardSelection(Square square) {
    QItemSelectionModel* selection = m_legalView->selectionModel();
    selection->clearSelection();
    if (square == kNoSquare) return;
    const QModelIndexList rows = m_legalModel->indexesFrom(square);
    for (const QModelIndex& i : rows)
        selection->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    if (!rows.isEmpty()) m_legalView->scrollTo(rows.first());
}

void GamePanel::onLegalMoveActivated(const QModelIndex& index) {
    const Move m = m_legalModel->moveAt(index);
    if (m.isNull()) return; // a group row: the tree view folds it
    m_board->setHighlightedMove({});
    m_controller->playHumanMove(m);
}

void GamePanel::editComment(const Game::Node* node) {
    // The clocks and the computer stand still while the human writes (nothing can free the
    // node meanwhile).
    const ClockPauseGuard hold(m_controller);
    const std::optional<QString> text = m_commentPrompt(
        MoveNotation::shown(node->san), QString::fromStdString(node->annotation.comment));
    if (text) m_controller->record()->setComment(*node, *text);
}

void GamePanel::onMoveEntered() {
    if (m_moveEntry->isReadOnly()) {
        emit statusMessage(m_controller->whyNoMove());
        return;
    }
    if (m_controller->playMoveText(m_moveEntry->text())) m_moveEntry->clear();
}

bool GamePanel::eventFilter(QObject* watched, QEvent* event) {
    // Ctrl+V in the move field pastes a move as text; a position or a game goes to the
    // window's Paste (not accepting the override lets the shortcut have the key).
    if (watched == m_moveEntry && event->type() == QEvent::ShortcutOverride
        && static_cast<QKeyEvent*>(event)->matches(QKeySequence::Paste)
        && isGameRecordText(QApplication::clipboard()->text()))
        return true;
    // Ctrl+Z / Ctrl+Shift+Z in an empty move field take a move back or replay it, as on the
    // board: the field has nothing of its own to undo (the text it cleared after a move is
    // not worth more than the move). With text in it, the keys edit that text.
    if (watched == m_moveEntry && event->type() == QEvent::ShortcutOverride
        && m_moveEntry->text().isEmpty()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) return true;
    }
    // The hovered move goes; the chosen one (if any) stays shown.
    if (m_legalView && watched == m_legalView->viewport() && event->type() == QEvent::Leave)
        m_board->setHighlightedMove(m_legalModel->moveAt(m_legalView->currentIndex()));
    return QObject::eventFilter(watched, event);
}

} // namespace rochade::gui
