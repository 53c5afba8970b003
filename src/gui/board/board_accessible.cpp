// SPDX-License-Identifier: GPL-3.0-or-later
// The chessboard for screen readers: the board interface and one cell per square.
#include "board/board_accessible.h"

#include "board/board_widget.h"

namespace rochade::gui {

namespace {

/// One square. Holds only its index: the square it stands for, its piece and its state are
/// read from the board each time, so nothing here goes stale when the board changes.
class SquareAccessible : public QAccessibleInterface {
public:
    SquareAccessible(BoardWidget* board, int index)
        : m_board(board)
        , m_index(index) { }

    bool isValid() const override { return !m_board.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override {
        return m_board ? m_board->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override {
        return m_board ? QAccessible::queryAccessibleInterface(m_board.data()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessible::Role role() const override { return QAccessible::Cell; }

    QString text(QAccessible::Text t) const override {
        if (!m_board) return {};
        const Square s = m_board->focus().squareOfCell(m_index);
        switch (t) {
        case QAccessible::Name:
            return m_board->focus().squareName(s);
        case QAccessible::Description:
            return m_board->focus().squareDescription(s);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override { }

    QRect rect() const override {
        if (!m_board) return {};
        const QRect r = m_board->squareRect(m_board->focus().squareOfCell(m_index));
        return QRect(m_board->mapToGlobal(r.topLeft()), r.size());
    }

    QAccessible::State state() const override {
        QAccessible::State st;
        if (!m_board) {
            st.invalid = true;
            return st;
        }
        const Square s = m_board->focus().squareOfCell(m_index);
        st.focusable = true;
        st.selectable = true;
        st.focused = m_board->hasFocus() && m_board->focusSquare() == s;
        st.selected = m_board->selectedSquare() == s;
        st.invisible = !m_board->isVisible();
        return st;
    }

private:
    QPointer<BoardWidget> m_board;
    int m_index;
};

QAccessibleInterface* boardFactory(const QString& key, QObject* object) {
    if (key != QLatin1String(BoardWidget::staticMetaObject.className())) return nullptr;
    if (auto* board = qobject_cast<BoardWidget*>(object)) return new BoardAccessible(board);
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardWidget* board)
    : QAccessibleWidget(board, QAccessible::Client) {
}

BoardAccessible::~BoardAccessible() {
    for (QAccessible::Id id : m_cells)
        if (id != 0) QAccessible::deleteAccessibleInterface(id);
}

BoardWidget* BoardAccessible::board() const {
    return static_cast<BoardWidget*>(widget());
}

int BoardAccessible::childCount() const {
    return 64 + QAccessibleWidget::childCount();
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    if (index < 0) return nullptr;
    if (index >= 64) return QAccessibleWidget::child(index - 64);
    auto& id = m_cells[static_cast<std::size_t>(index)];
    if (id == 0)
        id = QAccessible::registerAccessibleInterface(new SquareAccessible(board(), index));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (!child) return -1;
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        if (m_cells[i] != 0 && QAccessible::accessibleInterface(m_cells[i]) == child)
            return static_cast<int>(i);
    const int other = QAccessibleWidget::indexOfChild(child);
    return other < 0 ? -1 : 64 + other;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPoint local = board()->mapFromGlobal(QPoint(x, y));
    // The promotion chooser lies over the squares.
    if (QAccessibleInterface* widgetChild = QAccessibleWidget::childAt(x, y)) return widgetChild;
    const Square s = board()->squareAt(local);
    return s == kNoSquare ? nullptr : child(board()->focus().cellOf(s));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    // With the keys on the board its focus square is the focused cell; otherwise the
    // focus may be inside the promotion chooser.
    if (board()->hasFocus()) return child(board()->focus().cellOf(board()->focusSquare()));
    return QAccessibleWidget::focusChild();
}

void installBoardAccessibility() {
    static const bool done = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)done;
}

void notifyBoardCellsReordered(BoardWidget* board) {
    if (!QAccessible::isActive()) return;
    QAccessibleEvent reorder(board, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&reorder);
}

void notifyBoardCellSelectionChanged(BoardWidget* board, Square s) {
    if (!QAccessible::isActive()) return;
    QAccessible::State selected;
    selected.selected = true;
    QAccessibleStateChangeEvent event(board, selected);
    event.setChild(board->focus().cellOf(s));
    QAccessible::updateAccessibility(&event);
}

void notifyBoardCellFocused(BoardWidget* board, Square s) {
    if (!QAccessible::isActive()) return;
    QAccessibleEvent event(board, QAccessible::Focus);
    event.setChild(board->focus().cellOf(s));
    QAccessible::updateAccessibility(&event);
}

void notifyBoardCellsRenamed(BoardWidget* board, const Position& before) {
    if (!QAccessible::isActive()) return;
    for (Square s : kAllSquares) {
        if (before.pieceAt(s) == board->position().pieceAt(s)) continue;
        QAccessibleEvent event(board, QAccessible::NameChanged);
        event.setChild(board->focus().cellOf(s));
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace rochade::gui
