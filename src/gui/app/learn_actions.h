// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Learn from This Game: the player's mistakes of the reviewed game, one after the other,
// in the puzzle window.
#pragma once

#include "rochade/core/types.h"
#include "rochade/engine/search.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QStatusBar;
class QToolButton;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class GameReview;
class PracticeActions;
class PuzzleWindow;

/// Owns Learn from This Game: enabled once the current game's main line carries a review
/// (the %eval a review writes on every move), and offered by a button in the status line when
/// a review finishes. It steps through the player's mistakes and blunders ($2, $4) of this
/// game in the order played, each a puzzle in a PuzzleWindow of its own ("Mistake 2 of 5",
/// "Find a better move than Nf3?"), made as Practice makes its cards (cardsOfSide(), then
/// puzzleFromCard()): Hint in two steps (the piece, then the arrow), Show Me plays the best
/// line, and an answer within 3.5 points of win percentage of the best is right. Each first
/// answer moves the practice card of the same mistake through PracticeActions::answerCard(),
/// if the deck has it.
///
/// The player's side: in a game against the computer, the side the human played; else the
/// side whose tag matches Preferences ▸ Your name (training::sameName(), case folded);
/// else the player is asked (White or Black). Lives in the GUI thread.
class LearnActions : public QObject {
    Q_OBJECT
public:
    /// Asks which side was the player's: nullopt if the player cancelled.
    using SideQuestion = std::function<std::optional<Color>()>;

    /// None of the arguments is owned.
    LearnActions(GameController* controller, GameReview* review, PracticeActions* practice,
        BoardWidget* board, QWidget* window);

    QAction* learnAction() const { return m_learnAction; }
    /// The offer in the status line, shown while the action is enabled.
    QToolButton* offerButton() const { return m_offerButton; }
    void addTo(QStatusBar* bar) const;
    /// The open Learn window, or nullptr.
    PuzzleWindow* learnWindow() const;

    /// Preferences ▸ Your name, as remembered (QSettings); empty if not given.
    static QString yourName();
    static void setYourName(const QString& name);

    /// The side whose mistakes are learned without asking, or nullopt if it must be asked.
    std::optional<Color> knownSide() const;
    /// Replaces the question (tests); by default a small message box.
    void setSideQuestion(SideQuestion question) { m_sideQuestion = std::move(question); }
    /// The limits of the window's searches (tests); by default the puzzle window's.
    void setSearchLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    /// True if the current game's main line carries a review.
    bool hasReview() const;

    /// Opens the player's mistakes of this game; nullptr (said in statusMessage()) if there is
    /// no review, the side question was cancelled, or the side made no mistake.
    PuzzleWindow* learn();

public slots:
    void updateAction();

signals:
    void statusMessage(const QString& text);

private:
    std::optional<Color> askSide() const;
    PuzzleWindow* openWindow();

    QPointer<GameController> m_controller; ///< may go before the learn window
    GameReview* m_review;
    PracticeActions* m_practice;
    BoardWidget* m_board;
    QWidget* m_parent;
    QAction* m_learnAction = nullptr;
    QToolButton* m_offerButton = nullptr;
    QPointer<PuzzleWindow> m_window;
    SideQuestion m_sideQuestion;
    std::optional<engine::SearchLimits> m_limits;
};

} // namespace rochade::gui
