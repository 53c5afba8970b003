// SPDX-License-Identifier: GPL-3.0-or-later
// The history window.
#include "dialogs/history_dialog.h"

#include "panels/history_model.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rochade::gui {

HistoryDialog::HistoryDialog(HistoryModel* model, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("History"));
    setObjectName(QStringLiteral("historyDialog"));
    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("historyView"));
    m_view->setModel(model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(640, 420);

    // Follow the game: a new move scrolls into view.
    connect(model, &QAbstractItemModel::rowsInserted, m_view, [this] { m_view->scrollToBottom(); });
}

} // namespace rochade::gui
