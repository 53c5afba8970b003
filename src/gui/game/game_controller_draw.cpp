// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's side of the draw talk: the human's claims and offers, and the draws
// that end the game (the computer's answers come from ComputerTurns).
#include "game/game_controller.h"
#include "game/game_status_text.h"

namespace rochade::gui {

bool GameController::offerDraw() {
    if (m_game.isOver()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    return m_turns.offerDraw();
}

void GameController::endByAgreement() {
    m_turns.cancel();
    m_browser.showGame();
    m_game.agreeDraw();
    finishByDeclaration();
}

bool GameController::endByClaim() {
    if (!m_game.claimDraw()) return false;
    m_browser.showGame();
    finishByDeclaration();
    return true;
}

bool GameController::claimDraw() {
    // A declined offer may still be taken up from the menu.
    if (m_game.isOver() || isComputerTurn() || !endByClaim()) {
        emit statusMessage(tr("No draw can be claimed now."));
        return false;
    }
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
