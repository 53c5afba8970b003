// SPDX-License-Identifier: GPL-3.0-or-later
// DrawTalk: the human's side of the draw talk, as the window's actions reach it.
#pragma once

#include "game/clock_keeper.h"
#include "game/computer_turns.h"
#include "game/draw_negotiation.h"
#include "game/game_flow.h"
#include "rochade/core/move.h"

#include <QObject>
#include <QString>

#include <functional>

namespace rochade::gui {

/// Offers, claims and the question before a move that allows a claim; it keeps the state
/// in a DrawNegotiation (shared with ComputerTurns, which gives the computer's answers) and
/// ends the game through the GameFlow. Lives in the GUI thread, a part of the
/// GameController (controller->drawTalk()).
class DrawTalk : public QObject {
    Q_OBJECT
public:
    DrawTalk(GameFlow& flow, DrawNegotiation& negotiation, ComputerTurns& turns,
        ClockKeeper& clockKeeper, QObject* parent = nullptr);

    /// In hot-seat the players agreed: a draw (true). Against the computer it answers by
    /// engine::decideDraw(): on its turn with its move (judged by that move's search), on the
    /// human's turn at once when the position decides, else after a short search on the
    /// worker thread. The answer comes with the controller's drawOfferAnswered() and a
    /// sentence that says why; true only if the draw was agreed at once.
    bool offerDraw();
    /// True from a draw offer to the computer until it answers (undo, redo or a new game
    /// withdraw it).
    bool isOfferPending() const { return m_negotiation.isOfferPending(); }
    /// Ends the game by the claim of the human to move (a declined claim may still be made).
    bool claimDraw();
    /// The human declines the offered claim: it is not offered again for this position.
    void declineDrawClaim();
    /// A claimable draw the human to move has not declined.
    bool canClaimDraw() const;
    /// Asked before a human move that allows claiming a draw (threefold, fifty moves):
    /// return true to play it and claim. Without a prompt the move is simply played.
    void setClaimPrompt(std::function<bool(const QString& question)> prompt) {
        m_negotiation.setClaimPrompt(std::move(prompt));
    }

    /// What a human move becomes after the question (if it allows a claim): played,
    /// played with the claim, or nothing (the flag fell while the question was open).
    enum class BeforeMove {
        Play,
        PlayAndClaim,
        TooLate
    };
    BeforeMove askBeforeMove(Move move);

signals:
    void statusMessage(const QString& text);
    void drawClaimChanged(const QString& text);

private:
    GameFlow& m_flow;
    DrawNegotiation& m_negotiation;
    ComputerTurns& m_turns;
    ClockKeeper& m_clockKeeper;
};

} // namespace rochade::gui
