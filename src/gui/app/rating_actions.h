// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating in the window: the first-time question, each rated game, Learn ▸ Your
// Rating, Adaptive's level.
#pragma once

#include "dialogs/new_game_dialog.h"
#include "dialogs/rating_dialog.h"
#include "game/game_setup.h"
#include "rochade/training/player_rating.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace rochade::gui {

class GameController;

/// Keeps the player's rating (training::PlayerRating) in its file in the data directory and
/// rates each game that counts. A game counts when the window started it (New game, or the
/// game it starts at launch) against one of Rochade's own levels, from the start (standard or
/// Chess960), and it ends with a result on the board or by the rules: mate, stalemate, a
/// draw by rule, claim or agreement, resignation, a fallen flag. Hot-seat, an external engine,
/// a game opened, pasted or set up in the editor, and a game of fewer than two moves (one
/// each) do not count. Moves taken back do not stop a game counting; a game is rated once,
/// even if it is re-opened by undo and ends again. Lives in the GUI thread.
class RatingActions : public QObject {
    Q_OBJECT
public:
    /// Follows `controller` (not owned); its dialogs open over `window`.
    RatingActions(GameController* controller, QWidget* window);

    /// Learn ▸ Your Rating…
    QAction* ratingAction() const { return m_ratingAction; }

    /// Keeps the rating in the file at `path` from now on, reading it first. No file: the
    /// player has not answered yet. A file that cannot be read is named in statusMessage(),
    /// left as it is, and nothing is rated (or written) until the next start.
    void enable(const QString& path);
    /// The rating, or null before the first answer (or without a readable file).
    const training::PlayerRating* rating() const { return m_rating ? &*m_rating : nullptr; }
    /// True if the next game against a level asks the first-time question.
    bool needsFirstAnswer() const;
    /// The level Adaptive plays now: nearest the rating, or a casual player's start.
    AdaptivePick adaptivePick() const;
    /// True while the running game would be rated when it ends.
    bool countsRunningGame() const { return m_gameCounts && !m_gameRated; }
    /// The rating view, once opened.
    RatingDialog* ratingDialog() const { return m_dialog; }

    /// Before a game of `setup` starts: the first-time question (once, before the first game
    /// against a level), then Adaptive's level. Returns the setup to play.
    GameSetup prepareGame(const GameSetup& setup);
    /// The window started a game of `setup` (as prepareGame() returned it).
    void gameStarted(const GameSetup& setup);
    /// The running game is replaced by one opened, pasted or set up: it does not count.
    void forgetGame();
    /// The game ended (`text`: the core's sentence): rated if it counts, and the status line
    /// says the new rating: "Checkmate. Your rating: 1234 (+15)".
    void onGameOver(const QString& text);

public slots:
    void showRatingDialog();

signals:
    void statusMessage(const QString& text);
    /// The rating changed: a game rated, an answer given, a start over.
    void ratingChanged();
    /// A game was rated: `text` says the new rating and the change ("Your rating: 1234
    /// (+15)"), for the result bar, where it stays while later messages take the status line.
    void gameRated(const QString& text);

private:
    void askExperience();
    void startOver();
    /// Writes the rating to its file; false (with a status message) if it could not.
    bool save();

    GameController* m_controller;
    QWidget* m_window;
    QAction* m_ratingAction = nullptr;
    QPointer<RatingDialog> m_dialog;
    QString m_path; ///< empty: not kept (the window under test, before enable())
    bool m_fileUnreadable = false;
    std::optional<training::PlayerRating> m_rating;
    bool m_gameCounts = false; ///< the running game was started to be rated
    bool m_gameRated = false; ///< and has been
    engine::Level m_gameLevel = engine::Level::Easy;
};

/// The rating file in the data directory: AppDataLocation/rating.txt.
QString defaultRatingPath();

} // namespace rochade::gui
