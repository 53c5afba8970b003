// SPDX-License-Identifier: GPL-3.0-or-later
// The background review in the window: when it runs (the player idle, the computer not busy),
// its progress and Cancel in the status bar, its preference, "These are my games".
#pragma once

#include "app/background_review.h"
#include "library/library_service.h"
#include "rochade/library/library.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QStatusBar;

namespace rochade::gui {

/// Starts the BackgroundReview when the player has given no input (keys, mouse, wheel,
/// touch, anywhere in the application) for idleDelay() and the window's own searches are
/// quiet (the foreground-busy test MainWindow hands in: the computer thinking, a hint, the
/// evaluation bar, the analysis dock, Review Game); pauses it at the first input or
/// foreground search (input at once, through an event filter on the application; the
/// foreground looked at every 100 ms and at once when the computer starts thinking). Shows
/// "Reviewing your games: 12 of 40 — Cancel" in the status bar while games are waiting;
/// Cancel stops the review until the program starts again (the preference stays on).
/// Games come in from the library: a game played here as it is added (its tags say against
/// the computer and which side was the human's), and the games the player marks as theirs in
/// the Library window. Lives in the GUI thread.
class BackgroundReviewActions : public QObject {
    Q_OBJECT
public:
    using Clock = std::function<std::chrono::sys_days()>;
    /// Which side the player had in games whose players do not include their name: White,
    /// Black, or none (cancelled). Asked once for all such games marked together.
    using SidePrompt = std::function<std::optional<Color>(int games)>;
    /// What queueAsMine() did with the games it was given.
    struct QueuedGames {
        int queued = 0; ///< queued now
        int queuedBefore = 0; ///< queued before (a game is never queued twice)
        int withoutSide = 0; ///< without the player's name, and no side chosen: not queued
    };

    explicit BackgroundReviewActions(QWidget* window);
    ~BackgroundReviewActions() override;

    BackgroundReview* review() const { return m_review; }
    /// Preferences: "Review my games in the background" (on by default, in QSettings).
    QAction* enabledAction() const { return m_enabledAction; }
    /// The status bar's progress and Cancel link (hidden while nothing waits).
    QLabel* progressLabel() const { return m_label; }
    void addTo(QStatusBar* bar) const;

    /// Starts watching for idle time with these files (the data directory's in the program).
    void enable(const BackgroundReviewFiles& files);
    /// No input for this long counts as idle (default 3 s; tests make it short).
    void setIdleDelay(std::chrono::milliseconds delay);
    void setForegroundBusy(std::function<bool()> busy) { m_foregroundBusy = std::move(busy); }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    void setSidePrompt(SidePrompt prompt) { m_sidePrompt = std::move(prompt); }
    /// The player's name from Preferences ▸ Your name (LearnActions::yourName()), trimmed;
    /// may be empty.
    static QString playerName();
    /// True if `tagName` (a White or Black tag) names the player called `yourName`: the same
    /// words in any order, case aside (training::sameName(), case folded by Qt).
    static bool namesThePlayer(const QString& tagName, const QString& yourName);
    /// "3 game(s) queued for review." and what was not queued; empty when
    /// there were no games.
    static QString queuedText(const QueuedGames& queued);
    /// enable() was called: games can be queued.
    bool isEnabled() const { return m_enabled; }
    /// namesThePlayer() against the player's name as it is now: a copy of it, so the test
    /// may run in any thread (the library's, for a big file).
    static std::function<bool(const std::string& tagName)> playerNameTest();
    /// Queues `games` for the side that bears the player's name, the others (neither side or
    /// both) for the side the prompt gives (asked once for all of them); then `done` with
    /// the counts, in the GUI thread (not called when the review is not enabled).
    void queueAsMine(
        const std::vector<MarkedGame>& games, std::function<void(const QueuedGames&)> done);
    /// The background-review.txt of the data directory.
    static QString defaultQueuePath();

public slots:
    /// A game was added to the library: queued, reviewed if the record says it was played
    /// here against the computer (the human's side), skipped otherwise.
    void onLibraryGameAdded(rochade::library::GameId id);
    /// The Library window's "These are my games": `rows` queued as queueAsMine() queues them,
    /// the counts said in statusMessage(). With no rows, every game of the library where the
    /// player's name plays.
    void markGamesAsMine(const std::vector<rochade::library::GameRow>& rows);
    /// A search of the window's started: the background review stops at once.
    void pauseForForeground();
    /// Stops the review for the rest of this session.
    void cancel();
    /// Starts (or resumes) the review if everything allows it now; true if it runs.
    bool startIfIdle();

signals:
    void statusMessage(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onProgress(int done, int total);
    void onStopped(bool allDone);
    void showProgress();
    bool mayRun() const;

    BackgroundReview* m_review;
    QAction* m_enabledAction;
    QLabel* m_label;
    QTimer m_idleTimer;
    QTimer m_foregroundWatch;
    std::function<bool()> m_foregroundBusy;
    Clock m_clock;
    SidePrompt m_sidePrompt;
    bool m_enabled = false;
    bool m_cancelled = false;
    /// Games may be waiting: true at first (the queue file is not read here) and after a game
    /// is queued, false once the worker found the queue empty.
    bool m_mayHaveWork = true;
    int m_done = 0;
    int m_total = 0;
};

/// The data directory's library, review queue and practice cards.
BackgroundReviewFiles defaultBackgroundReviewFiles();

} // namespace rochade::gui
