// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard widget: geometry, state and mouse input (painting is BoardPainter's, the
// promotion question PromotionChooser's).
#include "rochade/gui/board_widget.h"

#include "rochade/gui/board_accessible.h"
#include "rochade/gui/metatypes.h"
#include "rochade/gui/move_explainer.h"
#include "rochade/gui/promotion_popup.h"

#include <QAccessible>
#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace rochade::gui {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
    , m_position(Position::startPosition())
    , m_pieces(std::make_unique<PieceSet>(PieceSet::sets().front().directory))
    , m_pieceSetId(PieceSet::sets().front().id)
    , m_theme(defaultBoardTheme())
    , m_focus(makeSquare(4, 1))
    , m_promotion(this) {
    registerMetaTypes();
    installBoardAccessibility();
    setObjectName(QStringLiteral("boardWidget"));
    setAccessibleName(tr("Chess board"));
    updateFocusDescription();
    // The whole game can be played from the keyboard: Tab reaches the board.
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(&m_promotion, &PromotionChooser::openChanged, this, [this](bool open) {
        update();
        emit promotionChooserChanged(open);
    });
    connect(&m_promotion, &PromotionChooser::chosen, this, &BoardWidget::onPromotionChosen);
    connect(&m_promotion, &PromotionChooser::cancelled, this, &BoardWidget::onPromotionCancelled);
}

BoardWidget::~BoardWidget() = default;

// ---- State ------------------------------------------------------------------------------

void BoardWidget::setPosition(const Position& pos, Move lastMove) {
    m_promotion.close();
    cancelDrag();
    const Position before = m_position;
    m_position = pos;
    m_lastMove = lastMove;
    m_legal.clear();
    m_highlighted = Move();
    m_hint = Move();
    setSelection(kNoSquare);
    notifySquaresChanged(before);
    updateFocusDescription();
    update();
}

void BoardWidget::setLegalMoves(const MoveList& moves) {
    m_legal = moves;
    if (m_selected != kNoSquare && !hasMovesFrom(m_selected)) setSelection(kNoSquare);
    update();
}

void BoardWidget::setInputEnabled(bool enabled, const QString& reasonWhenDisabled) {
    m_inputEnabled = enabled;
    m_disabledReason = reasonWhenDisabled;
    if (!enabled) {
        m_promotion.close();
        cancelDrag();
        setSelection(kNoSquare);
    }
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_promotion.close();
    cancelDrag();
    m_flipped = flipped;
    m_painter.invalidate(); // the coordinates move
    // The cells are listed in reading order as shown, so every index now names another
    // square.
    if (QAccessible::isActive()) {
        QAccessibleEvent reorder(this, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
    update();
}

void BoardWidget::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    m_painter.invalidate();
    update();
}

void BoardWidget::setPieceSet(const QString& id) {
    const PieceSet::Info& info = PieceSet::set(id);
    if (info.id == m_pieceSetId) return;
    m_promotion.close(); // it holds a reference to the old set
    m_pieces = std::make_unique<PieceSet>(info.directory);
    m_pieceSetId = info.id;
    update();
}

void BoardWidget::setAlwaysPromoteToQueen(bool on) {
    m_alwaysQueen = on;
}

void BoardWidget::setHighlightedMove(Move m) {
    if (m == m_highlighted) return;
    m_highlighted = m;
    update();
}

void BoardWidget::setHintMove(Move m) {
    if (m == m_hint) return;
    m_hint = m;
    update();
}

void BoardWidget::selectSquare(Square s) {
    setSelection(isOnBoard(s) ? s : kNoSquare);
}

void BoardWidget::setSelection(Square s) {
    if (s == m_selected) return;
    const Square old = m_selected;
    m_selected = s;
    update();
    if (QAccessible::isActive()) {
        for (Square changed : { old, s }) {
            if (changed == kNoSquare) continue;
            QAccessible::State selected;
            selected.selected = true;
            QAccessibleStateChangeEvent event(this, selected);
            event.setChild(accessibleIndexOf(changed));
            QAccessible::updateAccessibility(&event);
        }
    }
    updateFocusDescription();
    emit selectionChanged(s);
}

PromotionPopup* BoardWidget::promotionPopup() const {
    return m_promotion.popup();
}

bool BoardWidget::hasMovesFrom(Square s) const {
    for (Move m : m_legal)
        if (m.from() == s) return true;
    return false;
}

MoveList BoardWidget::movesBetween(Square from, Square to) const {
    return gui::movesBetween(m_position, m_legal, from, to);
}

QString BoardWidget::whyIllegal(Square from, Square to) const {
    return explainRejectedMove(m_position, m_legal, from, to);
}

QString BoardWidget::targetTooltip(Square to) const {
    if (m_selected == kNoSquare) return {};
    const MoveList moves = movesBetween(m_selected, to);
    return moves.empty() ? QString() : specialMoveName(moves[0]);
}

// ---- Geometry ---------------------------------------------------------------------------

QRect BoardWidget::squareRect(Square s) const {
    if (!isOnBoard(s)) return {};
    return layout().rect(s);
}

Square BoardWidget::squareAt(QPoint p) const {
    return layout().squareAt(p);
}

QSize BoardWidget::sizeHint() const {
    return { 560, 560 };
}

QSize BoardWidget::minimumSizeHint() const {
    return { 160, 160 };
}

void BoardWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_promotion.place(layout());
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    m_painter.paint(p, frame(), m_theme, *m_pieces, font());
}

