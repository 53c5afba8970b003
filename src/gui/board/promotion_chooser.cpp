// SPDX-License-Identifier: GPL-3.0-or-later
// A board's promotion question: the popup opened, placed, answered, cancelled, closed.
#include "board/promotion_chooser.h"

#include "board/promotion_popup.h"

#include <QAbstractButton>
#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace rochade::gui {

PromotionChooser::PromotionChooser(QWidget* board)
    : m_board(board) {
}

PromotionChooser::~PromotionChooser() {
    // The popup's signals must not reach a half-destroyed board.
    if (m_popup) m_popup->disconnect(this);
    qApp->removeEventFilter(this);
}

bool PromotionChooser::isOpen() const {
    return !m_popup.isNull();
}

PromotionPopup* PromotionChooser::popup() const {
    return m_popup.data();
}

void PromotionChooser::open(
    Square from, Square to, Color side, PieceSet& pieces, const BoardLayout& layout) {
    close();
    m_from = from;
    m_to = to;
    // The column grows from the promotion square towards the middle of the board.
    const bool downwards = layout.origin(to).y() < layout.board.center().y();
    auto* popup = new PromotionPopup(side, pieces, downwards, m_board);
    connect(popup, &PromotionPopup::pieceChosen, this, &PromotionChooser::onPieceChosen);
    connect(popup, &PromotionPopup::cancelled, this, &PromotionChooser::cancel);
    popup->place(layout.origin(to), layout.square);
    m_popup = popup;
    // A promotion chosen from the keyboard hands the keys back to the board afterwards.
    m_refocusBoard = m_board->hasFocus();
    popup->show();
    popup->raise();
    if (auto* queen = popup->button(PieceType::Queen)) queen->setFocus(Qt::PopupFocusReason);
    qApp->installEventFilter(this);
    emit openChanged(true);
}

void PromotionChooser::close() {
    m_from = kNoSquare;
    m_to = kNoSquare;
    if (!m_popup) return;
    qApp->removeEventFilter(this);
    PromotionPopup* popup = m_popup.data();
    m_popup = nullptr;
    popup->disconnect(this);
    popup->hide();
    // Deferred, as this may run inside one of the popup's own signal emissions; detached
    // now, so findChild<PromotionPopup*>() never finds a closed chooser.
    popup->setParent(nullptr);
    popup->deleteLater();
    emit openChanged(false);
}

void PromotionChooser::cancel() {
    const Square from = m_from;
    close();
    refocusBoard();
    emit cancelled(from);
}

void PromotionChooser::place(const BoardLayout& layout) {
    if (m_popup && m_to != kNoSquare) m_popup->place(layout.origin(m_to), layout.square);
}

void PromotionChooser::onPieceChosen(PieceType type) {
    const Square from = m_from;
    const Square to = m_to;
    close();
    refocusBoard();
    emit chosen(from, to, type);
}

void PromotionChooser::refocusBoard() {
    if (m_refocusBoard) m_board->setFocus(Qt::OtherFocusReason);
}

bool PromotionChooser::eventFilter(QObject* watched, QEvent* event) {
    // Installed on the application while the chooser is open: a press anywhere outside the
    // chooser and the board cancels it.
    // Only widgets get mouse presses. Asking that first also keeps this filter off the
    // events the engine thread posts, which only their receiver may read (thread_hand_off.h).
    if (m_popup && watched->isWidgetType() && event->type() == QEvent::MouseButtonPress) {
        auto* w = static_cast<QWidget*>(watched);
        if (w && w != m_board && !m_popup->isAncestorOf(w) && w != m_popup.data()
            && !m_board->isAncestorOf(w)) {
            m_refocusBoard = false; // the clicked widget keeps the focus it just got
            cancel();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rochade::gui
