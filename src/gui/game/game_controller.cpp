// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller: rules through the core, the computer through the worker thread.
#include "game/game_controller.h"

#include "board/move_explainer.h"
#include "game/game_status_text.h"
#include "panels/move_notation.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

namespace rochade::gui {

namespace {

QString toQString(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

GameController::GameController(QObject* parent)
    : QObject(parent) {
    connect(&m_turns, &ComputerTurns::positionChanged, this, &GameController::positionChanged);
    connect(&m_turns, &ComputerTurns::statusMessage, this, &GameController::statusMessage);
    connect(&m_turns, &ComputerTurns::drawOfferAnswered, this, &GameController::drawOfferAnswered);
    connect(&m_record, &RecordEditor::changed, this, &GameController::positionChanged);
    connect(&m_record, &RecordEditor::statusMessage, this, &GameController::statusMessage);
    connect(&m_clock, &GameClock::changed, this, &GameController::clockChanged);
    connect(&m_clockKeeper, &ClockKeeper::pausedChanged, this, &GameController::pausedChanged);
    connect(&m_clockKeeper, &ClockKeeper::positionChanged, this, &GameController::positionChanged);
    connect(&m_clockKeeper, &ClockKeeper::statusMessage, this, &GameController::statusMessage);
    connect(&m_clockKeeper, &ClockKeeper::ticked, this, &GameController::clockChanged);
    connect(&m_drawTalk, &DrawTalk::statusMessage, this, &GameController::statusMessage);
    connect(&m_drawTalk, &DrawTalk::drawClaimChanged, this, &GameController::drawClaimChanged);
    seatPlayers(); // the human on its side before the first game, as in every game after it
}

GameController::~GameController() {
    shutdown();
}

void GameController::shutdown() {
    if (m_computer.isShutDown()) return;
    m_turns.cancel();
    m_computer.shutdown();
}

void GameController::switchToBuiltInEngine() {
    if (!isVsComputer() || m_setup.opponent == Opponent::BuiltIn) return;
    m_turns.cancel();
    m_setup.opponent = Opponent::BuiltIn;
    seatPlayers();
    emit positionChanged();
    emit statusMessage(tr("Rochade's built-in engine plays on."));
    m_turns.maybeStart();
}

// --- State ------------------------------------------------------------------------------

bool GameController::isHumanSide(Color c) const {
    const ChessPlayer* player = playerOf(c);
    return player && player->isHuman();
}

bool GameController::isComputerTurn() const {
    return !m_game.isOver() && !isHumanSide(m_game.position().sideToMove());
}

bool GameController::canHumanMove() const {
    if (isThinking() || m_clock.isPaused()) return false;
    if (!isBrowsing()) return !m_game.isOver() && !isComputerTurn();
    // A move from a shown earlier position (or a side line) branches off there.
    const Position& shown = m_browser.displayedPosition();
    return isHumanSide(shown.sideToMove()) && !MoveGenerator::legalMoves(shown).empty();
}

QString GameController::whyNoMove() const {
    return GameStatusText::whyNoMove(m_game, m_browser.browsedPly(), m_clock.isPaused(),
        m_negotiation.isJudging(), isComputerTurn() || isThinking());
}

MoveList GameController::playableMoves() const {
    if (!canHumanMove()) return {};
    return MoveGenerator::legalMoves(m_browser.displayedPosition());
}

QString GameController::playerName(Color c) const {
    const QString& entered = c == Color::White ? m_setup.whiteName : m_setup.blackName;
    if (!entered.trimmed().isEmpty()) return entered.trimmed();
    return defaultPlayerName(m_setup, m_humanColor, c);
}

// --- Actions ----------------------------------------------------------------------------

void GameController::newGame(const GameSetup& setup) {
    loadGame(Game(startPositionFor(setup)), setup);
}

void GameController::setUpPosition(const Position& start) {
    // The sides stay as they are: a Random choice is not drawn again.
    GameSetup setup = m_setup;
    if (setup.mode == PlayMode::VsComputer)
        setup.humanColor = m_humanColor == Color::White ? ColorChoice::White : ColorChoice::Black;
    loadGame(Game(start), setup);
}

void GameController::loadGame(const Game& game, const GameSetup& setup) {
    m_turns.cancel();
    m_setup = setup;
    m_browser.showGame(); // before the old tree is freed
    m_record.forgetRemovals();
    m_game = game;
    m_computer.setLastScore(std::nullopt);
    m_negotiation.reset();
    m_humanColor = humanSide(setup);
    seatPlayers();
    const bool wasPaused = m_clock.isPaused();
    m_clock.reset(m_setup.timeControl, m_game.ply(), sideToMoveIfPlaying());
    m_clock.restoreFromRecord(m_game, sideToMoveIfPlaying()); // the record's %clk, if any
    if (wasPaused) emit pausedChanged(false);
    emit positionChanged();
    emit drawClaimChanged({});
    announceStatus();
    m_turns.maybeStart();
}

bool GameController::playHumanMove(Move move) {
    if (checkFlag()) return false; // too late: the flag fell before the move arrived
    if (!canHumanMove()) {
        emit statusMessage(whyNoMove());
        return false;
    }
    if (!MoveGenerator::isLegal(m_browser.displayedPosition(), move)) {
        const Position& shown = m_browser.displayedPosition();
        const QString why
            = explainRejectedMove(shown, MoveGenerator::legalMoves(shown), move.from(), move.to());
        emit statusMessage(why.isEmpty() ? tr("Illegal move.") : why);
        return false;
    }
    if (isBrowsing()) {
        const RecordEditor::Branch branch
            = m_record.branchFor(m_browser.shownNode(), move, isVsComputer());
        if (branch.existing) {
            showNode(*branch.existing); // the record already has it: go there
            return true;
        }
        if (branch.choice == RecordEditor::BranchChoice::Cancel || !branchOff(move, branch))
            return false;
        if (branch.choice == RecordEditor::BranchChoice::Variation) return true;
    }
    const DrawTalk::BeforeMove before = m_drawTalk.askBeforeMove(move);
    if (before == DrawTalk::BeforeMove::TooLate) return false;
    if (before == DrawTalk::BeforeMove::PlayAndClaim && m_game.playMoveAndClaimDraw(move)) {
        afterMove();
        return true;
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
    // The notation's letters and figurines are read too (English letters always).
    const Result<Move> parsed
        = parseSan(m_browser.displayedPosition(), MoveNotation::typed(text.trimmed()));
    if (!parsed.ok()) {
        emit statusMessage(tr("“%1”: %2").arg(text.trimmed(), toQString(parsed.error().message)));
        return false;
    }
    return playHumanMove(parsed.value());
}

bool GameController::branchOff(Move move, const RecordEditor::Branch& branch) {
    // The game goes to the shown node, as an undo to it would (the clocks as they were
    // there); a variation is played there at once, a replacement by the usual path.
    const Game::Node& from = m_browser.shownNode();
    m_turns.cancel();
    m_negotiation.withdrawOffer();
    m_browser.showGame();
    m_game.goTo(from);
    m_clock.restore(m_game.ply(), sideToMoveIfPlaying());
    if (branch.choice == RecordEditor::BranchChoice::Replace) return true;
    const Result<bool> added = m_game.addVariation(move);
    if (!added.ok()) {
        afterHistoryChange(toQString(added.error().message));
        return false;
    }
    afterMove();
    return true;
}

bool GameController::undo() {
    return changeHistory(true);
}

bool GameController::redo() {
    return changeHistory(false);
}

bool GameController::changeHistory(bool back) {
    m_browser.showGame();
    const GameBrowser::Step step = back ? m_browser.undoStep(humanSides()) : m_browser.redoStep();
    if (step.plies == 0) {
        emit positionChanged();
        emit statusMessage(step.message);
        return false;
    }
    m_turns.cancel();
    m_negotiation.withdrawOffer(); // the offer was made in a position that is gone
    m_browser.apply(step, humanSides());
    afterHistoryChange(step.message);
    return true;
}

void GameController::browseTo(int ply) {
    if (ply >= 0 && ply <= m_game.ply()) showNode(m_game.nodeAt(ply));
}

void GameController::showNode(const Game::Node& node) {
    if (!m_game.owns(node)) return;
    if (&node == &m_game.currentNode()) {
        returnToGame();
        return;
    }
    m_browser.show(node);
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
    m_turns.cancel();
    m_browser.showGame();
    const Color toMove = m_game.position().sideToMove();
    m_game.resign(isHumanSide(toMove) ? toMove : ~toMove);
    finishByDeclaration();
}

// --- What the parts do (GameFlow) ---------------------------------------------------------

Result<bool> GameController::playComputerMove(Move move) {
    // The reply brings a browsing user back to the game (before the move: it may free the
    // moves redo would replay, and the node shown among them).
    m_browser.showGame();
    Result<bool> played = m_game.playMove(move);
    if (played.ok()) afterMove();
    return played;
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

void GameController::endByFlag(Color loser) {
    m_turns.cancel();
    m_browser.showGame();
    m_game.flagFell(loser); // the core decides: a loss, or a draw if the other cannot mate
    m_clock.stop();
    const QString text = GameStatusText::flagFell(loser, m_game.status().reason);
    emit drawClaimChanged({});
    emit positionChanged();
    emit statusMessage(text);
    emit gameOver(text);
}

// --- Seats ------------------------------------------------------------------------------

void GameController::seatPlayers() {
    m_computer.seat(m_setup.computerSide());
    for (const Color c : { Color::White, Color::Black }) {
        const bool human = !isVsComputer() || c == m_humanColor;
        m_seats[static_cast<std::size_t>(index(c))] = human ? &m_human : m_computer.player();
    }
}

GameBrowser::HumanSides GameController::humanSides() const {
    return { isHumanSide(Color::White), isHumanSide(Color::Black) };
}

// --- Reporting --------------------------------------------------------------------------

std::optional<Color> GameController::sideToMoveIfPlaying() const {
    if (m_game.isOver()) return std::nullopt;
    return m_game.position().sideToMove();
}

void GameController::afterMove() {
    m_clock.afterMove(m_game.ply(), m_game.position().sideToMove(), m_game.isOver());
    const Game::Node& node = m_game.currentNode();
    emit moveMade(node.move, toQString(node.san));
    emit positionChanged();
    announceStatus();
    if (m_game.isOver())
        emit gameOver(GameStatusText::statusDescription(m_game.status()));
    else
        m_turns.maybeStart();
}

void GameController::afterHistoryChange(const QString& message) {
    m_clock.restore(m_game.ply(), sideToMoveIfPlaying());
    emit positionChanged();
    announceStatus();
    emit statusMessage(message + QLatin1Char(' ') + turnText());
    if (m_game.isOver())
        emit gameOver(GameStatusText::statusDescription(m_game.status()));
    else
        m_turns.maybeStart();
}

void GameController::finishByDeclaration() {
    m_negotiation.answered(); // an offer still open dies with the game
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
