// SPDX-License-Identifier: GPL-3.0-or-later
// Explanations of bad moves: the refutation and the better line replayed on the core, and
// only what the replay shows is said.
#include "rochade/review/explanation.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>

namespace rochade::review {

namespace {

/// Material in pawns, the values every chess primer gives: the sentences speak of pieces
/// won and lost, not of the engine's finer weights.
int primerValue(PieceType type) {
    switch (type) {
    case PieceType::Pawn:
        return 1;
    case PieceType::Knight:
    case PieceType::Bishop:
        return 3;
    case PieceType::Rook:
        return 5;
    case PieceType::Queen:
        return 9;
    case PieceType::None:
    case PieceType::King:
        break;
    }
    return 0;
}

constexpr std::array kMaterialTypes
    = { PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen };

/// A line played out: the position at its end and the moves that were legal, each with the
/// piece it took.
struct PlayedLine {
    Position end;
    std::vector<Move> moves;
    std::vector<Piece> taken;
};

void playOn(PlayedLine& line, Move move) {
    Piece taken = line.end.pieceAt(move.to());
    if (move.isCapture() && taken == Piece::Empty) // en passant: the pawn beside the target
        taken = makePiece(~line.end.sideToMove(), PieceType::Pawn);
    UndoInfo undo;
    line.end.makeMove(move, undo);
    line.moves.push_back(move);
    line.taken.push_back(move.isCapture() ? taken : Piece::Empty);
}

/// The cheapest legal capture on `square` for the side to move (a promotion to a queen when
/// a pawn takes onto the last rank); null if there is none.
Move cheapestCaptureOn(const Position& position, Square square) {
    Move cheapest;
    int cheapestValue = 0;
    for (const Move move : MoveGenerator::legalMoves(position)) {
        if (!move.isCapture() || move.to() != square) continue;
        if (move.isPromotion() && move.promotion() != PieceType::Queen) continue;
        const int value = primerValue(pieceType(position.pieceAt(move.from())));
        const int cost = value == 0 ? 100 : value; // the king takes last
        if (cheapest.isNull() || cost < cheapestValue) {
            cheapest = move;
            cheapestValue = cost;
        }
    }
    return cheapest;
}

/// What the side to move gains by taking on `square` and going on with the exchange there,
/// each side stopping when taking on would cost it (zero: it stops at once).
int exchangeGain(const Position& position, Square square, int depth) {
    if (depth > 32) return 0;
    const Move capture = cheapestCaptureOn(position, square);
    if (capture.isNull()) return 0;
    const int taken = primerValue(pieceType(position.pieceAt(square)));
    Position next = position;
    UndoInfo undo;
    next.makeMove(capture, undo);
    return std::max(0, taken - exchangeGain(next, square, depth + 1));
}

/// Replays `moves` from `from` while they are legal, then settles the exchange on the last
/// capture's square: the line of an engine often stops with a piece still to be taken back.
PlayedLine playLine(const Position& from, const std::vector<Move>& moves) {
    PlayedLine line { from, {}, {} };
    for (const Move move : moves) {
        if (!MoveGenerator::isLegal(line.end, move)) break;
        playOn(line, move);
    }
    const auto lastCapture = std::find_if(
        line.moves.rbegin(), line.moves.rend(), [](Move move) { return move.isCapture(); });
    if (lastCapture == line.moves.rend()) return line;
    const Square square = lastCapture->to();
    while (exchangeGain(line.end, square, 0) > 0)
        playOn(line, cheapestCaptureOn(line.end, square));
    return line;
}

bool isMated(const Position& position, Color side) {
    return position.sideToMove() == side && position.isInCheck()
        && !MoveGenerator::hasLegalMove(position);
}

/// The mate `moves` plays from `from` against `mated`, cut at the mate: the moves up to it,
/// or empty if the line does not mate.
std::vector<Move> mateLine(const Position& from, const std::vector<Move>& moves, Color mated) {
    Position position = from;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (!MoveGenerator::isLegal(position, moves[ply])) return {};
        UndoInfo undo;
        position.makeMove(moves[ply], undo);
        if (isMated(position, mated)) return { moves.begin(), moves.begin() + ply + 1 };
    }
    return {};
}

int materialOf(const Position& position, Color side) {
    int sum = 0;
    for (PieceType type : kMaterialTypes)
        sum += primerValue(type) * position.pieceCount(side, type);
    return sum;
}

/// The mover's pieces of `type` the line's end has fewer of than `other`'s end.
int fewer(const Position& end, const Position& other, Color side, PieceType type) {
    return other.pieceCount(side, type) - end.pieceCount(side, type);
}

Explanation materialExplanation(const Position& after, Color mover, const PlayedLine& refuted,
    const PlayedLine& better, const std::vector<Move>& refutation) {
    const Color opponent = ~mover;
    const int lost = (materialOf(better.end, mover) - materialOf(better.end, opponent))
        - (materialOf(refuted.end, mover) - materialOf(refuted.end, opponent));
    if (lost < 1 || refutation.empty()) return {};
    int opponentLost = 0; // what the mover gets back in the refutation, by the better line
    for (PieceType type : kMaterialTypes)
        opponentLost
            += primerValue(type) * std::max(0, fewer(refuted.end, better.end, opponent, type));

    Explanation explanation;
    explanation.line = { refutation.front() };
    explanation.lineSan = sanLine(after, explanation.line);
    // A piece lost for at most a pawn, the dearest first.
    for (PieceType type :
        { PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight }) {
        if (fewer(refuted.end, better.end, mover, type) < 1) continue;
        if (opponentLost > 1 || lost < primerValue(type) - 1) continue;
        const Piece piece = makePiece(mover, type);
        for (std::size_t ply = refuted.moves.size(); ply-- > 0;) {
            if (refuted.taken[ply] != piece) continue;
            explanation.kind = ExplanationKind::LosesPiece;
            explanation.piece = type;
            explanation.square = refuted.moves[ply].to();
            return explanation;
        }
    }
    // A rook for a knight or a bishop.
    const int minorsTaken = fewer(refuted.end, better.end, opponent, PieceType::Knight)
        + fewer(refuted.end, better.end, opponent, PieceType::Bishop);
    if (fewer(refuted.end, better.end, mover, PieceType::Rook) == 1 && minorsTaken == 1
        && fewer(refuted.end, better.end, mover, PieceType::Queen) <= 0 && lost >= 1) {
        explanation.kind = ExplanationKind::LosesExchange;
        return explanation;
    }
    // Pawns alone, nothing else changed hands.
    for (PieceType type :
        { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen })
        if (fewer(refuted.end, better.end, mover, type) != 0
            || fewer(refuted.end, better.end, opponent, type) != 0)
            return {};
    const int pawns = fewer(refuted.end, better.end, mover, PieceType::Pawn);
    if (pawns >= 1 && lost >= pawns) {
        explanation.kind = ExplanationKind::LosesPawns;
        explanation.count = pawns;
        return explanation;
    }
    return {};
}

} // namespace

