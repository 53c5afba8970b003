// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's draw offers: the computer answers by engine::decideDraw(), judged by
// its own search (never on the GUI thread), and says why.
#include "rochade/engine/draw_offer.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/game_status_text.h"

#include <algorithm>

namespace rochade::gui {

bool GameController::offerDraw() {
    if (m_game.isOver()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    if (!isVsComputer()) {
        m_viewPly = -1;
        m_game.agreeDraw();
        finishByDeclaration();
        return true;
    }
    if (m_drawOfferPending) {
        emit statusMessage(tr("The computer has not answered your draw offer yet."));
        return false;
    }
    m_drawOfferPending = true;
    // On its own turn the computer answers with its move, judged by that move's search (as
    // a player answers an offer made on his time). On the human's turn the position may
    // decide alone (the opening, a dead draw); else a short search on the worker judges it.
    if (isComputerTurn()) {
        emit statusMessage(tr("You offer a draw: the computer answers with its move."));
        return false;
    }
    const engine::DrawDecision d
        = engine::decideDraw(engine::DrawKind::Offer, m_game.position(), std::nullopt);
    if (d.reason != engine::DrawReason::NeedsSearch) return answerDrawOffer(d);
    emit statusMessage(tr("The computer is considering your draw offer…"));
    maybeStartComputer();
    return false;
}

bool GameController::answerDrawOffer(const engine::DrawDecision& decision) {
    m_drawOfferPending = false;
    const QString why = drawDecisionText(decision);
    emit drawOfferAnswered(decision.accept, why);
    if (!decision.accept) {
        emit statusMessage(why + QLatin1Char(' ') + turnText());
        return false;
    }
    cancelSearch();
    m_viewPly = -1;
    m_game.agreeDraw();
    finishByDeclaration();
    emit statusMessage(why + QLatin1Char(' ') + statusDescription(m_game.status()));
    return true;
}

QString GameController::drawDecisionText(const engine::DrawDecision& decision) {
    return GameStatusText::drawDecision(decision);
}

void GameController::startDrawOfferJudgement() {
    m_seat.begin();
    m_judgingDrawOffer = true;
    // A short search at the game's level, without the clocks: the human to move spends a
    // moment of his own time on the question, as over the board.
    engine::SearchLimits limits = m_extraLimits;
    limits.infinite = false; // a question, not an analysis: it must come back
    limits.moveTimeMs
        = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, kDrawJudgementMs) : kDrawJudgementMs;
    askPlayer(limits);
}

} // namespace rochade::gui
