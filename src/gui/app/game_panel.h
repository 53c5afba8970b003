// SPDX-License-Identifier: GPL-3.0-or-later
// The game beside the board: players and clocks, the opening, the move list, the move field
// and the legal moves; and the board kept in step with the shown position.
#pragma once

#include "rochade/core/square.h"

#include <QObject>

class QDockWidget;
class QLineEdit;
class QModelIndex;
class QTableView;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class LegalMovesModel;
class LegalMovesView;
class MoveListModel;
class OpeningLabel;
class PlayerPanel;

/// Owns the game panel's and the legal moves' docks (for the window to place) and their
/// slots; shows the controller's position on `board` and in them. Lives in the GUI thread.
class GamePanel : public QObject {
    Q_OBJECT
public:
    /// Follows `controller` and draws on `board` (neither owned); the docks are children of
    /// `window`.
    GamePanel(GameController* controller, BoardWidget* board, QWidget* window);

    QDockWidget* gameDock() const { return m_gameDock; }
    QDockWidget* legalDock() const { return m_legalDock; }
    PlayerPanel* playerPanel() const { return m_playerPanel; }
    MoveListModel* moveListModel() const { return m_moveListModel; }
    QTableView* moveListView() const { return m_moveListView; }
    LegalMovesModel* legalMovesModel() const { return m_legalModel; }
    LegalMovesView* legalMovesView() const { return m_legalView; }
    QLineEdit* moveEntry() const { return m_moveEntry; }
    OpeningLabel* openingLabel() const { return m_openingLabel; }

public slots:
    /// Shows the controller's shown position on the board and in every panel.
    void refresh();
    /// The move field takes typing only when a human may move.
    void updateMoveEntry();

signals:
    void statusMessage(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onBoardSelection(Square square);
    void onLegalMoveActivated(const QModelIndex& index);
    void onMoveListClicked(const QModelIndex& index);
    void onMoveEntered();

    GameController* m_controller;
    BoardWidget* m_board;
    PlayerPanel* m_playerPanel = nullptr;
    OpeningLabel* m_openingLabel = nullptr;
    MoveListModel* m_moveListModel = nullptr;
    QTableView* m_moveListView = nullptr;
    QLineEdit* m_moveEntry = nullptr;
    LegalMovesModel* m_legalModel = nullptr;
    LegalMovesView* m_legalView = nullptr;
    QDockWidget* m_gameDock = nullptr;
    QDockWidget* m_legalDock = nullptr;
};

} // namespace rochade::gui
