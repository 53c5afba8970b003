// SPDX-License-Identifier: GPL-3.0-or-later
// The player's clock label.
#include "panels/clock_label.h"

#include <QFontDatabase>
#include <QLocale>

#include <utility>

namespace rochade::gui {

ClockLabel::ClockLabel(QWidget* parent)
    : QLabel(parent) {
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setContentsMargins(6, 1, 6, 1);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setReading(0, 0, false, false, false);
}

QString ClockLabel::formatElapsed(qint64 ms) {
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = seconds / 60 % 60;
    const qint64 s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

QString ClockLabel::formatRemaining(qint64 ms) {
    ms = std::max<qint64>(0, ms);
    if (ms >= 10000) return formatElapsed(ms);
    // The tenths after the language's decimal sign ("0:09,5" in German).
    return QStringLiteral("0:%1%2%3")
        .arg(ms / 1000, 2, 10, QLatin1Char('0'))
        .arg(QLocale().decimalPoint())
        .arg(ms / 100 % 10);
}

void ClockLabel::setReading(
    qint64 remainingMs, qint64 elapsedMs, bool timed, bool running, bool flagged) {
    QString remaining = !timed ? QString()
        : flagged              ? QStringLiteral("0:00")
                               : formatRemaining(remainingMs);
    QString elapsed = formatElapsed(elapsedMs);
    // The controller ticks ten times a second; most ticks change nothing that is shown.
    if (m_styled && remaining == m_remaining && elapsed == m_elapsed && running == m_running
        && timed == m_timed && flagged == m_flagged)
        return;
    m_remaining = std::move(remaining);
    m_elapsed = std::move(elapsed);
    m_timed = timed;
    m_flagged = flagged;
    const bool highlightChanged = running != m_running || !m_styled;
    m_running = running;
    m_styled = true;

    const QString used = tr("used %1").arg(m_elapsed);
    QString html;
    if (timed) {
        const QString colour = flagged ? QStringLiteral("#c00000") : QString();
        html = QStringLiteral("<span style=\"font-size:large; font-weight:bold;%1\">%2</span>"
                              "<br><span style=\"font-size:small\">%3</span>")
                   .arg(colour.isEmpty() ? QString() : QStringLiteral(" color:") + colour,
                       m_remaining, used.toHtmlEscaped());
    } else {
        html = QStringLiteral("<span>%1</span>").arg(used.toHtmlEscaped());
    }
    setText(html);
    setToolTip(timed ? tr("Time left: %1, used so far: %2").arg(m_remaining, m_elapsed)
                     : tr("Time used so far: %1").arg(m_elapsed));

    if (!highlightChanged) return;
    // The running side's clock lights up, as the pressed-down button of a real clock.
    QPalette p;
    if (running) {
        p.setColor(QPalette::Window, QColor(255, 236, 179));
        p.setColor(QPalette::WindowText, QColor(40, 30, 0));
    }
    setPalette(p);
    setAutoFillBackground(running);
}

} // namespace rochade::gui
