// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's side of the draw talk: it acts on DrawNegotiation's answers (the
// computer's judgement is its own search, never on the GUI thread) and says why.
#include "game/game_controller.h"
#include "game/game_status_text.h"

namespace rochade::gui {

bool GameController::offerDraw() {
    if (m_game.isOver()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    const DrawNegotiation::OfferReply reply
        = m_draws.offer(isVsComputer(), isComputerTurn(), m_game.position());
    switch (reply.step) {
    case DrawNegotiation::OfferStep::AgreeNow:
        m_browser.showGame();
        m_game.agreeDraw();
        finishByDeclaration();
        return true;
    case DrawNegotiation::OfferStep::Answer:
        return answerDrawOffer(reply.decision);
    case DrawNegotiation::OfferStep::Judge:
        emit statusMessage(DrawNegotiation::offerText(reply.step));
        maybeStartComputer();
        return false;
    case DrawNegotiation::OfferStep::AlreadyPending:
    case DrawNegotiation::OfferStep::AnswerWithMove:
        break;
    }
    emit statusMessage(DrawNegotiation::offerText(reply.step));
    return false;
}

bool GameController::answerDrawOffer(const engine::DrawDecision& decision) {
    m_draws.answered();
    const QString why = GameStatusText::drawDecision(decision);
    emit drawOfferAnswered(decision.accept, why);
    if (!decision.accept) {
        emit statusMessage(why + QLatin1Char(' ') + turnText());
        return false;
    }
    cancelSearch();
    m_browser.showGame();
    m_game.agreeDraw();
    finishByDeclaration();
    emit statusMessage(why + QLatin1Char(' ') + GameStatusText::statusDescription(m_game.status()));
    return true;
}

bool GameController::claimDraw() {
    // A declined offer may still be taken up from the menu.
    if (m_game.isOver() || isComputerTurn() || !m_game.claimDraw()) {
        emit statusMessage(tr("No draw can be claimed now."));
        return false;
    }
    m_browser.showGame();
    finishByDeclaration();
    return true;
}

void GameController::declineDrawClaim() {
    m_draws.declineClaim(m_game.position().hash());
    emit drawClaimChanged({});
    emit statusMessage(tr("Play goes on."));
}

bool GameController::canClaimDraw() const {
    return m_draws.humanMayClaim(m_game.status(), isComputerTurn(), m_game.position().hash());
}

} // namespace rochade::gui
