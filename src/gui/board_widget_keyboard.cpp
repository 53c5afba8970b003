// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard widget's keyboard play and what it tells screen readers: the focus square,
// Space/Enter as a click, and the squares' accessible names.
#include "rochade/gui/board_widget.h"

#include "rochade/gui/move_explainer.h"
#include "rochade/gui/promotion_popup.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>

namespace rochade::gui {

namespace {

/// "white pawn" ... "black king", whole phrases so each language can inflect them.
QString pieceName(Piece piece) {
    const bool white = pieceColor(piece) == Color::White;
    switch (pieceType(piece)) {
    case PieceType::Pawn:
        return white ? BoardWidget::tr("white pawn") : BoardWidget::tr("black pawn");
    case PieceType::Knight:
        return white ? BoardWidget::tr("white knight") : BoardWidget::tr("black knight");
    case PieceType::Bishop:
        return white ? BoardWidget::tr("white bishop") : BoardWidget::tr("black bishop");
    case PieceType::Rook:
        return white ? BoardWidget::tr("white rook") : BoardWidget::tr("black rook");
    case PieceType::Queen:
        return white ? BoardWidget::tr("white queen") : BoardWidget::tr("black queen");
    case PieceType::King:
        return white ? BoardWidget::tr("white king") : BoardWidget::tr("black king");
    case PieceType::None:
        break;
    }
    return {};
}

} // namespace

QString BoardWidget::squareAccessibleName(Square s) const {
    if (!isOnBoard(s)) return {};
    const QString square = QString::fromStdString(squareName(s));
    const Piece piece = m_position.pieceAt(s);
    //: A square for screen readers: "e4, white pawn"
    if (isPiece(piece)) return tr("%1, %2").arg(square, pieceName(piece));
    //: An empty square for screen readers: "e5, empty"
    return tr("%1, empty").arg(square);
}

QString BoardWidget::squareAccessibleDescription(Square s) const {
    if (!isOnBoard(s)) return {};
    if (s == m_selected) return tr("selected");
    if (m_selected != kNoSquare && !movesBetween(m_selected, s).empty()) return tr("legal target");
    return {};
}

Square BoardWidget::squareOfAccessibleIndex(int index) const {
    if (index < 0 || index > 63) return kNoSquare;
    const int row = index / 8; // from the top as shown
    const int col = index % 8;
    return m_flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

int BoardWidget::accessibleIndexOf(Square s) const {
    if (!isOnBoard(s)) return -1;
    const int col = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return row * 8 + col;
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
    // Read out by screen readers on the board itself: where the focus square is and what
    // stands there, then how to play.
    QString text = squareAccessibleName(m_focus);
    if (m_selected != kNoSquare && m_selected != m_focus)
        text += tr("; selected: %1").arg(squareAccessibleName(m_selected));
    else if (m_selected != kNoSquare)
        text += tr(", selected");
    text += tr(". Arrow keys move, Space or Enter selects and moves, Esc cancels.");
    setAccessibleDescription(text);
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

void BoardWidget::moveFocusBy(int columns, int rows) {
    // As seen on the screen: "up" is towards the top edge whichever side is at the bottom.
    const int df = m_flipped ? -columns : columns;
    const int dr = m_flipped ? rows : -rows;
    const int file = std::clamp(fileOf(m_focus) + df, 0, 7);
    const int rank = std::clamp(rankOf(m_focus) + dr, 0, 7);
    setFocusSquare(makeSquare(file, rank));
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
    const Qt::KeyboardModifiers mods
        = event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (mods != Qt::NoModifier) {
        // Ctrl+arrows and the like belong to the window's shortcuts.
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocusBy(-1, 0);
        break;
    case Qt::Key_Right:
        moveFocusBy(1, 0);
        break;
    case Qt::Key_Up:
        moveFocusBy(0, -1);
        break;
    case Qt::Key_Down:
        moveFocusBy(0, 1);
        break;
    case Qt::Key_Home:
        moveFocusBy(-7, 0);
        break;
    case Qt::Key_End:
        moveFocusBy(7, 0);
        break;
    case Qt::Key_PageUp:
        moveFocusBy(0, -7);
        break;
    case Qt::Key_PageDown:
        moveFocusBy(0, 7);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        activateSquare(m_focus);
        break;
    case Qt::Key_Escape:
        if (m_selected == kNoSquare && !m_dragging) {
            QWidget::keyPressEvent(event);
            return;
        }
        cancelDrag();
        setSelection(kNoSquare);
        update();
        break;
    default:
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