BoardFrame BoardWidget::frame() const {
    BoardFrame f;
    f.layout = layout();
    f.position = &m_position;
    f.legal = &m_legal;
    f.lastMove = m_lastMove;
    f.highlighted = m_highlighted;
    f.hint = m_hint;
    f.selected = m_selected;
    if (hasFocus()) f.focus = m_focus;
    if (m_dragging && m_pressSquare != kNoSquare) {
        f.dragFrom = m_pressSquare;
        f.dragPos = m_dragPos;
        const Square over = squareAt(m_dragPos);
        if (over != kNoSquare && over != m_pressSquare
            && !movesBetween(m_pressSquare, over).empty())
            f.dropTarget = over;
    }
    f.dimmed = m_promotion.isOpen();
    f.devicePixelRatio = devicePixelRatioF();
    return f;
}

// ---- Mouse ------------------------------------------------------------------------------

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        // A right click drops a drag in progress, as most boards do.
        if (m_dragging) {
            cancelDrag();
            update();
        }
        event->accept();
        return;
    }
    if (m_promotion.isOpen()) {
        // A click on the board beside the open chooser cancels the promotion.
        m_promotion.cancel();
        event->accept();
        return;
    }
    if (!m_inputEnabled) {
        emit statusMessage(m_disabledReason.isEmpty() ? tr("The board does not accept moves now")
                                                      : m_disabledReason);
        event->accept();
        return;
    }
    pressOn(squareAt(event->position().toPoint()), event->position().toPoint());
    event->accept();
}

void BoardWidget::pressOn(Square s, QPoint pos) {
    m_pressSquare = kNoSquare;
    m_dragging = false;
    if (s == kNoSquare) {
        if (m_selected == kNoSquare) emit statusMessage(tr("That is beside the board"));
        setSelection(kNoSquare);
        return;
    }
    setFocusSquare(s); // mouse and keyboard share one place on the board
    const Piece piece = m_position.pieceAt(s);
    const bool own = isPiece(piece) && pieceColor(piece) == m_position.sideToMove();

    if (m_selected != kNoSquare && s != m_selected && resolveSelectionAt(s, own)) return;
    if (s == m_selected) {
        // Deselect on release unless this press turns into a drag of the selected piece.
        m_pressSquare = s;
        m_pressWasSelected = true;
        m_pressPos = pos;
        m_dragPos = pos;
        return;
    }
    if (!isPiece(piece) || !own) {
        emit statusMessage(explainNotSelectable(m_position, s));
        return;
    }
    m_pressSquare = s;
    m_pressPos = pos;
    m_dragPos = pos;
    if (!hasMovesFrom(s)) {
        // It may still be picked up, so that a drop can say exactly why it cannot go there;
        // a plain click says why it cannot move at all (on release).
        setSelection(kNoSquare);
        m_pressWasSelected = false;
        return;
    }
    setSelection(s);
    m_pressWasSelected = false;
}

