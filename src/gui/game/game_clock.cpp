// SPDX-License-Identifier: GPL-3.0-or-later
// The game's clocks: time control, elapsed time, per-ply records, holds and pause, flag fall.
#include "game/game_clock.h"

#include <algorithm>
#include <limits>

namespace rochade::gui {

namespace {

constexpr int kClockTickMs = 100;

int clampToInt(qint64 ms) {
    return static_cast<int>(std::clamp<qint64>(ms, 0, std::numeric_limits<int>::max()));
}

} // namespace

GameClock::GameClock(QObject* parent)
    : QObject(parent) {
    m_monotonic.start();
    m_timer.setInterval(kClockTickMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_thinking.isRunning()) emit ticked();
    });
    m_timer.start();
}

void GameClock::setTimeSource(std::function<qint64()> nowMs) {
    m_timeSource = std::move(nowMs);
}

qint64 GameClock::nowMs() const {
    return m_timeSource ? m_timeSource() : m_monotonic.elapsed();
}

void GameClock::reset(const TimeControl& control, int ply, std::optional<Color> toMove) {
    const qint64 now = nowMs();
    m_clock.reset(control);
    m_thinking.reset(TimeControl::none());
    m_startPly = ply;
    // The plies before a loaded game's position have no known times.
    m_records.assign(static_cast<std::size_t>(ply) + 1,
        PlyRecord { m_clock.reading(now), m_thinking.reading(now), std::nullopt, std::nullopt });
    m_paused = false;
    m_waitsForMove = true;
    m_thinkingWaitsForMove = false;
    if (toMove) m_thinking.start(*toMove, now);
    syncHold();
    emit changed();
}

void GameClock::afterMove(int ply, Color next, bool over) {
    const qint64 now = nowMs();
    // The thinking clock stood while a record was read: the move's duration is not known.
    const bool timedMove = m_thinking.runningSide().has_value();
    const qint64 took = m_thinking.switchSides(now);
    if (!timedMove) m_thinking.start(next, now);
    m_waitsForMove = false;
    m_thinkingWaitsForMove = false;
    // The game clock starts with the first move: from then on it switches with each one.
    if (m_clock.runningSide())
        m_clock.switchSides(now);
    else
        m_clock.start(next, now);
    if (over) {
        m_clock.stop(now);
        m_thinking.stop(now);
    }
    m_records.resize(static_cast<std::size_t>(ply)); // a new move drops the undone line's
    const ChessClock::Reading clock = m_clock.reading(now);
    std::optional<qint64> moverClock;
    if (m_clock.hasTimeControl())
        moverClock = clock.remainingMs[static_cast<std::size_t>(index(~next))];
    m_records.push_back({ clock, m_thinking.reading(now),
        timedMove ? std::optional<qint64>(took) : std::nullopt, moverClock });
    syncHold();
    emit changed();
}

void GameClock::restore(int ply, std::optional<Color> toMove) {
    const qint64 now = nowMs();
    const auto index = static_cast<std::size_t>(ply);
    if (index < m_records.size()) {
        m_clock.restore(m_records[index].clock);
        m_thinking.restore(m_records[index].thinking);
    } else {
        m_clock.stop(now);
        m_thinking.stop(now);
    }
    if (toMove) {
        if (!m_thinkingWaitsForMove) m_thinking.start(*toMove, now);
        if (ply > m_startPly && !m_waitsForMove) m_clock.start(*toMove, now);
    }
    syncHold();
    emit changed();
}

