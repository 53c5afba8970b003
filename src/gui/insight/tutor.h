// SPDX-License-Identifier: GPL-3.0-or-later
// Tutor: the human's moves against the computer judged as they are played, a bad one held
// back with a note before the computer replies.
#pragma once

#include "rochade/core/game.h"
#include "rochade/engine/search.h"
#include "rochade/review/move_review.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace rochade::gui {

class AnalysisEngine;
class GameController;

/// The tutor of a game against the computer. After each move of the human's, it holds the
/// game's clocks (ClockKeeper::hold(): the computer does not think while they are held) and
/// has an AnalysisEngine of its own search the position before the move and the position
/// after it, on the engine's thread, never on the GUI thread. The two searches are judged by
/// the review's own code (review::judgeMoves(): the loss of winning chances against the best
/// move, the explanation checked on the core). A move below the threshold releases the
/// clocks at once and the computer replies; one at or above it opens a warning, which stays
/// until takeBack() (the move undone; the human plays again, the computer has not moved) or
/// playOn() (the clocks released, the computer replies).
///
/// Each judgement is tagged with the game and the node it belongs to: an undo, a new or
/// loaded game (followed through the controller's positionChanged()) or shutdown() drop it
/// and any open warning, release the clocks, and a late answer of the engine is never shown.
/// Lives in the GUI thread.
class Tutor : public QObject {
    Q_OBJECT
public:
    /// Each position is searched this long, or this deep, whichever ends first: two
    /// searches, a few hundred milliseconds before the computer may reply.
    static constexpr int kDefaultTimeMs = 150;
    static constexpr int kDefaultDepth = 10;
    /// The tutor's own transposition table (made on the GUI thread at the first judgement).
    static constexpr std::size_t kHashMiB = 4;

    explicit Tutor(GameController* controller, QObject* parent = nullptr);
    /// Calls shutdown().
    ~Tutor() override;

    /// On: the human's next moves are judged (in games against the computer only). Off drops
    /// any judgement and warning. A new game sets both from its setup (GameSetup::tutor).
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    /// The least class that opens a warning (Inaccuracy, Mistake or Blunder).
    void setThreshold(review::MoveClass threshold);
    review::MoveClass threshold() const { return m_threshold; }
    /// True if the tutor has something to say in the running game: it is on and the game is
    /// against the computer.
    bool isActive() const;

    /// True while a move is being judged (the computer waits).
    bool isJudging() const { return m_state == State::Judging; }
    /// The open warning, if any (the computer waits until it closes).
    const review::MoveReview* warning() const {
        return m_state == State::Warning ? &m_warning : nullptr;
    }
    /// The warning's words in the user's language: the class and the better move, why the
    /// move was bad when a simple sentence is true ("Loses the knight on c3 after ...d4."),
    /// else the evaluation for the mover before and after it.
    static QString warningText(const review::MoveReview& move);

    /// Undoes the warned move: the human is to move again and the computer has not moved.
    /// Emits tookBack(). No-op without a warning.
    void takeBack();
    /// Closes the warning; the computer replies. No-op without a warning.
    void playOn();

    /// Other limits (tests); without a depth, node or time limit, and not infinite, the
    /// defaults.
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    /// Drops any judgement or warning and joins the engine's thread; later moves are not
    /// judged. Idempotent.
    void shutdown();

signals:
    /// A move crossed the threshold: the warning is open (warning() holds it).
    void warned(const rochade::review::MoveReview& move);
    /// The warning closed (taken back, played on, or dropped with its position).
    void warningClosed();
    /// The warned move was taken back.
    void tookBack();
    void enabledChanged(bool on);
    void statusMessage(const QString& text);

private:
    enum class State {
        Idle,
        Judging,
        Warning
    };

    void onMoveMade();
    void onPositionChanged();
    void onSearchFinished(quint64 id, const engine::SearchResult& result);
    void judge();
    /// True if the game is still at the node the judgement belongs to.
    bool isStillAtJudgedNode() const;
    /// Back to Idle: the engine cancelled, the clocks released, a warning closed.
    void drop();
    void releaseClocks();
    AnalysisEngine* engine();

    QPointer<GameController> m_controller; ///< not owned; may go first at shutdown
    std::unique_ptr<AnalysisEngine> m_engine;
    bool m_shutDown = false;
    bool m_enabled = false;
    review::MoveClass m_threshold = review::MoveClass::Mistake;
    State m_state = State::Idle;
    bool m_holdingClocks = false;
    quint64 m_request = 0;
    const void* m_root = nullptr; ///< the running game's start node, to notice a new game
    /// The judged move's tag: the node after it and that position's hash.
    const Game::Node* m_node = nullptr;
    std::uint64_t m_hash = 0;
    Position m_before;
    QList<quint64> m_history; ///< hashes of the positions before m_before, oldest first
    std::optional<review::PositionJudgement> m_beforeJudgement;
    review::MoveReview m_warning;
    engine::SearchLimits m_limits;
};

} // namespace rochade::gui