std::string sanLine(const Position& from, const std::vector<Move>& line) {
    std::string text;
    Position position = from;
    for (const Move move : line) {
        if (!MoveGenerator::isLegal(position, move)) break;
        if (!text.empty())
            text += ' ';
        else if (position.sideToMove() == Color::Black)
            text += "...";
        text += toSan(position, move);
        UndoInfo undo;
        position.makeMove(move, undo);
    }
    return text;
}

Explanation explainMove(const Position& before, Move played, const std::vector<Move>& refutation,
    const std::vector<Move>& betterLine) {
    if (played.isNull() || !MoveGenerator::isLegal(before, played)) return {};
    if (!betterLine.empty() && betterLine.front() == played) return {};
    const Color mover = before.sideToMove();
    Position after = before;
    UndoInfo undo;
    after.makeMove(played, undo);

    // 1. The refutation mates the mover.
    if (std::vector<Move> mate = mateLine(after, refutation, mover); !mate.empty()) {
        Explanation explanation;
        explanation.kind = ExplanationKind::AllowsMate;
        explanation.count = static_cast<int>(mate.size() + 1) / 2;
        explanation.lineSan = sanLine(after, mate);
        explanation.line = std::move(mate);
        return explanation;
    }
    // 2. The better line mated, and the move played does not.
    if (std::vector<Move> mate = mateLine(before, betterLine, ~mover); !mate.empty()) {
        std::vector<Move> playedLine { played };
        playedLine.insert(playedLine.end(), refutation.begin(), refutation.end());
        if (mateLine(before, playedLine, ~mover).empty()) {
            Explanation explanation;
            explanation.kind = ExplanationKind::MissesMate;
            explanation.count = static_cast<int>(mate.size() + 1) / 2;
            explanation.lineSan = sanLine(before, mate);
            explanation.line = std::move(mate);
            return explanation;
        }
        return {};
    }
    // 3. Material, both lines settled.
    const PlayedLine refuted = playLine(after, refutation);
    const PlayedLine better = playLine(before, betterLine);
    return materialExplanation(after, mover, refuted, better, refutation);
}

std::string englishText(const Explanation& explanation) {
    switch (explanation.kind) {
    case ExplanationKind::AllowsMate:
        return "Allows mate in " + std::to_string(explanation.count) + ": " + explanation.lineSan;
    case ExplanationKind::MissesMate:
        return "Misses mate in " + std::to_string(explanation.count) + ": " + explanation.lineSan;
    case ExplanationKind::LosesPiece:
        return "Loses the " + std::string(pieceTypeName(explanation.piece)) + " on "
            + squareName(explanation.square) + " after " + explanation.lineSan;
    case ExplanationKind::LosesExchange:
        return "Loses the exchange after " + explanation.lineSan;
    case ExplanationKind::LosesPawns:
        return (explanation.count == 1 ? std::string("Loses a pawn")
                                       : "Loses " + std::to_string(explanation.count) + " pawns")
            + " after " + explanation.lineSan;
    case ExplanationKind::None:
        break;
    }
    return {};
}

} // namespace rochade::review
