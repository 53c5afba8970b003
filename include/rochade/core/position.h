// SPDX-License-Identifier: GPL-3.0-or-later
// Position: the mailbox board with piece lists, side to move, castling, en passant, clocks and
// an incrementally kept Zobrist hash.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/square.h"
#include "rochade/core/types.h"

#include <array>
#include <cstdint>
#include <span>

namespace rochade {

/// What makeMove() saves so that unmakeMove() restores the position exactly.
struct UndoInfo {
    std::uint64_t hash = 0;
    Piece captured = Piece::Empty;
    CastlingRights castling = 0;
    Square enPassant = kNoSquare;
    std::uint16_t halfmoveClock = 0;
};

/// A chess position. A cheap copyable value (about 400 bytes): the GUI hands copies to the
/// engine thread. Not thread-safe to mutate from two threads; copies are independent.
///
/// Besides the 120-cell mailbox it keeps, per side, a list of the squares its pieces stand on
/// and the king's square, so generators visit only occupied squares, as in Bell's program.
class Position {
public:
    static constexpr int kMaxPiecesPerSide = 16;

    /// An empty board, White to move, no rights. Use the FEN parser or startPosition().
    Position();
    static Position startPosition();

    Piece pieceAt(Square s) const { return m_board[s]; }
    Color sideToMove() const { return m_sideToMove; }
    CastlingRights castlingRights() const { return m_castling; }
    bool hasCastlingRight(CastlingRight r) const { return m_castling & bit(r); }
    /// The square of the rook a right castles with: h1/a1/h8/a8 in the standard game, any
    /// back-rank square in Chess960 (the rook's file is part of the right).
    Square castlingRookSquare(CastlingRight r) const { return m_castlingRook[rightSlot(r)]; }
    /// The rook a castling move (encoded as the king's move to g1/c1/g8/c8) takes along.
    Square castlingRookFor(Move castling) const {
        const bool white = rankOf(castling.to()) == 0;
        const bool kingside = fileOf(castling.to()) == 6;
        return m_castlingRook[(white ? 0 : 2) + (kingside ? 0 : 1)];
    }
    /// The square a pawn may capture onto en passant, or kNoSquare. Set only when the
    /// capture is legal (not when the capturing pawn is pinned, or the capture leaves the
    /// king in check), so a right that exists only on paper enters neither the hash nor
    /// equality: FIDE 9.2.3 counts such positions as the same for repetition.
    Square enPassantSquare() const { return m_enPassant; }
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    std::uint64_t hash() const { return m_hash; }
    /// The king's square, or kNoSquare while a set-up position has no king of that colour.
    Square kingSquare(Color c) const { return m_king[index(c)]; }

    /// Squares of the side's pieces, in no particular order. Invalidated by any change.
    std::span<const Square> pieceSquares(Color c) const {
        return { m_list[index(c)].data(), m_listSize[index(c)] };
    }
    int pieceCount(Color c, PieceType t) const { return m_count[index(c)][index(t)]; }

    /// True if a piece of colour `by` attacks square s (the piece on s, if any, is ignored).
    bool isAttacked(Square s, Color by) const;
    /// True if the side to move's king is attacked (false while it has no king).
    bool isInCheck() const;

    /// Plays a move produced by the generator for this position (precondition: legal or at
    /// least pseudo-legal). `undo` receives what unmakeMove() needs.
    void makeMove(Move m, UndoInfo& undo);
    void unmakeMove(Move m, const UndoInfo& undo);
    /// Passes the turn (for null-move pruning). Precondition: not in check.
    void makeNullMove(UndoInfo& undo);
    void unmakeNullMove(const UndoInfo& undo);

    /// The hash computed from scratch; equals hash() whenever the position is consistent.
    std::uint64_t computeHash() const;
    /// Every invariant the incremental updates must keep: lists, counts and king squares
    /// match the board, and the hash matches computeHash(). For asserts and tests.
    bool isConsistent() const;

