// SPDX-License-Identifier: GPL-3.0-or-later
// The beginner's glance: each move and the captures in reply, seen with a beginner's blind spots.
#include "glance.h"

#include "rochade/engine/see.h"

#include "rochade/core/move_generator.h"
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <vector>

namespace rochade::engine {

namespace {

/// A move whose material (after the reply it sees) is at most this far below the best one's
/// counts as safe: a beginner weighs pieces, not the evaluation's positional nuances.
constexpr int kGlanceSafetyToleranceCp = 50;
// What gives a quiet move a purpose in a beginner's eyes, and what looks pointless. The
// evaluation alone likes pawns marching (each rank is worth something) and has no notion
// of development; a beginner is taught "knights and bishops out, castle, the centre first".
constexpr int kDevelopsBonusCp = 50; ///< a knight or bishop leaves its first rank
constexpr int kCastlesBonusCp = 30;
constexpr int kCentrePawnBonusCp = 10; ///< a d- or e-pawn's first step
constexpr int kCheckBonusCp = 10; ///< a beginner likes to attack the king
constexpr int kRetreatPenaltyCp = 25; ///< a piece goes back though nothing attacks it
constexpr int kEarlyRookPenaltyCp = 30; ///< a rook moves while knights or bishops are at home
constexpr int kKingWalkPenaltyCp = 30; ///< the king wanders while the enemy has a queen
/// The queen goes out alone while two or more knights and bishops are still at home: the
/// evaluation rewards a queen off its rank, which would have it roam from the first moves.
constexpr int kEarlyQueenPenaltyCp = 30;
constexpr int kRepetitionPenaltyCp = 40; ///< back to a position of the game: no progress

/// One move as the beginner sees it.
struct GlancedMove {
    Move move;
    int safety = 0; ///< the evaluation after it less what it sees the opponent win in reply
    int material = 0; ///< the material balance after it less the same
    int score = 0; ///< safety plus the move's purpose
    bool mates = false;
    bool aimless = false; ///< isAimlessPawnPush()
};

std::size_t pickIndex(std::size_t count, std::mt19937& rng) {
    // rng() % n rather than a std distribution: the result must not depend on the library.
    return static_cast<std::size_t>(rng() % count);
}

int evaluationFor(const Position& pos, Color side) {
    const int white = evaluate(pos, EvaluationMode::Reference);
    return side == Color::White ? white : -white;
}

int materialFor(const Position& pos, Color side) {
    const int white = materialTerm(pos);
    return side == Color::White ? white : -white;
}

bool hasOnlyKingAndPawns(const Position& pos, Color side) {
    for (PieceType t : { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen })
        if (pos.pieceCount(side, t) > 0) return false;
    return true;
}

/// No enemy pawn ahead of the pawn on `s` on its own or a neighbouring file.
bool isPassedPawn(const Position& pos, Square s, Color side) {
    const Piece enemyPawn = makePiece(~side, PieceType::Pawn);
    for (int file = std::max(0, fileOf(s) - 1); file <= std::min(7, fileOf(s) + 1); ++file)
        for (int rank = 0; rank < 8; ++rank) {
            const Square ahead = makeSquare(file, rank);
            if (relativeRank(ahead, side) > relativeRank(s, side)
                && pos.pieceAt(ahead) == enemyPawn)
                return false;
        }
    return true;
}

/// The pawn on `s` attacks an enemy piece (a knight, bishop, rook, queen or the king).
bool pawnAttacksAPiece(const Position& pos, Square s, Color side) {
    for (int d : { dir::East, dir::West }) {
        const Piece target = pos.pieceAt(static_cast<Square>(s + pawnStep(side) + d));
        if (isPiece(target) && pieceColor(target) != side && pieceType(target) != PieceType::Pawn)
            return true;
    }
    return false;
}

int undevelopedMinors(const Position& pos, Color side) {
    int count = 0;
    const int rank = side == Color::White ? 0 : 7;
    for (int file : { 1, 6 })
        count += pos.pieceAt(makeSquare(file, rank)) == makePiece(side, PieceType::Knight);
    for (int file : { 2, 5 })
        count += pos.pieceAt(makeSquare(file, rank)) == makePiece(side, PieceType::Bishop);
    return count;
}

/// How purposeful `m` looks (mover's view, centipawns); `after` is the position it makes.
int purposeOf(
    const Position& pos, Move m, const Position& after, std::span<const std::uint64_t> history) {
    const Color side = pos.sideToMove();
    int purpose = after.isInCheck() ? kCheckBonusCp : 0;
    if (std::find(history.begin(), history.end(), after.hash()) != history.end())
        purpose -= kRepetitionPenaltyCp;
    if (m.isCastling()) return purpose + kCastlesBonusCp;
    if (!m.isQuiet()) return purpose;
    const int fromRank = relativeRank(m.from(), side);
    const int toRank = relativeRank(m.to(), side);
    const bool unprovoked = !pos.isAttacked(m.from(), ~side);
    switch (pieceType(pos.pieceAt(m.from()))) {
    case PieceType::Knight:
    case PieceType::Bishop:
        if (fromRank == 0) return purpose + kDevelopsBonusCp;
        return toRank < fromRank && unprovoked ? purpose - kRetreatPenaltyCp : purpose;
    case PieceType::Queen:
        if (undevelopedMinors(pos, side) >= 2) purpose -= kEarlyQueenPenaltyCp;
        return toRank < fromRank && unprovoked ? purpose - kRetreatPenaltyCp : purpose;
    case PieceType::Rook:
        return undevelopedMinors(pos, side) > 0 ? purpose - kEarlyRookPenaltyCp : purpose;
    case PieceType::King:
        return pos.pieceCount(~side, PieceType::Queen) > 0 ? purpose - kKingWalkPenaltyCp : purpose;
    case PieceType::Pawn: {
        const int file = fileOf(m.from());
        return (file == 3 || file == 4) && fromRank == 1 ? purpose + kCentrePawnBonusCp : purpose;
    }
    default:
        return purpose;
    }
}

/// What the beginner sees the opponent win in reply to `m`, which made `after` (opponent to
/// move): the best single capture by the static exchange, or a mate (kMateScore).
int visibleReplyLoss(
    Position& after, Move m, const BlindSpots& blind, std::uint64_t& positionsSeen) {
    int loss = 0;
    for (Move reply : MoveGenerator::legalMoves(after)) {
        if (reply.isCapture() || reply.isPromotion()) {
            // Taking the piece just moved (also en passant after its double step) is what the
            // first blind spot hides; anything else the second.
            const bool takesMovedPiece
                = reply.to() == m.to() || (reply.isEnPassant() && m.isDoublePush());
            if (!(takesMovedPiece ? blind.movedPiece : blind.threats))
                loss = std::max(loss, staticExchange(after, reply));
        }
        if (blind.threats) continue;
        UndoInfo undo;
        after.makeMove(reply, undo);
        ++positionsSeen;
        const bool mated = after.isInCheck() && !MoveGenerator::hasLegalMove(after);
        after.unmakeMove(reply, undo);
        if (mated) return kMateScore;
    }
    return loss;
}

GlancedMove glanceAt(const Position& pos, Move m, std::span<const std::uint64_t> history,
    const BlindSpots& blind, std::uint64_t& positionsSeen) {
    GlancedMove g;
    g.move = m;
    g.aimless = isAimlessPawnPush(pos, m);
    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    ++positionsSeen;
    const int purpose = purposeOf(pos, m, after, history);
    const Color side = pos.sideToMove();
    if (!MoveGenerator::hasLegalMove(after)) {
        g.mates = after.isInCheck();
        // Stalemate is a draw, which a beginner who is ahead knows to avoid; a mate it does
        // not notice counts for its material only.
        g.safety = g.mates ? evaluationFor(after, side) : 0;
        g.material = g.mates ? materialFor(after, side) : 0;
    } else {
        const int loss = visibleReplyLoss(after, m, blind, positionsSeen);
        g.safety = evaluationFor(after, side) - loss;
        g.material = materialFor(after, side) - loss;
    }
    g.score = g.safety + purpose;
    return g;
}

const GlancedMove& pickAmong(const std::vector<const GlancedMove*>& moves, std::mt19937& rng) {
    return *moves[pickIndex(moves.size(), rng)];
}

} // namespace

bool chanceComesUp(double chance, std::mt19937& rng) {
    // A fraction of 32 random bits rather than a std distribution: the same on every library.
    return static_cast<double>(rng()) / 4294967296.0 < chance;
}

BlindSpots drawBlindSpots(const HumanErrors& errors, std::mt19937& rng) {
    BlindSpots blind;
    blind.movedPiece = chanceComesUp(errors.hangsPiece, rng);
    blind.threats = chanceComesUp(errors.missesThreat, rng);
    blind.mateInOne = chanceComesUp(errors.missesMateInOne, rng);
    blind.pawnImpulse = chanceComesUp(errors.aimlessPawnPush, rng);
    return blind;
}

bool isAimlessPawnPush(const Position& pos, Move m) {
    const Color side = pos.sideToMove();
    if (pieceType(pos.pieceAt(m.from())) != PieceType::Pawn || !m.isQuiet()) return false;
    if (hasOnlyKingAndPawns(pos, side)) return false; // the ending: every pawn may queen
    const int file = fileOf(m.from());
    if ((file == 3 || file == 4) && relativeRank(m.from(), side) == 1) return false;
    const int toRank = relativeRank(m.to(), side);
    if (file >= 2 && file <= 5 && (toRank == 3 || toRank == 4)) return false; // the centre
    if (isPassedPawn(pos, m.from(), side)) return false;
    if (pos.isAttacked(m.from(), ~side)) return false; // fleeing
    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    return !pawnAttacksAPiece(after, m.to(), side);
}

SearchResult glanceForMove(const Position& pos, std::span<const std::uint64_t> history,
    const BlindSpots& blind, int marginCp, std::span<const Move> searchMoves, std::mt19937& rng) {
    SearchResult result;
    MoveList moves = MoveGenerator::legalMoves(pos);
    if (moves.empty()) {
        result.noLegalMove = true;
        return result;
    }
    MoveList wanted;
    for (Move m : moves)
        if (std::find(searchMoves.begin(), searchMoves.end(), m) != searchMoves.end())
            wanted.push(m);
    if (!wanted.empty()) moves = wanted;

    // 1. One look at every move.
    std::vector<GlancedMove> glanced;
    glanced.reserve(moves.size());
    for (Move m : moves)
        glanced.push_back(glanceAt(pos, m, history, blind, result.nodes));
    const auto collect = [&](auto&& keep) {
        std::vector<const GlancedMove*> kept;
        for (const GlancedMove& g : glanced)
            if (keep(g)) kept.push_back(&g);
        return kept;
    };
    int mostMaterial = glanced.front().material;
    for (const GlancedMove& g : glanced)
        mostMaterial = std::max(mostMaterial, g.material);
    const auto looksSafe = [&](const GlancedMove& g) {
        return g.material >= mostMaterial - kGlanceSafetyToleranceCp;
    };

    const GlancedMove* chosen = nullptr;
    // 2. A mate it sees, played at once.
    if (!blind.mateInOne) {
        const auto mates = collect([](const GlancedMove& g) { return g.mates; });
        if (!mates.empty()) chosen = &pickAmong(mates, rng);
    }
    // 3. The urge to push a pawn, when nothing it sees is at stake.
    if (chosen == nullptr && blind.pawnImpulse) {
        const auto pushes
            = collect([&](const GlancedMove& g) { return g.aimless && looksSafe(g); });
        if (!pushes.empty()) chosen = &pickAmong(pushes, rng);
    }
    // 4. Any of the moves that look about best; an aimless pawn push only when nothing else
    // looks as safe.
    if (chosen == nullptr) {
        const bool purposeful
            = !collect([&](const GlancedMove& g) { return !g.aimless && looksSafe(g); }).empty();
        const auto pool = collect([&](const GlancedMove& g) { return !(purposeful && g.aimless); });
        int best = pool.front()->score;
        for (const GlancedMove* g : pool)
            best = std::max(best, g->score);
        std::vector<const GlancedMove*> candidates;
        for (const GlancedMove* g : pool)
            if (g->score >= best - marginCp) candidates.push_back(g);
        chosen = &pickAmong(candidates, rng);
    }

    result.bestMove = chosen->move;
    result.score = chosen->mates && !blind.mateInOne ? kMateScore - 1 : chosen->safety;
    result.depth = 1;
    result.principalVariation = { chosen->move };
    SearchLine line;
    line.score = result.score;
    line.isMate = chosen->mates && !blind.mateInOne;
    line.mateInMoves = line.isMate ? 1 : 0;
    line.principalVariation = result.principalVariation;
    result.lines = { line };
    return result;
}

} // namespace rochade::engine
