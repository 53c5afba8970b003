// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Practice: the player's reviewed mistakes become practice cards, and the due cards are
// practised in the puzzle window.
#pragma once

#include "rochade/training/practice_card.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <functional>
#include <map>
#include <string>

class QAction;
class QWidget;

namespace rochade::training {
struct PracticeCard;
}

namespace rochade::gui {

class BoardWidget;
class GameController;
class PuzzleSession;
class PuzzleWindow;

/// Owns the Practice action and the card file (training::CardDeck, AppDataLocation's
/// practice-cards.txt). After a Review Game of a game against the computer, addFromReview()
/// turns the human side's mistakes and blunders ($2, $4) into cards (cardsFromReviewedGame()
/// over the reviewed record). A hot-seat or opened game adds none: who the player was is not
/// known there (a player's name in Preferences is issue 24's later part).
///
/// "Practice (N due)" opens the cards due today in a PuzzleWindow of its own, one after the
/// other (a card is a puzzle: puzzleFromCard()); the first finished try at each answers it:
/// right at once Good, right after a hint Hard, wrong or Show Solution Again. The deck is read
/// from its file for every change and saved atomically at once, so the file is the one truth.
/// Today's date comes from a clock a test may replace. Each card shows the game it came
/// from as a link (a library game, or a game of a PGN file); clicked, openSourceRequested().
/// Lives in the GUI thread.
class PracticeActions : public QObject {
    Q_OBJECT
public:
    using Clock = std::function<std::chrono::sys_days()>;

    /// Neither `controller`, `board` nor `window` is owned.
    PracticeActions(GameController* controller, BoardWidget* board, QWidget* window);

    QAction* practiceAction() const { return m_practiceAction; }
    /// The open practice window, or nullptr.
    PuzzleWindow* practiceWindow() const { return m_practiceWindow; }

    /// The data directory's practice-cards.txt.
    static QString defaultDeckPath();
    /// What a card's puzzle asks: "Find a better move than Nf3?" (?? for a blunder).
    static QString puzzleName(const training::PracticeCard& card);
    QString deckPath() const { return m_deckPath; }
    void setDeckPath(const QString& path);
    /// Today, by default the local calendar's day.
    void setClock(Clock clock);
    std::chrono::sys_days today() const { return m_clock(); }

    /// The human side's mistakes of the game just reviewed, added to the deck and saved;
    /// says how many in statusMessage(). Returns the cards added (merged ones not counted);
    /// -1 if the game's player is not known or the deck could not be read or written.
    int addFromReview();
    /// Opens the due cards in the practice window; nullptr (said in statusMessage()) if none
    /// is due or the deck cannot be read.
    PuzzleWindow* openPractice();
    /// The action's text and state from the deck's due count today.
    void updateAction();
    /// The first result at the puzzle `session` shows moves the card of the same id (the
    /// same position and played move) in the deck, if the deck has it: right at once Good,
    /// right after a hint Hard, wrong or Show Solution Again. The one path of every answer:
    /// Practice's and Learn from This Game's. False if there is no such card or the deck could
    /// not be written (said in statusMessage()).
    bool answerCard(const PuzzleSession& session, bool solved);

    /// "From White – Black, 2026.12.01, move 23": the source link's words.
    static QString sourceText(const training::CardSource& source);

signals:
    void statusMessage(const QString& text);
    /// The card's source link was clicked: open that game at the mistake's ply.
    void openSourceRequested(const rochade::training::CardSource& source);

private:
    void onFirstResult(bool solved);
    void onPuzzleStarted();

    QPointer<GameController> m_controller; ///< may go before the practice window
    BoardWidget* m_board;
    QWidget* m_window;
    QAction* m_practiceAction = nullptr;
    QPointer<PuzzleWindow> m_practiceWindow;
    QString m_deckPath;
    Clock m_clock;
    /// The game each card of the open round is shown from, by card id.
    std::map<std::string, training::CardSource> m_sources;
};

} // namespace rochade::gui
