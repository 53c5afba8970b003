// SPDX-License-Identifier: GPL-3.0-or-later
// The draw talk of one game: offers to the computer, its judgement, claims and the prompt.
#include "game/draw_negotiation.h"

#include <algorithm>

namespace rochade::gui {

void DrawNegotiation::reset() {
    m_offerPending = false;
    m_judging = false;
    m_declinedClaims.clear();
}

DrawNegotiation::OfferReply DrawNegotiation::offer(
    bool computerAnswers, bool computerTurn, const Position& pos) {
    if (!computerAnswers) return { OfferStep::AgreeNow, {} };
    if (m_offerPending) return { OfferStep::AlreadyPending, {} };
    m_offerPending = true;
    // On its own turn the computer answers with its move, judged by that move's search (as
    // a player answers an offer made on his time). On the human's turn the position may
    // decide alone (the opening, a dead draw); else a short search on the worker judges it.
    if (computerTurn) return { OfferStep::AnswerWithMove, {} };
    const engine::DrawDecision d = engine::decideDraw(engine::DrawKind::Offer, pos, std::nullopt);
    if (d.reason != engine::DrawReason::NeedsSearch) return { OfferStep::Answer, d };
    return { OfferStep::Judge, d };
}

std::optional<engine::DrawDecision> DrawNegotiation::answerWithMove(
    const Position& pos, int score) {
    if (!m_offerPending) return std::nullopt;
    const engine::DrawDecision d = engine::decideDraw(engine::DrawKind::Offer, pos, score);
    if (!d.accept) m_offerPending = false;
    return d;
}

engine::DrawDecision DrawNegotiation::judged(
    const Position& pos, const engine::SearchResult& result) {
    m_judging = false;
    return engine::decideDraw(engine::DrawKind::Offer, pos,
        result.bestMove.isNull() ? std::optional<int>() : std::optional<int>(-result.score));
}

engine::SearchLimits DrawNegotiation::judgementLimits(engine::SearchLimits extra) {
    // A short search at the game's level, without the clocks: the human to move spends a
    // moment of his own time on the question, as over the board.
    extra.infinite = false; // a question, not an analysis: it must come back
    extra.moveTimeMs
        = extra.moveTimeMs > 0 ? std::min(extra.moveTimeMs, kJudgementMs) : kJudgementMs;
    return extra;
}

QString DrawNegotiation::offerText(OfferStep step) {
    switch (step) {
    case OfferStep::AlreadyPending:
        return tr("The computer has not answered your draw offer yet.");
    case OfferStep::AnswerWithMove:
        return tr("You offer a draw: the computer answers with its move.");
    case OfferStep::Judge:
        return tr("The computer is considering your draw offer…");
    case OfferStep::AgreeNow:
    case OfferStep::Answer:
        break;
    }
    return {};
}

bool DrawNegotiation::computerClaims(
    const GameStatus& status, const Position& pos, std::optional<int> lastScore) {
    return status.claimable != DrawClaim::None && lastScore
        && engine::decideDraw(engine::DrawKind::Claim, pos, lastScore).accept;
}

bool DrawNegotiation::humanMayClaim(
    const GameStatus& status, bool computerTurn, quint64 positionHash) const {
    return !status.isOver() && status.claimable != DrawClaim::None && !computerTurn
        && !m_declinedClaims.contains(positionHash);
}

void DrawNegotiation::setClaimPrompt(std::function<bool(const QString&)> prompt) {
    m_claimPrompt = std::move(prompt);
}

bool DrawNegotiation::asksBeforeMove(const Game& game, Move move) const {
    return m_claimPrompt && !m_declinedClaims.contains(game.position().hash())
        && game.moveAllowsDrawClaim(move);
}

bool DrawNegotiation::askClaim(const QString& san) const {
    return m_claimPrompt(tr("After %1 you may claim a draw. Play %1 and claim the draw?").arg(san));
}

} // namespace rochade::gui
