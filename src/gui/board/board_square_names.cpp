// SPDX-License-Identifier: GPL-3.0-or-later
// The board's squares in words, for screen readers.
#include "board/board_square_names.h"

namespace rochade::gui {

QString BoardSquareNames::pieceName(Piece piece) {
    const bool white = pieceColor(piece) == Color::White;
    switch (pieceType(piece)) {
    case PieceType::Pawn:
        return white ? tr("white pawn") : tr("black pawn");
    case PieceType::Knight:
        return white ? tr("white knight") : tr("black knight");
    case PieceType::Bishop:
        return white ? tr("white bishop") : tr("black bishop");
    case PieceType::Rook:
        return white ? tr("white rook") : tr("black rook");
    case PieceType::Queen:
        return white ? tr("white queen") : tr("black queen");
    case PieceType::King:
        return white ? tr("white king") : tr("black king");
    case PieceType::None:
        break;
    }
    return {};
}

QString BoardSquareNames::square(const Position& position, Square s) {
    if (!isOnBoard(s)) return {};
    const QString name = QString::fromStdString(squareName(s));
    const Piece piece = position.pieceAt(s);
    //: A square for screen readers: "e4, white pawn"
    if (isPiece(piece)) return tr("%1, %2").arg(name, pieceName(piece));
    //: An empty square for screen readers: "e5, empty"
    return tr("%1, empty").arg(name);
}

QString BoardSquareNames::state(bool selected, bool legalTarget) {
    if (selected) return tr("selected");
    if (legalTarget) return tr("legal target");
    return {};
}

QString BoardSquareNames::focusDescription(
    const Position& position, Square focus, Square selected) {
    QString text = square(position, focus);
    if (selected != kNoSquare && selected != focus)
        text += tr("; selected: %1").arg(square(position, selected));
    else if (selected != kNoSquare)
        text += tr(", selected");
    text += tr(". Arrow keys move, Space or Enter selects and moves, Esc cancels.");
    return text;
}

} // namespace rochade::gui