    // Set-up, for the FEN parser and tests. They keep the hash and lists up to date but do
    // not validate the position: see validatePosition() in fen.h.
    void clear();
    /// Puts p on an empty playable square. False (and no change) if the square is not
    /// playable or occupied, or the side already has kMaxPiecesPerSide pieces.
    [[nodiscard]] bool putPiece(Square s, Piece p);
    /// Empties a square (no-op if it is empty).
    void removePiece(Square s);
    void setSideToMove(Color c);
    void setCastlingRights(CastlingRights r);
    /// Ties right r to the rook on `rook` (a back-rank square of its colour). The default
    /// is the corner square, so standard positions never need to call this.
    void setCastlingRookSquare(CastlingRight r, Square rook);
    /// A Chess960 position: castling rights may name any rook on the back rank and the king
    /// may stand on any file between (validatePosition() checks the Chess960 geometry, toFen()
    /// writes X-FEN). The standard game is the case where king and rooks start on e, a, h.
    bool isChess960() const { return m_chess960; }
    void setChess960(bool chess960) { m_chess960 = chess960; }
    void setEnPassantSquare(Square s);
    void setHalfmoveClock(int n) { m_halfmoveClock = static_cast<std::uint16_t>(n); }
    void setFullmoveNumber(int n) { m_fullmoveNumber = static_cast<std::uint16_t>(n); }

    /// Same placement, side, rights and en-passant square (the clocks are ignored): the
    /// FIDE notion of "the same position" used for repetition.
    bool samePositionAs(const Position& other) const;
    friend bool operator==(const Position& a, const Position& b);

private:
    /// WhiteKingside, WhiteQueenside, BlackKingside, BlackQueenside -> 0..3.
    static constexpr std::size_t rightSlot(CastlingRight r) {
        return r == CastlingRight::WhiteKingside ? 0
            : r == CastlingRight::WhiteQueenside ? 1
            : r == CastlingRight::BlackKingside  ? 2
                                                 : 3;
    }
    /// Rebuilds m_castlingMask from the rook squares.
    void updateCastlingMask();
    void place(Square s, Piece p);
    void lift(Square s);
    void shift(Square from, Square to);
    /// Moves king and rook of a castling (also backwards, for unmake).
    void castle(Square kingFrom, Square kingTo, Square rookFrom, Square rookTo);
    /// True if the side to move has a legal en passant capture onto `target`.
    bool canCaptureEnPassantOn(Square target) const;
    /// True if the side to move's pawn on `from` taking en passant onto `target` leaves its
    /// king safe.
    bool enPassantKeepsKingSafe(Square from, Square target) const;

    std::array<Piece, kMailboxSize> m_board;
    std::array<std::uint8_t, kMailboxSize> m_listIndex {}; ///< square -> slot in its side's list
    std::array<std::array<Square, kMaxPiecesPerSide>, 2> m_list {};
    std::array<std::uint8_t, 2> m_listSize {};
    std::array<Square, 2> m_king { kNoSquare, kNoSquare };
    std::array<std::array<std::uint8_t, 8>, 2> m_count {};
    std::uint64_t m_hash = 0;
    Color m_sideToMove = Color::White;
    CastlingRights m_castling = 0;
    /// Per right (in rightSlot order), the square of its rook.
    std::array<Square, 4> m_castlingRook { sq::H1, sq::A1, sq::H8, sq::A8 };
    /// Per square, the rights that survive a move from or onto it (a rook leaving or
    /// captured on its castling square); the king's own move is handled by piece type.
    std::array<CastlingRights, kMailboxSize> m_castlingMask {};
    bool m_chess960 = false;
    Square m_enPassant = kNoSquare;
    std::uint16_t m_halfmoveClock = 0;
    std::uint16_t m_fullmoveNumber = 1;
};

} // namespace rochade
