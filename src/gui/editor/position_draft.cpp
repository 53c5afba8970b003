// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's position: pieces, side, rights and move number, kept playable-looking.
#include "editor/position_draft.h"

#include "rochade/core/fen.h"

#include <algorithm>

namespace rochade::gui {

namespace {

struct CastlingSquares {
    CastlingRight right;
    Square king;
    Square rook;
};
constexpr std::array<CastlingSquares, 4> kCastlingSquares = { {
    { CastlingRight::WhiteKingside, sq::E1, sq::H1 },
    { CastlingRight::WhiteQueenside, sq::E1, sq::A1 },
    { CastlingRight::BlackKingside, sq::E8, sq::H8 },
    { CastlingRight::BlackQueenside, sq::E8, sq::A8 },
} };

constexpr int kMaxMoveNumber = 9999;

Color rightColor(CastlingRight r) {
    return (bit(r) & (bit(CastlingRight::WhiteKingside) | bit(CastlingRight::WhiteQueenside)))
        ? Color::White
        : Color::Black;
}

bool isKingside(CastlingRight r) {
    return r == CastlingRight::WhiteKingside || r == CastlingRight::BlackKingside;
}

std::size_t slotOf(CastlingRight r) {
    for (std::size_t i = 0; i < kCastlingSquares.size(); ++i)
        if (kCastlingSquares[i].right == r) return i;
    return 0;
}

} // namespace

PositionDraft::PositionDraft() {
    rebuild();
}

std::string PositionDraft::fen() const {
    return toFen(m_position);
}

std::optional<Error> PositionDraft::problem() const {
    return validatePosition(m_position);
}

std::optional<Error> PositionDraft::setFen(std::string_view fen) {
    Result<Position> parsed = parseFen(fen);
    if (!parsed.ok()) return parsed.error();
    setPosition(parsed.value());
    return std::nullopt;
}

void PositionDraft::setPosition(const Position& pos) {
    for (Square s : kAllSquares)
        m_board[static_cast<std::size_t>(toIndex64(s))] = pos.pieceAt(s);
    m_sideToMove = pos.sideToMove();
    m_castling = pos.castlingRights();
    m_chess960 = pos.isChess960();
    for (const CastlingSquares& c : kCastlingSquares)
        m_rook[slotOf(c.right)] = m_chess960 && pos.hasCastlingRight(c.right)
            ? pos.castlingRookSquare(c.right)
            : c.rook;
    m_enPassant = pos.enPassantSquare();
    m_halfmoveClock = pos.halfmoveClock();
    m_fullmoveNumber = pos.fullmoveNumber();
    rebuild();
}

void PositionDraft::clear() {
    m_board.fill(Piece::Empty);
    m_sideToMove = Color::White;
    m_castling = 0;
    m_enPassant = kNoSquare;
    m_halfmoveClock = 0;
    m_fullmoveNumber = 1;
    rebuild();
}

void PositionDraft::setStartPosition() {
    setPosition(Position::startPosition());
}

void PositionDraft::setChess960(bool on) {
    m_chess960 = on;
    for (const CastlingSquares& c : kCastlingSquares)
        m_rook[slotOf(c.right)] = c.rook;
    if (on) {
        // The rights held keep their outermost rooks, which the standard corners are if
        // the pieces stand there.
        for (const CastlingSquares& c : kCastlingSquares)
            if ((m_castling & bit(c.right)) && castlingRookFor(c.right) != kNoSquare)
                m_rook[slotOf(c.right)] = castlingRookFor(c.right);
    }
    rebuild();
}

bool PositionDraft::put(Square s, Piece piece) {
    if (!isOnBoard(s) || !isPiece(piece)) return false;
    Piece& cell = m_board[static_cast<std::size_t>(toIndex64(s))];
    const bool replacesOwn = isPiece(cell) && pieceColor(cell) == pieceColor(piece);
    if (!replacesOwn
        && static_cast<int>(m_position.pieceSquares(pieceColor(piece)).size())
            >= Position::kMaxPiecesPerSide)
        return false;
    cell = piece;
    rebuild();
    return true;
}

void PositionDraft::remove(Square s) {
    if (!isOnBoard(s)) return;
    m_board[static_cast<std::size_t>(toIndex64(s))] = Piece::Empty;
    rebuild();
}

void PositionDraft::move(Square from, Square to) {
    if (!isOnBoard(from) || !isOnBoard(to) || from == to) return;
    Piece& source = m_board[static_cast<std::size_t>(toIndex64(from))];
    if (!isPiece(source)) return;
    m_board[static_cast<std::size_t>(toIndex64(to))] = source;
    source = Piece::Empty;
    rebuild();
}

void PositionDraft::setSideToMove(Color c) {
    m_sideToMove = c;
    rebuild();
}

bool PositionDraft::canCastle(CastlingRight r) const {
    return castlingRookFor(r) != kNoSquare;
}

Square PositionDraft::castlingRookFor(CastlingRight r) const {
    const CastlingSquares& c = kCastlingSquares[slotOf(r)];
    const Color colour = rightColor(r);
    const Piece king = makePiece(colour, PieceType::King);
    const Piece rook = makePiece(colour, PieceType::Rook);
    if (!m_chess960) return pieceOn(c.king) == king && pieceOn(c.rook) == rook ? c.rook : kNoSquare;
    // Chess960: the one king of the colour on its back rank, a rook beside it on the wing.
    const int rank = rankOf(c.king);
    int kingFile = -1;
    for (int file = 0; file < 8; ++file)
        if (pieceOn(makeSquare(file, rank)) == king) {
            if (kingFile >= 0) return kNoSquare; // two kings: no castling to speak of
            kingFile = file;
        }
    if (kingFile < 0) return kNoSquare;
    const auto onWing = [&](Square s) {
        return pieceOn(s) == rook && rankOf(s) == rank
            && (isKingside(r) ? fileOf(s) > kingFile : fileOf(s) < kingFile);
    };
    if ((m_castling & bit(r)) && onWing(m_rook[slotOf(r)])) return m_rook[slotOf(r)];
    const int step = isKingside(r) ? -1 : 1;
    for (int file = isKingside(r) ? 7 : 0; file != kingFile; file += step)
        if (onWing(makeSquare(file, rank))) return makeSquare(file, rank);
    return kNoSquare;
}

void PositionDraft::setCastling(CastlingRight r, bool on) {
    if (on && !canCastle(r)) return;
    if (on) m_rook[slotOf(r)] = castlingRookFor(r);
    m_castling = static_cast<CastlingRights>(on ? (m_castling | bit(r)) : (m_castling & ~bit(r)));
    rebuild();
}

std::vector<Square> PositionDraft::enPassantSquares() const {
    // The rule validatePosition() applies to an en-passant square (the pawn that passed it
    // stands in front of it; it and the square the pawn came from are empty), plus the
    // position's own test that a pawn of the side to move can legally take there.
    const Color mover = ~m_sideToMove;
    const int rank = m_sideToMove == Color::White ? 5 : 2;
    const int ahead = mover == Color::White ? dir::North : dir::South;
    std::vector<Square> squares;
    for (int file = 0; file < 8; ++file) {
        const Square target = makeSquare(file, rank);
        if (m_position.pieceAt(static_cast<Square>(target + ahead))
                != makePiece(mover, PieceType::Pawn)
            || m_position.pieceAt(target) != Piece::Empty
            || m_position.pieceAt(static_cast<Square>(target - ahead)) != Piece::Empty)
            continue;
        Position probe = m_position;
        probe.setEnPassantSquare(target);
        if (probe.enPassantSquare() == target) squares.push_back(target);
    }
    return squares;
}

void PositionDraft::setEnPassant(Square s) {
    const std::vector<Square> allowed = enPassantSquares();
    if (s != kNoSquare && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) return;
    m_enPassant = s;
    rebuild();
}

void PositionDraft::setFullmoveNumber(int n) {
    m_fullmoveNumber = std::clamp(n, 1, kMaxMoveNumber);
    rebuild();
}

void PositionDraft::rebuild() {
    Position pos;
    for (Square s : kAllSquares) {
        const Piece p = m_board[static_cast<std::size_t>(toIndex64(s))];
        if (!isPiece(p)) continue;
        [[maybe_unused]] const bool placed = pos.putPiece(s, p); // put() keeps the capacity
    }
    pos.setSideToMove(m_sideToMove);
    pos.setChess960(m_chess960);
    m_position = pos;
    for (const CastlingSquares& c : kCastlingSquares) {
        const std::size_t slot = slotOf(c.right);
        // A right whose own rook left (or whose king did) is gone, never moved to another rook.
        if ((m_castling & bit(c.right)) && castlingRookFor(c.right) != m_rook[slot])
            m_castling = static_cast<CastlingRights>(m_castling & ~bit(c.right));
        if (!(m_castling & bit(c.right))) m_rook[slot] = c.rook;
        pos.setCastlingRookSquare(c.right, m_rook[slot]);
    }
    pos.setCastlingRights(m_castling);
    pos.setHalfmoveClock(m_halfmoveClock);
    pos.setFullmoveNumber(m_fullmoveNumber);
    m_position = pos;
    const std::vector<Square> allowed = enPassantSquares();
    if (std::find(allowed.begin(), allowed.end(), m_enPassant) == allowed.end())
        m_enPassant = kNoSquare;
    pos.setEnPassantSquare(m_enPassant);
    m_position = pos;
}

} // namespace rochade::gui
