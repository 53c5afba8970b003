// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Solve Puzzles: a board for the puzzle and a panel with the goal, the verdicts, the
// buttons and the player's puzzle rating.
#pragma once

#include "puzzles/puzzle_session.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace rochade::gui {

class BoardWidget;

/// The puzzle mode's window: its own BoardWidget (the solver's side at the bottom, moves by
/// click, drag or keys as in a game, the replies sliding in) beside a panel: the goal as a
/// banner ("White to play and mate in 2"), what the last move was found to be, Hint / Try
/// Again / Show Solution / Next Puzzle, the puzzle's rating, and the player's rating, streak,
/// results per theme and history. The logic is the PuzzleSession's. Lives in the GUI thread.
class PuzzleWindow : public QWidget {
    Q_OBJECT
public:
    explicit PuzzleWindow(QWidget* parent = nullptr);
    ~PuzzleWindow() override;

    /// Takes the looks of the main window's board: colours, pieces, markers, motion, input.
    void takeLooksFrom(const BoardWidget& board);
    PuzzleSession* session() const { return m_session; }
    BoardWidget* board() const { return m_board; }
    QPushButton* hintButton() const { return m_hintButton; }
    QPushButton* retryButton() const { return m_retryButton; }
    QPushButton* solutionButton() const { return m_solutionButton; }
    QPushButton* nextButton() const { return m_nextButton; }
    QString goalText() const;
    QString messageText() const;
    /// The rating, streak and themes as shown.
    QString ratingText() const;
    /// The title above a list of puzzles (openPuzzles()): `format` with %1 the puzzle's
    /// number and %2 the list's size ("Mistake %1 of %2"). Empty: "Puzzle 3 of <name>".
    void setListTitle(const QString& format) { m_listTitle = format; }
    /// The window's title while tries are not rated (default "Practice").
    void setUnratedTitle(const QString& title) { m_unratedTitle = title; }
    /// The title line as shown (for tests).
    QString titleText() const;
    /// Where the puzzle comes from, as a link under the title ("From White – Black,
    /// 2026.12.01, move 23"; a practice card's game); sourceActivated() when clicked. Empty:
    /// none (each new puzzle starts with none).
    void setSourceText(const QString& text);
    QLabel* sourceLabel() const { return m_sourceLabel; }

signals:
    /// The source link was clicked.
    void sourceActivated();

private:
    QWidget* createPanel();
    void onPuzzleStarted();
    void onPositionChanged(const Position& position, Move lastMove);
    void onInputChanged(bool awaitsMove);
    void onMessage(const QString& text, PuzzleSession::Tone tone);
    void onPuzzleRated();
    void refreshRating();
    void updateButtons();

    PuzzleSession* m_session;
    BoardWidget* m_board = nullptr;
    QLabel* m_titleLabel = nullptr;
    QLabel* m_goalLabel = nullptr;
    QLabel* m_sourceLabel = nullptr;
    QLabel* m_messageLabel = nullptr;
    QLabel* m_puzzleRatingLabel = nullptr;
    QLabel* m_ratingLabel = nullptr;
    QLabel* m_streakLabel = nullptr;
    QLabel* m_themesLabel = nullptr;
    QWidget* m_ratingBox = nullptr;
    QListWidget* m_history = nullptr;
    QPushButton* m_hintButton = nullptr;
    QPushButton* m_retryButton = nullptr;
    QPushButton* m_solutionButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QString m_listTitle;
    QString m_unratedTitle;
};

} // namespace rochade::gui