void GameClock::restoreFromRecord(const Game& game, std::optional<Color> toMove) {
    if (!m_clock.hasTimeControl()) return;
    // The line the game plays: back from the current node, then on along the redo line.
    std::vector<const Game::Node*> line;
    for (const Game::Node* n = &game.currentNode(); n->previous; n = n->previous)
        line.push_back(n);
    std::reverse(line.begin(), line.end());
    line.insert(line.end(), game.redoLine().begin(), game.redoLine().end());
    if (std::none_of(line.begin(), line.end(),
            [](const Game::Node* n) { return n->annotation.clock.has_value(); }))
        return;

    // Replays the readings: each move charges its mover what the clock lost, the increment
    // given back (none for the game's first move: the clock starts with it, as afterMove()).
    const TimeControl& control = m_clock.timeControl();
    ChessClock::Reading clock { { control.baseMs, control.baseMs }, { 0, 0 } };
    ChessClock::Reading thinking;
    m_records.assign(1, PlyRecord { clock, thinking, std::nullopt, std::nullopt });
    for (const Game::Node* node : line) {
        const auto mover = static_cast<std::size_t>(index(node->previous->position.sideToMove()));
        PlyRecord record { clock, thinking, std::nullopt, std::nullopt };
        if (node->annotation.clock) {
            const qint64 after = node->annotation.clock->count();
            const qint64 increment = node->ply > 1 ? control.incrementMs : 0;
            const qint64 took = std::max<qint64>(0, clock.remainingMs[mover] + increment - after);
            clock.remainingMs[mover] = after;
            clock.elapsedMs[mover] += took;
            thinking.elapsedMs[mover] += took;
            record = { clock, thinking, took, after };
        }
        m_records.push_back(record);
    }
    m_startPly = 0; // the record's times hold from the first move on
    // The game clock stands until the next move is played. A game opened from a file is
    // first read, not played: a clock running at once would lose a downloaded game on time
    // while its reader looks at it (with a few seconds left, in seconds). The move that
    // goes on with the game starts the clock, as a game's first move does and as an
    // adjourned game goes on with the sealed move; the time spent reading is no one's, so
    // the thinking clock (the time each player used) stands too.
    m_thinkingWaitsForMove = true;
    restore(game.ply(), toMove);
}

void GameClock::stop() {
    const qint64 now = nowMs();
    m_clock.stop(now);
    m_thinking.stop(now);
    emit changed();
}

bool GameClock::hold() {
    if (m_holds++ > 0) return false;
    syncHold();
    return true;
}

bool GameClock::release() {
    if (m_holds == 0) return false;
    if (--m_holds > 0) return false;
    syncHold();
    return true;
}

void GameClock::setPaused(bool paused) {
    m_paused = paused;
    syncHold();
    emit changed();
}

void GameClock::syncHold() {
    const qint64 now = nowMs();
    const bool hold = m_holds > 0 || m_paused;
    for (ChessClock* c : { &m_clock, &m_thinking }) {
        if (hold && c->isRunning()) c->pause(now);
        if (!hold && c->isPaused()) c->resume(now);
    }
}

std::optional<qint64> GameClock::moveTimeMs(int ply) const {
    if (ply < 1 || ply >= static_cast<int>(m_records.size())) return std::nullopt;
    return m_records[static_cast<std::size_t>(ply)].moveMs;
}

std::optional<qint64> GameClock::clockAfterMs(int ply) const {
    if (!m_clock.hasTimeControl() || ply < 1 || ply >= static_cast<int>(m_records.size()))
        return std::nullopt;
    return m_records[static_cast<std::size_t>(ply)].moverClockMs;
}

std::optional<Color> GameClock::flaggedSide() const {
    if (!m_clock.hasTimeControl() || !m_clock.runningSide()) return std::nullopt;
    return m_clock.flaggedSide(nowMs());
}

engine::SearchLimits GameClock::withTimes(engine::SearchLimits limits) const {
    if (!m_clock.hasTimeControl()) return limits;
    const qint64 now = nowMs();
    for (Color c : { Color::White, Color::Black }) {
        const auto i = static_cast<std::size_t>(index(c));
        limits.timeLeftMs[i] = clampToInt(m_clock.remainingMs(c, now));
        limits.incrementMs[i] = clampToInt(m_clock.timeControl().incrementMs);
    }
    return limits;
}

} // namespace rochade::gui
