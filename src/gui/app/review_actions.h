// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Review Game: the actions, the progress in the status bar, mistakes to browse.
#pragma once

#include "rochade/core/game.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace rochade::gui {

class BoardWidget;
class GameController;
class GameReview;

/// Owns the GameReview and what the window shows of it: Review Game (enabled as
/// GameReview::canStart() allows), a progress bar with a Cancel button in the status bar,
/// the players' accuracy beside it when the review is done, Next / Previous Mistake (they
/// browse to the main line's next move marked ?!, ? or ??, the review's or the user's), and
/// the better move as an arrow on the board while a move the review classed is shown.
/// Lives in the GUI thread.
class ReviewActions : public QObject {
    Q_OBJECT
public:
    /// Follows `controller` and draws on `board`; neither is owned. Connect after the
    /// window's own positionChanged() slots (the board forgets its arrow on every position).
    ReviewActions(GameController* controller, BoardWidget* board, QObject* parent = nullptr);
    ~ReviewActions() override;

    QAction* reviewAction() const { return m_reviewAction; }
    QAction* cancelAction() const { return m_cancelAction; }
    QAction* nextMistakeAction() const { return m_nextAction; }
    QAction* previousMistakeAction() const { return m_previousAction; }
    GameReview* review() const { return m_review; }
    /// "Accuracy: White 91% · Black 62%" after a review, empty otherwise (for tests).
    QString accuracyText() const;
    QProgressBar* progressBar() const { return m_progress; }

    /// Puts the progress, its Cancel button and the accuracy into `bar`.
    void addTo(QStatusBar* bar) const;

public slots:
    void updateActions();
    /// Shows the next (or previous) main-line move marked ?!, ? or ?? after (before) the
    /// shown one.
    void showNextMistake();
    void showPreviousMistake();

signals:
    void statusMessage(const QString& text);

private:
    void onStarted(int total);
    void onProgress(int done, int total);
    void onFinished();
    void onCancelled();
    void onPositionChanged();
    const Game::Node* mistakeFrom(bool forward) const;

    GameController* m_controller;
    QPointer<BoardWidget> m_board;
    GameReview* m_review = nullptr;
    QAction* m_reviewAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_nextAction = nullptr;
    QAction* m_previousAction = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;
    QLabel* m_accuracyLabel = nullptr;
};

} // namespace rochade::gui
