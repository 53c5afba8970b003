// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's palette: piece buttons and an eraser, chosen by click or dragged away.
#include "editor/piece_palette.h"

#include "board/board_square_names.h"
#include "board/piece_set.h"

#include <QApplication>
#include <QButtonGroup>
#include <QGridLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

namespace rochade::gui {

namespace {

constexpr std::array<PieceType, 6> kOrder = { PieceType::King, PieceType::Queen, PieceType::Rook,
    PieceType::Bishop, PieceType::Knight, PieceType::Pawn };

/// A square with a diagonal cross: the eraser, drawn in the palette's text colour.
QIcon eraserIcon(const QColor& colour, int size, qreal ratio) {
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour, 2.5, Qt::SolidLine, Qt::RoundCap));
    const QRectF box(size * 0.22, size * 0.22, size * 0.56, size * 0.56);
    p.drawRoundedRect(box, 3, 3);
    p.drawLine(box.topLeft(), box.bottomRight());
    p.drawLine(box.topRight(), box.bottomLeft());
    return QIcon(pixmap);
}

} // namespace

PiecePalette::PiecePalette(PieceSet& pieces, QWidget* parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this)) {
    setObjectName(QStringLiteral("piecePalette"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    std::size_t i = 0;
    for (Color c : { Color::White, Color::Black })
        for (std::size_t row = 0; row < kOrder.size(); ++row)
            m_tools[i++] = makePiece(c, kOrder[row]);
    m_tools[i] = Piece::Empty;

    for (std::size_t k = 0; k < m_tools.size(); ++k) {
        auto* b = new QToolButton;
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIconSize(QSize(kIconSize, kIconSize));
        const Piece piece = m_tools[k];
        const QString name
            = piece == Piece::Empty ? tr("Eraser") : BoardSquareNames::pieceName(piece);
        b->setAccessibleName(name);
        b->setToolTip(piece == Piece::Empty
                ? tr("Eraser: a click on the board empties the square")
                : tr("%1: click the board to put it, or drag it there").arg(name));
        b->setObjectName(piece == Piece::Empty
                ? QStringLiteral("eraser")
                : QStringLiteral("palette_%1").arg(QChar::fromLatin1(pieceLetter(piece))));
        b->installEventFilter(this);
        m_group->addButton(b, static_cast<int>(k));
        m_buttons[k] = b;
        if (piece == Piece::Empty)
            grid->addWidget(b, static_cast<int>(kOrder.size()), 0, 1, 2, Qt::AlignHCenter);
        else
            grid->addWidget(
                b, static_cast<int>(k % kOrder.size()), pieceColor(piece) == Color::White ? 0 : 1);
    }
    connect(m_group, &QButtonGroup::idClicked, this,
        [this](int id) { choose(m_tools[static_cast<std::size_t>(id)]); });
    updateIcons(pieces);
    button(m_chosen)->setChecked(true);
}

QToolButton* PiecePalette::button(Piece piece) const {
    for (std::size_t k = 0; k < m_tools.size(); ++k)
        if (m_tools[k] == piece) return m_buttons[k];
    return nullptr;
}

void PiecePalette::choose(Piece piece) {
    QToolButton* b = button(piece);
    if (!b) return;
    b->setChecked(true);
    if (piece == m_chosen) return;
    m_chosen = piece;
    emit chosenChanged(piece);
}

void PiecePalette::setPieces(PieceSet& pieces) {
    updateIcons(pieces);
}

void PiecePalette::updateIcons(PieceSet& pieces) {
    const qreal ratio = devicePixelRatioF();
    for (std::size_t k = 0; k < m_tools.size(); ++k) {
        const Piece piece = m_tools[k];
        m_buttons[k]->setIcon(piece == Piece::Empty
                ? eraserIcon(palette().color(QPalette::ButtonText), kIconSize, ratio)
                : QIcon(pieces.pixmap(piece, kIconSize, ratio)));
    }
}

bool PiecePalette::eventFilter(QObject* watched, QEvent* event) {
    auto* b = qobject_cast<QToolButton*>(watched);
    if (!b) return QWidget::eventFilter(watched, event);
    const Piece piece = m_tools[static_cast<std::size_t>(m_group->id(b))];
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() == Qt::LeftButton) {
            m_pressed = b;
            m_pressGlobal = e->globalPosition().toPoint();
            m_dragging = false;
        }
        break;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (m_pressed != b || piece == Piece::Empty || !(e->buttons() & Qt::LeftButton)) break;
        const QPoint global = e->globalPosition().toPoint();
        if (!m_dragging
            && (global - m_pressGlobal).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            choose(piece);
            // The piece itself is the cursor while it is carried to the board.
            const QPixmap image = b->icon().pixmap(QSize(kIconSize, kIconSize));
            QApplication::setOverrideCursor(QCursor(image, kIconSize / 2, kIconSize / 2));
        }
        if (m_dragging) emit pieceDragged(piece, global);
        break;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton || m_pressed != b) break;
        m_pressed = nullptr;
        if (m_dragging) {
            m_dragging = false;
            QApplication::restoreOverrideCursor();
            // The button is down from the press; let go here so it does not click.
            b->setDown(false);
            emit pieceDropped(piece, e->globalPosition().toPoint());
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rochade::gui
