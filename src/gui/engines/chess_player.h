// SPDX-License-Identifier: GPL-3.0-or-later
// Whoever plays a side, behind one interface (as Cute Chess's ChessPlayer).
#pragma once

#include "engines/computer_side.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

namespace rochade::gui {

/// What a player is asked to think about: the game so far in both shapes the players need
/// (the position with its repetition history for Rochade's searcher, the start and the moves
/// for a UCI engine), the level and the limits (the clock's times included).
struct MoveRequest {
    quint64 id = 0; ///< increasing over the controller's life; never 0
    Position start;
    std::vector<Move> moves;
    Position position; ///< after `moves` from `start`
    QList<quint64> history; ///< hashes of the positions before `position`, oldest first
    engine::Level level = engine::Level::Easy;
    engine::SearchLimits limits;
    /// The player may answer with a move of the opening book instead of searching (the
    /// computer opponent's preference). Rochade's engine does; an external engine ignores
    /// it (it has its own book, or none).
    bool bookAllowed = false;
};

/// A player the GameController asks for moves. Lives in the GUI thread. Who builds the
/// players (app/) hands them to the controller, which knows nothing of which kind a player
/// is: it asks the one seated on a side to think with an id, and reads the answer from
/// moveChosen() (or failed()). An answer for an id the controller no longer waits for is
/// dropped by the controller.
class ChessPlayer : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// True for the player moved by board input (game/'s HumanPlayer): the controller asks
    /// it for no move and takes its moves from the board.
    virtual bool isHuman() const { return false; }
    /// A game whose computer's side is `side` begins and this player plays it (an engine
    /// starts or resets).
    virtual void beginGame(const ComputerSide& side) { Q_UNUSED(side) }
    /// The running game is played by another player now: nothing of this one keeps running.
    virtual void release() { }
    /// Starts thinking about `request`; the answer comes as moveChosen() or failed().
    virtual void startThinking(const MoveRequest& request) = 0;
    /// "Move now": answer `requestId` with the best move found so far.
    virtual void stop(quint64 requestId) = 0;
    /// Drops every request up to `requestId`: no answer is wanted any more.
    virtual void cancelThrough(quint64 requestId) = 0;
    /// Ends everything (threads joined, processes gone); later requests are not answered.
    virtual void shutdown() { }
    /// True while a thread or process of this player runs.
    virtual bool isRunning() const { return false; }
    /// The name used in messages about this player ("Stockfish 16").
    virtual QString name() const = 0;

signals:
    /// The answer to `requestId` (a null bestMove: no move found).
    void moveChosen(quint64 requestId, const rochade::engine::SearchResult& result);
    /// Progress on `requestId` after each completed iteration.
    void progress(quint64 requestId, const rochade::engine::SearchInfo& info);
    /// The player cannot go on (requestId 0: not about one request); `reason` is a phrase
    /// that follows the player's name ("did not answer in time").
    void failed(quint64 requestId, const QString& reason);
};

} // namespace rochade::gui
