// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the one owner of the running game; every move, human or computer, goes
// through it and through the core's rules.
#pragma once

#include "game/clock_keeper.h"
#include "game/clock_pause_guard.h"
#include "game/computer_opponent.h"
#include "game/computer_turns.h"
#include "game/draw_negotiation.h"
#include "game/draw_talk.h"
#include "game/game_browser.h"
#include "game/game_clock.h"
#include "game/game_flow.h"
#include "game/game_setup.h"
#include "game/human_player.h"
#include "game/record_editor.h"
#include "rochade/core/game.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QObject>
#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace rochade::gui {

/// Owns the core Game and the ComputerOpponent (computer(): the players handed in for the
/// computer's side, its signals and score). Lives in the GUI thread. Each side of a game has
/// a player (playerOf()): the HumanPlayer where a human moves at the board (both sides in
/// hot-seat), else the computer's; who moves, who may take back and who resigns follow from
/// the seats, not from the game's mode. The ComputerTurns part decides when the computer
/// thinks and plays its moves, through the GameFlow, by the same rules as a human's; neither
/// asks which kind of player thinks. Each search request gets a fresh id; a result whose id
/// is not the current one is dropped, so undo, new game or browsing during thinking never
/// plays a stale move. The widgets never change the game themselves: they call the actions
/// below and repaint on positionChanged().
class GameController : public QObject, private GameFlow {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    /// Stops the search and joins the worker thread.
    ~GameController() override;

    /// The computer's side: the players handed in for it (ComputerOpponent::addPlayer(); the
    /// window's come from app/computer_players.h), its thinking and progress signals, its
    /// last score.
    ComputerOpponent* computer() { return &m_computer; }
    const ComputerOpponent* computer() const { return &m_computer; }
    /// The record's edits: variations, comments, move symbols (never the game's position).
    RecordEditor* record() { return &m_record; }

    // --- State -------------------------------------------------------------------------
    const Game& game() const override { return m_game; }
    /// The setup of the running game (the colour choice as chosen, perhaps Random).
    const GameSetup& setup() const override { return m_setup; }
    bool isVsComputer() const { return m_setup.mode == PlayMode::VsComputer; }
    /// The human's colour against the computer (Random resolved); White in hot-seat.
    Color humanColor() const { return m_humanColor; }
    /// The player seated on side `c` for the running game: the HumanPlayer where a human
    /// moves at the board, else the computer's player (null if none was handed in for the
    /// game's kind of opponent).
    ChessPlayer* playerOf(Color c) const { return m_seats[static_cast<std::size_t>(index(c))]; }
    /// True if a human moves side `c` at the board.
    bool isHumanSide(Color c) const;
    /// True while the game goes on and the side to move is not a human's (the computer's,
    /// seated or not).
    bool isComputerTurn() const override;
    /// True from the search request until the computer's move is on the board.
    bool isThinking() const { return m_computer.isThinking(); }
    /// True if a human may move on the board now: not over, not the computer's turn, or,
    /// while browsing, the shown position has a move for a human (it branches off there).
    bool canHumanMove() const;
    /// Why the board takes no move now (empty when canHumanMove()).
    QString whyNoMove() const override;
    // The shown ply and position (GameBrowser).
    bool isBrowsing() const { return m_browser.isBrowsing(); }
    int viewPly() const { return m_browser.viewPly(); }
    /// The node of the shown position (the game's current one unless browsing).
    const Game::Node& shownNode() const { return m_browser.shownNode(); }
    /// True while a variation (or a move redo would replay) is shown.
    bool isViewingSideLine() const { return m_browser.isOffTheGameLine(); }
    const Position& displayedPosition() const { return m_browser.displayedPosition(); }
    Move displayedLastMove() const { return m_browser.displayedLastMove(); }
    /// The legal moves a human may play now; empty when canHumanMove() is false.
    MoveList playableMoves() const;
    /// The players' names as shown ("You", "Computer (Easy)", or the names entered).
    QString playerName(Color c) const;
    bool canUndo() const { return m_game.canUndo(); }
    bool canRedo() const { return m_game.canRedo(); }
    GameStatus status() const { return m_game.status(); }

