// SPDX-License-Identifier: GPL-3.0-or-later
// The Legal Moves tree: one click shows a move, one deliberate activation plays it.
#pragma once

#include <QTreeView>

namespace rochade::gui {

/// A QTreeView for the LegalMovesModel that plays a move only when the user meant it. Lives
/// in the GUI thread.
///
/// - A click makes a row current (the window shows its move on the board); a double-click
///   or Enter/Return on the current row emits activated(), which plays it: one action, one
///   move.
/// - Enter/Return activates only a row the user chose here, by a click or the arrow keys,
///   since the view last got the focus. Focus can arrive without the user asking (Qt hands
///   it on when the focused widget is disabled or hidden), and keys typed for another widget
///   must not play the row that happens to be current.
/// - No type-ahead: letters typed here select nothing (moves are typed in the move field).
class LegalMovesView : public QTreeView {
    Q_OBJECT
public:
    explicit LegalMovesView(QWidget* parent = nullptr);

    /// True once the user has chosen the current row here since the view got the focus.
    bool isRowChosen() const { return m_rowChosen; }

    /// Does nothing: see the class comment.
    void keyboardSearch(const QString& search) override;
    void reset() override;

protected:
    void focusInEvent(QFocusEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    bool m_rowChosen = false;
};

} // namespace rochade::gui
