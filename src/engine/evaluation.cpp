// SPDX-License-Identifier: GPL-3.0-or-later
// The reference evaluation of document 000: material, positional rules, controlled space.
#include "rochade/engine/evaluation.h"

#include "rochade/core/move_generator.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace rochade::engine {

namespace {

constexpr int sign(Color c) {
    return c == Color::White ? 1 : -1;
}

constexpr bool isCentre(Square s) {
    return s == makeSquare(3, 3) || s == makeSquare(4, 3) || s == makeSquare(3, 4)
        || s == makeSquare(4, 4);
}
/// Weight of one space-array entry before the common factor kSquareControl.
constexpr int squareWeight(Square s) {
    return isCentre(s) ? weights::kCentreFactor : 1;
}

bool hasEmptyNeighbour(const Position& pos, Square s) {
    for (int d : dir::kKing)
        if (pos.pieceAt(static_cast<Square>(s + d)) == Piece::Empty) return true;
    return false;
}

/// The first non-empty cell from s in direction d (a piece or Offboard).
Piece firstPieceFrom(const Position& pos, Square s, int d) {
    Square t = static_cast<Square>(s + d);
    while (pos.pieceAt(t) == Piece::Empty)
        t = static_cast<Square>(t + d);
    return pos.pieceAt(t);
}

void addPawnTerms(const Position& pos, Color c, Square s,
    const std::array<std::array<int, 10>, 2>& pawnsOnFile, PositionalTerms& t) {
    const int sg = sign(c);
    const Piece ownPawn = makePiece(c, PieceType::Pawn);
    const int file = fileOf(s);
    const auto& enemyFiles = pawnsOnFile[index(~c)];
    // pawnsOnFile is indexed file + 1, so the neighbours of the a- and h-file read 0.
    t.pawnAdvance += sg * weights::kPawnAdvance * (relativeRank(s, c) - 1);
    if (enemyFiles[file] + enemyFiles[file + 1] + enemyFiles[file + 2] == 0)
        t.passedPawns += sg * weights::kPassedPawn;
    const Square ahead = static_cast<Square>(s + pawnStep(c));
    if (pos.pieceAt(ahead) == ownPawn) t.doubledPawns += sg * weights::kDoubledPawn;
    if (file == 0 || file == 7) t.edgePawns += sg * weights::kEdgePawn;
    if (pos.pieceAt(static_cast<Square>(ahead - 1)) == ownPawn)
        t.pawnChains += sg * weights::kPawnChain;
    if (pos.pieceAt(static_cast<Square>(ahead + 1)) == ownPawn)
        t.pawnChains += sg * weights::kPawnChain;
}

void addSideTerms(const Position& pos, Color c,
    const std::array<std::array<int, 10>, 2>& pawnsOnFile, PositionalTerms& t) {
    const int sg = sign(c);
    for (Square s : pos.pieceSquares(c)) {
        const Piece p = pos.pieceAt(s);
        switch (pieceType(p)) {
        case PieceType::Pawn:
            addPawnTerms(pos, c, s, pawnsOnFile, t);
            break;
        case PieceType::Knight: {
            const bool fileEdge = fileOf(s) == 0 || fileOf(s) == 7;
            const bool rankEdge = rankOf(s) == 0 || rankOf(s) == 7;
            if (fileEdge && rankEdge)
                t.knightsOnEdge += sg * weights::kKnightInCorner;
            else if (fileEdge || rankEdge)
                t.knightsOnEdge += sg * weights::kKnightOnEdge;
            break;
        }
        case PieceType::Bishop:
            // Looking only east and north counts each adjacent pair once, as the thesis's
            // code (west and south) does.
            if (pos.pieceAt(static_cast<Square>(s + dir::East)) == p)
                t.bishopPairs += sg * weights::kBishopPair;
            if (pos.pieceAt(static_cast<Square>(s + dir::North)) == p)
                t.bishopPairs += sg * weights::kBishopPair;
            break;
        case PieceType::Rook:
            if (firstPieceFrom(pos, s, dir::East) == p) t.rookPairs += sg * weights::kRookPair;
            if (firstPieceFrom(pos, s, dir::North) == p) t.rookPairs += sg * weights::kRookPair;
            break;
        case PieceType::Queen: {
            const Piece ownRook = makePiece(c, PieceType::Rook);
            for (int d : dir::kRook)
                if (firstPieceFrom(pos, s, d) == ownRook)
                    t.queenRookPairs += sg * weights::kQueenRookPair;
            if (relativeRank(s, c) != 0) t.queensOffBackRank += sg * weights::kQueenOffBackRank;
            if (hasEmptyNeighbour(pos, s)) t.queenMobility += sg * weights::kQueenMobility;
            break;
        }
        case PieceType::King:
            if (hasEmptyNeighbour(pos, s)) t.kingMobility += sg * weights::kKingMobility;
            break;
        default:
            break;
        }
    }
}

/// Weight of every mailbox cell in the space sum (0 off the board), before kSquareControl.
constexpr std::array<int, kMailboxSize> kSquareWeight = [] {
    std::array<int, kMailboxSize> w {};
    for (Square s : kAllSquares)
        w[s] = squareWeight(s);
    return w;
}();

/// Weighted count of the empty squares a slider reaches along `dirs` from s.
template <std::size_t N>
int slidingSpace(const Position& pos, Square s, const std::array<int, N>& dirs) {
    int sum = 0;
    for (int d : dirs)
        for (Square t = static_cast<Square>(s + d); pos.pieceAt(t) == Piece::Empty;
             t = static_cast<Square>(t + d))
            sum += kSquareWeight[t];
    return sum;
}

/// Weighted count of the empty squares among the single steps `dirs` from s.
int steppingSpace(const Position& pos, Square s, const std::array<int, 8>& dirs) {
    int sum = 0;
    for (int d : dirs) {
        const Square t = static_cast<Square>(s + d);
        if (pos.pieceAt(t) == Piece::Empty) sum += kSquareWeight[t];
    }
    return sum;
}

/// Space-array contributions of one side: its occupied squares and its moves onto empty
/// squares, weighted per square. Straight on the mailbox, equal to spaceTermReference().
int sideSpace(const Position& pos, Color c) {
    int sum = 0;
    const int fwd = pawnStep(c);
    for (Square s : pos.pieceSquares(c)) {
        sum += weights::kOccupiedSquare * kSquareWeight[s];
        switch (pieceType(pos.pieceAt(s))) {
        case PieceType::Pawn: {
            const Square one = static_cast<Square>(s + fwd);
            if (pos.pieceAt(one) == Piece::Empty) {
                sum += kSquareWeight[one];
                const Square two = static_cast<Square>(one + fwd);
                if (relativeRank(s, c) == 1 && pos.pieceAt(two) == Piece::Empty)
                    sum += kSquareWeight[two];
            }
            break;
        }
        case PieceType::Knight:
            sum += steppingSpace(pos, s, dir::kKnight);
            break;
        case PieceType::King:
            sum += steppingSpace(pos, s, dir::kKing);
            break;
        case PieceType::Bishop:
            sum += slidingSpace(pos, s, dir::kBishop);
            break;
        case PieceType::Rook:
            sum += slidingSpace(pos, s, dir::kRook);
            break;
        case PieceType::Queen:
            sum += slidingSpace(pos, s, dir::kKing);
            break;
        default:
            break;
        }
    }
    return sum;
}

} // namespace

