// SPDX-License-Identifier: GPL-3.0-or-later
// Plain-words descriptions of moves: special-move names and reasons a move is refused.
#include "board/move_explainer.h"

#include "rochade/core/move_generator.h"

#include <QCoreApplication>

#include <cstdlib>

namespace rochade::gui {

namespace {

// Every sentence is translated in the catalogue context "MoveExplainer", spelled out at
// each call so lupdate finds it.

QString squareText(Square s) {
    return QString::fromStdString(squareName(s));
}

QString typeName(PieceType t) {
    switch (t) {
    case PieceType::Pawn:
        return QCoreApplication::translate("MoveExplainer", "pawn");
    case PieceType::Knight:
        return QCoreApplication::translate("MoveExplainer", "knight");
    case PieceType::Bishop:
        return QCoreApplication::translate("MoveExplainer", "bishop");
    case PieceType::Rook:
        return QCoreApplication::translate("MoveExplainer", "rook");
    case PieceType::Queen:
        return QCoreApplication::translate("MoveExplainer", "queen");
    case PieceType::King:
        return QCoreApplication::translate("MoveExplainer", "king");
    case PieceType::None:
        break;
    }
    return {};
}

QString capitalised(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

int sign(int x) {
    return (x > 0) - (x < 0);
}

/// The first occupied square strictly between `from` and `to` along a straight or diagonal
/// line, or kNoSquare when the way is clear. Precondition: they share a line.
Square firstBlocker(const Position& pos, Square from, Square to) {
    const int step = sign(fileOf(to) - fileOf(from)) + 10 * sign(rankOf(to) - rankOf(from));
    for (int s = from + step; s != to; s += step)
        if (pos.pieceAt(static_cast<Square>(s)) != Piece::Empty) return static_cast<Square>(s);
    return kNoSquare;
}

/// When the king on its home square is sent two files sideways or onto its own corner
/// rook, the square the castling king would land on; else kNoSquare.
Square castlingDestination(const Position& pos, Square from, Square to) {
    const Piece king = pos.pieceAt(from);
    if (pieceType(king) != PieceType::King) return kNoSquare;
    const Color side = pieceColor(king);
    const int homeRank = side == Color::White ? 0 : 7;
    if (from != makeSquare(4, homeRank) || rankOf(to) != homeRank) return kNoSquare;
    const int file = fileOf(to);
    if (file == 6 || file == 2) return to;
    const Piece target = pos.pieceAt(to);
    if ((file == 7 || file == 0) && target == makePiece(side, PieceType::Rook))
        return makeSquare(file == 7 ? 6 : 2, homeRank);
    return kNoSquare;
}

QString explainCastling(const Position& pos, Square from, Square kingTo) {
    const Color side = pos.sideToMove();
    const bool kingside = fileOf(kingTo) == 6;
    const QString wing = kingside ? QCoreApplication::translate("MoveExplainer", "kingside")
                                  : QCoreApplication::translate("MoveExplainer", "queenside");
    const CastlingRight right = side == Color::White
        ? (kingside ? CastlingRight::WhiteKingside : CastlingRight::WhiteQueenside)
        : (kingside ? CastlingRight::BlackKingside : CastlingRight::BlackQueenside);
    if (!pos.hasCastlingRight(right))
        return QCoreApplication::translate(
            "MoveExplainer", "You can no longer castle %1: the king or that rook has moved")
            .arg(wing);
    const Square rook = makeSquare(kingside ? 7 : 0, rankOf(from));
    if (firstBlocker(pos, from, rook) != kNoSquare)
        return QCoreApplication::translate("MoveExplainer",
            "You cannot castle %1 yet: the squares between king and rook "
            "must be empty")
            .arg(wing);
    if (pos.isInCheck())
        return QCoreApplication::translate("MoveExplainer", "You cannot castle out of check");
    const Square crossed = static_cast<Square>((from + kingTo) / 2);
    if (pos.isAttacked(crossed, ~side))
        return QCoreApplication::translate("MoveExplainer",
            "You cannot castle %1: the king would cross the attacked "
            "square %2")
            .arg(wing, squareText(crossed));
    return QCoreApplication::translate(
        "MoveExplainer", "You cannot castle %1: your king would be in check")
        .arg(wing);
}

/// Why the piece cannot get from `from` to `to` by its own way of moving (the move is not
/// even pseudo-legal). Returns the part after the colon.
QString geometryReason(const Position& pos, Square from, Square to) {
    const Piece piece = pos.pieceAt(from);
    const int df = fileOf(to) - fileOf(from);
    const int dr = rankOf(to) - rankOf(from);
    const int adf = std::abs(df);
    const int adr = std::abs(dr);
    const bool straight = df == 0 || dr == 0;
    const bool diagonal = adf == adr;
    const auto blocked = [&]() -> QString {
        const Square b = firstBlocker(pos, from, to);
        if (b == kNoSquare) return {};
        return QCoreApplication::translate("MoveExplainer", "the way is blocked by %1")
            .arg(describePieceOn(pos, b));
    };

    switch (pieceType(piece)) {
    case PieceType::Knight:
        return QCoreApplication::translate(
            "MoveExplainer", "a knight cannot move like that (it jumps in an L shape)");
    case PieceType::Bishop:
        if (!diagonal)
            return QCoreApplication::translate("MoveExplainer", "a bishop moves only diagonally");
        return blocked();
    case PieceType::Rook:
        if (!straight)
            return QCoreApplication::translate(
                "MoveExplainer", "a rook moves only along ranks and files");
        return blocked();
    case PieceType::Queen:
        if (!straight && !diagonal)
            return QCoreApplication::translate(
                "MoveExplainer", "a queen moves along ranks, files and diagonals");
        return blocked();
    case PieceType::King:
        return QCoreApplication::translate("MoveExplainer",
            "a king moves one square at a time (to castle, move it two "
            "squares or onto its rook)");
    case PieceType::Pawn: {
        const int forward = pieceColor(piece) == Color::White ? dr : -dr;
        const int startRank = pieceColor(piece) == Color::White ? 1 : 6;
        if (forward <= 0)
            return QCoreApplication::translate("MoveExplainer", "a pawn moves only forward");
        if (df == 0) {
            if (forward == 1 && pos.pieceAt(to) != Piece::Empty)
                return QCoreApplication::translate(
                    "MoveExplainer", "a pawn cannot capture straight ahead");
            if (forward == 2 && rankOf(from) != startRank)
                return QCoreApplication::translate(
                    "MoveExplainer", "a pawn moves two squares only from its starting square");
            if (forward == 2) {
                if (pos.pieceAt(to) != Piece::Empty)
                    return QCoreApplication::translate(
                        "MoveExplainer", "a pawn cannot capture straight ahead");
                return blocked();
            }
            return QCoreApplication::translate("MoveExplainer",
                "a pawn moves one square forward (two from its starting "
                "square)");
        }
        if (adf == 1 && forward == 1)
            return QCoreApplication::translate(
                "MoveExplainer", "a pawn moves diagonally only to capture");
        return QCoreApplication::translate(
            "MoveExplainer", "a pawn moves straight forward and captures diagonally");
    }
    case PieceType::None:
        break;
    }
    return {};
}

} // namespace

Square castlingRookSquare(const Position& pos, Move castling) {
    return pos.castlingRookFor(castling);
}

bool isCastlingByKingSquare(Move castling) {
    return std::abs(fileOf(castling.from()) - fileOf(castling.to())) == 2;
}

MoveList movesBetween(const Position& pos, const MoveList& legal, Square from, Square to) {
    MoveList result;
    if (from == to) return result;
    const Piece mover = pos.pieceAt(from);
    const Piece target = pos.pieceAt(to);
    const bool ontoOwnRook = isPiece(mover) && pieceType(mover) == PieceType::King
        && target == makePiece(pieceColor(mover), PieceType::Rook);
    for (Move m : legal) {
        if (m.from() != from) continue;
        if (m.isCastling()) {
            if ((to == m.to() && isCastlingByKingSquare(m))
                || (ontoOwnRook && castlingRookSquare(pos, m) == to))
                result.push(m);
        } else if (m.to() == to) {
            result.push(m);
        }
    }
    return result;
}

QString specialMoveName(Move m) {
    if (m.isCastling())
        return fileOf(m.to()) == 6
            ? QCoreApplication::translate("MoveExplainer", "Castle kingside")
            : QCoreApplication::translate("MoveExplainer", "Castle queenside");
    if (m.isEnPassant()) return QCoreApplication::translate("MoveExplainer", "En passant");
    if (m.isPromotion()) return QCoreApplication::translate("MoveExplainer", "Promote");
    return {};
}

QString describePieceOn(const Position& pos, Square s) {
    const Piece p = pos.pieceAt(s);
    if (!isPiece(p)) return {};
    return QCoreApplication::translate("MoveExplainer", "the %1 on %2")
        .arg(typeName(pieceType(p)), squareText(s));
}

QString translatedPieceName(PieceType t) {
    switch (t) {
    case PieceType::Pawn:
        return QCoreApplication::translate("MoveExplainer", "Pawn");
    case PieceType::Knight:
        return QCoreApplication::translate("MoveExplainer", "Knight");
    case PieceType::Bishop:
        return QCoreApplication::translate("MoveExplainer", "Bishop");
    case PieceType::Rook:
        return QCoreApplication::translate("MoveExplainer", "Rook");
    case PieceType::Queen:
        return QCoreApplication::translate("MoveExplainer", "Queen");
    case PieceType::King:
        return QCoreApplication::translate("MoveExplainer", "King");
    case PieceType::None:
        break;
    }
    return {};
}

QString colorName(Color c) {
    return c == Color::White ? QCoreApplication::translate("MoveExplainer", "White")
                             : QCoreApplication::translate("MoveExplainer", "Black");
}

QString explainNotSelectable(const Position& pos, Square s) {
    const Piece piece = pos.pieceAt(s);
    if (!isPiece(piece))
        return QCoreApplication::translate("MoveExplainer", "That square is empty");
    const Color side = pos.sideToMove();
    if (pieceColor(piece) != side)
        return QCoreApplication::translate("MoveExplainer", "Not your piece: it is %1's turn")
            .arg(colorName(side));
    return {};
}

QString explainRejectedMove(const Position& pos, const MoveList& legal, Square from, Square to) {
    if (from == to) return {};
    if (QString why = explainNotSelectable(pos, from); !why.isEmpty()) return why;
    const Piece piece = pos.pieceAt(from);
    const Color side = pos.sideToMove();
    if (!movesBetween(pos, legal, from, to).empty()) return {};

    const QString subject = capitalised(describePieceOn(pos, from));
    QString prefix = QCoreApplication::translate("MoveExplainer", "%1 cannot move to %2")
                         .arg(subject, squareText(to));

    if (const Square kingTo = castlingDestination(pos, from, to); kingTo != kNoSquare) {
        // The king sent two squares sideways or onto its rook: the user meant to castle.
        return explainCastling(pos, from, kingTo);
    }
    const Piece target = pos.pieceAt(to);
    if (isPiece(target) && pieceColor(target) == side)
        return QCoreApplication::translate("MoveExplainer", "%1: it is occupied by your own %2")
            .arg(prefix, typeName(pieceType(target)));

    bool geometryFine = false;
    bool legalInChess = false;
    for (Move m : MoveGenerator::pseudoLegalMoves(pos, side)) {
        if (m.from() == from && m.to() == to) {
            geometryFine = true;
            legalInChess = legalInChess || MoveGenerator::isLegal(pos, m);
        }
    }
    if (legalInChess) {
        // Legal by the rules, but the controller does not offer it (e.g. the game is over).
        return QCoreApplication::translate("MoveExplainer", "%1: no move can be played now")
            .arg(prefix);
    }
    if (geometryFine) {
        // The piece can go there by its own rules; the king's safety forbids it.
        if (pos.isInCheck())
            return QCoreApplication::translate("MoveExplainer", "%1: you must get out of check")
                .arg(prefix);
        if (pieceType(piece) == PieceType::King)
            return QCoreApplication::translate(
                "MoveExplainer", "%1: your king would be in check there")
                .arg(prefix);
        return QCoreApplication::translate("MoveExplainer", "%1: your king would be in check")
            .arg(prefix);
    }
    const QString reason = geometryReason(pos, from, to);
    if (reason.isEmpty()) return prefix;
    return QCoreApplication::translate("MoveExplainer", "%1: %2").arg(prefix, reason);
}

QString explainImmobile(const Position& pos, const MoveList& legal, Square s) {
    if (legal.empty())
        return QCoreApplication::translate("MoveExplainer", "No move can be played now");
    const QString subject = capitalised(describePieceOn(pos, s));
    bool geometryFine = false;
    for (Move m : MoveGenerator::pseudoLegalMoves(pos, pos.sideToMove()))
        geometryFine = geometryFine || m.from() == s;
    if (!geometryFine)
        return QCoreApplication::translate("MoveExplainer", "%1 has no legal move").arg(subject);
    if (pos.isInCheck())
        return QCoreApplication::translate(
            "MoveExplainer", "%1 has no legal move: you must get out of check")
            .arg(subject);
    return QCoreApplication::translate(
        "MoveExplainer", "%1 has no legal move: your king would be in check")
        .arg(subject);
}

} // namespace rochade::gui
