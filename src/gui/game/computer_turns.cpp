// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's turns: asking it to think, and playing or answering with what it found.
#include "game/computer_turns.h"

#include "game/game_status_text.h"
#include "rochade/core/notation.h"
#include "rochade/engine/level.h"
#include "rochade/engine/reply_time.h"

namespace rochade::gui {

ComputerTurns::ComputerTurns(GameFlow& flow, ComputerOpponent& computer,
    DrawNegotiation& negotiation, const GameClock& clock, QObject* parent)
    : QObject(parent)
    , m_flow(flow)
    , m_computer(computer)
    , m_negotiation(negotiation)
    , m_clock(clock) {
    connect(&m_computer, &ComputerOpponent::answered, this, &ComputerTurns::onAnswered);
    connect(&m_computer, &ComputerOpponent::replyDue, this, &ComputerTurns::playAnswer);
    connect(&m_computer, &ComputerOpponent::failed, this, &ComputerTurns::onFailed);
}

void ComputerTurns::maybeStart() {
    // Nothing thinks while the game is paused or a dialog holds the clocks: the computer
    // gets no thinking time its clock does not count.
    const Game& game = m_flow.game();
    if (m_computer.isThinking() || m_computer.isShutDown() || !m_computer.player()
        || m_clock.isPaused() || m_clock.isHeld() || game.isOver())
        return;
    if (!m_flow.isComputerTurn()) {
        if (m_negotiation.needsJudgement()) {
            m_negotiation.startJudging();
            ask(DrawNegotiation::judgementLimits(m_computer.extraLimits()));
        }
        return;
    }
    if (DrawNegotiation::computerClaims(game.status(), game.position(), m_computer.lastScore())
        && m_flow.endByClaim()) {
        m_negotiation.answered();
        return;
    }
    ask(m_clock.withTimes(m_computer.extraLimits()));
}

void ComputerTurns::cancel() {
    if (!m_computer.isThinking()) return;
    // A judgement cut short is asked again when the computer may think once more.
    m_negotiation.stopJudging();
    m_computer.cancel();
}

void ComputerTurns::moveNow() {
    if (!m_computer.isThinking()) {
        emit statusMessage(tr("The computer is not thinking."));
        return;
    }
    if (m_computer.moveNow()) emit statusMessage(tr("Moving now…"));
}

void ComputerTurns::ask(const engine::SearchLimits& limits) {
    // The order callers see: thinkingChanged(true), positionChanged(), searchRequested().
    MoveRequest request = m_computer.announce(m_flow.game(), m_flow.setup().level, limits);
    // A draw offer is judged by a search's score, which a book move does not have.
    if (m_negotiation.isJudging()) request.bookAllowed = false;
    emit positionChanged();
    m_computer.think(request);
}

void ComputerTurns::onAnswered(const engine::SearchResult& result) {
    // Only the current request's answer comes here (the opponent drops stale ones).
    if (m_negotiation.isJudging()) {
        const engine::DrawDecision decision
            = m_negotiation.judged(m_flow.game().position(), result);
        m_computer.finish();
        emit positionChanged();
        answerOffer(decision);
        return;
    }
    if (m_computer.holdUntil(replyTimeMs(result), result)) return;
    playAnswer(result);
}

qint64 ComputerTurns::replyTimeMs(const engine::SearchResult& result) {
    const GameSetup& setup = m_flow.setup();
    const Game& game = m_flow.game();
    const Position& pos = game.position();
    // An external engine keeps its own pace; "Fast replies" keeps only the level's minimum.
    int target = engine::levelSettings(setup.level).minReplyMs;
    if (!m_computer.fastReplies() && setup.opponent == Opponent::BuiltIn) {
        std::optional<Square> justCapturedOn;
        const std::vector<Move> moves = game.moves();
        if (!moves.empty() && moves.back().isCapture()) justCapturedOn = moves.back().to();
        target = engine::replyTimeMs(
            setup.level, engine::replyFacts(pos, result, justCapturedOn), m_replyRng);
    }
    // Little time left: the pause takes a small share of it at most.
    const engine::SearchLimits times = m_clock.withTimes({});
    return engine::replyTimeOnClock(
        target, times.timeLeftMs[static_cast<std::size_t>(index(pos.sideToMove()))]);
}

void ComputerTurns::playAnswer(const engine::SearchResult& result) {
    m_computer.finish();
    if (result.bestMove.isNull()) {
        emit positionChanged();
        emit statusMessage(tr("The computer found no move to play."));
        return;
    }
    m_computer.setLastScore(result.score);
    if (m_flow.checkFlag()) return; // the reply came too late
    const std::optional<engine::DrawDecision> offerAnswer
        = m_negotiation.answerWithMove(m_flow.game().position(), result.score);
    if (offerAnswer && offerAnswer->accept) {
        answerOffer(*offerAnswer);
        return;
    } // declined: answered once its move is on the board

    const Result<bool> played = m_flow.playComputerMove(result.bestMove);
    if (!played.ok()) {
        emit positionChanged();
        emit statusMessage(tr("The computer's move %1 was refused: %2")
                               .arg(QString::fromStdString(toUci(result.bestMove)),
                                   QString::fromStdString(played.error().message)));
        return;
    }
    if (offerAnswer && !m_flow.game().isOver()) answerOffer(*offerAnswer);
}

void ComputerTurns::onFailed(const QString& reason) {
    m_computer.finish();
    emit positionChanged();
    const QString name = m_computer.player()->name();
    emit statusMessage(tr("The engine %1 %2.").arg(name, reason));
    m_computer.reportFailure(name, reason);
}

// --- Draw offers ------------------------------------------------------------------------

bool ComputerTurns::offerDraw() {
    // The offer goes to the computer's player if one is seated; humans agree at once.
    const bool computerAnswers = m_computer.player() != nullptr;
    const DrawNegotiation::OfferReply reply
        = m_negotiation.offer(computerAnswers, m_flow.isComputerTurn(), m_flow.game().position());
    switch (reply.step) {
    case DrawNegotiation::OfferStep::AgreeNow:
        m_flow.endByAgreement();
        return true;
    case DrawNegotiation::OfferStep::Answer:
        return answerOffer(reply.decision);
    case DrawNegotiation::OfferStep::Judge:
        emit statusMessage(DrawNegotiation::offerText(reply.step));
        maybeStart();
        return false;
    case DrawNegotiation::OfferStep::AlreadyPending:
    case DrawNegotiation::OfferStep::AnswerWithMove:
        break;
    }
    emit statusMessage(DrawNegotiation::offerText(reply.step));
    return false;
}

bool ComputerTurns::answerOffer(const engine::DrawDecision& decision) {
    m_negotiation.answered();
    const QString why = GameStatusText::drawDecision(decision);
    emit drawOfferAnswered(decision.accept, why);
    if (!decision.accept) {
        emit statusMessage(why + QLatin1Char(' ') + m_flow.turnText());
        return false;
    }
    m_flow.endByAgreement();
    emit statusMessage(
        why + QLatin1Char(' ') + GameStatusText::statusDescription(m_flow.game().status()));
    return true;
}

} // namespace rochade::gui