int pieceValue(PieceType t) {
    switch (t) {
    case PieceType::Pawn:
        return weights::kPawn;
    case PieceType::Knight:
        return weights::kKnight;
    case PieceType::Bishop:
        return weights::kBishop;
    case PieceType::Rook:
        return weights::kRook;
    case PieceType::Queen:
        return weights::kQueen;
    default:
        return 0;
    }
}

int materialTerm(const Position& pos) {
    int sum = 0;
    for (PieceType t : { PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
             PieceType::Queen })
        sum += pieceValue(t) * (pos.pieceCount(Color::White, t) - pos.pieceCount(Color::Black, t));
    return sum;
}

PositionalTerms positionalTerms(const Position& pos) {
    // Pawns per file, indexed file + 1 with an empty column on each side.
    std::array<std::array<int, 10>, 2> pawnsOnFile {};
    for (Color c : { Color::White, Color::Black })
        for (Square s : pos.pieceSquares(c))
            if (pieceType(pos.pieceAt(s)) == PieceType::Pawn)
                ++pawnsOnFile[index(c)][fileOf(s) + 1];
    PositionalTerms t;
    addSideTerms(pos, Color::White, pawnsOnFile, t);
    addSideTerms(pos, Color::Black, pawnsOnFile, t);
    return t;
}

int spaceTerm(const Position& pos) {
    return weights::kSquareControl * (sideSpace(pos, Color::White) - sideSpace(pos, Color::Black));
}

int spaceTermReference(const Position& pos) {
    // 1. The 64-entry array: +2 / -2 for squares holding a white / black piece.
    std::array<int, 64> control {};
    for (Square s : kAllSquares) {
        const Piece p = pos.pieceAt(s);
        if (isPiece(p))
            control[static_cast<std::size_t>(toIndex64(s))] = pieceColor(p) == Color::White
                ? weights::kOccupiedSquare
                : -weights::kOccupiedSquare;
    }
    // 2. +1 / -1 for every distinct from-to pair that is a valid move ignoring check onto an
    // empty square. The thesis tests pairs on the bare board, so castling and en passant
    // (which need the rest of the position) are not among them, and a promotion is one pair.
    for (Color c : { Color::White, Color::Black }) {
        std::vector<int> pairs;
        for (Move m : MoveGenerator::pseudoLegalMoves(pos, c)) {
            if (m.isCastling() || m.isEnPassant() || pos.pieceAt(m.to()) != Piece::Empty) continue;
            pairs.push_back(m.from() * 128 + m.to());
        }
        std::sort(pairs.begin(), pairs.end());
        pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
        for (int pair : pairs)
            control[static_cast<std::size_t>(toIndex64(static_cast<Square>(pair % 128)))]
                += sign(c);
    }
    // 3. Every entry times 5, the four centre squares three times.
    int sum = 0;
    for (Square s : kAllSquares)
        sum += control[static_cast<std::size_t>(toIndex64(s))] * squareWeight(s)
            * weights::kSquareControl;
    return sum;
}

EvaluationTerms evaluateTerms(const Position& pos) {
    EvaluationTerms t;
    t.material = materialTerm(pos);
    t.positional = positionalTerms(pos).total();
    t.space = spaceTerm(pos);
    return t;
}

int evaluate(const Position& pos) {
    return evaluateTerms(pos).total();
}

} // namespace rochade::engine
