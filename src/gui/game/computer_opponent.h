// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerOpponent: the computer's side of a game against it, its players and what it said.
#pragma once

#include "engines/chess_player.h"
#include "engines/uci_strength.h"
#include "game/computer_seat.h"
#include "game/game_setup.h"
#include "rochade/core/game.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace rochade::gui {

/// The computer as the GameController sees it: the players that may take its side (children
/// of this; Rochade's engine on its worker thread and an external UCI engine are added by the
/// constructor), the ComputerSeat that picks one and filters its answers by request id, the
/// extra search limits, its last score, and the signals about its thinking. The controller
/// decides when it thinks and plays its moves through the rules; this object never touches
/// the game. Lives in the GUI thread.
class ComputerOpponent : public QObject {
    Q_OBJECT
public:
    explicit ComputerOpponent(QObject* parent = nullptr);

    /// Adds `player` (this takes it as a child). From the next game on, the player added
    /// last that plays() a setup's computer side plays it.
    void addPlayer(ChessPlayer* player);
    /// The player of the computer's side of the running game (null in hot-seat).
    ChessPlayer* player() const { return m_seat.player(); }
    /// True from the search request until the computer's move is on the board.
    bool isThinking() const { return m_seat.isThinking(); }
    /// True while a player's thread or process runs (false after shutdown()).
    bool isRunning() const { return m_seat.isRunning(); }
    bool isShutDown() const { return m_shutDown; }
    /// The computer's last judgement of its position from its own view, in centipawns
    /// (mate scores large); nullopt before it has searched in this game.
    std::optional<int> lastScore() const { return m_lastScore; }
    /// Limits that tighten the level's caps for every search (tests, options).
    void setExtraSearchLimits(const engine::SearchLimits& limits) { m_extraLimits = limits; }
    const engine::SearchLimits& extraLimits() const { return m_extraLimits; }
    /// Whether its moves may come from the opening book (MoveRequest::bookAllowed), for
    /// variety; from the next request on. Off until the window applies its preference (on
    /// by default there), so a controller on its own always searches.
    void setPlaysBookMoves(bool on) { m_playsBookMoves = on; }
    bool playsBookMoves() const { return m_playsBookMoves; }

    // --- Driven by the GameController -----------------------------------------------------
    /// The player that plays `setup` is seated (see ComputerSeat::seat()).
    void seat(const GameSetup& setup, bool vsComputer) { m_seat.seat(setup, vsComputer); }
    /// A fresh request id is waited for from now on (isThinking()); the think time starts.
    void begin() { m_seat.begin(); }
    /// The question for the current request (thinkingChanged(true) is emitted): the move to
    /// play in `game` at `level` within `limits`; a book move is allowed if playsBookMoves().
    MoveRequest announce(const Game& game, engine::Level level, const engine::SearchLimits& limits);
    /// searchRequested(), then the seated player starts thinking on `request`.
    void think(const MoveRequest& request);
    /// The request is answered (thinkingChanged(false) if it was thinking).
    void finish();
    /// Drops the request: the player cancels it, its late answer is ignored
    /// (thinkingChanged(false) if it was thinking).
    void cancel();
    /// See ComputerSeat::moveNow() and ComputerSeat::holdUntil().
    bool moveNow() { return m_seat.moveNow(); }
    bool holdUntil(qint64 minReplyMs, const engine::SearchResult& result) {
        return m_seat.holdUntil(minReplyMs, result);
    }
    void setLastScore(std::optional<int> score) { m_lastScore = score; }
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
    /// The external engine `program` finished its handshake, advertising `strength`.
    void externalEngineReady(
        const QString& program, const rochade::gui::UciStrengthOptions& strength);
    /// The computer's player `name` failed; `reason` is a phrase that follows its name. The
    /// game waits: GameController::switchToBuiltInEngine() lets the built-in engine take over.
    void playerFailed(const QString& name, const QString& reason);

    // For the GameController (ComputerSeat's filtered answers).
    /// The seated player answered the current request.
    void answered(const rochade::engine::SearchResult& result);
    /// A held answer's time has come (or moveNow() asked for it).
    void replyDue(const rochade::engine::SearchResult& result);
    /// The seated player failed, on the current request or on none.
    void failed(const QString& reason);

private:
    void onProgress(const engine::SearchInfo& info);

    ComputerSeat m_seat; ///< the players (children of this) and the current request
    Position m_asked; ///< the position of the current request, to put its lines in SAN
    bool m_shutDown = false;
    std::optional<int> m_lastScore;
    engine::SearchLimits m_extraLimits;
    bool m_playsBookMoves = false;
};

} // namespace rochade::gui
