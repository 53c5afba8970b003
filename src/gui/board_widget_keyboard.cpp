// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard widget's keyboard play and what it tells screen readers: the focus square,
// Space/Enter as a click, and the squares' accessible names (BoardSquareNames' words).
#include "rochade/gui/board_widget.h"

#include "rochade/gui/board_keys.h"
#include "rochade/gui/board_square_names.h"
#include "rochade/gui/move_explainer.h"
#include "rochade/gui/promotion_popup.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>

namespace rochade::gui {

QString BoardWidget::squareAccessibleName(Square s) const {
    return BoardSquareNames::square(m_position, s);
}

QString BoardWidget::squareAccessibleDescription(Square s) const {
    if (!isOnBoard(s)) return {};
    return BoardSquareNames::state(
        s == m_selected, m_selected != kNoSquare && !movesBetween(m_selected, s).empty());
}

Square BoardWidget::squareOfAccessibleIndex(int index) const {
    return layout().squareAtReadingIndex(index);
}

int BoardWidget::accessibleIndexOf(Square s) const {
    return layout().readingIndex(s);
}

void BoardWidget::setFocusSquare(Square s) {
    if (!isOnBoard(s) || s == m_focus) return;
    const Square old = m_focus;
    m_focus = s;
    if (hasFocus()) {
        update(squareRect(old));
        update(squareRect(s));
    }
    updateFocusDescription();
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::Focus);
        event.setChild(accessibleIndexOf(s));
        QAccessible::updateAccessibility(&event);
    }
}

void BoardWidget::updateFocusDescription() {
    // Read out by screen readers on the board itself.
    setAccessibleDescription(BoardSquareNames::focusDescription(m_position, m_focus, m_selected));
}

void BoardWidget::notifySquaresChanged(const Position& before) {
    if (!QAccessible::isActive()) return;
    for (Square s : kAllSquares) {
        if (before.pieceAt(s) == m_position.pieceAt(s)) continue;
        QAccessibleEvent event(this, QAccessible::NameChanged);
        event.setChild(accessibleIndexOf(s));
        QAccessible::updateAccessibility(&event);
    }
}

void BoardWidget::activateSquare(Square s) {
    if (m_promotion.isOpen()) return; // the chooser has the keys while it is open
    if (!m_inputEnabled) {
        emit statusMessage(m_disabledReason.isEmpty() ? tr("The board does not accept moves now")
                                                      : m_disabledReason);
        return;
    }
    const Piece piece = m_position.pieceAt(s);
    const bool own = isPiece(piece) && pieceColor(piece) == m_position.sideToMove();
    if (m_selected != kNoSquare) {
        if (s == m_selected) {
            setSelection(kNoSquare); // a second press puts the piece down again
            return;
        }
        if (resolveSelectionAt(s, own)) return; // as a click does
    }
    if (!own) {
        emit statusMessage(explainNotSelectable(m_position, s));
        return;
    }
    if (!hasMovesFrom(s)) {
        setSelection(kNoSquare);
        emit statusMessage(explainImmobile(m_position, m_legal, s));
        return;
    }
    setSelection(s);
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    const BoardKeyAction action = boardKeyAction(event->key(), event->modifiers());
    switch (action.kind) {
    case BoardKeyAction::Kind::MoveFocus:
        setFocusSquare(layout().stepAsSeen(m_focus, action.columns, action.rows));
        break;
    case BoardKeyAction::Kind::Activate:
        activateSquare(m_focus);
        break;
    case BoardKeyAction::Kind::Cancel:
        if (m_selected == kNoSquare && !m_dragging) {
            QWidget::keyPressEvent(event);
            return;
        }
        cancelDrag();
        setSelection(kNoSquare);
        update();
        break;
    case BoardKeyAction::Kind::Ignore:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardWidget::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update(); // the focus square appears
    if (QAccessible::isActive()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(accessibleIndexOf(m_focus));
        QAccessible::updateAccessibility(&focus);
    }
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

} // namespace rochade::gui
