// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller's clocks: time controls, elapsed time, flag fall, pause, per-move times.
#include "rochade/gui/game_controller.h"

#include "rochade/gui/move_explainer.h"

#include <algorithm>
#include <limits>

namespace rochade::gui {

namespace {

constexpr int kClockTickMs = 100;

int clampToInt(qint64 ms) {
    return static_cast<int>(std::clamp<qint64>(ms, 0, std::numeric_limits<int>::max()));
}

} // namespace

void GameController::initClocks() {
    m_monotonic.start();
    m_clockTimer.setInterval(kClockTickMs);
    connect(&m_clockTimer, &QTimer::timeout, this, &GameController::onClockTick);
    m_clockTimer.start();
}

qint64 GameController::nowMs() const {
    return m_timeSource ? m_timeSource() : m_monotonic.elapsed();
}

void GameController::setTimeSource(std::function<qint64()> nowMs) {
    m_timeSource = std::move(nowMs);
}

qint64 GameController::remainingMs(Color side) const {
    return m_clock.remainingMs(side, nowMs());
}

qint64 GameController::elapsedMs(Color side) const {
    return m_thinking.elapsedMs(side, nowMs());
}

std::optional<Color> GameController::clockSide() const {
    return m_clock.runningSide();
}

std::optional<qint64> GameController::moveTimeMs(int ply) const {
    if (ply < 1 || ply >= static_cast<int>(m_plyRecords.size())) return std::nullopt;
    return m_plyRecords[static_cast<std::size_t>(ply)].moveMs;
}

void GameController::startClocks() {
    const qint64 now = nowMs();
    m_clock.reset(m_setup.timeControl);
    m_thinking.reset(TimeControl::none());
    m_clockStartPly = m_game.ply();
    // The plies before a loaded game's position have no known times.
    m_plyRecords.assign(static_cast<std::size_t>(m_game.ply()) + 1,
        PlyRecord { m_clock.reading(now), m_thinking.reading(now), std::nullopt });
    if (m_userPaused) {
        m_userPaused = false;
        emit pausedChanged(false);
    }
    if (!m_game.isOver()) m_thinking.start(m_game.position().sideToMove(), now);
    syncClockPause();
    emit clockChanged();
}

void GameController::clockAfterMove() {
    const qint64 now = nowMs();
    const Color next = m_game.position().sideToMove();
    const qint64 took = m_thinking.switchSides(now);
    // The game clock starts with the first move: from then on it switches with each one.
    if (m_clock.runningSide())
        m_clock.switchSides(now);
    else
        m_clock.start(next, now);
    if (m_game.isOver()) {
        m_clock.stop(now);
        m_thinking.stop(now);
    }
    const auto ply = static_cast<std::size_t>(m_game.ply());
    m_plyRecords.resize(ply); // a new move drops the records of the undone line
    m_plyRecords.push_back({ m_clock.reading(now), m_thinking.reading(now), took });
    syncClockPause();
    emit clockChanged();
}

void GameController::restoreClocksForPly() {
    const qint64 now = nowMs();
    const auto ply = static_cast<std::size_t>(m_game.ply());
    if (ply < m_plyRecords.size()) {
        m_clock.restore(m_plyRecords[ply].clock);
        m_thinking.restore(m_plyRecords[ply].thinking);
    } else {
        m_clock.stop(now);
        m_thinking.stop(now);
    }
    if (!m_game.isOver()) {
        const Color side = m_game.position().sideToMove();
        m_thinking.start(side, now);
        if (m_game.ply() > m_clockStartPly) m_clock.start(side, now);
    }
    syncClockPause();
    emit clockChanged();
}

void GameController::stopClocks() {
    const qint64 now = nowMs();
    m_clock.stop(now);
    m_thinking.stop(now);
    emit clockChanged();
}

void GameController::syncClockPause() {
    const qint64 now = nowMs();
    const bool hold = m_clockPauseDepth > 0 || m_userPaused;
    for (ChessClock* c : { &m_clock, &m_thinking }) {
        if (hold && c->isRunning()) c->pause(now);
        if (!hold && c->isPaused()) c->resume(now);
    }
}

// Pause both: a dialog that stops the clocks also stops the computer's search, and the
// search is asked again from scratch (its hash table kept) when the last dialog closes.
// Letting it think on behind the dialog would give it free time on a stopped clock; keeping
// its clock running would charge the human's dialog to it. Holding back a finished move
// alone would not do either: the search itself must not run.
void GameController::pauseClock() {
    if (m_clockPauseDepth++ > 0) return;
    cancelSearch();
    syncClockPause();
}

void GameController::resumeClock() {
    if (m_clockPauseDepth == 0) return;
    if (--m_clockPauseDepth > 0) return;
    syncClockPause();
    maybeStartComputer();
}

bool GameController::setPaused(bool paused) {
    if (paused == m_userPaused) return true;
    if (paused && m_game.isOver()) {
        emit statusMessage(tr("The game is over: there is nothing to pause."));
        return false;
    }
    m_userPaused = paused;
    // A search is dropped on pause and asked again on resume: the computer cannot think
    // while its clock stands still.
    if (paused) cancelSearch();
    syncClockPause();
    emit pausedChanged(paused);
    emit positionChanged();
    emit clockChanged();
    if (paused) {
        emit statusMessage(tr("The game is paused: press P to resume."));
    } else {
        announceStatus();
        maybeStartComputer();
    }
    return true;
}

bool GameController::checkFlag() {
    if (m_game.isOver() || !m_clock.hasTimeControl() || !m_clock.runningSide()) return false;
    const qint64 now = nowMs();
    const std::optional<Color> loser = m_clock.flaggedSide(now);
    if (!loser) return false;
    cancelSearch();
    m_viewPly = -1;
    m_game.flagFell(*loser); // the core decides: a loss, or a draw if the other cannot mate
    m_clock.stop(now);
    m_thinking.stop(now);
    const QString text = flagText(*loser);
    emit drawClaimChanged({});
    emit positionChanged();
    emit clockChanged();
    emit statusMessage(text);
    emit gameOver(text);
    return true;
}

void GameController::onClockTick() {
    if (m_game.isOver() || !m_thinking.isRunning()) return;
    if (!checkFlag()) emit clockChanged();
}

engine::SearchLimits GameController::limitsWithClock() const {
    engine::SearchLimits limits = m_extraLimits;
    if (!m_clock.hasTimeControl()) return limits;
    const qint64 now = nowMs();
    for (Color c : { Color::White, Color::Black }) {
        const auto i = static_cast<std::size_t>(index(c));
        limits.timeLeftMs[i] = clampToInt(m_clock.remainingMs(c, now));
        limits.incrementMs[i] = clampToInt(m_clock.timeControl().incrementMs);
    }
    return limits;
}

QString GameController::flagText(Color loser) const {
    // By colour, not by name: a name may be "You", and whole sentences translate best.
    const bool white = loser == Color::White;
    if (m_game.status().reason == GameEndReason::TimeoutInsufficientMaterial)
        return white ? tr("White's time has run out (0:00), but Black cannot mate: a draw.")
                     : tr("Black's time has run out (0:00), but White cannot mate: a draw.");
    return white ? tr("White's time has run out (0:00): Black wins on time.")
                 : tr("Black's time has run out (0:00): White wins on time.");
}

} // namespace rochade::gui
