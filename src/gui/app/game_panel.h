// SPDX-License-Identifier: GPL-3.0-or-later
// The game beside the board: players and clocks, the opening, the move list, the move field
// and the legal moves; and the board kept in step with the shown position.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/square.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QDockWidget;
class QLineEdit;
class QModelIndex;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class LegalMovesModel;
class LegalMovesView;
class OpeningLabel;
class RecordView;
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
    OpeningLabel* openingLabel() const { return m_openingLabel; }
    /// The game's record: moves, comments and variations, each move a link.
    RecordView* recordView() const { return m_recordView; }
    LegalMovesModel* legalMovesModel() const { return m_legalModel; }
    LegalMovesView* legalMovesView() const { return m_legalView; }
    QLineEdit* moveEntry() const { return m_moveEntry; }

    /// Asks for the comment after the move `san` (`current`: the comment it has); nullopt
    /// cancels. The window installs a dialog; tests install a function.
    void setCommentPrompt(
        std::function<std::optional<QString>(const QString& san, const QString& current)> prompt) {
        m_commentPrompt = std::move(prompt);
    }

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
    void editComment(const Game::Node* node);
    void onMoveEntered();
    /// The record and the legal moves in a font that has the figurines when they are shown.
    void followNotationFont();

    GameController* m_controller;
    BoardWidget* m_board;
    PlayerPanel* m_playerPanel = nullptr;
    OpeningLabel* m_openingLabel = nullptr;
    RecordView* m_recordView = nullptr;
    std::function<std::optional<QString>(const QString&, const QString&)> m_commentPrompt;
    QLineEdit* m_moveEntry = nullptr;
    LegalMovesModel* m_legalModel = nullptr;
    LegalMovesView* m_legalView = nullptr;
    QDockWidget* m_gameDock = nullptr;
    QDockWidget* m_legalDock = nullptr;
};

} // namespace rochade::gui
