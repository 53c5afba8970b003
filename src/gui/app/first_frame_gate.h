// SPDX-License-Identifier: GPL-3.0-or-later
// Holds background work back until the window has painted its first frame.
#pragma once

#include <QObject>

class QWidget;

namespace rochade::gui {

/// Opens once, when `window` has painted its first frame, so that work started at launch
/// (the evaluation bar's search) does not compete with that frame for the processor: on a
/// two-core machine a search beside the first paint made it half as fast again. A window
/// that is still hidden when the event loop first runs (a test, a window made and never
/// shown) opens the gate then, and a shown window that is never exposed opens it after
/// kLongestHoldMs, so nothing waits forever.
class FirstFrameGate : public QObject {
    Q_OBJECT

public:
    explicit FirstFrameGate(QWidget* window);

    bool isOpen() const { return m_open; }
    static constexpr int kLongestHoldMs = 1000;

signals:
    void opened();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void open();

    QWidget* m_window;
    bool m_open = false;
};

} // namespace rochade::gui
