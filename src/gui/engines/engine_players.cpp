// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: the built-in engine on its thread, an external engine as a process.
#include "engines/engine_players.h"

#include "engines/engine_thread.h"
#include "engines/uci_engine_process.h"

#include <QFileInfo>

namespace rochade::gui {

// --- Rochade's own engine -----------------------------------------------------------------

BuiltInEnginePlayer::BuiltInEnginePlayer(QObject* parent)
    : ChessPlayer(parent)
    , m_thread(
          new EngineThread(QStringLiteral("rochade-engine"), 32, QThread::InheritPriority, this)) {
    connect(m_thread, &EngineThread::progress, this, &ChessPlayer::progress);
    connect(m_thread, &EngineThread::finished, this, &ChessPlayer::moveChosen);
}

BuiltInEnginePlayer::~BuiltInEnginePlayer() {
    // What shutdown() does, without a virtual call from a destructor.
    m_thread->shutdown();
}

void BuiltInEnginePlayer::startThinking(const MoveRequest& request) {
    // Full plays on every core; the levels below it stay on one (engine::chooseMove sees to
    // that), where their strength was measured.
    engine::SearchLimits limits = request.limits;
    limits.threads = engine::hardwareThreads();
    m_thread->search({ request.id, request.position, request.history, request.level, limits,
        request.bookAllowed });
}

void BuiltInEnginePlayer::setSeed(unsigned seed) {
    m_thread->setSeed(seed);
}

void BuiltInEnginePlayer::stop(quint64 requestId) {
    m_thread->stop(requestId);
}

void BuiltInEnginePlayer::cancelThrough(quint64 requestId) {
    m_thread->cancelThrough(requestId);
}

void BuiltInEnginePlayer::shutdown() {
    m_thread->shutdown();
}

bool BuiltInEnginePlayer::isRunning() const {
    return m_thread->isRunning();
}

QString BuiltInEnginePlayer::name() const {
    return QStringLiteral("Rochade");
}

// --- An external UCI engine ---------------------------------------------------------------

UciEnginePlayer::UciEnginePlayer(QObject* parent)
    : ChessPlayer(parent)
    , m_process(new UciEngineProcess(this)) {
    connect(m_process, &UciEngineProcess::progress, this, &ChessPlayer::progress);
    connect(m_process, &UciEngineProcess::searchFinished, this, &ChessPlayer::moveChosen);
    connect(m_process, &UciEngineProcess::ready, this,
        [this] { emit ready(m_process->program(), m_process->strengthOptions()); });
    connect(m_process, &UciEngineProcess::failed, this,
        [this](quint64 requestId, UciEngineProcess::Failure, const QString& reason) {
            emit failed(requestId, reason);
        });
}

void UciEnginePlayer::setTimeouts(int handshakeMs, int graceMs) {
    m_process->setTimeouts(handshakeMs, graceMs);
}

void UciEnginePlayer::beginGame(const ComputerSide& side) {
    m_side = side;
    startEngine();
}

void UciEnginePlayer::startEngine() {
    m_process->setLevel(m_side.level); // sent before the game's "ucinewgame" or "isready"
    if (m_process->isRunning() && m_process->program() == m_side.enginePath)
        m_process->newGame();
    else
        m_process->start(m_side.enginePath);
}

void UciEnginePlayer::release() {
    // Nothing keeps an engine process running that the game does not use.
    m_process->shutdown();
}

void UciEnginePlayer::startThinking(const MoveRequest& request) {
    if (!m_process->isRunning()) {
        // It failed before (the user chose to wait): try once more. A program that cannot
        // even start reports that by itself.
        startEngine();
        if (!m_process->isRunning()) return;
    }
    engine::SearchLimits limits = request.limits;
    const bool clock = limits.timeLeftMs[0] >= 0 || limits.timeLeftMs[1] >= 0;
    if (!clock && !limits.infinite && limits.moveTimeMs <= 0)
        limits.moveTimeMs = externalMoveTimeMs(request.level);
    m_process->startSearch(request.id, request.start, request.moves, limits);
}

void UciEnginePlayer::stop(quint64 requestId) {
    m_process->stop(requestId);
}

void UciEnginePlayer::cancelThrough(quint64 requestId) {
    m_process->cancelThrough(requestId);
}

void UciEnginePlayer::shutdown() {
    m_process->shutdown();
}

bool UciEnginePlayer::isRunning() const {
    return m_process->isRunning();
}

QString UciEnginePlayer::name() const {
    if (!m_side.engineName.isEmpty()) return m_side.engineName;
    if (!m_process->engineName().isEmpty()) return m_process->engineName();
    return QFileInfo(m_side.enginePath).fileName();
}

} // namespace rochade::gui
