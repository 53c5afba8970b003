// SPDX-License-Identifier: GPL-3.0-or-later
// The Help menu's own actions: the user guide (F1) and the keyboard shortcuts.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;

namespace rochade::gui {

class HelpWindow;
class ShortcutsDialog;

/// Help ▸ User Guide (the platform's Help key, F1) opens the guide in a HelpWindow, one for
/// the window, raised when it is open already; Help ▸ Keyboard Shortcuts lists the window's
/// menu actions and their keys, read at the moment it opens. Lives in the GUI thread.
class HelpActions : public QObject {
    Q_OBJECT
public:
    /// The windows are children of `window`, whose menu bar the list reads.
    explicit HelpActions(QMainWindow* window);

    QAction* guideAction() const { return m_guideAction; }
    QAction* shortcutsAction() const { return m_shortcutsAction; }
    /// The open guide or list, null while none is open.
    HelpWindow* helpWindow() const;
    ShortcutsDialog* shortcutsDialog() const;

public slots:
    void showGuide();
    void showShortcuts();

private:
    QMainWindow* m_window;
    QAction* m_guideAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QPointer<HelpWindow> m_helpWindow;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
};

} // namespace rochade::gui
