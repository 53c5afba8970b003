// SPDX-License-Identifier: GPL-3.0-or-later
// Explanations of bad moves: the refutation and the better line replayed on the core, and
// only what the replay shows is said.
#include "rochade/review/explanation.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <utility>

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

int materialOf(const Position& position, Color side) {
    int sum = 0;
    for (PieceType type : kMaterialTypes)
        sum += primerValue(type) * position.pieceCount(side, type);
    return sum;
}

/// The material of `side` less its opponent's, in primer pawns.
int balanceFor(const Position& position, Color side) {
    return materialOf(position, side) - materialOf(position, ~side);
}

/// How far the settling of a line's end looks: enough for the exchanges a player sees, and
/// a bound on the work for a position full of captures.
constexpr int kSettleMaxPlies = 8;
constexpr int kSettleMaxNodes = 2000;
constexpr int kSettleInfinity = 1000;

/// The balance the side to move reaches on `position` by captures alone (and promotions to
/// a queen), each side free to stop instead: a static exchange over the whole board, so that
/// a line cut in the middle of an exchange is counted as the next obvious recaptures end it.
/// Legal moves only, so pins count; threats and checks do not. `settling` gets the moves
/// of the best sequence.
int settleCaptures(const Position& position, int alpha, int beta, int ply, int& nodes,
    std::vector<Move>& settling) {
    settling.clear();
    const int standPat = balanceFor(position, position.sideToMove());
    if (standPat >= beta || ply >= kSettleMaxPlies || ++nodes > kSettleMaxNodes) return standPat;
    alpha = std::max(alpha, standPat);
    std::vector<std::pair<int, Move>> captures; // the dearest victim first, by the cheapest
    for (const Move move : MoveGenerator::legalMoves(position)) {
        if (move.isPromotion() && move.promotion() != PieceType::Queen) continue;
        if (!move.isCapture() && !move.isPromotion()) continue;
        const Piece victim = position.pieceAt(move.to());
        const int victimValue = victim == Piece::Empty ? 1 : primerValue(pieceType(victim));
        const int order = 16 * victimValue - primerValue(pieceType(position.pieceAt(move.from())));
        captures.emplace_back(order, move);
    }
    std::stable_sort(captures.begin(), captures.end(),
        [](const auto& a, const auto& b) { return a.first > b.first; });
    int best = standPat;
    std::vector<Move> rest;
    for (const auto& [order, move] : captures) {
        Position next = position;
        UndoInfo undo;
        next.makeMove(move, undo);
        const int score = -settleCaptures(next, -beta, -alpha, ply + 1, nodes, rest);
        if (score > best) {
            best = score;
            settling.assign(1, move);
            settling.insert(settling.end(), rest.begin(), rest.end());
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) break;
    }
    return best;
}

