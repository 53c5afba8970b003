// SPDX-License-Identifier: GPL-3.0-or-later
// The game's two clocks (the time control's and the untimed thinking clock), their readings
// after every ply, pausing and flag fall.
#pragma once

#include "rochade/core/chess_clock.h"
#include "rochade/core/game.h"
#include "rochade/core/time_control.h"
#include "rochade/core/types.h"
#include "rochade/engine/search.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace rochade::gui {

/// Two clocks run side by side: the game clock under a TimeControl, which starts with the
/// first move played on the board (in a new game and in a loaded or resumed one alike), and
/// an untimed "thinking" clock from the game's start, which gives each
/// player's total elapsed time and every move's duration, with or without a time control.
/// Both switch on every move, stop when the game ends and stand still while held (a dialog
/// asks the human something; holds nest) or paused (Game ▸ Pause).
///
/// The readings of both clocks after each ply are recorded (indexed by ply), so an undo puts
/// the times back as they were when that position was first reached, and a redo as they were
/// after the redone move. A game record's own readings (%clk) can take their place, so a
/// reopened or resumed game goes on with the times it was left with. Lives in the GUI thread;
/// the GameController drives it.
class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    /// Test hook: the millisecond counter the clocks read (default: a QElapsedTimer).
    void setTimeSource(std::function<qint64()> nowMs);
    qint64 nowMs() const;

    /// Fresh clocks under `control` for a game at `ply`; the thinking clock runs for
    /// `toMove` (nullopt: the game is over), the game clock stands until the next move is
    /// played (afterMove()), also after an undo or redo. Ends a user pause.
    void reset(const TimeControl& control, int ply, std::optional<Color> toMove);
    /// The move of `ply` was played; `next` is to move, unless the move ended the game (`over`).
    void afterMove(int ply, Color next, bool over);
    /// The game went back or forward to `ply` (undo, redo); `toMove` as for reset().
    void restore(int ply, std::optional<Color> toMove);
    /// After reset() for `game`: takes the mover's clock after each move (Annotation::clock,
    /// the record's %clk) on the line from the start through the current node and on along
    /// the moves redo would replay, and sets both clocks as they stood after the current
    /// one; both clocks stand until the next move is played (the thinking clock too: the
    /// time spent reading a record is no one's, and that move's duration is not known). A
    /// move without a reading keeps the times before it. No change without a time control
    /// or when the line holds no reading.
    void restoreFromRecord(const Game& game, std::optional<Color> toMove);
    /// Both clocks stop (the game ended).
    void stop();

    /// Holds both clocks; nests. True if this hold stopped them (the first one).
    bool hold();
    /// Ends one hold. True if the last hold ended now.
    bool release();
    bool isHeld() const { return m_holds > 0; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }

    bool hasTimeControl() const { return m_clock.hasTimeControl(); }
    qint64 remainingMs(Color side) const { return m_clock.remainingMs(side, nowMs()); }
    qint64 elapsedMs(Color side) const { return m_thinking.elapsedMs(side, nowMs()); }
    /// The side whose game clock runs (held counts as running); nullopt before the first
    /// move and after the end.
    std::optional<Color> runningSide() const { return m_clock.runningSide(); }
    /// How long the move of `ply` took; nullopt if unknown or out of range.
    std::optional<qint64> moveTimeMs(int ply) const;
    /// The time the mover of `ply` had left on the time control's clock after that move, as
    /// a record's %clk gives it; nullopt without a time control, or if it is not known (a
    /// ply out of range, or before the position a game was loaded at without readings).
    std::optional<qint64> clockAfterMs(int ply) const;
    /// The side whose flag has fallen now, if any (only under a time control).
    std::optional<Color> flaggedSide() const;
    /// `limits` with both sides' remaining times and increments (unchanged without a clock).
    engine::SearchLimits withTimes(engine::SearchLimits limits) const;

signals:
    /// The readings changed (on every move, pause and restore).
    void changed();
    /// Every 100 ms while the thinking clock runs.
    void ticked();

private:
    void syncHold();

    struct PlyRecord {
        ChessClock::Reading clock;
        ChessClock::Reading thinking;
        std::optional<qint64> moveMs;
        std::optional<qint64> moverClockMs; ///< for clockAfterMs()
    };
    ChessClock m_clock; ///< under the time control
    ChessClock m_thinking; ///< untimed: elapsed time and move durations
    std::vector<PlyRecord> m_records;
    int m_startPly = 0; ///< the game clock runs once the game is past this ply
    /// No move was played since reset(): the game clock stands (see restoreFromRecord()).
    bool m_waitsForMove = true;
    /// ... and after restoreFromRecord() the thinking clock stands as well.
    bool m_thinkingWaitsForMove = false;
    QElapsedTimer m_monotonic;
    std::function<qint64()> m_timeSource;
    QTimer m_timer;
    int m_holds = 0;
    bool m_paused = false;
};

} // namespace rochade::gui
