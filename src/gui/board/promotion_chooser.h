// SPDX-License-Identifier: GPL-3.0-or-later
// PromotionChooser: a board's open promotion question, from the popup opening to its answer.
#pragma once

#include "board/board_painter.h"
#include "rochade/core/move.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace rochade::gui {

class PieceSet;
class PromotionPopup;

/// Opens a PromotionPopup on a board over the promotion square and ends it: a piece chosen,
/// the popup cancelled, or a press anywhere outside the popup and the board (presses on the
/// board are the board's to answer, by cancel()). A chooser opened from the keyboard hands
/// the keyboard focus back to the board when it ends. Lives in the GUI thread; while open it
/// filters the application's events.
class PromotionChooser : public QObject {
    Q_OBJECT
public:
    /// `board` is the popup's parent; it must outlive the chooser.
    explicit PromotionChooser(QWidget* board);
    /// Ends an open chooser without a signal.
    ~PromotionChooser() override;

    /// Asks which piece the pawn of `side` moving `from` `to` becomes, with `pieces`' images
    /// (which must live while the chooser is open). An open chooser is closed first.
    void open(Square from, Square to, Color side, PieceSet& pieces, const BoardLayout& layout);
    /// Closes the popup (openChanged(false) if it was open); nothing is chosen.
    void close();
    /// Closes the popup, then emits cancelled() with the pawn's square.
    void cancel();
    /// Places the open popup for a board laid out anew.
    void place(const BoardLayout& layout);
    bool isOpen() const;
    /// The open popup, else nullptr.
    PromotionPopup* popup() const;

signals:
    /// The popup opened (true) or closed (false).
    void openChanged(bool open);
    void chosen(rochade::Square from, rochade::Square to, rochade::PieceType type);
    /// The question ended without an answer; `from` is the pawn's square.
    void cancelled(rochade::Square from);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onPieceChosen(PieceType type);
    /// Gives the keyboard back to the board if the chooser had taken it from there.
    void refocusBoard();

    QWidget* m_board;
    QPointer<PromotionPopup> m_popup;
    Square m_from = kNoSquare;
    Square m_to = kNoSquare;
    bool m_refocusBoard = false;
};

} // namespace rochade::gui
