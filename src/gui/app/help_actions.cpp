// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ User Guide and Help ▸ Keyboard Shortcuts.
#include "app/help_actions.h"

#include "dialogs/help_window.h"
#include "dialogs/shortcuts_dialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>

namespace rochade::gui {

HelpActions::HelpActions(QMainWindow* window)
    : QObject(window)
    , m_window(window) {
    m_guideAction = new QAction(tr("&User Guide"), this);
    m_guideAction->setObjectName(QStringLiteral("userGuide"));
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    m_guideAction->setToolTip(tr("Read how to play with Rochade"));
    connect(m_guideAction, &QAction::triggered, this, &HelpActions::showGuide);

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setObjectName(QStringLiteral("keyboardShortcuts"));
    connect(m_shortcutsAction, &QAction::triggered, this, &HelpActions::showShortcuts);
}

HelpWindow* HelpActions::helpWindow() const {
    return m_helpWindow;
}

ShortcutsDialog* HelpActions::shortcutsDialog() const {
    return m_shortcutsDialog;
}

void HelpActions::showGuide() {
    if (!m_helpWindow) {
        m_helpWindow = new HelpWindow(m_window);
        m_helpWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_helpWindow->show();
    m_helpWindow->raise();
    m_helpWindow->activateWindow();
}

void HelpActions::showShortcuts() {
    // Made afresh each time, so it lists the actions as they are now.
    delete m_shortcutsDialog;
    m_shortcutsDialog = new ShortcutsDialog(*m_window->menuBar(), m_window);
    m_shortcutsDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_shortcutsDialog->show();
}

} // namespace rochade::gui
