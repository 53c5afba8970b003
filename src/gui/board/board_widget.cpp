// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard widget: geometry, state, mouse and key events (what input means is
// BoardSelection's, painting BoardPainter's, the promotion question PromotionChooser's, the
// focus square and what screen readers hear BoardFocus').
#include "board/board_widget.h"

#include "base/metatypes.h"
#include "board/board_accessible.h"
#include "board/board_keys.h"
#include "board/promotion_popup.h"

#include <QApplication>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace rochade::gui {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
    , m_pieces(std::make_unique<PieceSet>(PieceSet::sets().front().directory))
    , m_pieceSetId(PieceSet::sets().front().id)
    , m_theme(defaultBoardTheme())
    , m_focus(this, m_selection, [this] { return layout(); })
    , m_promotion(this)
    , m_animator([this] { return layout(); }) {
    registerMetaTypes();
    installBoardAccessibility();
    setObjectName(QStringLiteral("boardWidget"));
    setAccessibleName(tr("Chess board"));
    m_focus.updateBoardDescription();
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
    connect(&m_promotion, &PromotionChooser::chosen, this,
        [this](Square from, Square to, PieceType type) {
            const BoardSelection::Outcome outcome = m_selection.choosePromotion(from, to, type);
            m_animator.promotionChosen(outcome.move);
            carryOut(outcome);
        });
    connect(&m_promotion, &PromotionChooser::cancelled, this, [this](Square from) {
        m_animator.promotionCancelled();
        carryOut(m_selection.cancelPromotion(from));
    });
    connect(&m_animator, &BoardAnimator::repaintNeeded, this,
        [this](const QRect& rect) { update(rect); });
}

BoardWidget::~BoardWidget() = default;

// ---- State ------------------------------------------------------------------------------

void BoardWidget::setPosition(const Position& pos, Move lastMove) {
    m_promotion.close();
    const Position before = m_selection.position();
    const Square selectedBefore = m_selection.selected();
    m_animator.showPosition(before, m_lastMove, pos, lastMove);
    m_selection.setPosition(pos);
    m_lastMove = lastMove;
    m_highlighted = Move();
    m_hint = Move();
    selectionChangedFrom(selectedBefore);
    m_focus.positionChanged(before);
    update();
}

void BoardWidget::setLegalMoves(const MoveList& moves) {
    const Square before = m_selection.selected();
    m_selection.setLegalMoves(moves);
    selectionChangedFrom(before);
    update();
}

