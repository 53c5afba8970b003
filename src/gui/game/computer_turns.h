// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerTurns: when the computer thinks, and what becomes of its answers.
#pragma once

#include "game/computer_opponent.h"
#include "game/draw_negotiation.h"
#include "game/game_clock.h"
#include "game/game_flow.h"
#include "rochade/engine/draw_offer.h"
#include "rochade/engine/search.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <random>

namespace rochade::gui {

/// The computer's turns of a game against it: it asks the ComputerOpponent to think when the
/// computer is to move (or must judge a draw offer), nothing while the clocks stand still,
/// and turns each answer into a move, a draw claim or a reply to an offer, all through the
/// GameFlow. It never asks which kind of player thinks, and a late answer never reaches it
/// (the ComputerOpponent drops it). Lives in the GUI thread, a part of the GameController.
class ComputerTurns : public QObject {
    Q_OBJECT
public:
    ComputerTurns(GameFlow& flow, ComputerOpponent& computer, DrawNegotiation& negotiation,
        const GameClock& clock, QObject* parent = nullptr);

    /// Starts thinking if the computer is to move, or a draw offer waits for its judgement;
    /// nothing while it thinks, the game is over, paused or held by a dialog.
    void maybeStart();
    /// Drops the search (its late answer is ignored); a cut-short judgement is asked again
    /// on the next maybeStart().
    void cancel();
    /// The human offers a draw (the game is not over): agreed at once in hot-seat, answered
    /// by the computer otherwise. True only if the draw was agreed at once.
    bool offerDraw();
    /// Stops the search; the best move of the last completed iteration is played.
    void moveNow();
    /// Seeds the draws of the reply times (tests; else a random seed).
    void seedReplyTimes(std::uint32_t seed) { m_replyRng.seed(seed); }

signals:
    void positionChanged();
    void statusMessage(const QString& text);
    /// The computer answered a draw offer; `text` says why.
    void drawOfferAnswered(bool accepted, const QString& text);

private:
    void ask(const engine::SearchLimits& limits);
    void onAnswered(const engine::SearchResult& result);
    void playAnswer(const engine::SearchResult& result);
    /// How long after its turn began the answer `result` shows (ComputerOpponent::holdUntil).
    qint64 replyTimeMs(const engine::SearchResult& result);
    void onFailed(const QString& reason);
    bool answerOffer(const engine::DrawDecision& decision);

    GameFlow& m_flow;
    ComputerOpponent& m_computer;
    DrawNegotiation& m_negotiation;
    const GameClock& m_clock;
    std::mt19937 m_replyRng { std::random_device {}() };
};

} // namespace rochade::gui
