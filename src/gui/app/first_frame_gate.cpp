// SPDX-License-Identifier: GPL-3.0-or-later
// Holds background work back until the window has painted its first frame.
#include "app/first_frame_gate.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace rochade::gui {

FirstFrameGate::FirstFrameGate(QWidget* window)
    : QObject(window)
    , m_window(window) {
    m_window->installEventFilter(this);
    QTimer::singleShot(0, this, [this] {
        if (!m_window->isVisible()) open();
    });
    QTimer::singleShot(kLongestHoldMs, this, &FirstFrameGate::open);
}

bool FirstFrameGate::eventFilter(QObject* watched, QEvent* event) {
    // The window's own paint comes first in a frame: its widgets follow and the frame is
    // flushed within the same expose or update request, and a queued call runs after that.
    if (watched == m_window && event->type() == QEvent::Paint && !m_open)
        QMetaObject::invokeMethod(this, &FirstFrameGate::open, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void FirstFrameGate::open() {
    if (m_open) return;
    m_open = true;
    m_window->removeEventFilter(this);
    emit opened();
}

} // namespace rochade::gui
