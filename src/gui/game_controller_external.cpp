// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's external opponent: searches go to a UCI engine process instead of
// the worker thread, with the same request ids, and a failure hands the game back.
#include "rochade/gui/game_controller.h"
#include "rochade/gui/uci_engine_process.h"

#include <QFileInfo>

namespace rochade::gui {

int GameController::externalMoveTimeMs(engine::Level level) {
    switch (level) {
    case engine::Level::Easy:
        return 200;
    case engine::Level::Medium:
        return 800;
    case engine::Level::Hard:
    case engine::Level::Full:
        break;
    }
    return 2700;
}

bool GameController::usesExternalEngine() const {
    return isVsComputer() && m_setup.opponent == Opponent::External;
}

void GameController::setExternalEngineTimeouts(int handshakeMs, int graceMs) {
    m_uciHandshakeMs = handshakeMs;
    m_uciGraceMs = graceMs;
    if (m_uci) m_uci->setTimeouts(handshakeMs, graceMs);
}

QString GameController::externalEngineName() const {
    if (!m_setup.engineName.isEmpty()) return m_setup.engineName;
    if (m_uci && !m_uci->engineName().isEmpty()) return m_uci->engineName();
    return QFileInfo(m_setup.enginePath).fileName();
}

void GameController::prepareExternalEngine() {
    if (!usesExternalEngine()) {
        // Nothing keeps an engine process running that the game does not use.
        if (m_uci) m_uci->shutdown();
        return;
    }
    if (!m_uci) {
        m_uci = new UciEngineProcess(this);
        m_uci->setTimeouts(m_uciHandshakeMs, m_uciGraceMs);
        connect(m_uci, &UciEngineProcess::progress, this, &GameController::onSearchProgress);
        connect(m_uci, &UciEngineProcess::searchFinished, this, &GameController::onSearchFinished);
        connect(m_uci, &UciEngineProcess::ready, this,
            [this] { emit externalEngineReady(m_uci->program(), m_uci->strengthOptions()); });
        connect(m_uci, &UciEngineProcess::failed, this,
            [this](quint64 requestId, UciEngineProcess::Failure, const QString& reason) {
                onExternalEngineFailed(requestId, reason);
            });
    }
    m_uci->setLevel(m_setup.level); // sent before the game's "ucinewgame" or "isready"
    if (m_uci->isRunning() && m_uci->program() == m_setup.enginePath)
        m_uci->newGame();
    else
        m_uci->start(m_setup.enginePath);
}

void GameController::startExternalSearch(const engine::SearchLimits& limits) {
    if (!m_uci || !m_uci->isRunning()) {
        // It failed before (the user chose to wait): try once more.
        prepareExternalEngine();
        // A program that cannot even start reports that by itself.
        if (!m_uci || !m_uci->isRunning()) return;
    }
    engine::SearchLimits external = limits;
    const bool clock = limits.timeLeftMs[0] >= 0 || limits.timeLeftMs[1] >= 0;
    if (!clock && !limits.infinite && limits.moveTimeMs <= 0)
        external.moveTimeMs = externalMoveTimeMs(m_setup.level);
    m_uci->startSearch(m_currentRequest, m_game.startPosition(), m_game.moves(), external);
}

void GameController::onExternalEngineFailed(quint64 requestId, const QString& reason) {
    if (!usesExternalEngine()) return;
    if (requestId != 0 && requestId != m_currentRequest) return; // about an abandoned request
    if (isThinking()) {
        m_currentRequest = 0;
        m_moveNow = false;
        m_replyTimer.stop();
        m_pendingReply.reset();
        emit thinkingChanged(false);
    }
    emit positionChanged();
    const QString name = externalEngineName();
    emit statusMessage(tr("The engine %1 %2.").arg(name, reason));
    emit externalEngineFailed(name, reason);
}

void GameController::switchToBuiltInEngine() {
    if (!usesExternalEngine()) return;
    cancelSearch();
    m_setup.opponent = Opponent::BuiltIn;
    if (m_uci) m_uci->shutdown();
    emit positionChanged();
    emit statusMessage(tr("Rochade's built-in engine plays on."));
    maybeStartComputer();
}

} // namespace rochade::gui
