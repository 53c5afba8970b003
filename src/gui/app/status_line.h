// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's two labels: the last message, and what the computer is thinking.
#pragma once

#include <QObject>
#include <QString>

class QStatusBar;

namespace rochade::gui {

class ElidingLabel;

/// Owns the status bar's labels (the bar itself is the window's). Lives in the GUI thread.
/// Both labels ignore their text's width, so no message resizes anything: a message too
/// long for its room ends in "…" with the whole text as its tooltip. The thinking label is
/// hidden while empty, so messages get the whole width then.
class StatusLine : public QObject {
    Q_OBJECT
public:
    explicit StatusLine(QObject* parent = nullptr);

    /// Puts the labels into `bar` (the message left, the thinking indicator right).
    void addTo(QStatusBar* bar) const;

    QString statusText() const;
    QString thinkingText() const;

public slots:
    void setStatus(const QString& text);
    void onThinkingChanged(bool thinking);
    void onProgress(int depth, const QString& score, const QString& line);

private:
    ElidingLabel* m_statusLabel = nullptr;
    ElidingLabel* m_thinkingLabel = nullptr;
};

} // namespace rochade::gui
