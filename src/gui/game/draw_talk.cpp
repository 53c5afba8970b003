// SPDX-License-Identifier: GPL-3.0-or-later
// The human's draw offers and claims.
#include "game/draw_talk.h"

#include "panels/move_notation.h"
#include "rochade/core/notation.h"

namespace rochade::gui {

DrawTalk::DrawTalk(GameFlow& flow, DrawNegotiation& negotiation, ComputerTurns& turns,
    ClockKeeper& clockKeeper, QObject* parent)
    : QObject(parent)
    , m_flow(flow)
    , m_negotiation(negotiation)
    , m_turns(turns)
    , m_clockKeeper(clockKeeper) {
}

bool DrawTalk::offerDraw() {
    if (m_flow.game().isOver()) {
        emit statusMessage(m_flow.whyNoMove());
        return false;
    }
    return m_turns.offerDraw();
}

bool DrawTalk::claimDraw() {
    // A declined offer may still be taken up from the menu.
    if (m_flow.game().isOver() || m_flow.isComputerTurn() || !m_flow.endByClaim()) {
        emit statusMessage(tr("No draw can be claimed now."));
        return false;
    }
    return true;
}

void DrawTalk::declineDrawClaim() {
    m_negotiation.declineClaim(m_flow.game().position().hash());
    emit drawClaimChanged({});
    emit statusMessage(tr("Play goes on."));
}

bool DrawTalk::canClaimDraw() const {
    const Game& game = m_flow.game();
    return m_negotiation.humanMayClaim(
        game.status(), m_flow.isComputerTurn(), game.position().hash());
}

DrawTalk::BeforeMove DrawTalk::askBeforeMove(Move move) {
    const Game& game = m_flow.game();
    if (!m_negotiation.asksBeforeMove(game, move)) return BeforeMove::Play;
    const quint64 before = game.position().hash();
    const QString san = MoveNotation::shown(toSan(game.position(), move));
    m_clockKeeper.hold(); // no clock runs while the human thinks about the question
    const bool claim = m_negotiation.askClaim(san);
    m_clockKeeper.release();
    if (m_clockKeeper.checkFlag()) return BeforeMove::TooLate;
    if (claim) return BeforeMove::PlayAndClaim;
    m_negotiation.declineClaim(before);
    return BeforeMove::Play;
}

} // namespace rochade::gui
