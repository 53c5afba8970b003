// SPDX-License-Identifier: GPL-3.0-or-later
// DrawNegotiation: the draw talk of one game (an offer to the computer, the claims the human
// declined, the question before a move that allows a claim), as decisions without signals.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/draw_offer.h"
#include "rochade/engine/search.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace rochade::gui {

/// The state of the draw talk and what follows from it; the game controller acts on its
/// answers (plays, ends the game, searches, speaks). The computer decides by
/// engine::decideDraw(), one policy with rochade-cli's matches; it is never asked on the GUI
/// thread to search, only told the score a search found.
class DrawNegotiation {
    Q_DECLARE_TR_FUNCTIONS(DrawNegotiation)
public:
    /// What a draw offer leads to.
    enum class OfferStep {
        AgreeNow, ///< hot-seat: the players agreed
        AlreadyPending, ///< the computer has not answered the last offer yet
        AnswerWithMove, ///< the computer is to move: it answers with its move's search
        Answer, ///< the position decides alone: `decision` is the answer
        Judge ///< a short search on the human's turn must judge it (judgementLimits())
    };
    struct OfferReply {
        OfferStep step = OfferStep::AgreeNow;
        engine::DrawDecision decision;
    };
    /// How long the computer thinks about a draw offer made on the human's turn.
    static constexpr int kJudgementMs = 500;

    /// A new game: no offer, no judgement, no declined claim.
    void reset();

    // --- Offers to the computer ------------------------------------------------------------
    /// The human offers a draw in `pos` (the game goes on); `computerAnswers`: a computer's
    /// player sits opposite (else the humans agreed). An offer to the computer is pending
    /// from now until answered() or withdrawOffer(), unless already pending.
    OfferReply offer(bool computerAnswers, bool computerTurn, const Position& pos);
    bool isOfferPending() const { return m_offerPending; }
    /// The offer was answered (or the game ended otherwise).
    void answered() { m_offerPending = false; }
    /// Undo, redo: the offer was made in a position that is gone.
    void withdrawOffer() { m_offerPending = false; }
    /// The computer's search on its own turn found `score` (its view) in `pos`, the position
    /// before its move: the answer to a pending offer, else nullopt. A declined offer is no
    /// longer pending (else the human's turn after the move would start a judgement).
    std::optional<engine::DrawDecision> answerWithMove(const Position& pos, int score);
    /// True if an offer to the computer is pending; on the human's turn a search must judge
    /// it (on the computer's, its move's search does).
    bool needsJudgement() const { return m_offerPending; }
    /// The judgement's search starts / was cut short (it is asked again later).
    void startJudging() { m_judging = true; }
    void stopJudging() { m_judging = false; }
    bool isJudging() const { return m_judging; }
    /// The judgement's search ended with `result` in `pos` (the human to move, so its score is
    /// the human's view): the computer's answer.
    engine::DrawDecision judged(const Position& pos, const engine::SearchResult& result);
    /// `extra` made a question that comes back within kJudgementMs (or `extra`'s shorter time).
    static engine::SearchLimits judgementLimits(engine::SearchLimits extra);
    /// The sentence for an offer's step (empty for AgreeNow and Answer, which end or answer).
    static QString offerText(OfferStep step);

    // --- Claims ----------------------------------------------------------------------------
    /// The computer to move in `pos` takes a draw it may claim unless its last score says it
    /// is better (`lastScore` nullopt: it has not searched yet, so it plays on).
    static bool computerClaims(
        const GameStatus& status, const Position& pos, std::optional<int> lastScore);
    /// A claimable draw the human to move has not declined.
    bool humanMayClaim(const GameStatus& status, bool computerTurn, quint64 positionHash) const;
    /// The human declines the claim in the position `positionHash`: not offered there again.
    void declineClaim(quint64 positionHash) { m_declinedClaims.insert(positionHash); }
    /// Asked before a human move that allows claiming a draw: true to play it and claim.
    void setClaimPrompt(std::function<bool(const QString& question)> prompt);
    /// True if `move` in `game` allows a claim the human should be asked about first.
    bool asksBeforeMove(const Game& game, Move move) const;
    /// Asks the prompt whether to play `san` and claim (asksBeforeMove() first).
    bool askClaim(const QString& san) const;

private:
    bool m_offerPending = false;
    bool m_judging = false; ///< the current request judges the offer, plays nothing
    QSet<quint64> m_declinedClaims; ///< hashes of positions where a claim was declined
    std::function<bool(const QString&)> m_claimPrompt;
};

} // namespace rochade::gui
