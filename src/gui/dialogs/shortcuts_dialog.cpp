// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard shortcuts list.
#include "dialogs/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rochade::gui {

namespace {

QString plainText(QString text) {
    // "&&" is a literal ampersand; a lone '&' only marks the mnemonic.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text.trimmed();
}

void collect(const QMenu& menu, const QString& path, QSet<const QAction*>& seen,
    QList<ShortcutEntry>& entries) {
    for (const QAction* action : menu.actions()) {
        if (action->isSeparator()) continue;
        if (const QMenu* sub = action->menu()) {
            collect(*sub, QObject::tr("%1 ▸ %2").arg(path, plainText(sub->title())), seen, entries);
            continue;
        }
        if (action->shortcuts().isEmpty() || seen.contains(action)) continue;
        seen.insert(action);
        QStringList keys;
        for (const QKeySequence& k : action->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        entries.push_back(
            { path, plainText(action->text()), keys.join(QStringLiteral(", ")), action });
    }
}

} // namespace

QList<ShortcutEntry> shortcutEntries(const QMenuBar& menuBar) {
    QList<ShortcutEntry> entries;
    QSet<const QAction*> seen;
    for (const QAction* top : menuBar.actions())
        if (const QMenu* menu = top->menu())
            collect(*menu, plainText(menu->title()), seen, entries);
    return entries;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar& menuBar, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("shortcuts"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({ tr("Action"), tr("Keys") });
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    QTreeWidgetItem* group = nullptr;
    for (const ShortcutEntry& entry : shortcutEntries(menuBar)) {
        if (!group || group->text(0) != entry.menu) {
            group = new QTreeWidgetItem(m_list, { entry.menu });
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFlags(Qt::ItemIsEnabled);
        }
        new QTreeWidgetItem(group, { entry.action, entry.keys });
    }
    m_list->expandAll();
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(520, 600);
}

} // namespace rochade::gui
