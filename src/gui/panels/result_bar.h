// SPDX-License-Identifier: GPL-3.0-or-later
// The game-over bar above the board: winner, reason, and what to do next.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace rochade::gui {

class ElidingLabel;

/// A bar in the window, above the board, never over it (the final position stays in view,
/// as in GNOME Chess and PyChess): the result ("You win!", "Draw"), its reason, and the
/// buttons New game…, Take back (named for what it takes back) and Close. Lives in the GUI
/// thread; the main window shows it in the banner's place.
class ResultBar : public QFrame {
    Q_OBJECT
public:
    explicit ResultBar(QWidget* parent = nullptr);

    /// `headline`: "White wins", "Draw"; `reason`: the core's status sentence (cut with "…"
    /// and whole in the tooltip if the bar is too narrow). `againstComputer` names the
    /// take-back button: against the computer it takes back the human's last move (with the
    /// computer's reply after it), in hot-seat the last move.
    void setResult(const QString& headline, const QString& reason, bool againstComputer);
    QString headline() const;
    QString reason() const;
    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* undoButton() const { return m_undo; }
    QPushButton* closeButton() const { return m_close; }

signals:
    void newGameRequested();
    void undoRequested();
    /// Close: the user has read it; the board and the move list stay as they are.
    void closeRequested();

private:
    QLabel* m_headline = nullptr;
    ElidingLabel* m_reason = nullptr;
    QPushButton* m_newGame = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace rochade::gui
