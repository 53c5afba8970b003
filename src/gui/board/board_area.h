// SPDX-License-Identifier: GPL-3.0-or-later
// The board with an optional slim widget (the evaluation bar) standing flush beside it.
#pragma once

#include <QPointer>
#include <QWidget>

namespace rochade::gui {

class BoardWidget;

/// Keeps the board square and centred, and a side widget (if visible) just left of it with
/// exactly the board's height, so the pair stays together at any window size. Showing or
/// hiding the side widget re-arranges at once. GUI thread.
class BoardArea : public QWidget {
    Q_OBJECT
public:
    explicit BoardArea(QWidget* parent = nullptr);

    /// Takes `board` as a child (once; it is not owned before).
    void setBoard(BoardWidget* board);
    /// Takes `side` as a child; it stands left of the board while it is not hidden.
    void setSideWidget(QWidget* side);
    QWidget* sideWidget() const { return m_side; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void arrange();
    int sideWidth() const;

    BoardWidget* m_board = nullptr;
    QPointer<QWidget> m_side;
};

} // namespace rochade::gui
