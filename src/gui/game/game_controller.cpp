// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller: rules through the core, the computer through the worker thread.
#include "game/game_controller.h"

#include "board/move_explainer.h"
#include "game/game_status_text.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/level.h"

#include <algorithm>

namespace rochade::gui {

namespace {

QString toQString(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

GameController::GameController(QObject* parent)
    : QObject(parent) {
    connect(&m_computer, &ComputerOpponent::answered, this, &GameController::onSearchFinished);
    connect(&m_computer, &ComputerOpponent::replyDue, this, &GameController::applyComputerMove);
    connect(&m_computer, &ComputerOpponent::failed, this, &GameController::onPlayerFailed);
    connect(&m_clock, &GameClock::changed, this, &GameController::clockChanged);
    connect(&m_clock, &GameClock::ticked, this, &GameController::onClockTick);
}

GameController::~GameController() {
    shutdown();
}

void GameController::shutdown() {
    if (m_computer.isShutDown()) return;
    cancelSearch();
    m_computer.shutdown();
}

void GameController::switchToBuiltInEngine() {
    if (!isVsComputer() || m_setup.opponent == Opponent::BuiltIn) return;
    cancelSearch();
    m_setup.opponent = Opponent::BuiltIn;
    m_computer.seat(m_setup, isVsComputer());
    emit positionChanged();
    emit statusMessage(tr("Rochade's built-in engine plays on."));
    maybeStartComputer();
}

void GameController::onPlayerFailed(const QString& reason) {
    m_computer.finish();
    emit positionChanged();
    const QString name = m_computer.player()->name();
    emit statusMessage(tr("The engine %1 %2.").arg(name, reason));
    m_computer.reportFailure(name, reason);
}

void GameController::askPlayer(const engine::SearchLimits& limits) {
    // The order callers see: thinkingChanged(true), positionChanged(), searchRequested().
    const MoveRequest request = m_computer.announce(m_game, m_setup.level, limits);
    emit positionChanged();
    m_computer.think(request);
}

// --- State ------------------------------------------------------------------------------

bool GameController::isComputerTurn() const {
    return isVsComputer() && !m_game.isOver() && m_game.position().sideToMove() != m_humanColor;
}

bool GameController::canHumanMove() const {
    return !isBrowsing() && !m_game.isOver() && !isComputerTurn() && !isThinking()
        && !m_clock.isPaused();
}

QString GameController::whyNoMove() const {
    return GameStatusText::whyNoMove(m_game, m_browser.browsedPly(), m_clock.isPaused(),
        m_draws.isJudging(), isComputerTurn() || isThinking());
}

MoveList GameController::playableMoves() const {
    if (!canHumanMove()) return {};
    return MoveGenerator::legalMoves(m_game.position());
}

QString GameController::playerName(Color c) const {
    const QString& entered = c == Color::White ? m_setup.whiteName : m_setup.blackName;
    if (!entered.trimmed().isEmpty()) return entered.trimmed();
    return defaultPlayerName(m_setup, m_humanColor, c);
}

// --- Actions ----------------------------------------------------------------------------

void GameController::newGame(const GameSetup& setup) {
    loadGame(Game(), setup);
}

void GameController::setUpPosition(const Position& start) {
    // The sides stay as they are: a Random choice is not drawn again.
    GameSetup setup = m_setup;
    if (setup.mode == PlayMode::VsComputer)
        setup.humanColor = m_humanColor == Color::White ? ColorChoice::White : ColorChoice::Black;
    loadGame(Game(start), setup);
}

void GameController::loadGame(const Game& game, const GameSetup& setup) {
    cancelSearch();
    m_setup = setup;
    m_game = game;
    m_browser.showGame();
    m_computer.setLastScore(std::nullopt);
    m_draws.reset();
    m_humanColor = humanSide(setup);
    m_computer.seat(m_setup, isVsComputer());
    const bool wasPaused = m_clock.isPaused();
    m_clock.reset(m_setup.timeControl, m_game.ply(), sideToMoveIfPlaying());
    if (wasPaused) emit pausedChanged(false);
    emit positionChanged();
    emit drawClaimChanged({});
    announceStatus();
    maybeStartComputer();
}

bool GameController::playHumanMove(Move move) {
    if (checkFlag()) return false; // too late: the flag fell before the move arrived
    if (!canHumanMove()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    const Position& pos = m_game.position();
    if (!MoveGenerator::isLegal(pos, move)) {
        const QString why
            = explainRejectedMove(pos, MoveGenerator::legalMoves(pos), move.from(), move.to());
        emit statusMessage(why.isEmpty() ? tr("Illegal move.") : why);
        return false;
    }

    const quint64 before = pos.hash();
    if (m_draws.asksBeforeMove(m_game, move)) {
        const QString san = toQString(toSan(pos, move));
        pauseClock();
        const bool claim = m_draws.askClaim(san);
        resumeClock();
        if (checkFlag()) return false;
        if (claim) {
            if (m_game.playMoveAndClaimDraw(move)) {
                afterMove();
                return true;
            }
        } else {
            m_draws.declineClaim(before);
        }
    }
    const Result<bool> played = m_game.playMove(move);
    if (!played.ok()) {
        emit statusMessage(toQString(played.error().message));
        return false;
    }
    afterMove();
    return true;
}

bool GameController::playMoveText(const QString& text) {
    if (!canHumanMove()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    const Result<Move> parsed = parseSan(m_game.position(), text.trimmed().toStdString());
    if (!parsed.ok()) {
        emit statusMessage(tr("“%1”: %2").arg(text.trimmed(), toQString(parsed.error().message)));
        return false;
    }
    return playHumanMove(parsed.value());
}

bool GameController::undo() {
    return changeHistory(true);
}

bool GameController::redo() {
    return changeHistory(false);
}

bool GameController::changeHistory(bool back) {
    m_browser.showGame();
    const GameBrowser::Step step
        = back ? m_browser.undoStep(isVsComputer(), m_humanColor) : m_browser.redoStep();
    if (step.plies == 0) {
        emit positionChanged();
        emit statusMessage(step.message);
        return false;
    }
    cancelSearch();
    m_draws.withdrawOffer(); // the offer was made in a position that is gone
    m_browser.apply(step, isVsComputer(), m_humanColor);
    afterHistoryChange(step.message);
    return true;
}

void GameController::browseTo(int ply) {
    if (ply < 0 || ply > m_game.ply()) return;
    if (ply == m_game.ply()) {
        returnToGame();
        return;
    }
    m_browser.show(ply);
    emit positionChanged();
    emit statusMessage(m_browser.viewingText());
}

void GameController::returnToGame() {
    if (!isBrowsing()) return;
    m_browser.showGame();
    emit positionChanged();
    announceStatus();
}

void GameController::resign() {
    if (m_game.isOver()) {
        emit statusMessage(whyNoMove());
        return;
    }
    cancelSearch();
    m_browser.showGame();
    m_game.resign(isVsComputer() ? m_humanColor : m_game.position().sideToMove());
    finishByDeclaration();
}

void GameController::moveNow() {
    if (!isThinking()) {
        emit statusMessage(tr("The computer is not thinking."));
        return;
    }
    if (m_computer.moveNow()) emit statusMessage(tr("Moving now…"));
}

// --- The computer -----------------------------------------------------------------------

void GameController::maybeStartComputer() {
    // Nothing thinks while the game is paused or a dialog holds the clocks: the computer
    // gets no thinking time its clock does not count.
    if (isThinking() || m_computer.isShutDown() || !m_computer.player() || m_clock.isPaused()
        || m_clock.isHeld() || m_game.isOver())
        return;
    if (!isComputerTurn()) {
        if (m_draws.needsJudgement(isVsComputer())) {
            m_computer.begin();
            m_draws.startJudging();
            askPlayer(DrawNegotiation::judgementLimits(m_computer.extraLimits()));
        }
        return;
    }
    if (DrawNegotiation::computerClaims(m_game.status(), m_game.position(), m_computer.lastScore())
        && m_game.claimDraw()) {
        m_draws.answered();
        finishByDeclaration();
        return;
    }
    m_computer.begin();
    askPlayer(m_clock.withTimes(m_computer.extraLimits()));
}

void GameController::cancelSearch() {
    if (!isThinking()) return;
    // A judgement cut short is asked again when the computer may think once more.
    m_draws.stopJudging();
    m_computer.cancel();
}

void GameController::onSearchFinished(const engine::SearchResult& result) {
    // Only the current request's answer comes here (the seat drops stale ones).
    if (m_draws.isJudging()) {
        const engine::DrawDecision decision = m_draws.judged(m_game.position(), result);
        m_computer.finish();
        emit positionChanged();
        answerDrawOffer(decision);
        return;
    }
    if (m_computer.holdUntil(engine::levelSettings(m_setup.level).minReplyMs, result)) return;
    applyComputerMove(result);
}

void GameController::applyComputerMove(const engine::SearchResult& result) {
    m_computer.finish();
    if (result.bestMove.isNull()) {
        emit positionChanged();
        emit statusMessage(tr("The computer found no move to play."));
        return;
    }
    m_computer.setLastScore(result.score);
    if (checkFlag()) return; // the reply came too late
    const std::optional<engine::DrawDecision> offerAnswer
        = m_draws.answerWithMove(m_game.position(), result.score);
    if (offerAnswer && offerAnswer->accept) {
        answerDrawOffer(*offerAnswer);
        return;
    } // declined: answered once its move is on the board

    // The computer's move passes the same rules as a human's.
    const Result<bool> played = m_game.playMove(result.bestMove);
    if (!played.ok()) {
        emit positionChanged();
        emit statusMessage(
            tr("The computer's move %1 was refused: %2")
                .arg(toQString(toUci(result.bestMove)), toQString(played.error().message)));
        return;
    }
    m_browser.showGame(); // the reply brings a browsing user back to the game
    afterMove();
    if (offerAnswer && !m_game.isOver()) answerDrawOffer(*offerAnswer);
}

// --- Reporting --------------------------------------------------------------------------

void GameController::afterMove() {
    m_clock.afterMove(m_game.ply(), m_game.position().sideToMove(), m_game.isOver());
    const Game::Node& node = m_game.currentNode();
    emit moveMade(node.move, toQString(node.san));
    emit positionChanged();
    announceStatus();
    if (m_game.isOver())
        emit gameOver(GameStatusText::statusDescription(m_game.status()));
    else
        maybeStartComputer();
}

void GameController::afterHistoryChange(const QString& message) {
    m_clock.restore(m_game.ply(), sideToMoveIfPlaying());
    emit positionChanged();
    announceStatus();
    emit statusMessage(message + QLatin1Char(' ') + turnText());
    if (m_game.isOver())
        emit gameOver(GameStatusText::statusDescription(m_game.status()));
    else
        maybeStartComputer();
}

void GameController::finishByDeclaration() {
    m_clock.stop();
    emit drawClaimChanged({});
    emit positionChanged();
    const QString text = GameStatusText::statusDescription(m_game.status());
    emit statusMessage(text);
    emit gameOver(text);
}

void GameController::announceStatus() {
    emit drawClaimChanged(
        canClaimDraw() ? GameStatusText::drawClaim(m_game.status().claimable) : QString());
    emit statusMessage(turnText());
}

QString GameController::turnText() const {
    return GameStatusText::turn(m_game, isVsComputer(), isComputerTurn());
}

} // namespace rochade::gui
