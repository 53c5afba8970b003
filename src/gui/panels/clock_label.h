// SPDX-License-Identifier: GPL-3.0-or-later
// One player's clock: the remaining time (with a time control) and the time used so far.
#pragma once

#include <QLabel>

namespace rochade::gui {

/// Shows "4:57" over "used 0:03", or only the used time in an untimed game. The running
/// side is highlighted, a fallen flag shows "0:00" in red. Lives in the GUI thread.
class ClockLabel : public QLabel {
    Q_OBJECT
public:
    explicit ClockLabel(QWidget* parent = nullptr);

    /// `timed`: the game has a time control (else `remainingMs` is ignored). `running`: this
    /// side's time flows (or is paused on its turn). `flagged`: its time has run out.
    void setReading(qint64 remainingMs, qint64 elapsedMs, bool timed, bool running, bool flagged);

    /// The remaining time as the clock shows it: "1:05:00", "4:57", under ten seconds with
    /// tenths "0:09.4"; cut down to the shown unit, so it reaches "0:00.0" only at zero.
    static QString formatRemaining(qint64 ms);
    /// A duration in whole seconds: "0:03", "12:40", "1:02:03".
    static QString formatElapsed(qint64 ms);

    /// What is shown, for tests: the remaining time ("" untimed) and the used time.
    QString remainingText() const { return m_remaining; }
    QString elapsedText() const { return m_elapsed; }
    bool isHighlighted() const { return m_running; }

private:
    QString m_remaining;
    QString m_elapsed;
    bool m_running = false;
    bool m_timed = false;
    bool m_flagged = false;
    bool m_styled = false; ///< the highlight has been set at least once
};

} // namespace rochade::gui
