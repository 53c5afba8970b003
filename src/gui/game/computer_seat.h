// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerSeat: the computer's side of the board, its players and the request it thinks on.
#pragma once

#include "engines/chess_player.h"
#include "game/game_setup.h"
#include "rochade/core/game.h"
#include "rochade/engine/search.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace rochade::gui {

/// The players that may take the computer's side (ChessPlayer: any kind), the one seated for
/// the running game, and the one request it thinks on. Each request gets a fresh id; an
/// answer, progress or failure about another id, or from a player not seated, is dropped, so
/// an undo, a new game or a switch of player never plays a stale move. An early answer can
/// be held until the level's minimum reply time has passed. Never asks which kind of player
/// it seats. Lives in the GUI thread; owns no player (their owner adds them).
class ComputerSeat : public QObject {
    Q_OBJECT
public:
    explicit ComputerSeat(QObject* parent = nullptr);

    /// Adds `player` to those that may be seated (it must outlive the seat, or be shut down
    /// through it first).
    void addPlayer(ChessPlayer* player);
    /// Seats the player added last that plays() `setup`'s computer side (nobody when
    /// `vsComputer` is false, or none plays it); every other player is released, the seated
    /// one begins the game.
    void seat(const GameSetup& setup, bool vsComputer);
    /// The seated player, or null.
    ChessPlayer* player() const { return m_player; }
    /// Shuts every player down (threads joined, processes ended).
    void shutdownPlayers();
    /// True while a player's thread or process runs.
    bool isRunning() const;

    /// True from begin() until finish() or cancel().
    bool isThinking() const { return m_current != 0; }
    quint64 currentRequest() const { return m_current; }
    /// A fresh request id, from now on the one waited for; the think time starts.
    quint64 begin();
    /// The current request's question: the move to play in `game` at `level` within `limits`.
    MoveRequest requestFor(
        const Game& game, engine::Level level, const engine::SearchLimits& limits) const;
    /// The seated player starts thinking on `request` (its id from begin()).
    void think(const MoveRequest& request);
    /// The request is answered: nothing is waited for any more.
    void finish();
    /// Drops the request: the player cancels it and its late answer is ignored.
    void cancel();
    /// "Move now": a held answer is delivered at once (replyDue(), returns false); else the
    /// player is asked to play its best move so far (returns true).
    bool moveNow();
    /// Holds `result` until `minReplyMs` after begin(), then replyDue(); false (nothing
    /// held) if that time has passed, the move is wanted now, or there is no move.
    bool holdUntil(qint64 minReplyMs, const engine::SearchResult& result);

signals:
    /// The seated player answered the current request.
    void answered(const rochade::engine::SearchResult& result);
    /// A held answer's time has come (or moveNow() asked for it).
    void replyDue(const rochade::engine::SearchResult& result);
    void progress(const rochade::engine::SearchInfo& info);
    /// The seated player failed, on the current request or on none (`requestId` 0).
    void failed(const QString& reason);

private:
    void onReplyTimer();

    std::vector<ChessPlayer*> m_players; ///< in the order added
    ChessPlayer* m_player = nullptr;
    quint64 m_lastRequestId = 0;
    quint64 m_current = 0; ///< 0: not thinking
    bool m_moveNow = false;
    QElapsedTimer m_thinkClock;
    QTimer m_replyTimer; ///< holds an early reply until the level's minimum reply time
    std::optional<engine::SearchResult> m_pendingReply;
};

} // namespace rochade::gui
