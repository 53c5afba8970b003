// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Keyboard Shortcuts: the window's own actions and their keys.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QMenuBar;
class QTreeWidget;

namespace rochade::gui {

/// One line of the list: the menu it is in ("View ▸ Sound"), the action's text without
/// '&' or "…", and its keys in the platform's words ("Ctrl+Shift+Z, Ctrl+Y").
struct ShortcutEntry {
    QString menu;
    QString action;
    QString keys;
    const QAction* source = nullptr;
};

/// Every action with a shortcut in `menuBar`'s menus and their submenus, in menu order, each
/// once (the first menu it is in). Read from the actions themselves, so it cannot go stale.
QList<ShortcutEntry> shortcutEntries(const QMenuBar& menuBar);

/// The list of shortcutEntries(), read when the dialog is made, grouped by menu. Lives in
/// the GUI thread.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar& menuBar, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list = nullptr;
};

} // namespace rochade::gui