    // --- Actions (each explains a refusal with statusMessage()) ---------------------------
    /// Ends the running game (cancelling any search) and starts `setup`.
    void newGame(const GameSetup& setup);
    /// Replaces the running game by `game` (its whole history, so undo and redo work) played
    /// with `setup` (a Random colour is decided here). Any search is cancelled first and its
    /// late result dropped; if the computer is to move, it starts thinking.
    void loadGame(const Game& game, const GameSetup& setup);
    /// A new game from `start` with the running setup and the human on the same side (the
    /// position is assumed valid, as parseFen() returns it).
    void setUpPosition(const Position& start);
    /// Plays a human move, validated by the core. From a shown earlier position it enters the
    /// record as RecordEditor::branchFor() says (a variation, or replacing the rest). False
    /// if refused.
    bool playHumanMove(Move move);
    /// Plays a move typed as SAN or UCI ("Nf3", "e2e4"). False (with the reason) if it names
    /// no legal move or the human may not move now.
    bool playMoveText(const QString& text);
    /// Takes back a move; against the computer, the computer's reply and the human's move
    /// (also while it thinks: the search is cancelled). Re-opens a finished game.
    bool undo();
    bool redo();
    /// Shows the position after `ply` moves, read-only; the game's own ply returns to it.
    void browseTo(int ply);
    /// Shows any node of the game's tree (a variation too), read-only; the game's current
    /// node returns to the game.
    void showNode(const Game::Node& node);
    void returnToGame();
    /// The human to move resigns; on the computer's turn, the human playing against it.
    void resign();
    /// Stops the search; the best move of the last completed iteration is played now.
    void moveNow() { m_turns.moveNow(); }
    /// Stops any search and shuts every player down (threads joined, processes ended); later
    /// searches are not started. Idempotent; the destructor calls it.
    void shutdown();
    /// The built-in engine takes over the running game from a failed external engine (and
    /// moves at once if it is the computer's turn). No-op unless another one plays.
    void switchToBuiltInEngine();
    // --- Clocks -------------------------------------------------------------------------
    // One name a part: clock() is the GameClock and its readings, clockKeeper() what acts on
    // it (pause, holds, flag fall), drawTalk() the human's offers and claims; the
    // DrawNegotiation the talk and ComputerTurns share is m_negotiation.
    /// The clocks' readings (remaining and spent times, the running side, move times).
    const GameClock& clock() const { return m_clock; }
    /// Draw offers and claims, and the question before a move that allows one.
    DrawTalk* drawTalk() { return &m_drawTalk; }
    const DrawTalk* drawTalk() const { return &m_drawTalk; }
    bool canClaimDraw() const { return m_drawTalk.canClaimDraw(); }
    /// Pause, holds and flag fall. A loaded game starts with fresh clocks at its last
    /// position, unless its record gives the readings (%clk): then they stand as it says.
    /// Either way the game clock starts with the next move played (GameClock).
    ClockKeeper* clockKeeper() { return &m_clockKeeper; }
    bool isPaused() const { return m_clock.isPaused(); }

signals:
    /// The shown position, the playable moves, or the browsing state changed.
    void positionChanged();
    /// A move was played in the game (not while browsing history).
    void moveMade(rochade::Move move, const QString& san);
    /// The game ended; `text` is the core's status sentence.
    void gameOver(const QString& text);
    void statusMessage(const QString& text);
    /// The computer answered a draw offer; `text` says why (GameStatusText::drawDecision()).
    void drawOfferAnswered(bool accepted, const QString& text);
    /// A draw may be claimed now (text says why), or no longer (empty text).
    void drawClaimChanged(const QString& text);
    /// The clocks' readings changed (every 100 ms while one runs, and on every move).
    void clockChanged();
    /// Game ▸ Pause switched on or off.
    void pausedChanged(bool paused);

private:
    // GameFlow: what ComputerTurns and ClockKeeper do to the game.
    Result<bool> playComputerMove(Move move) override;
    void endByAgreement() override;
    bool endByClaim() override;
    QString turnText() const override;

    bool checkFlag() override { return m_clockKeeper.checkFlag(); }
    void endByFlag(Color loser) override;
    void announceStatus() override;

    void afterMove();
    void afterHistoryChange(const QString& message);
    bool changeHistory(bool back);
    /// Takes the game to the shown node for a move from there (branch.choice is Variation or
    /// Replace); plays a variation at once. False if the move was refused there.
    bool branchOff(Move move, const RecordEditor::Branch& branch);
    void finishByDeclaration();
    std::optional<Color> sideToMoveIfPlaying() const;
    /// Seats the running setup's players: the human on the human's sides, the computer's
    /// player (as the setup names it) on the others.
    void seatPlayers();
    GameBrowser::HumanSides humanSides() const;

    Game m_game;
    GameSetup m_setup;
    Color m_humanColor = Color::White;
    GameBrowser m_browser { m_game };
    ComputerOpponent m_computer { this }; ///< a child, so findChild() reaches its players
    HumanPlayer m_human;
    std::array<ChessPlayer*, 2> m_seats {}; ///< by index(Color); see playerOf()
    DrawNegotiation m_negotiation;
    GameClock m_clock; ///< under m_setup.timeControl
    ComputerTurns m_turns { *this, m_computer, m_negotiation, m_clock };
    ClockKeeper m_clockKeeper { *this, m_clock, m_turns };
    DrawTalk m_drawTalk { *this, m_negotiation, m_turns, m_clockKeeper };
    RecordEditor m_record { m_game, m_browser };
};

} // namespace rochade::gui
