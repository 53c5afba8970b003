// SPDX-License-Identifier: GPL-3.0-or-later
// The game-over announcement: winner, reason, and what to do next.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace rochade::gui {

/// A non-modal dialog (the board stays visible and usable for looking back) naming the
/// winner and the reason. Lives in the GUI thread.
class ResultDialog : public QDialog {
    Q_OBJECT
public:
    explicit ResultDialog(QWidget* parent = nullptr);

    /// `headline`: "White wins", "Draw"; `reason`: the core's status sentence.
    void setResult(const QString& headline, const QString& reason);
    QString headline() const;
    QString reason() const;
    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* undoButton() const { return m_undo; }
    QPushButton* closeButton() const { return m_close; }

signals:
    void newGameRequested();
    void undoRequested();

private:
    QLabel* m_headline = nullptr;
    QLabel* m_reason = nullptr;
    QPushButton* m_newGame = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace rochade::gui
