// SPDX-License-Identifier: GPL-3.0-or-later
// Position: set-up, make/unmake with incremental hash, attack queries, consistency check.
#include "rochade/core/position.h"

#include "zobrist.h"

#include <cassert>

namespace rochade {

namespace {

// The debug preset sets ROCHADE_CHECK_CONSISTENCY: every make and unmake then asserts that the
// board, piece lists, counts and hash still agree. Other builds compile no check at all, so
// their speed is untouched.
#ifdef ROCHADE_CHECK_CONSISTENCY
constexpr bool kChecksConsistency = true;
#else
constexpr bool kChecksConsistency = false;
#endif

} // namespace

Position::Position() {
    m_board.fill(Piece::Offboard);
    for (Square s : kAllSquares)
        m_board[s] = Piece::Empty;
    updateCastlingMask();
    m_hash = computeHash();
}

void Position::updateCastlingMask() {
    m_castlingMask.fill(bit(CastlingRight::All));
    for (const CastlingRight r : { CastlingRight::WhiteKingside, CastlingRight::WhiteQueenside,
             CastlingRight::BlackKingside, CastlingRight::BlackQueenside })
        m_castlingMask[m_castlingRook[rightSlot(r)]] &= static_cast<CastlingRights>(~bit(r) & 15);
}

void Position::setCastlingRookSquare(CastlingRight r, Square rook) {
    m_castlingRook[rightSlot(r)] = rook;
    updateCastlingMask();
}

Position Position::startPosition() {
    Position p;
    constexpr std::array<PieceType, 8> kBackRank
        = { PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
              PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook };
    for (int f = 0; f < 8; ++f) {
        const auto t = kBackRank[static_cast<std::size_t>(f)];
        [[maybe_unused]] bool ok = p.putPiece(makeSquare(f, 0), makePiece(Color::White, t));
        ok = ok && p.putPiece(makeSquare(f, 1), Piece::WhitePawn);
        ok = ok && p.putPiece(makeSquare(f, 6), Piece::BlackPawn);
        ok = ok && p.putPiece(makeSquare(f, 7), makePiece(Color::Black, t));
        assert(ok);
    }
    p.setCastlingRights(bit(CastlingRight::All));
    return p;
}

void Position::clear() {
    *this = Position();
}

// The three primitive edits. Each keeps board, piece list, counts, king square and hash in
// step, so make/unmake and set-up share one code path.
void Position::place(Square s, Piece p) {
    const int c = index(pieceColor(p));
    m_board[s] = p;
    m_listIndex[s] = m_listSize[c];
    m_list[c][m_listSize[c]++] = s;
    ++m_count[c][index(pieceType(p))];
    if (pieceType(p) == PieceType::King) m_king[c] = s;
    m_hash ^= zobrist::pieceKey(p, s);
}

void Position::lift(Square s) {
    const Piece p = m_board[s];
    const int c = index(pieceColor(p));
    // Swap the last list entry into the freed slot so removal is O(1).
    const Square last = m_list[c][--m_listSize[c]];
    m_list[c][m_listIndex[s]] = last;
    m_listIndex[last] = m_listIndex[s];
    --m_count[c][index(pieceType(p))];
    if (pieceType(p) == PieceType::King && m_king[c] == s) m_king[c] = kNoSquare;
    m_board[s] = Piece::Empty;
    m_hash ^= zobrist::pieceKey(p, s);
}

void Position::shift(Square from, Square to) {
    const Piece p = m_board[from];
    const int c = index(pieceColor(p));
    m_board[to] = p;
    m_board[from] = Piece::Empty;
    m_listIndex[to] = m_listIndex[from];
    m_list[c][m_listIndex[to]] = to;
    if (pieceType(p) == PieceType::King) m_king[c] = to;
    m_hash ^= zobrist::pieceKey(p, from) ^ zobrist::pieceKey(p, to);
}

void Position::castle(Square kingFrom, Square kingTo, Square rookFrom, Square rookTo) {
    // In Chess960 the king or the rook may already stand on its target, or on the other's.
    // Shifting (not lifting and placing) keeps the piece lists in the same order, so the
    // standard game's move order and the search's node counts do not change.
    if (kingTo == rookFrom && rookTo == kingFrom) { // they swap squares
        const Piece rook = m_board[rookFrom];
        lift(rookFrom);
        shift(kingFrom, kingTo);
        place(rookTo, rook);
    } else if (kingTo == rookFrom) { // the rook makes room first
        shift(rookFrom, rookTo);
        shift(kingFrom, kingTo);
    } else {
        if (kingFrom != kingTo) shift(kingFrom, kingTo);
        if (rookFrom != rookTo) shift(rookFrom, rookTo);
    }
}

bool Position::putPiece(Square s, Piece p) {
    if (!isOnBoard(s) || !isPiece(p) || m_board[s] != Piece::Empty
        || m_listSize[index(pieceColor(p))] >= kMaxPiecesPerSide)
        return false;
    place(s, p);
    return true;
}

void Position::removePiece(Square s) {
    if (isOnBoard(s) && isPiece(m_board[s])) lift(s);
}

void Position::setSideToMove(Color c) {
    if (c != m_sideToMove) m_hash ^= zobrist::kKeys.blackToMove;
    m_sideToMove = c;
}

void Position::setCastlingRights(CastlingRights r) {
    m_hash ^= zobrist::kKeys.castling[m_castling] ^ zobrist::kKeys.castling[r & 15];
    m_castling = r & 15;
}

bool Position::canCaptureEnPassantOn(Square target) const {
    // The capturing pawns stand beside the pawn that double-stepped, i.e. diagonally
    // behind the target square as seen by the side to move.
    const Piece pawn = makePiece(m_sideToMove, PieceType::Pawn);
    const auto victim = static_cast<Square>(target - pawnStep(m_sideToMove));
    for (const int side : { -1, 1 }) {
        const auto from = static_cast<Square>(victim + side);
        if (m_board[from] == pawn && enPassantKeepsKingSafe(from, target)) return true;
    }
    return false;
}

bool Position::enPassantKeepsKingSafe(Square from, Square target) const {
    const Square king = kingSquare(m_sideToMove);
    if (king == kNoSquare) return true; // a set-up position without that king
    // A pinned pawn, or two pawns leaving a rank at once, can expose the king: look at the
    // board after the capture. Copying the position costs little, and only happens after
    // a double step next to an enemy pawn.
    Position after = *this;
    after.m_board[from] = Piece::Empty;
    after.m_board[static_cast<Square>(target - pawnStep(m_sideToMove))] = Piece::Empty;
    after.m_board[target] = makePiece(m_sideToMove, PieceType::Pawn);
    return !after.isAttacked(king, ~m_sideToMove);
}

void Position::setEnPassantSquare(Square s) {
    if (m_enPassant != kNoSquare)
        m_hash ^= zobrist::kKeys.enPassantFile[static_cast<std::size_t>(fileOf(m_enPassant))];
    m_enPassant = (isOnBoard(s) && canCaptureEnPassantOn(s)) ? s : kNoSquare;
    if (m_enPassant != kNoSquare)
        m_hash ^= zobrist::kKeys.enPassantFile[static_cast<std::size_t>(fileOf(m_enPassant))];
}

void Position::makeMove(Move m, UndoInfo& undo) {
    const Color us = m_sideToMove;
    const Square from = m.from();
    const Square to = m.to();
    const Piece mover = m_board[from];
    assert(isPiece(mover) && pieceColor(mover) == us);

    undo.hash = m_hash;
    undo.castling = m_castling;
    undo.enPassant = m_enPassant;
    undo.halfmoveClock = m_halfmoveClock;
    undo.captured = Piece::Empty;

    if (m_enPassant != kNoSquare) {
        m_hash ^= zobrist::kKeys.enPassantFile[static_cast<std::size_t>(fileOf(m_enPassant))];
        m_enPassant = kNoSquare;
    }
    ++m_halfmoveClock;

    if (m.isCastling()) {
        const Square rookFrom = castlingRookFor(m);
        castle(from, to, rookFrom, static_cast<Square>(fileOf(to) == 6 ? to - 1 : to + 1));
    } else {
        if (m.isEnPassant()) {
            const auto victim = static_cast<Square>(to - pawnStep(us));
            undo.captured = m_board[victim];
            lift(victim);
        } else if (m_board[to] != Piece::Empty) {
            undo.captured = m_board[to];
            lift(to);
        }
        shift(from, to);
        if (m.isPromotion()) {
            lift(to);
            place(to, makePiece(us, m.promotion()));
        }
    }

    if (pieceType(mover) == PieceType::Pawn || undo.captured != Piece::Empty) m_halfmoveClock = 0;

    CastlingRights rights = m_castling & m_castlingMask[from] & m_castlingMask[to];
    if (pieceType(mover) == PieceType::King)
        rights &= us == Color::White
            ? bit(CastlingRight::BlackKingside) | bit(CastlingRight::BlackQueenside)
            : bit(CastlingRight::WhiteKingside) | bit(CastlingRight::WhiteQueenside);
    if (rights != m_castling) {
        m_hash ^= zobrist::kKeys.castling[m_castling] ^ zobrist::kKeys.castling[rights];
        m_castling = rights;
    }

    m_sideToMove = ~us;
    m_hash ^= zobrist::kKeys.blackToMove;
    if (us == Color::Black) ++m_fullmoveNumber;

    if (m.isDoublePush()) setEnPassantSquare(static_cast<Square>(from + pawnStep(us)));
    if constexpr (kChecksConsistency) assert(isConsistent());
}

void Position::unmakeMove(Move m, const UndoInfo& undo) {
    const Color us = ~m_sideToMove;
    const Square from = m.from();
    const Square to = m.to();
    m_sideToMove = us;
    if (us == Color::Black) --m_fullmoveNumber;

    if (m.isCastling()) {
        const Square rookFrom = castlingRookFor(m);
        castle(to, from, static_cast<Square>(fileOf(to) == 6 ? to - 1 : to + 1), rookFrom);
    } else {
        if (m.isPromotion()) {
            lift(to);
            place(to, makePiece(us, PieceType::Pawn));
        }
        shift(to, from);
        if (undo.captured != Piece::Empty) {
            const auto victim = m.isEnPassant() ? static_cast<Square>(to - pawnStep(us)) : to;
            place(victim, undo.captured);
        }
    }

    m_castling = undo.castling;
    m_enPassant = undo.enPassant;
    m_halfmoveClock = undo.halfmoveClock;
    m_hash = undo.hash;
    if constexpr (kChecksConsistency) assert(isConsistent());
}

void Position::makeNullMove(UndoInfo& undo) {
    undo.hash = m_hash;
    undo.castling = m_castling;
    undo.enPassant = m_enPassant;
    undo.halfmoveClock = m_halfmoveClock;
    undo.captured = Piece::Empty;
    if (m_enPassant != kNoSquare) {
        m_hash ^= zobrist::kKeys.enPassantFile[static_cast<std::size_t>(fileOf(m_enPassant))];
        m_enPassant = kNoSquare;
    }
    ++m_halfmoveClock;
    m_sideToMove = ~m_sideToMove;
    m_hash ^= zobrist::kKeys.blackToMove;
    if constexpr (kChecksConsistency) assert(isConsistent());
}

void Position::unmakeNullMove(const UndoInfo& undo) {
    m_sideToMove = ~m_sideToMove;
    m_enPassant = undo.enPassant;
    m_halfmoveClock = undo.halfmoveClock;
    m_hash = undo.hash;
    if constexpr (kChecksConsistency) assert(isConsistent());
}

bool Position::isAttacked(Square s, Color by) const {
    const auto at = [this, s](int offset) {
        const int t = s + offset;
        return m_board[static_cast<std::size_t>(t)];
    };
    const Piece pawn = makePiece(by, PieceType::Pawn);
    // A white pawn attacks s from the two squares diagonally below it.
    const int back = -pawnStep(by);
    if (at(back - 1) == pawn || at(back + 1) == pawn) return true;
    const Piece knight = makePiece(by, PieceType::Knight);
    for (int d : dir::kKnight)
        if (at(d) == knight) return true;
    const Piece king = makePiece(by, PieceType::King);
    for (int d : dir::kKing)
        if (at(d) == king) return true;
    const Piece queen = makePiece(by, PieceType::Queen);
    const Piece rook = makePiece(by, PieceType::Rook);
    for (int d : dir::kRook) {
        int t = s + d;
        while (m_board[static_cast<std::size_t>(t)] == Piece::Empty)
            t += d;
        const Piece p = m_board[static_cast<std::size_t>(t)];
        if (p == rook || p == queen) return true;
    }
    const Piece bishop = makePiece(by, PieceType::Bishop);
    for (int d : dir::kBishop) {
        int t = s + d;
        while (m_board[static_cast<std::size_t>(t)] == Piece::Empty)
            t += d;
        const Piece p = m_board[static_cast<std::size_t>(t)];
        if (p == bishop || p == queen) return true;
    }
    return false;
}

bool Position::isInCheck() const {
    const Square k = kingSquare(m_sideToMove);
    return k != kNoSquare && isAttacked(k, ~m_sideToMove);
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = 0;
    for (Square s : kAllSquares)
        if (isPiece(m_board[s])) h ^= zobrist::pieceKey(m_board[s], s);
    h ^= zobrist::kKeys.castling[m_castling];
    if (m_enPassant != kNoSquare)
        h ^= zobrist::kKeys.enPassantFile[static_cast<std::size_t>(fileOf(m_enPassant))];
    if (m_sideToMove == Color::Black) h ^= zobrist::kKeys.blackToMove;
    return h;
}

bool Position::isConsistent() const {
    std::array<std::array<std::uint8_t, 8>, 2> counts {};
    std::array<int, 2> onBoard {};
    for (int s = 0; s < kMailboxSize; ++s) {
        const auto sq = static_cast<Square>(s);
        const Piece p = m_board[sq];
        if (!isOnBoard(sq)) {
            if (p != Piece::Offboard) return false;
            continue;
        }
        if (p == Piece::Empty) continue;
        if (!isPiece(p) || pieceType(p) == PieceType::None) return false;
        const int c = index(pieceColor(p));
        ++counts[c][index(pieceType(p))];
        ++onBoard[c];
        if (m_listIndex[sq] >= m_listSize[c] || m_list[c][m_listIndex[sq]] != sq) return false;
    }
    for (int c = 0; c < 2; ++c) {
        if (onBoard[c] != m_listSize[c] || counts[c] != m_count[c]) return false;
        const Square k = m_king[c];
        if (m_count[c][index(PieceType::King)] > 0
            && (k == kNoSquare || pieceType(m_board[k]) != PieceType::King))
            return false;
    }
    return m_hash == computeHash();
}

bool Position::samePositionAs(const Position& other) const {
    return m_board == other.m_board && m_sideToMove == other.m_sideToMove
        && m_castling == other.m_castling && m_enPassant == other.m_enPassant
        && m_castlingRook == other.m_castlingRook;
}

bool operator==(const Position& a, const Position& b) {
    return a.samePositionAs(b) && a.m_halfmoveClock == b.m_halfmoveClock
        && a.m_fullmoveNumber == b.m_fullmoveNumber;
}

} // namespace rochade
