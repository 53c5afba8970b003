// SPDX-License-Identifier: GPL-3.0-or-later
// The Legal Moves tree view.
#include "panels/legal_moves_view.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>

namespace rochade::gui {

LegalMovesView::LegalMovesView(QWidget* parent)
    : QTreeView(parent) {
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The user picks one row; the window selects several itself (a piece's moves).
    setSelectionMode(QAbstractItemView::SingleSelection);
    setMouseTracking(true);
    setUniformRowHeights(true);
}

void LegalMovesView::keyboardSearch(const QString&) {
}

void LegalMovesView::reset() {
    // New rows (a new position): a row chosen before is gone.
    m_rowChosen = false;
    QTreeView::reset();
}

void LegalMovesView::focusInEvent(QFocusEvent* event) {
    // A click chooses its row in mousePressEvent(), right after this.
    m_rowChosen = false;
    QTreeView::focusInEvent(event);
}

void LegalMovesView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (!m_rowChosen || !currentIndex().isValid()) {
            event->ignore();
            return;
        }
        QTreeView::keyPressEvent(event);
        return;
    }
    const QModelIndex before = currentIndex();
    QTreeView::keyPressEvent(event);
    // Arrow keys, Page Up/Down, Home and End move the current row: the user's choice.
    if (currentIndex() != before) m_rowChosen = true;
}

void LegalMovesView::mousePressEvent(QMouseEvent* event) {
    QTreeView::mousePressEvent(event);
    if (indexAt(event->position().toPoint()).isValid()) m_rowChosen = true;
}

} // namespace rochade::gui