void BoardWidget::setInputEnabled(bool enabled, const QString& reasonWhenDisabled) {
    if (!enabled) m_promotion.close();
    const Square before = m_selection.selected();
    m_selection.setInputEnabled(enabled, reasonWhenDisabled);
    selectionChangedFrom(before);
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_promotion.close();
    m_selection.cancelPress();
    m_flipped = flipped;
    m_painter.invalidate(); // the coordinates move
    // The cells are listed in reading order as shown, so every index now names another
    // square.
    m_focus.boardFlipped();
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

void BoardWidget::setDisplayOptions(const BoardDisplayOptions& options) {
    if (m_display == options) return;
    m_display = options;
    update();
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
    const Square before = m_selection.selected();
    m_selection.select(isOnBoard(s) ? s : kNoSquare);
    selectionChangedFrom(before);
}

void BoardWidget::selectionChangedFrom(Square before) {
    const Square now = m_selection.selected();
    if (now == before) return;
    update();
    m_focus.selectionChanged(before);
    emit selectionChanged(now);
}

void BoardWidget::carryOut(const BoardSelection::Outcome& outcome) {
    selectionChangedFrom(outcome.selectedBefore);
    if (!outcome.message.isEmpty()) {
        emit statusMessage(outcome.message);
        // With a piece in hand the user tried a move, and it was refused.
        if (outcome.selectedBefore != kNoSquare) emit moveRefused();
    } else if (!outcome.move.isNull())
        emit moveChosen(outcome.move);
    else if (outcome.promotionFrom != kNoSquare)
        m_promotion.open(outcome.promotionFrom, outcome.promotionTo,
            m_selection.position().sideToMove(), *m_pieces, layout());
}

// ---- Geometry ---------------------------------------------------------------------------

QRect BoardWidget::squareRect(Square s) const {
    if (!isOnBoard(s)) return {};
    return layout().rect(s);
}

Square BoardWidget::squareAt(QPoint p) const {
    return layout().squareAt(p);
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
    f.position = &m_selection.position();
    f.legal = &m_selection.legalMoves();
    f.lastMove = m_lastMove;
    f.highlighted = m_highlighted;
    f.hint = m_hint;
    f.selected = m_selection.selected();
    if (hasFocus()) f.focus = m_focus.square();
    f.dragFrom = m_selection.dragFrom();
    if (f.dragFrom != kNoSquare) {
        f.dragPos = m_selection.dragPos();
        f.dropTarget = m_selection.dropTarget(squareAt(f.dragPos));
    }
    f.display = m_display;
    f.dimmed = m_promotion.isOpen();
    f.motion = m_animator.motion();
    if (f.motion) f.motionProgress = m_animator.progress();
    f.devicePixelRatio = devicePixelRatioF();
    return f;
}

// ---- Mouse ------------------------------------------------------------------------------

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    event->accept();
    finishMotion(); // input is never held back by a slide
    if (event->button() != Qt::LeftButton) {
        // A right click drops a drag in progress, as most boards do.
        if (m_selection.isDragging()) {
            m_selection.cancelPress();
            update();
        }
        return;
    }
    if (m_promotion.isOpen()) {
        // A click on the board beside the open chooser cancels the promotion.
        m_promotion.cancel();
        return;
    }
    const QPoint p = event->position().toPoint();
    const Square s = squareAt(p);
    // Mouse and keyboard share one place on the board.
    if (m_selection.isInputEnabled() && s != kNoSquare) setFocusSquare(s);
    carryOut(m_selection.press(s, p));
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    const QPoint p = event->position().toPoint();
    if (m_selection.isPressed() && (event->buttons() & Qt::LeftButton)) {
        if (m_selection.dragTo(p, QApplication::startDragDistance())) update();
    } else if (m_selection.isInputEnabled() && !m_promotion.isOpen()) {
        // The hand shows which pieces can be picked up, and which squares can be played to.
        setCursor(m_selection.isClickable(squareAt(p)) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    } else {
        setCursor(Qt::ArrowCursor);
    }
    event->accept();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    event->accept();
    if (event->button() != Qt::LeftButton || !m_selection.isPressed()) return;
    update();
    const bool dragging = m_selection.isDragging();
    const BoardSelection::Outcome outcome
        = m_selection.release(squareAt(event->position().toPoint()));
    // The piece is already on its target: it must not slide there again.
    if (dragging) m_animator.pieceDropped(outcome.move, outcome.promotionFrom != kNoSquare);
    carryOut(outcome);
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        // Only special targets of the selected piece have a tooltip: the move's name.
        auto* help = static_cast<QHelpEvent*>(event);
        const Square s = squareAt(help->pos());
        const QString text = m_selection.targetTooltip(s);
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
        m_selection.cancelPress();
    }
    QWidget::changeEvent(event);
}

// ---- Keyboard ----------------------------------------------------------------------------

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    finishMotion();
    const BoardKeyAction action = boardKeyAction(event->key(), event->modifiers());
    switch (action.kind) {
    case BoardKeyAction::Kind::MoveFocus:
        m_focus.moveBy(action.columns, action.rows);
        break;
    case BoardKeyAction::Kind::Activate:
        if (!m_promotion.isOpen()) // the chooser has the keys while it is open
            carryOut(m_selection.activate(m_focus.square()));
        break;
    case BoardKeyAction::Kind::Cancel:
        if (m_selection.selected() == kNoSquare && !m_selection.isDragging()) {
            QWidget::keyPressEvent(event);
            return;
        }
        m_selection.cancelPress();
        selectSquare(kNoSquare);
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
    m_focus.boardFocused();
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

} // namespace rochade::gui
