// SPDX-License-Identifier: GPL-3.0-or-later
// PositionDraft: the position being set up in the board editor, with the rights it allows.
#pragma once

#include "rochade/core/error.h"
#include "rochade/core/position.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::gui {

/// A position under construction: pieces put, moved and removed one at a time, with side to
/// move, castling rights, en-passant square and move number. It may be impossible to play
/// (problem() says why, in the core's words), but it never holds a right its pieces do not
/// allow: after every change the castling rights whose king or rook left its square and an
/// en-passant square no pawn can use any more are dropped. In standard chess castling needs
/// king and rook on their start squares; in Chess960 (isChess960(), set by a Chess960 FEN
/// or position or by setChess960()) the king anywhere on its back rank and a rook of its own
/// on that rank on the wing's side, the outermost one when a right is granted here. A plain
/// value, used from the GUI thread.
class PositionDraft {
public:
    /// An empty board, White to move, move 1.
    PositionDraft();

    const Position& position() const { return m_position; }
    /// The whole FEN (all six fields), also of an impossible position.
    std::string fen() const;
    /// Why the position cannot be played (validatePosition()'s error), or nullopt.
    std::optional<Error> problem() const;

    /// Replaces everything by `fen`; an invalid FEN changes nothing and returns the core's
    /// error (parseFen()).
    std::optional<Error> setFen(std::string_view fen);
    /// Replaces everything by `pos` (a valid position, as parseFen() returns it).
    void setPosition(const Position& pos);
    /// The empty board (White to move, move 1) and the start position.
    void clear();
    void setStartPosition();

    /// Puts `piece` on `s`, replacing what stood there. False (no change) if that side
    /// already has Position::kMaxPiecesPerSide pieces.
    bool put(Square s, Piece piece);
    /// Empties `s` (no-op if empty).
    void remove(Square s);
    /// Moves the piece on `from` to `to`, replacing what stood there (no-op if `from` is
    /// empty or equals `to`).
    void move(Square from, Square to);

    void setSideToMove(Color c);
    /// Chess960 castling rights (see the class comment). Switching drops the rights the new
    /// rules do not allow.
    void setChess960(bool on);
    bool isChess960() const { return m_chess960; }
    /// True if king and rook of right `r` stand where the rules (standard or Chess960) ask.
    bool canCastle(CastlingRight r) const;
    /// Grants or withdraws `r`; granting is ignored unless canCastle(r).
    void setCastling(CastlingRight r, bool on);
    /// The squares an en-passant capture could go to now: behind an enemy pawn that can just
    /// have made a double step, with a pawn of the side to move beside it whose capture is
    /// legal. In file order.
    std::vector<Square> enPassantSquares() const;
    /// Sets the en-passant square (kNoSquare: none); ignored unless listed by
    /// enPassantSquares().
    void setEnPassant(Square s);
    /// The move number (clamped to 1..9999).
    void setFullmoveNumber(int n);

private:
    /// Builds m_position from the fields below, dropping the rights and the en-passant
    /// square the pieces no longer allow. Rebuilt from scratch each time, so a king put twice
    /// and removed once still leaves the position's own king square right.
    void rebuild();
    /// The rook right `r` would castle with now: in standard chess its corner, in Chess960
    /// the right's own rook if it still stands on the wing, else the outermost one there;
    /// kNoSquare if the pieces allow no such right.
    Square castlingRookFor(CastlingRight r) const;
    Piece pieceOn(Square s) const { return m_board[static_cast<std::size_t>(toIndex64(s))]; }

    std::array<Piece, 64> m_board {}; ///< by toIndex64()
    Color m_sideToMove = Color::White;
    CastlingRights m_castling = 0;
    Square m_enPassant = kNoSquare;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    bool m_chess960 = false;
    /// Each right's rook, by Position's slot order (K, Q, k, q); only Chess960 moves them.
    std::array<Square, 4> m_rook { sq::H1, sq::A1, sq::H8, sq::A8 };
    Position m_position;
};

} // namespace rochade::gui
