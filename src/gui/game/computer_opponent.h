// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerOpponent: the computer's side of a game, the players handed in for it, and the one
// request it thinks on.
#pragma once

#include "engines/chess_player.h"
#include "engines/computer_side.h"
#include "rochade/core/game.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <utility>
#include <vector>

namespace rochade::gui {

/// The computer as the GameController sees it: the players handed in for its side (any kind
/// of ChessPlayer; app/ builds them, this owns them), the one seated for the running game,
/// and the one request it thinks on. Each request gets a fresh id; an answer, progress or
/// failure about another id, or from a player not seated, is dropped, so an undo, a new game
/// or a switch of player never plays a stale move. An early answer can be held until its
/// reply time has come. It also keeps the extra search limits, its last
/// score and the signals about its thinking. Never asks which kind of player it seats and
/// never touches the game (ComputerTurns decides when it thinks and what its answer
/// becomes). Lives in the GUI thread.
class ComputerOpponent : public QObject {
    Q_OBJECT
public:
    explicit ComputerOpponent(QObject* parent = nullptr);

    /// Hands in `player` (this takes it as a child): from the next game on it plays the
    /// computer's side of games against `kind`. Of several players for one kind, the one
    /// handed in last plays.
    void addPlayer(Opponent kind, ChessPlayer* player);
    /// Seats the player for `side` (nobody when `side` is nullopt, a game without the
    /// computer, or no player was handed in for its kind); every other player is released,
    /// the seated one begins the game.
    void seat(const std::optional<ComputerSide>& side);
    /// The player of the computer's side of the running game, or null.
    ChessPlayer* player() const { return m_player; }
    /// True from announce() until finish() or cancel().
    bool isThinking() const { return m_current != 0; }
    /// True while a player's thread or process runs (false after shutdown()).
    bool isRunning() const;
    bool isShutDown() const { return m_shutDown; }
    /// The computer's last judgement of its position from its own view, in centipawns
    /// (mate scores large); nullopt before it has searched in this game.
    std::optional<int> lastScore() const { return m_lastScore; }
    void setLastScore(std::optional<int> score) { m_lastScore = score; }
    /// Limits that tighten the level's caps for every search (tests, options).
    void setExtraSearchLimits(const engine::SearchLimits& limits) { m_extraLimits = limits; }
    const engine::SearchLimits& extraLimits() const { return m_extraLimits; }
    /// Whether its moves may come from the opening book (MoveRequest::bookAllowed), for
    /// variety; from the next request on. Off until the window applies its preference (on
    /// by default there), so a controller on its own always searches.
    void setPlaysBookMoves(bool on) { m_playsBookMoves = on; }
    bool playsBookMoves() const { return m_playsBookMoves; }
    /// "Fast replies": the reply shows once the search ends and the level's minimum reply
    /// time has passed (LevelSettings::minReplyMs); off, the built-in engine replies at a
    /// player's pace (engine/reply_time.h). On until the window applies its preference (off
    /// by default there), so a controller on its own replies without a player's pauses.
    void setFastReplies(bool on) { m_fastReplies = on; }
    bool fastReplies() const { return m_fastReplies; }

    // --- Driven by ComputerTurns ----------------------------------------------------------
    /// A fresh request, from now on the one waited for (the think time starts, and
    /// thinkingChanged(true) is emitted): the move to play in `game` at `level` within
    /// `limits`; a book move is allowed if playsBookMoves().
    MoveRequest announce(const Game& game, engine::Level level, const engine::SearchLimits& limits);
    /// searchRequested(), then the seated player starts thinking on `request`.
    void think(const MoveRequest& request);
    /// The request is answered (thinkingChanged(false) if it was thinking).
    void finish();
    /// Drops the request: the player cancels it, its late answer is ignored
    /// (thinkingChanged(false) if it was thinking).
    void cancel();
    /// "Move now": a held answer is delivered at once (replyDue(), returns false); else the
    /// player is asked to play its best move so far (returns true).
    bool moveNow();
    /// Holds `result` until `minReplyMs` after announce(), then replyDue(); false (nothing
    /// held) if that time has passed, the move is wanted now, or there is no move.
    bool holdUntil(qint64 minReplyMs, const engine::SearchResult& result);
    /// When the held answer is due, in ms after announce(); -1 when none is held.
    qint64 heldUntilMs() const { return m_pendingReply ? m_heldUntilMs : -1; }
    /// Shuts every player down (threads joined, processes ended); later requests are not
    /// started (isShutDown()). Cancel the request first.
    void shutdown();
    /// Tells the window that the seated player `name` failed (playerFailed()).
    void reportFailure(const QString& name, const QString& reason) {
        emit playerFailed(name, reason);
    }

signals:
    void thinkingChanged(bool thinking);
    /// The computer's progress: depth, score ("+0.35" from White's view, "mate in 3"), and
    /// its best line in SAN.
    void progress(int depth, const QString& score, const QString& principalVariation);
    /// The computer's player was asked to think (for every kind of player).
    void searchRequested(quint64 requestId, const rochade::Position& position,
        const QList<quint64>& history, rochade::engine::Level level,
        const rochade::engine::SearchLimits& limits);
    /// The computer's player `name` failed; `reason` is a phrase that follows its name. The
    /// game waits: GameController::switchToBuiltInEngine() lets the built-in engine take over.
    void playerFailed(const QString& name, const QString& reason);

    // For ComputerTurns: the seated player's answers to the current request, filtered.
    /// The seated player answered the current request.
    void answered(const rochade::engine::SearchResult& result);
    /// A held answer's time has come (or moveNow() asked for it).
    void replyDue(const rochade::engine::SearchResult& result);
    /// The seated player failed, on the current request or on none.
    void failed(const QString& reason);

private:
    void onProgress(const engine::SearchInfo& info);
    void onReplyTimer();

    std::vector<std::pair<Opponent, ChessPlayer*>> m_players; ///< children, in the order added
    ChessPlayer* m_player = nullptr;
    quint64 m_lastRequestId = 0;
    quint64 m_current = 0; ///< 0: not thinking
    Position m_asked; ///< the position of the current request, to put its lines in SAN
    bool m_moveNow = false;
    QElapsedTimer m_thinkClock;
    QTimer m_replyTimer; ///< holds an early reply until its reply time
    std::optional<engine::SearchResult> m_pendingReply;
    qint64 m_heldUntilMs = 0;
    bool m_shutDown = false;
    std::optional<int> m_lastScore;
    engine::SearchLimits m_extraLimits;
    bool m_playsBookMoves = false;
    bool m_fastReplies = true;
};

} // namespace rochade::gui
