// SPDX-License-Identifier: GPL-3.0-or-later
// The promotion chooser: four painted piece buttons in a column over the board.
#include "board/promotion_popup.h"

#include "board/piece_set.h"

#include <QEnterEvent>
#include <QKeyEvent>
#include <QPainter>

namespace rochade::gui {

namespace {

/// The untranslated name, for object names (tests find the buttons by them).
QString choiceName(PieceType t) {
    switch (t) {
    case PieceType::Queen:
        return QStringLiteral("Queen");
    case PieceType::Rook:
        return QStringLiteral("Rook");
    case PieceType::Bishop:
        return QStringLiteral("Bishop");
    case PieceType::Knight:
        return QStringLiteral("Knight");
    default:
        return {};
    }
}

QString promoteText(PieceType t) {
    switch (t) {
    case PieceType::Queen:
        return PromotionPopup::tr("Promote to queen");
    case PieceType::Rook:
        return PromotionPopup::tr("Promote to rook");
    case PieceType::Bishop:
        return PromotionPopup::tr("Promote to bishop");
    case PieceType::Knight:
        return PromotionPopup::tr("Promote to knight");
    default:
        return {};
    }
}

/// One piece to choose: a rounded tile, lit when it is the current choice or hovered.
class PieceButton : public QAbstractButton {
public:
    PieceButton(Piece piece, PieceSet& pieces, PromotionPopup* popup)
        : QAbstractButton(popup)
        , m_piece(piece)
        , m_pieces(pieces)
        , m_popup(popup) {
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_Hover);
        setCursor(Qt::PointingHandCursor);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
        const qreal radius = r.width() * 0.12;
        const bool current = m_popup->currentPiece() == pieceType(m_piece);
        const bool lit = current || underMouse() || isDown();
        p.setPen(Qt::NoPen);
        p.setBrush(lit ? QColor(0xf4, 0xe2, 0xb4) : QColor(0xfb, 0xf8, 0xf2));
        p.drawRoundedRect(r, radius, radius);
        if (current) {
            const qreal w = std::max(2.0, r.width() * 0.045);
            p.setPen(QPen(QColor(0x2e, 0x6c, 0xcc), w));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2), radius, radius);
        }
        const int side = std::max(1, static_cast<int>(r.width() * (lit ? 1.0 : 0.92)));
        const QPixmap pm = m_pieces.pixmap(m_piece, side, devicePixelRatioF());
        p.drawPixmap(r.center() - QPointF(side / 2.0, side / 2.0), pm);
    }

    void focusInEvent(QFocusEvent* event) override {
        QAbstractButton::focusInEvent(event);
        m_popup->setCurrentPiece(pieceType(m_piece));
    }

    void keyPressEvent(QKeyEvent* event) override {
        // A plain button would move the focus along the window's Tab chain, out of the
        // chooser; the popup steps through its four pieces instead.
        switch (event->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Left:
        case Qt::Key_Right:
            event->ignore();
            return;
        default:
            QAbstractButton::keyPressEvent(event);
        }
    }

    void enterEvent(QEnterEvent* event) override {
        QAbstractButton::enterEvent(event);
        m_popup->setCurrentPiece(pieceType(m_piece));
    }

private:
    Piece m_piece;
    PieceSet& m_pieces;
    PromotionPopup* m_popup;
};

} // namespace

PromotionPopup::PromotionPopup(Color mover, PieceSet& pieces, bool downwards, QWidget* parent)
    : QWidget(parent)
    , m_downwards(downwards) {
    setObjectName(QStringLiteral("promotionPopup"));
    setAccessibleName(tr("Choose the promotion piece"));
    setAccessibleDescription(
        tr("Up and Down choose, Enter or Space promotes; Q, R, B or N promote at once; Esc "
           "cancels"));
    setFocusPolicy(Qt::StrongFocus);
    for (std::size_t i = 0; i < kChoices.size(); ++i) {
        const PieceType type = kChoices[i];
        auto* b = new PieceButton(makePiece(mover, type), pieces, this);
        b->setObjectName(QStringLiteral("promote%1").arg(choiceName(type)));
        b->setAccessibleName(promoteText(type));
        b->setToolTip(b->accessibleName());
        connect(b, &QAbstractButton::clicked, this, [this, type] { choose(type); });
        m_buttons[i] = b;
    }
}

void PromotionPopup::place(QPoint anchor, int squareSize) {
    const int pad = std::max(2, squareSize / 24);
    const int top = m_downwards ? anchor.y() : anchor.y() - 3 * squareSize;
    setGeometry(anchor.x() - pad, top - pad, squareSize + 2 * pad, 4 * squareSize + 2 * pad);
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        const int row = m_downwards ? static_cast<int>(i) : 3 - static_cast<int>(i);
        m_buttons[i]->setGeometry(pad, pad + row * squareSize, squareSize, squareSize);
    }
}

QAbstractButton* PromotionPopup::button(PieceType type) const {
    for (std::size_t i = 0; i < kChoices.size(); ++i)
        if (kChoices[i] == type) return m_buttons[i];
    return nullptr;
}

PieceType PromotionPopup::currentPiece() const {
    return kChoices[m_current];
}

void PromotionPopup::setCurrentPiece(PieceType type) {
    for (std::size_t i = 0; i < kChoices.size(); ++i) {
        if (kChoices[i] == type && i != m_current) {
            m_current = i;
            for (auto* b : m_buttons)
                b->update();
        }
    }
}

void PromotionPopup::cancel() {
    if (m_done) return;
    m_done = true;
    hide();
    emit cancelled();
}

void PromotionPopup::choose(PieceType type) {
    if (m_done) return;
    m_done = true;
    hide();
    emit pieceChosen(type);
}

void PromotionPopup::moveFocus(int step) {
    const auto n = static_cast<int>(m_buttons.size());
    const int next = (static_cast<int>(m_current) + step + n) % n;
    setCurrentPiece(kChoices[static_cast<std::size_t>(next)]);
    m_buttons[static_cast<std::size_t>(next)]->setFocus(Qt::OtherFocusReason);
}

void PromotionPopup::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        cancel();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Select:
        choose(currentPiece());
        return;
    case Qt::Key_Down:
    case Qt::Key_Right:
        moveFocus(m_downwards ? 1 : -1);
        return;
    case Qt::Key_Up:
    case Qt::Key_Left:
        moveFocus(m_downwards ? -1 : 1);
        return;
    // The letters of standard notation pick a piece at once.
    case Qt::Key_Q:
        choose(PieceType::Queen);
        return;
    case Qt::Key_R:
        choose(PieceType::Rook);
        return;
    case Qt::Key_B:
        choose(PieceType::Bishop);
        return;
    case Qt::Key_N:
        choose(PieceType::Knight);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void PromotionPopup::paintEvent(QPaintEvent*) {
    // A card with a thin dark edge so the column reads as lying above the board.
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = std::min(r.width(), r.height()) * 0.10;
    p.setPen(QPen(QColor(0, 0, 0, 110), 1));
    p.setBrush(QColor(0xfb, 0xf8, 0xf2));
    p.drawRoundedRect(r, radius, radius);
}

} // namespace rochade::gui
