// SPDX-License-Identifier: GPL-3.0-or-later
// The row above the board: the browsing banner, the draw claim, or the game's result.
#pragma once

#include <QObject>
#include <QString>

class QFrame;
class QLabel;
class QPushButton;
class QStackedWidget;
class QWidget;

namespace rochade::gui {

class GameController;
class ResultBar;

/// One row above the board for the banner ("Viewing move 12 — Back to game", a draw to
/// claim) or the result bar, or nothing: its height is kept whatever it shows, so the board
/// never moves. The result bar takes the banner's place when the game is over: in the
/// window, never over the final position. Lives in the GUI thread.
class Banner : public QObject {
    Q_OBJECT
public:
    /// Follows `controller` (not owned); the row's widgets go to whoever places row().
    explicit Banner(GameController* controller, QObject* parent = nullptr);

    /// The row to put above the board.
    QWidget* row() const;
    ResultBar* resultBar() const { return m_resultBar; }
    /// The banner's text, empty when it is hidden.
    QString text() const;

public slots:
    /// Shows what the game's state calls for: browsing, a claimable draw, the result.
    void refresh();
    /// The result bar is not shown again for this game (a new one replaces it).
    void dismissResult();
    /// Fills the result bar for a game just over and shows it.
    void onGameOver(const QString& text);
    void onDrawClaimChanged(const QString& text);
    /// Re-reads the notice colours after the application's palette changed.
    void followPalette();

signals:
    void newGameRequested();

private:
    GameController* m_controller;
    QFrame* m_banner = nullptr;
    QLabel* m_label = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_claim = nullptr;
    QPushButton* m_decline = nullptr;
    QString m_drawClaimText;
    ResultBar* m_resultBar = nullptr;
    QStackedWidget* m_slot = nullptr;
    QWidget* m_empty = nullptr;
    bool m_resultDismissed = true; ///< the result bar was closed, or there is no result to show
};

} // namespace rochade::gui
