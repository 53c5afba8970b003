// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's message and thinking indicator.
#include "app/status_line.h"

#include "panels/eliding_label.h"

#include <QStatusBar>

namespace rochade::gui {

StatusLine::StatusLine(QObject* parent)
    : QObject(parent)
    , m_statusLabel(new ElidingLabel)
    , m_thinkingLabel(new ElidingLabel) {
    m_statusLabel->setObjectName(QStringLiteral("status"));
    m_thinkingLabel->setObjectName(QStringLiteral("thinking"));
    m_thinkingLabel->hide();
}

void StatusLine::addTo(QStatusBar* bar) const {
    bar->addWidget(m_statusLabel, 3);
    bar->addPermanentWidget(m_thinkingLabel, 2);
}

QString StatusLine::statusText() const {
    return m_statusLabel->fullText();
}

QString StatusLine::thinkingText() const {
    return m_thinkingLabel->fullText();
}

void StatusLine::setStatus(const QString& text) {
    m_statusLabel->setFullText(text);
}

void StatusLine::onThinkingChanged(bool thinking) {
    m_thinkingLabel->setFullText(thinking ? tr("Thinking…") : QString());
    m_thinkingLabel->setVisible(thinking);
}

void StatusLine::onProgress(int depth, const QString& score, const QString& line) {
    m_thinkingLabel->setFullText(tr("Thinking… depth %1, %2: %3").arg(depth).arg(score, line));
    m_thinkingLabel->show();
}

} // namespace rochade::gui
