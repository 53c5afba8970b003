// SPDX-License-Identifier: GPL-3.0-or-later
// BoardSelection: the board's select, deselect, try-move and drag decisions (the words why a
// move is refused are MoveExplainer's).
#include "board/board_selection.h"

#include "board/move_explainer.h"

namespace rochade::gui {

QString moveInputKey(MoveInput input) {
    switch (input) {
    case MoveInput::ClickOnly:
        return QStringLiteral("click");
    case MoveInput::DragOnly:
        return QStringLiteral("drag");
    case MoveInput::ClickOrDrag:
        break;
    }
    return QStringLiteral("both");
}

MoveInput parseMoveInput(const QString& key) {
    for (MoveInput input : { MoveInput::ClickOnly, MoveInput::DragOnly })
        if (key == moveInputKey(input)) return input;
    return MoveInput::ClickOrDrag;
}

BoardSelection::BoardSelection()
    : m_position(Position::startPosition()) {
}

void BoardSelection::setPosition(const Position& pos) {
    cancelPress();
    m_position = pos;
    m_legal.clear();
    m_selected = kNoSquare;
}

void BoardSelection::setLegalMoves(const MoveList& moves) {
    m_legal = moves;
    if (m_selected != kNoSquare && !hasMovesFrom(m_selected)) m_selected = kNoSquare;
}

void BoardSelection::setInputEnabled(bool enabled, const QString& reasonWhenDisabled) {
    m_inputEnabled = enabled;
    m_disabledReason = reasonWhenDisabled;
    if (!enabled) {
        cancelPress();
        m_selected = kNoSquare;
    }
}

void BoardSelection::setMoveInput(MoveInput input) {
    cancelPress();
    m_moveInput = input;
}

BoardSelection::Outcome BoardSelection::begin() const {
    Outcome out;
    out.selectedBefore = m_selected;
    return out;
}

QString BoardSelection::disabledMessage() const {
    return m_disabledReason.isEmpty() ? tr("The board does not accept moves now")
                                      : m_disabledReason;
}

bool BoardSelection::isOwnPiece(Square s) const {
    const Piece piece = m_position.pieceAt(s);
    return isPiece(piece) && pieceColor(piece) == m_position.sideToMove();
}

bool BoardSelection::hasMovesFrom(Square s) const {
    for (Move m : m_legal)
        if (m.from() == s) return true;
    return false;
}

bool BoardSelection::isTarget(Square s) const {
    return m_selected != kNoSquare && s != kNoSquare
        && !movesBetween(m_position, m_legal, m_selected, s).empty();
}

bool BoardSelection::isClickable(Square s) const {
    if (s == kNoSquare) return false;
    return (isOwnPiece(s) && hasMovesFrom(s)) || isTarget(s);
}

QString BoardSelection::targetTooltip(Square s) const {
    if (m_selected == kNoSquare || s == kNoSquare) return {};
    const MoveList moves = movesBetween(m_position, m_legal, m_selected, s);
    return moves.empty() ? QString() : specialMoveName(moves[0]);
}

// ---- The pointer ------------------------------------------------------------------------

BoardSelection::Outcome BoardSelection::press(Square s, QPoint pos) {
    Outcome out = begin();
    if (!m_inputEnabled) {
        out.message = disabledMessage();
        return out;
    }
    cancelPress();
    if (s == kNoSquare) {
        if (m_selected == kNoSquare) out.message = tr("That is beside the board");
        m_selected = kNoSquare;
        return out;
    }
    // A piece picked by the keyboard is not played by a click when pieces are only dragged.
    if (m_selected != kNoSquare && s != m_selected && m_moveInput != MoveInput::DragOnly
        && resolveSelectionAt(s, out))
        return out;
    if (s != m_selected && !isOwnPiece(s)) {
        out.message = explainNotSelectable(m_position, s);
        return out;
    }
    // The selected piece deselects on release unless this press turns into a drag. A piece
    // without moves may still be picked up, so that a drop can say exactly why it cannot go
    // there; a plain click says why it cannot move at all (on release).
    m_pressWasSelected = s == m_selected;
    if (!m_pressWasSelected) m_selected = hasMovesFrom(s) ? s : kNoSquare;
    m_pressSquare = s;
    m_pressPos = pos;
    m_dragPos = pos;
    return out;
}

bool BoardSelection::dragTo(QPoint pos, int startDragDistance) {
    if (m_pressSquare == kNoSquare || m_moveInput == MoveInput::ClickOnly) return false;
    if (!m_dragging && (pos - m_pressPos).manhattanLength() >= startDragDistance) m_dragging = true;
    if (m_dragging) m_dragPos = pos;
    return m_dragging;
}

Square BoardSelection::dropTarget(Square over) const {
    const Square from = dragFrom();
    if (from == kNoSquare || over == kNoSquare || over == from) return kNoSquare;
    return movesBetween(m_position, m_legal, from, over).empty() ? kNoSquare : over;
}

BoardSelection::Outcome BoardSelection::release(Square s) {
    Outcome out = begin();
    const Square from = m_pressSquare;
    const bool dragged = m_dragging;
    cancelPress();
    if (from == kNoSquare) return out;
    if (!dragged && m_moveInput == MoveInput::DragOnly) {
        // Pieces move only by dragging: the click puts the piece down and says so.
        m_selected = kNoSquare;
        out.message = hasMovesFrom(from) ? tr("Drag the piece to its square to move it")
                                         : explainImmobile(m_position, m_legal, from);
        return out;
    }
    if (!dragged) {
        // A plain click: on the already selected piece it deselects; on a piece that cannot
        // move it says why.
        if (m_pressWasSelected && s == from)
            m_selected = kNoSquare;
        else if (!hasMovesFrom(from))
            out.message = explainImmobile(m_position, m_legal, from);
        return out;
    }
    if (s == from) return out; // put back where it was: still selected, for click-click
    if (s == kNoSquare)
        out.message = tr("The piece went back: it was dropped off the board");
    else if (!movesBetween(m_position, m_legal, from, s).empty())
        tryMove(from, s, out);
    else
        out.message = explainRejectedMove(m_position, m_legal, from, s);
    return out;
}

void BoardSelection::cancelPress() {
    m_pressSquare = kNoSquare;
    m_dragging = false;
}

// ---- Keys and moves ---------------------------------------------------------------------

BoardSelection::Outcome BoardSelection::activate(Square s) {
    Outcome out = begin();
    if (!m_inputEnabled) {
        out.message = disabledMessage();
        return out;
    }
    if (m_selected != kNoSquare) {
        if (s == m_selected) {
            m_selected = kNoSquare; // a second press puts the piece down again
            return out;
        }
        if (resolveSelectionAt(s, out)) return out; // as a click does
    }
    if (!isOwnPiece(s)) {
        out.message = explainNotSelectable(m_position, s);
    } else if (!hasMovesFrom(s)) {
        m_selected = kNoSquare;
        out.message = explainImmobile(m_position, m_legal, s);
    } else {
        m_selected = s;
    }
    return out;
}

bool BoardSelection::resolveSelectionAt(Square s, Outcome& out) {
    if (!movesBetween(m_position, m_legal, m_selected, s).empty()) {
        tryMove(m_selected, s, out);
        return true;
    }
    if (isOwnPiece(s)) return false; // selects that piece instead
    out.message = explainRejectedMove(m_position, m_legal, m_selected, s);
    m_selected = kNoSquare;
    return true;
}

void BoardSelection::tryMove(Square from, Square to, Outcome& out) {
    const MoveList moves = movesBetween(m_position, m_legal, from, to);
    if (moves.empty()) return;
    if (moves.size() == 1 || !moves[0].isPromotion()) {
        out.move = moves[0];
    } else if (m_alwaysQueen) {
        for (Move m : moves) {
            if (m.promotion() == PieceType::Queen) {
                out.move = m;
                break;
            }
        }
    }
    if (!out.move.isNull()) {
        m_selected = kNoSquare;
        return;
    }
    out.promotionFrom = from;
    out.promotionTo = to;
}

BoardSelection::Outcome BoardSelection::choosePromotion(Square from, Square to, PieceType type) {
    Outcome out = begin();
    for (Move m : movesBetween(m_position, m_legal, from, to)) {
        if (m.promotion() == type) {
            m_selected = kNoSquare;
            out.move = m;
            break;
        }
    }
    return out;
}

BoardSelection::Outcome BoardSelection::cancelPromotion(Square from) {
    Outcome out = begin();
    m_selected = kNoSquare;
    if (from != kNoSquare)
        out.message = tr("Promotion cancelled: the pawn stays on %1")
                          .arg(QString::fromStdString(squareName(from)));
    return out;
}

} // namespace rochade::gui