bool BoardWidget::resolveSelectionAt(Square s, bool ownPiece) {
    if (!movesBetween(m_selected, s).empty()) {
        tryMove(m_selected, s);
        return true;
    }
    if (ownPiece) return false; // selects that piece instead
    const QString why = whyIllegal(m_selected, s);
    setSelection(kNoSquare);
    emit statusMessage(why);
    return true;
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const QPoint p = event->position().toPoint();
    if (m_pressSquare != kNoSquare && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && (p - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            m_dragPos = p;
            update();
        }
    } else if (m_inputEnabled && !m_promotion.isOpen()) {
        // The hand shows which pieces can be picked up, and which squares can be played to.
        const Square s = squareAt(p);
        const Piece piece = s == kNoSquare ? Piece::Empty : m_position.pieceAt(s);
        const bool movable
            = isPiece(piece) && pieceColor(piece) == m_position.sideToMove() && hasMovesFrom(s);
        const bool target
            = m_selected != kNoSquare && s != kNoSquare && !movesBetween(m_selected, s).empty();
        setCursor(movable || target ? Qt::PointingHandCursor : Qt::ArrowCursor);
    } else {
        setCursor(Qt::ArrowCursor);
    }
    event->accept();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressSquare == kNoSquare) {
        event->accept();
        return;
    }
    const Square from = m_pressSquare;
    const bool dragged = m_dragging;
    const bool wasSelected = m_pressWasSelected;
    m_pressSquare = kNoSquare;
    m_dragging = false;
    update();
    const Square to = squareAt(event->position().toPoint());
    event->accept();

    if (!dragged) {
        // A plain click: on the already selected piece it deselects; on a piece that cannot
        // move it says why.
        if (wasSelected && to == from)
            setSelection(kNoSquare);
        else if (!hasMovesFrom(from))
            emit statusMessage(explainImmobile(m_position, m_legal, from));
        return;
    }
    if (to == from) return; // put back where it was: still selected, for click-click
    if (to == kNoSquare) {
        emit statusMessage(tr("The piece went back: it was dropped off the board"));
        return;
    }
    if (!movesBetween(from, to).empty()) {
        tryMove(from, to);
        return;
    }
    emit statusMessage(whyIllegal(from, to));
}

void BoardWidget::cancelDrag() {
    m_pressSquare = kNoSquare;
    m_dragging = false;
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        // Only special targets of the selected piece have a tooltip: the move's name.
        auto* help = static_cast<QHelpEvent*>(event);
        const Square s = squareAt(help->pos());
        const QString text = s == kNoSquare ? QString() : targetTooltip(s);
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this, squareRect(s));
        }
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange)
        m_painter.invalidate(); // the coordinates are drawn in the widget's font
    if (event->type() == QEvent::EnabledChange && !isEnabled()) {
        m_promotion.close();
        cancelDrag();
    }
    QWidget::changeEvent(event);
}

// ---- Moves and promotion ----------------------------------------------------------------

void BoardWidget::tryMove(Square from, Square to) {
    const MoveList moves = movesBetween(from, to);
    if (moves.empty()) return;
    if (moves.size() == 1 || !moves[0].isPromotion()) {
        const Move m = moves[0];
        setSelection(kNoSquare);
        emit moveChosen(m);
        return;
    }
    if (m_alwaysQueen) {
        for (Move m : moves) {
            if (m.promotion() == PieceType::Queen) {
                setSelection(kNoSquare);
                emit moveChosen(m);
                return;
            }
        }
    }
    m_promotion.open(from, to, m_position.sideToMove(), *m_pieces, layout());
}

void BoardWidget::onPromotionChosen(Square from, Square to, PieceType type) {
    for (Move m : movesBetween(from, to)) {
        if (m.promotion() == type) {
            setSelection(kNoSquare);
            emit moveChosen(m);
            return;
        }
    }
}

void BoardWidget::onPromotionCancelled(Square from) {
    setSelection(kNoSquare);
    if (from != kNoSquare)
        emit statusMessage(tr("Promotion cancelled: the pawn stays on %1")
                               .arg(QString::fromStdString(squareName(from))));
}

} // namespace rochade::gui