/// Replays `moves` from `from` while they are legal, then settles what is still to be taken
/// at the end (settleCaptures()): an engine's line often stops with a piece still to be
/// taken back.
PlayedLine playLine(const Position& from, const std::vector<Move>& moves) {
    PlayedLine line { from, {}, {} };
    for (const Move move : moves) {
        if (!MoveGenerator::isLegal(line.end, move)) break;
        playOn(line, move);
    }
    int nodes = 0;
    std::vector<Move> settling;
    settleCaptures(line.end, -kSettleInfinity, kSettleInfinity, 0, nodes, settling);
    for (const Move move : settling)
        playOn(line, move);
    return line;
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

/// What the mover is sure to win back at the settled end of its refutation when the
/// opponent is to move there: with two or more of the opponent's pieces attacked where
/// taking them wins (a fork, a double attack, a sacrifice's point), the opponent saves one
/// and the mover takes the next, by the static exchange on its square. None when the
/// opponent is in check there: the line stops in the middle of the mover's attack, and no
/// count of material is sure.
std::optional<int> surelyWonBack(const Position& end, Color mover) {
    if (end.sideToMove() == mover) return 0;
    if (end.isInCheck()) return std::nullopt;
    Position passed = end;
    UndoInfo undo;
    passed.makeNullMove(undo);
    std::vector<int> gains;
    for (const Move move : MoveGenerator::legalMoves(passed)) {
        if (!move.isCapture() || move.isEnPassant()) continue;
        const Square square = move.to();
        if (cheapestCaptureOn(passed, square) != move) continue; // one look a square
        if (const int gain = exchangeGain(passed, square, 0); gain > 0) gains.push_back(gain);
    }
    if (gains.size() < 2) return 0;
    std::sort(gains.begin(), gains.end(), std::greater<>());
    return gains[1];
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

/// The classes a player counts lost material in: a knight and a bishop are both "a piece".
enum class Worth {
    Pawn,
    Minor,
    Rook,
    Queen
};
constexpr std::array<int, 4> kWorthValue = { 1, 3, 5, 9 };

Worth worthOf(PieceType type) {
    switch (type) {
    case PieceType::Knight:
    case PieceType::Bishop:
        return Worth::Minor;
    case PieceType::Rook:
        return Worth::Rook;
    case PieceType::Queen:
        return Worth::Queen;
    default:
        return Worth::Pawn;
    }
}

/// What a line did to the mover's material, from the position before the move to the
/// line's settled end.
struct MaterialChange {
    int balance = 0; ///< the change of the mover's balance in primer pawns (< 0: lost)
    /// By Worth: the mover's pieces lost less the opponent's (a promotion counts as a pawn
    /// lost and a queen won).
    std::array<int, 4> netLost {};

    int lost(Worth worth) const { return netLost[static_cast<std::size_t>(worth)]; }
    /// What the opponent gave for the mover's pieces of `worth`: its material of the other
    /// worths it lost more of than the mover did.
    int paidFor(Worth worth) const {
        int paid = 0;
        for (std::size_t other = 0; other < netLost.size(); ++other)
            if (other != static_cast<std::size_t>(worth))
                paid += std::max(0, -netLost[other]) * kWorthValue[other];
        return paid;
    }
};

MaterialChange changeOf(const Position& before, const Position& end, Color mover) {
    MaterialChange change;
    change.balance = balanceFor(end, mover) - balanceFor(before, mover);
    for (PieceType type : kMaterialTypes) {
        const int moverLost = before.pieceCount(mover, type) - end.pieceCount(mover, type);
        const int opponentLost = before.pieceCount(~mover, type) - end.pieceCount(~mover, type);
        change.netLost[static_cast<std::size_t>(worthOf(type))] += moverLost - opponentLost;
    }
    return change;
}

/// True if ply `ply` of `line` takes a piece of `worth` or dearer on `square`.
bool takesAsMuchOn(const PlayedLine& line, std::size_t ply, Square square, Worth worth) {
    if (ply >= line.moves.size() || line.taken[ply] == Piece::Empty) return false;
    return line.moves[ply].to() == square
        && primerValue(pieceType(line.taken[ply])) >= kWorthValue[static_cast<std::size_t>(worth)];
}

/// The ply of `line` (whose ply 0 is the move played) at which the opponent takes one of
/// the mover's pieces of `worth` for nothing: not paid for by the mover's capture of as much
/// on that square just before (an exchange the mover began) or just after (taken back).
/// Without such a capture, the first capture of such a piece; none if there is none.
std::optional<std::size_t> plyOfLoss(const PlayedLine& line, Color mover, Worth worth) {
    std::optional<std::size_t> first;
    for (std::size_t ply = 1; ply < line.moves.size(); ++ply) {
        const Piece taken = line.taken[ply];
        if (taken == Piece::Empty || pieceColor(taken) != mover
            || pieceType(taken) == PieceType::Pawn || worthOf(pieceType(taken)) != worth)
            continue;
        if (!first) first = ply;
        const Square square = line.moves[ply].to();
        if (!takesAsMuchOn(line, ply - 1, square, worth)
            && !takesAsMuchOn(line, ply + 1, square, worth))
            return ply;
    }
    return first;
}

/// What may come back for a lost piece and the sentence still say the piece is lost: a
/// pawn for a knight, a bishop or a rook (a rook for a minor piece is the exchange); for the
/// queen, a minor piece and a pawn (the queen lost to a fork and the knight taken back). What
/// the mover lost besides (pawns, say) does not make up for what came back.
int mostBackFor(Worth worth) {
    return worth == Worth::Queen ? 4 : 1;
}

Explanation materialExplanation(const Position& before, Move played, const PlayedLine& refuted,
    const PlayedLine& better, const std::vector<Move>& refutation) {
    const Color mover = before.sideToMove();
    const MaterialChange change = changeOf(before, refuted.end, mover);
    const MaterialChange betterChange = changeOf(before, better.end, mover);
    const std::optional<int> wonBack = surelyWonBack(refuted.end, mover);
    if (!wonBack) return {};
    const int loss = -change.balance - *wonBack;
    // The move must cost material against the better line too, or the loss is not why it
    // was bad (a piece lost whatever the mover plays).
    const int worse = betterChange.balance - change.balance - *wonBack;
    if (loss < 1 || worse < 1 || refutation.empty()) return {};

    Explanation explanation;
    explanation.line = { refutation.front() };
    Position after = before;
    UndoInfo undo;
    after.makeMove(played, undo);
    explanation.lineSan = sanLine(after, explanation.line);
    // A piece lost for little, the dearest first.
    for (Worth worth : { Worth::Queen, Worth::Rook, Worth::Minor }) {
        const int paid = change.paidFor(worth) + *wonBack;
        if (change.lost(worth) < 1 || paid > mostBackFor(worth) || loss < 2 || worse < 2) continue;
        const std::optional<std::size_t> ply = plyOfLoss(refuted, mover, worth);
        if (!ply) continue;
        const Piece piece = refuted.taken[*ply];
        explanation.piece = pieceType(piece);
        explanation.square = refuted.moves[*ply].to();
        // The first reply takes a piece that stood there before the move: the move left it.
        const bool leftStanding = *ply == 1 && before.pieceAt(explanation.square) == piece;
        explanation.kind
            = leftStanding ? ExplanationKind::LeavesPiece : ExplanationKind::LosesPiece;
        return explanation;
    }
    // A rook for a knight or a bishop.
    if (change.lost(Worth::Rook) == 1 && change.lost(Worth::Minor) == -1
        && change.lost(Worth::Queen) == 0) {
        explanation.kind = ExplanationKind::LosesExchange;
        return explanation;
    }
    // Pawns alone: every piece lost was paid for by one of the same worth.
    if (change.lost(Worth::Minor) == 0 && change.lost(Worth::Rook) == 0
        && change.lost(Worth::Queen) == 0 && change.lost(Worth::Pawn) >= 1) {
        explanation.kind = ExplanationKind::LosesPawns;
        explanation.count = change.lost(Worth::Pawn);
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
    std::vector<Move> playedLine { played };
    playedLine.insert(playedLine.end(), refutation.begin(), refutation.end());
    const PlayedLine refuted = playLine(before, playedLine);
    const PlayedLine better = playLine(before, betterLine);
    return materialExplanation(before, played, refuted, better, refutation);
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
    case ExplanationKind::LeavesPiece:
        return "Leaves the " + std::string(pieceTypeName(explanation.piece)) + " on "
            + squareName(explanation.square) + " to be taken: " + explanation.lineSan;
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
