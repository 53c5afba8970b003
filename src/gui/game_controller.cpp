// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller: rules through the core, the computer through the worker thread.
#include "rochade/gui/game_controller.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/draw_offer.h"
#include "rochade/engine/evaluation.h"
#include "rochade/engine/level.h"
#include "rochade/gui/computer_seat.h"
#include "rochade/gui/engine_players.h"
#include "rochade/gui/game_files.h"
#include "rochade/gui/game_status_text.h"
#include "rochade/gui/move_explainer.h"

#include <QRandomGenerator>

#include <algorithm>

namespace rochade::gui {

namespace {

QString toQString(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

GameController::GameController(QObject* parent)
    : QObject(parent) {
    connect(&m_seat, &ComputerSeat::answered, this, &GameController::onSearchFinished);
    connect(&m_seat, &ComputerSeat::replyDue, this, &GameController::applyComputerMove);
    connect(&m_seat, &ComputerSeat::progress, this, &GameController::onSearchProgress);
    connect(&m_seat, &ComputerSeat::failed, this, &GameController::onPlayerFailed);
    initClocks();

    addPlayer(new BuiltInEnginePlayer());
    auto* external = new UciEnginePlayer();
    connect(external, &UciEnginePlayer::ready, this, &GameController::externalEngineReady);
    addPlayer(external);
}

GameController::~GameController() {
    shutdown();
}

void GameController::shutdown() {
    if (m_shutDown) return;
    cancelSearch();
    m_seat.shutdownPlayers();
    m_shutDown = true;
}

bool GameController::isWorkerRunning() const {
    return m_seat.isRunning();
}

void GameController::addPlayer(ChessPlayer* player) {
    player->setParent(this);
    m_seat.addPlayer(player);
}

void GameController::selectPlayer() {
    m_seat.seat(m_setup, isVsComputer());
}

void GameController::switchToBuiltInEngine() {
    if (!isVsComputer() || m_setup.opponent == Opponent::BuiltIn) return;
    cancelSearch();
    m_setup.opponent = Opponent::BuiltIn;
    selectPlayer();
    emit positionChanged();
    emit statusMessage(tr("Rochade's built-in engine plays on."));
    maybeStartComputer();
}

void GameController::onPlayerFailed(const QString& reason) {
    if (isThinking()) {
        m_seat.finish();
        emit thinkingChanged(false);
    }
    emit positionChanged();
    const QString name = m_seat.player()->name();
    emit statusMessage(tr("The engine %1 %2.").arg(name, reason));
    emit playerFailed(name, reason);
}

void GameController::askPlayer(const engine::SearchLimits& limits) {
    MoveRequest request;
    request.id = m_seat.currentRequest();
    request.start = m_game.startPosition();
    request.moves = m_game.moves();
    request.position = m_game.position();
    const std::vector<std::uint64_t> hashes = m_game.hashHistory();
    request.history = QList<quint64>(hashes.begin(), hashes.end());
    request.level = m_setup.level;
    request.limits = limits;
    emit thinkingChanged(true);
    emit positionChanged();
    emit searchRequested(
        request.id, request.position, request.history, request.level, request.limits);
    m_seat.think(request);
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
    if (isBrowsing())
        return tr("You are looking at move %1: go back to the game to play.")
            .arg((m_viewPly + 1) / 2);
    if (m_game.isOver())
        return tr("The game is over: %1 Start a new game or undo.")
            .arg(statusDescription(m_game.status()));
    if (m_clock.isPaused()) return tr("The game is paused: press P to resume.");
    if (m_judgingDrawOffer) return tr("The computer is considering your draw offer.");
    if (isComputerTurn() || isThinking()) return tr("Not your turn: the computer is thinking.");
    return {};
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

bool GameController::canUndo() const {
    return m_game.canUndo();
}

bool GameController::canRedo() const {
    return m_game.canRedo();
}

bool GameController::canClaimDraw() const {
    const GameStatus s = m_game.status();
    return !s.isOver() && s.claimable != DrawClaim::None && !isComputerTurn()
        && !m_declinedClaims.contains(m_game.position().hash());
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
    m_viewPly = -1;
    m_lastScore.reset();
    m_drawOfferPending = false;
    m_declinedClaims.clear();
    switch (setup.humanColor) {
    case ColorChoice::White:
        m_humanColor = Color::White;
        break;
    case ColorChoice::Black:
        m_humanColor = Color::Black;
        break;
    case ColorChoice::Random:
        m_humanColor = QRandomGenerator::global()->bounded(2) ? Color::Black : Color::White;
        break;
    }
    if (!isVsComputer()) m_humanColor = Color::White;
    selectPlayer();
    startClocks();
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
    if (m_drawClaimPrompt && !m_declinedClaims.contains(before)
        && m_game.moveAllowsDrawClaim(move)) {
        const QString san = toQString(toSan(pos, move));
        pauseClock();
        const bool claim = m_drawClaimPrompt(
            tr("After %1 you may claim a draw. Play %1 and claim the draw?").arg(san));
        resumeClock();
        if (checkFlag()) return false;
        if (claim) {
            if (m_game.playMoveAndClaimDraw(move)) {
                afterMove();
                return true;
            }
        } else {
            m_declinedClaims.insert(before);
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
    m_viewPly = -1;
    if (!m_game.canUndo()) {
        emit positionChanged();
        emit statusMessage(tr("Nothing to undo: this is the start of the game."));
        return false;
    }
    // Against the computer, take back until the human is to move again: one ply while it
    // thinks (or when the human's move ended the game), else its reply and the human's move.
    int plies = 1;
    if (isVsComputer() && m_game.position().sideToMove() == m_humanColor) plies = 2;
    if (m_game.ply() < plies) {
        emit positionChanged();
        emit statusMessage(tr("Nothing to undo: the computer's first move opened the game."));
        return false;
    }
    cancelSearch();
    m_drawOfferPending = false; // the offer was made in a position that is gone
    for (int i = 0; i < plies; ++i)
        m_game.undo();
    afterHistoryChange(plies == 2 ? tr("Took back the computer's reply and your move.")
                                  : tr("Took back one move."));
    return true;
}

bool GameController::redo() {
    m_viewPly = -1;
    if (!m_game.canRedo()) {
        emit positionChanged();
        emit statusMessage(tr("Nothing to redo."));
        return false;
    }
    cancelSearch();
    m_drawOfferPending = false;
    m_game.redo();
    // Against the computer, replay its reply too, so the human is to move again.
    if (isVsComputer() && m_game.position().sideToMove() != m_humanColor && m_game.canRedo()
        && !m_game.isOver())
        m_game.redo();
    afterHistoryChange(tr("Replayed."));
    return true;
}

void GameController::browseTo(int ply) {
    if (ply < 0 || ply > m_game.ply()) return;
    if (ply == m_game.ply()) {
        returnToGame();
        return;
    }
    m_viewPly = ply;
    emit positionChanged();
    emit statusMessage(tr("Viewing move %1 — the game goes on after it.").arg((ply + 1) / 2));
}

void GameController::returnToGame() {
    if (!isBrowsing()) return;
    m_viewPly = -1;
    emit positionChanged();
    announceStatus();
}

bool GameController::claimDraw() {
    // A declined offer may still be taken up from the menu.
    if (m_game.isOver() || isComputerTurn() || !m_game.claimDraw()) {
        emit statusMessage(tr("No draw can be claimed now."));
        return false;
    }
    m_viewPly = -1;
    finishByDeclaration();
    return true;
}

void GameController::declineDrawClaim() {
    m_declinedClaims.insert(m_game.position().hash());
    emit drawClaimChanged({});
    emit statusMessage(tr("Play goes on."));
}

void GameController::resign() {
    if (m_game.isOver()) {
        emit statusMessage(whyNoMove());
        return;
    }
    cancelSearch();
    m_viewPly = -1;
    m_game.resign(isVsComputer() ? m_humanColor : m_game.position().sideToMove());
    finishByDeclaration();
}

void GameController::moveNow() {
    if (!isThinking()) {
        emit statusMessage(tr("The computer is not thinking."));
        return;
    }
    if (m_seat.moveNow()) emit statusMessage(tr("Moving now…"));
}

void GameController::setDrawClaimPrompt(std::function<bool(const QString&)> prompt) {
    m_drawClaimPrompt = std::move(prompt);
}

// --- The computer -----------------------------------------------------------------------

void GameController::maybeStartComputer() {
    // Nothing thinks while the game is paused or a dialog holds the clocks: the computer
    // gets no thinking time its clock does not count.
    if (isThinking() || m_shutDown || !m_seat.player() || m_clock.isPaused() || m_clock.isHeld()
        || m_game.isOver())
        return;
    if (!isComputerTurn()) {
        if (m_drawOfferPending && isVsComputer()) startDrawOfferJudgement();
        return;
    }
    // The computer takes a draw it may claim unless it thinks it is better (one policy with
    // rochade-cli's matches).
    if (m_game.status().claimable != DrawClaim::None && m_lastScore
        && engine::decideDraw(engine::DrawKind::Claim, m_game.position(), m_lastScore).accept
        && m_game.claimDraw()) {
        m_drawOfferPending = false;
        finishByDeclaration();
        return;
    }
    m_seat.begin();
    askPlayer(limitsWithClock());
}

void GameController::cancelSearch() {
    if (!isThinking()) return;
    // A judgement cut short is asked again when the computer may think once more.
    m_judgingDrawOffer = false;
    m_seat.cancel();
    emit thinkingChanged(false);
}

void GameController::onSearchProgress(const engine::SearchInfo& info) {
    emit progress(info.depth, GameStatusText::score(info, m_game.position().sideToMove()),
        GameStatusText::lineToSan(m_game.position(), info.principalVariation));
}

void GameController::onSearchFinished(const engine::SearchResult& result) {
    // Only the current request's answer comes here (the seat drops stale ones).
    if (m_judgingDrawOffer) {
        // The search ran with the human to move: its score is the human's view.
        m_judgingDrawOffer = false;
        m_seat.finish();
        emit thinkingChanged(false);
        emit positionChanged();
        answerDrawOffer(engine::decideDraw(engine::DrawKind::Offer, m_game.position(),
            result.bestMove.isNull() ? std::optional<int>() : std::optional<int>(-result.score)));
        return;
    }
    if (m_seat.holdUntil(engine::levelSettings(m_setup.level).minReplyMs, result)) return;
    applyComputerMove(result);
}

void GameController::applyComputerMove(const engine::SearchResult& result) {
    m_seat.finish();
    emit thinkingChanged(false);
    if (result.bestMove.isNull()) {
        emit positionChanged();
        emit statusMessage(tr("The computer found no move to play."));
        return;
    }
    m_lastScore = result.score;
    if (checkFlag()) return; // the reply came too late
    std::optional<engine::DrawDecision> offerAnswer;
    if (m_drawOfferPending) {
        offerAnswer = engine::decideDraw(engine::DrawKind::Offer, m_game.position(), result.score);
        if (offerAnswer->accept) {
            answerDrawOffer(*offerAnswer);
            return;
        }
        // Declined: answered once its move is on the board. Not pending any more, or the
        // human's turn after it would start a judgement of its own.
        m_drawOfferPending = false;
    }
    // The computer's move passes the same rules as a human's.
    const Result<bool> played = m_game.playMove(result.bestMove);
    if (!played.ok()) {
        emit positionChanged();
        emit statusMessage(
            tr("The computer's move %1 was refused: %2")
                .arg(toQString(toUci(result.bestMove)), toQString(played.error().message)));
        return;
    }
    m_viewPly = -1; // the reply brings a browsing user back to the game
    afterMove();
    if (offerAnswer && !m_game.isOver()) answerDrawOffer(*offerAnswer);
}

// --- Reporting --------------------------------------------------------------------------

QString GameController::statusDescription(const GameStatus& status) {
    return GameStatusText::statusDescription(status);
}

void GameController::afterMove() {
    clockAfterMove();
    const Game::Node& node = m_game.currentNode();
    emit moveMade(node.move, toQString(node.san));
    emit positionChanged();
    announceStatus();
    if (m_game.isOver())
        emit gameOver(statusDescription(m_game.status()));
    else
        maybeStartComputer();
}

void GameController::afterHistoryChange(const QString& message) {
    restoreClocksForPly();
    emit positionChanged();
    announceStatus();
    emit statusMessage(message + QLatin1Char(' ') + turnText());
    if (m_game.isOver())
        emit gameOver(statusDescription(m_game.status()));
    else
        maybeStartComputer();
}

void GameController::finishByDeclaration() {
    stopClocks();
    emit drawClaimChanged({});
    emit positionChanged();
    const QString text = statusDescription(m_game.status());
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
